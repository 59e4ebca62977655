import type { ParsedListQuery } from "@vitrine/shared/list-query";
import { REVIEW_SOURCES, type Review, type ReviewList } from "@vitrine/shared/schemas/content";
import { and, avg, desc, eq, gte, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { pagedList, whereFilters } from "../../db/list-query";
import { reviews } from "../../db/schema/index";
import { badRequest } from "../../lib/http";

/** GET /google/reviews: `from` is a date (YYYY-MM-DD, reviews since that day) or a source name. */
export const REVIEW_LIST = {
  defaultNbItem: 10,
  maxNbItem: 100,
  filters: ["rating"],
  orderBy: ["date", "rating"],
  passthrough: ["from"],
} as const;

const filterColumns = { rating: reviews.rating };
const orderColumns = { date: reviews.reviewedOn, rating: reviews.rating };
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

type Source = (typeof REVIEW_SOURCES)[number];

/** Reads the `from` parameter; 400 with a French message when it is neither a date nor a source. */
export function parseReviewFrom(raw: unknown): { since?: string; source?: Source } {
  if (raw === undefined || raw === "") return {};
  if (typeof raw !== "string")
    throw badRequest("Les paramètres de la liste sont invalides.", {
      from: "Ce paramètre ne doit apparaître qu'une fois.",
    });
  if (
    ISO_DATE.test(raw) &&
    !Number.isNaN(Date.parse(`${raw}T00:00:00Z`)) &&
    new Date(`${raw}T00:00:00Z`).toISOString().startsWith(raw)
  ) {
    return { since: raw };
  }
  const source = REVIEW_SOURCES.find((s) => s === raw.toUpperCase());
  if (source) return { source };
  throw badRequest("Les paramètres de la liste sont invalides.", {
    from: "Indiquez une date (AAAA-MM-JJ) ou une source d'avis (google, site).",
  });
}

/** Customer reviews kept per site, with their average rating. */
export class Reviews {
  constructor(private readonly db: Db) {}

  async list(
    siteId: number,
    from: { since?: string; source?: Source },
    query: ParsedListQuery,
  ): Promise<ReviewList> {
    const where: SQL = and(
      eq(reviews.siteId, siteId),
      eq(reviews.isVisible, true),
      from.since ? gte(reviews.reviewedOn, from.since) : undefined,
      from.source ? eq(reviews.source, from.source) : undefined,
      ...whereFilters(query.filters, filterColumns),
    )!;
    const fallback = [desc(reviews.reviewedOn), desc(reviews.id)];
    const [{ rows, total }, [stats]] = await Promise.all([
      pagedList(this.db, reviews, where, query, { columns: orderColumns, fallback }),
      this.db
        .select({ average: avg(reviews.rating) })
        .from(reviews)
        .where(where),
    ]);
    const average = stats?.average == null ? null : Math.round(Number(stats.average) * 10) / 10;
    return { items: rows.map(toReview), average, count: total };
  }
}

function toReview(row: typeof reviews.$inferSelect): Review {
  return {
    id: row.id,
    author: row.author,
    rating: row.rating,
    text: row.text,
    date: row.reviewedOn,
    source: row.source,
    reply: row.reply,
  };
}
