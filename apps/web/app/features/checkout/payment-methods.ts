import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from "@vitrine/shared/schemas/orders";

/**
 * The payment methods a site offers (parameter PAYMENT_METHOD: a comma-separated list among CARD,
 * TRANSFER, CHEQUE, ON_SITE), in the site's order; payment at pickup only for click-and-collect,
 * the card only while card payments are set up (`cardEnabled`: the site's key and the platform's).
 */
export function offeredMethods(
  parameter: string | null | undefined,
  deliveryType: "delivery" | "clickAndCollect" | "no_delivery",
  cardEnabled = true,
): PaymentMethod[] {
  const named = (parameter ?? "").split(",").map((name) => name.trim().toUpperCase());
  const known = named.filter((name): name is PaymentMethod =>
    (PAYMENT_METHODS as readonly string[]).includes(name),
  );
  return [...new Set(known)].filter(
    (method) =>
      (method !== "ON_SITE" || deliveryType === "clickAndCollect") && (method !== "CARD" || cardEnabled),
  );
}

export const methodLabel = (method: PaymentMethod) => PAYMENT_METHOD_LABELS[method];

/** What each method means for the customer, under its name on the payment step. */
export const METHOD_DESCRIPTIONS: Record<PaymentMethod, string> = {
  CARD: "Paiement sécurisé par Stripe : vous saisissez votre carte à l'étape suivante, 3-D Secure compris.",
  TRANSFER:
    "Nous vous donnons l'IBAN et la référence à indiquer ; la commande est préparée à réception du virement.",
  CHEQUE:
    "Nous vous indiquons l'ordre et l'adresse d'envoi ; la commande est préparée à réception du chèque.",
  ON_SITE: "Vous réglez sur place, en retirant votre commande.",
};

/** Said next to the card when scripts do not run, and when such a post reaches the server. */
export const CARD_NEEDS_SCRIPT =
  "Le paiement par carte nécessite JavaScript : activez-le dans votre navigateur ou choisissez un autre moyen de paiement.";
export const CHOOSE_METHOD = "Choisissez un moyen de paiement.";
