import type { ParsedListQuery } from "@vitrine/shared/list-query";
import type { AdminReview, AdminReviewList, ReviewAction } from "@vitrine/shared/schemas/admin-content";
import { REVIEW_SOURCES } from "@vitrine/shared/schemas/content";
import { and, desc, eq, inArray } from "drizzle-orm";
import { type AuditActor, recordAudit } from "../../db/audit";
import type { Db } from "../../db/client";
import { pagedList, whereFilters } from "../../db/list-query";
import { reviews } from "../../db/schema/index";
import { badRequest, notFound } from "../../lib/http";
import { otherFilters, searchCondition } from "./admin-fields";

type Row = typeof reviews.$inferSelect;
const invalid = (field: string, message: string) =>
  badRequest("Les paramètres de la liste sont invalides.", { [field]: message });

/**
 * The moderation of reviews: an approved review shows on the site (and counts in its average), a
 * rejected one is kept out of it; deleting removes it. Every action is audited, one entry per review.
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
          if (filter.value !== "APPROVED" && filter.value !== "REJECTED") {
            throw invalid("state", "L'état est APPROVED (publié) ou REJECTED (masqué).");
          }
          return eq(reviews.isVisible, filter.value === "APPROVED");
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
    const { rows, total } = await pagedList(this.db, reviews, where, query, {
      columns: { date: reviews.reviewedOn, rating: reviews.rating, author: reviews.author },
      fallback: [desc(reviews.reviewedOn), desc(reviews.id)],
    });
    return { items: rows.map(toAdminReview), total };
  }

  /** One action on the reviews `ids` of the site: all or none (404 when one is not the site's). */
  async moderate(
    siteId: number,
    ids: number[],
    action: ReviewAction,
    actor: AuditActor,
  ): Promise<AdminReview[]> {
    const unique = [...new Set(ids)];
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
      if (action === "delete") await tx.delete(reviews).where(inArray(reviews.id, unique));
      else {
        await tx
          .update(reviews)
          .set({ isVisible: action === "approve" })
          .where(inArray(reviews.id, unique));
      }
      for (const row of current) {
        const before = toAdminReview(row);
        const after = action === "delete" ? null : { state: action === "approve" ? "APPROVED" : "REJECTED" };
        if (after && after.state === before.state) continue;
        await recordAudit(tx, {
          siteId,
          actor,
          action: `review.${action}`,
          entity: "review",
          entityId: row.id,
          before: action === "delete" ? before : { state: before.state },
          after,
        });
      }
      return action === "delete" ? [] : tx.select().from(reviews).where(inArray(reviews.id, unique));
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
    state: row.isVisible ? "APPROVED" : "REJECTED",
  };
}
