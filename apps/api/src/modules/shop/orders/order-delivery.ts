import { addressCountryErrors } from "@vitrine/shared/schemas/addresses";
import type { ParsedOrderAddress, ParsedOrderBody } from "@vitrine/shared/schemas/orders";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import {
  calendarRules,
  type OrderAddressSnapshot,
  type OrderDeliverySnapshot,
  relayPoints,
} from "../../../db/schema/index";
import { badRequest, HttpError } from "../../../lib/http";
import type { ContentServices } from "../../content/service";
import type { GeoService } from "../../geo/service";
import type { ShippingFeesService } from "../delivery/shipping-fees";
import type { PricedLine } from "./order-lines";

/* How an order travels and what it costs to send (spec sections 4 and 5, decision 018). */

export interface DeliveryDeps {
  db: Db;
  geo: GeoService;
  calendars: ContentServices["calendars"];
  shippingFees: ShippingFeesService;
}

/** A click-and-collect slot, whose capacity the order's transaction checks. */
export interface PickupSlot {
  calendarId: number;
  scheduleId: number;
  capacity: number | null;
  date: string;
  /** HH:MM, local. */
  start: string;
}

export interface PlannedDelivery {
  shippingFees: number;
  snapshot: OrderDeliverySnapshot;
  carrierId: number | null;
  pickup: PickupSlot | null;
}

type Input = ParsedOrderBody["delivery"];

const field = (path: string, message: string) => badRequest(message, { [path]: message });

const RELAY_OUTSIDE = "Ce point relais est hors de notre zone de livraison : choisissez-en un autre.";
const unprocessable = (message: string, path: string) => new HttpError(422, message, { [path]: message });

/** An address as the order keeps it: its country's code and name; 400 on an unknown country or a bad postal code. */
export async function addressSnapshot(
  geo: GeoService,
  address: ParsedOrderAddress,
  path: string,
): Promise<OrderAddressSnapshot> {
  const country = await geo.findCountry(address.country);
  const errors = addressCountryErrors(address, country?.alphaTwo);
  const [key, message] = Object.entries(errors)[0] ?? [];
  if (key && message) throw field(`${path}.${key}`, message);
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company ?? null,
    firstPart: address.firstPart,
    secondPart: address.secondPart ?? null,
    postalCode: address.postalCode,
    city: address.city,
    countryCode: country!.alphaTwo,
    countryName: country!.name,
    ...(address.companyId ? { companyId: address.companyId } : {}),
    ...(address.vatNumber ? { vatNumber: address.vatNumber } : {}),
  };
}

/** An address where goods go, without a buyer's identifiers: they are the billing address's (decision 045). */
export function withoutBusinessIds(address: OrderAddressSnapshot): OrderAddressSnapshot {
  const { companyId: _, vatNumber: __, ...rest } = address;
  return rest;
}

/** Where the fees are computed for: a postal code and an ISO country code. */
export interface Destination {
  postalCode: string;
  countryCode: string;
}

/**
 * The offer of carrier `carrierId` for the lines to `destination`: 422 in French when the site
 * does not ship this order there (LOCK_DELIVERY, countries, bottles) or the carrier does not take
 * it; 400 for a carrier the site does not have.
 */
export async function carrierOffer(
  deps: DeliveryDeps,
  siteId: number,
  lines: readonly PricedLine[],
  carrierId: number,
  destination: Destination,
) {
  const quote = await deps.shippingFees.calculate(siteId, {
    products: lines.map((line) => ({ idProduct: line.declinationId, quantity: line.quantity })),
    postalCode: destination.postalCode,
    country: destination.countryCode,
  });
  const offer = quote.carriers.find((carrier) => carrier.id === carrierId);
  if (offer) return offer;
  const unavailable = quote.unavailable.find((carrier) => carrier.id === carrierId);
  if (unavailable) throw unprocessable(unavailable.reason, "delivery.idCarrier");
  throw field("delivery.idCarrier", "Ce transporteur n'existe pas.");
}

/** A relay point as the order's delivery names it, copied so that a later change leaves the order as placed. */
export function accessPointOf(
  point: typeof relayPoints.$inferSelect,
): NonNullable<OrderDeliverySnapshot["accessPoint"]> {
  return {
    id: point.code,
    name: point.name,
    addLine1: point.addLine1,
    zipCode: point.zipCode,
    city: point.city,
    countryCode: point.country,
  };
}

/** The relay point `code` of the site's relay carrier, while it is active. */
export async function activeRelayPoint(deps: DeliveryDeps, siteId: number, carrierId: number, code: string) {
  const [point] = await deps.db
    .select()
    .from(relayPoints)
    .where(
      and(
        eq(relayPoints.siteId, siteId),
        eq(relayPoints.carrierId, carrierId),
        eq(relayPoints.code, code),
        eq(relayPoints.isActive, true),
      ),
    );
  return point;
}

/** Where a relay point is, as a destination to price. */
export const relayPlace = (point: typeof relayPoints.$inferSelect): Destination => ({
  postalCode: point.zipCode,
  countryCode: point.country,
});

/**
 * Where the carrier hands the parcel over, which tells an export (decision 043): the relay point
 * it was sent to, else the shipping address; null for an order no carrier takes.
 */
