import { ADULT_CONFIRMATION_LABEL, MINORS_MESSAGE } from "@vitrine/shared/catalog-rules";
import type { Cart } from "@vitrine/shared/schemas/shop";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Checkbox, FormMessage } from "../account/fields";
import { AddressLines } from "../addresses/AddressLines";
import type { FormResult } from "../forms/form-result";
import { DiscountCodeForm } from "../shop/CartTotals";
import type { CheckoutState } from "./checkout-state.server";
import { type StepId, stepPath } from "./steps";

/** One part of the recap: what was chosen, and the link back to its step. */
function RecapRow({
  term,
  step,
  what,
  children,
}: {
  term: string;
  step: StepId;
  /** What the link changes, for screen readers ("le contact"). */
  what: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
      <dd>
        <Link to={stepPath(step)}>
          Modifier<span className="visually-hidden"> {what}</span>
        </Link>
      </dd>
    </div>
  );
}

/** What was chosen, each part with a link back to its step. */
export function ChoicesRecap({
  state,
  email,
  carrier,
}: {
  state: CheckoutState;
  email: string;
  carrier: string | null;
}) {
  const shipping = state.shipping!;
  const { billing, accessPoint, clickAndCollect } = state;
  return (
    <dl className="checkout-recap">
      <RecapRow term="Contact" step="coordonnees" what="le contact">
        {email}
      </RecapRow>
      {clickAndCollect ? (
        // Nothing is shipped: the address typed is the invoice's alone (the order keeps no other).
        <RecapRow term="Facturation" step="coordonnees" what="l'adresse de facturation">
          <AddressLines address={{ ...(billing ?? shipping), country: (billing ?? shipping).countryName }} />
        </RecapRow>
      ) : (
        <>
          <RecapRow term="Livraison" step="coordonnees" what="l'adresse de livraison">
            <AddressLines address={{ ...shipping, country: shipping.countryName }} />
          </RecapRow>
          <RecapRow term="Facturation" step="coordonnees" what="l'adresse de facturation">
            {billing ? (
              <AddressLines address={{ ...billing, country: billing.countryName }} />
            ) : (
              "Identique à l'adresse de livraison"
            )}
          </RecapRow>
        </>
      )}
      <RecapRow term="Mode de livraison" step="livraison" what="le mode de livraison">
        {carrier ?? "Sans expédition"}
        {clickAndCollect ? <span className="checkout-recap__relay">{clickAndCollect.place}</span> : null}
        {accessPoint ? (
          <span className="checkout-recap__relay">
            Point relais : {accessPoint.name}, {accessPoint.addLine1}, {accessPoint.zipCode}{" "}
            {accessPoint.city}
          </span>
        ) : null}
      </RecapRow>
    </dl>
  );
}

/** Step 3: the choices to check, the sale terms and, on a site selling alcohol, the age confirmation. */
export function ReviewStep({
  sellsAlcohol,
  pickup,
  result,
}: {
  sellsAlcohol: boolean;
  /** Click-and-collect: the bottles are handed over at the shop, not delivered. */
  pickup: boolean;
  result: FormResult | undefined;
}) {
  const busy = useNavigation().state !== "idle";
  const mine = result?.form === "review" ? result : undefined;
  return (
    <Form
      method="post"
      action={stepPath("recapitulatif")}
      noValidate
      className="checkout-form checkout-confirm"
    >
      <input type="hidden" name="intent" value="review" />
      {mine ? <FormMessage kind="error">{mine.message}</FormMessage> : null}
      <Checkbox id="commande-cgv" name="acceptTerms" required error={mine?.errors.acceptTerms}>
        J'ai lu et j'accepte les{" "}
        <Link to="/sale-terms" target="_blank">
          conditions générales de vente
        </Link>
      </Checkbox>
      {sellsAlcohol ? (
        <Checkbox
          id="commande-majeur"
          name="adult"
          required
          error={mine?.errors.adult}
          hint={`${MINORS_MESSAGE} Une pièce d'identité peut vous être demandée ${pickup ? "au retrait" : "à la livraison"}.`}
        >
          {ADULT_CONFIRMATION_LABEL.replace(/\.$/, "")}
        </Checkbox>
      ) : null}
      <div className="checkout-form__buttons">
        <Link to={stepPath("livraison")}>← Livraison</Link>
        <button type="submit" className="btn btn--primary checkout-form__submit" disabled={busy}>
          Valider et passer au paiement
        </button>
      </div>
    </Form>
  );
}

/** The discount code on the summary, as on the cart page. */
export function DiscountForm({ cart, result }: { cart: Cart; result: FormResult | undefined }) {
  const mine = result?.form === "discount" || result?.form === "remove-discount" ? result : undefined;
  const typed = typeof mine?.values.discountCode === "string" ? mine.values.discountCode : "";
  return (
    <DiscountCodeForm
      cart={cart}
      inputId="commande-code-promo"
      action={stepPath("recapitulatif")}
      typed={typed}
    >
      {mine ? (
        <p
          className={`form-message form-message--${mine.status}`}
          role={mine.status === "error" ? "alert" : "status"}
        >
          {mine.message}
        </p>
      ) : null}
    </DiscountCodeForm>
  );
}
