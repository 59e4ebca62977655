import {
  SEARCH_KINDS,
  SEARCH_PAGE_SIZE,
  type SearchHit,
  type SearchResult,
} from "@vitrine/shared/schemas/search";
import type { Db } from "../../db/client";
import { type SearchHits, searchQuery } from "../../db/search";
import type { ContentServices } from "../content/service";
import type { ShopServices } from "../shop/service";
import type { SiteService } from "../site/service";

/** What the site search asks of each domain: its best matches of a query, and how many match. */
type Provider = (siteId: number, tsquery: string, limit: number) => Promise<SearchHits<SearchHit>>;

const kindOrder = (hit: SearchHit) => SEARCH_KINDS.indexOf(hit.kind);

/**
 * The site search (GET /search, SHOW_SEARCHBAR): the pages, services, completed projects, articles,
 * news and, on a shop, products that match a visitor's words, best first, whatever their kind.
 */
export class SiteSearch {
  private readonly providers: Provider[];

  constructor(
    private readonly db: Db,
    private readonly sites: SiteService,
    content: Pick<ContentServices, "search">,
    shop: Pick<ShopServices, "search">,
  ) {
    this.providers = [
      (siteId, tsquery, limit) => sites.searchPages(siteId, tsquery, limit),
      (siteId, tsquery, limit) => content.search.search(siteId, tsquery, limit),
      (siteId, tsquery, limit) => shop.search(siteId, tsquery, limit),
    ];
  }

  /** SHOW_SEARCHBAR: a site without it has no search. */
  enabled(siteId: number): Promise<boolean> {
    return this.sites.isOn(siteId, "SHOW_SEARCHBAR");
  }

  async search(
    siteId: number,
    q: string,
    { page = 1, nbItem = SEARCH_PAGE_SIZE }: { page?: number; nbItem?: number } = {},
  ): Promise<SearchResult> {
    const tsquery = await searchQuery(this.db, q);
    if (!tsquery) return { q, items: [], total: 0 };
    // Each kind's best matches up to this page's end: the page is cut from them all, ranked.
    const limit = page * nbItem;
    const shares = await Promise.all(this.providers.map((provider) => provider(siteId, tsquery, limit)));
    const ranked = shares
      .flatMap((share) => share.hits)
      .sort((a, b) => b.rank - a.rank || kindOrder(a) - kindOrder(b) || a.title.localeCompare(b.title, "fr"));
    // A service shown at its page's address is one result: the better ranked of the two.
    const seen = new Set<string>();
    const items = ranked.filter((hit) => {
      if (hit.path === null) return true;
      if (seen.has(hit.path)) return false;
      seen.add(hit.path);
      return true;
    });
    const total = shares.reduce((sum, share) => sum + share.total, 0) - (ranked.length - items.length);
    return { q, items: items.slice((page - 1) * nbItem, page * nbItem), total };
  }
}
