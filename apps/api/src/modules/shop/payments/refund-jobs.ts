import { isId } from "@vitrine/shared/ids";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import type { JobWorker } from "../../../db/job-worker";
import { enqueue } from "../../../db/jobs";
import { invoices } from "../../../db/schema/index";
import type { CardPayments } from "./card-payments";

/**
 * The `payment.refund` jobs (decisions 021 and 024): money given back on the card it came from,
 * at Stripe, retried until Stripe accepts. With a credit note, its amount, once per credit note
 * (Stripe's idempotency key is the note's), and Stripe's refund id is recorded on the note;
 * without one (a payment arrived for an order no longer awaiting it), the whole intent.
 */

export const REFUND_JOB = "payment.refund";

export interface CardRefund {
  siteId: number;
  orderId: number;
  intentId: string;
  /** The credit note this refund gives back, with its amount (cents). */
  creditNote?: { id: number; amount: number };
}

/** Whether the order's refunds go back on its card at Stripe by themselves (else the shop pays them back). */
export function refundsOnCard<T extends { paymentMethod?: string; paymentIntentId?: string | null }>(
  order: T,
): order is T & { paymentIntentId: string } {
  return order.paymentMethod === "CARD" && Boolean(order.paymentIntentId);
}

/** Queues the refund in the caller's transaction: it exists exactly when the credit note does. */
export function queueCardRefund(
  db: Db,
  { siteId, orderId, intentId, creditNote }: CardRefund,
): Promise<void> {
  return enqueue(db, {
    kind: REFUND_JOB,
    siteId,
    payload: {
      intentId,
      orderId,
      ...(creditNote ? { creditNoteId: creditNote.id, amount: creditNote.amount } : {}),
    },
    key: creditNote ? `refund:credit-note:${creditNote.id}` : `refund:${intentId}`,
  });
}

/** Registers the refund job's handler on the instance's worker. */
export function registerCardRefunds(
  jobs: Pick<JobWorker, "register">,
  { db, payments }: { db: Db; payments: CardPayments },
): void {
  jobs.register(REFUND_JOB, async (job) => {
    if (job.siteId === null) return;
    const intentId = String(job.payload.intentId);
    const creditNoteId = Number(job.payload.creditNoteId);
    const amount = Number(job.payload.amount);
    const account = await payments.account(job.siteId);
    if (!isId(creditNoteId) || !Number.isInteger(amount) || amount < 1) {
      await payments.refundIntent(intentId, account?.accountId ?? null);
      return;
    }
    const refundId = await payments.refundIntent(intentId, account?.accountId ?? null, {
      amount,
      key: `refund-${intentId}-credit-note-${creditNoteId}`,
    });
    if (refundId === null) return;
    await db
      .update(invoices)
      .set({ cardRefundId: refundId })
      .where(and(eq(invoices.id, creditNoteId), eq(invoices.siteId, job.siteId)));
  });
}
