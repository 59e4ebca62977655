import {
  ORDER_STATUS_LABELS,
  type OrderStatus,
  type TransitionAuthor,
  transition,
} from "@vitrine/shared/orders/lifecycle";
import { type RefundedUnits, refundedUnits, refundValue } from "@vitrine/shared/orders/refund-lines";
import { formatEuros } from "@vitrine/shared/shop-rules";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { orderLines, orders } from "../../../db/schema/index";
import { conflict, HttpError, notFound } from "../../../lib/http";
import { issueCreditNote, refundBalance } from "./credit-notes";
import { findDocument, type Invoice } from "./invoices";
import { queueOrderMail } from "./mail-jobs";
import { restockUnits } from "./stock";
import { moveOrder, paymentTimingOf } from "./transitions";

/**
 * Refunds of part of an order (decision 024): a credit note for the amount, its card refund at
 * Stripe, the e-mails; the order's status stays, unless the amount is all that is left to give
 * back: then it is the move to `refunded`. A refund may name the lines and shipping fees it gives
 * back, and put those bottles back in stock (decision 044).
 */

/** A refund by line (decision 044): units of the order's lines, shipping fees, and whether to restock. */
export interface RefundItemsRequest {
  lines: Array<{ id: number; quantity: number }>;
  /** Cents of the shipping fees. */
  shipping: number;
  restock: boolean;
}

export interface RefundRequest {
  siteId: number;
  orderId: number;
  /** Cents, 1 or more (the body's schema checks it); by line, what the items are worth when left out. */
  amount?: number | undefined;
  reason: string;
  /** The lines and fees given back; an amount only when left out. */
  items?: RefundItemsRequest | undefined;
  author: TransitionAuthor;
  now?: Date;
}

export interface RefundOutcome {
  /** The order's status before the refund. */
  from: OrderStatus;
  creditNote: Invoice;
  /** True when the refund completed the order's: it is `refunded` now. */
  refunded: boolean;
  /** Cents given back. */
  amount: number;
  /** A refund by line: the lines' units put back in stock now. */
  restocked: Array<{ id: number; quantity: number }>;
}

type LockedOrder = typeof orders.$inferSelect;

