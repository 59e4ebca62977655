import { CART_COOKIE_MAX_AGE_S, CART_KEY_COOKIE } from "@vitrine/shared/constants";
import { parseId } from "@vitrine/shared/ids";
import { parse, serialize } from "cookie";
import type { AppLoadContext } from "react-router";

/**
 * The visitor's cart, kept in cookies so that pages rendered by the server (and forms sent without
 * JavaScript) know it: its id (spec section 4 keeps it as cart-id), its secret (the API's cartKey
 * cookie, the proof an anonymous visitor owns it, set by the API when it opens a cart) and the
 * discount code typed on the cart page. Their attributes are the API's (`context.cookieOptions`).
 */
export const CART_ID_COOKIE = "cartId";
export const DISCOUNT_COOKIE = "cartDiscount";

const MAX_AGE_S = CART_COOKIE_MAX_AGE_S;

export interface CartCookies {
  cartId: number | null;
  cartKey: string | null;
  discountCode: string | null;
}

export function readCartCookies(request: Request): CartCookies {
  const cookies = parse(request.headers.get("cookie") ?? "");
  const id = cookies[CART_ID_COOKIE] ?? "";
  return {
    cartId: parseId(id),
    cartKey: cookies[CART_KEY_COOKIE] || null,
    discountCode: cookies[DISCOUNT_COOKIE] || null,
  };
}

type Options = AppLoadContext["cookieOptions"];

/** Set-Cookie value remembering a cart's id (the API sets its secret's own cookie). */
export const rememberCart = (options: Options, cart: { id: number }) =>
  serialize(CART_ID_COOKIE, String(cart.id), options(MAX_AGE_S));

export const rememberDiscount = (options: Options, code: string) =>
  serialize(DISCOUNT_COOKIE, code, options(MAX_AGE_S));
export const forgetDiscount = (options: Options) => serialize(DISCOUNT_COOKIE, "", options(0));

/** Set-Cookie values forgetting the cart: at logout, or when the API no longer knows it. */
export const forgetCart = (options: Options) =>
  [CART_ID_COOKIE, CART_KEY_COOKIE, DISCOUNT_COOKIE].map((name) => serialize(name, "", options(0)));

/** Headers carrying Set-Cookie values. */
export function cookieHeaders(cookies: string[]): Headers {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}
