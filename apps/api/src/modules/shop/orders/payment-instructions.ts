import type { PaymentInstructions, PaymentMethod } from "@vitrine/shared/schemas/orders";
import { HttpError } from "../../../lib/http";
import type { CardPayments } from "../payments/card-payments";
import type { OrderSettings } from "./order-settings";

/* How to pay an order awaiting its payment: Stripe's keys for a card, the bank or the payee otherwise. */

export interface PayableOrder {
  siteId: number;
  reference: string;
  paymentMethod: PaymentMethod;
  paymentIntentId: string | null;
}

const unavailable = (message: string) => new HttpError(409, message, { paymentMethod: message });

/**
 * Refuses, before anything is written, a method the shop cannot take now: not in its
 * PAYMENT_METHOD, payment at pickup for an order that is not collected, a transfer without IBAN,
 * a cheque without payee or address.
 */
export function checkPaymentMethod(
  settings: OrderSettings,
  method: PaymentMethod,
  deliveryType: "delivery" | "clickAndCollect" | "no_delivery",
) {
  if (!settings.paymentMethods.includes(method)) {
    const message = "Ce moyen de paiement n'est pas proposé par cette boutique.";
    throw new HttpError(400, message, { paymentMethod: message });
  }
  if (method === "ON_SITE" && deliveryType !== "clickAndCollect") {
    const message = "Le paiement au retrait n'est possible qu'en retrait en boutique.";
    throw new HttpError(400, message, { paymentMethod: message });
  }
  if (method === "TRANSFER" && !settings.bank.iban) {
    throw unavailable(
      "Le paiement par virement n'est pas disponible pour le moment : choisissez un autre moyen de paiement.",
    );
  }
  if (method === "CHEQUE" && !(settings.cheque.payee && settings.cheque.address)) {
    throw unavailable(
      "Le paiement par chèque n'est pas disponible pour le moment : choisissez un autre moyen de paiement.",
    );
  }
}

/** What the customer needs to pay; `clientSecret` when just created (else read again from Stripe). */
export async function paymentInstructions(
  payments: CardPayments,
  settings: OrderSettings,
  order: PayableOrder,
  clientSecret?: string,
): Promise<PaymentInstructions> {
  const method = order.paymentMethod;
  if (method === "TRANSFER") {
    const { holder, iban, bic } = settings.bank;
    return { method, transfer: { holder, iban, bic, reference: order.reference } };
  }
  if (method === "CHEQUE") return { method, cheque: { ...settings.cheque } };
  if (method !== "CARD") return { method };
  const account = await payments.account(order.siteId);
  if (!account) return { method };
  const secret =
    clientSecret ??
    (order.paymentIntentId ? await payments.clientSecret(order.paymentIntentId, account) : null);
  return {
    method,
    ...(secret ? { clientSecret: secret } : {}),
    publishableKey: account.publishableKey,
    stripeAccount: account.accountId,
  };
}
