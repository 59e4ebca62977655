import { ServiceListSchema, ServiceSchema } from "@vitrine/shared/schemas/content";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listQuerystring, parseList } from "../../db/list-query";
import { envelope, idParam, notFound, ok } from "../../lib/http";
import { SERVICE_LIST } from "./service-offers";

/** The company's service offers (spec: Services). */
export const serviceOfferRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["services"];
  app.get(
    "/service",
    {
      config: { siteCache: true },
      schema: {
        tags,
        summary: "Services of the site (tag=a,b keeps those carrying any of the tags)",
        querystring: listQuerystring,
        response: { 200: envelope(ServiceListSchema) },
      },
    },
    async (request) =>
      ok(await app.content.services.list(request.siteId, parseList(request.query, SERVICE_LIST))),
  );

  app.get(
    "/service/:id",
    {
      config: { siteCache: true },
      schema: {
        tags,
        summary: "One service",
        params: z.object({ id: idParam }),
        response: { 200: envelope(ServiceSchema) },
      },
    },
    async (request) => {
      const service = await app.content.services.get(request.siteId, request.params.id);
      if (!service) throw notFound("Ce service est introuvable.");
      return ok(service);
    },
  );
};
