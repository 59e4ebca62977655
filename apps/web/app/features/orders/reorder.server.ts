import { isApiError } from "@vitrine/sdk/client";
import type { OrderDetail } from "@vitrine/shared/schemas/orders";
import type { ProductType } from "@vitrine/shared/shop-rules";
import { type AppLoadContext, redirect } from "react-router";
import { addToCart } from "../shop/cart-actions.server";
import { cookieHeaders } from "../shop/cart-cookies.server";
import { type CartNotice, writeCartNotice } from "../shop/cart-notice.server";
import { CART_PATH } from "../shop/paths";

/** What « Commander à nouveau » put back in the cart, and the lines it could not, with why. */
export interface ReorderOutcome {
  added: number;
  /** « Muscadet 2019 (2022 · 75 cl) : Ce produit n'est plus en vente. » */
  refused: string[];
  cookies: string[];
}

const NO_LONGER_SOLD = "ce vin n'est plus en vente.";

const lineName = (line: OrderDetail["lines"][number]) =>
  line.variationLabel ? `${line.productName} (${line.variationLabel})` : line.productName;

/**
 * Puts the order's wines back in the visitor's cart with the cart's own calls (POST
 * /cart/{cartId}/product/{declinationId}): a cart is opened on the first line added when there is
 * none. A line whose declination is gone, no longer sold or short of stock is named with the API's
 * French reason. The order keeps no product type: a wine first, a box when the API says it is one.
 */
export async function reorder(
  context: AppLoadContext,
  request: Request,
  order: OrderDetail,
): Promise<ReorderOutcome> {
  const outcome: ReorderOutcome = { added: 0, refused: [], cookies: [] };
  let cartId: number | null = null;
  const add = async (declinationId: number, quantity: number, type: ProductType) => {
    if (cartId !== null) return context.api.addToCart(cartId, declinationId, { type, quantity });
    const { cart, cookies } = await addToCart(context, request, { declinationId, type, quantity });
    outcome.cookies.push(...cookies);
    return cart;
  };
  for (const line of order.lines) {
    if (line.declinationId === null) {
      outcome.refused.push(`${lineName(line)} : ${NO_LONGER_SOLD}`);
      continue;
    }
    try {
      let cart: Awaited<ReturnType<typeof add>>;
      try {
        cart = await add(line.declinationId, line.quantity, "WINE");
      } catch (error) {
        if (!isApiError(error) || error.status !== 400 || !error.errors.type) throw error;
        cart = await add(line.declinationId, line.quantity, "BOX");
      }
      cartId = cart.id;
      outcome.added += 1;
    } catch (error) {
      if (!isApiError(error) || error.status >= 500) throw error;
      const reason = error.status === 404 ? NO_LONGER_SOLD : lowerFirst(error.message);
      outcome.refused.push(`${lineName(line)} : ${reason}`);
    }
  }
  return outcome;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The sentence the cart page shows after « Commander à nouveau ». */
export function reorderNotice(order: OrderDetail, outcome: ReorderOutcome): CartNotice {
  const { added, refused } = outcome;
  const of = `de la commande ${order.reference}`;
  const why =
    refused.length > 0 ? ` Non ajouté${refused.length > 1 ? "s" : ""} : ${refused.join(" ; ")}` : "";
  if (added === 0) return { kind: "error", text: `Aucun vin ${of} n'a pu être ajouté au panier.${why}` };
  if (refused.length > 0) {
    const verb = added > 1 ? "sont" : "est";
    return {
      kind: "error",
      text: `${added} vin${added > 1 ? "s" : ""} sur ${added + refused.length} ${of} ${verb} dans votre panier.${why}`,
    };
  }
  return {
    kind: "success",
    text:
      added === 1 ? `Le vin ${of} est dans votre panier.` : `Les ${added} vins ${of} sont dans votre panier.`,
  };
}

/** « Commander à nouveau »: the wines back in the cart, then the cart page, which says what was added. */
export async function reorderReply(context: AppLoadContext, request: Request, order: OrderDetail) {
  const outcome = await reorder(context, request, order);
  return redirect(CART_PATH, {
    headers: cookieHeaders([
      ...outcome.cookies,
      writeCartNotice(context.cookieOptions, reorderNotice(order, outcome)),
    ]),
  });
}
