import type { SearchHit } from "@vitrine/shared/schemas/search";
import type { PageNode } from "@vitrine/shared/schemas/site";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { pageLayouts, pages } from "../../db/schema/index";
import { excerptOf, matching, type SearchHits, searchVectorOf } from "../../db/search";

/** A page's search vector: its titles and description, and its layout's text (stored: migration 0018). */
const pageVector = sql`${searchVectorOf(pages)} || coalesce(${searchVectorOf(pageLayouts)}, ''::tsvector)`;

/**
 * The site search's share of the pages: those of the public tree (`shown`: valid, out of the trash,
 * the blog's only while it is on) that lead to a page of the site.
 */
export async function searchPages(
  db: Db,
  siteId: number,
  shown: Iterable<PageNode>,
  tsquery: string,
  limit: number,
): Promise<SearchHits<SearchHit>> {
  const byId = new Map<number, PageNode>();
  for (const page of shown) if (!page.isText && page.link.type !== "EXTERNAL") byId.set(page.id, page);
  if (byId.size === 0) return { hits: [], total: 0 };
  const match = matching(pageVector, tsquery);
  const rows = await db
    .select({ id: pages.id, rank: match.rank })
    .from(pages)
    .leftJoin(pageLayouts, and(eq(pageLayouts.pageId, pages.id), eq(pageLayouts.siteId, pages.siteId)))
    .where(and(eq(pages.siteId, siteId), inArray(pages.id, [...byId.keys()]), match.where))
    .orderBy(desc(match.rank), pages.id);
  const hits = rows.slice(0, limit).map(({ id, rank }): SearchHit => {
    const page = byId.get(id)!;
    return {
      kind: "page",
      id,
      title: page.menuTitle ?? page.title,
      excerpt: excerptOf(page.metaDescription),
      path: page.path,
      image: null,
      rank,
    };
  });
  return { hits, total: rows.length };
}