/** The order, locked until the caller's transaction ends: two refunds at once wait for each other. */
async function lockedOrder(tx: Db, siteId: number, orderId: number): Promise<LockedOrder> {
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

/** A refusal of a field of the refund: 400 for what the order does not have, 422 for too much. */
const refused = (status: 400 | 422, field: string, message: string) =>
  new HttpError(status, message, { [field]: message });

const bottles = (count: number) => `${count} bouteille${count > 1 ? "s" : ""}`;

/**
 * The units and fees a refund by line names, checked against the order: each line is the order's
 * (else 400) and has that many units not yet given back, the fees that much left (else 422). The
 * order's row is locked: no other refund changes what is left meanwhile.
 */
async function checkedItems(tx: Db, order: LockedOrder, items: RefundItemsRequest) {
  const lines = await tx
    .select({
      id: orderLines.id,
      productName: orderLines.productName,
      quantity: orderLines.quantity,
      unitPrice: orderLines.unitPrice,
      refundedQuantity: orderLines.refundedQuantity,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.id));
  items.lines.forEach((chosen, index) => {
    const line = lines.find((each) => each.id === chosen.id);
    if (!line) {
      throw refused(400, `lines.${index}.id`, "Cette ligne ne fait pas partie de la commande.");
    }
    const left = line.quantity - line.refundedQuantity;
    if (chosen.quantity > left) {
      const message =
        left === 0
          ? `Toutes les bouteilles de « ${line.productName} » sont déjà remboursées.`
          : `Il reste ${bottles(left)} de « ${line.productName} » à rembourser, pas plus.`;
      throw refused(422, `lines.${index}.quantity`, message);
    }
  });
  const feesLeft = order.shippingFees - order.refundedShipping;
  if (items.shipping > feesLeft) {
    const message =
      feesLeft === 0
        ? "Les frais de livraison de cette commande sont déjà remboursés."
        : `Il reste ${formatEuros(feesLeft)} de frais de livraison à rembourser, pas plus.`;
    throw refused(422, "shipping", message);
  }
  const units = refundedUnits(lines, order.discount, items.lines);
  return { units, value: refundValue(units, items.shipping) };
}

/** What the refund gives back: the amount asked, at most what the lines and fees named are worth. */
function refundAmount(amount: number | undefined, value: number | null): number {
  if (value === null) return amount!;
  if (value === 0) {
    throw refused(
      422,
      "lines",
      "Les bouteilles et frais choisis ne représentent aucun montant à rembourser.",
    );
  }
  if (amount !== undefined && amount > value) {
    const message = `Le montant ne peut pas dépasser ${formatEuros(value)}, la valeur des bouteilles et des frais de livraison choisis.`;
    throw refused(422, "amount", message);
  }
  return amount ?? value;
}

/** Records the units and fees given back, and puts the units back in stock when asked. */
async function recordItems(
  tx: Db,
  order: LockedOrder,
  items: RefundItemsRequest,
  units: RefundedUnits[],
  cause: { author: TransitionAuthor; note: string },
) {
  for (const unit of units) {
    await tx
      .update(orderLines)
      .set({ refundedQuantity: sql`${orderLines.refundedQuantity} + ${unit.quantity}` })
      .where(and(eq(orderLines.id, unit.id), eq(orderLines.orderId, order.id)));
  }
  if (items.shipping > 0) {
    await tx
      .update(orders)
      .set({ refundedShipping: sql`${orders.refundedShipping} + ${items.shipping}` })
      .where(eq(orders.id, order.id));
  }
  return items.restock ? restockUnits(tx, order, units, cause) : [];
}

/**
 * Gives `amount` back, or the lines and fees of `items` (decision 044). 404 for an unknown order;
 * 409 (French) for an order never paid, or one the lifecycle does not let the shop refund now
 * (cancelled, already refunded…); 400 for a line not of the order; 422 for an amount above what
 * is left, or above what the items are worth, or more units or fees than are left.
 */
export async function refundOrder(db: Db, request: RefundRequest): Promise<RefundOutcome> {
  const { siteId, orderId, reason, items, author, now = new Date() } = request;
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
    const named = items ? await checkedItems(tx, order, items) : null;
    const amount = refundAmount(request.amount, named?.value ?? null);
    if (amount > balance.left) throw tooMuch(balance.left);
    const completes = amount === balance.left;
    if (!items || !named) {
      if (completes) {
        await moveOrder(tx, { siteId, orderId, to: "refunded", author, note: reason, now });
        const creditNote = (await findDocument(tx, order.id, "creditNote"))!;
        return { from: order.status, creditNote, refunded: true, amount, restocked: [] };
      }
      const creditNote = (await issueCreditNote(tx, order, now, { amount, reason }))!;
      await queueOrderMail(tx, { siteId, orderId, event: "partialRefund", creditNoteId: creditNote.id });
      return { from: order.status, creditNote, refunded: false, amount, restocked: [] };
    }
    const restocked = await recordItems(tx, order, items, named.units, { author, note: reason });
    const creditNote = (await issueCreditNote(tx, order, now, {
      amount,
      reason,
      items: { units: named.units, shipping: items.shipping },
    }))!;
    if (completes) {
      // Nothing is left: the move issues no other credit note, and puts back the units not named.
      await moveOrder(tx, { siteId, orderId, to: "refunded", author, note: reason, now });
    } else {
      await queueOrderMail(tx, { siteId, orderId, event: "partialRefund", creditNoteId: creditNote.id });
    }
    return { from: order.status, creditNote, refunded: completes, amount, restocked };
  });
}
