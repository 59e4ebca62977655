import { ADDRESS_TYPES, MAX_MEMBER_ADDRESSES, type MemberAddress } from "@vitrine/shared/schemas/addresses";
import type { Country } from "@vitrine/shared/schemas/geo";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { Checkbox, FormMessage, RequiredLegend } from "../account/fields";
import { type FormResult, resultOf } from "../forms/form-result";
import { AddressFields } from "./AddressFields";
import { AddressLines } from "./AddressLines";

export const ADDRESS_TYPE_LABELS: Record<MemberAddress["type"], string> = {
  SHIPPING: "Adresse de livraison",
  BILLING: "Adresse de facturation",
};

interface AddressBookProps {
  addresses: MemberAddress[];
  countries: Country[];
  /** The address being edited, "new" for the form of a new one, null for none. */
  editing: MemberAddress | "new" | null;
  notice: string | null;
}

/** Mes adresses: the saved addresses by type, a form to add or change one (no JavaScript needed). */
export function AddressBook({ addresses, countries, editing, notice }: AddressBookProps) {
  const result = useActionData<FormResult>();
  const failure = resultOf(result, "address") ?? resultOf(result, "address-delete");
  const busy = useNavigation().state === "submitting";
  const full = addresses.length >= MAX_MEMBER_ADDRESSES;
  // After an error the form stays open with what was typed.
  const open = failure?.form === "address" ? (editing ?? "new") : editing;
  return (
    <section id="adresses" className="card account-card" aria-labelledby="adresses-titre">
      <h2 id="adresses-titre">Mes adresses</h2>
      {notice ? <FormMessage kind="success">{notice}</FormMessage> : null}
      {failure && failure.form === "address-delete" ? (
        <FormMessage kind="error">{failure.message}</FormMessage>
      ) : null}
      {addresses.length === 0 ? (
        <p>Enregistrez vos adresses de livraison et de facturation pour commander plus vite.</p>
      ) : (
        ADDRESS_TYPES.map((type) => {
          const ofType = addresses.filter((a) => a.type === type);
          if (ofType.length === 0) return null;
          return (
            <div key={type} className="address-book__group">
              <h3>{type === "SHIPPING" ? "Livraison" : "Facturation"}</h3>
              <ul className="address-book">
                {ofType.map((address) => (
                  <li key={address.id} className="address-card">
                    {address.isDefault ? <p className="address-card__badge">Par défaut</p> : null}
                    <AddressLines address={address} />
                    <div className="address-card__actions">
                      <Link to={`?adresse=${address.id}#adresses`} preventScrollReset>
                        Modifier<span className="visually-hidden"> l'adresse {address.firstPart}</span>
                      </Link>
                      <Form method="post" preventScrollReset>
                        <input type="hidden" name="intent" value="address-delete" />
                        <input type="hidden" name="addressId" value={address.id} />
                        <button type="submit" className="link-button" disabled={busy}>
                          Supprimer<span className="visually-hidden"> l'adresse {address.firstPart}</span>
                        </button>
                      </Form>
                    </div>
                  </li>
                ))}
              </ul>
            </div>
          );
        })
      )}
      {open ? (
        <AddressForm
          address={open === "new" ? null : open}
          countries={countries}
          failure={failure}
          busy={busy}
        />
      ) : full ? (
        <p className="account-form__aside">
          Vous avez enregistré {MAX_MEMBER_ADDRESSES} adresses, le maximum : supprimez-en une pour en ajouter
          une autre.
        </p>
      ) : (
        <p>
          <Link to="?adresse=nouvelle#adresses" className="btn btn--ghost" preventScrollReset>
            Ajouter une adresse
          </Link>
        </p>
      )}
    </section>
  );
}

function AddressForm({
  address,
  countries,
  failure,
  busy,
}: {
  address: MemberAddress | null;
  countries: Country[];
  failure: FormResult | undefined;
  busy: boolean;
}) {
  const values = failure?.values ?? (address ? savedValues(address) : { type: "SHIPPING" });
  const errors = failure?.errors ?? {};
  const type = typeof values.type === "string" ? values.type : "SHIPPING";
  return (
    <Form method="post" noValidate className="account-form address-form" preventScrollReset>
      <h3>{address ? "Modifier l'adresse" : "Nouvelle adresse"}</h3>
      <input type="hidden" name="intent" value="address" />
      {address ? <input type="hidden" name="addressId" value={address.id} /> : null}
      {failure ? <FormMessage kind="error">{failure.message}</FormMessage> : null}
      <RequiredLegend />
      <fieldset className="account-form__choices address-form__type">
        <legend>Type d'adresse</legend>
        {ADDRESS_TYPES.map((code) => (
          <div key={code} className="field__check">
            <input
              type="radio"
              id={`adresse-type-${code}`}
              name="type"
              value={code}
              defaultChecked={type === code}
            />
            <label htmlFor={`adresse-type-${code}`}>{ADDRESS_TYPE_LABELS[code]}</label>
          </div>
        ))}
        {errors.type ? <p className="field__error">{errors.type}</p> : null}
      </fieldset>
      <AddressFields
        idPrefix={address ? `adresse-${address.id}` : "adresse-nouvelle"}
        values={values as Record<string, string>}
        errors={errors}
        countries={countries}
      />
      <Checkbox id="adresse-defaut" name="isDefault" defaultChecked={address?.isDefault ?? false}>
        Utiliser par défaut pour ce type d'adresse
      </Checkbox>
      <div className="address-form__buttons">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? "Enregistrement…" : "Enregistrer l'adresse"}
        </button>
        <Link to="/mon-compte#adresses" preventScrollReset>
          Annuler
        </Link>
      </div>
    </Form>
  );
}

/** A saved address as the form's values. */
export function savedValues(address: MemberAddress): Record<string, string> {
  return {
    type: address.type,
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company ?? "",
    firstPart: address.firstPart,
    secondPart: address.secondPart ?? "",
    postalCode: address.postalCode,
    city: address.city,
    country: String(address.country.id),
    phone: address.phone ?? "",
    companyId: address.companyId ?? "",
    vatNumber: address.vatNumber ?? "",
  };
}
