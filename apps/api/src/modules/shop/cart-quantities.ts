import { MAX_LINE_QUANTITY } from "@vitrine/shared/shop-rules";
import type { declinations } from "../../db/schema/index";
import { badRequest, conflict } from "../../lib/http";

/* The quantity rules of a cart's line: the most per product, wines sold by cases, stock. */

const TOO_MANY = `La quantité est limitée à ${MAX_LINE_QUANTITY} par produit.`;

export type DeclinationRow = typeof declinations.$inferSelect;
export type Saleable = DeclinationRow & { type: "WINE" | "BOX" };
/** What the quantity rules of a line read from its declination. */
export type LineItem = Pick<Saleable, "type" | "sellByMultipleOf" | "stock">;

/**
 * What a line of `item` may hold besides MAX_LINE_QUANTITY: a multiple of `multiple` (a wine sold
 * by cases), and no more than `stock` when the site handles stock and tracks this declination's.
 */
function lineLimits(item: LineItem, handleStock: boolean): { multiple: number; stock: number | null } {
  return {
    multiple: item.type === "WINE" && item.sellByMultipleOf > 1 ? item.sellByMultipleOf : 1,
    stock: handleStock && item.stock !== null ? Math.max(0, item.stock) : null,
  };
}

/** Short of stock, in French; `inCart`: what the line held before an addition (0 otherwise). */
function shortOfStock(stock: number, inCart: number): string {
  if (stock === 0) return "Ce produit n'est plus en stock.";
  if (inCart === 0) return `Stock insuffisant : il en reste ${stock}.`;
  if (inCart >= stock) return `Votre panier contient déjà tout le stock de ce produit (${stock}).`;
  return `Stock insuffisant : il en reste ${stock}, dont ${inCart} déjà dans votre panier ; vous pouvez en ajouter ${stock - inCart}.`;
}

/**
 * Refuses, in French, a quantity that a line of `item` may not hold (additions, quantity changes);
 * `inCart` is what the line held before an addition, so that the message says what may be added.
 */
export function checkQuantity(quantity: number, item: LineItem, handleStock: boolean, inCart = 0) {
  const { multiple, stock } = lineLimits(item, handleStock);
  if (quantity > MAX_LINE_QUANTITY) throw badRequest(TOO_MANY, { quantity: TOO_MANY });
  if (quantity % multiple !== 0) {
    const message = `Ce vin se vend par multiple de ${multiple} bouteilles.`;
    throw badRequest(message, { quantity: message });
  }
  if (stock !== null && quantity > stock) throw conflict(shortOfStock(stock, inCart));
}

/** The most of `quantity` that checkQuantity accepts, 0 when none (merges cut rather than refuse). */
export function allowedQuantity(quantity: number, item: LineItem, handleStock: boolean): number {
  const { multiple, stock } = lineLimits(item, handleStock);
  const most = Math.max(0, Math.min(quantity, MAX_LINE_QUANTITY, stock ?? MAX_LINE_QUANTITY));
  return most - (most % multiple);
}
