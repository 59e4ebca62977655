import { carrierTrackingLink, type OrderTracking } from "@vitrine/shared/schemas/order-tracking";
import { and, eq, sql } from "drizzle-orm";
import { type AuditActor, recordAudit } from "../../../db/audit";
import type { Db } from "../../../db/client";
import { carriers, orders } from "../../../db/schema/index";
import { conflict, notFound } from "../../../lib/http";

/**
 * A shipped parcel's tracking (number and carrier's page), kept with the order's delivery: given
 * with the move to `shipped`, which the « expédiée » e-mail then gives the customer; corrected
 * afterwards on a shipped or delivered order, without a new e-mail.
 */

/** The order's carrier's page for the parcel `number`, when the carrier has a tracking page. */
async function carrierLink(tx: Db, siteId: number, orderId: number, number: string): Promise<string | null> {
  const [row] = await tx
    .select({ template: carriers.trackingUrl })
    .from(orders)
    .innerJoin(carriers, and(eq(carriers.id, orders.carrierId), eq(carriers.siteId, orders.siteId)))
    .where(and(eq(orders.id, orderId), eq(orders.siteId, siteId)));
  return row?.template ? carrierTrackingLink(row.template, number) : null;
}

/**
 * Writes the tracking into the order's delivery (null removes it), in the caller's transaction;
 * a number without a link gets the carrier's tracking page, when it has one.
 */
export async function writeTracking(tx: Db, siteId: number, orderId: number, given: OrderTracking | null) {
  const tracking =
    given && !given.url ? { ...given, url: await carrierLink(tx, siteId, orderId, given.number) } : given;
  await tx
    .update(orders)
    .set({
      delivery: sql`${orders.delivery} || jsonb_build_object('tracking', ${JSON.stringify(tracking)}::jsonb)`,
    })
    .where(and(eq(orders.id, orderId), eq(orders.siteId, siteId)));
}

/**
 * The correction as kept: a new number sent back with the carrier's page of the old one (the
 * panel's form shows the link it derived) has that link made again for the new number.
 */
async function freshLink(
  tx: Db,
  siteId: number,
  orderId: number,
  before: OrderTracking | null | undefined,
  given: OrderTracking | null,
): Promise<OrderTracking | null> {
  if (!given?.url || !before?.url || given.url !== before.url || given.number === before.number) return given;
  const derived = before.url === (await carrierLink(tx, siteId, orderId, before.number));
  return derived ? { ...given, url: null } : given;
}

/**
 * Corrects the tracking of a shipped or delivered parcel. 404 for an order the site does not have,
 * 409 in French for one that is not (or no longer) a parcel on its way or arrived. Audited.
 */
export async function correctTracking(
  db: Db,
  {
    siteId,
    orderId,
    tracking,
    actor,
  }: { siteId: number; orderId: number; tracking: OrderTracking | null; actor: AuditActor },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        reference: orders.reference,
        status: orders.status,
        deliveryType: orders.deliveryType,
        delivery: orders.delivery,
      })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.siteId, siteId)))
      .for("update");
    if (!order) throw notFound("Cette commande n'existe pas.");
    if (order.deliveryType !== "delivery" || (order.status !== "shipped" && order.status !== "delivered")) {
      throw conflict("Le suivi du colis s'indique pour une commande expédiée ou livrée.");
    }
    await writeTracking(
      tx,
      siteId,
      orderId,
      await freshLink(tx, siteId, orderId, order.delivery.tracking, tracking),
    );
    await recordAudit(tx, {
      siteId,
      actor,
      action: "order.tracking",
      entity: "order",
      entityId: orderId,
      before: { tracking: order.delivery.tracking ?? null },
      after: { reference: order.reference, tracking },
    });
  });
}
