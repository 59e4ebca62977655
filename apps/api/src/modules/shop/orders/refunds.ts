import {
  ORDER_STATUS_LABELS,
  type OrderStatus,
  type TransitionAuthor,
  transition,
} from "@vitrine/shared/orders/lifecycle";
import { formatEuros } from "@vitrine/shared/shop-rules";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { orders } from "../../../db/schema/index";
import { conflict, HttpError, notFound } from "../../../lib/http";
import { issueCreditNote, refundBalance } from "./credit-notes";
import { findDocument, type Invoice } from "./invoices";
import { queueOrderMail } from "./mail-jobs";
import { moveOrder, paymentTimingOf } from "./transitions";

/**
 * Refunds of part of an order (decision 024): a credit note for the amount, its card refund at
 * Stripe, the e-mails; the order's status stays, unless the amount is all that is left to give
 * back: then it is the move to `refunded`.
 */

export interface RefundRequest {
  siteId: number;
  orderId: number;
  /** Cents, 1 or more (the body's schema checks it). */
  amount: number;
  reason: string;
  author: TransitionAuthor;
  now?: Date;
}

export interface RefundOutcome {
  /** The order's status before the refund. */
  from: OrderStatus;
  creditNote: Invoice;
  /** True when the refund completed the order's: it is `refunded` now. */
  refunded: boolean;
}

/** The order, locked until the caller's transaction ends: two refunds at once wait for each other. */
async function lockedOrder(tx: Db, siteId: number, orderId: number) {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.siteId, siteId)))
    .for("update");
  if (!order) throw notFound("Cette commande n'existe pas.");
  return order;
}

const tooMuch = (left: number) => {
  const message = `Le remboursement ne peut pas dépasser ${formatEuros(left)}, ce qui reste à rembourser sur cette commande.`;
  return new HttpError(422, message, { amount: message });
};

/**
 * Gives `amount` back. 404 for an unknown order; 409 (French) for an order never paid, or one
 * the lifecycle does not let the shop refund now (cancelled, already refunded…); 422 for an
 * amount above what is left.
 */
export async function refundOrder(db: Db, request: RefundRequest): Promise<RefundOutcome> {
  const { siteId, orderId, amount, reason, author, now = new Date() } = request;
  return db.transaction(async (tx) => {
    const order = await lockedOrder(tx, siteId, orderId);
    if (order.status === "refunded") throw conflict("Cette commande est déjà entièrement remboursée.");
    const context = {
      deliveryType: order.deliveryType,
      paymentTiming: paymentTimingOf(order.paymentMethod),
      author,
    };
    const balance = await refundBalance(tx, order.id);
    if (!balance) {
      throw conflict("Cette commande n'a pas encore été payée : il n'y a rien à rembourser.");
    }
    const allowed = transition(order.status, "refunded", context, now);
    if (!allowed.ok) {
      throw conflict(`Une commande « ${ORDER_STATUS_LABELS[order.status]} » ne peut pas être remboursée.`);
    }
    if (amount > balance.left) throw tooMuch(balance.left);
    if (amount === balance.left) {
      await moveOrder(tx, { siteId, orderId, to: "refunded", author, note: reason, now });
      return {
        from: order.status,
        creditNote: (await findDocument(tx, order.id, "creditNote"))!,
        refunded: true,
      };
    }
    const creditNote = (await issueCreditNote(tx, order, now, { amount, reason }))!;
    await queueOrderMail(tx, { siteId, orderId, event: "partialRefund", creditNoteId: creditNote.id });
    return { from: order.status, creditNote, refunded: false };
  });
}
