import { z } from "zod";
import { line } from "./common";
import { ImageSchema } from "./content";

/** The site search (GET /search, SHOW_SEARCHBAR): what a visitor asks, and what the site holds that matches. */

/** Longest search, in characters. */
export const SEARCH_MAX_LENGTH = 100;
/** Results a page of the search shows, and the most a call may ask. */
export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_MAX_ITEMS = 50;
/** Pages of results a call may ask (the ranking merges every kind, page after page). */
export const SEARCH_MAX_PAGE = 10;

/**
 * What a result is, in the order a tie shows them: a service before the page it is shown at (the
 * same address: one result, the service's, with its picture and summary).
 */
export const SEARCH_KINDS = ["service", "page", "project", "article", "news", "product"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

const count = (max: number, message: string) =>
  z
    .string()
    .regex(/^\d{1,3}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(1, message).max(max, message));

export const SearchQuerySchema = z.object({
  q: line("Indiquez ce que vous cherchez.")
    .trim()
    .min(1, "Indiquez ce que vous cherchez.")
    .max(SEARCH_MAX_LENGTH, `Votre recherche est trop longue (${SEARCH_MAX_LENGTH} caractères au plus).`),
  nbItem: count(
    SEARCH_MAX_ITEMS,
    `Indiquez un nombre de résultats entre 1 et ${SEARCH_MAX_ITEMS}.`,
  ).optional(),
  page: count(SEARCH_MAX_PAGE, `Indiquez une page entre 1 et ${SEARCH_MAX_PAGE}.`).optional(),
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

export const SearchHitSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.number().int(),
  title: z.string(),
  /** Plain text, 200 characters at most. */
  excerpt: z.string(),
  /** Where the site shows it; null for a news item without a link (shown where the news are). */
  path: z.string().nullable(),
  image: ImageSchema.nullable(),
  /** The match's weight (title over summary over text), for the order of the list. */
  rank: z.number(),
});
export type SearchHit = z.infer<typeof SearchHitSchema>;

export const SearchResultSchema = z.object({
  q: z.string(),
  items: z.array(SearchHitSchema),
  /** Every match of every kind (not only this page's). */
  total: z.number().int(),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;
