import { z } from "zod";
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
