import { type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client";

/**
 * The site search's query: the visitor's words turned into the terms of the search vectors
 * (public.vitrine_search_terms of migration 0015, the functions the GIN indexes hold), any term of a
 * word matching, every word needed, the last one as a prefix of a stem or of a word as written
 * (migration 0017): suggestions follow the typing.
 */

/** Words of a search taken into account: the others are left out. */
export const SEARCH_MAX_WORDS = 8;

/** Words PostgreSQL's French stop list keeps (« les » stems to « le »): a search never needs them. */
const MORE_STOP_WORDS = new Set(["les"]);

/** The words of a search: letters and digits, two characters at least, the first SEARCH_MAX_WORDS. */
export function searchWords(q: string): string[] {
  return q
    .normalize("NFC")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2 && word.length <= 60 && !MORE_STOP_WORDS.has(word.toLowerCase()))
    .slice(0, SEARCH_MAX_WORDS);
}

/** A lexeme quoted for tsquery input. */
const quoted = (lexeme: string) => `'${lexeme.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;

/** The tsquery (as text) of a search; null when no word of it can match (empty, stop words only). */
export async function searchQuery(db: Db, q: string): Promise<string | null> {
  const words = searchWords(q);
  if (words.length === 0) return null;
  const list = await db
    .select({
      terms: sql<string>`public.vitrine_search_terms(w)`,
      folded: sql<string>`public.vitrine_fold(w)`,
    })
    .from(
      sql`unnest(array[${sql.join(
        words.map((word) => sql`${word}`),
        sql`, `,
      )}]::text[]) with ordinality as u(w, n)`,
    )
    .orderBy(sql`n`);
  const groups = list
    .map((row) => ({ terms: row.terms.split(" ").filter(Boolean), folded: row.folded }))
    .filter((word) => word.terms.length > 0);
  if (groups.length === 0) return null;
  return groups
    .map(({ terms, folded }, index) => {
      if (index < groups.length - 1) return `(${terms.map(quoted).join(" | ")})`;
      // The word being typed: its stems, and the word itself, as prefixes of the words of the text.
      const prefixes = [...new Set([...terms, folded])];
      return `(${prefixes.map((term) => `${quoted(term)}:*`).join(" | ")})`;
    })
    .join(" & ");
}

/**
 * The search vector of a table's row: its `search_vector`, a stored generated column of migration
 * 0018 (public.vitrine_search_vector of its title, summary and text), left out of the Drizzle schema
 * so that no other select carries it.
 */
export const searchVectorOf = (table: PgTable): SQL => sql`${table}.search_vector`;

/** The condition and the rank of a search over a search vector. */
export function matching(vector: SQL, query: string): { where: SQL; rank: SQL<number> } {
  const tsquery = sql`${query}::tsquery`;
  return {
    where: sql`${vector} @@ ${tsquery}`,
    // A word counts once per part of a vector (its terms are distinct): the title (A) well above
    // the summary (B), the summary above the text (C), whatever the text's length.
    rank: sql<number>`ts_rank('{0.02, 0.05, 0.2, 1.0}', ${vector}, ${tsquery})::float8`.mapWith(Number),
  };
}

/** A result's excerpt: the text on one line, tags left out, cut between two words with « … ». */
export function excerptOf(text: string | null, max = 200): string {
  const plain = (text ?? "")
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, "")}…`;
}

/** One provider's share of a search: its best matches, and how many match in all. */
export interface SearchHits<T> {
  hits: T[];
  total: number;
}

/** The count of every match, beside the rows of a limited query (a window over the whole result). */
export const totalCount = sql<number>`count(*) over ()`.mapWith(Number);
