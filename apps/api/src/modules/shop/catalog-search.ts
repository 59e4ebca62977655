import type { SearchHit } from "@vitrine/shared/schemas/search";
import { productPath } from "@vitrine/shared/site-paths";
import { and, desc, eq, exists } from "drizzle-orm";
import type { Db } from "../../db/client";
import { declinations, products } from "../../db/schema/index";
import { excerptOf, matching, type SearchHits, searchVectorOf, totalCount } from "../../db/search";
import { productImage } from "./catalog";

/** The site search's share of a shop: the products on sale (active, with an active declination), ranked. */
export async function searchProducts(
  db: Db,
  siteId: number,
  tsquery: string,
  limit: number,
): Promise<SearchHits<SearchHit>> {
  const match = matching(searchVectorOf(products), tsquery);
  const onSale = exists(
    db
      .select({ id: declinations.id })
      .from(declinations)
      .where(and(eq(declinations.productId, products.id), eq(declinations.isActive, true))),
  );
  const rows = await db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      summary: products.summary,
      imageUrl: products.imageUrl,
      imageAlt: products.imageAlt,
      imageWidth: products.imageWidth,
      imageHeight: products.imageHeight,
      rank: match.rank,
      total: totalCount,
    })
    .from(products)
    .where(and(eq(products.siteId, siteId), eq(products.isActive, true), onSale, match.where))
    .orderBy(desc(match.rank), products.id)
    .limit(limit);
  const hits = rows.map(
    (row): SearchHit => ({
      kind: "product",
      id: row.id,
      title: row.name,
      excerpt: excerptOf(row.summary),
      path: productPath(row),
      image: productImage(row),
      rank: row.rank,
    }),
  );
  return { hits, total: rows[0]?.total ?? 0 };
}
