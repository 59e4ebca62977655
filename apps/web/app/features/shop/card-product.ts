import { pick } from "@vitrine/shared/pick";
import type { Declination, Product } from "@vitrine/shared/schemas/shop";

const CARD_FIELDS = ["id", "type", "name", "slug", "summary", "image", "kind", "price"] as const;

/**
 * What a product's card shows (ProductCard): pages that list products send this much of each, not
 * its description, technical sheet and pairings (the shop page of 48 products: 66 KB of data, 33 KB so).
 */
export type CardProduct = Pick<Product, (typeof CARD_FIELDS)[number]> & {
  declinations: Pick<Declination, "price" | "stock">[];
};

export const cardProduct = (product: Product): CardProduct => ({
  ...pick(product, CARD_FIELDS),
  declinations: product.declinations.map((declination) => pick(declination, ["price", "stock"])),
});

/** A list of products (GET /product) with its products as their cards show them. */
export const cardProducts = <List extends { products: Product[] }>({ products, ...list }: List) => ({
  ...list,
  products: products.map(cardProduct),
});

/**
 * The price a card shows: the lowest of the versions one can buy (no stock kept, or some left), with
 * « dès » when those differ; the product's own lowest price once every version is sold out.
 */
export function cardPrice(product: Pick<CardProduct, "price" | "declinations">): {
  price: number;
  from: boolean;
} {
  const buyable = product.declinations.filter((d) => d.stock === null || d.stock > 0);
  const shown = buyable.length > 0 ? buyable : product.declinations;
  if (shown.length === 0) return { price: product.price, from: false };
  const prices = shown.map((d) => d.price);
  return { price: Math.min(...prices), from: new Set(prices).size > 1 };
}
