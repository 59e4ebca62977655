import { faCircleCheck } from "@fortawesome/free-solid-svg-icons";
import type { FieldErrors } from "@vitrine/shared/envelope";
import type { Form as FormDefinition, FormField } from "@vitrine/shared/schemas/content";
import { type ReactNode, useEffect, useRef } from "react";
import { Form, Link, useActionData, useLocation, useNavigation } from "react-router";
import { FieldError, RequiredLegend, RequiredMark } from "../account/fields";
import { useProfile } from "../account/ProfileProvider";
import { profilePrefill } from "../account/profile";
import { Icon } from "../icons/Icon";
import { ErrorSummary } from "./ContentFormErrors";
import { FORM_KEY, type FormResult, type FormValues } from "./form-result";

const describedBy = (...ids: Array<string | false | undefined>) => ids.filter(Boolean).join(" ") || undefined;

interface FieldProps {
  field: FormField;
  id: string;
  error?: string;
  value: string | string[] | undefined;
}

const asText = (value: string | string[] | undefined) =>
  Array.isArray(value) ? (value[0] ?? "") : (value ?? "");

/** Inputs of the single-line types, with the browser hints that suit each. */
const INPUT_TYPES: Partial<Record<FormField["type"], { type: string; inputMode?: "numeric" | "decimal" }>> = {
  text: { type: "text" },
  email: { type: "email" },
  tel: { type: "tel" },
  number: { type: "text", inputMode: "decimal" },
  date: { type: "date" },
  postalCode: { type: "text", inputMode: "numeric" },
};

function Label({ field, id }: { field: FormField; id: string }) {
  return (
    <label className="field__label" htmlFor={id}>
      {field.label}
      {field.required ? <RequiredMark /> : null}
    </label>
  );
}

function Hint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p className="field__hint" id={id}>
      {children}
    </p>
  );
}

