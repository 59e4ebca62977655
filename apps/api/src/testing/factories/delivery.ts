import type { Db } from "../../db/client";
import {
  calendarExceptions,
  calendarRules,
  calendars,
  carrierRates,
  carriers,
  relayPoints,
} from "../../db/schema/index";
import { createCompanyAddress } from "./site";

/** Carriers, their rates, relay points and click-and-collect calendars written for a test (modules/shop/delivery). */

let made = 0;
const next = () => ++made;

export type RateValues = Partial<Omit<typeof carrierRates.$inferInsert, "siteId" | "carrierId">> & {
  price: number;
};

export type CarrierValues = Partial<Omit<typeof carriers.$inferInsert, "siteId">> & {
  /** Mainland France at 9.90 € whatever the cart unless told. */
  rates?: RateValues[];
};

export async function createCarrier(db: Db, siteId: number, values: CarrierValues = {}) {
  const n = next();
  const { rates = [{ zone: "FR_METRO", price: 990 }], ...columns } = values;
  const [carrier] = await db
    .insert(carriers)
    .values({ siteId, name: `Transporteur ${n}`, kind: "DELIVERY", order: n, ...columns })
    .returning();
  if (rates.length > 0) {
    await db
      .insert(carrierRates)
      .values(rates.map((rate) => ({ zone: "FR_METRO" as const, ...rate, siteId, carrierId: carrier!.id })));
  }
  return carrier!;
}

export type RelayPointValues = Partial<Omit<typeof relayPoints.$inferInsert, "siteId" | "carrierId">> & {
  latitude: number;
  longitude: number;
};

export async function createRelayPoint(db: Db, siteId: number, carrierId: number, values: RelayPointValues) {
  const n = next();
  const [point] = await db
    .insert(relayPoints)
    .values({
      siteId,
      carrierId,
      code: `RP-${n}`,
      name: `Point relais ${n}`,
      addLine1: `${n} rue du Commerce`,
      zipCode: "44000",
      city: "Nantes",
      openingHours: [{ weekday: 1, periods: [{ start: "09:00", end: "19:00" }] }],
      ...values,
    })
    .returning();
  return point!;
}

export interface PickupCalendarValues {
  name?: string;
  minNoticeHours?: number;
  /** Tuesday to Saturday, 10h–12h30 (8 orders) and 14h–18h (no limit) unless told. */
  schedules?: Array<{ weekday: number; startTime: string; endTime: string; capacity?: number | null }>;
  /** Closing days, YYYY-MM-DD. */
  closed?: string[];
}

/** A click-and-collect place: a company address and its calendar of pickup schedules. */
export async function createPickupCalendar(db: Db, siteId: number, values: PickupCalendarValues = {}) {
  const n = next();
  const address = await createCompanyAddress(db, siteId, {
    name: `Caveau ${n}`,
    firstPart: "La Grande Moulinière",
    postalCode: "44330",
    city: "Vallet",
    isHeadOffice: false,
    isClickAndCollect: true,
  });
  const [calendar] = await db
    .insert(calendars)
    .values({
      siteId,
      name: values.name ?? `Retrait au caveau ${n}`,
      slotMinutes: 30,
      minNoticeHours: values.minNoticeHours ?? 0,
      pickupAddressId: address.id,
    })
    .returning();
  const schedules =
    values.schedules ??
    [2, 3, 4, 5, 6].flatMap((weekday) => [
      { weekday, startTime: "10:00", endTime: "12:30", capacity: 8 },
      { weekday, startTime: "14:00", endTime: "18:00", capacity: null },
    ]);
  const rules = await db
    .insert(calendarRules)
    .values(schedules.map((schedule) => ({ siteId, calendarId: calendar!.id, ...schedule })))
    .returning();
  if (values.closed?.length) {
    await db
      .insert(calendarExceptions)
      .values(values.closed.map((date) => ({ siteId, calendarId: calendar!.id, date, label: "Fermeture" })));
  }
  return { calendar: calendar!, address, rules };
}
