import { type ApiClient, isApiError } from "@vitrine/sdk/client";
import { searchCalls } from "@vitrine/sdk/search";
import { SEARCH_PAGE_SIZE, type SearchResult } from "@vitrine/shared/schemas/search";
import { switchOnIn } from "@vitrine/shared/site-switches";
import { data } from "react-router";

/** What the results page shows: the search as typed, its results or why there are none. */
export interface SearchPageData {
  q: string;
  page: number;
  perPage: number;
  result: SearchResult | null;
  /** The API's refusal of the search, in French (too long…). */
  error: string | null;
}

/** The results of `q` (page `page`); the site's 404 page where SHOW_SEARCHBAR is off. */
export async function searchPage(api: ApiClient, q: string, page: number): Promise<SearchPageData> {
  const base = { q, page, perPage: SEARCH_PAGE_SIZE, result: null, error: null };
  if (!q.trim()) {
    if (!switchOnIn(await api.parameters(), "SHOW_SEARCHBAR")) {
      throw data(null, { status: 404 });
    }
    return base;
  }
  try {
    return { ...base, result: await searchCalls(api).search(q, { page, nbItem: SEARCH_PAGE_SIZE }) };
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status === 404) throw data(null, { status: 404 });
    if (error.status === 400) {
      // A page past the last one the search allows shows its first page's refusal as well.
      return { ...base, error: error.errors.q ?? error.errors.page ?? error.message };
    }
    throw error;
  }
}
