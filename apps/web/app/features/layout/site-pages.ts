import type { PageNode } from "@vitrine/shared/schemas/site";
import type { MetaDescriptor } from "react-router";
import { rootDataOf } from "../../root-data";
import { pageMeta } from "../seo/meta";

export function findPage(pages: PageNode[], url: string): PageNode | undefined {
  for (const page of pages) {
    if (page.url === url) return page;
    const child = findPage(page.children, url);
    if (child) return child;
  }
  return undefined;
}

/** Meta of an application route, from the site page that carries its title (if the owner made one). */
export function routeMeta(
  matches: ReadonlyArray<{ id: string; data: unknown } | undefined>,
  url: string,
  fallbackTitle: string,
  fallbackDescription: string,
): MetaDescriptor[] {
  const root = rootDataOf(matches);
  const page = root ? findPage(root.pages, url) : undefined;
  return pageMeta(
    root?.info.name,
    page?.metaTitle ?? page?.title ?? fallbackTitle,
    page?.metaDescription ?? fallbackDescription,
  );
}

/** The heading of a site page: its title without the " – Company" part meant for search results. */
export function pageHeading(page: PageNode | undefined, fallback: string): string {
  const title = page?.title.replace(/\s+[–|-]\s+[^–|-]+$/, "").trim();
  return title || fallback;
}
