/**
 * What a text sent by a visitor or an admin may hold. Control characters (C0, DEL, C1) are never
 * part of a text typed by a person, and NUL cannot even be stored by PostgreSQL.
 */

/**
 * C0 controls, DEL and C1 controls (Unicode category Cc), and lone surrogates (Cs: with the u flag,
 * a well-formed pair is one character and never matches): half a character, which no keyboard types
 * and PostgreSQL refuses in JSON.
 */
const CONTROL = /[\p{Cc}\p{Cs}]/u;
/** The same, except tab, line feed and carriage return, which a text of several lines keeps. */
const CONTROL_EXCEPT_LINE_BREAKS = /[^\P{Cc}\t\n\r]|\p{Cs}/u;
/** Bidirectional embeddings, overrides and isolates: a name would read otherwise than it is stored. */
const DIRECTION_OVERRIDE = /[\u202a-\u202e\u2066-\u2069]/u;

/**
 * Whether a text holds a control character or a lone surrogate; tab and line breaks are allowed in a
 * multi-line text.
 */
export const hasControlCharacters = (value: string, multiline = false): boolean =>
  (multiline ? CONTROL_EXCEPT_LINE_BREAKS : CONTROL).test(value);

/** Whether a name holds a bidirectional override or isolate (U+202A–U+202E, U+2066–U+2069). */
export const hasDirectionOverride = (value: string): boolean => DIRECTION_OVERRIDE.test(value);
