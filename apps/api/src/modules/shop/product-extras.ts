import type { Award, Product } from "@vitrine/shared/schemas/shop";
import { and, asc, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { awards, productRecommendations, products } from "../../db/schema/index";
import { imageOf } from "../../lib/reply-fields";
import type { Catalog } from "./catalog";

/** How many products GET /v2/product/recommended/{id} answers. */
export const RECOMMENDED_COUNT = 4;

export interface Candidate {
  id: number;
  type: "WINE" | "BOX";
  kind: string | null;
  tags: string[];
  order: number;
}

/**
 * The automatic part of the recommendations: products close to `product`, by a score (same kind
 * +2, same type +1, each shared tag +1), then the owner's order. A product with nothing in common
 * (score 0 or 1: only the type) is not recommended; the product itself never is.
 */
export function closestProducts(product: Candidate, candidates: Candidate[]): number[] {
  const tags = new Set(product.tags);
  return candidates
    .filter((c) => c.id !== product.id)
    .map((c) => ({
      c,
      score:
        (product.kind && c.kind === product.kind ? 2 : 0) +
        (c.type === product.type ? 1 : 0) +
        c.tags.filter((tag) => tags.has(tag)).length,
    }))
    .filter(({ score }) => score >= 2)
    .sort((a, b) => b.score - a.score || a.c.order - b.c.order || a.c.id - b.c.id)
    .map(({ c }) => c.id);
}

/** Awards of a product and the products recommended beside it. */
export class ProductExtras {
  constructor(
    private readonly db: Db,
    private readonly catalog: Catalog,
  ) {}

  /** GET /award?product={id}: newest first; null when the product is not on sale on the site. */
  async awards(siteId: number, productId: number): Promise<Award[] | null> {
    if (!(await this.catalog.get(siteId, productId))) return null;
    const rows = await this.db
      .select()
      .from(awards)
      .where(and(eq(awards.siteId, siteId), eq(awards.productId, productId)))
      .orderBy(asc(awards.order), asc(awards.id));
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      year: row.year,
      medal: row.medal,
      image: imageOf(row.imageUrl, row.imageAlt, row.imageWidth, row.imageHeight),
    }));
  }

  /**
   * GET /v2/product/recommended/{id}: the owner's picks first, in their order, then the closest
   * products (closestProducts), RECOMMENDED_COUNT at most, only products on sale; null when the
   * product itself is not on sale on the site.
   */
  async recommended(siteId: number, productId: number): Promise<Product[] | null> {
    const [candidates, picks] = await Promise.all([
      this.db
        .select({
          id: products.id,
          type: products.type,
          kind: products.kind,
          tags: products.tags,
          order: products.order,
        })
        .from(products)
        .where(and(eq(products.siteId, siteId), eq(products.isActive, true))),
      this.db
        .select({ id: productRecommendations.recommendedId })
        .from(productRecommendations)
        .where(
          and(
            eq(productRecommendations.siteId, siteId),
            eq(productRecommendations.productId, productId),
            ne(productRecommendations.recommendedId, productId),
          ),
        )
        .orderBy(asc(productRecommendations.order), asc(productRecommendations.recommendedId)),
    ]);
    const product = candidates.find((c) => c.id === productId);
    if (!product || !(await this.catalog.get(siteId, productId))) return null;
    const picked = picks.map((p) => p.id);
    const ids = [...new Set([...picked, ...closestProducts(product, candidates)])];
    // Some may have no active declination left: read twice the need, keep the first that sell.
    const sold = await this.catalog.byIds(siteId, ids.slice(0, RECOMMENDED_COUNT * 2));
    return sold.slice(0, RECOMMENDED_COUNT);
  }
}
