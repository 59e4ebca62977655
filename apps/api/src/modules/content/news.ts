import { PAGE_SIZE } from "@vitrine/shared/constants";
import type { ParsedListQuery } from "@vitrine/shared/list-query";
import type { News, NewsList } from "@vitrine/shared/schemas/content";
import { and, desc, eq, lte, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { pagedList, whereFilters } from "../../db/list-query";
import { news } from "../../db/schema/index";
import { imageOf, linkOf } from "../../lib/reply-fields";

/** GET /news: page size 10, newest first; `promoted=true` answers the promoted item instead. */
export const NEWS_LIST = {
  defaultNbItem: PAGE_SIZE.news,
  maxNbItem: 100,
  filters: ["title", "slug", "isPromoted"],
  orderBy: ["publishedAt", "title"],
  passthrough: ["promoted"],
} as const;

const filterColumns = { title: news.title, slug: news.slug, isPromoted: news.isPromoted };
const orderColumns = { publishedAt: news.publishedAt, title: news.title };

export const visible = (siteId: number): SQL =>
  and(eq(news.siteId, siteId), eq(news.isActive, true), lte(news.publishedAt, new Date()))!;

/** News items of a site; at most one is promoted (unique index). */
export class NewsFeed {
  constructor(private readonly db: Db) {}

  async list(siteId: number, query: ParsedListQuery): Promise<NewsList> {
    const where = and(visible(siteId), ...whereFilters(query.filters, filterColumns));
    const fallback = [desc(news.publishedAt), desc(news.id)];
    const { rows, total } = await pagedList(this.db, news, where, query, { columns: orderColumns, fallback });
    return { items: rows.map(toNews), total };
  }

  async promoted(siteId: number): Promise<News | null> {
    const [row] = await this.db
      .select()
      .from(news)
      .where(and(visible(siteId), eq(news.isPromoted, true)))
      .limit(1);
    return row ? toNews(row) : null;
  }
}

function toNews(row: typeof news.$inferSelect): News {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    body: row.body,
    image: imageOf(row.imageUrl, row.imageAlt, row.imageWidth, row.imageHeight),
    link: linkOf(row.linkUrl, row.linkLabel),
    publishedAt: row.publishedAt.toISOString(),
    isPromoted: row.isPromoted,
  };
}
