import { ORDER_STATUS_LABELS } from "@vitrine/shared/orders/lifecycle";
import type { PersonalDataOrder } from "@vitrine/shared/schemas/account";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { orderLines, orders } from "../../db/schema/index";

/**
 * The orders of a member on their site, as the personal data export gives them (data
 * portability): newest first, each with its lines, totals and the addresses as they were ordered.
 */
export async function exportedOrders(db: Db, siteId: number, userId: number): Promise<PersonalDataOrder[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.siteId, siteId), eq(orders.userId, userId)))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderLines.id));
  return rows.map((row) => ({
    reference: row.reference,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    statusLabel: ORDER_STATUS_LABELS[row.status],
    deliveryType: row.deliveryType,
    paymentMethod: row.paymentMethod,
    lines: lines
      .filter((line) => line.orderId === row.id)
      .map((line) => ({
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
    total: row.total,
    email: row.email,
    phone: row.phone,
    shippingAddress: row.shippingAddress ?? null,
    billingAddress: row.billingAddress ?? null,
    pickupDate: row.pickupDate,
    pickupStart: row.pickupStart,
    message: row.message,
  }));
}
