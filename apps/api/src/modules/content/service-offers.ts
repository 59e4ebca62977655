import { PAGE_SIZE } from "@vitrine/shared/constants";
import type { ParsedListQuery } from "@vitrine/shared/list-query";
import type { Service, ServiceList } from "@vitrine/shared/schemas/content";
import { and, arrayOverlaps, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { pagedList, splitTags, whereFilters } from "../../db/list-query";
import { services } from "../../db/schema/index";
import { imageOf } from "../../lib/reply-fields";
import type { SiteService } from "../site/service";

/** GET /service: `tag=a,b` keeps the services carrying any of those tags. */
export const SERVICE_LIST = {
  defaultNbItem: PAGE_SIZE.generic,
  maxNbItem: PAGE_SIZE.full,
  filters: ["tag", "title", "slug"],
  orderBy: ["order", "title"],
} as const;

const filterColumns = { title: services.title, slug: services.slug };
const orderColumns = { order: services.order, title: services.title };

type ServiceRow = typeof services.$inferSelect;

/** The company's service offers (spec: Services), each linked to its CMS page when it has one. */
export class ServiceOffers {
  constructor(
    private readonly db: Db,
    private readonly sites: SiteService,
  ) {}

  async list(siteId: number, query: ParsedListQuery): Promise<ServiceList> {
    const tagFilter = query.filters.find((f) => f.field === "tag");
    const tags = tagFilter ? splitTags(tagFilter.value) : [];
    const where = and(
      eq(services.siteId, siteId),
      eq(services.isActive, true),
      ...whereFilters(query.filters, filterColumns),
      tags.length ? arrayOverlaps(services.tags, tags) : undefined,
    );
    const fallback = [asc(services.order), asc(services.id)];
    const { rows, total } = await pagedList(this.db, services, where, query, {
      columns: orderColumns,
      fallback,
    });
    return { services: await this.toServices(siteId, rows), total };
  }

  async get(siteId: number, id: number): Promise<Service | null> {
    const [row] = await this.db
      .select()
      .from(services)
      .where(and(eq(services.siteId, siteId), eq(services.id, id), eq(services.isActive, true)));
    return row ? ((await this.toServices(siteId, [row]))[0] ?? null) : null;
  }

  private async toServices(siteId: number, rows: ServiceRow[]): Promise<Service[]> {
    const snapshot = await this.sites.getSnapshot(siteId);
    const pagesById = new Map([...(snapshot?.pagesByUrl.values() ?? [])].map((page) => [page.id, page]));
    return rows.map((row) => {
      const page = row.pageId === null ? undefined : pagesById.get(row.pageId);
      return {
        id: row.id,
        slug: row.slug,
        title: row.title,
        summary: row.summary,
        body: row.body,
        image: imageOf(row.imageUrl, row.imageAlt, row.imageWidth, row.imageHeight),
        tags: row.tags,
        order: row.order,
        page: page
          ? { id: page.id, url: page.url, path: page.path, title: page.menuTitle ?? page.title }
          : null,
      };
    });
  }
}
