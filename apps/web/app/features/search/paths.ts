import type { SearchKind } from "@vitrine/shared/schemas/search";

/** The site search's pages (SHOW_SEARCHBAR): the results, and the suggestions as one types (JSON). */
export const SEARCH_PATH = "/recherche";
export const SUGGESTIONS_PATH = "/recherche/suggestions";

/** Suggestions shown under the search field. */
export const SUGGESTION_COUNT = 6;
/** Characters typed before suggestions are asked, and the wait after the last key. */
export const SUGGESTION_MIN_LENGTH = 2;
export const SUGGESTION_DELAY_MS = 250;

/** What a result is, as the visitor reads it. */
export const KIND_LABELS: Record<SearchKind, string> = {
  page: "Page",
  service: "Service",
  project: "Réalisation",
  article: "Conseil",
  news: "Actualité",
  product: "Produit",
};

/** One suggestion under the field: where it leads. */
export interface Suggestion {
  title: string;
  path: string;
  kind: SearchKind;
}

export const searchHref = (q: string, page = 1) =>
  `${SEARCH_PATH}?${new URLSearchParams(page > 1 ? { q, page: String(page) } : { q })}`;
