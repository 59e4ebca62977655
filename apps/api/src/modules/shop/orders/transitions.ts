import {
  type OrderStatus,
  type PaymentTiming,
  receivesPayment,
  type TransitionAuthor,
  transition,
} from "@vitrine/shared/orders/lifecycle";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { orders, orderTransitions, siteParameters } from "../../../db/schema/index";
import { conflict, forbidden, notFound } from "../../../lib/http";
import { issueCreditNote } from "./credit-notes";
import { issueInvoice } from "./invoices";
import { type OrderMailEvent, queueOrderMail } from "./mail-jobs";
import { releaseStock } from "./stock";

export interface OrderMove {
  siteId: number;
  orderId: number;
  to: OrderStatus;
  author: TransitionAuthor;
  note?: string;
  now?: Date;
}

const DAY_MS = 86_400_000;

/** The e-mail each arrival sends to the customer (and to the shop, mail-jobs.ts says which). */
const MAIL_ON_ARRIVAL: Partial<Record<OrderStatus, OrderMailEvent>> = {
  paid: "paid",
  preparing: "preparing",
  shipped: "shipped",
  readyForPickup: "readyForPickup",
  delivered: "delivered",
  collected: "collected",
  cancelled: "cancelled",
  refunded: "refunded",
};

/** When the money comes: at the counter for a payment at pickup, before preparing otherwise. */
export const paymentTimingOf = (method: string): PaymentTiming =>
  method === "ON_SITE" ? "atPickup" : "upfront";

/** ORDER_REVIEW_DELAY in days; null when the site asks for no review (unset or not a number). */
async function reviewDelayDays(tx: Db, siteId: number): Promise<number | null> {
  const [row] = await tx
    .select({ value: siteParameters.value })
    .from(siteParameters)
    .where(and(eq(siteParameters.siteId, siteId), eq(siteParameters.type, "ORDER_REVIEW_DELAY")));
  const value = row?.value?.trim();
  if (!value || !/^\d{1,4}$/.test(value)) return null;
  return Number(value);
}

async function loadOrder(tx: Db, siteId: number, orderId: number) {
  const [order] = await tx
    .select({
      id: orders.id,
      siteId: orders.siteId,
      status: orders.status,
      deliveryType: orders.deliveryType,
      paymentMethod: orders.paymentMethod,
      paymentIntentId: orders.paymentIntentId,
      total: orders.total,
    })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.siteId, siteId)));
  if (!order) throw notFound("Cette commande n'existe pas.");
  return order;
}

/** Invoice, credit note, stock and e-mails that come with reaching `to`, in the move's transaction. */
async function consequences(
  tx: Db,
  order: Awaited<ReturnType<typeof loadOrder>>,
  move: { to: OrderStatus; author: TransitionAuthor; paid: boolean; now: Date; note: string },
) {
  const { to, paid, now, note } = move;
  if (paid) await issueInvoice(tx, order, now);
  // What is left of the invoice (all of it unless partly refunded before), the note as its reason.
  if (to === "refunded") await issueCreditNote(tx, order, now, { reason: note });
  if (to === "cancelled" || to === "refunded") {
    const reason = to === "cancelled" ? "ANNULATION" : "RETOUR";
    await releaseStock(tx, order.id, { reason, author: move.author, note });
  }
  const event = MAIL_ON_ARRIVAL[to];
  if (event) await queueOrderMail(tx, { siteId: order.siteId, orderId: order.id, event });
  if (to === "delivered" || to === "collected") {
    const days = await reviewDelayDays(tx, order.siteId);
    if (days !== null) {
      const runAt = new Date(now.getTime() + days * DAY_MS);
      await queueOrderMail(tx, { siteId: order.siteId, orderId: order.id, event: "review", runAt });
    }
  }
}

/**
 * Checks the move with the lifecycle (packages/shared/src/orders/lifecycle.ts), updates the order
 * only if its status is still the one read (else 409), records the transition, then in the same
 * transaction: paid (or collected when paid at pickup) → invoice number; refunded with an invoice
 * → a credit note for what is left of it, its card refund queued (decision 024); cancelled or
 * refunded → the stock goes back (ANNULATION or RETOUR in the stock's history, decision 047); the e-mails are queued; delivered or collected → the review
 * request at +ORDER_REVIEW_DELAY days.
 * 404 (French) for an unknown order of that site; 409 for a move the lifecycle refuses (403 when
 * only the author may not make it).
 */
export async function moveOrder(db: Db, move: OrderMove): Promise<{ from: OrderStatus; to: OrderStatus }> {
  const { siteId, orderId, to, author, note = "", now = new Date() } = move;
  return db.transaction(async (tx) => {
    const order = await loadOrder(tx, siteId, orderId);
    const from = order.status;
    const paymentTiming = paymentTimingOf(order.paymentMethod);
    const result = transition(from, to, { deliveryType: order.deliveryType, paymentTiming, author }, now);
    if (!result.ok) throw result.reason === "AUTHOR" ? forbidden(result.message) : conflict(result.message);
    const paid = receivesPayment(from, to, paymentTiming);
    const [updated] = await tx
      .update(orders)
      .set({ status: to, updatedAt: now, ...(paid ? { paidAt: now, reservedUntil: null } : {}) })
      .where(and(eq(orders.id, orderId), eq(orders.siteId, siteId), eq(orders.status, from)))
      .returning({ id: orders.id });
    if (!updated) throw conflict("La commande vient de changer d'état : rechargez-la avant de recommencer.");
    await tx.insert(orderTransitions).values({
      siteId,
      orderId,
      fromStatus: from,
      toStatus: to,
      authorRole: author.role,
      authorUserId: author.userId,
      note: note.trim(),
      at: now,
    });
    await consequences(tx, order, { to, author, paid, now, note: note.trim() });
    return { from, to };
  });
}
