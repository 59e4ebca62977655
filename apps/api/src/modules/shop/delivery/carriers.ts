import type { CarrierKind, RateBracket } from "@vitrine/shared/shipping/fees";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { carrierRates, carriers } from "../../../db/schema/index";

/** A site's active carrier with its rates. */
export interface CarrierWithRates {
  id: number;
  name: string;
  kind: CarrierKind;
  description: string;
  delay: string;
  icon: string | null;
  rates: RateBracket[];
}

/** The site's active carriers in their order, each with its rates. */
export async function activeCarriers(db: Db, siteId: number): Promise<CarrierWithRates[]> {
  const [rows, rates] = await Promise.all([
    db
      .select()
      .from(carriers)
      .where(and(eq(carriers.siteId, siteId), eq(carriers.isActive, true)))
      .orderBy(asc(carriers.order), asc(carriers.id)),
    db.select().from(carrierRates).where(eq(carrierRates.siteId, siteId)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    kind: row.kind,
    description: row.description,
    delay: row.delay,
    icon: row.icon,
    rates: rates
      .filter((rate) => rate.carrierId === row.id)
      .map(({ zone, minBottles, maxBottles, minAmount, maxAmount, price }) => ({
        zone,
        minBottles,
        maxBottles,
        minAmount,
        maxAmount,
        price,
      })),
  }));
}

/** The carrier as a reply shows it. */
export const carrierReply = (carrier: CarrierWithRates) => ({
  id: carrier.id,
  name: carrier.name,
  kind: carrier.kind,
  description: carrier.description,
  delay: carrier.delay,
  icon: carrier.icon,
  needsAccessPoint: carrier.kind === "PICKUP",
});
