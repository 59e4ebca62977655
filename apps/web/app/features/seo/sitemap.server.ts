import type { ApiClient } from "@vitrine/sdk/client";
import { PAGE_SIZE } from "@vitrine/shared/constants";
import type { PageNode } from "@vitrine/shared/schemas/site";
import { switchOnIn } from "@vitrine/shared/site-switches";
import { articlePath, projectPath, servicePath } from "../content/paths";
import { projectsOf } from "../content/projects.server";
import { LEGAL_PAGES } from "../layout/LegalLine";
import { productPath, SHOP_PATH } from "../shop/paths";

export interface SitemapEntry {
  path: string;
  lastModified?: string;
}

function pagePaths(pages: PageNode[]): string[] {
  return pages.flatMap((page) => [
    ...(page.isText || page.link.type === "EXTERNAL" ? [] : [page.path]),
    ...pagePaths(page.children),
  ]);
}

/** Every item of a paged list, PAGE_SIZE.full at a time. */
async function everyItem<T>(
  fetchPage: (page: number) => Promise<{ items: T[]; total: number }>,
): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const result = await fetchPage(page);
    items.push(...result.items);
    if (result.items.length === 0 || items.length >= result.total) return items;
  }
}

/** The day of a date-time, as sitemaps write lastmod. */
const day = (iso: string) => iso.slice(0, 10);

/**
 * Every public page of the site: menu pages, the quote and contact pages, legal pages, and every
 * published article (while the blog is on), completed project and service; on a shop, the shop and
 * every product. The cart, the checkout and the member's pages are never listed.
 */
export async function sitemapEntries(api: ApiClient): Promise<SitemapEntry[]> {
  const blogOn = switchOnIn(await api.parameters(), "IS_BLOG_ACTIVATED");
  const [pages, info, articles, projects, services] = await Promise.all([
    api.pages(),
    api.siteInfo(),
    blogOn
      ? everyItem((page) =>
          api
            .blogList(null, { page, nbItem: PAGE_SIZE.full })
            .then((r) => ({ items: r.blogs, total: r.total })),
        )
      : [],
    everyItem((page) => projectsOf(api, { page, nbItem: PAGE_SIZE.full })),
    everyItem((page) =>
      api.services({ page, nbItem: PAGE_SIZE.full }).then((r) => ({ items: r.services, total: r.total })),
    ),
  ]);
  const products = info.isECommerce
    ? await everyItem((page) =>
        api.products({ page, nbItem: PAGE_SIZE.full }).then((r) => ({ items: r.products, total: r.total })),
      )
    : [];
  const paths = new Set<string>(["/", ...pagePaths(pages), "/nous-contacter"]);
  if (info.isBuilding) paths.add("/demande-devis");
  if (info.isECommerce) paths.add(SHOP_PATH);
  for (const legal of LEGAL_PAGES) paths.add(legal.path);
  return [
    ...[...paths].map((path) => ({ path })),
    ...articles.map((card) => ({ path: articlePath(card), lastModified: day(card.updatedAt) })),
    ...projects.map((project) => ({ path: projectPath(project), lastModified: day(project.publishedAt) })),
    // Services carry no modification date: no lastmod rather than a wrong one.
    ...services.map((service) => ({ path: servicePath(service) })),
    ...products.map((product) => ({ path: productPath(product) })),
  ];
}

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!,
  );

export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `  <url><loc>${escapeXml(`${origin}${entry.path}`)}</loc>${entry.lastModified ? `<lastmod>${entry.lastModified}</lastmod>` : ""}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}
