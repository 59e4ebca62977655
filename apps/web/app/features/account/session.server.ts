import { isApiError } from "@vitrine/sdk/client";
import { LOGIN_COOKIE_MAX_AGE_S } from "@vitrine/shared/constants";
import type { FieldErrors } from "@vitrine/shared/envelope";
import { serialize } from "cookie";
import { type AppLoadContext, data } from "react-router";

/** The session cookie the web server hands to the API (apps/web/server/app.ts). */
export const TOKEN_COOKIE = "token";
/** Cookies tied to the member's session on this site, removed at logout (spec section 4). */
const SITE_COOKIES = [TOKEN_COOKIE, "idSite"];

type Options = AppLoadContext["cookieOptions"];

/** Set-Cookie of a new session, kept one day. */
export const sessionCookie = (options: Options, token: string): string =>
  serialize(TOKEN_COOKIE, token, options(LOGIN_COOKIE_MAX_AGE_S));

/** Set-Cookie headers removing the token and site cookies. */
export function clearedSessionCookies(options: Options): Headers {
  const headers = new Headers();
  for (const name of SITE_COOKIES) headers.append("Set-Cookie", serialize(name, "", options(0)));
  return headers;
}

/** A text field of a submitted form, trimmed; "" when absent. */
export const formText = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

/** A password field, as typed (spaces count). */
export const formSecret = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export interface FormFailure {
  intent: string;
  message: string;
  errors: FieldErrors;
  /** What the visitor typed (never passwords), to fill the form again. */
  values: Record<string, string>;
}

/**
 * The reply of an action whose API call failed: French message and field errors as data, status
 * 400 for input errors (429 when rate limited); anything unexpected goes to the error page.
 */
export function formFailure(error: unknown, intent: string, values: Record<string, string> = {}) {
  if (!isApiError(error) || error.status >= 500) throw error;
  const status = error.status === 429 ? 429 : 400;
  return data<FormFailure>({ intent, message: error.message, errors: error.errors, values }, { status });
}

/** A failure found by the web itself (e.g. two passwords that differ). */
export function fieldFailure(intent: string, errors: FieldErrors, values: Record<string, string> = {}) {
  return data<FormFailure>(
    { intent, message: "Certains champs sont invalides.", errors, values },
    { status: 400 },
  );
}
