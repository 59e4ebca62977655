import { NewsListSchema, NewsSchema } from "@vitrine/shared/schemas/content";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listQuerystring, parseList } from "../../db/list-query";
import { badRequest, envelope, ok } from "../../lib/http";
import { NEWS_LIST } from "./news";

/** News items, and the promoted one. */
export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/news",
    {
      config: { siteCache: true },
      schema: {
        tags: ["news"],
        summary: "News, newest first; with promoted=true, the promoted item (or null)",
        querystring: listQuerystring,
        response: { 200: envelope(z.union([NewsListSchema, NewsSchema.nullable()])) },
      },
    },
    async (request) => {
      const query = parseList(request.query, NEWS_LIST);
      const promoted = request.query.promoted;
      if (promoted !== undefined && promoted !== "true" && promoted !== "false") {
        throw badRequest("Les paramètres de la liste sont invalides.", {
          promoted: "Indiquez true ou false.",
        });
      }
      if (promoted === "true") return ok(await app.content.news.promoted(request.siteId));
      return ok(await app.content.news.list(request.siteId, query));
    },
  );
};
