import type {
  AdminCarrierBody,
  AdminRateBody,
  AdminRelayPointBody,
} from "@vitrine/shared/schemas/admin-delivery";
import { eurosToCents, typedEuros } from "@vitrine/shared/schemas/admin-orders";
import { readHours } from "./relay-hours";

/**
 * The delivery screen's forms read into the API's bodies: amounts typed in euros become cents,
 * counts whole numbers; what cannot be read is refused here in French, on its field (the API's
 * own field names), the rest is left to the API's shared schema.
 */

export type Parsed<T> = { body: T } | { errors: Record<string, string> };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

/** The delivery screen's form ids: each form's errors come back to it alone. */
export const formIds = {
  carrier: (id: number | null) => (id === null ? "transporteur-nouveau" : `transporteur-${id}`),
  rate: (carrierId: number, rateId: number | null) =>
    rateId === null ? `tarif-${carrierId}-nouveau` : `tarif-${carrierId}-${rateId}`,
  point: (carrierId: number) => `relais-${carrierId}-nouveau`,
  pointEdit: (carrierId: number, pointId: number) => `relais-${carrierId}-${pointId}`,
};

export const eurosText = (cents: number | null) => (cents === null ? "" : typedEuros(cents));

export function carrierBody(form: FormData): Parsed<AdminCarrierBody> {
  const order = text(form, "order");
  if (order !== "" && !/^\d{1,3}$/.test(order))
    return { errors: { order: "L'ordre doit être un nombre entier de 0 à 999." } };
  return {
    body: {
      name: text(form, "name"),
      kind: text(form, "kind") as AdminCarrierBody["kind"],
      delay: text(form, "delay"),
      description: text(form, "description"),
      trackingUrl: text(form, "trackingUrl"),
      order: order === "" ? 0 : Number(order),
      // A check box follows a hidden "off": checked, both are sent.
      isActive: form.has("isActive") ? form.getAll("isActive").includes("on") : true,
    },
  };
}

export function rateBody(form: FormData): Parsed<AdminRateBody> {
  const errors: Record<string, string> = {};
  const count = (name: string, optional: boolean) => {
    const typed = text(form, name);
    if (typed === "") return optional ? null : 0;
    if (/^\d{1,6}$/.test(typed)) return Number(typed);
    errors[name] = "Indiquez un nombre entier de bouteilles.";
    return 0;
  };
  const euros = (name: string, optional: boolean) => {
    const typed = text(form, name);
    if (typed === "") {
      if (!optional && name === "price") errors[name] = "Indiquez le prix en euros (par exemple 9,90).";
      return optional ? null : 0;
    }
    const cents = eurosToCents(typed);
    if (cents === null) errors[name] = "Indiquez un montant en euros (par exemple 9,90).";
    return cents ?? 0;
  };
  const body = {
    zone: text(form, "zone") as AdminRateBody["zone"],
    minBottles: count("minBottles", false) ?? 0,
    maxBottles: count("maxBottles", true),
    minAmount: euros("minAmount", false) ?? 0,
    maxAmount: euros("maxAmount", true),
    price: euros("price", false) ?? 0,
  };
  return Object.keys(errors).length > 0 ? { errors } : { body };
}

export function relayPointBody(form: FormData): Parsed<AdminRelayPointBody> {
  const errors: Record<string, string> = {};
  const coordinate = (name: string) => {
    const typed = text(form, name).replace(",", ".");
    const value = Number(typed);
    if (typed === "" || !Number.isFinite(value))
      errors[name] = "Indiquez un nombre décimal (par exemple 47,16).";
    return value;
  };
  const body = {
    code: text(form, "code"),
    name: text(form, "name"),
    addLine1: text(form, "addLine1"),
    zipCode: text(form, "zipCode"),
    city: text(form, "city"),
    country: text(form, "country") || "FR",
    latitude: coordinate("latitude"),
    longitude: coordinate("longitude"),
    // A change keeps the point shown or hidden as it was; a new one is shown.
    isActive: text(form, "isActive") !== "off",
  };
  const hours = readHours((name) => text(form, name));
  if ("errors" in hours) Object.assign(errors, hours.errors);
  return Object.keys(errors).length > 0
    ? { errors }
    : { body: { ...body, openingHours: "hours" in hours ? hours.hours : [] } };
}
