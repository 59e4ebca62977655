import { ReviewListSchema } from "@vitrine/shared/schemas/content";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { listQuerystring, parseList } from "../../db/list-query";
import { envelope, ok } from "../../lib/http";
import { parseReviewFrom, REVIEW_LIST } from "./reviews";

/** Customer reviews. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/google/reviews",
    {
      config: { siteCache: true },
      schema: {
        tags: ["reviews"],
        summary: "Customer reviews with their average; from=YYYY-MM-DD or from=google|site",
        querystring: listQuerystring,
        response: { 200: envelope(ReviewListSchema) },
      },
    },
    async (request) => {
      const query = parseList(request.query, REVIEW_LIST);
      const from = parseReviewFrom(request.query.from);
      return ok(await app.content.reviews.list(request.siteId, from, query));
    },
  );
};
