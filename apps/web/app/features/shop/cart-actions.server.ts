import { type ApiClient, isApiError } from "@vitrine/sdk/client";
import { parseId } from "@vitrine/shared/ids";
import type { Cart } from "@vitrine/shared/schemas/shop";
import type { ProductType } from "@vitrine/shared/shop-rules";
import { CART_MISSING } from "@vitrine/shared/shop-rules";
import { type AppLoadContext, data } from "react-router";
import type { FormResult } from "../forms/form-result";
import { cookieHeaders, forgetDiscount, readCartCookies, rememberCart } from "./cart-cookies.server";

/**
 * The reply of a cart form (form-result.ts), with the cart as the action left it when the action
 * changed a cookie the page's loader reads (the discount code): without JavaScript the loader runs
 * in the same request, before the browser has the new cookie. Its one line is `summaryOf(result)`.
 */
export type CartResult = FormResult & { cart?: Cart };

/** A cart form's success, with the cookies it sets and the cart when the page needs it. */
export const cartSuccess = (intent: string, message: string, cookies: string[] = [], cart?: Cart) =>
  data<CartResult>(
    { form: intent, status: "success", message, errors: {}, values: {}, ...(cart ? { cart } : {}) },
    { headers: cookieHeaders(cookies) },
  );

/** The id a form's field spells (parseId), null when it spells none; `absent` when it is not sent. */
export function formId<Absent>(form: FormData, name: string, absent: Absent): number | null | Absent {
  const value = form.get(name);
  if (value === null || value === "") return absent;
  return typeof value === "string" ? parseId(value.trim()) : null;
}

/**
 * Adds a declination to the visitor's cart (POST /cart/{cartId}/product/{declinationId}). With no
 * cart yet, or one the API no longer knows (deleted, from another browser), a new one is opened
 * ("new", spec section 4) and remembered in cookies.
 */
export async function addToCart(
  { api, cookieOptions }: AppLoadContext,
  request: Request,
  line: { declinationId: number; type: ProductType; quantity: number },
): Promise<{ cart: Cart; cookies: string[] }> {
  const { cartId } = readCartCookies(request);
  const add = (id: number | "new") =>
    api.addToCart(id, line.declinationId, { type: line.type, quantity: line.quantity });
  if (cartId !== null) {
    try {
      return { cart: await add(cartId), cookies: [] };
    } catch (error) {
      if (!isApiError(error) || error.status !== 404 || error.message !== CART_MISSING) throw error;
    }
  }
  const cart = await add("new");
  const cookies = [rememberCart(cookieOptions, { id: cart.cartId })];
  // A lost cart's discount code was typed for it, not for the new one.
  if (cartId !== null) cookies.push(forgetDiscount(cookieOptions));
  return { cart, cookies };
}

/**
 * At login (spec section 4): with no stored cart the member's default cart is fetched; otherwise the
 * stored cart becomes their default (the API merges the previous default into it). Returns the
 * cookies remembering it; a shop failure never blocks the login.
 */
export async function claimCart(
  api: ApiClient,
  cookieOptions: AppLoadContext["cookieOptions"],
  request: Request,
): Promise<string[]> {
  const { cartId } = readCartCookies(request);
  try {
    if (!(await api.siteInfo()).isECommerce) return [];
    try {
      return [rememberCart(cookieOptions, { id: (await api.defaultCart(cartId ?? "new")).id })];
    } catch (error) {
      // The stored cart is gone or someone else's (a shared computer): the member's own instead.
      if (cartId === null || !isApiError(error) || error.status !== 404) throw error;
      const cart = await api.defaultCart("new");
      return [rememberCart(cookieOptions, { id: cart.id }), forgetDiscount(cookieOptions)];
    }
  } catch {
    return [];
  }
}
