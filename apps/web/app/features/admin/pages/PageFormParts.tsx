import type { FieldErrors } from "@vitrine/shared/envelope";
import { type AddressCheck, checkAddress, type TakenSlug } from "@vitrine/shared/page-address";
import { PAGE_LINK_TYPES } from "@vitrine/shared/schemas/admin-pages";
import { type ChangeEvent, useState } from "react";
import { Field, SelectField, TextAreaField } from "../../account/fields";
import { KIND_LABELS, LINK_TYPE_LABELS, PAGE_KINDS, type PageKind, screenLabel } from "./page-fields";

/** Pieces of the new page and page property forms. */

/** The text fields of a form as they are typed: read by the live checks. */
export function useTypedFields(initial: Record<string, string>) {
  const [typed, setTyped] = useState(initial);
  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    const field = event.target as unknown as HTMLInputElement;
    if (!field.name || field.type === "checkbox") return;
    setTyped((current) => ({ ...current, [field.name]: field.value }));
  };
  return { typed, onChange };
}

interface KindFieldsProps {
  idPrefix: string;
  values: Record<string, string>;
  errors: FieldErrors;
  /** The screens the site has (cmsRoutesOf). */
  screens: readonly string[];
}

/**
 * What the menu entry is, and the fields of a link or a screen: each kind's fields show when it is
 * chosen (CSS `:has`, so without JavaScript too).
 */
export function KindFields({ idPrefix, values, errors, screens }: KindFieldsProps) {
  const kind = (values.kind as PageKind) || "layout";
  return (
    <>
      <fieldset className="page-form__kinds">
        <legend>Type de page</legend>
        {PAGE_KINDS.map((value) => (
          <div key={value} className="page-form__kind">
            <input
              type="radio"
              id={`${idPrefix}-type-${value}`}
              name="kind"
              value={value}
              defaultChecked={kind === value}
              aria-describedby={`${idPrefix}-type-${value}-aide`}
            />
            <label htmlFor={`${idPrefix}-type-${value}`}>{KIND_LABELS[value].label}</label>
            <p className="field__hint" id={`${idPrefix}-type-${value}-aide`}>
              {KIND_LABELS[value].hint}
            </p>
          </div>
        ))}
      </fieldset>
      <div className="page-form__for page-form__for--link">
        <SelectField
          id={`${idPrefix}-lien-type`}
          name="link.type"
          label="Le lien mène à"
          defaultValue={values["link.type"] || "INTERNAL"}
          error={errors["link.type"]}
        >
          {PAGE_LINK_TYPES.map((type) => (
            <option key={type} value={type}>
              {LINK_TYPE_LABELS[type]}
            </option>
          ))}
        </SelectField>
        <Field
          id={`${idPrefix}-lien-adresse`}
          name="link.url"
          label="Adresse du lien"
          defaultValue={values["link.url"] ?? ""}
          error={errors["link.url"]}
          hint="Un chemin du site (/nous-contacter) ou une adresse complète (https://…)."
        />
        <TextAreaField
          id={`${idPrefix}-lien-script`}
          name="link.jsCode"
          label="Code JavaScript du lien"
          defaultValue={values["link.jsCode"] ?? ""}
          error={errors["link.jsCode"]}
          rows={3}
        />
      </div>
      <div className="page-form__for page-form__for--cms">
        <SelectField
          id={`${idPrefix}-ecran`}
          name="cms.route"
          label="Écran du site"
          defaultValue={values["cms.route"] ?? ""}
          error={errors["cms.route"]}
        >
          <option value="">Choisissez un écran</option>
          {screens.map((route) => (
            <option key={route} value={route}>
              {screenLabel(route)} ({route})
            </option>
          ))}
        </SelectField>
      </div>
    </>
  );
}

/** The hint of a text search engines show: its length against what they show whole. */
export function lengthHint(length: number, advised: number, max: number): string {
  const count = `${length} caractère${length > 1 ? "s" : ""}`;
  if (length > max) return `${count} : ${max} au plus.`;
  if (length > advised) return `${count} : au-delà de ${advised}, les moteurs de recherche le coupent.`;
  return `${count} sur ${advised} conseillés (${max} au plus).`;
}

/** The address field's help: the path it gives, and how an empty one is made, as sentences. */
export function addressHint(path: string | null, creating: boolean): string {
  const shown = path ? `Adresse sur le site : ${path}.` : null;
  return [shown, creating ? "Laissée vide, elle est faite à partir du titre." : null]
    .filter(Boolean)
    .join(" ");
}

interface AddressFieldProps {
  id: string;
  /** The address typed, and the rest of what the live check reads. */
  input: Parameters<typeof checkAddress>[0];
  defaultValue: string;
  /** The API's refusal, which wins over the live check. */
  error: string | undefined;
  readOnlyReason?: string | null;
}

/** The page's address: the slug and path it gives, checked as it is typed with the API's rules. */
export function AddressField({ id, input, defaultValue, error, readOnlyReason }: AddressFieldProps) {
  const check: AddressCheck = checkAddress(input);
  const creating = input.pageId === null;
  const hint = readOnlyReason ?? addressHint(check.path, creating);
  return (
    <Field
      id={id}
      name="url"
      label={creating ? "Adresse (facultative)" : "Adresse de la page"}
      defaultValue={defaultValue}
      readOnly={Boolean(readOnlyReason)}
      error={error ?? check.problem ?? undefined}
      hint={hint || undefined}
      autoComplete="off"
      spellCheck={false}
    />
  );
}

export type { TakenSlug };
