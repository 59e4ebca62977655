import { z } from "zod";
import { isId } from "../ids";
import { hasControlCharacters, hasDirectionOverride } from "../text-rules";

/**
 * Building blocks of every text a visitor or an admin sends: single lines, texts of several lines
 * and names (text-rules.ts says which characters each refuses).
 */

export const CONTROL_CHARACTER_MESSAGE = "Ce champ contient des caractères non autorisés.";
export const NAME_DIRECTION_MESSAGE = "Ce nom contient des caractères d'inversion du sens d'écriture.";

const typeError = (error: string | undefined) => (error === undefined ? undefined : { error });

/**
 * A text on one line (subject, code, search, path or query parameter): no control character at all.
 * `error` is the message when the value is missing or not a string. Chain trim, min and max after it:
 * the characters are checked as sent.
 */
export const line = (error?: string) =>
  z.string(typeError(error)).refine((value) => !hasControlCharacters(value), {
    message: CONTROL_CHARACTER_MESSAGE,
    abort: true,
  });

/** A text of several lines (a message, a parameter of kind TEXT): tab, CR and LF are allowed. */
export const text = (error?: string) =>
  z.string(typeError(error)).refine((value) => !hasControlCharacters(value, true), {
    message: CONTROL_CHARACTER_MESSAGE,
    abort: true,
  });

/** A person's or company's name: one line, without bidirectional override either. */
export const nameLine = (error?: string) =>
  line(error).refine((value) => !hasDirectionOverride(value), {
    message: NAME_DIRECTION_MESSAGE,
    abort: true,
  });

/** A person's first or last name, trimmed: 1 to 80 characters, a letter at least, no angle bracket. */
export const personName = (missing: string) =>
  nameLine(missing)
    .trim()
    .min(1, missing)
    .max(80, "80 caractères au maximum.")
    .refine((value) => /\p{L}/u.test(value) && !/[<>]/u.test(value), "Ce nom n'est pas valide.");

/** A slug: lower-case letters and digits in words joined by single hyphens (`renovation-2024`). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const isSlug = (value: string) => SLUG_PATTERN.test(value);

export const EMAIL_MISSING_MESSAGE = "Indiquez votre adresse e-mail.";
export const EMAIL_MESSAGE = "Cette adresse e-mail n'est pas valide.";

/**
 * An e-mail address, trimmed; `lowerCase` where it names an account or a subscription, so that
 * one address is one account whatever its case.
 */
export const emailAddress = ({ lowerCase = false } = {}) => {
  const trimmed = line(EMAIL_MISSING_MESSAGE).trim();
  return (lowerCase ? trimmed.toLowerCase() : trimmed)
    .min(1, EMAIL_MISSING_MESSAGE)
    .max(254, "Cette adresse e-mail est trop longue.")
    .pipe(z.email(EMAIL_MESSAGE));
};

export const PHONE_MAX_LENGTH = 30;
export const PHONE_MESSAGE = "Le numéro de téléphone n'est pas valide.";

/** A phone number as people write it: digits, spaces, dots, dashes, brackets, a leading +; 9 to 15 digits. */
export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, "").length;
  return value.length <= PHONE_MAX_LENGTH && /^\+?[\d\s.()-]+$/.test(value) && digits >= 9 && digits <= 15;
}

/** A phone number, trimmed; `missing` is the message when it is required and absent or empty. */
export const phoneNumber = (missing?: string) => {
  const trimmed = line(missing).trim();
  return (missing === undefined ? trimmed : trimmed.min(1, missing)).refine(
    (value) => value === "" || isPhoneNumber(value),
    PHONE_MESSAGE,
  );
};

/**
 * An id sent in a body (`isId`: an integer from 1 to the database's int4 limit), with one French
 * message for every way to miss it; a larger number would otherwise reach the database and fail there.
 */
export const idNumber = (message = "Identifiant invalide.") =>
  z.number({ error: message }).refine(isId, message);

/** Tags without repeats: a tag typed twice, whatever its capitals, is kept once, as first typed. */
export const distinctTags = (list: string[]): string[] =>
  list.filter((tag, i) => list.findIndex((other) => other.toLowerCase() === tag.toLowerCase()) === i);
