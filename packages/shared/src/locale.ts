import { DEFAULT_LANG } from "./constants";

/**
 * The visitor's locale (spec section 4): the URL's prefix, else the locale cookie (valid
 * LOCALE_COOKIE_MAX_AGE_S, 365 days), else the default fr_FR. The only locale is fr_FR, which has
 * no prefix (spec section 2): any other prefix or cookie value falls back to it.
 */

export const SUPPORTED_LOCALES: readonly string[] = [DEFAULT_LANG];
export const LOCALE_COOKIE = "locale";

/**
 * The locale of a request: its path's first segment when that is a locale, its cookie, the default.
 * `supported`: the locales served (the default has no prefix).
 */
export function localeOf(
  pathname: string,
  cookie: string | null | undefined,
  supported: readonly string[] = SUPPORTED_LOCALES,
): string {
  const isSupported = (value: string | null | undefined): value is string =>
    typeof value === "string" && supported.includes(value);
  const prefix = pathname.split("/")[1];
  // The default locale has no prefix: /fr_FR/… is not one of its addresses.
  if (prefix !== DEFAULT_LANG && isSupported(prefix)) return prefix;
  return isSupported(cookie) ? cookie : DEFAULT_LANG;
}
