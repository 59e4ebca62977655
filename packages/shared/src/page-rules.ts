/**
 * The addresses of a site's pages: the slug of a page (`url`), made from its title when none is
 * given, and the paths the site's own screens keep for themselves (apps/web/app/routes.ts,
 * checked against it by apps/web/app/routes.test.ts).
 */

/** Longest slug of a page. */
export const PAGE_URL_MAX = 120;

/** The home page's slug: at the root of the tree, its path is "/". */
export const HOME_PAGE_URL = "accueil";

/**
 * First segments of the paths served by the site's own screens or the server, with everything
 * below them: a page there would never be shown.
 */
export const RESERVED_SEGMENTS = [
  "admin",
  "adresses",
  "api",
  "apercu",
  "assets",
  "auth",
  "blog-conseils",
  "boutique",
  "commande",
  "consent",
  "contact",
  "cookie-policy",
  "deconnexion",
  "demande-devis",
  "legal-notice",
  "les-realisations",
  "media",
  "mon-compte",
  "newsletter",
  "nous-contacter",
  "panier",
  "password",
  "privacy-policy",
  "realisations",
  "recherche",
  "robots.txt",
  "sale-terms",
  "sitemap.xml",
  "use-terms",
] as const;

/** Segments free themselves whose sub-paths belong to a screen: /services/{slug}/{id} is a service. */
export const RESERVED_BELOW = ["services"] as const;

/** Paths of routes.ts that show the site page of their last segment (routes/cms-page.tsx). */
export const PAGE_ROUTE_PATHS = [
  "/a-propos",
  "/services/entretien-maintenance",
  "/services/installation-equipements",
  "/services/renovation-exterieure",
  "/services/renovation-interieure",
] as const;

/**
 * Screens of the site a page may stand for in the menu (`cms.route`): the page then leads there,
 * whatever its slug. `site` names the flag a site needs for the screen to exist.
 */
export const CMS_ROUTES = [
  { route: "/realisations", label: "Nos réalisations" },
  { route: "/blog-conseils", label: "Blog et conseils" },
  { route: "/nous-contacter", label: "Nous contacter" },
  { route: "/contact", label: "Contact" },
  { route: "/demande-devis", label: "Demande de devis", site: "isBuilding" },
  { route: "/boutique", label: "Boutique", site: "isECommerce" },
] as const satisfies readonly { route: string; label: string; site?: "isBuilding" | "isECommerce" }[];

/** The screens a page of this site may stand for. */
export function cmsRoutesOf(site: { isBuilding: boolean; isECommerce: boolean }): string[] {
  return CMS_ROUTES.filter((entry) => !("site" in entry) || site[entry.site]).map((entry) => entry.route);
}

const LIGATURES: Record<string, string> = { œ: "oe", æ: "ae", ß: "ss", ø: "o", đ: "d", ł: "l" };

/**
 * The slug of a text: lower case, accents folded (« Été » → « ete », « Œuvre » → « oeuvre »), every
 * other run of characters a single hyphen, at most `max` characters cut between two words. Empty
 * when the text holds no letter or digit of the Latin alphabet.
 */
export function slugify(text: string, max = PAGE_URL_MAX): string {
  const folded = text
    .toLowerCase()
    .replace(/[œæßøđł]/g, (c) => LIGATURES[c] ?? c)
    .normalize("NFKD")
    .replace(/\p{M}/gu, "");
  const words = folded.split(/[^a-z0-9]+/).filter(Boolean);
  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > max) return slug || word.slice(0, max);
    slug = next;
  }
  return slug;
}

/** The path of a page under its parent's path ("" for the root): the home page's is "/". */
export function childPath(parentPath: string | null, url: string): string {
  if (parentPath === null) return url === HOME_PAGE_URL ? "/" : `/${url}`;
  return `${parentPath === "/" ? "" : parentPath}/${url}`;
}

/**
 * Why a page may not live at `path`, in French; null when it may. A page standing for a screen
 * (`cmsRoute`) lives at that screen's path, which is its own; `screens` are those the site has.
 */
export function reservedPathProblem(
  path: string,
  cmsRoute: string | null = null,
  screens: readonly string[] = CMS_ROUTES.map((entry) => entry.route),
): string | null {
  if (path === cmsRoute || path === "/") return null;
  if ((PAGE_ROUTE_PATHS as readonly string[]).includes(path)) return null;
  const [first = "", ...rest] = path.split("/").filter(Boolean);
  const reserved =
    (RESERVED_SEGMENTS as readonly string[]).includes(first) ||
    ((RESERVED_BELOW as readonly string[]).includes(first) && rest.length > 0);
  if (!reserved) return null;
  const screen = rest.length === 0 && screens.includes(path);
  return screen
    ? `L'adresse ${path} est celle d'un écran du site : liez la page à cet écran ou choisissez une autre adresse.`
    : `L'adresse ${path} est réservée par le site : choisissez-en une autre.`;
}

/** Why the API refuses a content's link (a news item's, an element's) to a path where the site shows nothing. */
export const LINK_LEADS_NOWHERE =
  "Ce lien ne mène à aucune page du site : choisissez l'adresse d'une page existante, ou une adresse complète en https://.";

/** Any origin: a link's path is read against it, and a link that names another one leaves the site. */
const LINK_BASE = "http://site.invalid";

/**
 * The path a link within the site leads to, as the site's routes read it (`/a/b/?x#y` → `/a/b`, dot
 * segments resolved, escapes decoded); null for a link that is not a path of the site (`//host`,
 * `/\host`, an address on the web) or that cannot be read.
 */
export function linkedPath(link: string): string | null {
  if (!link.startsWith("/")) return null;
  try {
    const url = new URL(link, LINK_BASE);
    if (url.origin !== LINK_BASE) return null;
    return decodeURIComponent(url.pathname).replace(/\/+$/, "") || "/";
  } catch {
    return null;
  }
}

/** What a site has that some of its screens need: a shop, a builder's quote form, the blog. */
export interface SiteFeatures {
  isBuilding: boolean;
  isECommerce: boolean;
  /** IS_BLOG_ACTIVATED. */
  hasBlog: boolean;
}

/** First segments whose screens exist only with a feature of the site. */
const FEATURE_SEGMENTS: Readonly<Record<string, keyof SiteFeatures>> = {
  boutique: "isECommerce",
  panier: "isECommerce",
  commande: "isECommerce",
  "demande-devis": "isBuilding",
  "blog-conseils": "hasBlog",
};

/**
 * Whether a path is answered by one of the site's own screens (RESERVED_SEGMENTS, below
 * RESERVED_BELOW), the screens of a feature the site lacks aside (its shop, quote form or blog).
 * The home page and the paths that show a page (PAGE_ROUTE_PATHS) are not screens: they are the
 * pages'.
 */
export function isScreenPath(path: string, site: SiteFeatures): boolean {
  if (reservedPathProblem(path, null, []) === null) return false;
  const feature = FEATURE_SEGMENTS[path.split("/").filter(Boolean)[0] ?? ""];
  return feature === undefined || site[feature];
}
