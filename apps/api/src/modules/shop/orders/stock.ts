import { and, asc, eq, gt, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { declinations, orderLines, orders } from "../../../db/schema/index";

/**
 * Gives back the stock an order took (its lines with `stock_reserved`), once: the order's
 * `stock_released` flag is set by a conditional update, so a second call (a replayed webhook, a
 * job run twice) changes nothing. Units already given back by a refund naming their line stay out:
 * that refund decided whether they went back on the shelves (decision 044). Call it inside the
 * transaction that cancels or refunds the order. True when the stock went back now.
 */
export async function releaseStock(tx: Db, orderId: number): Promise<boolean> {
  const [claimed] = await tx
    .update(orders)
    .set({ stockReleased: true, reservedUntil: null })
    .where(and(eq(orders.id, orderId), eq(orders.stockReleased, false)))
    .returning({ id: orders.id });
  if (!claimed) return false;
  const lines = await tx
    .select({
      declinationId: orderLines.declinationId,
      quantity: sql<number>`${orderLines.quantity} - ${orderLines.refundedQuantity}`,
    })
    .from(orderLines)
    .where(
      and(
        eq(orderLines.orderId, orderId),
        eq(orderLines.stockReserved, true),
        isNotNull(orderLines.declinationId),
        gt(orderLines.quantity, orderLines.refundedQuantity),
      ),
    )
    // Always the same order of rows: two releases never wait for each other's locks in a cycle.
    .orderBy(asc(orderLines.declinationId));
  for (const line of lines) await putBack(tx, line.declinationId!, line.quantity);
  return true;
}

/** Units back on a declination's shelf, when it still counts its stock; true when they went back. */
async function putBack(tx: Db, declinationId: number, quantity: number): Promise<boolean> {
  const updated = await tx
    .update(declinations)
    .set({ stock: sql`${declinations.stock} + ${quantity}` })
    .where(and(eq(declinations.id, declinationId), isNotNull(declinations.stock)))
    .returning({ id: declinations.id });
  return updated.length > 0;
}

/**
 * Puts back the units a refund by line names (decision 044), for the lines whose stock the order
 * took and while the order still holds it (not cancelled or refunded). Returns what went back:
 * the lines' ids and units.
 */
export async function restockUnits(
  tx: Db,
  order: { id: number; stockReleased: boolean },
  units: ReadonlyArray<{ id: number; quantity: number }>,
): Promise<Array<{ id: number; quantity: number }>> {
  if (order.stockReleased || units.length === 0) return [];
  const lines = await tx
    .select({ id: orderLines.id, declinationId: orderLines.declinationId })
    .from(orderLines)
    .where(
      and(
        eq(orderLines.orderId, order.id),
        eq(orderLines.stockReserved, true),
        isNotNull(orderLines.declinationId),
        inArray(
          orderLines.id,
          units.map((unit) => unit.id),
        ),
      ),
    )
    .orderBy(asc(orderLines.declinationId));
  const back: Array<{ id: number; quantity: number }> = [];
  for (const line of lines) {
    const quantity = units.find((unit) => unit.id === line.id)!.quantity;
    if (await putBack(tx, line.declinationId!, quantity)) back.push({ id: line.id, quantity });
  }
  return back;
}
