import type {
  AdminClosingDayBody,
  AdminPickupCalendarBody,
  AdminPickupScheduleBody,
} from "@vitrine/shared/schemas/admin-delivery";
import type { AdminOpeningDayBody, AdminPickupPlaceBody } from "@vitrine/shared/schemas/admin-pickup";
import type { Parsed } from "./delivery-form";

/**
 * Click-and-collect's forms read into the API's bodies: whole numbers for the day, the capacity
 * and the notice; times and dates as the inputs give them (HH:MM, YYYY-MM-DD), checked by the API.
 */

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

export const WEEKDAY_LABELS = [
  "lundi",
  "mardi",
  "mercredi",
  "jeudi",
  "vendredi",
  "samedi",
  "dimanche",
] as const;

export const pickupFormIds = {
  place: (id: number) => `retrait-${id}`,
  schedule: (id: number, scheduleId: number | null) =>
    scheduleId === null ? `creneau-${id}-nouveau` : `creneau-${id}-${scheduleId}`,
  day: (id: number) => `fermeture-${id}-nouveau`,
  opening: (id: number) => `ouverture-${id}-nouveau`,
  create: "retrait-nouveau",
};

/** A capacity typed: a whole number, or empty for no limit. */
const capacityOf = (typed: string, field: string): Parsed<number | null> => {
  if (typed === "") return { body: null };
  if (!/^\d{1,5}$/.test(typed))
    return { errors: { [field]: "La capacité doit être un nombre entier d'au moins 1, ou vide." } };
  return { body: Number(typed) };
};

export function pickupScheduleBody(form: FormData): Parsed<AdminPickupScheduleBody> {
  const capacity = capacityOf(text(form, "capacity"), "capacity");
  if ("errors" in capacity) return capacity;
  return {
    body: {
      weekday: Number(text(form, "weekday")),
      startTime: text(form, "startTime"),
      endTime: text(form, "endTime"),
      capacity: capacity.body,
    },
  };
}

/** An exceptional opening: a date, its hours, its capacity (empty: no limit). */
export function openingDayBody(form: FormData): Parsed<AdminOpeningDayBody> {
  const capacity = capacityOf(text(form, "capacity"), "capacity");
  if ("errors" in capacity) return capacity;
  return {
    body: {
      date: text(form, "date"),
      startTime: text(form, "startTime"),
      endTime: text(form, "endTime"),
      capacity: capacity.body,
    },
  };
}

/**
 * A new place: its settings, its address (fields named as the API's errors name them,
 * `address.city`) and, when its hours are typed, a first weekly schedule (`schedules.0.*`).
 */
export function pickupCreateBody(form: FormData): Parsed<AdminPickupPlaceBody> {
  const settings = pickupPlaceBody(form);
  if ("errors" in settings) return settings;
  const first = (name: string) => text(form, `schedules.0.${name}`);
  const capacity = capacityOf(first("capacity"), "schedules.0.capacity");
  if ("errors" in capacity) return capacity;
  const hours = first("startTime") !== "" || first("endTime") !== "";
  return {
    body: {
      ...settings.body,
      address: {
        firstPart: text(form, "address.firstPart"),
        secondPart: text(form, "address.secondPart"),
        postalCode: text(form, "address.postalCode"),
        city: text(form, "address.city"),
        phone: text(form, "address.phone"),
      },
      schedules: hours
        ? [
            {
              weekday: Number(first("weekday")),
              startTime: first("startTime"),
              endTime: first("endTime"),
              capacity: capacity.body,
            },
          ]
        : [],
    },
  };
}

export function pickupPlaceBody(form: FormData): Parsed<AdminPickupCalendarBody> {
  const hours = text(form, "minNoticeHours");
  if (!/^\d{1,4}$/.test(hours))
    return { errors: { minNoticeHours: "Le délai de préparation s'indique en heures entières." } };
  return {
    body: {
      name: text(form, "name"),
      minNoticeHours: Number(hours),
      // A check box follows a hidden "off": checked, both are sent.
      isActive: form.getAll("isActive").includes("on"),
    },
  };
}

export const closingDayBody = (form: FormData): Parsed<AdminClosingDayBody> => ({
  body: { date: text(form, "date"), label: text(form, "label") },
});
