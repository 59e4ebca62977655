import type { ShippingLine } from "@vitrine/shared/shipping/fees";
import { declinationLabel, declinationName, MAX_LINE_QUANTITY } from "@vitrine/shared/shop-rules";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { declinations, products } from "../../../db/schema/index";
import { badRequest } from "../../../lib/http";
import type { DeclinationRow } from "../cart-quantities";

/* The products of an order as the server prices them: each line read again from its declination. */

export interface WantedProduct {
  /** A declination id. */
  id: number;
  quantity: number;
}

/** One line of an order, priced from its declination (never from what the client sent). */
export interface PricedLine extends ShippingLine {
  declinationId: number;
  productName: string;
  variationLabel: string;
  reference: string;
  /** « Muscadet (2022 · 75 cl) »: how messages name the wine. */
  name: string;
  vatRate: number;
  /** Units left when the site handles stock and tracks this declination's; null otherwise. */
  stock: number | null;
}

interface Found {
  declination: DeclinationRow;
  product: { name: string; type: "WINE" | "BOX"; isActive: boolean };
}

const MISSING = "Ce produit n'existe pas.";

/** The declinations of the site among `ids`, with their product. */
async function findDeclinations(db: Db, siteId: number, ids: number[]): Promise<Map<number, Found>> {
  const rows = await db
    .select({
      declination: declinations,
      product: { name: products.name, type: products.type, isActive: products.isActive },
    })
    .from(declinations)
    .innerJoin(products, eq(products.id, declinations.productId))
    .where(and(eq(declinations.siteId, siteId), inArray(declinations.id, ids)));
  return new Map(rows.map((row) => [row.declination.id, row]));
}

/** The same declination twice is one line of their summed quantity, in the order first named. */
export function summedQuantities(wanted: readonly WantedProduct[]): Map<number, number> {
  const sums = new Map<number, number>();
  for (const { id, quantity } of wanted) sums.set(id, (sums.get(id) ?? 0) + quantity);
  return sums;
}

/**
 * Why `quantity` of a declination cannot be ordered, in French, or null: unknown, withdrawn,
 * more than a line holds, not a multiple of the wine's case, more than the stock left.
 */
export function lineProblem(found: Found | undefined, quantity: number, handleStock: boolean): string | null {
  if (!found) return MISSING;
  const { declination, product } = found;
  const name = `« ${declinationName(product.name, declination)} »`;
  if (!declination.isActive || !product.isActive) return `${name} n'est plus en vente.`;
  if (quantity > MAX_LINE_QUANTITY) return `La quantité est limitée à ${MAX_LINE_QUANTITY} par produit.`;
  const multiple = product.type === "WINE" ? declination.sellByMultipleOf : 1;
  if (multiple > 1 && quantity % multiple !== 0) {
    return `${name} se vend par multiple de ${multiple} bouteilles.`;
  }
  if (handleStock && declination.stock !== null && quantity > declination.stock) {
    return declination.stock <= 0
      ? `${name} n'est plus en stock.`
      : `${name} : il n'en reste que ${declination.stock}.`;
  }
  return null;
}

function pricedLine(found: Found, quantity: number, handleStock: boolean): PricedLine {
  const { declination, product } = found;
  return {
    declinationId: declination.id,
    productName: product.name,
    variationLabel: declinationLabel(declination),
    reference: declination.reference,
    name: declinationName(product.name, declination),
    quantity,
    unitPrice: declination.price,
    vatRate: declination.vatRate,
    stock: handleStock ? declination.stock : null,
    type: product.type,
    capacity: declination.capacity,
    capacityUnit: declination.capacityUnit,
    sellByMultipleOf: declination.sellByMultipleOf,
    hasShippingFees: declination.hasShippingFees,
  };
}

/**
 * Each wanted line with its problem (null when it can be ordered), in the order sent, and the
 * lines that are on sale priced (for the rules of the whole order).
 */
export async function checkLines(
  db: Db,
  siteId: number,
  wanted: readonly WantedProduct[],
  handleStock: boolean,
): Promise<{ lines: Array<WantedProduct & { message: string | null }>; onSale: PricedLine[] }> {
  const sums = summedQuantities(wanted);
  const found = await findDeclinations(db, siteId, [...sums.keys()]);
  const lines = wanted.map(({ id, quantity }) => ({
    id,
    quantity,
    message: lineProblem(found.get(id), sums.get(id)!, handleStock),
  }));
  const onSale = [...sums].flatMap(([id, quantity]) => {
    const row = found.get(id);
    return row?.declination.isActive && row.product.isActive ? [pricedLine(row, quantity, handleStock)] : [];
  });
  return { lines, onSale };
}

/**
 * The order's lines priced from their declinations. 400 naming each line that cannot be ordered
 * as asked (`products.<index>.id`); the stock is not checked here: the order's transaction takes
 * it (409 when sold out).
 */
export async function pricedLines(
  db: Db,
  siteId: number,
  wanted: readonly WantedProduct[],
  handleStock: boolean,
): Promise<PricedLine[]> {
  const sums = summedQuantities(wanted);
  const found = await findDeclinations(db, siteId, [...sums.keys()]);
  const errors: Record<string, string> = {};
  wanted.forEach(({ id }, index) => {
    const problem = lineProblem(found.get(id), sums.get(id)!, false);
    if (problem) errors[`products.${index}.id`] = problem;
  });
  const messages = Object.values(errors);
  if (messages.length === 1) throw badRequest(messages[0]!, errors);
  if (messages.length)
    throw badRequest("Certains produits de votre commande ne sont pas disponibles.", errors);
  return [...sums].map(([id, quantity]) => pricedLine(found.get(id)!, quantity, handleStock));
}

/** Cents, VAT included: the lines' total. */
export const linesSubtotal = (lines: readonly PricedLine[]) =>
  lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