/** The input of a one-value field: text and its kinds, text area, list or files. */
function InputControl({
  field,
  id,
  value,
  aria,
}: {
  field: FormField;
  id: string;
  value: FieldProps["value"];
  aria: { "aria-invalid": true | undefined; "aria-describedby": string | undefined };
}) {
  if (field.type === "textarea") {
    return (
      <textarea
        id={id}
        name={field.name}
        className="field__input field__input--area"
        rows={6}
        required={field.required}
        minLength={field.rules.minLength}
        maxLength={field.rules.maxLength}
        placeholder={field.placeholder ?? undefined}
        defaultValue={asText(value)}
        {...aria}
      />
    );
  } else if (field.type === "select") {
    return (
      <select
        id={id}
        name={field.name}
        className="field__input field__input--select"
        required={field.required}
        defaultValue={asText(value)}
        autoComplete={field.autocomplete ?? undefined}
        {...aria}
      >
        <option value="">Choisissez…</option>
        {field.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else if (field.type === "file") {
    const maxFiles = field.rules.maxFiles ?? 1;
    return (
      <input
        id={id}
        name={field.name}
        type="file"
        className="field__input field__input--file"
        multiple={maxFiles > 1}
        required={field.required}
        accept={field.accept.map((ext) => `.${ext}`).join(",") || undefined}
        {...aria}
      />
    );
  } else {
    const input = INPUT_TYPES[field.type] ?? { type: "text" };
    return (
      <input
        id={id}
        name={field.name}
        type={input.type}
        inputMode={input.inputMode}
        className="field__input"
        required={field.required}
        maxLength={field.type === "postalCode" ? 5 : field.rules.maxLength}
        autoComplete={field.autocomplete ?? undefined}
        placeholder={field.placeholder ?? undefined}
        defaultValue={asText(value)}
        {...aria}
      />
    );
  }
}

function FieldControl({ field, id, error, value }: FieldProps) {
  const hintId = field.help ? `${id}-aide` : undefined;
  const errorId = error ? `${id}-erreur` : undefined;
  const aria = {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(hintId, errorId),
  } as const;
  const hint = field.help ? <Hint id={hintId!}>{field.help}</Hint> : null;
  const errorLine = error ? <FieldError id={errorId!}>{error}</FieldError> : null;
  const className = ["field", error ? "field--invalid" : ""].filter(Boolean).join(" ");

  if (field.type === "radio" || field.type === "checkboxes") {
    const selected = new Set(Array.isArray(value) ? value : value ? [value] : []);
    return (
      <fieldset className={`${className} field--choices`} aria-describedby={aria["aria-describedby"]}>
        <legend className="field__label">
          {field.label}
          {field.required ? <RequiredMark /> : null}
        </legend>
        {hint}
        <div className={`choices${field.options.length > 4 ? " choices--many" : ""}`}>
          {field.options.map((option) => (
            <label key={option.value} className="choice">
              <input
                type={field.type === "radio" ? "radio" : "checkbox"}
                name={field.name}
                value={option.value}
                defaultChecked={selected.has(option.value)}
                required={field.type === "radio" && field.required}
                aria-invalid={aria["aria-invalid"]}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
        {errorLine}
      </fieldset>
    );
  }

  if (field.type === "checkbox") {
    return (
      <div className={`${className} field--checkbox`}>
        <div className="field__check">
          <input
            id={id}
            name={field.name}
            type="checkbox"
            value="on"
            required={field.required}
            defaultChecked={asText(value) === "on" || asText(value) === "oui"}
            {...aria}
          />
          <label htmlFor={id}>
            {field.label}
            {field.required ? <RequiredMark /> : null}
          </label>
        </div>
        {hint}
        {errorLine}
      </div>
    );
  }

  return (
    <div className={className}>
      <Label field={field} id={id} />
      <InputControl field={field} id={id} value={value} aria={aria} />
      {hint}
      {errorLine}
    </div>
  );
}

/** A half-width field sits beside the next one only when that one is half-width too. */
export function fieldRows(fields: FormField[]): FormField[][] {
  const rows: FormField[][] = [];
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i]!;
    const next = fields[i + 1];
    if (field.width === "half" && next?.width === "half") {
      rows.push([field, next]);
      i++;
    } else rows.push([field]);
  }
  return rows;
}

/**
 * A form of the content API (contact, quote request…) built from its definition: labels, hints
 * and per-field French errors tied to their inputs, the typed values kept after an error, and the
 * honeypot field that people never see. It posts to the page's own action, so that it works
 * without JavaScript; files go as multipart.
 */
export function ContentForm({ form }: { form: FormDefinition }) {
  const result = useActionData<FormResult>();
  const mine = result && (result.form === form.slug || result.form === null) ? result : undefined;
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const busy = navigation.state === "submitting" && navigation.formData?.get(FORM_KEY) === form.slug;
  const announce = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const idOf = (field: FormField) => `${form.slug}-${field.name}`;
  // What the profile knows starts the form filled in (the phone survives a logout, spec section 4).
  const prefill = profilePrefill(useProfile());

  // After a sent form, bring the confirmation into view and focus (keyboard and screen-reader
  // users); an error message takes the focus itself (FormMessage).
  useEffect(() => {
    const element = announce.current;
    if (mine?.status !== "success" || !element) return;
    element.focus({ preventScroll: true });
    element.scrollIntoView({ block: "start" });
  }, [mine]);

  if (mine?.status === "success") {
    return (
      <div className="content-form__done" ref={announce} tabIndex={-1} role="status">
        <Icon icon={faCircleCheck} className="content-form__done-icon" />
        <p className="content-form__done-title">Envoi confirmé</p>
        <p>{mine.message}</p>
        <p>
          <Link to={pathname} className="btn btn--ghost">
            Envoyer une autre demande
          </Link>
        </p>
      </div>
    );
  }

  const errors: FieldErrors = mine?.status === "error" ? mine.errors : {};
  const values: FormValues = mine?.status === "error" ? mine.values : {};
  return (
    <Form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      noValidate
      className="content-form"
      preventScrollReset
    >
      <input type="hidden" name={FORM_KEY} value={form.slug} />
      {mine?.status === "error" ? (
        <div className="content-form__errors">
          <ErrorSummary form={form} result={mine} errors={errors} idOf={idOf} formRef={formRef} />
        </div>
      ) : null}
      <RequiredLegend />
      {fieldRows(form.fields).map((row) => (
        <div
          key={row[0]!.name}
          className={`content-form__row${row.length > 1 ? " content-form__row--pair" : ""}`}
        >
          {row.map((field) => (
            <FieldControl
              key={field.name}
              field={field}
              id={idOf(field)}
              error={errors[field.name]}
              value={values[field.name] ?? prefill[field.name]}
            />
          ))}
        </div>
      ))}
      {/* Left empty by people (they never see it), filled by robots. */}
      <div className="form-honeypot" aria-hidden="true">
        <label htmlFor={`${form.slug}-${form.honeypot}`}>Ne remplissez pas ce champ</label>
        <input
          id={`${form.slug}-${form.honeypot}`}
          name={form.honeypot}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <div className="content-form__actions">
        <button type="submit" className="btn btn--accent" disabled={busy}>
          {busy ? "Envoi en cours…" : form.submitLabel}
        </button>
        <p className="content-form__privacy">
          Vos données servent uniquement à traiter votre demande. En savoir plus :{" "}
          <Link to="/privacy-policy">politique de confidentialité</Link>.
        </p>
      </div>
    </Form>
  );
}
