/**
 * The order lifecycle as an explicit state machine (issue 15): its states, the moves between them
 * for each delivery type and payment timing, who may make each move, and the record of a move.
 *
 * Reasoned choices:
 * - `cancelled` is for an order whose money was never received (no invoice); an order whose money
 *   was received ends `refunded` instead (invoice, then credit note), even when the shop calls it
 *   a cancellation. So a paid order is refunded, never cancelled.
 * - `no_delivery` orders (nothing to ship or collect) go from `preparing` straight to `delivered`:
 *   the shop marks them delivered once what was bought is handed over.
 * - An order paid at pickup (click-and-collect only) is prepared before it is paid: it goes from
 *   `awaitingPayment` to `preparing`, and its money is received when it is `collected`.
 * - Delivered or collected orders may still be refunded (a return within the withdrawal period);
 *   `cancelled` and `refunded` are final.
 */

export const ORDER_STATUSES = [
  "awaitingPayment",
  "paid",
  "preparing",
  "shipped",
  "readyForPickup",
  "delivered",
  "collected",
  "cancelled",
  "refunded",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Every order starts here, whatever its payment method. */
export const INITIAL_ORDER_STATUS: OrderStatus = "awaitingPayment";

/** States no move leaves. */
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ["cancelled", "refunded"];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  awaitingPayment: "En attente de paiement",
  paid: "Payée",
  preparing: "En préparation",
  shipped: "Expédiée",
  readyForPickup: "Prête à retirer",
  delivered: "Livrée",
  collected: "Retirée",
  cancelled: "Annulée",
  refunded: "Remboursée",
};

/** Order delivery types of spec section 4. */
export const ORDER_DELIVERY_TYPES = ["delivery", "clickAndCollect", "no_delivery"] as const;
export type OrderDeliveryType = (typeof ORDER_DELIVERY_TYPES)[number];

/** How an order of a delivery type is named in a sentence: « Une commande en livraison… ». */
const DELIVERY_TYPE_PHRASES: Record<OrderDeliveryType, string> = {
  delivery: "en livraison",
  clickAndCollect: "en retrait en boutique",
  no_delivery: "sans livraison",
};

/**
 * When the money comes: `upfront` before the order is prepared (card, bank transfer, cheque),
 * `atPickup` at the counter when a click-and-collect order is collected.
 */
export const PAYMENT_TIMINGS = ["upfront", "atPickup"] as const;
export type PaymentTiming = (typeof PAYMENT_TIMINGS)[number];

/**
 * Who makes a move: `system` is the payment webhook and the timed jobs (a payment that fails or
 * times out), `admin` the shop's staff, `customer` the buyer.
 */
export const TRANSITION_AUTHOR_ROLES = ["system", "admin", "customer"] as const;
export type TransitionAuthorRole = (typeof TRANSITION_AUTHOR_ROLES)[number];

export interface TransitionAuthor {
  role: TransitionAuthorRole;
  /** The user who made the move; null for the system and for a customer without an account. */
  userId: number | null;
}

/** One move of the table: allowed only for these delivery types, payment timings and authors. */
export interface TransitionRule {
  from: OrderStatus;
  to: OrderStatus;
  deliveryTypes: readonly OrderDeliveryType[];
  paymentTimings: readonly PaymentTiming[];
  authors: readonly TransitionAuthorRole[];
}

const ALL_TYPES = ORDER_DELIVERY_TYPES;
const ANY_TIMING = PAYMENT_TIMINGS;
const UPFRONT: readonly PaymentTiming[] = ["upfront"];
const AT_PICKUP: readonly PaymentTiming[] = ["atPickup"];
const ADMIN: readonly TransitionAuthorRole[] = ["admin"];

const rule = (
  from: OrderStatus,
  to: OrderStatus,
  deliveryTypes: readonly OrderDeliveryType[],
  paymentTimings: readonly PaymentTiming[],
  authors: readonly TransitionAuthorRole[],
): TransitionRule => ({ from, to, deliveryTypes, paymentTimings, authors });

