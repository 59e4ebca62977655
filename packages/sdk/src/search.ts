import type { SearchResult } from "@vitrine/shared/schemas/search";
import type { ApiClient } from "./client";

/** The site search (GET /search, not in the spec's tables: its SHOW_SEARCHBAR switch). */
export interface SearchCalls {
  /** 404 where SHOW_SEARCHBAR is off; 400 for a blank or too long `q`. */
  search(q: string, options?: { page?: number; nbItem?: number }): Promise<SearchResult>;
}

export function searchCalls(api: ApiClient): SearchCalls {
  return {
    search: (q, { page, nbItem } = {}) => {
      const query = new URLSearchParams({ q });
      if (page !== undefined) query.set("page", String(page));
      if (nbItem !== undefined) query.set("nbItem", String(nbItem));
      return api.get<SearchResult>(`/search?${query}`);
    },
  };
}
