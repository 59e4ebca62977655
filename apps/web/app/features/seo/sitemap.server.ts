import type { ApiClient } from "@vitrine/sdk/client";
import type { PageNode } from "@vitrine/shared/schemas/site";
import { LEGAL_PAGES } from "../layout/LegalLine";

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

/** Every public page of the site: menu pages, the quote and contact pages, legal pages. */
export async function sitemapEntries(api: ApiClient): Promise<SitemapEntry[]> {
  const [pages, info] = await Promise.all([api.pages(), api.siteInfo()]);
  const paths = new Set<string>(["/", ...pagePaths(pages), "/nous-contacter"]);
  if (info.isBuilding) paths.add("/demande-devis");
  for (const legal of LEGAL_PAGES) paths.add(legal.path);
  return [...paths].map((path) => ({ path }));
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
