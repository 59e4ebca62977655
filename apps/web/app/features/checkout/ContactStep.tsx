import type { User } from "@vitrine/shared/schemas/account";
import type { MemberAddress } from "@vitrine/shared/schemas/addresses";
import type { Country } from "@vitrine/shared/schemas/geo";
import { Form, Link, useNavigation } from "react-router";
import { Checkbox, Field, FieldError, FormMessage, RequiredLegend } from "../account/fields";
import { AddressFields, type AddressValues } from "../addresses/AddressFields";
import { AddressLines } from "../addresses/AddressLines";
import type { FormResult } from "../forms/form-result";
import type { CheckoutAddress, CheckoutState } from "./checkout-state.server";
import { CHECKOUT_PATH } from "./steps";

interface ContactStepProps {
  user: User | null;
  savedAddresses: MemberAddress[];
  /** Every country, for the billing address. */
  countries: Country[];
  /** The countries the site ships to, for the shipping address. */
  shippingCountries: Country[];
  /** Where the site ships, or null when it ships everywhere. */
  servedPlaces: string | null;
  /** Why the site cannot ship to a saved address, by its id. */
  undeliverable: Record<number, string>;
  /** The site offers click-and-collect: the delivery step will offer a pickup beside delivery. */
  pickupOffered: boolean;
  state: CheckoutState;
  result: FormResult | undefined;
}

/** A member's name and phone, to start a new address with (they stay editable). */
function profileValues(user: User | null): AddressValues {
  if (!user) return {};
  return {
    "shipping.firstname": user.firstname,
    "shipping.lastname": user.lastname,
    "shipping.phone": user.phone ?? "",
    "billing.firstname": user.firstname,
    "billing.lastname": user.lastname,
  };
}

/** A stored checkout address as the form's values under `prefix`. */
function storedValues(address: CheckoutAddress | undefined, prefix: string): AddressValues {
  if (!address) return {};
  const values: AddressValues = {};
  for (const [key, value] of Object.entries(address)) {
    if (key !== "countryCode" && key !== "countryName" && value !== null)
      values[`${prefix}${key}`] = String(value);
  }
  return values;
}

/** A saved address equal to the stored one, to tick it again. */
const sameAs = (saved: MemberAddress, stored: CheckoutAddress | undefined) =>
  stored !== undefined &&
  saved.firstPart === stored.firstPart &&
  saved.postalCode === stored.postalCode &&
  saved.lastname === stored.lastname &&
  saved.country.id === stored.country;

