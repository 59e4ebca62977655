import type { ArianeItem } from "@vitrine/shared/schemas/content";
import { BLOG_PATH } from "@vitrine/shared/site-switches";

/**
 * Canonical paths of the content pages. Every detail URL carries the slug then the id
 * (`/les-realisations/{slug}/{id}`): the id finds the item, the slug is for people and search
 * engines; an address with a missing or outdated slug is redirected here (301).
 */

interface Sluggable {
  id: number;
  slug: string;
}

export { BLOG_PATH };
export const PROJECTS_PATH = "/realisations";

export const projectPath = (project: Sluggable) => `/les-realisations/${project.slug}/${project.id}`;
export const servicePath = (service: Sluggable) => `/services/${service.slug}/${service.id}`;
export const articlePath = (article: Sluggable) => `${BLOG_PATH}/${article.slug}/${article.id}`;
export const folderPath = (folder: Sluggable) => `${BLOG_PATH}/dossier/${folder.slug}/${folder.id}`;

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
