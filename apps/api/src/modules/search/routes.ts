import { SearchQuerySchema, SearchResultSchema } from "@vitrine/shared/schemas/search";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { envelope, notFound, ok } from "../../lib/http";

/** GET /search?q= (not in the spec's tables: its SHOW_SEARCHBAR switch): the site search. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/search",
    {
      config: { siteCache: true },
      // Before the query is validated: a site without search answers 404 whatever is asked.
      preValidation: async (request) => {
        if (!(await app.services.search.enabled(request.siteId)))
          throw notFound("La recherche n'est pas proposée sur ce site.");
      },
      schema: {
        tags: ["search"],
        summary:
          "Site search: pages, services, completed projects, articles, news and products matching the words q, best first (404 unless SHOW_SEARCHBAR)",
        querystring: SearchQuerySchema,
        response: { 200: envelope(SearchResultSchema) },
      },
    },
    async (request) => {
      const { q, page, nbItem } = request.query;
      return ok(await app.services.search.search(request.siteId, q, { page, nbItem }));
    },
  );
};
