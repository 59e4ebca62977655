import type { FieldErrors } from "@vitrine/shared/envelope";
import type { Country } from "@vitrine/shared/schemas/geo";
import { type RefObject, useEffect, useId, useRef, useState } from "react";
import { Field, SelectField } from "../account/fields";
import type { FormValues } from "../forms/form-result";
import { CITIES_PATH } from "./paths";

/** What an address form shows: the typed values (after an error) or a saved address. */
export type AddressValues = Record<string, string | undefined>;

interface AddressFieldsProps {
  /** Prefix of the ids on the page ("livraison", "adresse-12"). */
  idPrefix: string;
  /** Prefix of the posted names ("shipping." → "shipping.city"), "" for bare names. */
  name?: string;
  values: AddressValues;
  errors: FieldErrors;
  countries: Country[];
  /** Whether the phone is asked (checkout: the carrier may call). */
  phoneRequired?: boolean;
  /** What the phone is for, under its field. */
  phoneHint?: string;
}

/** The fields of a company's identifiers, after its name (decision 045). */
const BUSINESS_ID_FIELDS = ["companyId", "vatNumber"] as const;

const value = (values: AddressValues | FormValues, key: string) => {
  const v = values[key];
  return typeof v === "string" ? v : "";
};

/**
 * The fields of a postal address, named as POST /user/address and the order name them. With
 * JavaScript, a French postal code proposes its communes (GET /cities through the site).
 */
export function AddressFields({
  idPrefix,
  name = "",
  values,
  errors,
  countries,
  phoneRequired,
  phoneHint = "Pour le transporteur, en cas de besoin.",
}: AddressFieldsProps) {
  const id = (field: string) => `${idPrefix}-${field}`;
  const field = (key: string) => ({
    id: id(key),
    name: `${name}${key}`,
    defaultValue: value(values, `${name}${key}`),
    error: errors[`${name}${key}`],
  });
  const france = countries.find((c) => c.alphaTwo === "FR");
  const [countryId, setCountryId] = useState(value(values, `${name}country`) || String(france?.id ?? ""));
  const [postalCode, setPostalCode] = useState(value(values, `${name}postalCode`));
  const cities = useCityLookup(postalCode, countryId === String(france?.id) ? countryId : null);
  const listId = `${useId()}-communes`;
  const countryError = errors[`${name}country`];
  const autoComplete = (token: string) =>
    idPrefix.includes("factur") ? `billing ${token}` : `shipping ${token}`;
  const root = useRef<HTMLDivElement>(null);
  const companyFilled = useCompanyFilled(root, `${name}company`);
  // Shown until scripts run (and while one of them is refused), then only with a company.
  const idsHidden = companyFilled === false && !BUSINESS_ID_FIELDS.some((key) => errors[`${name}${key}`]);
  return (
    <div className="address-fields" ref={root}>
      <div className="account-form__row">
        <Field {...field("firstname")} label="Prénom" autoComplete={autoComplete("given-name")} required />
        <Field {...field("lastname")} label="Nom" autoComplete={autoComplete("family-name")} required />
      </div>
      <Field {...field("company")} label="Société (facultatif)" autoComplete={autoComplete("organization")} />
      {/* Hidden once the company is emptied, its fields are not sent either (disabled). */}
      <fieldset
        className="address-fields__business"
        id={id("identifiants")}
        hidden={idsHidden}
        disabled={idsHidden}
      >
        <legend className="visually-hidden">Identifiants de la société</legend>
        <Field
          {...field("companyId")}
          label="SIREN ou SIRET (facultatif)"
          inputMode="numeric"
          autoComplete="off"
          maxLength={40}
          hint="9 ou 14 chiffres, repris sur la facture de la société."
        />
        <Field
          {...field("vatNumber")}
          label="Numéro de TVA intracommunautaire (facultatif)"
          autoComplete="off"
          maxLength={40}
          hint="Par exemple FR44732829320."
        />
      </fieldset>
      <Field {...field("firstPart")} label="Adresse" autoComplete={autoComplete("address-line1")} required />
      <Field
        {...field("secondPart")}
        label="Complément d'adresse (facultatif)"
        autoComplete={autoComplete("address-line2")}
        hint="Bâtiment, étage, lieu-dit…"
      />
      <div className="account-form__row address-fields__city">
        <Field
          {...field("postalCode")}
          label="Code postal"
          autoComplete={autoComplete("postal-code")}
          inputMode={countryId === String(france?.id) ? "numeric" : undefined}
          maxLength={12}
          required
          onChange={(event) => setPostalCode(event.currentTarget.value.trim())}
        />
        <Field
          {...field("city")}
          label="Ville"
          autoComplete={autoComplete("address-level2")}
          list={cities.length > 0 ? listId : undefined}
          required
        />
        {cities.length > 0 ? (
          <datalist id={listId}>
            {cities.map((city) => (
              <option key={`${city.inseeCode}-${city.name}`} value={city.name} />
            ))}
          </datalist>
        ) : null}
      </div>
      <SelectField
        id={id("country")}
        name={`${name}country`}
        label="Pays"
        autoComplete={autoComplete("country")}
        value={countryId}
        onChange={(event) => setCountryId(event.currentTarget.value)}
        error={countryError}
        required
      >
        {countries.map((country) => (
          <option key={country.id} value={country.id}>
            {country.name}
          </option>
        ))}
      </SelectField>
      <Field
        {...field("phone")}
        type="tel"
        label={phoneRequired ? "Téléphone" : "Téléphone (facultatif)"}
        autoComplete={autoComplete("tel")}
        required={phoneRequired}
        hint={phoneHint}
      />
    </div>
  );
}

/**
 * Whether the company field of `root` named `name` is filled, followed as it is typed (or filled by
 * a script: the checkout restores an address and tells it with an input event); null until then.
 */
function useCompanyFilled(root: RefObject<HTMLDivElement | null>, name: string) {
  const [filled, setFilled] = useState<boolean | null>(null);
  useEffect(() => {
    const input = root.current?.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    if (!input) return;
    const update = () => setFilled(input.value.trim() !== "");
    update();
    input.addEventListener("input", update);
    return () => input.removeEventListener("input", update);
  }, [root, name]);
  return filled;
}

/** The communes of a complete French postal code, fetched once the visitor has typed it. */
function useCityLookup(postalCode: string, frenchCountryId: string | null) {
  const [cities, setCities] = useState<Array<{ name: string; inseeCode: string }>>([]);
  const last = useRef("");
  useEffect(() => {
    if (!frenchCountryId || !/^\d{5}$/.test(postalCode)) {
      setCities([]);
      return;
    }
    const key = `${postalCode}/${frenchCountryId}`;
    if (last.current === key) return;
    last.current = key;
    const controller = new AbortController();
    fetch(`${CITIES_PATH}?cp=${postalCode}&pays=${frenchCountryId}`, { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : []))
      .then((found: Array<{ name: string; inseeCode: string }>) => setCities(found))
      .catch(() => setCities([]));
    return () => controller.abort();
  }, [postalCode, frenchCountryId]);
  return cities;
}
