import type { ShippingRules } from "@vitrine/shared/shipping/fees";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { accessPointOf } from "../../modules/shop/orders/order-delivery";
import type { Db } from "../client";
import {
  calendarExceptions,
  calendarRules,
  calendars,
  carrierRates,
  carriers,
  companyAddresses,
  declinations,
  products,
  relayPoints,
  siteParameters,
} from "../schema/index";

/** What the sample orders of a site are priced and delivered with, read from the site just written. */

async function declinationsByReference(db: Db, siteId: number) {
  const rows = await db
    .select({
      id: declinations.id,
      reference: declinations.reference,
      variation1: declinations.variation1,
      variation2: declinations.variation2,
      variation3: declinations.variation3,
      price: declinations.price,
      vatRate: declinations.vatRate,
      capacity: declinations.capacity,
      capacityUnit: declinations.capacityUnit,
      sellByMultipleOf: declinations.sellByMultipleOf,
      hasShippingFees: declinations.hasShippingFees,
      productName: products.name,
      type: products.type,
    })
    .from(declinations)
    .innerJoin(products, eq(products.id, declinations.productId))
    .where(eq(declinations.siteId, siteId));
  return new Map(rows.map((row) => [row.reference, row]));
}

/** The free shipping thresholds of the site (the other rules do not change a fee). */
async function freeShipping(db: Db, siteId: number): Promise<ShippingRules> {
  const rows = await db
    .select({ type: siteParameters.type, value: siteParameters.value })
    .from(siteParameters)
    .where(
      and(
        eq(siteParameters.siteId, siteId),
        inArray(siteParameters.type, ["FREE_SHIPPING_BOTTLE", "FREE_SHIPPING_PRICE"]),
      ),
    );
  const count = (key: string) => {
    const n = Number.parseInt(rows.find((row) => row.type === key)?.value ?? "", 10);
    return Number.isInteger(n) && n > 0 ? n : null;
  };
  return {
    freeShippingBottles: count("FREE_SHIPPING_BOTTLE"),
    freeShippingPrice: count("FREE_SHIPPING_PRICE"),
    minimumBottles: null,
    maximumBottles: null,
    bottleMultiple: null,
    onlySellInFrance: false,
    sellsWorldwide: false,
    lockDelivery: false,
  };
}

async function carrierOfKind(db: Db, siteId: number, kind: "DELIVERY" | "PICKUP") {
  const [carrier] = await db
    .select({ id: carriers.id, name: carriers.name, kind: carriers.kind })
    .from(carriers)
    .where(and(eq(carriers.siteId, siteId), eq(carriers.kind, kind)))
    .orderBy(carriers.order)
    .limit(1);
  if (!carrier) throw new Error(`Seed: no ${kind} carrier.`);
  const rates = await db.select().from(carrierRates).where(eq(carrierRates.carrierId, carrier.id));
  return { ...carrier, rates };
}

/** The site's click-and-collect calendar: its weekly slots, its closing days, its place as orders name it. */
async function pickupCalendar(db: Db, siteId: number) {
  const [calendar] = await db
    .select({ id: calendars.id, name: calendars.name, address: companyAddresses })
    .from(calendars)
    .innerJoin(companyAddresses, eq(companyAddresses.id, calendars.pickupAddressId))
    .where(eq(calendars.siteId, siteId))
    .limit(1);
  if (!calendar) throw new Error("Seed: no click-and-collect calendar.");
  // The weekly periods (the dated ones are exceptional openings, which the seed does not book).
  const rules = await db
    .select()
    .from(calendarRules)
    .where(and(eq(calendarRules.calendarId, calendar.id), isNull(calendarRules.date)));
  const exceptions = await db
    .select({ date: calendarExceptions.date })
    .from(calendarExceptions)
    .where(and(eq(calendarExceptions.calendarId, calendar.id), eq(calendarExceptions.isClosed, true)));
  const { address } = calendar;
  return {
    calendarId: calendar.id,
    place: `${calendar.name} — ${address.firstPart}, ${address.postalCode} ${address.city}`,
    rules,
    closed: new Set(exceptions.map((exception) => exception.date)),
  };
}

export async function loadOrderContext(db: Db, siteId: number) {
  const relay = await carrierOfKind(db, siteId, "PICKUP");
  const points = await db.select().from(relayPoints).where(eq(relayPoints.carrierId, relay.id));
  return {
    declinations: await declinationsByReference(db, siteId),
    rules: await freeShipping(db, siteId),
    home: await carrierOfKind(db, siteId, "DELIVERY"),
    relay,
    relayPoints: new Map(points.map((point) => [point.code, accessPointOf(point)])),
    pickup: await pickupCalendar(db, siteId),
  };
}

export type OrderContext = Awaited<ReturnType<typeof loadOrderContext>>;