export function deliveryPlace(
  delivery: Pick<PlannedDelivery, "carrierId" | "snapshot">,
  shipping: Destination | null,
): Destination | null {
  if (delivery.carrierId === null) return null;
  const point = delivery.snapshot.accessPoint;
  return point ? { postalCode: point.zipCode, countryCode: point.countryCode } : shipping;
}

/** A delivery: the carrier's price to the shipping address, after the site's rules; a relay point for PICKUP. */
async function shipped(
  deps: DeliveryDeps,
  siteId: number,
  lines: readonly PricedLine[],
  input: Input,
  destination: OrderAddressSnapshot | null,
): Promise<PlannedDelivery> {
  if (!destination) throw field("address.delivery", "Indiquez l'adresse de livraison.");
  if (!input.idCarrier) throw field("delivery.idCarrier", "Choisissez un transporteur.");
  let offer = await carrierOffer(deps, siteId, lines, input.idCarrier, destination);
  let accessPoint: OrderDeliverySnapshot["accessPoint"] = null;
  if (offer.kind === "PICKUP") {
    if (!input.accessPoint?.id) throw field("delivery.accessPoint", "Choisissez un point relais.");
    const point = await activeRelayPoint(deps, siteId, offer.id, input.accessPoint.id);
    if (!point)
      throw field("delivery.accessPoint", "Ce point relais n'est pas disponible : choisissez-en un autre.");
    accessPoint = accessPointOf(point);
    // The parcel goes to the point: its price and the shop's zone rules are those of the point's place.
    offer = await carrierOffer(deps, siteId, lines, offer.id, relayPlace(point)).catch((error: unknown) => {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      // The shop's zones refuse the point's place; any other refusal (the carrier's) says its own.
      const zone = Boolean(error.errors && ("country" in error.errors || "postalCode" in error.errors));
      const message = zone ? RELAY_OUTSIDE : error.message;
      throw new HttpError(error.statusCode, message, { "delivery.accessPoint": message });
    });
  }
  return {
    shippingFees: offer.price,
    carrierId: offer.id,
    pickup: null,
    snapshot: {
      carrierId: offer.id,
      carrierName: offer.name,
      carrierKind: offer.kind,
      serviceName: input.serviceName ?? null,
      serviceCode: input.serviceCode ?? null,
      accessPoint,
    },
  };
}

/** Click-and-collect: a schedule of a pickup place, open on that day (notice, closing days). */
async function collected(
  deps: DeliveryDeps,
  siteId: number,
  date: string | null | undefined,
  scheduleId: number | null | undefined,
  now: Date,
): Promise<PlannedDelivery> {
  if (!date) throw field("dateSchedule", "Choisissez le jour du retrait.");
  if (!scheduleId) throw field("idSchedule", "Choisissez le créneau de retrait.");
  const [rule] = await deps.db
    .select()
    .from(calendarRules)
    .where(and(eq(calendarRules.id, scheduleId), eq(calendarRules.siteId, siteId)));
  const places = await deps.calendars.pickupCalendars(siteId);
  const place = rule && places.find((candidate) => candidate.calendarId === rule.calendarId);
  if (!rule || !place) throw field("idSchedule", "Ce créneau de retrait n'existe pas.");
  const day = await deps.calendars.daySlots(siteId, rule.calendarId, date, now);
  const slot = day?.slots.find((candidate) => candidate.idSchedule === rule.id);
  if (!slot) {
    throw unprocessable(
      "Ce créneau de retrait n'est pas ouvert ce jour-là : choisissez-en un autre.",
      "idSchedule",
    );
  }
  const address = (
    await deps.geo.listCompanyAddresses(siteId, { page: 1, nbItem: 100, orderBy: null, filters: [] })
  ).items.find((candidate) => candidate.id === place.pickupAddressId);
  const where = address ? `${address.firstPart}, ${address.postalCode} ${address.city}` : "";
  return {
    shippingFees: 0,
    carrierId: null,
    pickup: {
      calendarId: rule.calendarId,
      scheduleId: rule.id,
      capacity: rule.capacity,
      date,
      start: rule.startTime,
    },
    snapshot: {
      pickup: {
        place: where ? `${place.name} — ${where}` : place.name,
        date,
        start: rule.startTime,
        end: rule.endTime,
      },
    },
  };
}

/**
 * What the order's delivery costs and how it is kept, checked against the site's rules: a
 * delivery needs a carrier serving the address (and a relay point for a PICKUP carrier), a
 * click-and-collect order an open slot, and an order without delivery products that ship nowhere.
 */
export async function planDelivery(
  deps: DeliveryDeps,
  siteId: number,
  lines: readonly PricedLine[],
  order: {
    delivery: Input;
    destination: OrderAddressSnapshot | null;
    dateSchedule?: string | null;
    idSchedule?: number | null;
  },
  now = new Date(),
): Promise<PlannedDelivery> {
  const { delivery } = order;
  if (delivery.type === "delivery") return shipped(deps, siteId, lines, delivery, order.destination);
  if (delivery.type === "clickAndCollect") {
    return collected(deps, siteId, order.dateSchedule, order.idSchedule, now);
  }
  if (lines.some((line) => line.hasShippingFees)) {
    throw unprocessable(
      "Ces produits se livrent ou se retirent : choisissez la livraison ou le retrait sur place.",
      "delivery.type",
    );
  }
  return { shippingFees: 0, carrierId: null, pickup: null, snapshot: {} };
}
