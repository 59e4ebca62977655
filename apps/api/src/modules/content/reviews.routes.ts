import { ReviewListSchema } from "@vitrine/shared/schemas/content";
import { REVIEW_POSTED, ReviewInputSchema } from "@vitrine/shared/schemas/visitor-requests";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listQuerystring, parseList } from "../../db/list-query";
import { envelope, ok } from "../../lib/http";
import { honeypotGuard } from "./honeypot";
import { parseReviewFrom, REVIEW_LIST } from "./reviews";
import { sendLimitOf } from "./send-limits";

/** Customer reviews: the approved ones, and those visitors post (held for moderation). */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const sends = sendLimitOf(app, "reviews");
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

  app.post(
    "/review",
    {
      config: { rateLimit: sends.flood },
      preValidation: honeypotGuard(sends, 201, REVIEW_POSTED, () => null),
      schema: {
        tags: ["reviews"],
        summary: "A visitor's review: stored pending, shown on the site once an administrator approves it",
        body: ReviewInputSchema,
        response: { 201: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      const { author, rating, text } = request.body;
      await sends.count(request);
      await app.content.reviews.post(request.siteId, { author, rating, text });
      return reply.status(201).send(ok(null, REVIEW_POSTED));
    },
  );
};
