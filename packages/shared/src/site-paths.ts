import { parseId } from "./ids";
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

/** The terms of sale, with the withdrawal form: linked from the checkout and the order e-mails. */
export const SALE_TERMS_PATH = "/sale-terms";
/** The query parameter of an order e-mail's link that carries its signed key. */
export const ORDER_LINK_PARAM = "acces";
/** The link of the order e-mails to a guest: it opens the order's page in their browser (decision 041). */
export const orderLinkPath = (id: number, key: string) =>
  `/commande/suivi/${id}?${ORDER_LINK_PARAM}=${encodeURIComponent(key)}`;
/** The member's orders in their account. */
export const ACCOUNT_ORDERS_PATH = "/mon-compte/commandes";

/** What a detail page shows: a project, a service, an article, a blog folder or a product. */
export type DetailKind = "project" | "service" | "article" | "folder" | "product";

/** The detail routes (apps/web/app/routes.ts) by their first segments, most specific first. */
const DETAIL_ROUTES: ReadonlyArray<{ prefix: string; kind: DetailKind; extra?: boolean }> = [
  { prefix: "/les-realisations/", kind: "project" },
  { prefix: "/services/", kind: "service" },
  { prefix: `${BLOG_PATH}/dossier/`, kind: "folder" },
  { prefix: `${BLOG_PATH}/`, kind: "article" },
  // The product's sheet: /boutique/fiche-technique/{id}/{declinationId}?
  { prefix: `${SHOP_PATH}/fiche-technique/`, kind: "product", extra: true },
  { prefix: `${SHOP_PATH}/`, kind: "product" },
];

/** Whether a path is below one of the detail routes, where only an item's path shows anything. */
export const underDetailRoute = (path: string): boolean =>
  DETAIL_ROUTES.some((route) => path.startsWith(route.prefix));

/**
 * The item a path of a detail page shows (`/services/pose-de-fenetres/12` → service 12), as the
 * site's routes read it: `{prefix}{id}` or `{prefix}{slug}/{id}`; null for any other path. The
 * paths that show a page of the site's own (PAGE_ROUTE_PATHS) are not details.
 */
export function detailOfPath(path: string): { kind: DetailKind; id: number } | null {
  const route = DETAIL_ROUTES.find((candidate) => path.startsWith(candidate.prefix));
  if (!route) return null;
  const segments = path.slice(route.prefix.length).split("/");
  if (segments.length > 2) return null;
  const id = parseId((route.extra ? segments[0] : segments.at(-1)) ?? "");
  return id === null ? null : { kind: route.kind, id };
}
