import { isScreenPath, LINK_LEADS_NOWHERE, linkedPath } from "@vitrine/shared/page-rules";
import type { PageNode } from "@vitrine/shared/schemas/site";
import { type DetailKind, detailOfPath, underDetailRoute } from "@vitrine/shared/site-paths";
import { switchOnIn } from "@vitrine/shared/site-switches";
import { badRequest } from "../../lib/http";
import type { SiteService } from "../site/service";

/** Whether a page of the tree shows its own layout at `path`, as the site's catch-all route finds it. */
function hasPageAt(tree: PageNode[], path: string): boolean {
  return tree.some(
    (page) =>
      (page.path === path && (page.cms.isCmsPage || page.cms.route !== null)) ||
      hasPageAt(page.children, path),
  );
}

/** Whether the site shows this item on its detail page (published, active), by kind. */
export type DetailShown = (siteId: number, kind: DetailKind, id: number) => Promise<boolean>;

/**
 * The links the panel writes into the content (a news item's, an element's): a path must lead
 * somewhere on the site, as the site answers it (decisions 004 and 022): the home page, a page of the
 * public tree, one of the site's screens, the detail page of an item the site shows (a project, a
 * service, an article, a product), or a former address of a page (redirected). Addresses on the
 * web are not followed.
 */
export class SiteLinks {
  constructor(
    private readonly sites: Pick<SiteService, "getSnapshot" | "redirectFor">,
    private readonly shown: DetailShown,
  ) {}

  /** Whether `link` leads somewhere: true for an address on the web, an empty link or a site the API no longer has. */
  async leadsSomewhere(siteId: number, link: string | null | undefined): Promise<boolean> {
    if (!link?.startsWith("/")) return true;
    const path = linkedPath(link);
    if (path === null) return false;
    const snapshot = await this.sites.getSnapshot(siteId);
    if (!snapshot || path === "/") return true;
    const features = { ...snapshot.info, hasBlog: switchOnIn(snapshot.parameters, "IS_BLOG_ACTIVATED") };
    if (hasPageAt(snapshot.pageTree, path)) return true;
    if (isScreenPath(path, features)) {
      const detail = detailOfPath(path);
      if (detail) return this.shown(siteId, detail.kind, detail.id);
      // Below a detail route, a path that names no item is the site's 404.
      if (!underDetailRoute(path)) return true;
    }
    return (await this.sites.redirectFor(siteId, path)) !== null;
  }

  /**
   * Refuses (400, on `field`) a link that leads nowhere, unless it is the one already stored
   * (`current`): a page deleted since does not keep the rest of the item from being saved.
   */
  async check(
    siteId: number,
    link: string | null | undefined,
    current: () => Promise<string | null> = async () => null,
    field = "linkUrl",
  ): Promise<void> {
    if (await this.leadsSomewhere(siteId, link)) return;
    if (link === (await current())) return;
    throw badRequest(LINK_LEADS_NOWHERE, { [field]: LINK_LEADS_NOWHERE });
  }
}
