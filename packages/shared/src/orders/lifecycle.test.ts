import { describe, expect, it } from "vitest";
import {
  creationRecord,
  INITIAL_ORDER_STATUS,
  isFinalStatus,
  nextStatuses,
  ORDER_DELIVERY_TYPES,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  type OrderDeliveryType,
  type OrderStatus,
  PAYMENT_TIMINGS,
  type PaymentTiming,
  paymentTimingAllowed,
  receivesPayment,
  TRANSITION_AUTHOR_ROLES,
  TRANSITION_REFUSALS,
  type TransitionAuthorRole,
  type TransitionContext,
  transition,
} from "./lifecycle";

type Flow = `${OrderDeliveryType}/${PaymentTiming}`;
type Moves = Record<string, TransitionAuthorRole[]>;

const SHOP = ["admin"] as TransitionAuthorRole[];
const PAYERS = ["system", "admin"] as TransitionAuthorRole[];
const CANCELLERS = ["customer", "admin", "system"] as TransitionAuthorRole[];

/**
 * Every allowed move, written out per delivery type and payment timing, independently of the
 * module's table: adding or removing a move there makes the cross product below differ.
 */
const EXPECTED: Record<Flow, Moves> = {
  "delivery/upfront": {
    "awaitingPayment → paid": PAYERS,
    "awaitingPayment → cancelled": CANCELLERS,
    "paid → preparing": SHOP,
    "paid → refunded": SHOP,
    "preparing → shipped": SHOP,
    "preparing → refunded": SHOP,
    "shipped → delivered": ["admin", "system"],
    "shipped → refunded": SHOP,
    "delivered → refunded": SHOP,
  },
  "clickAndCollect/upfront": {
    "awaitingPayment → paid": PAYERS,
    "awaitingPayment → cancelled": CANCELLERS,
    "paid → preparing": SHOP,
    "paid → refunded": SHOP,
    "preparing → readyForPickup": SHOP,
    "preparing → refunded": SHOP,
    "readyForPickup → collected": SHOP,
    "readyForPickup → refunded": SHOP,
    "collected → refunded": SHOP,
  },
  "clickAndCollect/atPickup": {
    "awaitingPayment → preparing": SHOP,
    "awaitingPayment → cancelled": CANCELLERS,
    "preparing → readyForPickup": SHOP,
    "preparing → cancelled": SHOP,
    "readyForPickup → collected": SHOP,
    "readyForPickup → cancelled": SHOP,
    "collected → refunded": SHOP,
  },
  "no_delivery/upfront": {
    "awaitingPayment → paid": PAYERS,
    "awaitingPayment → cancelled": CANCELLERS,
    "paid → preparing": SHOP,
    "paid → refunded": SHOP,
    "preparing → delivered": SHOP,
    "preparing → refunded": SHOP,
    "delivered → refunded": SHOP,
  },
  // Payment at pickup needs a pickup: such an order cannot move at all.
  "delivery/atPickup": {},
  "no_delivery/atPickup": {},
};

const AT = new Date("2026-11-23T10:30:00.000Z");

const context = (
  deliveryType: OrderDeliveryType,
  paymentTiming: PaymentTiming,
  role: TransitionAuthorRole = "admin",
): TransitionContext => ({
  deliveryType,
  paymentTiming,
  author: { role, userId: role === "system" ? null : 7 },
});

const flows = ORDER_DELIVERY_TYPES.flatMap((type) =>
  PAYMENT_TIMINGS.map((timing) => [type, timing] as const),
);

/** The moves transition() allows for one flow, over every pair of states and every author. */
function allowedMoves(deliveryType: OrderDeliveryType, paymentTiming: PaymentTiming): Moves {
  const moves: Moves = {};
  for (const from of ORDER_STATUSES) {
    for (const to of ORDER_STATUSES) {
      for (const role of TRANSITION_AUTHOR_ROLES) {
        if (!transition(from, to, context(deliveryType, paymentTiming, role), AT).ok) continue;
        moves[`${from} → ${to}`] ??= [];
        moves[`${from} → ${to}`]!.push(role);
      }
    }
  }
  return moves;
}

const sorted = (moves: Moves): Moves =>
  Object.fromEntries(Object.entries(moves).map(([pair, roles]) => [pair, [...roles].sort()]));

