import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { declinations, orderLines, orders } from "../../../db/schema/index";

/**
 * Gives back the stock an order took (its lines with `stock_reserved`), once: the order's
 * `stock_released` flag is set by a conditional update, so a second call (a replayed webhook, a
 * job run twice) changes nothing. Call it inside the transaction that cancels or refunds the
 * order. True when the stock went back now.
 */
export async function releaseStock(tx: Db, orderId: number): Promise<boolean> {
  const [claimed] = await tx
    .update(orders)
    .set({ stockReleased: true, reservedUntil: null })
    .where(and(eq(orders.id, orderId), eq(orders.stockReleased, false)))
    .returning({ id: orders.id });
  if (!claimed) return false;
  const lines = await tx
    .select({ declinationId: orderLines.declinationId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(
      and(
        eq(orderLines.orderId, orderId),
        eq(orderLines.stockReserved, true),
        isNotNull(orderLines.declinationId),
      ),
    )
    // Always the same order of rows: two releases never wait for each other's locks in a cycle.
    .orderBy(asc(orderLines.declinationId));
  for (const line of lines) {
    await tx
      .update(declinations)
      .set({ stock: sql`${declinations.stock} + ${line.quantity}` })
      .where(and(eq(declinations.id, line.declinationId!), isNotNull(declinations.stock)));
  }
  return true;
}
