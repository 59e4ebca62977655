import type { ParsedListQuery } from "@vitrine/shared/list-query";
import {
  type AdminProductDetail,
  type AdminProductInput,
  type AdminProductList,
  type AdminProductRemoval,
  type AdminVariation,
  STOCK_REASON_LABELS,
  type StockMovementList,
  type StockReason,
} from "@vitrine/shared/schemas/admin-products";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { type AuditActor, recordAudit } from "../../db/audit";
import type { Db } from "../../db/client";
import { offsetOf } from "../../db/list-query";
import { declinations, orders, products, stockMovements } from "../../db/schema/index";
import { HttpError, notFound } from "../../lib/http";
import { adminProductDetail, listAdminProducts, orderedDeclinations, productRow } from "./product-admin-read";
import {
  checkDeclinationIds,
  checkReferences,
  insertDeclination,
  pictureOf,
  productColumns,
  productSlug,
  updateDeclination,
  writeAwards,
  writeMealIcons,
} from "./product-admin-write";
import { adminVariations } from "./product-variations";

/**
 * The shop's catalogue in the admin panel (GET /admin/product…): products with their
 * declinations, awards, pairings and picture, and the stock adjusted by hand with its history.
 * Every change is audited in its own transaction; the catalogue's tables bump the site's
 * version (migration 0005), so the shop's pages and cached replies follow.
 */

const DECLINATION_MISSING = "Cette déclinaison n'existe pas pour ce produit.";

export interface StockAdjustment {
  siteId: number;
  productId: number;
  declinationId: number;
  delta: number;
  reason: StockReason;
  note: string;
  actor: AuditActor;
}

export class ProductAdmin {
  constructor(private readonly db: Db) {}

  list(siteId: number, query: ParsedListQuery): Promise<AdminProductList> {
    return listAdminProducts(this.db, siteId, query);
  }

  detail(siteId: number, productId: number): Promise<AdminProductDetail> {
    return adminProductDetail(this.db, siteId, productId);
  }

  /** The site's variations with the labels its declinations use (the product form's choices). */
  variations(siteId: number): Promise<AdminVariation[]> {
    return adminVariations(this.db, siteId);
  }

  async create(siteId: number, input: AdminProductInput, actor: AuditActor): Promise<AdminProductDetail> {
    checkReferences(input.declinations);
    const productId = await this.db.transaction(async (tx) => {
      const slug = await productSlug(tx, siteId, input);
      const picture = await pictureOf(
        tx,
        siteId,
        input.imageMediaId,
        input.imageAlt,
        "imageMediaId",
        [600, 800],
      );
      const [row] = await tx
        .insert(products)
        .values({ siteId, ...productColumns(input, slug, picture) })
        .returning({ id: products.id });
      const productId = row!.id;
      for (const [order, declination] of input.declinations.entries()) {
        await insertDeclination(tx, { siteId, productId }, declination, order, actor);
      }
      await writeAwards(tx, siteId, productId, input.awards);
      await writeMealIcons(tx, siteId, productId, input.mealIconIds);
      const after = await adminProductDetail(tx, siteId, productId);
      await recordAudit(tx, {
        siteId,
        actor,
        action: "product.create",
        entity: "product",
        entityId: productId,
        before: null,
        after,
      });
      return productId;
    });
    return this.detail(siteId, productId);
  }

  /**
   * Saves the whole form: the declinations sent with an id are updated, those without added, and
   * those left out removed (only taken off sale when orders name them). Stock moves by adjustments.
   */
  async update(
    siteId: number,
    productId: number,
    input: AdminProductInput,
    actor: AuditActor,
  ): Promise<AdminProductDetail> {
    await this.db.transaction(async (tx) => {
      const before = await adminProductDetail(tx, siteId, productId);
      checkDeclinationIds(input.declinations, new Set(before.declinations.map((d) => d.id)));
      checkReferences(input.declinations);
      const slug = await productSlug(tx, siteId, input, productId);
      const picture = await pictureOf(
        tx,
        siteId,
        input.imageMediaId,
        input.imageAlt,
        "imageMediaId",
        [600, 800],
      );
      await tx
        .update(products)
        .set(productColumns(input, slug, picture))
        .where(eq(products.id, productId));
      const kept = new Set<number>();
      for (const [order, declination] of input.declinations.entries()) {
        if (declination.id === undefined) {
          await insertDeclination(tx, { siteId, productId }, declination, order, actor);
        } else {
          kept.add(declination.id);
          await updateDeclination(tx, declination.id, declination, order);
        }
      }
      const dropped = before.declinations.filter((d) => !kept.has(d.id));
      await this.dropDeclinations(
        tx,
        dropped.map((d) => d.id),
      );
      await writeAwards(tx, siteId, productId, input.awards);
      await writeMealIcons(tx, siteId, productId, input.mealIconIds);
      const after = await adminProductDetail(tx, siteId, productId);
      await recordAudit(tx, {
        siteId,
        actor,
        action: "product.update",
        entity: "product",
        entityId: productId,
        before,
        after,
      });
    });
    return this.detail(siteId, productId);
  }

