/** Shapes of the sample-site data the seed writes. */

export interface SeedLayout {
  /** HTML of the page body, as the layout editor exports it (no <html>/<body>). */
  html: string;
  /** CSS specific to this layout; the shared CMS kit (apps/web/app/styles/cms-kit.css) is always loaded. */
  css: string;
}

export interface SeedPage {
  /** Slug of the page, unique within its site ("accueil" is the home page). */
  url: string;
  title: string;
  menuTitle?: string;
  metaDescription: string;
  order: number;
  showInMenu: boolean;
  /** Shown as a call-to-action on the right side of the menu. */
  isFixedOnRight?: boolean;
  /** The header overlays the top of this page (transparent over a hero). */
  useAbsoluteMenu?: boolean;
  /** A menu entry without a page of its own (it only opens its children). */
  isText?: boolean;
  /** Font Awesome icon name shown before the menu title, e.g. "fa-solid fa-house". */
  menuIcon?: string | null;
  /** Application route that renders this page when it is not a CMS page ("/realisations"). */
  cmsRoute?: string | null;
  layout?: SeedLayout | null;
  children?: SeedPage[];
}

/** Values for site parameters, by key of packages/shared/src/parameters.ts. */
export type SeedParameters = Record<string, string | null>;
