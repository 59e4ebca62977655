/**
 * An id is a positive int4: the database's serial columns. Read from a path, a cookie or a
 * component's props, anything else names no row (the API answers 400 or 404, a page 404).
 */
export const MAX_ID = 2_147_483_647;

/** An id written in decimal digits, without a leading zero: one spelling per id. */
export const ID_PATTERN = /^[1-9]\d{0,9}$/;

/** Whether a value is an id: an integer from 1 to MAX_ID. */
export const isId = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= MAX_ID;

/** The id a text spells in decimal digits ("12"), or null: "012", "0", "+1", "1e3", " 1" name none. */
export function parseId(text: string): number | null {
  if (!ID_PATTERN.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
}
