import { isId } from "@vitrine/shared/ids";
import type { OrderStatus } from "@vitrine/shared/orders/lifecycle";
import { and, eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db } from "../../../db/client";
import { orders, paymentEvents } from "../../../db/schema/index";
import { HttpError } from "../../../lib/http";
import { moveOrder } from "../orders/transitions";
import { queueCardRefund } from "./refund-jobs";

/**
 * Stripe's events about an order's PaymentIntent (decision 021): a success pays the order, a
 * cancellation cancels it (its stock goes back). A failed attempt (a declined card) only is
 * recorded: the intent stays open for another card until the reservation ends (job
 * `order.expire`). Each event is handled once: its id is recorded in `payment_events` in the
 * transaction that moves the order, so a replay changes nothing.
 */

const MOVES: Record<string, OrderStatus | null> = {
  "payment_intent.succeeded": "paid",
  "payment_intent.payment_failed": null,
  "payment_intent.canceled": "cancelled",
};

export type EventOutcome =
  | { kind: "ignored" | "replayed" | "recorded" }
  | { kind: "moved" | "refused"; to: OrderStatus; orderId: number; siteId: number; intentId: string };

export interface EventLog {
  warn(object: object, message: string): void;
}

/** The order an intent is for, from its metadata: the webhook reaches it whatever the host Stripe calls. */
async function orderOf(db: Db, intent: Stripe.PaymentIntent) {
  const siteId = Number(intent.metadata?.siteId);
  const orderId = Number(intent.metadata?.orderId);
  if (!isId(siteId) || !isId(orderId)) return null;
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.siteId, siteId)));
  if (order?.paymentMethod !== "CARD") return null;
  if (order.paymentIntentId !== null && order.paymentIntentId !== intent.id) return null;
  return order;
}

/** Handles one verified event; answers what it did (for the log and the tests). */
export async function handleStripeEvent(db: Db, event: Stripe.Event, log: EventLog): Promise<EventOutcome> {
  if (!(event.type in MOVES)) return { kind: "ignored" };
  const to = MOVES[event.type] ?? null;
  const intent = event.data.object as Stripe.PaymentIntent;
  return db.transaction(async (tx): Promise<EventOutcome> => {
    const order = await orderOf(tx, intent);
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ id: event.id, type: event.type, siteId: order?.siteId ?? null, orderId: order?.id ?? null })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!fresh) return { kind: "replayed" };
    if (!order) {
      log.warn({ event: event.id, intent: intent.id }, "Stripe event for no known card order");
      return { kind: "ignored" };
    }
    if (to === null) return { kind: "recorded" };
    if (to === "paid" && (intent.amount_received !== order.total || intent.currency !== "eur")) {
      log.warn(
        { event: event.id, order: order.id, amount: intent.amount_received, total: order.total },
        "Stripe payment amount differs from the order's total: not recorded as paid",
      );
      return { kind: "ignored" };
    }
    const outcome = { to, orderId: order.id, siteId: order.siteId, intentId: intent.id };
    if (order.paymentIntentId === null) {
      await tx.update(orders).set({ paymentIntentId: intent.id }).where(eq(orders.id, order.id));
    }
    try {
      const note = to === "paid" ? "Paiement par carte reçu." : "Paiement par carte abandonné.";
      await moveOrder(tx, {
        siteId: order.siteId,
        orderId: order.id,
        to,
        author: { role: "system", userId: null },
        note,
      });
      return { kind: "moved", ...outcome };
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      // Already paid, cancelled or refunded: the lifecycle refuses, the event stays recorded.
      if (to === "paid") {
        // Money for an order that no longer awaits it is given back, by a job retried until done.
        await queueCardRefund(tx, { siteId: order.siteId, orderId: order.id, intentId: intent.id });
        log.warn(
          { order: order.id, status: order.status },
          "Card payment for an order that no longer awaits it: refunded",
        );
      }
      return { kind: "refused", ...outcome };
    }
  });
}
