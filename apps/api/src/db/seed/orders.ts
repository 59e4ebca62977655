import {
  creationRecord,
  type OrderStatus,
  receivesPayment,
  type TransitionAuthor,
  transition,
} from "@vitrine/shared/orders/lifecycle";
import type { PaymentMethod } from "@vitrine/shared/schemas/orders";
import { isFreeShipping, ratePrice, type ShippingLine, shippingBasis } from "@vitrine/shared/shipping/fees";
import { declinationLabel } from "@vitrine/shared/shop-rules";
import { DateTime } from "luxon";
import { hashToken, newToken } from "../../lib/tokens";
import { insertDocument, nextSequence } from "../../modules/shop/orders/invoices";
import { orderReference } from "../../modules/shop/orders/order-insert";
import type { Db } from "../client";
import type { OrderAddressSnapshot, OrderDeliverySnapshot } from "../schema/index";
import { orderLines, orders, orderTransitions } from "../schema/index";
import { loadOrderContext, type OrderContext } from "./order-context";

/** Shapes of the orders the seed writes for a sample site that sells online (modules/shop/orders). */

export interface SeedOrder {
  /** Placed that many days before the seeding, at this time of day (Paris). */
  daysAgo: number;
  time: string;
  customer: { firstname: string; lastname: string; email: string; phone: string };
  /** In mainland France: the billing address, and the shipping one of a home or relay delivery. */
  address: { firstPart: string; postalCode: string; city: string };
  paymentMethod: PaymentMethod;
  /** At home (the site's DELIVERY carrier), at a relay point (its PICKUP carrier), or at the cellar. */
  delivery:
    | { kind: "home" }
    | { kind: "relay"; code: string }
    | { kind: "cellar"; afterDays: number; slot: string };
  /** Declination references and quantities. */
  lines: Array<[string, number]>;
  /** Where the order stands now: the moves that lead there are recorded, in order. */
  status: OrderStatus;
  message?: string;
}

const ZONE = "FR_METRO";
const PARIS = "Europe/Paris";
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const ADMIN: TransitionAuthor = { role: "admin", userId: null };
const SYSTEM: TransitionAuthor = { role: "system", userId: null };

interface Move {
  to: OrderStatus;
  author: TransitionAuthor;
  at: Date;
}

/** The moves from `awaitingPayment` to `order.status`, with plausible delays between them. */
function movesOf(order: SeedOrder, placedAt: Date, pickupAt: Date | null): Move[] {
  const after = (move: Move | undefined, ms: number) => new Date((move?.at ?? placedAt).getTime() + ms);
  const moves: Move[] = [];
  const push = (to: OrderStatus, author: TransitionAuthor, at: Date) => {
    if (!moves.some((move) => move.to === order.status)) moves.push({ to, author, at });
  };
  if (order.status === "awaitingPayment") return moves;
  if (order.status === "cancelled") {
    // A card payment never made: the payment window closed.
    return [{ to: "cancelled", author: SYSTEM, at: after(undefined, 30 * MINUTE) }];
  }
  if (order.paymentMethod === "CARD") push("paid", SYSTEM, after(undefined, 3 * MINUTE));
  else if (order.paymentMethod !== "ON_SITE") push("paid", ADMIN, after(undefined, 44 * HOUR));
  push("preparing", ADMIN, after(moves.at(-1), 18 * HOUR));
  if (order.delivery.kind === "cellar") {
    push("readyForPickup", ADMIN, after(moves.at(-1), 5 * HOUR));
    push("collected", ADMIN, new Date(pickupAt!.getTime() + 25 * MINUTE));
  } else {
    push("shipped", ADMIN, after(moves.at(-1), 6 * HOUR));
    push("delivered", SYSTEM, after(moves.at(-1), 48 * HOUR));
  }
  if (moves.at(-1)?.to !== order.status) throw new Error(`Seed: no way to ${order.status} for this order.`);
  return moves;
}

