import { LOGIN_COOKIE_MAX_AGE_S } from "@vitrine/shared/constants";
import { serialize } from "cookie";
import type { AppLoadContext } from "react-router";
import { ADMIN_SITE_COOKIE } from "../admin/admin-api.server";

/** The session cookie the web server hands to the API (apps/web/server/app.ts). */
export const TOKEN_COOKIE = "token";
/**
 * Cookies tied to the member's session on this site, removed at logout (spec section 4): with the
 * site the SUPER_ADMIN's panel managed.
 */
const SITE_COOKIES = [TOKEN_COOKIE, "idSite", ADMIN_SITE_COOKIE];

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
