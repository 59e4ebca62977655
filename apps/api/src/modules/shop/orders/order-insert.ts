import { creationRecord, type TransitionAuthor } from "@vitrine/shared/orders/lifecycle";
import type { OrderAmounts, PaymentMethod } from "@vitrine/shared/schemas/orders";
import { and, count, eq, ne } from "drizzle-orm";
import { DateTime } from "luxon";
import type { Db } from "../../../db/client";
import { enqueue } from "../../../db/jobs";
import {
  calendarRules,
  declinations,
  type OrderAddressSnapshot,
  orderLines,
  orders,
  orderTransitions,
} from "../../../db/schema/index";
import { HttpError } from "../../../lib/http";
import type { CodeCustomer, Discounts, OrderDiscount } from "../discounts";
import { nextSequence } from "./invoices";
import { queueOrderMail } from "./mail-jobs";
import type { PlannedDelivery } from "./order-delivery";
import type { PricedLine } from "./order-lines";
import { recordShifts, type StockShift, shiftStock } from "./stock";

/* The order's transaction: the code's last use, the stock, the pickup slot and the reference, all or nothing. */

/** The job that cancels a card order whose payment was not made in time. */
export const ORDER_EXPIRE_JOB = "order.expire";

/** Everything the order keeps, computed and checked before its transaction. */
export interface OrderDraft {
  siteId: number;
  userId: number | null;
  email: string;
  phone: string;
  accessKeyHash: string;
  idempotencyKey: string | null;
  paymentMethod: PaymentMethod;
  lines: PricedLine[];
  amounts: OrderAmounts;
  discount: OrderDiscount | null;
  delivery: PlannedDelivery;
  deliveryType: "delivery" | "clickAndCollect" | "no_delivery";
  shippingAddress: OrderAddressSnapshot | null;
  billingAddress: OrderAddressSnapshot | null;
  message: string;
  /** Card orders keep their stock this long for the payment; null: until the shop records it. */
  reservedUntil: Date | null;
  author: TransitionAuthor;
}

const conflict = (message: string, errors?: Record<string, string>) => new HttpError(409, message, errors);

/** « 2026-000042 »: the year (French time) and the site's order sequence, with no gap. */
export function orderReference(sequence: number, now: Date): string {
  const year = DateTime.fromJSDate(now, { zone: "Europe/Paris" }).year;
  return `${year}-${String(sequence).padStart(6, "0")}`;
}

/**
 * Takes each tracked line's quantity with one conditional update (`stock >= q`): a line that no
 * row matches is sold out, and the whole order rolls back with a French message naming the wine.
 * Lines go in declination order, so two orders never wait for each other's rows in a cycle.
 * Answers the shifts made, which the order's history of stock records once it has its id.
 */
async function takeStock(tx: Db, lines: readonly PricedLine[]): Promise<StockShift[]> {
  const taken: StockShift[] = [];
  const tracked = lines.filter((line) => line.stock !== null);
  for (const line of [...tracked].sort((a, b) => a.declinationId - b.declinationId)) {
    const shift = await shiftStock(tx, line.declinationId, -line.quantity);
    if (!shift) {
      const [now] = await tx
        .select({ stock: declinations.stock })
        .from(declinations)
        .where(eq(declinations.id, line.declinationId));
      const left = now?.stock ?? 0;
      throw conflict(
        left > 0
          ? `« ${line.name} » : il n'en reste que ${left}, votre commande en demande ${line.quantity}.`
          : `« ${line.name} » vient d'être épuisé : retirez-le de votre commande.`,
      );
    }
    taken.push(shift);
  }
  return taken;
}

/** A pickup slot with a capacity takes as many orders (not cancelled); its schedule's row is locked while counting. */
async function holdPickupSlot(tx: Db, delivery: PlannedDelivery) {
  const slot = delivery.pickup;
  if (!slot || slot.capacity === null) return;
  await tx
    .select({ id: calendarRules.id })
    .from(calendarRules)
    .where(eq(calendarRules.id, slot.scheduleId))
    .for("update");
  const [booked] = await tx
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.calendarId, slot.calendarId),
        eq(orders.pickupDate, slot.date),
        eq(orders.pickupStart, slot.start),
        ne(orders.status, "cancelled"),
      ),
    );
  if (booked!.n >= slot.capacity) {
    const message = "Ce créneau de retrait est complet : choisissez-en un autre.";
    throw conflict(message, { idSchedule: message });
  }
}

/**
 * Writes the order in one transaction: the discount code's use (its row locked, its uses counted),
 * the stock of tracked lines (each a VENTE in its declination's history), the pickup slot, the
 * reference, the lines, the creation in the history, the « received » e-mails, the card payment's
 * expiry, and `emptyCart` (the cart ordered).
 * Answers the order's id and reference; nothing is written when any step refuses.
 */
export function insertOrder(
  db: Db,
  discounts: Discounts,
  draft: OrderDraft,
  emptyCart: (tx: Db) => Promise<void>,
  now = new Date(),
): Promise<{ id: number; reference: string }> {
  return db.transaction(async (tx) => {
    const customer: CodeCustomer = { userId: draft.userId, email: draft.email };
    if (draft.discount) await discounts.claim(tx, draft.discount.codeId, customer);
    const taken = await takeStock(tx, draft.lines);
    await holdPickupSlot(tx, draft.delivery);
    const reference = orderReference(await nextSequence(tx, draft.siteId, "order"), now);
    const { pickup } = draft.delivery;
    const [order] = await tx
      .insert(orders)
      .values({
        siteId: draft.siteId,
        reference,
        userId: draft.userId,
        email: draft.email,
        accessKeyHash: draft.accessKeyHash,
        phone: draft.phone,
        deliveryType: draft.deliveryType,
        paymentMethod: draft.paymentMethod,
        ...draft.amounts,
        discountCodeId: draft.discount?.codeId ?? null,
        discountCode: draft.discount?.code ?? null,
        shippingAddress: draft.shippingAddress,
        billingAddress: draft.billingAddress,
        delivery: draft.delivery.snapshot,
        carrierId: draft.delivery.carrierId,
        calendarId: pickup?.calendarId ?? null,
        pickupDate: pickup?.date ?? null,
        pickupStart: pickup?.start ?? null,
        message: draft.message,
        idempotencyKey: draft.idempotencyKey,
        reservedUntil: draft.reservedUntil,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: orders.id });
    const orderId = order!.id;
    await tx.insert(orderLines).values(
      draft.lines.map((line) => ({
        siteId: draft.siteId,
        orderId,
        declinationId: line.declinationId,
        productName: line.productName,
        variationLabel: line.variationLabel,
        reference: line.reference,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        vatRate: line.vatRate,
        stockReserved: taken.some((shift) => shift.declinationId === line.declinationId),
      })),
    );
    await recordShifts(tx, taken, { reason: "VENTE", orderId, author: draft.author, note: "" });
    const record = creationRecord(draft.author, now);
    await tx.insert(orderTransitions).values({
      siteId: draft.siteId,
      orderId,
      fromStatus: null,
      toStatus: record.to,
      authorRole: record.author.role,
      authorUserId: record.author.userId,
      at: now,
    });
    await queueOrderMail(tx, { siteId: draft.siteId, orderId, event: "received" });
    if (draft.reservedUntil) {
      await enqueue(tx, {
        kind: ORDER_EXPIRE_JOB,
        siteId: draft.siteId,
        payload: { orderId },
        runAt: draft.reservedUntil,
        key: `${ORDER_EXPIRE_JOB}:${orderId}`,
      });
    }
    await emptyCart(tx);
    return { id: orderId, reference };
  });
}
