import type { AddToCartBody, AddToCartResult, Cart, CartBody } from "@vitrine/shared/schemas/shop";

/** A cart id, or "new" where the spec opens a cart with it (adding a product, the default cart). */
export type CartIdOrNew = number | "new";

/** The cart's calls (spec section 7, Cart). */
export interface CartCalls {
  /** A new empty cart; `cartKey` in the reply is its secret (keep it, send it back as cartKey). */
  createCart(body?: CartBody): Promise<Cart>;
  /** The cart with its totals; with a valid discountCode, its discount. */
  cart(cartId: number, body?: CartBody): Promise<Cart>;
  /** Member only: the default cart ("new"), or makes `cartId` the default and merges the previous one in. */
  defaultCart(cartId?: CartIdOrNew | null): Promise<Cart>;
  /** Adds to the cart ("new" opens one: `cartKey` then comes back in the reply). */
  addToCart(cartId: CartIdOrNew, declinationId: number, body: AddToCartBody): Promise<AddToCartResult>;
  /** `productId`: the line's id (cart.products[].id, the declination id). */
  setCartQuantity(cartId: number, productId: number, quantity: number): Promise<Cart>;
  removeFromCart(cartId: number, productId: number): Promise<Cart>;
  deleteCart(cartId: number): Promise<null>;
}

/** The cart's calls on the client's transport. */
export function cartCalls(
  request: <T>(method: string, path: string, body?: unknown) => Promise<T>,
  get: <T>(path: string) => Promise<T>,
): CartCalls {
  return {
    createCart: (body = {}) => request("POST", "/cart", body),
    cart: (cartId, body = {}) => request("POST", `/cart/${cartId}`, body),
    defaultCart: (cartId) => get(`/cart/${cartId ?? "new"}/default`),
    addToCart: (cartId, declinationId, body) =>
      request("POST", `/cart/${cartId}/product/${declinationId}`, body),
    setCartQuantity: (cartId, productId, quantity) =>
      request("PUT", `/cart/${cartId}/product/${productId}/quantity`, { quantity }),
    removeFromCart: (cartId, productId) => request("DELETE", `/cart/${cartId}/product/${productId}`),
    deleteCart: (cartId) => request("DELETE", `/cart/${cartId}`),
  };
}
