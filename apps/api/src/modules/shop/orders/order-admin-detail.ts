import { nextStatuses, ORDER_STATUS_LABELS, transition } from "@vitrine/shared/orders/lifecycle";
import type { AdminOrderDetail, AdminOrderDocument } from "@vitrine/shared/schemas/admin-orders";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { invoices, orderLines, orderTransitions, users } from "../../../db/schema/index";
import { refundsOnCard } from "../payments/refund-jobs";
import { type OrderRow, orderDetail } from "./order-reads";
import { paymentTimingOf } from "./transitions";

/** One order as the admin panel shows it: the customer's view, with who did what and what may be done. */

type InvoiceRow = typeof invoices.$inferSelect;

/** The billing (or shipping) name of the order; empty without an address. */
export const customerNameOf = (row: OrderRow) => {
  const address = row.billingAddress ?? row.shippingAddress;
  return address ? `${address.firstname} ${address.lastname}`.trim() : "";
};

export function adminDocument(row: OrderRow, document: InvoiceRow): AdminOrderDocument {
  const card = document.kind === "creditNote" && refundsOnCard(row);
  return {
    id: document.id,
    kind: document.kind,
    number: document.number,
    issuedAt: document.issuedAt.toISOString(),
    total: document.total,
    reason: document.reason,
    cardRefund: card ? (document.cardRefundId ? "done" : "pending") : null,
  };
}

async function history(db: Db, orderId: number): Promise<AdminOrderDetail["history"]> {
  const rows = await db
    .select({ move: orderTransitions, email: users.email })
    .from(orderTransitions)
    .leftJoin(users, eq(users.id, orderTransitions.authorUserId))
    .where(eq(orderTransitions.orderId, orderId))
    .orderBy(asc(orderTransitions.at), asc(orderTransitions.id));
  return rows.map(({ move, email }) => ({
    from: move.fromStatus,
    to: move.toStatus,
    label: ORDER_STATUS_LABELS[move.toStatus],
    at: move.at.toISOString(),
    authorRole: move.authorRole,
    authorEmail: move.authorRole === "admin" ? (email ?? null) : null,
    note: move.note,
  }));
}

/** The order with its history and documents, what the shop may move it to and refund of it now. */
export async function adminOrderDetail(db: Db, row: OrderRow): Promise<AdminOrderDetail> {
  const [base, moves, documents, lines] = await Promise.all([
    orderDetail(db, row, null),
    history(db, row.id),
    db
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, row.id))
      .orderBy(asc(invoices.issuedAt), asc(invoices.id)),
    db
      .select({
        id: orderLines.id,
        refundedQuantity: orderLines.refundedQuantity,
        restockable: orderLines.stockReserved,
      })
      .from(orderLines)
      .where(eq(orderLines.orderId, row.id))
      .orderBy(asc(orderLines.id)),
  ]);
  // Both read in the order of the lines' ids.
  const restockable = (index: number) => !row.stockReleased && lines[index]!.restockable;
  const context = {
    deliveryType: row.deliveryType,
    paymentTiming: paymentTimingOf(row.paymentMethod),
    author: { role: "admin", userId: null },
  } as const;
  const invoice = documents.find((document) => document.kind === "invoice");
  const refunded = documents
    .filter((document) => document.kind === "creditNote")
    .reduce((sum, document) => sum + document.total, 0);
  const refundableNow = invoice !== undefined && transition(row.status, "refunded", context).ok;
  return {
    ...base,
    lines: base.lines.map((line, index) => ({
      ...line,
      id: lines[index]!.id,
      refundedQuantity: lines[index]!.refundedQuantity,
      restockable: restockable(index),
    })),
    history: moves,
    invoices: documents.map((document) => adminDocument(row, document)),
    nextStatuses: nextStatuses(row.status, context),
    customerName: customerNameOf(row),
    member: row.userId !== null,
    paymentIntentId: row.paymentIntentId,
    refund: {
      invoiced: invoice?.total ?? 0,
      refunded,
      refundable: refundableNow ? Math.max(0, invoice.total - refunded) : 0,
      card: refundsOnCard(row),
      shipping: row.shippingFees - row.refundedShipping,
      // Offered while a line whose stock the order holds has units left to give back.
      restock: lines.some(
        (line, index) => restockable(index) && base.lines[index]!.quantity > line.refundedQuantity,
      ),
    },
  };
}
