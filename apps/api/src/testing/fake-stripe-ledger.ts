/**
 * State of the Stripe fake: PaymentIntents, their charges and refunds, and the moves Stripe makes
 * (requires_payment_method → succeeded | requires_action → succeeded, a decline back to
 * requires_payment_method with last_payment_error, canceled), each followed by its webhook event.
 * Refusals throw StripeApiError with the status and body Stripe's API answers.
 */
import {
  errorBody,
  type FakeCharge,
  type FakePaymentIntent,
  type FakeRefund,
  type Form,
  formString,
  mergeMetadata,
  newCharge,
  nowSeconds,
  type PaymentError,
  publicIntent,
  stripeId,
  TEST_PAYMENT_METHODS,
} from "./fake-stripe-objects";
import type { WebhookSender } from "./fake-stripe-webhooks";

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ReturnType<typeof errorBody>,
  ) {
    super(body.error.message);
  }
}

const invalid = (code: string, message: string, param?: string, status = 400) =>
  new StripeApiError(status, errorBody("invalid_request_error", code, message, param ? { param } : {}));

const AUTHENTICATION_FAILED: PaymentError = {
  type: "invalid_request_error",
  code: "payment_intent_authentication_failure",
  message:
    "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
};

const CONFIRMABLE = new Set(["requires_payment_method", "requires_confirmation", "requires_action"]);
const CANCELABLE = new Set([
  "requires_payment_method",
  "requires_confirmation",
  "requires_action",
  "processing",
]);

export class FakeStripeLedger {
  readonly intents = new Map<string, FakePaymentIntent>();
  readonly charges = new Map<string, FakeCharge>();
  readonly refunds = new Map<string, FakeRefund>();

  constructor(
    private readonly webhooks: WebhookSender,
    /** Base URL of the fake, for the 3-D Secure page's address. */
    private readonly baseUrl: () => string,
  ) {}

  /** The intent `id` as seen from `account` (`undefined`: from anywhere); 404 as Stripe answers otherwise. */
  get(id: string, account?: string | null): FakePaymentIntent {
    const intent = this.intents.get(id);
    if (!intent || (account !== undefined && intent.account !== account)) {
      throw invalid("resource_missing", `No such payment_intent: '${id}'`, "intent", 404);
    }
    return intent;
  }

  async create(form: Form, account: string | null): Promise<FakePaymentIntent> {
    const amountText = formString(form, "amount");
    if (amountText === undefined)
      throw invalid("parameter_missing", "Missing required param: amount.", "amount");
    if (!/^\d+$/.test(amountText))
      throw invalid("parameter_invalid_integer", `Invalid integer: ${amountText}`, "amount");
    const amount = Number(amountText);
    if (amount < 50) throw invalid("amount_too_small", "Amount must be at least €0.50 eur", "amount");
    const currency = formString(form, "currency");
    if (currency === undefined)
      throw invalid("parameter_missing", "Missing required param: currency.", "currency");
    if (!/^[a-z]{3}$/.test(currency))
      throw invalid("invalid_currency", `Invalid currency: ${currency}.`, "currency");
    const paymentMethod = this.paymentMethod(formString(form, "payment_method"));
    const id = stripeId("pi");
    const automatic = form.automatic_payment_methods;
    const types = form.payment_method_types;
    const intent: FakePaymentIntent = {
      id,
      object: "payment_intent",
      amount,
      amount_received: 0,
      currency,
      status: paymentMethod ? "requires_confirmation" : "requires_payment_method",
      client_secret: `${id}_secret_${stripeId("s").slice(2)}`,
      metadata: mergeMetadata({}, form.metadata),
      description: formString(form, "description") ?? null,
      receipt_email: formString(form, "receipt_email") ?? null,
      payment_method: paymentMethod,
      payment_method_types: Array.isArray(types) ? types.map(String) : ["card"],
      automatic_payment_methods:
        typeof automatic === "object" && !Array.isArray(automatic)
          ? { enabled: automatic.enabled === "true" }
          : null,
      last_payment_error: null,
      latest_charge: null,
      next_action: null,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: "automatic",
      confirmation_method: "automatic",
      created: nowSeconds(),
      livemode: false,
      account,
      return_url: null,
    };
    this.intents.set(id, intent);
    if (formString(form, "confirm") === "true") await this.confirm(intent, form);
    return intent;
  }