/** Every allowed move; a pair that is not here is refused. */
export const ORDER_TRANSITIONS: readonly TransitionRule[] = [
  // Payment: the webhook, or the shop when a transfer or a cheque arrives.
  rule("awaitingPayment", "paid", ALL_TYPES, UPFRONT, ["system", "admin"]),
  rule("awaitingPayment", "preparing", ["clickAndCollect"], AT_PICKUP, ADMIN),
  // A customer may cancel only while the order awaits its payment; the system when it fails.
  rule("awaitingPayment", "cancelled", ALL_TYPES, ANY_TIMING, ["customer", "admin", "system"]),
  rule("paid", "preparing", ALL_TYPES, UPFRONT, ADMIN),
  rule("paid", "refunded", ALL_TYPES, UPFRONT, ADMIN),
  rule("preparing", "shipped", ["delivery"], UPFRONT, ADMIN),
  rule("preparing", "readyForPickup", ["clickAndCollect"], ANY_TIMING, ADMIN),
  rule("preparing", "delivered", ["no_delivery"], UPFRONT, ADMIN),
  rule("preparing", "cancelled", ["clickAndCollect"], AT_PICKUP, ADMIN),
  rule("preparing", "refunded", ALL_TYPES, UPFRONT, ADMIN),
  // The carrier's tracking may confirm a delivery, as the shop may.
  rule("shipped", "delivered", ["delivery"], UPFRONT, ["admin", "system"]),
  rule("shipped", "refunded", ["delivery"], UPFRONT, ADMIN),
  rule("readyForPickup", "collected", ["clickAndCollect"], ANY_TIMING, ADMIN),
  rule("readyForPickup", "cancelled", ["clickAndCollect"], AT_PICKUP, ADMIN),
  rule("readyForPickup", "refunded", ["clickAndCollect"], UPFRONT, ADMIN),
  rule("delivered", "refunded", ["delivery", "no_delivery"], UPFRONT, ADMIN),
  rule("collected", "refunded", ["clickAndCollect"], ANY_TIMING, ADMIN),
];

/** What the API stores for each move; `from` is null for the order's creation. */
export interface TransitionRecord {
  from: OrderStatus | null;
  to: OrderStatus;
  /** ISO 8601 time of the move. */
  at: string;
  author: TransitionAuthor;
}

export interface TransitionContext {
  deliveryType: OrderDeliveryType;
  paymentTiming: PaymentTiming;
  author: TransitionAuthor;
}

/**
 * Why a move is refused. AUTHOR is a permission matter (403 in the API), the others a conflict
 * with the order's state (409).
 */
export const TRANSITION_REFUSALS = [
  "SAME_STATUS",
  "FINAL_STATUS",
  "PAYMENT_AT_PICKUP",
  "NOT_ALLOWED",
  "DELIVERY_TYPE",
  "PAYMENT_TIMING",
  "AUTHOR",
] as const;
export type TransitionRefusal = (typeof TRANSITION_REFUSALS)[number];

export type TransitionResult =
  | { ok: true; status: OrderStatus; record: TransitionRecord }
  | { ok: false; reason: TransitionRefusal; message: string };

/** Payment at pickup needs someone at the counter: click-and-collect only. */
export const paymentTimingAllowed = (deliveryType: OrderDeliveryType, timing: PaymentTiming): boolean =>
  timing === "upfront" || deliveryType === "clickAndCollect";

export const isFinalStatus = (status: OrderStatus): boolean => FINAL_ORDER_STATUSES.includes(status);

/** The rule of a pair, whatever the context; undefined when the table has no such move. */
export const transitionRule = (from: OrderStatus, to: OrderStatus): TransitionRule | undefined =>
  ORDER_TRANSITIONS.find((candidate) => candidate.from === from && candidate.to === to);

const PAID_NOT_CANCELLED = "Cette commande a été payée : elle ne s'annule pas, elle se rembourse.";

const quoted = (status: OrderStatus): string => `« ${ORDER_STATUS_LABELS[status]} »`;

