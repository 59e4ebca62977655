import type { PaymentMethod } from "@vitrine/shared/schemas/orders";
import { formatEuros } from "@vitrine/shared/shop-rules";
import { useEffect, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { FieldError, FormMessage } from "../account/fields";
import { CART_PATH } from "../shop/paths";
import { CARD_NEEDS_SCRIPT, METHOD_DESCRIPTIONS, methodLabel } from "./payment-methods";
import type { PaymentStepData, PlaceResult } from "./payment-step.server";
import { stepPath } from "./steps";

/**
 * Step 4: the site's payment methods and the order's button. A plain form post: the offline
 * methods (transfer, cheque, payment at pickup) order without JavaScript; the card needs it (its
 * form is Stripe's), which the page says where scripts do not run.
 */
export function PaymentStep({
  payment,
  total,
  result,
}: {
  payment: PaymentStepData;
  total: number;
  result: PlaceResult | undefined;
}) {
  const busy = useNavigation().state !== "idle";
  // Tells the server that scripts run, so the card's payment page can show Stripe's form.
  const [scripts, setScripts] = useState(false);
  useEffect(() => setScripts(true), []);
  const { methods } = payment;
  const typed = (name: string) => (typeof result?.values[name] === "string" ? result.values[name] : "");
  const chosen = typed("paymentMethod") || (methods.length === 1 ? methods[0] : "");
  const error = result?.errors.paymentMethod;
  if (methods.length === 0) {
    return (
      <FormMessage kind="error">
        Cette boutique ne propose aucun moyen de paiement pour ce mode de livraison.{" "}
        <Link to={stepPath("livraison")}>Choisir une autre livraison</Link>
      </FormMessage>
    );
  }
  return (
    <Form method="post" action={stepPath("paiement")} className="checkout-form" noValidate>
      <input type="hidden" name="intent" value="place" />
      <input type="hidden" name="idempotencyKey" value={payment.idempotencyKey} />
      <input type="hidden" name="lines" value={payment.lines} />
      {scripts ? <input type="hidden" name="script" value="1" /> : null}
      {result?.status === "error" ? (
        <FormMessage kind="error">
          {result.message}
          {result.fix ? (
            <>
              {" "}
              <Link to={result.fix.path}>{result.fix.label}</Link>
            </>
          ) : null}
        </FormMessage>
      ) : null}
      {payment.problems.length > 0 ? <LineProblems problems={payment.problems} /> : null}
      <fieldset className="checkout-section" aria-describedby={error ? "paiement-erreur" : undefined}>
        <legend>Moyen de paiement</legend>
        <div className="checkout-carriers">
          {methods.map((method) => (
            <MethodChoice key={method} method={method} checked={chosen === method} />
          ))}
        </div>
        {error ? <FieldError id="paiement-erreur">{error}</FieldError> : null}
      </fieldset>
      <div className="field">
        <label className="field__label" htmlFor="commande-message">
          Un message pour la boutique (facultatif)
        </label>
        <textarea
          id="commande-message"
          name="message"
          className="field__input checkout-message"
          rows={3}
          maxLength={1000}
          defaultValue={typed("message")}
        />
      </div>
      <p className="checkout-payment__terms">
        {total === 0
          ? "Vous n'aurez rien à payer pour cette commande."
          : `En validant, vous passez une commande avec obligation de paiement de ${formatEuros(total)}.`}
      </p>
      <div className="checkout-form__buttons">
        <Link to={stepPath("recapitulatif")}>← Récapitulatif</Link>
        <button type="submit" className="btn btn--primary checkout-form__submit" disabled={busy}>
          {busy
            ? "Commande en cours…"
            : total === 0
              ? "Valider la commande"
              : `Commander et payer ${formatEuros(total)}`}
        </button>
      </div>
    </Form>
  );
}

function MethodChoice({ method, checked }: { method: PaymentMethod; checked: boolean }) {
  return (
    <label className="choice-card">
      <input type="radio" name="paymentMethod" value={method} defaultChecked={checked} />
      <span className="choice-card__body">
        <strong>{methodLabel(method)}</strong>
        <span className="choice-card__meta">{METHOD_DESCRIPTIONS[method]}</span>
        {method === "CARD" ? (
          <noscript>
            <span className="choice-card__warning">{CARD_NEEDS_SCRIPT}</span>
          </noscript>
        ) : null}
      </span>
    </label>
  );
}

/** What POST /order/validate says of the lines, before the order is tried. */
function LineProblems({ problems }: { problems: string[] }) {
  return (
    <div className="form-message form-message--error" role="alert">
      <p>Certains produits ne peuvent pas être commandés tels quels :</p>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
      <Link to={CART_PATH}>Modifier mon panier</Link>
    </div>
  );
}