  update(intent: FakePaymentIntent, form: Form): FakePaymentIntent {
    if (intent.status === "succeeded" || intent.status === "canceled") {
      throw this.unexpectedState(intent, "update");
    }
    const amount = formString(form, "amount");
    if (amount !== undefined) {
      if (!/^\d+$/.test(amount) || Number(amount) < 50) {
        throw invalid("amount_too_small", "Amount must be at least €0.50 eur", "amount");
      }
      intent.amount = Number(amount);
    }
    intent.metadata = mergeMetadata(intent.metadata, form.metadata);
    intent.description = formString(form, "description") ?? intent.description;
    intent.receipt_email = formString(form, "receipt_email") ?? intent.receipt_email;
    return intent;
  }

  /** Confirms with the form's (or the intent's) test payment method: success, 3-D Secure, or a 402 decline. */
  async confirm(intent: FakePaymentIntent, form: Form): Promise<FakePaymentIntent> {
    if (!CONFIRMABLE.has(intent.status)) throw this.unexpectedState(intent, "confirm");
    const paymentMethod = this.paymentMethod(formString(form, "payment_method")) ?? intent.payment_method;
    if (!paymentMethod) {
      throw invalid(
        "payment_intent_unexpected_state",
        "You cannot confirm this PaymentIntent because it's missing a payment method.",
        "payment_method",
      );
    }
    intent.payment_method = paymentMethod;
    intent.return_url = formString(form, "return_url") ?? intent.return_url;
    const outcome = TEST_PAYMENT_METHODS[paymentMethod] ?? { kind: "succeed" };
    if (outcome.kind === "succeed") {
      this.markSucceeded(intent);
      return intent;
    }
    if (outcome.kind === "authenticate") {
      intent.status = "requires_action";
      intent.last_payment_error = null;
      const url = `${this.baseUrl()}/3ds/${intent.id}`;
      intent.next_action = intent.return_url
        ? { type: "redirect_to_url", redirect_to_url: { url, return_url: intent.return_url } }
        : { type: "use_stripe_sdk", use_stripe_sdk: { type: "three_d_secure_redirect", stripe_js: url } };
      return intent;
    }
    const error: PaymentError = {
      type: "card_error",
      code: outcome.code,
      decline_code: outcome.declineCode,
      message: outcome.message,
      payment_method: { id: paymentMethod, object: "payment_method", type: "card" },
    };
    const charge = this.markFailed(intent, error);
    throw new StripeApiError(
      402,
      errorBody("card_error", outcome.code, outcome.message, {
        decline_code: outcome.declineCode,
        charge: charge.id,
        payment_intent: publicIntent(intent),
        payment_method: error.payment_method,
      }),
    );
  }

  /** Makes a payment succeed as if the buyer's bank accepted it; resolves once its webhook is delivered. */
  async succeed(id: string): Promise<FakePaymentIntent> {
    const intent = this.get(id);
    if (!CONFIRMABLE.has(intent.status)) throw this.unexpectedState(intent, "succeed");
    intent.payment_method ??= "pm_card_visa";
    await this.markSucceeded(intent);
    return intent;
  }

  /** Makes a payment attempt fail (a declined card by default); resolves once its webhook is delivered. */
  async fail(id: string, code = "card_declined"): Promise<FakePaymentIntent> {
    const intent = this.get(id);
    if (!CONFIRMABLE.has(intent.status)) throw this.unexpectedState(intent, "fail");
    intent.payment_method ??= "pm_card_chargeDeclined";
    const error: PaymentError = {
      type: "card_error",
      code,
      decline_code: "generic_decline",
      message: "Your card was declined.",
    };
    this.markFailed(intent, error);
    await this.webhooks.idle();
    return intent;
  }