  /** Deletes the declinations no order names; takes the others off sale (the orders keep their lines). */
  private async dropDeclinations(tx: Db, ids: number[]): Promise<void> {
    if (!ids.length) return;
    const ordered = await orderedDeclinations(tx, ids);
    const free = ids.filter((id) => !ordered.has(id));
    if (free.length) await tx.delete(declinations).where(inArray(declinations.id, free));
    if (ordered.size) {
      await tx
        .update(declinations)
        .set({ isActive: false })
        .where(inArray(declinations.id, [...ordered]));
    }
  }

  /** Deletes the product, or archives it (off sale, with its declinations) when orders name it. */
  async remove(siteId: number, productId: number, actor: AuditActor): Promise<AdminProductRemoval> {
    return this.db.transaction(async (tx) => {
      const before = await adminProductDetail(tx, siteId, productId);
      const entry = { siteId, actor, entity: "product", entityId: productId, before };
      if (before.hasOrders) {
        await tx.update(products).set({ isActive: false }).where(eq(products.id, productId));
        await tx.update(declinations).set({ isActive: false }).where(eq(declinations.productId, productId));
        await recordAudit(tx, { ...entry, action: "product.archive", after: { isActive: false } });
        return { id: productId, outcome: "ARCHIVED" as const };
      }
      await tx.delete(products).where(eq(products.id, productId));
      await recordAudit(tx, { ...entry, action: "product.delete", after: null });
      return { id: productId, outcome: "DELETED" as const };
    });
  }

  /**
   * Moves a declination's stock by `delta` (a stock not tracked yet starts from 0), in one
   * conditional update: two adjustments at once both count, and the stock never goes below 0 (422).
   */
  async adjustStock(change: StockAdjustment): Promise<AdminProductDetail> {
    const { siteId, productId, declinationId, delta, reason, note, actor } = change;
    await productRow(this.db, siteId, productId);
    await this.db.transaction(async (tx) => {
      const target = and(
        eq(declinations.id, declinationId),
        eq(declinations.productId, productId),
        eq(declinations.siteId, siteId),
      );
      const [current] = await tx.select({ stock: declinations.stock }).from(declinations).where(target);
      if (!current) throw notFound(DECLINATION_MISSING);
      const [updated] = await tx
        .update(declinations)
        .set({ stock: sql`coalesce(${declinations.stock}, 0) + ${delta}` })
        .where(and(target, sql`coalesce(${declinations.stock}, 0) + ${delta} >= 0`))
        .returning({ stock: declinations.stock });
      if (!updated) {
        const [left] = await tx.select({ stock: declinations.stock }).from(declinations).where(target);
        const units = left?.stock ?? 0;
        throw new HttpError(
          422,
          `Le stock ne peut pas devenir négatif : il reste ${units} unité${units > 1 ? "s" : ""}.`,
          {
            delta: `Retirez ${units} unité${units > 1 ? "s" : ""} au plus.`,
          },
        );
      }
      const stockAfter = updated.stock!;
      await tx.insert(stockMovements).values({
        siteId,
        productId,
        declinationId,
        delta,
        stockAfter,
        reason,
        note,
        userId: actor.userId,
        userEmail: actor.email,
      });
      await recordAudit(tx, {
        siteId,
        actor,
        action: "stock.adjust",
        entity: "declination",
        entityId: declinationId,
        before: { stock: stockAfter - delta },
        after: { stock: stockAfter, delta, reason: STOCK_REASON_LABELS[reason], ...(note ? { note } : {}) },
      });
    });
    return this.detail(siteId, productId);
  }

  /** A declination's movements, newest first: adjustments, and the orders' with their reference. */
  async stockHistory(
    siteId: number,
    productId: number,
    declinationId: number,
    query: { page: number; nbItem: number },
  ): Promise<StockMovementList> {
    const [declination] = await this.db
      .select({ id: declinations.id })
      .from(declinations)
      .where(
        and(
          eq(declinations.id, declinationId),
          eq(declinations.productId, productId),
          eq(declinations.siteId, siteId),
        ),
      );
    if (!declination) throw notFound(DECLINATION_MISSING);
    const where = eq(stockMovements.declinationId, declinationId);
    const [rows, [totalRow]] = await Promise.all([
      this.db
        .select({ movement: stockMovements, reference: orders.reference })
        .from(stockMovements)
        .leftJoin(orders, eq(orders.id, stockMovements.orderId))
        .where(where)
        .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
        .limit(query.nbItem)
        .offset(offsetOf({ ...query, orderBy: null, filters: [] })),
      this.db.select({ total: sql<number>`count(*)::int` }).from(stockMovements).where(where),
    ]);
    return {
      items: rows.map(({ movement, reference }) => ({
        id: movement.id,
        declinationId: movement.declinationId,
        delta: movement.delta,
        stockAfter: movement.stockAfter,
        reason: movement.reason,
        note: movement.note,
        userEmail: movement.userEmail,
        order: movement.orderId !== null && reference !== null ? { id: movement.orderId, reference } : null,
        createdAt: movement.createdAt.toISOString(),
      })),
      total: totalRow?.total ?? 0,
    };
  }
}