/** The French sentence of a refused pair that the table does not have at all. */
function notAllowedMessage(from: OrderStatus, to: OrderStatus): string {
  if (to === "cancelled" && transitionRule(from, "refunded")) {
    return PAID_NOT_CANCELLED;
  }
  return `Une commande ${quoted(from)} ne peut pas passer à ${quoted(to)}.`;
}

/** The French sentence of a move the table has, refused for this payment timing. */
function paymentTimingMessage(from: OrderStatus, to: OrderStatus, timing: PaymentTiming): string {
  if (timing === "atPickup") {
    if (to === "paid") return "Cette commande se paie au retrait : elle est payée quand elle est retirée.";
    if (to === "refunded") return "Cette commande n'est pas encore payée : annulez-la plutôt.";
    return `Une commande payée au retrait ne peut pas passer de ${quoted(from)} à ${quoted(to)}.`;
  }
  if (to === "cancelled") return PAID_NOT_CANCELLED;
  return "Cette commande doit être payée avant d'être préparée.";
}

function authorMessage(found: TransitionRule, role: TransitionAuthorRole): string {
  if (role === "customer" && found.to === "cancelled") {
    return "Vous ne pouvez annuler votre commande que tant qu'elle attend son paiement.";
  }
  return `Seule la boutique peut faire passer une commande à ${quoted(found.to)}.`;
}

const refusal = (reason: TransitionRefusal, message: string): TransitionResult => ({
  ok: false,
  reason,
  message,
});

/**
 * Moves an order from `from` to `to` if the table allows it for the order's delivery type and
 * payment timing and for this author; the record is what the API stores. Refused with a French
 * message otherwise.
 */
export function transition(
  from: OrderStatus,
  to: OrderStatus,
  context: TransitionContext,
  at: Date = new Date(),
): TransitionResult {
  const { deliveryType, paymentTiming, author } = context;
  if (from === to) return refusal("SAME_STATUS", `La commande est déjà ${quoted(to)}.`);
  if (isFinalStatus(from)) {
    return refusal("FINAL_STATUS", `Une commande ${quoted(from)} ne change plus d'état.`);
  }
  if (!paymentTimingAllowed(deliveryType, paymentTiming)) {
    return refusal("PAYMENT_AT_PICKUP", "Le paiement au retrait n'est possible qu'en retrait en boutique.");
  }
  const found = transitionRule(from, to);
  if (!found) return refusal("NOT_ALLOWED", notAllowedMessage(from, to));
  if (!found.deliveryTypes.includes(deliveryType)) {
    const message = `Une commande ${DELIVERY_TYPE_PHRASES[deliveryType]} ne peut pas passer de ${quoted(from)} à ${quoted(to)}.`;
    return refusal("DELIVERY_TYPE", message);
  }
  if (!found.paymentTimings.includes(paymentTiming)) {
    return refusal("PAYMENT_TIMING", paymentTimingMessage(from, to, paymentTiming));
  }
  if (!found.authors.includes(author.role)) {
    return refusal("AUTHOR", authorMessage(found, author.role));
  }
  return { ok: true, status: to, record: { from, to, at: at.toISOString(), author } };
}

/** The states this author may move the order to now, in the order of ORDER_STATUSES (for buttons). */
export function nextStatuses(from: OrderStatus, context: TransitionContext): OrderStatus[] {
  return ORDER_STATUSES.filter((to) => transition(from, to, context).ok);
}

/** The first record of an order's history: its creation, awaiting payment. */
export const creationRecord = (author: TransitionAuthor, at: Date = new Date()): TransitionRecord => ({
  from: null,
  to: INITIAL_ORDER_STATUS,
  at: at.toISOString(),
  author,
});

/**
 * Whether the money is received by this move: the invoice number is given then. Upfront, on
 * reaching `paid`; at pickup, on being `collected`.
 */
export function receivesPayment(from: OrderStatus, to: OrderStatus, timing: PaymentTiming): boolean {
  if (timing === "upfront") return from === "awaitingPayment" && to === "paid";
  return from === "readyForPickup" && to === "collected";
}
