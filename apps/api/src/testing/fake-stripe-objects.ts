/**
 * Objects of the local Stripe fake (fake-stripe.ts): the request body decoding the `stripe` client
 * and Stripe.js use (form encoding with brackets), the test payment methods and card numbers, and
 * the PaymentIntent, charge, refund and event shapes as Stripe's API returns them.
 */
import { randomBytes } from "node:crypto";

export type IntentStatus =
  | "requires_payment_method"
  | "requires_confirmation"
  | "requires_action"
  | "processing"
  | "succeeded"
  | "canceled";

export interface PaymentError {
  type: "card_error" | "invalid_request_error";
  code: string;
  decline_code?: string;
  message: string;
  payment_method?: { id: string; object: "payment_method"; type: "card" };
}

export interface FakePaymentIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_received: number;
  currency: string;
  status: IntentStatus;
  client_secret: string;
  metadata: Record<string, string>;
  description: string | null;
  receipt_email: string | null;
  payment_method: string | null;
  payment_method_types: string[];
  automatic_payment_methods: { enabled: boolean } | null;
  last_payment_error: PaymentError | null;
  latest_charge: string | null;
  next_action: Record<string, unknown> | null;
  canceled_at: number | null;
  cancellation_reason: string | null;
  capture_method: "automatic";
  confirmation_method: "automatic";
  created: number;
  livemode: false;
  /** Not part of Stripe's object: the connected account (`Stripe-Account`) the intent belongs to. */
  account: string | null;
  /** Not part of Stripe's object: where the 3-D Secure page sends the buyer back. */
  return_url: string | null;
}

export interface FakeCharge {
  id: string;
  object: "charge";
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  captured: boolean;
  currency: string;
  paid: boolean;
  refunded: boolean;
  status: "succeeded" | "failed";
  failure_code: string | null;
  payment_intent: string;
  payment_method: string | null;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

export interface FakeRefund {
  id: string;
  object: "refund";
  amount: number;
  charge: string;
  currency: string;
  payment_intent: string;
  reason: string | null;
  metadata: Record<string, string>;
  status: "succeeded";
  created: number;
}

export interface FakeEvent {
  id: string;
  object: "event";
  api_version: string;
  created: number;
  type: string;
  data: { object: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  account?: string;
}

/** What confirming with a test payment method does, as in Stripe's test mode. */
export type CardOutcome =
  | { kind: "succeed" }
  | { kind: "decline"; code: string; declineCode: string; message: string }
  | { kind: "authenticate" };

const DECLINED = "Your card was declined.";

export const TEST_PAYMENT_METHODS: Record<string, CardOutcome> = {
  pm_card_visa: { kind: "succeed" },
  pm_card_visa_debit: { kind: "succeed" },
  pm_card_mastercard: { kind: "succeed" },
  pm_card_amex: { kind: "succeed" },
  pm_card_fr: { kind: "succeed" },
  pm_card_chargeDeclined: {
    kind: "decline",
    code: "card_declined",
    declineCode: "generic_decline",
    message: DECLINED,
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    kind: "decline",
    code: "card_declined",
    declineCode: "insufficient_funds",
    message: "Your card has insufficient funds.",
  },
  pm_card_chargeDeclinedExpiredCard: {
    kind: "decline",
    code: "expired_card",
    declineCode: "expired_card",
    message: "Your card has expired.",
  },
  pm_card_threeDSecure2Required: { kind: "authenticate" },
  pm_card_authenticationRequired: { kind: "authenticate" },
};

/** Stripe's test card numbers and the test payment method each one stands for (fake Stripe.js). */
export const TEST_CARD_NUMBERS: Record<string, string> = {
  "4242424242424242": "pm_card_visa",
  "4000056655665556": "pm_card_visa_debit",
  "5555555555554444": "pm_card_mastercard",
  "378282246310005": "pm_card_amex",
  "4000002500000003": "pm_card_fr",
  "4000000000000002": "pm_card_chargeDeclined",
  "4000000000009995": "pm_card_chargeDeclinedInsufficientFunds",
  "4000000000000069": "pm_card_chargeDeclinedExpiredCard",
  "4000000000003220": "pm_card_threeDSecure2Required",
  "4000002760003184": "pm_card_authenticationRequired",
};

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** An id the way Stripe writes them: a prefix and 24 letters or digits. */
export function stripeId(prefix: string): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  const bytes = randomBytes(24);
  let id = "";
  for (const byte of bytes) id += alphabet[byte % alphabet.length];
  return `${prefix}_${id}`;
}

export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type Form = { [key: string]: FormValue };

/** Turns numbered keys ({"0": a, "1": b}) back into arrays, as Stripe reads `list[0]=a&list[1]=b`. */
function arrays(value: FormValue): FormValue {
  if (typeof value === "string" || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  for (const key of keys) value[key] = arrays(value[key] as FormValue);
  const indexed = keys.length > 0 && keys.every((key, i) => key === String(i));
  return indexed ? keys.map((key) => value[key] as FormValue) : value;
}

/** Decodes `a=1&metadata[order_id]=7&payment_method_types[0]=card` into nested objects and arrays. */
export function parseForm(body: string): Form {
  const root: Form = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const bracket = rawKey.indexOf("[");
    const path = bracket > 0 ? [rawKey.slice(0, bracket), ...bracketParts(rawKey)] : [rawKey];
    let node: Record<string, FormValue> = root;
    path.forEach((part, i) => {
      const key = part === "" ? String(Object.keys(node).length) : part;
      if (i === path.length - 1) {
        node[key] = value;
        return;
      }
      const next = node[key];
      if (typeof next !== "object" || Array.isArray(next)) node[key] = {};
      node = node[key] as Record<string, FormValue>;
    });
  }
  return arrays(root) as Form;
}

function bracketParts(key: string): string[] {
  return [...key.matchAll(/\[([^\]]*)\]/g)].map((match) => match[1] ?? "");
}

export const formString = (form: Form, key: string): string | undefined => {
  const value = form[key];
  return typeof value === "string" ? value : undefined;
};

/** Metadata as Stripe keeps it: strings; an empty value removes the key. */
export function mergeMetadata(current: Record<string, string>, update: FormValue | undefined) {
  if (update === undefined) return current;
  if (typeof update === "string") return update === "" ? {} : current;
  const merged = { ...current };
  for (const [key, value] of Object.entries(update)) {
    if (typeof value !== "string") continue;
    if (value === "") delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/** The intent as the API returns it (without the fake's own fields). */
export function publicIntent(intent: FakePaymentIntent): Record<string, unknown> {
  const { account: _account, return_url: _returnUrl, ...visible } = intent;
  return structuredClone(visible);
}

export function newCharge(
  intent: FakePaymentIntent,
  status: "succeeded" | "failed",
  failure?: string,
): FakeCharge {
  const paid = status === "succeeded";
  return {
    id: stripeId("ch"),
    object: "charge",
    amount: intent.amount,
    amount_captured: paid ? intent.amount : 0,
    amount_refunded: 0,
    captured: paid,
    currency: intent.currency,
    paid,
    refunded: false,
    status,
    failure_code: failure ?? null,
    payment_intent: intent.id,
    payment_method: intent.payment_method,
    metadata: { ...intent.metadata },
    created: nowSeconds(),
    livemode: false,
  };
}

/** A Stripe error body: `{error: {type, code, message, param?, ...}}`. */
export function errorBody(type: string, code: string, message: string, extra: Record<string, unknown> = {}) {
  return { error: { type, code, message, doc_url: `https://stripe.com/docs/error-codes/${code}`, ...extra } };
}
