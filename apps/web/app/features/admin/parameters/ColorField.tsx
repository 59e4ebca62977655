import { isHexColor } from "@vitrine/shared/colors";
import { useEffect, useRef } from "react";
import { FieldError } from "../../account/fields";
import { PICKER_FROM_SUFFIX, PICKER_SUFFIX } from "./form-values";

/** #rrggbb for the native picker, which knows neither transparency nor an empty value. */
export const pickerValue = (value: string | undefined) =>
  value && isHexColor(value) ? `#${value.replace("#", "").slice(0, 6).toLowerCase()}` : "#000000";

interface ColorFieldProps {
  id: string;
  /** The hex field's name; the picker posts under the same name with PICKER_SUFFIX. */
  name: string;
  label: string;
  help: string;
  value: string;
  /** What the picker shows: the value, or the colour the site uses while the value is empty. */
  picker: string;
  /** What the picker was first drawn with (a post without JavaScript tells a moved picker by it). */
  drawnWith: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** A colour: the browser's picker beside a hex field, kept in step, with its help and error. */
export function ColorField({
  id,
  name,
  label,
  help,
  value,
  picker,
  drawnWith,
  error,
  onChange,
}: ColorFieldProps) {
  const describedBy = [`${id}-aide`, error ? `${id}-erreur` : ""].filter(Boolean).join(" ");
  const hex = useRef<HTMLInputElement>(null);
  // Typed before the page's scripts ran: taken as typed, else the next render would put the
  // stored colour back in the field and a second save would find nothing changed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the scripts take the field over.
  useEffect(() => {
    const typed = hex.current?.value;
    if (typed !== undefined && typed !== value) onChange(typed);
  }, []);
  return (
    <div className={["field", "color-field", error ? "field--invalid" : ""].filter(Boolean).join(" ")}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="color-field__inputs">
        <input
          type="color"
          className="color-field__picker"
          name={name + PICKER_SUFFIX}
          value={picker}
          aria-label={`${label} : nuancier`}
          aria-describedby={`${id}-aide`}
          onChange={(event) => onChange(event.target.value)}
        />
        <input type="hidden" name={name + PICKER_FROM_SUFFIX} value={drawnWith} />
        <input
          ref={hex}
          id={id}
          name={name}
          className="field__input color-field__hex"
          value={value}
          placeholder="#rrggbb"
          maxLength={9}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <p className="field__hint" id={`${id}-aide`}>
        {help}
      </p>
      {error ? <FieldError id={`${id}-erreur`}>{error}</FieldError> : null}
    </div>
  );
}
