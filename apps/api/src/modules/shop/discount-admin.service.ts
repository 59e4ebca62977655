import { addDays, wallClock, zonedInstant } from "@vitrine/shared/calendar-days";
import type { ParsedListQuery } from "@vitrine/shared/list-query";
import type {
  AdminDiscount,
  AdminDiscountList,
  AdminDiscountValues,
} from "@vitrine/shared/schemas/admin-discounts";
import { and, desc, eq, sql } from "drizzle-orm";
import { type AuditActor, recordAudit } from "../../db/audit";
import type { Db } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { containsText, offsetOf, orderOf, whereFilters } from "../../db/list-query";
import { discountCodes } from "../../db/schema/index";
import { conflict, notFound } from "../../lib/http";

const ZONE = "Europe/Paris";
const MISSING = "Ce code promo n'existe pas.";
const TAKEN = "Ce code existe déjà pour ce site : choisissez-en un autre.";

type CodeRow = typeof discountCodes.$inferSelect;

const pad = (n: number) => String(n).padStart(2, "0");
/** The French day of an instant (YYYY-MM-DD). */
const dayOf = (date: Date | null) => {
  if (!date) return null;
  const c = wallClock(date.getTime(), ZONE);
  return `${c.year}-${pad(c.month)}-${pad(c.day)}`;
};

/** The columns of a code from the panel's values: days become French midnights (the last day included). */
const columnsOf = (values: AdminDiscountValues) => ({
  code: values.code,
  kind: values.kind,
  value: values.value,
  minimumSubtotal: values.minimumSubtotal,
  validFrom: values.validFrom ? new Date(zonedInstant(values.validFrom, "00:00", ZONE)) : null,
  validTo: values.validTo ? new Date(zonedInstant(addDays(values.validTo, 1), "00:00", ZONE) - 1) : null,
  usageLimit: values.usageLimit,
  usageLimitPerCustomer: values.usageLimitPerCustomer,
  isActive: values.isActive,
});

/** A code's uses: the orders not cancelled that carry it, and what they took off. */
// Correlated on the outer row: the table's own name, orders under an alias of their own.
const uses = sql<number>`(select count(*)::int from "orders" o where o."discount_code_id" = "discount_codes"."id" and o."status" <> 'cancelled')`;
const discounted = sql<number>`(select coalesce(sum(o."discount"), 0)::int from "orders" o where o."discount_code_id" = "discount_codes"."id" and o."status" <> 'cancelled')`;

const reply = (row: CodeRow & { uses: number; discounted: number }): AdminDiscount => ({
  id: row.id,
  code: row.code,
  kind: row.kind,
  value: row.value,
  minimumSubtotal: row.minimumSubtotal,
  validFrom: dayOf(row.validFrom),
  validTo: dayOf(row.validTo),
  usageLimit: row.usageLimit,
  usageLimitPerCustomer: row.usageLimitPerCustomer,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
  uses: row.uses,
  discounted: row.discounted,
});

/**
 * The shop's discount codes in the admin panel: listed with their uses, created and changed (a
 * code unique per site whatever its case). Each change is one transaction with its audit entry;
 * the database bumps the site's version (migration 0005) and `changed` lets the caches learn it.
 */
export class DiscountAdmin {
  constructor(
    private readonly db: Db,
    private readonly changed: (siteId: number) => void,
  ) {}

  async list(siteId: number, query: ParsedListQuery): Promise<AdminDiscountList> {
    const search = query.filters.find((f) => f.field === "search")?.value;
    const where = and(
      eq(discountCodes.siteId, siteId),
      search ? containsText(discountCodes.code, search) : undefined,
      ...whereFilters(
        query.filters.filter((f) => f.field !== "search"),
        { isActive: discountCodes.isActive },
      ),
    );
    const order = orderOf(
      query,
      {
        code: sql`lower(${discountCodes.code})`,
        createdAt: discountCodes.createdAt,
        uses,
        validTo: discountCodes.validTo,
      },
      [desc(discountCodes.createdAt), desc(discountCodes.id)],
    );
    const [rows, [counted]] = await Promise.all([
      this.db
        .select({ row: discountCodes, uses, discounted })
        .from(discountCodes)
        .where(where)
        .orderBy(...order)
        .limit(query.nbItem)
        .offset(offsetOf(query)),
      this.db.select({ total: sql<number>`count(*)::int` }).from(discountCodes).where(where),
    ]);
    return {
      items: rows.map(({ row, ...counts }) => reply({ ...row, ...counts })),
      total: counted?.total ?? 0,
    };
  }

  async detail(siteId: number, id: number, db: Db = this.db): Promise<AdminDiscount> {
    const [found] = await db
      .select({ row: discountCodes, uses, discounted })
      .from(discountCodes)
      .where(and(eq(discountCodes.siteId, siteId), eq(discountCodes.id, id)));
    if (!found) throw notFound(MISSING);
    return reply({ ...found.row, uses: found.uses, discounted: found.discounted });
  }

  async create(siteId: number, values: AdminDiscountValues, actor: AuditActor): Promise<AdminDiscount> {
    return this.write(siteId, async (tx) => {
      const [row] = await tx
        .insert(discountCodes)
        .values({ siteId, ...columnsOf(values) })
        .returning();
      const created = await this.detail(siteId, row!.id, tx);
      await recordAudit(tx, {
        siteId,
        actor,
        action: "discount-code.create",
        entity: "discount-code",
        entityId: row!.id,
        before: null,
        after: created,
      });
      return created;
    });
  }

  async update(
    siteId: number,
    id: number,
    values: AdminDiscountValues,
    actor: AuditActor,
  ): Promise<AdminDiscount> {
    return this.write(siteId, async (tx) => {
      const before = await this.detail(siteId, id, tx);
      await tx
        .update(discountCodes)
        .set(columnsOf(values))
        .where(and(eq(discountCodes.siteId, siteId), eq(discountCodes.id, id)));
      const after = await this.detail(siteId, id, tx);
      await recordAudit(tx, {
        siteId,
        actor,
        action: before.isActive && !after.isActive ? "discount-code.disable" : "discount-code.update",
        entity: "discount-code",
        entityId: id,
        before,
        after,
      });
      return after;
    });
  }

  /** One transaction; a code taken (whatever its case, also meanwhile: the unique index) is a 409 on the field. */
  private async write<T>(siteId: number, work: (tx: Db) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction((tx) => work(tx));
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(TAKEN, { code: TAKEN });
      throw error;
    } finally {
      this.changed(siteId);
    }
  }
}
