import type { FieldErrors } from "@vitrine/shared/envelope";
import { NO_SLUG, numberedSlug, slugTaken, TITLE_WITHOUT_SLUG } from "@vitrine/shared/page-address";
import { slugify } from "@vitrine/shared/page-rules";
import type { ParsedPageUpdate } from "@vitrine/shared/schemas/admin-pages";
import { and, eq, like, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { pages } from "../../db/schema/index";
import { badRequest, conflict } from "../../lib/http";
import { iconNode } from "./icons";
import type { LockedSite, PageRow } from "./page-plan";

/** The fields of a page body as columns of `pages`, and the checks that need the site. */

export type PageColumns = Partial<
  Pick<
    PageRow,
    | "title"
    | "url"
    | "menuTitle"
    | "menuIcon"
    | "metaTitle"
    | "metaDescription"
    | "type"
    | "isText"
    | "showInMenu"
    | "isFixedOnRight"
    | "useAbsoluteMenu"
    | "isCustomHeader"
    | "isCustomFooter"
    | "isValid"
    | "linkType"
    | "linkUrl"
    | "linkJsCode"
    | "isCmsPage"
    | "cmsRoute"
  >
>;

const PLAIN_FIELDS = [
  "title",
  "menuTitle",
  "menuIcon",
  "metaTitle",
  "metaDescription",
  "type",
  "isText",
  "showInMenu",
  "isFixedOnRight",
  "useAbsoluteMenu",
  "isCustomHeader",
  "isCustomFooter",
  "isValid",
] as const;

/** The columns a body sets (the url aside: see slugOf); a link keeps only what its type uses. */
export function columnsOf(body: Omit<ParsedPageUpdate, "url">): PageColumns {
  const columns: PageColumns = {};
  for (const field of PLAIN_FIELDS) {
    const value = body[field];
    if (value !== undefined) Object.assign(columns, { [field]: value });
  }
  if (body.link) {
    const { type, url, jsCode } = body.link;
    columns.linkType = type;
    columns.linkUrl = type === "INTERNAL" || type === "EXTERNAL" ? url : null;
    columns.linkJsCode = type === "JS" ? jsCode : null;
  }
  if (body.cms) {
    columns.isCmsPage = body.cms.isCmsPage;
    columns.cmsRoute = body.cms.route;
  }
  return columns;
}

/** Refuses an icon no icon set knows and a screen the site does not have (400, French, per field). */
export function checkColumns(columns: PageColumns, site: LockedSite): void {
  const errors: FieldErrors = {};
  if (columns.menuIcon && !iconNode(columns.menuIcon)) {
    errors.menuIcon =
      "Cette icône n'existe pas : indiquez ses classes Font Awesome, par exemple « fa-solid fa-phone ».";
  }
  if (columns.cmsRoute && !site.screens.includes(columns.cmsRoute)) {
    errors["cms.route"] = `Cet écran n'existe pas sur ce site : choisissez parmi ${site.screens.join(", ")}.`;
  }
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
}

/** The slug of an address typed by an administrator (accents folded, lower case); 400 when none is left. */
export function slugOf(url: string): string {
  const slug = slugify(url);
  if (!slug) throw badRequest(NO_SLUG, { url: NO_SLUG });
  return slug;
}

/** Refuses (409) a slug another page of the site has, in the trash too. */
export async function checkUrlFree(tx: Db, siteId: number, url: string, exceptId: number | null) {
  const [owner] = await tx
    .select({ id: pages.id, title: pages.title, deletedAt: pages.deletedAt })
    .from(pages)
    .where(and(eq(pages.siteId, siteId), eq(pages.url, url)));
  if (!owner || owner.id === exceptId) return;
  const message = slugTaken(url, { title: owner.title, trashed: owner.deletedAt !== null });
  throw conflict(message, { url: message });
}

/** A slug made from a title, numbered (-2, -3…) past the ones the site's pages have. */
export async function freeSlugFrom(tx: Db, siteId: number, title: string): Promise<string> {
  const base = slugify(title);
  if (!base) throw badRequest(TITLE_WITHOUT_SLUG, { url: TITLE_WITHOUT_SLUG });
  const rows = await tx
    .select({ url: pages.url })
    .from(pages)
    .where(and(eq(pages.siteId, siteId), or(eq(pages.url, base), like(pages.url, `${base}-%`))));
  return numberedSlug(base, new Set(rows.map((row) => row.url)));
}
