import type { ParsedListQuery } from "@vitrine/shared/list-query";
import {
  type AdminReview,
  type AdminReviewList,
  REVIEW_STATES,
  type ReviewAction,
  type ReviewState,
} from "@vitrine/shared/schemas/admin-content";
import { REVIEW_SOURCES } from "@vitrine/shared/schemas/content";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import { type AuditActor, recordAudit } from "../../db/audit";
import type { Db } from "../../db/client";
import { pagedList, whereFilters } from "../../db/list-query";
import { reviews } from "../../db/schema/index";
import { badRequest, conflict, notFound } from "../../lib/http";
import { otherFilters, searchCondition } from "./admin-fields";

type Row = typeof reviews.$inferSelect;
const invalid = (field: string, message: string) =>
  badRequest("Les paramètres de la liste sont invalides.", { [field]: message });

/** The state an action leads to (none: the review is deleted). */
const TARGET: Record<ReviewAction, ReviewState | null> = {
  approve: "APPROVED",
  reject: "REJECTED",
  delete: null,
};
const ALREADY: Record<"APPROVED" | "REJECTED", string> = {
  APPROVED: "Cet avis est déjà publié.",
  REJECTED: "Cet avis est déjà masqué.",
};

/**
 * The moderation of reviews: a review a visitor posts is pending; an approved review shows on the
 * site (and counts in its average), a rejected one is kept out of it; deleting removes it. Every
 * change is audited, one entry per review, in the same transaction.
 */
export class ReviewsAdmin {
  constructor(
    private readonly db: Db,
    private readonly changed: () => void,
  ) {}

  async list(siteId: number, query: ParsedListQuery): Promise<AdminReviewList> {
    const others = otherFilters(query.filters);
    const conditions = others
      .filter((filter) => filter.field === "state" || filter.field === "source")
      .map((filter) => {
        if (filter.field === "state") {
          const state = REVIEW_STATES.find((s) => s === filter.value);
          if (!state) {
            throw invalid(
              "state",
              "L'état est PENDING (en attente), APPROVED (publié) ou REJECTED (masqué).",
            );
          }
          return eq(reviews.state, state);
        }
        const source = REVIEW_SOURCES.find((s) => s === filter.value);
        if (!source) throw invalid("source", "La source est GOOGLE ou SITE.");
        return eq(reviews.source, source);
      });
    const where = and(
      eq(reviews.siteId, siteId),
      searchCondition(query.filters, [reviews.author, reviews.text]),
      ...conditions,
      ...whereFilters(others, { rating: reviews.rating }),
    );
    const [{ rows, total }, pending] = await Promise.all([
      pagedList(this.db, reviews, where, query, {
        columns: { date: reviews.reviewedOn, rating: reviews.rating, author: reviews.author },
        fallback: [desc(reviews.reviewedOn), desc(reviews.id)],
      }),
      this.pending(siteId),
    ]);
    return { items: rows.map(toAdminReview), total, pending };
  }

  /** How many reviews of the site wait for moderation. */
  async pending(siteId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(reviews)
      .where(and(eq(reviews.siteId, siteId), eq(reviews.state, "PENDING")));
    return row?.n ?? 0;
  }

  /**
   * One action on the reviews `ids` of the site: all or none (404 when one is not the site's).
   * `strict` (one review's own action): 409 when the review is already in the state asked for;
   * otherwise such a review is left as it is, unaudited.
   */
  async moderate(
    siteId: number,
    ids: number[],
    action: ReviewAction,
    actor: AuditActor,
    strict = false,
  ): Promise<AdminReview[]> {
    const unique = [...new Set(ids)];
    const target = TARGET[action];
    const rows = await this.db.transaction(async (tx) => {
      const current = await tx
        .select()
        .from(reviews)
        .where(and(eq(reviews.siteId, siteId), inArray(reviews.id, unique)))
        .for("update");
      if (current.length !== unique.length) {
        throw notFound(
          unique.length === 1 ? "Cet avis est introuvable." : "Un des avis choisis est introuvable.",
        );
      }
      const moved = current.filter((row) => row.state !== target);
      if (strict && target && target !== "PENDING" && moved.length === 0) throw conflict(ALREADY[target]);
      if (!target) await tx.delete(reviews).where(inArray(reviews.id, unique));
      else if (moved.length > 0) {
        await tx
          .update(reviews)
          .set({ state: target })
          .where(
            inArray(
              reviews.id,
              moved.map((row) => row.id),
            ),
          );
      }
      for (const row of moved) {
        const before = toAdminReview(row);
        await recordAudit(tx, {
          siteId,
          actor,
          action: `review.${action}`,
          entity: "review",
          entityId: row.id,
          before: target ? { state: before.state } : before,
          after: target ? { state: target } : null,
        });
      }
      return target ? tx.select().from(reviews).where(inArray(reviews.id, unique)) : [];
    });
    this.changed();
    return rows.map(toAdminReview);
  }
}

function toAdminReview(row: Row): AdminReview {
  return {
    id: row.id,
    author: row.author,
    rating: row.rating,
    text: row.text,
    date: row.reviewedOn,
    source: row.source,
    reply: row.reply,
    state: row.state,
  };
}