describe("transition over the whole cross product", () => {
  it.each(flows)("%s, paid %s: exactly the expected moves and authors", (type, timing) => {
    expect(sorted(allowedMoves(type, timing))).toEqual(sorted(EXPECTED[`${type}/${timing}`]));
  });

  it.each(flows)("%s, paid %s: every answer is a record or a French refusal", (type, timing) => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        for (const role of TRANSITION_AUTHOR_ROLES) {
          const ctx = context(type, timing, role);
          const result = transition(from, to, ctx, AT);
          if (result.ok) {
            expect(result).toEqual({
              ok: true,
              status: to,
              record: { from, to, at: "2026-11-23T10:30:00.000Z", author: ctx.author },
            });
          } else {
            expect(TRANSITION_REFUSALS).toContain(result.reason);
            expect(result.message).toMatch(/^[A-Z].+\.$/);
          }
        }
      }
    }
  });

  it("has one rule per pair, each naming its delivery types and authors", () => {
    const pairs = ORDER_TRANSITIONS.map((rule) => `${rule.from} → ${rule.to}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    expect(ORDER_TRANSITIONS.every((rule) => rule.authors.length > 0 && rule.deliveryTypes.length > 0)).toBe(
      true,
    );
  });
});

/** The states an order of a flow can reach from its creation, any author. */
function reachable(deliveryType: OrderDeliveryType, paymentTiming: PaymentTiming): OrderStatus[] {
  const seen = new Set<OrderStatus>([INITIAL_ORDER_STATUS]);
  const queue: OrderStatus[] = [INITIAL_ORDER_STATUS];
  for (let from = queue.shift(); from; from = queue.shift()) {
    for (const role of TRANSITION_AUTHOR_ROLES) {
      for (const to of nextStatuses(from, context(deliveryType, paymentTiming, role))) {
        if (!seen.has(to)) queue.push(to);
        seen.add(to);
      }
    }
  }
  return ORDER_STATUSES.filter((status) => seen.has(status));
}

describe("the lifecycle of each delivery type", () => {
  it.each([
    [
      "delivery",
      "upfront",
      ["awaitingPayment", "paid", "preparing", "shipped", "delivered", "cancelled", "refunded"],
    ],
    [
      "clickAndCollect",
      "upfront",
      ["awaitingPayment", "paid", "preparing", "readyForPickup", "collected", "cancelled", "refunded"],
    ],
    [
      "clickAndCollect",
      "atPickup",
      ["awaitingPayment", "preparing", "readyForPickup", "collected", "cancelled", "refunded"],
    ],
    [
      "no_delivery",
      "upfront",
      ["awaitingPayment", "paid", "preparing", "delivered", "cancelled", "refunded"],
    ],
    ["delivery", "atPickup", ["awaitingPayment"]],
  ] as Array<[OrderDeliveryType, PaymentTiming, OrderStatus[]]>)(
    "%s paid %s reaches %j",
    (type, timing, states) => {
      expect(reachable(type, timing)).toEqual(states);
    },
  );

  it("leaves no final state", () => {
    expect(ORDER_STATUSES.filter(isFinalStatus)).toEqual(["cancelled", "refunded"]);
    for (const [type, timing] of flows) {
      for (const role of TRANSITION_AUTHOR_ROLES) {
        expect(nextStatuses("cancelled", context(type, timing, role))).toEqual([]);
        expect(nextStatuses("refunded", context(type, timing, role))).toEqual([]);
      }
    }
  });

  it.each([
    ["delivery", "upfront", "admin", "preparing", ["shipped", "refunded"]],
    ["clickAndCollect", "upfront", "admin", "preparing", ["readyForPickup", "refunded"]],
    ["clickAndCollect", "atPickup", "admin", "preparing", ["readyForPickup", "cancelled"]],
    ["no_delivery", "upfront", "admin", "preparing", ["delivered", "refunded"]],
    ["delivery", "upfront", "customer", "awaitingPayment", ["cancelled"]],
    ["delivery", "upfront", "customer", "paid", []],
    ["delivery", "upfront", "system", "awaitingPayment", ["paid", "cancelled"]],
    ["clickAndCollect", "atPickup", "system", "awaitingPayment", ["cancelled"]],
    ["delivery", "upfront", "system", "shipped", ["delivered"]],
  ] as Array<[OrderDeliveryType, PaymentTiming, TransitionAuthorRole, OrderStatus, OrderStatus[]]>)(
    "nextStatuses: %s paid %s, %s, from %s: %j",
    (type, timing, role, from, next) => {
      expect(nextStatuses(from, context(type, timing, role))).toEqual(next);
    },
  );
});

describe("helpers", () => {
  it("lets a guest customer cancel an order awaiting payment", () => {
    const author = { role: "customer" as const, userId: null };
    const result = transition(
      "awaitingPayment",
      "cancelled",
      { ...context("no_delivery", "upfront"), author },
      AT,
    );
    expect(result).toEqual({
      ok: true,
      status: "cancelled",
      record: { from: "awaitingPayment", to: "cancelled", at: "2026-11-23T10:30:00.000Z", author },
    });
  });

  it("labels every state in French", () => {
    expect(ORDER_STATUSES.map((status) => ORDER_STATUS_LABELS[status])).toEqual([
      "En attente de paiement",
      "Payée",
      "En préparation",
      "Expédiée",
      "Prête à retirer",
      "Livrée",
      "Retirée",
      "Annulée",
      "Remboursée",
    ]);
  });

  it("records an order's creation, awaiting payment", () => {
    const author = { role: "customer" as const, userId: 12 };
    expect(creationRecord(author, AT)).toEqual({
      from: null,
      to: "awaitingPayment",
      at: "2026-11-23T10:30:00.000Z",
      author,
    });
  });

  it("allows payment at pickup for click-and-collect only", () => {
    const allowed = flows.filter(([type, timing]) => paymentTimingAllowed(type, timing));
    expect(allowed).toEqual([
      ["delivery", "upfront"],
      ["clickAndCollect", "upfront"],
      ["clickAndCollect", "atPickup"],
      ["no_delivery", "upfront"],
    ]);
  });

  it("receives the money on reaching paid, or on collection when paid at pickup", () => {
    const receiving = PAYMENT_TIMINGS.flatMap((timing) =>
      ORDER_STATUSES.flatMap((from) =>
        ORDER_STATUSES.filter((to) => receivesPayment(from, to, timing)).map(
          (to) => `${timing}: ${from} → ${to}`,
        ),
      ),
    );
    expect(receiving).toEqual(["upfront: awaitingPayment → paid", "atPickup: readyForPickup → collected"]);
  });
});
