import type {
  AdminCarrier,
  AdminCarrierBodySchema,
  AdminRateBodySchema,
  AdminRelayPointBodySchema,
} from "@vitrine/shared/schemas/admin-delivery";
import { and, asc, eq } from "drizzle-orm";
import type { z } from "zod";
import { type AuditActor, recordAudit } from "../../../db/audit";
import type { Db } from "../../../db/client";
import { isUniqueViolation } from "../../../db/errors";
import { carrierRates, carriers, relayPoints } from "../../../db/schema/index";
import { conflict, HttpError, notFound } from "../../../lib/http";

type CarrierValues = z.output<typeof AdminCarrierBodySchema>;
type RateValues = z.output<typeof AdminRateBodySchema>;

const TWIN_RATE =
  "Ce transporteur a déjà un tarif pour cette zone et ces bornes : modifiez ce tarif plutôt que d'en ajouter un second.";

/**
 * 409 when another rate of the carrier has the same zone and bounds: the shop could not tell which
 * applies (overlapping bounds are fine: the most precise one applies).
 */
function refuseTwin(rates: AdminCarrier["rates"], values: RateValues, rateId: number | null) {
  const twin = rates.some(
    (rate) =>
      rate.id !== rateId &&
      rate.zone === values.zone &&
      rate.minBottles === values.minBottles &&
      rate.maxBottles === values.maxBottles &&
      rate.minAmount === values.minAmount &&
      rate.maxAmount === values.maxAmount,
  );
  if (twin) throw conflict(TWIN_RATE, { zone: TWIN_RATE });
}
type RelayPointValues = z.output<typeof AdminRelayPointBodySchema>;

const CARRIER_MISSING = "Ce transporteur n'existe pas.";
const RATE_MISSING = "Ce tarif n'existe pas pour ce transporteur.";
const POINT_MISSING = "Ce point relais n'existe pas pour ce transporteur.";
const POINT_TAKEN = "Ce transporteur a déjà un point relais de ce code.";
const NOT_PICKUP = "Seul un transporteur en point relais a des points relais.";

const ZONE_ORDER = ["FR_METRO", "FR_CORSE", "EU", "WORLD"];

/** Where the change is and who makes it. */
export interface CarrierChange {
  siteId: number;
  carrierId: number;
  actor: AuditActor;
}

/**
 * The shop's carriers in the admin panel, with their rates and relay points: what
 * POST /calculate/shipping-fees and POST /relay/access-points then read (carriers.ts,
 * relay-provider.ts). Each change is one transaction with its audit entry (the carrier before and
 * after); the database bumps the site's version (migration 0009) and `changed` tells the caches.
 */
export class CarrierAdmin {
  constructor(
    private readonly db: Db,
    private readonly changed: (siteId: number) => void,
  ) {}

