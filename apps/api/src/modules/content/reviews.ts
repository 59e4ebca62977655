import type { ParsedListQuery } from "@vitrine/shared/list-query";
import { REVIEW_SOURCES, type Review, type ReviewList } from "@vitrine/shared/schemas/content";
import type { ReviewInput } from "@vitrine/shared/schemas/visitor-requests";
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

/** Today in France, as YYYY-MM-DD (the day a visitor's review is dated). */
const parisDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" });

/**
 * Customer reviews kept per site, with their average rating: only the approved ones are public.
 * A review a visitor posts waits for moderation (ReviewsAdmin).
 */
export class Reviews {
  constructor(private readonly db: Db) {}

  async list(
    siteId: number,
    from: { since?: string; source?: Source },
    query: ParsedListQuery,
  ): Promise<ReviewList> {
    const where: SQL = and(
      eq(reviews.siteId, siteId),
      eq(reviews.state, "APPROVED"),
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

  /** Stores a visitor's review, pending: it shows on the site once an administrator approves it. */
  async post(siteId: number, input: Omit<ReviewInput, "consent" | "website">): Promise<{ id: number }> {
    const [row] = await this.db
      .insert(reviews)
      .values({
        siteId,
        source: "SITE",
        author: input.author,
        rating: input.rating,
        text: input.text,
        reviewedOn: parisDay.format(new Date()),
        state: "PENDING",
      })
      .returning({ id: reviews.id });
    return { id: row!.id };
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
