import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { invoices } from "../../../db/schema/index";
import { queueCardRefund, refundsOnCard } from "../payments/refund-jobs";
import {
  findDocument,
  type Invoice,
  type InvoicedOrder,
  insertDocument,
  type RefundedOrderItems,
} from "./invoices";

/**
 * Credit notes (decision 024): each gives back part or all of the order's invoice; together they
 * never exceed it. A card payment's credit note queues its refund at Stripe.
 */

/** Cents already given back by the order's credit notes. */
export async function refundedAmount(db: Db, orderId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${invoices.total}), 0)::int` })
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, "creditNote")));
  return row?.total ?? 0;
}

/** The invoice's total and what is left to refund of it; null when the order was never invoiced. */
export async function refundBalance(
  db: Db,
  orderId: number,
): Promise<{ invoice: Invoice; refunded: number; left: number } | null> {
  const invoice = await findDocument(db, orderId, "invoice");
  if (!invoice) return null;
  const refunded = await refundedAmount(db, orderId);
  return { invoice, refunded, left: Math.max(0, invoice.total - refunded) };
}

export interface CreditNoteRequest {
  /** Cents given back; what is left of the invoice when left out. */
  amount?: number;
  reason?: string;
  /** A refund by line: the units and fees it names (decision 044). */
  items?: RefundedOrderItems | undefined;
}

/**
 * A credit note for `amount` (what is left of the invoice by default), in the caller's
 * transaction, with the card refund it asks for; null when the order was never invoiced or
 * nothing is left to give back. The caller checks `amount` against what is left.
 */
export async function issueCreditNote(
  tx: Db,
  order: InvoicedOrder,
  now: Date = new Date(),
  { amount, reason = "", items }: CreditNoteRequest = {},
): Promise<Invoice | null> {
  const balance = await refundBalance(tx, order.id);
  if (!balance || balance.left === 0) return null;
  const total = amount ?? balance.left;
  const defaultReason = total < balance.invoice.total && amount === undefined ? "Solde de la commande" : "";
  const content = { total, reason: reason || defaultReason, items };
  const note = await insertDocument(tx, order, "creditNote", content, now);
  if (refundsOnCard(order)) {
    await queueCardRefund(tx, {
      siteId: order.siteId,
      orderId: order.id,
      intentId: order.paymentIntentId,
      creditNote: { id: note.id, amount: total },
    });
  }
  return note;
}
