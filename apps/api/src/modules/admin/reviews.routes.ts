import {
  ADMIN_REVIEW_LIST,
  AdminReviewListSchema,
  AdminReviewSchema,
  REVIEW_ACTIONS,
  type ReviewAction,
  ReviewBulkBodySchema,
  ReviewBulkResultSchema,
  ReviewPendingSchema,
} from "@vitrine/shared/schemas/admin-content";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listQuerystring, parseList } from "../../db/list-query";
import { envelope, idParam, ok } from "../../lib/http";
import { actorOf } from "./actor";

const params = z.object({ id: idParam });

const DONE: Record<ReviewAction, (n: number) => string> = {
  approve: (n) => (n === 1 ? "Avis publié." : `${n} avis publiés.`),
  reject: (n) => (n === 1 ? "Avis masqué." : `${n} avis masqués.`),
  delete: (n) => (n === 1 ? "Avis supprimé." : `${n} avis supprimés.`),
};

/**
 * The moderation of reviews in the admin panel (registered by admin/routes.ts, behind its session
 * check): a visitor's review waits (pending); approve (shown on the site), reject (kept out of
 * it), delete; one or several at once.
 */
export const adminReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["admin"];
  const admin = app.content.admin.reviews;

  app.get(
    "/admin/review",
    {
      schema: {
        tags,
        summary:
          "Every review of the site with its state, newest first (search; state PENDING, APPROVED or REJECTED; source; rating), and how many wait for moderation",
        querystring: listQuerystring,
        response: { 200: envelope(AdminReviewListSchema) },
      },
    },
    async (request) => ok(await admin.list(request.siteId, parseList(request.query, ADMIN_REVIEW_LIST))),
  );

  app.get(
    "/admin/review/pending",
    {
      schema: {
        tags,
        summary: "How many reviews wait for moderation (the panel's badge)",
        response: { 200: envelope(ReviewPendingSchema) },
      },
    },
    async (request) => ok({ pending: await admin.pending(request.siteId) }),
  );

  app.post(
    "/admin/review/bulk",
    {
      schema: {
        tags,
        summary:
          "Approves, rejects or deletes several reviews at once (all or none; 404 when one is unknown)",
        body: ReviewBulkBodySchema,
        response: { 200: envelope(ReviewBulkResultSchema) },
      },
    },
    async (request) => {
      const { action, ids } = request.body;
      await admin.moderate(request.siteId, ids, action, await actorOf(request));
      const count = new Set(ids).size;
      return ok({ count }, DONE[action](count));
    },
  );

  for (const action of REVIEW_ACTIONS.filter((a) => a !== "delete")) {
    app.post(
      `/admin/review/:id/${action}`,
      {
        schema: {
          tags,
          summary:
            action === "approve"
              ? "Shows the review on the site (409 when it already is)"
              : "Keeps the review out of the site (409 when it already is)",
          params,
          response: { 200: envelope(AdminReviewSchema) },
        },
      },
      async (request) => {
        const [review] = await admin.moderate(
          request.siteId,
          [request.params.id],
          action,
          await actorOf(request),
          true,
        );
        return ok(review!, DONE[action](1));
      },
    );
  }

  app.delete(
    "/admin/review/:id",
    { schema: { tags, summary: "Deletes a review", params, response: { 200: envelope(z.null()) } } },
    async (request) => {
      await admin.moderate(request.siteId, [request.params.id], "delete", await actorOf(request));
      return ok(null, DONE.delete(1));
    },
  );
};
