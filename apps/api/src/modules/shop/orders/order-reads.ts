import { PAGE_SIZE } from "@vitrine/shared/constants";
import type { ParsedListQuery } from "@vitrine/shared/list-query";
import { ORDER_STATUS_LABELS } from "@vitrine/shared/orders/lifecycle";
import type {
  OrderDetail,
  OrderList,
  OrderSummary,
  PaymentInstructions,
} from "@vitrine/shared/schemas/orders";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { pagedList, whereFilters } from "../../../db/list-query";
import { invoices, orderLines, orders, orderTransitions } from "../../../db/schema/index";

/* Orders as the customer reads them: the member's list and one order with its lines and history. */

export type OrderRow = typeof orders.$inferSelect;

/** GET /order: newest first, 10 a page unless asked. */
export const ORDER_LIST = {
  defaultNbItem: PAGE_SIZE.generic,
  maxNbItem: 100,
  filters: ["reference"],
  orderBy: ["createdAt", "total", "reference"],
} as const;

const orderColumns = { createdAt: orders.createdAt, total: orders.total, reference: orders.reference };

export async function findOrder(db: Db, siteId: number, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.siteId, siteId), eq(orders.id, orderId)));
  return row;
}

export function orderSummary(row: OrderRow, itemCount: number): OrderSummary {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    statusLabel: ORDER_STATUS_LABELS[row.status],
    total: row.total,
    createdAt: row.createdAt.toISOString(),
    deliveryType: row.deliveryType,
    paymentMethod: row.paymentMethod,
    itemCount,
  };
}

/** Bottles (summed quantities) of each order. */
export async function itemCounts(db: Db, orderIds: number[]): Promise<Map<number, number>> {
  if (!orderIds.length) return new Map();
  const rows = await db
    .select({ orderId: orderLines.orderId, items: sql<number>`sum(${orderLines.quantity})::int` })
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .groupBy(orderLines.orderId);
  return new Map(rows.map((row) => [row.orderId, row.items]));
}

/** A member's orders on a site. */
export async function memberOrders(
  db: Db,
  siteId: number,
  userId: number,
  query: ParsedListQuery,
): Promise<OrderList> {
  const where = and(
    eq(orders.siteId, siteId),
    eq(orders.userId, userId),
    ...whereFilters(query.filters, { reference: orders.reference }),
  );
  const fallback = [desc(orders.createdAt), desc(orders.id)];
  const { rows, total } = await pagedList(db, orders, where, query, { columns: orderColumns, fallback });
  const counts = await itemCounts(
    db,
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => orderSummary(row, counts.get(row.id) ?? 0)), total };
}

/** The order with its lines, its history and its invoices; `payment` while it awaits its payment. */
export async function orderDetail(
  db: Db,
  row: OrderRow,
  payment: PaymentInstructions | null,
): Promise<OrderDetail> {
  const [lines, history, documents] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, row.id)).orderBy(asc(orderLines.id)),
    db
      .select()
      .from(orderTransitions)
      .where(eq(orderTransitions.orderId, row.id))
      .orderBy(asc(orderTransitions.at), asc(orderTransitions.id)),
    db.select().from(invoices).where(eq(invoices.orderId, row.id)).orderBy(asc(invoices.issuedAt)),
  ]);
  return {
    ...orderSummary(
      row,
      lines.reduce((sum, line) => sum + line.quantity, 0),
    ),
    lines: lines.map((line) => ({
      declinationId: line.declinationId,
      productName: line.productName,
      variationLabel: line.variationLabel,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      vatRate: line.vatRate,
      total: line.unitPrice * line.quantity,
    })),
    subtotal: row.subtotal,
    shippingFees: row.shippingFees,
    discount: row.discount,
    discountCode: row.discountCode,
    vatExempt: row.vatExempt,
    email: row.email,
    phone: row.phone,
    shippingAddress: row.shippingAddress ?? null,
    billingAddress: row.billingAddress ?? null,
    delivery: row.delivery,
    pickupDate: row.pickupDate,
    pickupStart: row.pickupStart,
    message: row.message,
    history: history.map((entry) => ({
      from: entry.fromStatus,
      to: entry.toStatus,
      label: ORDER_STATUS_LABELS[entry.toStatus],
      at: entry.at.toISOString(),
      authorRole: entry.authorRole,
    })),
    invoices: documents.map((document) => ({
      kind: document.kind,
      number: document.number,
      issuedAt: document.issuedAt.toISOString(),
      total: document.total,
    })),
    payment: row.status === "awaitingPayment" ? payment : null,
  };
}
