import { BLOG_PATH } from "./site-switches";

/**
 * Canonical paths of the site's detail pages (apps/web/app/routes.ts), for the web app and for what
 * the API links to (search results). Every detail URL carries the slug then the id: the id finds
 * the item, the slug is for people and search engines.
 */

interface Sluggable {
  id: number;
  slug: string;
}

export const PROJECTS_PATH = "/realisations";
/** The element list (GET /element/{route}) whose items are the completed projects. */
export const PROJECTS_ROUTE = "realisations";
export const SHOP_PATH = "/boutique";

export const projectPath = (project: Sluggable) => `/les-realisations/${project.slug}/${project.id}`;
export const servicePath = (service: Sluggable) => `/services/${service.slug}/${service.id}`;
export const articlePath = (article: Sluggable) => `${BLOG_PATH}/${article.slug}/${article.id}`;
export const folderPath = (folder: Sluggable) => `${BLOG_PATH}/dossier/${folder.slug}/${folder.id}`;
/** /boutique/{slug}/{id}: the slug for readers, the id to find the product. */
export const productPath = (product: Sluggable) => `${SHOP_PATH}/${product.slug}/${product.id}`;