  /** Every carrier of the site, active or not, in their order. */
  async list(siteId: number, db: Db = this.db): Promise<AdminCarrier[]> {
    const [rows, rates, points] = await Promise.all([
      db
        .select()
        .from(carriers)
        .where(eq(carriers.siteId, siteId))
        .orderBy(asc(carriers.order), asc(carriers.id)),
      db.select().from(carrierRates).where(eq(carrierRates.siteId, siteId)),
      db.select().from(relayPoints).where(eq(relayPoints.siteId, siteId)).orderBy(asc(relayPoints.name)),
    ]);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      kind: row.kind,
      description: row.description,
      delay: row.delay,
      trackingUrl: row.trackingUrl,
      order: row.order,
      isActive: row.isActive,
      rates: rates
        .filter((rate) => rate.carrierId === row.id)
        .sort(
          (a, b) =>
            ZONE_ORDER.indexOf(a.zone) - ZONE_ORDER.indexOf(b.zone) ||
            a.minBottles - b.minBottles ||
            a.minAmount - b.minAmount ||
            a.id - b.id,
        )
        .map(({ siteId: _s, carrierId: _c, ...rate }) => rate),
      relayPoints: points
        .filter((point) => point.carrierId === row.id)
        .map(({ siteId: _s, carrierId: _c, icon: _i, ...point }) => point),
    }));
  }

  async create(siteId: number, values: CarrierValues, actor: AuditActor): Promise<AdminCarrier> {
    return this.write(siteId, async (tx) => {
      const [row] = await tx
        .insert(carriers)
        .values({ siteId, ...values })
        .returning({ id: carriers.id });
      const after = await this.one(tx, siteId, row!.id);
      await this.audit(tx, { siteId, carrierId: row!.id, actor }, "carrier.create", null, after);
      return after;
    });
  }

  async update(change: CarrierChange, values: CarrierValues): Promise<AdminCarrier> {
    return this.change(change, "carrier.update", async (tx, before) => {
      if (values.kind !== "PICKUP" && before.relayPoints.length > 0 && before.kind === "PICKUP")
        throw conflict("Ce transporteur a des points relais : il reste un transporteur en point relais.", {
          kind: "Ce transporteur a des points relais.",
        });
      await tx.update(carriers).set(values).where(eq(carriers.id, change.carrierId));
    });
  }

  async addRate(change: CarrierChange, values: RateValues): Promise<AdminCarrier> {
    return this.change(change, "carrier.rate.create", async (tx, before) => {
      refuseTwin(before.rates, values, null);
      await tx.insert(carrierRates).values({ siteId: change.siteId, carrierId: change.carrierId, ...values });
    });
  }

  async updateRate(change: CarrierChange, rateId: number, values: RateValues): Promise<AdminCarrier> {
    return this.change(change, "carrier.rate.update", async (tx, before) => {
      if (!before.rates.some((rate) => rate.id === rateId)) throw notFound(RATE_MISSING);
      refuseTwin(before.rates, values, rateId);
      await tx.update(carrierRates).set(values).where(eq(carrierRates.id, rateId));
    });
  }

  async deleteRate(change: CarrierChange, rateId: number): Promise<AdminCarrier> {
    return this.change(change, "carrier.rate.delete", async (tx, before) => {
      if (!before.rates.some((rate) => rate.id === rateId)) throw notFound(RATE_MISSING);
      await tx.delete(carrierRates).where(eq(carrierRates.id, rateId));
    });
  }

  async addRelayPoint(change: CarrierChange, values: RelayPointValues): Promise<AdminCarrier> {
    return this.change(change, "carrier.relay-point.create", async (tx, before) => {
      if (before.kind !== "PICKUP") throw new HttpError(409, NOT_PICKUP);
      await tx.insert(relayPoints).values({ siteId: change.siteId, carrierId: change.carrierId, ...values });
    });
  }

  async updateRelayPoint(
    change: CarrierChange,
    pointId: number,
    values: RelayPointValues,
  ): Promise<AdminCarrier> {
    return this.change(change, "carrier.relay-point.update", async (tx, before) => {
      if (!before.relayPoints.some((point) => point.id === pointId)) throw notFound(POINT_MISSING);
      await tx.update(relayPoints).set(values).where(eq(relayPoints.id, pointId));
    });
  }

  /** The carrier of the site, as the panel shows it; 404 in French when it is not one of the site's. */
  private async one(db: Db, siteId: number, carrierId: number): Promise<AdminCarrier> {
    const carrier = (await this.list(siteId, db)).find((c) => c.id === carrierId);
    if (!carrier) throw notFound(CARRIER_MISSING);
    return carrier;
  }

  /** A change of one carrier of the site (404 otherwise), audited with the carrier before and after. */
  private change(
    change: CarrierChange,
    action: string,
    work: (tx: Db, before: AdminCarrier) => Promise<void>,
  ): Promise<AdminCarrier> {
    return this.write(change.siteId, async (tx) => {
      const [locked] = await tx
        .select({ id: carriers.id })
        .from(carriers)
        .where(and(eq(carriers.siteId, change.siteId), eq(carriers.id, change.carrierId)))
        .for("update");
      if (!locked) throw notFound(CARRIER_MISSING);
      const before = await this.one(tx, change.siteId, change.carrierId);
      await work(tx, before);
      const after = await this.one(tx, change.siteId, change.carrierId);
      await this.audit(tx, change, action, before, after);
      return after;
    });
  }

  private audit(tx: Db, change: CarrierChange, action: string, before: unknown, after: unknown) {
    return recordAudit(tx, {
      siteId: change.siteId,
      actor: change.actor,
      action,
      entity: "carrier",
      entityId: change.carrierId,
      before,
      after,
    });
  }

  /** One transaction; a relay point code taken (the unique index) is a 409 on the field. */
  private async write<T>(siteId: number, work: (tx: Db) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction((tx) => work(tx));
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(POINT_TAKEN, { code: POINT_TAKEN });
      throw error;
    } finally {
      this.changed(siteId);
    }
  }
}
