import { line } from "@vitrine/shared/schemas/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, HttpError, ok } from "../../lib/http";
import { formRateLimit, waitFor } from "../../plugins/rate-limit";

/** Visits recorded per site and address: a tracked link is followed a few times, not thousands. */
export const VISIT_LIMIT = { max: 30, timeWindow: 10 * 60_000 } as const;

/** Visits coming from tracked links. */
export const visitRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["site"];

  app.get(
    "/site/visit/:id",
    {
      schema: {
        tags,
        summary: "Logs a visit coming from a tracked link (?from=)",
        params: z.object({ id: line().min(1).max(100) }),
        response: { 200: envelope(z.null()) },
      },
      config: {
        rateLimit: {
          ...formRateLimit(VISIT_LIMIT.max, VISIT_LIMIT.timeWindow),
          errorResponseBuilder: (_request, context) =>
            new HttpError(
              429,
              `Trop de visites enregistrées depuis votre connexion. Merci de patienter ${waitFor(context.ttl)}.`,
            ),
        },
      },
    },
    async (request) => {
      await app.sites.recordVisit(request.siteId, request.params.id);
      return ok(null, "Visite enregistrée.");
    },
  );
};
