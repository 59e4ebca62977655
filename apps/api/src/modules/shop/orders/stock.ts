import type { TransitionAuthor } from "@vitrine/shared/orders/lifecycle";
import type { OrderStockReason } from "@vitrine/shared/schemas/admin-products";
import { and, asc, eq, gt, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { declinations, orderLines, orders, stockMovements, users } from "../../../db/schema/index";

/** A tracked declination's stock moved by an order: what the movement of its history records. */
export interface StockShift {
  siteId: number;
  productId: number;
  declinationId: number;
  delta: number;
  stockAfter: number;
}

/** Why an order moved stock, who made it do so, and the note of its move or refund. */
export interface StockCause {
  reason: OrderStockReason;
  orderId: number;
  author: TransitionAuthor;
  note: string;
}

/**
 * Moves a declination's stock by `delta` with one conditional update, when it is tracked and
 * stays at 0 or more: the shift with the stock after it (RETURNING), or null when no row moved
 * (a stock not tracked, or fewer units than an order takes).
 */
export async function shiftStock(tx: Db, declinationId: number, delta: number): Promise<StockShift | null> {
  if (delta === 0) return null;
  const [row] = await tx
    .update(declinations)
    .set({ stock: sql`${declinations.stock} + ${delta}` })
    .where(and(eq(declinations.id, declinationId), sql`${declinations.stock} + ${delta} >= 0`))
    .returning({ siteId: declinations.siteId, productId: declinations.productId, stock: declinations.stock });
  return row
    ? { siteId: row.siteId, productId: row.productId, declinationId, delta, stockAfter: row.stock! }
    : null;
}

/**
 * Writes the shifts an order caused in the declinations' histories (decision 047), in its
 * transaction. The panel user who moved or refunded the order is named; a customer (not a panel
 * user) and the payment's jobs are not: no user, an empty e-mail.
 */
export async function recordShifts(tx: Db, shifts: readonly StockShift[], cause: StockCause): Promise<void> {
  if (shifts.length === 0) return;
  const userId = cause.author.role === "admin" ? cause.author.userId : null;
  const [user] =
    userId === null ? [] : await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  await tx.insert(stockMovements).values(
    shifts.map((shift) => ({
      ...shift,
      reason: cause.reason,
      note: cause.note,
      orderId: cause.orderId,
      userId: user ? userId : null,
      userEmail: user?.email ?? "",
    })),
  );
}

/**
 * Gives back the stock an order took (its lines with `stock_reserved`), once: the order's
 * `stock_released` flag is set by a conditional update, so a second call (a replayed webhook, a
 * job run twice) changes nothing. Units already given back by a refund naming their line stay out:
 * that refund decided whether they went back on the shelves (decision 044). Each declination's
 * history records it: ANNULATION for a cancelled order, RETOUR for a refunded one. Call it inside
 * the transaction that cancels or refunds the order. True when the stock went back now.
 */
export async function releaseStock(
  tx: Db,
  orderId: number,
  cause: Omit<StockCause, "orderId">,
): Promise<boolean> {
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
  const shifts: StockShift[] = [];
  for (const line of lines) {
    const shift = await shiftStock(tx, line.declinationId!, line.quantity);
    if (shift) shifts.push(shift);
  }
  await recordShifts(tx, shifts, { ...cause, orderId });
  return true;
}

/**
 * Puts back the units a refund by line names (decision 044), for the lines whose stock the order
 * took and while the order still holds it (not cancelled or refunded), each a RETOUR in its
 * declination's history. Returns what went back: the lines' ids and units.
 */
export async function restockUnits(
  tx: Db,
  order: { id: number; stockReleased: boolean },
  units: ReadonlyArray<{ id: number; quantity: number }>,
  cause: Pick<StockCause, "author" | "note">,
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
  const shifts: StockShift[] = [];
  for (const line of lines) {
    const quantity = units.find((unit) => unit.id === line.id)!.quantity;
    const shift = await shiftStock(tx, line.declinationId!, quantity);
    if (!shift) continue;
    back.push({ id: line.id, quantity });
    shifts.push(shift);
  }
  await recordShifts(tx, shifts, { ...cause, reason: "RETOUR", orderId: order.id });
  return back;
}
