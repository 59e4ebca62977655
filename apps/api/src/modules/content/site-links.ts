import { isScreenPath, LINK_LEADS_NOWHERE, linkedPath } from "@vitrine/shared/page-rules";
import type { PageNode } from "@vitrine/shared/schemas/site";
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

/**
 * The links the panel writes into the content (a news item's, an element's): a path must lead
 * somewhere on the site, as the site answers it (decisions 004 and 022): the home page, a page of the
 * public tree, one of the site's screens, or a former address of a page (redirected). Addresses on
 * the web are not followed.
 */
export class SiteLinks {
  constructor(private readonly sites: Pick<SiteService, "getSnapshot" | "redirectFor">) {}

  /** Whether `link` leads somewhere: true for an address on the web, an empty link or a site the API no longer has. */
  async leadsSomewhere(siteId: number, link: string | null | undefined): Promise<boolean> {
    if (!link?.startsWith("/")) return true;
    const path = linkedPath(link);
    if (path === null) return false;
    const snapshot = await this.sites.getSnapshot(siteId);
    if (!snapshot || path === "/") return true;
    const features = { ...snapshot.info, hasBlog: switchOnIn(snapshot.parameters, "IS_BLOG_ACTIVATED") };
    if (isScreenPath(path, features) || hasPageAt(snapshot.pageTree, path)) return true;
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
