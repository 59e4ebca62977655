import { type FormEvent, useEffect, useRef, useState } from "react";
import { FormMessage } from "../account/fields";
import type { CardKeys, CardSession } from "./stripe-element";

type Phase = "server" | "loading" | "ready" | "paying" | "failed";

/** Drawn within this time or the form counts as shown (a Stripe.js that never says "ready"). */
const READY_FALLBACK_MS = 4000;

/**
 * The card's form: Stripe's Payment Element, loaded after the page is drawn (its own chunk, then
 * Stripe.js), the payment confirmed by Stripe, which comes back to `returnUrl`. Its place is kept
 * from the first paint (no layout shift); without JavaScript the page says it needs it.
 */
export function CardPayment({
  keys,
  returnUrl,
  amount,
  onRefused,
}: {
  keys: CardKeys;
  returnUrl: string;
  amount: string;
  /** After a refusal: the order may have changed meanwhile (a failed payment cancels it). */
  onRefused: () => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const session = useRef<CardSession | null>(null);
  const [phase, setPhase] = useState<Phase>("server");
  const [error, setError] = useState<string | null>(null);
  const { publishableKey, stripeAccount, clientSecret } = keys;
  useEffect(() => {
    let gone = false;
    setPhase("loading");
    const ready = () => !gone && setPhase((now) => (now === "loading" ? "ready" : now));
    const fallback = window.setTimeout(ready, READY_FALLBACK_MS);
    import("./stripe-element")
      .then(({ mountPaymentElement }) =>
        mountPaymentElement(container.current!, { publishableKey, stripeAccount, clientSecret }, ready),
      )
      .then((mounted) => {
        if (gone) mounted.destroy();
        else session.current = mounted;
      })
      .catch(() => !gone && setPhase("failed"));
    return () => {
      gone = true;
      window.clearTimeout(fallback);
      session.current?.destroy();
      session.current = null;
    };
  }, [publishableKey, stripeAccount, clientSecret]);

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (!session.current || phase !== "ready") return;
    setPhase("paying");
    setError(null);
    const refusal = await session.current.confirm(returnUrl);
    setError(refusal);
    setPhase("ready");
    onRefused();
  }

  return (
    <form
      className="card-payment"
      onSubmit={pay}
      noValidate
      aria-busy={phase === "loading" || phase === "paying"}
    >
      <div className="card-payment__frame">
        <div ref={container} className="card-payment__element" />
        {phase === "loading" ? (
          <p className="card-payment__loading" role="status">
            Chargement du formulaire de paiement sécurisé…
          </p>
        ) : null}
        <noscript>
          <p className="card-payment__loading">
            Le paiement par carte nécessite JavaScript : activez-le dans votre navigateur pour saisir votre
            carte.
          </p>
        </noscript>
      </div>
      {phase === "failed" ? (
        <FormMessage kind="error">
          Le formulaire de paiement n'a pas pu être chargé.{" "}
          <a href={globalThis.location?.href}>Recharger la page</a>
        </FormMessage>
      ) : null}
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
      <button type="submit" className="btn btn--primary card-payment__pay" disabled={phase !== "ready"}>
        {phase === "paying" ? "Paiement en cours…" : `Payer ${amount}`}
      </button>
      <p className="card-payment__secure">
        Paiement sécurisé par Stripe : votre carte ne passe jamais par ce site.
      </p>
    </form>
  );
}
