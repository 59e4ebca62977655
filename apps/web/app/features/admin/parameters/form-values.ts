import { PARAMETERS, type ParameterKey } from "@vitrine/shared/parameters";
import { MULTIPLE_CHOICE_KEYS, parameterValueError } from "@vitrine/shared/schemas/parameters";
import type { ParameterValues } from "../../theme/theme";
import { EURO_KEYS } from "./catalogue";

/**
 * A group's form read back into parameter values: switches, several choices, euros, the colour
 * picker beside its text field. Pure, so that the post without JavaScript reads like the one with.
 */

/** Suffix of a colour field's native picker, and of the value that picker was drawn with. */
export const PICKER_SUFFIX = "__picker";
export const PICKER_FROM_SUFFIX = "__picker_from";

export const EURO_MESSAGE = "Indiquez un montant en euros, par exemple 49,90.";

/** Cents as the panel shows them in euros: 4990 → "49,90", 5000 → "50". */
export function centsToEuros(value: string | null): string {
  if (value === null || !/^\d+$/.test(value)) return value ?? "";
  const cents = Number(value);
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2).replace(".", ",");
}

/** Euros as typed ("49,90", "49.9", "1 250") in cents; null when it is no amount. */
export function eurosToCents(typed: string): string | null {
  const compact = typed.replace(/[\s\u00a0\u202f€]/g, "").replace(",", ".");
  if (!/^\d+(\.\d{1,2})?$/.test(compact)) return null;
  return String(Math.round(Number(compact) * 100));
}

/** The value a field shows: a stored value as the administrator reads it. */
export const shownValue = (key: ParameterKey, value: string | null): string =>
  EURO_KEYS.has(key) ? centsToEuros(value) : (value ?? "");

export const text = (form: FormData, name: string): string | null => {
  const value = form.get(name);
  return typeof value === "string" ? value : null;
};

/**
 * A colour: the text field when it was changed, else the native picker when it was (a browser
 * without JavaScript changes only one of them), else the text field as it is.
 */
export function colourValue(form: FormData, name: string, current: string | null): string {
  const typed = (text(form, name) ?? "").trim();
  const picked = text(form, name + PICKER_SUFFIX);
  const pickedFrom = text(form, name + PICKER_FROM_SUFFIX);
  if (typed !== (current ?? "") || picked === null || pickedFrom === null) return typed;
  return picked.toLowerCase() !== pickedFrom.toLowerCase() ? picked : typed;
}

export interface ReadGroup {
  /** The group's values as posted, null for an empty field. */
  values: Partial<Record<ParameterKey, string | null>>;
  /** What the administrator typed, to show again after a refusal. */
  typed: Record<string, string | string[]>;
  /** French messages by key. */
  errors: Record<string, string>;
}

/** Reads the keys of a group's form and checks each value with the shared rules. */
export function readGroup(
  form: FormData,
  keys: readonly ParameterKey[],
  current: ParameterValues,
): ReadGroup {
  const read: ReadGroup = { values: {}, typed: {}, errors: {} };
  for (const key of keys) {
    const { kind } = PARAMETERS[key];
    let value: string | null;
    if (kind === "BOOLEAN") {
      value = text(form, key) === "true" ? "true" : "false";
    } else if (MULTIPLE_CHOICE_KEYS.includes(key)) {
      const picked = form.getAll(key).filter((v): v is string => typeof v === "string");
      read.typed[key] = picked;
      value = picked.join(",") || null;
    } else {
      const typed = key.endsWith("_COLOR")
        ? colourValue(form, key, current[key])
        : (text(form, key) ?? "").trim();
      read.typed[key] = typed;
      value = typed === "" ? null : typed;
      if (value !== null && EURO_KEYS.has(key)) {
        value = eurosToCents(value);
        if (value === null) {
          read.errors[key] = EURO_MESSAGE;
          continue;
        }
      }
    }
    const error = parameterValueError(key, value);
    if (error) read.errors[key] = error;
    else read.values[key] = value;
  }
  return read;
}

/** The values that differ from the stored ones: what a save sends. */
export function changedValues(
  values: Partial<Record<ParameterKey, string | null>>,
  current: ParameterValues,
): Partial<Record<ParameterKey, string | null>> {
  const changed: Partial<Record<ParameterKey, string | null>> = {};
  for (const [key, value] of Object.entries(values) as [ParameterKey, string | null][]) {
    const stored = current[key];
    // An unset switch reads as its default (switchOn), so it is unchanged when posted so.
    const same =
      PARAMETERS[key].kind === "BOOLEAN"
        ? (stored ?? PARAMETERS[key].defaultValue ?? "false") === value
        : (stored ?? null) === value;
    if (!same) changed[key] = value;
  }
  return changed;
}

/** The API's field errors by parameter key (a schema's refusal names `values.KEY`). */
export const errorsByKey = (errors: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field.replace(/^values\./, ""), message]),
  );
