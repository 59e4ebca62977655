import { loadStripe } from "@stripe/stripe-js";

/**
 * Stripe.js and its Payment Element, in a chunk of their own that only the card payment page
 * imports (after its first render): no other page loads or even downloads them. Stripe's form
 * handles the card and 3-D Secure; the browser then comes back to `returnUrl` with
 * `redirect_status`.
 */
export interface CardSession {
  /** Confirms the payment: Stripe leaves the page on success; the French reason otherwise. */
  confirm(returnUrl: string): Promise<string>;
  destroy(): void;
}

export interface CardKeys {
  publishableKey: string;
  stripeAccount: string | null;
  clientSecret: string;
}

const CONFIRM_FAILED = "Le paiement n'a pas pu être confirmé. Vérifiez votre carte et réessayez.";

/** The site's colour for Stripe's form, when it is one Stripe reads (#rrggbb). */
function primaryColour(): string | undefined {
  const value = getComputedStyle(document.documentElement).getPropertyValue("--color-primary").trim();
  return /^#[0-9a-f]{6}$/i.test(value) ? value : undefined;
}

/** Mounts Stripe's Payment Element in `container`; `onReady` once it is drawn. */
export async function mountPaymentElement(
  container: HTMLElement,
  keys: CardKeys,
  onReady: () => void,
): Promise<CardSession> {
  const stripe = await loadStripe(keys.publishableKey, {
    locale: "fr",
    ...(keys.stripeAccount ? { stripeAccount: keys.stripeAccount } : {}),
  });
  if (!stripe) throw new Error("Stripe.js did not load");
  const colorPrimary = primaryColour();
  const elements = stripe.elements({
    clientSecret: keys.clientSecret,
    locale: "fr",
    appearance: {
      theme: "stripe",
      variables: { borderRadius: "8px", ...(colorPrimary ? { colorPrimary } : {}) },
    },
  });
  const element = elements.create("payment", { layout: "tabs" });
  element.on("ready", onReady);
  element.mount(container);
  return {
    async confirm(returnUrl) {
      const { error } = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl } });
      return error?.message ?? CONFIRM_FAILED;
    },
    destroy: () => element.destroy(),
  };
}
