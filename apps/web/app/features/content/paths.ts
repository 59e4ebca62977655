import type { ArianeItem } from "@vitrine/shared/schemas/content";
import { articlePath, folderPath } from "@vitrine/shared/site-paths";
import { BLOG_PATH } from "@vitrine/shared/site-switches";

/**
 * Canonical paths of the content pages (packages/shared/src/site-paths.ts): an address with a
 * missing or outdated slug is redirected to them (301).
 */

export { articlePath, folderPath, PROJECTS_PATH, projectPath, servicePath } from "@vitrine/shared/site-paths";
export { BLOG_PATH };

/** The page of one step of a blog breadcrumb (its `url` is the step's slug). */
export function arianePath(item: ArianeItem): string {
  if (item.kind === "root" || item.id === null) return BLOG_PATH;
  const step = { id: item.id, slug: item.url };
  return item.kind === "folder" ? folderPath(step) : articlePath(step);
}

/** A path with its query string, page 1 and empty values left out. */
export function withQuery(path: string, query: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined || value === "") continue;
    if (key === "page" && Number(value) <= 1) continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
