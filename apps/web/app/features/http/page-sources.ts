/**
 * Response header by which a page asks the server for third-party origins in its own CSP, by
 * name ("stripe"): the server knows the origins (server/security.ts), adds them to that page's
 * policy only, and never sends the header itself. A policy is the document's: a page needing one
 * is reached by a document load (redirectDocument, reloadDocument), not a client navigation.
 */
export const PAGE_SOURCES_HEADER = "x-page-sources";

export const PAGE_SOURCE_NAMES = ["stripe"] as const;
export type PageSourceName = (typeof PAGE_SOURCE_NAMES)[number];

/** The header of a page needing `names`. */
export const pageSources = (...names: PageSourceName[]) => ({ [PAGE_SOURCES_HEADER]: names.join(",") });

/** The known names a header value lists (unknown ones ignored). */
export function readPageSources(value: string | null | undefined): PageSourceName[] {
  if (!value) return [];
  const names = value.split(",").map((name) => name.trim());
  return PAGE_SOURCE_NAMES.filter((name) => names.includes(name));
}
