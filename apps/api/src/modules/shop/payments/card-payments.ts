import { eq } from "drizzle-orm";
import Stripe from "stripe";
import type { Config } from "../../../config";
import type { Db } from "../../../db/client";
import { paymentConfigs } from "../../../db/schema/index";
import { badRequest, HttpError } from "../../../lib/http";

/**
 * Card payments through Stripe (decision 021): PaymentIntents created with the platform's secret
 * key on the site's connected account, and the signature of Stripe's webhooks. Without
 * STRIPE_SECRET_KEY, or for a site without publishable key, card payment is not offered.
 */

/** The least a card payment may be in euros (Stripe's minimum charge), in cents. */
export const CARD_MINIMUM_CENTS = 50;
export const CARD_BELOW_MINIMUM =
  "Le paiement par carte n'est possible qu'à partir de 0,50 € : choisissez un autre moyen de paiement.";
export const CARD_UNAVAILABLE =
  "Le paiement par carte n'est pas disponible sur cette boutique pour le moment : choisissez un autre moyen de paiement.";
export const CARD_FAILED =
  "Le paiement par carte est momentanément indisponible : votre commande n'a pas été enregistrée. Merci de réessayer dans un instant.";

/** What the browser needs besides the PaymentIntent's secret: the site's keys. */
export interface SiteCardAccount {
  publishableKey: string;
  /** The connected account the money goes to; null: the platform's own account. */
  accountId: string | null;
}

/** The order a PaymentIntent is for; siteId and orderId go in its metadata, so the webhook finds it from any host. */
export interface IntentOrder {
  siteId: number;
  id: number;
  reference: string;
  total: number;
  email: string;
}

/** Options of the `stripe` client for STRIPE_API_URL (a local fake in tests). */
function clientOptions(apiUrl: string | undefined): Stripe.StripeConfig {
  if (!apiUrl) return { maxNetworkRetries: 1 };
  const url = new URL(apiUrl);
  return {
    host: url.hostname,
    port: Number(url.port || (url.protocol === "https:" ? 443 : 80)),
    protocol: url.protocol === "https:" ? "https" : "http",
    maxNetworkRetries: 1,
  };
}

export class CardPayments {
  private readonly stripe: Stripe | null;

  constructor(
    private readonly db: Db,
    private readonly config: Pick<Config, "stripeSecretKey" | "stripeWebhookSecret" | "stripeApiUrl">,
  ) {
    this.stripe = config.stripeSecretKey
      ? new Stripe(config.stripeSecretKey, clientOptions(config.stripeApiUrl))
      : null;
  }

  /** The site's card account, or null when card payment cannot be offered there. */
  async account(siteId: number): Promise<SiteCardAccount | null> {
    if (!this.stripe) return null;
    const [row] = await this.db
      .select({ publishableKey: paymentConfigs.publishableKey, accountId: paymentConfigs.accountId })
      .from(paymentConfigs)
      .where(eq(paymentConfigs.siteId, siteId));
    if (!row?.publishableKey) return null;
    return { publishableKey: row.publishableKey, accountId: row.accountId };
  }

  /**
   * A PaymentIntent for the order's total in euros, on the site's account. Created once per order
   * whoever asks again (Stripe's idempotency key). 503 in French when Stripe cannot be reached.
   */
  async createIntent(
    order: IntentOrder,
    account: SiteCardAccount,
  ): Promise<{ id: string; clientSecret: string }> {
    try {
      const intent = await this.client().paymentIntents.create(
        {
          amount: order.total,
          currency: "eur",
          automatic_payment_methods: { enabled: true },
          description: `Commande ${order.reference}`,
          receipt_email: order.email,
          metadata: { siteId: String(order.siteId), orderId: String(order.id), reference: order.reference },
        },
        {
          idempotencyKey: `vitrine-order-${order.siteId}-${order.id}`,
          ...(account.accountId ? { stripeAccount: account.accountId } : {}),
        },
      );
      return { id: intent.id, clientSecret: intent.client_secret ?? "" };
    } catch {
      throw new HttpError(503, CARD_FAILED);
    }
  }

  /** The client secret of an order's PaymentIntent (to pay again after leaving the page); null when unreadable. */
  async clientSecret(intentId: string, account: SiteCardAccount): Promise<string | null> {
    try {
      const intent = await this.client().paymentIntents.retrieve(
        intentId,
        {},
        account.accountId ? { stripeAccount: account.accountId } : {},
      );
      return intent.client_secret;
    } catch {
      return null;
    }
  }

  /**
   * Cancels a PaymentIntent that must not be paid any more, and answers its status then:
   * `canceled`, or `succeeded`/`processing` when the payment came first. Throws when Stripe
   * cannot be reached (a job tries again later).
   */
  async cancelIntent(intentId: string, accountId: string | null): Promise<string> {
    if (!this.stripe) return "canceled";
    const options = accountId ? { stripeAccount: accountId } : {};
    try {
      return (await this.stripe.paymentIntents.cancel(intentId, {}, options)).status;
    } catch {
      // Refused when it can no longer be cancelled (paid, already cancelled): its status tells.
      return (await this.stripe.paymentIntents.retrieve(intentId, {}, options)).status;
    }
  }

  /**
   * Gives back `amount` cents of a PaymentIntent, or all of it when left out (money received for
   * an order that no longer awaited it). Idempotent: Stripe answers the same refund to the same
   * `key` (one per credit note; the intent's own for a whole refund). Answers Stripe's refund id,
   * null without Stripe; throws when Stripe cannot be reached or refuses (a job tries again).
   */
  async refundIntent(
    intentId: string,
    accountId: string | null,
    { amount, key = `refund-${intentId}` }: { amount?: number; key?: string } = {},
  ): Promise<string | null> {
    if (!this.stripe) return null;
    const refund = await this.stripe.refunds.create(
      { payment_intent: intentId, ...(amount === undefined ? {} : { amount }) },
      { idempotencyKey: key, ...(accountId ? { stripeAccount: accountId } : {}) },
    );
    return refund.id;
  }

  /**
   * The event of a webhook, its signature checked with STRIPE_WEBHOOK_SECRET; 400 in French
   * otherwise, and without the secret (nothing can be verified).
   */
  verifiedEvent(payload: Buffer, signature: string | undefined): Stripe.Event {
    const secret = this.config.stripeWebhookSecret;
    if (!secret)
      throw badRequest(
        "Les paiements par carte ne sont pas configurés : cet événement ne peut pas être vérifié.",
      );
    if (!signature) throw badRequest("La signature Stripe manque.");
    try {
      // The package's own check: HMAC of the raw body and timestamp, within its tolerance.
      return Stripe.webhooks.constructEvent(payload, signature, secret);
    } catch {
      throw badRequest("La signature Stripe n'est pas valable.");
    }
  }

  private client(): Stripe {
    if (!this.stripe) throw new HttpError(409, CARD_UNAVAILABLE);
    return this.stripe;
  }
}