  /** The 3-D Secure page's answer: approved → succeeded, refused → requires_payment_method. */
  async authenticate(id: string, approve: boolean): Promise<FakePaymentIntent> {
    const intent = this.get(id);
    if (intent.status !== "requires_action") throw this.unexpectedState(intent, "authenticate");
    if (approve) await this.markSucceeded(intent);
    else {
      this.markFailed(intent, AUTHENTICATION_FAILED);
      await this.webhooks.idle();
    }
    return intent;
  }

  async cancel(intent: FakePaymentIntent, reason: string | undefined): Promise<FakePaymentIntent> {
    if (!CANCELABLE.has(intent.status)) throw this.unexpectedState(intent, "cancel");
    intent.status = "canceled";
    intent.next_action = null;
    intent.canceled_at = nowSeconds();
    intent.cancellation_reason = reason ?? null;
    void this.webhooks.send("payment_intent.canceled", publicIntent(intent), intent.account);
    return intent;
  }

  refund(form: Form, account: string | null): FakeRefund {
    const chargeId = formString(form, "charge");
    const intentId = formString(form, "payment_intent");
    if (!chargeId && !intentId) {
      throw invalid(
        "parameter_missing",
        "One of the following params should be provided for this request: payment_intent or charge.",
      );
    }
    const intent = intentId ? this.get(intentId, account) : undefined;
    const charge = this.charges.get(chargeId ?? intent?.latest_charge ?? "");
    if (chargeId && !charge)
      throw invalid("resource_missing", `No such charge: '${chargeId}'`, "charge", 404);
    if (charge?.status !== "succeeded") {
      throw invalid(
        "charge_not_refundable",
        "This PaymentIntent does not have a successful charge to refund.",
      );
    }
    const owner = this.get(charge.payment_intent, account);
    const left = charge.amount - charge.amount_refunded;
    if (left === 0)
      throw invalid("charge_already_refunded", `Charge ${charge.id} has already been refunded.`);
    const amountText = formString(form, "amount");
    const amount = amountText === undefined ? left : Number(amountText);
    if (!Number.isInteger(amount) || amount < 1 || amount > left) {
      throw invalid(
        "amount_too_large",
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
        "amount",
      );
    }
    const refund: FakeRefund = {
      id: stripeId("re"),
      object: "refund",
      amount,
      charge: charge.id,
      currency: charge.currency,
      payment_intent: owner.id,
      reason: formString(form, "reason") ?? null,
      metadata: mergeMetadata({}, form.metadata),
      status: "succeeded",
      created: nowSeconds(),
    };
    this.refunds.set(refund.id, refund);
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    void this.webhooks.send("charge.refunded", charge, owner.account);
    return refund;
  }

  private paymentMethod(id: string | undefined): string | null {
    if (id === undefined || id === "") return null;
    if (!(id in TEST_PAYMENT_METHODS)) {
      throw invalid("resource_missing", `No such PaymentMethod: '${id}'`, "payment_method");
    }
    return id;
  }

  private markSucceeded(intent: FakePaymentIntent) {
    const charge = newCharge(intent, "succeeded");
    this.charges.set(charge.id, charge);
    intent.status = "succeeded";
    intent.amount_received = intent.amount;
    intent.latest_charge = charge.id;
    intent.last_payment_error = null;
    intent.next_action = null;
    return this.webhooks.send("payment_intent.succeeded", publicIntent(intent), intent.account);
  }

  private markFailed(intent: FakePaymentIntent, error: PaymentError): FakeCharge {
    const charge = newCharge(intent, "failed", error.code);
    this.charges.set(charge.id, charge);
    intent.status = "requires_payment_method";
    intent.last_payment_error = error;
    intent.latest_charge = charge.id;
    intent.next_action = null;
    void this.webhooks.send("payment_intent.payment_failed", publicIntent(intent), intent.account);
    return charge;
  }

  private unexpectedState(intent: FakePaymentIntent, action: string) {
    return new StripeApiError(
      400,
      errorBody(
        "invalid_request_error",
        "payment_intent_unexpected_state",
        `You cannot ${action} this PaymentIntent because it has a status of ${intent.status}.`,
        { payment_intent: publicIntent(intent) },
      ),
    );
  }
}
