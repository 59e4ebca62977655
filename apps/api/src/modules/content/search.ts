import type { SearchHit } from "@vitrine/shared/schemas/search";
import { articlePath, PROJECTS_ROUTE, projectPath, servicePath } from "@vitrine/shared/site-paths";
import { and, desc, eq, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { blogArticles, elementLists, elements, news, services } from "../../db/schema/index";
import { excerptOf, matching, type SearchHits, searchVectorOf, totalCount } from "../../db/search";
import { imageOf } from "../../lib/reply-fields";
import type { SiteService } from "../site/service";
import { visible as publishedArticles } from "./blog";
import { visible as visibleElements } from "./elements";
import { visible as visibleNews } from "./news";

interface HitRow {
  id: number;
  slug: string;
  title: string;
  excerpt: string | null;
  imageUrl: string | null;
  imageAlt: string;
  imageWidth: number;
  imageHeight: number;
  rank: number;
  total: number;
}

/** The columns of a row the search reads, by their name in HitRow. */
type HitColumns = Record<Exclude<keyof HitRow, "rank" | "total">, AnyPgColumn>;

/** The columns of a result in a table with a summary and the image columns of db/schema/columns.ts. */
const summaryHit = (table: typeof services | typeof elements | typeof news): HitColumns => ({
  id: table.id,
  slug: table.slug,
  title: table.title,
  excerpt: table.summary,
  imageUrl: table.imageUrl,
  imageAlt: table.imageAlt,
  imageWidth: table.imageWidth,
  imageHeight: table.imageHeight,
});

/**
 * The site search over the content: services, completed projects, published articles (while the
 * blog is on) and news, each ranked by its stored search vector (db/search.ts).
 */
export class ContentSearch {
  constructor(
    private readonly db: Db,
    private readonly sites: SiteService,
  ) {}

  async search(siteId: number, tsquery: string, limit: number): Promise<SearchHits<SearchHit>> {
    const [blogOn, snapshot] = await Promise.all([
      this.sites.isOn(siteId, "IS_BLOG_ACTIVATED"),
      this.sites.getSnapshot(siteId),
    ]);
    const pagesById = new Map([...(snapshot?.pagesByUrl.values() ?? [])].map((page) => [page.id, page]));
    const [offers, projects, articles, items] = await Promise.all([
      this.services(siteId, tsquery, limit),
      this.projects(siteId, tsquery, limit),
      blogOn ? this.articles(siteId, tsquery, limit) : { rows: [], total: 0 },
      this.news(siteId, tsquery, limit),
    ]);
    const hits: SearchHit[] = [
      ...offers.rows.map((row) => {
        const page = row.pageId === null ? undefined : pagesById.get(row.pageId);
        return toHit("service", row, page?.path ?? servicePath(row));
      }),
      ...projects.rows.map((row) => toHit("project", row, projectPath(row))),
      ...articles.rows.map((row) => toHit("article", row, articlePath(row))),
      ...items.rows.map((row) => toHit("news", row, row.link)),
    ];
    return { hits, total: offers.total + projects.total + articles.total + items.total };
  }

  private services(siteId: number, tsquery: string, limit: number) {
    return this.top<{ pageId: number | null }>(
      services,
      summaryHit(services),
      { pageId: services.pageId },
      and(eq(services.siteId, siteId), eq(services.isActive, true))!,
      searchVectorOf(services),
      tsquery,
      limit,
    );
  }

  private async projects(siteId: number, tsquery: string, limit: number) {
    const [list] = await this.db
      .select({ id: elementLists.id })
      .from(elementLists)
      .where(and(eq(elementLists.siteId, siteId), eq(elementLists.route, PROJECTS_ROUTE)));
    if (!list) return { rows: [], total: 0 };
    return this.top(
      elements,
      summaryHit(elements),
      {},
      visibleElements(siteId, list.id),
      searchVectorOf(elements),
      tsquery,
      limit,
    );
  }

  private articles(siteId: number, tsquery: string, limit: number) {
    const { title, excerpt, coverUrl, coverAlt, coverWidth, coverHeight } = blogArticles;
    return this.top(
      blogArticles,
      {
        id: blogArticles.id,
        slug: blogArticles.slug,
        title,
        excerpt,
        imageUrl: coverUrl,
        imageAlt: coverAlt,
        imageWidth: coverWidth,
        imageHeight: coverHeight,
      },
      {},
      publishedArticles(siteId),
      searchVectorOf(blogArticles),
      tsquery,
      limit,
    );
  }

  private news(siteId: number, tsquery: string, limit: number) {
    return this.top<{ link: string | null }>(
      news,
      summaryHit(news),
      { link: news.linkUrl },
      visibleNews(siteId),
      searchVectorOf(news),
      tsquery,
      limit,
    );
  }

  /**
   * The best `limit` matches of a table, best first, with the count of every match; `extra` are
   * further columns, typed by `E`.
   */
  private async top<E extends object = object>(
    table: PgTable,
    columns: HitColumns,
    extra: Record<string, AnyPgColumn>,
    where: SQL,
    vector: SQL,
    tsquery: string,
    limit: number,
  ): Promise<{ rows: Array<HitRow & E>; total: number }> {
    const match = matching(vector, tsquery);
    const rows = (await this.db
      .select({ ...columns, ...extra, rank: match.rank, total: totalCount })
      .from(table)
      .where(and(where, match.where))
      .orderBy(desc(match.rank), columns.id)
      .limit(limit)) as Array<HitRow & E>;
    return { rows, total: rows[0]?.total ?? 0 };
  }
}

function toHit(kind: SearchHit["kind"], row: HitRow, path: string | null): SearchHit {
  return {
    kind,
    id: row.id,
    title: row.title,
    excerpt: excerptOf(row.excerpt),
    path,
    image: imageOf(row.imageUrl, row.imageAlt, row.imageWidth, row.imageHeight),
    rank: row.rank,
  };
}
