import { type ApiClient, isApiError } from "@vitrine/sdk/client";
import type { Cart } from "@vitrine/shared/schemas/shop";
import { readCartCookies } from "./cart-cookies.server";

export interface CurrentCart {
  cart: Cart | null;
  /** The stored cart is gone (deleted, or not the visitor's): its cookies should be forgotten. */
  lost: boolean;
  /** The stored discount code no longer applies, with the API's French reason. */
  discountError: string | null;
}

/**
 * The visitor's cart (POST /cart/{cartId}), with the discount code of the cart page when it still
 * applies. No cart cookie, no call.
 */
export async function currentCart(api: ApiClient, request: Request): Promise<CurrentCart> {
  const { cartId, discountCode } = readCartCookies(request);
  if (cartId === null) return { cart: null, lost: false, discountError: null };
  try {
    return { cart: await api.cart(cartId, { discountCode }), lost: false, discountError: null };
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status === 404) return { cart: null, lost: true, discountError: null };
    // A code refused, or not checked after too many wrong ones: the cart without it, and why.
    if ((error.status === 400 || error.status === 429) && discountCode) {
      const cart = await api.cart(cartId, {}).catch(() => null);
      return { cart, lost: cart === null, discountError: error.message };
    }
    throw error;
  }
}
