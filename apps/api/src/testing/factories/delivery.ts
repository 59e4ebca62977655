import type { Db } from "../../db/client";
import { carrierRates, carriers, relayPoints } from "../../db/schema/index";

/** Carriers, their rates and relay points written for a test (modules/shop/delivery). */

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