/** Step 1: who orders (member, or guest with an e-mail) and where to deliver and bill. */
export function ContactStep(props: ContactStepProps) {
  const { user, savedAddresses, countries, state, result } = props;
  const busy = useNavigation().state !== "idle";
  const errors = result?.errors ?? {};
  const values: AddressValues = (result?.values as AddressValues | undefined) ?? {
    ...(state.shipping ? {} : profileValues(user)),
    email: state.email,
    ...storedValues(state.shipping, "shipping."),
    ...storedValues(state.billing, "billing."),
    sameBilling: state.shipping && state.billing ? "" : "on",
  };
  const loginPath = `/auth?redirectTo=${encodeURIComponent(CHECKOUT_PATH)}`;
  return (
    <Form
      method="post"
      action={CHECKOUT_PATH}
      noValidate
      className="checkout-form account-form"
      id="checkout-contact"
      // A fee calculation follows this post: a second one is skipped while it runs (spec section 4).
      onSubmit={(event) => {
        if (busy) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value="contact" />
      {result?.status === "error" ? <FormMessage kind="error">{result.message}</FormMessage> : null}
      <section className="checkout-section" aria-labelledby="contact-titre">
        <h2 id="contact-titre">Contact</h2>
        {user ? (
          <p>
            Connecté en tant que <strong>{user.email}</strong>.
          </p>
        ) : (
          <>
            <p className="checkout-account">
              Vous avez un compte ? <Link to={loginPath}>Se connecter</Link> ou{" "}
              <Link to={`${loginPath}#inscription`}>créer un compte</Link> pour retrouver vos adresses. Sinon,
              continuez en invité :
            </p>
            <Field
              id="commande-email"
              name="email"
              type="email"
              label="Adresse e-mail"
              autoComplete="email"
              required
              defaultValue={values.email ?? ""}
              error={errors.email}
              hint="Pour vous envoyer la confirmation et le suivi de la commande."
            />
          </>
        )}
      </section>
      <RequiredLegend />
      <AddressChoice
        kind="shipping"
        title="Adresse de livraison"
        saved={savedAddresses.filter((a) => a.type === "SHIPPING")}
        stored={state.shipping}
        countries={props.shippingCountries}
        notice={props.servedPlaces}
        undeliverable={props.undeliverable}
        pickupOffered={props.pickupOffered}
        {...{ values, errors }}
      />
      {user ? (
        <Checkbox id="commande-enregistrer" name="saveAddress" defaultChecked={values.saveAddress === "on"}>
          Enregistrer la nouvelle adresse dans mon compte
        </Checkbox>
      ) : null}
      <section className="checkout-section checkout-billing" aria-labelledby="facturation-titre">
        <h2 id="facturation-titre">Adresse de facturation</h2>
        <Checkbox id="commande-meme-adresse" name="sameBilling" defaultChecked={values.sameBilling === "on"}>
          Identique à l'adresse de livraison
        </Checkbox>
        <div className="checkout-billing__fields">
          <AddressChoice
            kind="billing"
            title="Autre adresse de facturation"
            saved={savedAddresses.filter((a) => a.type === "BILLING")}
            stored={state.billing}
            {...{ values, errors, countries }}
          />
        </div>
      </section>
      <button type="submit" className="btn btn--primary checkout-form__submit" disabled={busy}>
        {busy ? "Calcul des frais de livraison…" : "Continuer vers la livraison"}
      </button>
    </Form>
  );
}

function AddressChoice({
  kind,
  title,
  saved,
  stored,
  values,
  errors,
  countries,
  notice = null,
  undeliverable = {},
  pickupOffered = false,
}: {
  kind: "shipping" | "billing";
  title: string;
  saved: MemberAddress[];
  stored: CheckoutAddress | undefined;
  values: AddressValues;
  errors: Record<string, string>;
  countries: Country[];
  /** Where the site ships, said before the choice. */
  notice?: string | null;
  /** Saved addresses that cannot be chosen, with the reason. */
  undeliverable?: Record<number, string>;
  /** A pickup will be offered at the next step: the address is not necessarily where to deliver. */
  pickupOffered?: boolean;
}) {
  const prefix = kind === "shipping" ? "livraison" : "facturation";
  const usable = saved.filter((a) => !undeliverable[a.id]);
  // A default the site cannot ship to gives way to another saved address.
  const preferred =
    usable.find((a) => a.isDefault) ?? (saved.some((a) => a.isDefault) ? usable[0] : undefined);
  const chosen =
    values[`${kind}Choice`] ??
    String((stored ? usable.find((a) => sameAs(a, stored)) : preferred)?.id ?? "new");
  const choiceError = errors[`${kind}Choice`];
  const fields = (
    <div className="checkout-new-address">
      <input type="hidden" name={`${kind}.type`} value={kind === "shipping" ? "SHIPPING" : "BILLING"} />
      <AddressFields
        idPrefix={prefix}
        name={`${kind}.`}
        values={values}
        errors={errors}
        countries={countries}
        phoneRequired={kind === "shipping"}
        phoneHint={pickupOffered ? "Pour vous joindre au sujet de la livraison ou du retrait." : undefined}
      />
    </div>
  );
  return (
    <fieldset
      className="checkout-section checkout-address"
      aria-describedby={choiceError ? `${prefix}-choix-erreur` : undefined}
    >
      <legend>{title}</legend>
      {pickupOffered ? (
        <p className="checkout-served" id={`${prefix}-retrait`}>
          Vous choisirez à l'étape suivante entre la livraison à cette adresse et le retrait sur place.
        </p>
      ) : null}
      {notice ? (
        <p className="checkout-served" id={`${prefix}-zones`}>
          {notice}
        </p>
      ) : null}
      {saved.length > 0 ? (
        <div className="checkout-saved">
          {saved.map((address) => {
            const reason = undeliverable[address.id];
            const reasonId = `${prefix}-adresse-${address.id}-refus`;
            return (
              <label
                key={address.id}
                className={reason ? "choice-card choice-card--disabled" : "choice-card"}
              >
                <input
                  type="radio"
                  name={`${kind}Choice`}
                  value={address.id}
                  defaultChecked={chosen === String(address.id)}
                  disabled={Boolean(reason)}
                  aria-describedby={reason ? reasonId : undefined}
                />
                <span className="choice-card__body">
                  <AddressLines address={address} />
                  {reason ? (
                    <span className="choice-card__warning" id={reasonId}>
                      {reason}
                    </span>
                  ) : null}
                </span>
              </label>
            );
          })}
          <label className="choice-card choice-card--new">
            <input type="radio" name={`${kind}Choice`} value="new" defaultChecked={chosen === "new"} />
            <span>Nouvelle adresse</span>
          </label>
        </div>
      ) : null}
      {choiceError ? <FieldError id={`${prefix}-choix-erreur`}>{choiceError}</FieldError> : null}
      {fields}
    </fieldset>
  );
}