function placedAt(order: SeedOrder, now: Date): Date {
  const [hour, minute] = order.time.split(":").map(Number);
  return DateTime.fromJSDate(now, { zone: PARIS })
    .minus({ days: order.daysAgo })
    .set({ hour, minute, second: 0, millisecond: 0 })
    .toJSDate();
}

/** The first day from `afterDays` after the order on which the cellar opens the slot (not a closing day). */
function pickupDay(ctx: OrderContext, from: Date, afterDays: number, slot: string) {
  let day = DateTime.fromJSDate(from, { zone: PARIS }).startOf("day").plus({ days: afterDays });
  for (let tries = 0; tries < 14; tries++, day = day.plus({ days: 1 })) {
    const date = day.toISODate()!;
    const rule = ctx.pickup.rules.find((r) => r.weekday === day.weekday && r.startTime === slot);
    if (rule && !ctx.pickup.closed.has(date)) {
      const [hour, minute] = slot.split(":").map(Number);
      return { rule, date, at: day.set({ hour, minute }).toJSDate() };
    }
  }
  throw new Error(`Seed: the cellar never opens at ${slot}.`);
}

function pricedLines(ctx: OrderContext, order: SeedOrder) {
  return order.lines.map(([reference, quantity]) => {
    const row = ctx.declinations.get(reference);
    if (!row) throw new Error(`Seed: no declination ${reference}.`);
    const line: ShippingLine = { ...row, quantity, unitPrice: row.price };
    return { row, quantity, line };
  });
}

function shippingFees(ctx: OrderContext, lines: ShippingLine[], rates: OrderContext["home"]["rates"]) {
  const basis = shippingBasis(lines);
  if (isFreeShipping(ZONE, basis, ctx.rules)) return 0;
  const price = ratePrice(rates, ZONE, basis.bottles, basis.amount);
  if (price === null) throw new Error("Seed: no rate for this parcel.");
  return price;
}

/** How the order travels, its fees and its snapshot, as order-delivery.ts would have planned them. */
function plannedDelivery(ctx: OrderContext, order: SeedOrder, lines: ShippingLine[], at: Date) {
  const { delivery } = order;
  if (delivery.kind === "cellar") {
    const day = pickupDay(ctx, at, delivery.afterDays, delivery.slot);
    const pickup = {
      place: ctx.pickup.place,
      date: day.date,
      start: day.rule.startTime,
      end: day.rule.endTime,
    };
    return {
      fees: 0,
      carrierId: null,
      pickup: { calendarId: ctx.pickup.calendarId, date: day.date, start: day.rule.startTime, at: day.at },
      snapshot: { pickup } satisfies OrderDeliverySnapshot,
    };
  }
  const carrier = delivery.kind === "home" ? ctx.home : ctx.relay;
  const point = delivery.kind === "relay" ? ctx.relayPoints.get(delivery.code) : null;
  if (point === undefined) throw new Error("Seed: no such relay point.");
  const snapshot: OrderDeliverySnapshot = {
    carrierId: carrier.id,
    carrierName: carrier.name,
    carrierKind: carrier.kind,
    serviceName: null,
    serviceCode: null,
    accessPoint: point,
  };
  return { fees: shippingFees(ctx, lines, carrier.rates), carrierId: carrier.id, pickup: null, snapshot };
}

/**
 * Writes the sample orders of a site the way an order placed and moved through its lifecycle
 * leaves them: the reference of the site's sequence, the lines priced from their declinations
 * (name, variations, price and VAT copied), the fees of the carrier's rates after the site's free
 * shipping, every move in the history, and an invoice numbered in the site's series for each
 * order whose money was received, in the order of payment. No e-mail is queued. The stock is not
 * taken (the lines hold none): the seeded stock is what is left on the shelves after them.
 */
