import { ElementListSchema, ElementSchema } from "@vitrine/shared/schemas/content";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listQuerystring, parseList } from "../../db/list-query";
import { envelope, idParam, notFound, ok, slugParam } from "../../lib/http";
import { ELEMENT_LIST } from "./elements";

/** Element lists (completed projects, footer logos and links…) and their elements. */
export const elementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/element/:route",
    {
      schema: {
        tags: ["elements"],
        summary: "Elements of a list (realisations, logo-footer, link-footer…)",
        params: z.object({ route: slugParam }),
        querystring: listQuerystring,
        response: { 200: envelope(ElementListSchema) },
      },
    },
    async (request) => {
      const query = parseList(request.query, ELEMENT_LIST);
      const list = await app.content.elements.list(request.siteId, request.params.route, query);
      if (!list) throw notFound("Cette liste est introuvable.");
      return ok(list);
    },
  );

  app.get(
    "/element/:route/:id",
    {
      schema: {
        tags: ["elements"],
        summary: "One element of a list",
        params: z.object({ route: slugParam, id: idParam }),
        response: { 200: envelope(ElementSchema) },
      },
    },
    async (request) => {
      const element = await app.content.elements.get(request.siteId, request.params.route, request.params.id);
      if (!element) throw notFound("Cet élément est introuvable.");
      return ok(element);
    },
  );
};
