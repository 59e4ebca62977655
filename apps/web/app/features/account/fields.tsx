import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from "react";
import { useErrorFocus } from "../forms/error-focus";

/** Form pieces of the account pages: a label for every input, errors tied to their field. */

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "id" | "name" | "aria-invalid" | "aria-describedby"
>;

interface FieldProps extends InputProps {
  /** Unique on the page (two forms may share a field name). */
  id: string;
  name: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

const describedBy = (...ids: Array<string | false | undefined>) => ids.filter(Boolean).join(" ") || undefined;

export function Field({ id, name, label, error, hint, required, className, ...input }: FieldProps) {
  const hintId = hint ? `${id}-aide` : undefined;
  const errorId = error ? `${id}-erreur` : undefined;
  return (
    <div className={["field", error ? "field--invalid" : "", className].filter(Boolean).join(" ")}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <input
        id={id}
        name={name}
        className="field__input"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId)}
        {...input}
      />
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={errorId!}>{error}</FieldError> : null}
    </div>
  );
}

interface SelectFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "name" | "aria-invalid" | "aria-describedby"> {
  id: string;
  name: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** The options. */
  children: ReactNode;
}

/** A list to choose from, with its label, its help and its error tied to it like a Field's. */
export function SelectField({
  id,
  name,
  label,
  error,
  hint,
  required,
  children,
  ...select
}: SelectFieldProps) {
  const hintId = hint ? `${id}-aide` : undefined;
  const errorId = error ? `${id}-erreur` : undefined;
  return (
    <div className={["field", error ? "field--invalid" : ""].filter(Boolean).join(" ")}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <select
        id={id}
        name={name}
        className="field__input"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId)}
        {...select}
      >
        {children}
      </select>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={errorId!}>{error}</FieldError> : null}
    </div>
  );
}

interface TextAreaFieldProps {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  error?: string | undefined;
  hint?: string;
  rows?: number;
  maxLength?: number;
  /** Added to the text area's own class (a code font…). */
  className?: string;
  spellCheck?: boolean;
}

/** A text on several lines, labelled and tied to its hint and error like a Field. */
export function TextAreaField({
  id,
  name,
  label,
  defaultValue,
  error,
  hint,
  rows = 4,
  maxLength,
  className,
  spellCheck,
}: TextAreaFieldProps) {
  const described = describedBy(hint ? `${id}-aide` : undefined, error ? `${id}-erreur` : undefined);
  return (
    <div className={["field", error ? "field--invalid" : ""].filter(Boolean).join(" ")}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        className={["field__input", className].filter(Boolean).join(" ")}
        rows={rows}
        maxLength={maxLength}
        spellCheck={spellCheck}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
      />
      {hint ? (
        <p className="field__hint" id={`${id}-aide`}>
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={`${id}-erreur`}>{error}</FieldError> : null}
    </div>
  );
}

interface CheckboxProps extends InputProps {
  id: string;
  name: string;
  /** The label's content; may hold a link. */
  children: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
}

export function Checkbox({ id, name, children, error, hint, required, ...input }: CheckboxProps) {
  const hintId = hint ? `${id}-aide` : undefined;
  const errorId = error ? `${id}-erreur` : undefined;
  return (
    <div className={["field", "field--checkbox", error ? "field--invalid" : ""].filter(Boolean).join(" ")}>
      <div className="field__check">
        <input
          id={id}
          name={name}
          type="checkbox"
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hintId, errorId)}
          {...input}
        />
        <label htmlFor={id}>
          {children}
          {required ? <RequiredMark /> : null}
        </label>
      </div>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={errorId!}>{error}</FieldError> : null}
    </div>
  );
}

export function RequiredMark() {
  return (
    <span className="field__required" aria-hidden="true">
      {" "}
      *
    </span>
  );
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p className="field__error" id={id}>
      <span aria-hidden="true">⚠ </span>
      {children}
    </p>
  );
}

/** The message of a whole form: an error is announced at once, a success politely. */
export function FormMessage({ kind, children }: { kind: "error" | "success" | "info"; children: ReactNode }) {
  if (kind === "error") return <ErrorMessage>{children}</ErrorMessage>;
  return (
    <div className={`form-message form-message--${kind}`} role="status">
      {children}
    </div>
  );
}

/** An error about a form: announced, and given the focus when it answers the visitor (error-focus.ts). */
function ErrorMessage({ children }: { children: ReactNode }) {
  return (
    <div className="form-message form-message--error" role="alert" {...useErrorFocus<HTMLDivElement>()}>
      {children}
    </div>
  );
}

export function RequiredLegend() {
  return (
    <p className="form-legend">
      Les champs marqués d'un <span aria-hidden="true">*</span>
      <span className="visually-hidden">astérisque</span> sont obligatoires.
    </p>
  );
}