export async function seedOrders(db: Db, siteId: number, list: readonly SeedOrder[], now = new Date()) {
  const ctx = await loadOrderContext(db, siteId);
  const payments: Array<{ id: number; total: number; at: Date }> = [];
  const sorted = [...list].sort((a, b) => placedAt(a, now).getTime() - placedAt(b, now).getTime());
  for (const order of sorted) {
    const at = placedAt(order, now);
    const priced = pricedLines(ctx, order);
    const lines = priced.map((p) => p.line);
    const delivery = plannedDelivery(ctx, order, lines, at);
    const moves = movesOf(order, at, delivery.pickup?.at ?? null);
    checkMoves(order, at, moves, now);
    const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
    const total = subtotal + delivery.fees;
    const address: OrderAddressSnapshot = {
      firstname: order.customer.firstname,
      lastname: order.customer.lastname,
      ...order.address,
      countryCode: "FR",
      countryName: "France",
    };
    const paid = moves.find((move, i) =>
      receivesPayment(moves[i - 1]?.to ?? "awaitingPayment", move.to, timing(order)),
    );
    const [row] = await db
      .insert(orders)
      .values({
        siteId,
        reference: orderReference(await nextSequence(db, siteId, "order"), at),
        userId: null,
        email: order.customer.email,
        accessKeyHash: hashToken(newToken()),
        phone: order.customer.phone,
        status: order.status,
        deliveryType: order.delivery.kind === "cellar" ? "clickAndCollect" : "delivery",
        paymentMethod: order.paymentMethod,
        subtotal,
        shippingFees: delivery.fees,
        total,
        shippingAddress: order.delivery.kind === "cellar" ? null : address,
        billingAddress: address,
        delivery: delivery.snapshot,
        carrierId: delivery.carrierId,
        calendarId: delivery.pickup?.calendarId ?? null,
        pickupDate: delivery.pickup?.date ?? null,
        pickupStart: delivery.pickup?.start ?? null,
        message: order.message ?? "",
        stockReleased: order.status === "cancelled",
        paidAt: paid?.at ?? null,
        createdAt: at,
        updatedAt: moves.at(-1)?.at ?? at,
      })
      .returning({ id: orders.id });
    const orderId = row!.id;
    await db.insert(orderLines).values(
      priced.map(({ row: declination, quantity }) => ({
        siteId,
        orderId,
        declinationId: declination.id,
        productName: declination.productName,
        variationLabel: declinationLabel(declination),
        reference: declination.reference,
        quantity,
        unitPrice: declination.price,
        vatRate: declination.vatRate,
        stockReserved: false,
      })),
    );
    const created = creationRecord({ role: "customer", userId: null }, at);
    await db.insert(orderTransitions).values([
      {
        siteId,
        orderId,
        fromStatus: null,
        toStatus: created.to,
        authorRole: "customer",
        authorUserId: null,
        at,
      },
      ...moves.map((move, i) => ({
        siteId,
        orderId,
        fromStatus: i === 0 ? created.to : moves[i - 1]!.to,
        toStatus: move.to,
        authorRole: move.author.role,
        authorUserId: move.author.userId,
        at: move.at,
      })),
    ]);
    if (paid) payments.push({ id: orderId, total, at: paid.at });
  }
  for (const payment of payments.sort((a, b) => a.at.getTime() - b.at.getTime())) {
    await insertDocument(
      db,
      { id: payment.id, siteId, total: payment.total },
      "invoice",
      { total: payment.total },
      payment.at,
    );
  }
}

const timing = (order: SeedOrder) => (order.paymentMethod === "ON_SITE" ? "atPickup" : "upfront");

/** Each move allowed by the lifecycle, after the one before, and already made when seeding. */
function checkMoves(order: SeedOrder, at: Date, moves: readonly Move[], now: Date) {
  const deliveryType = order.delivery.kind === "cellar" ? "clickAndCollect" : "delivery";
  let from: OrderStatus = "awaitingPayment";
  let last = at;
  for (const move of moves) {
    const result = transition(
      from,
      move.to,
      { deliveryType, paymentTiming: timing(order), author: move.author },
      move.at,
    );
    if (!result.ok) throw new Error(`Seed: ${from} → ${move.to}: ${result.message}`);
    if (move.at < last || move.at > now) throw new Error(`Seed: the move to ${move.to} is out of time.`);
    from = move.to;
    last = move.at;
  }
}
