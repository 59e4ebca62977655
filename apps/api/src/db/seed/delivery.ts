import type { CarrierKind } from "@vitrine/shared/shipping/fees";
import type { ShippingZone } from "@vitrine/shared/shipping/zones";
import { and, eq } from "drizzle-orm";
import { communePosition } from "../../modules/geo/commune-positions";
import type { Db } from "../client";
import type { RelayOpeningHours } from "../schema/delivery";
import {
  calendarExceptions,
  calendarRules,
  calendars,
  carrierRates,
  carriers,
  companyAddresses,
  relayPoints,
} from "../schema/index";

/** Shapes of the delivery the seed writes for a sample site that sells online (modules/shop/delivery). */

export interface SeedRate {
  zone: ShippingZone;
  minBottles?: number;
  maxBottles?: number | null;
  minAmount?: number;
  maxAmount?: number | null;
  /** Cents, VAT included. */
  price: number;
}

export interface SeedRelayPoint {
  code: string;
  name: string;
  addLine1: string;
  zipCode: string;
  city: string;
  /** Metres east and north of the commune's centre (the point's own street). */
  offset: [number, number];
  openingHours: RelayOpeningHours;
}

export interface SeedCarrier {
  name: string;
  kind: CarrierKind;
  description: string;
  delay: string;
  icon: string | null;
  /** The carrier's tracking page, « {numero} » standing for the parcel's number. */
  trackingUrl?: string;
  rates: SeedRate[];
  relayPoints?: SeedRelayPoint[];
}

export interface SeedPickup {
  /** The company address orders are picked up at, by name. */
  addressName: string;
  name: string;
  description: string;
  schedules: Array<{ weekday: number; startTime: string; endTime: string; capacity: number | null }>;
  /** Closing days computed from `today`. */
  closedDays(today: Date): Array<{ date: string; label: string }>;
}

export interface SeedDelivery {
  carriers: SeedCarrier[];
  pickup: SeedPickup | null;
}

/** A point `offset` metres east and north of its commune's centre (codes-postaux and GeoNames). */
function placeOf(point: SeedRelayPoint) {
  const centre = communePosition(point.zipCode, point.city);
  if (!centre) throw new Error(`No position for ${point.zipCode} ${point.city}.`);
  const [east, north] = point.offset;
  const latitude = centre.lat + north / 111_320;
  const longitude = centre.lng + east / (111_320 * Math.cos((centre.lat * Math.PI) / 180));
  return { latitude: Number(latitude.toFixed(6)), longitude: Number(longitude.toFixed(6)) };
}

/** Writes a sample site's carriers, rates, relay points and click-and-collect calendar. */
export async function seedDelivery(db: Db, siteId: number, delivery: SeedDelivery, today = new Date()) {
  for (const [order, carrier] of delivery.carriers.entries()) {
    const { rates, relayPoints: points = [], ...columns } = carrier;
    const [row] = await db
      .insert(carriers)
      .values({ siteId, ...columns, order: order + 1 })
      .returning({ id: carriers.id });
    const carrierId = row!.id;
    await db.insert(carrierRates).values(rates.map((rate) => ({ siteId, carrierId, ...rate })));
    if (points.length) {
      await db.insert(relayPoints).values(
        points.map(({ offset: _, ...point }, index) => ({
          siteId,
          carrierId,
          ...point,
          ...placeOf(points[index]!),
          country: "FR",
        })),
      );
    }
  }
  const pickup = delivery.pickup;
  if (!pickup) return;
  const [address] = await db
    .select({ id: companyAddresses.id })
    .from(companyAddresses)
    .where(and(eq(companyAddresses.siteId, siteId), eq(companyAddresses.name, pickup.addressName)));
  if (!address) throw new Error(`No company address named ${pickup.addressName}.`);
  const [calendar] = await db
    .insert(calendars)
    .values({
      siteId,
      name: pickup.name,
      description: pickup.description,
      slotMinutes: 30,
      minNoticeHours: 0,
      maxAdvanceDays: 60,
      pickupAddressId: address.id,
    })
    .returning({ id: calendars.id });
  const calendarId = calendar!.id;
  await db.insert(calendarRules).values(pickup.schedules.map((rule) => ({ siteId, calendarId, ...rule })));
  const closed = pickup.closedDays(today);
  if (closed.length) {
    await db
      .insert(calendarExceptions)
      .values(closed.map(({ date, label }) => ({ siteId, calendarId, date, label, isClosed: true })));
  }
}
