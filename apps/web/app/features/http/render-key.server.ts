import { createHash } from "node:crypto";
import type { EntryContext } from "react-router";

/**
 * The key of a page's render by what it shows (decision 038): a document's HTML is a function of
 * its address (the site's origin, path and query), its page data and the day (the footer's year in
 * the server's time zone, a form's latest date in UTC), nothing else. Two requests with the same
 * key get the same page; the CSP nonce, which the data carries and each render draws anew, is left
 * out of it.
 */
export function renderKey(
  request: Request,
  context: EntryContext,
  status: number,
  nonce: string,
): string | null {
  const handler = context.staticHandlerContext;
  // An action's answer, an error page or a redirect's body depend on more than the data.
  if (status !== 200 || handler.actionData || handler.errors) return null;
  const data = dataText(handler.loaderData);
  if (data === null) return null;
  return createHash("sha256")
    .update(`${request.url}\u0000${today()}\u0000`)
    .update(data.replaceAll(nonce, ""))
    .digest("base64");
}

/** The day in UTC and in the server's time zone (they differ for some hours of each day). */
function today(): string {
  const now = new Date();
  return `${now.toISOString().slice(0, 10)} ${now.getFullYear()}-${now.getMonth()}-${now.getDate()}`;
}

/** Marks what JSON would write like something else: no two different data get the same text. */
const TAG = "\u0000";

/** Data that JSON cannot tell from other data (a promise, a map, a class's instance): no key. */
const UNKEYABLE = new Error("unkeyable page data");

/**
 * The page data as text that differs whenever the data differ as React Router encodes them:
 * `undefined`, dates, NaN, infinities and -0 are tagged; anything but plain objects, arrays and
 * those values makes the data unkeyable (null).
 */
export function dataText(data: unknown): string | null {
  try {
    return JSON.stringify(data, tagged);
  } catch {
    return null;
  }
}

function tagged(this: Record<string, unknown>, key: string, value: unknown): unknown {
  const raw = this[key];
  switch (typeof raw) {
    case "string":
      return raw.startsWith(TAG) ? `${TAG}s${raw}` : raw;
    case "boolean":
      return raw;
    case "number":
      return Number.isFinite(raw) && !Object.is(raw, -0) ? raw : `${TAG}n${Object.is(raw, -0) ? "-0" : raw}`;
    case "undefined":
      return `${TAG}u`;
    case "object": {
      if (raw === null || Array.isArray(raw)) return raw;
      if (raw instanceof Date) return `${TAG}d${raw.getTime()}`;
      const prototype = Object.getPrototypeOf(raw);
      if (prototype === Object.prototype || prototype === null) return value;
      throw UNKEYABLE;
    }
    default:
      // Functions, symbols and big integers.
      throw UNKEYABLE;
  }
}
