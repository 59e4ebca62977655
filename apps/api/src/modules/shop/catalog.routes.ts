import { ProductListSchema, ProductSchema, VariationSchema } from "@vitrine/shared/schemas/shop";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listQuerystring, parseList } from "../../db/list-query";
import { envelope, idParam, notFound, ok } from "../../lib/http";
import { PRODUCT_LIST } from "./catalog";

/** Products on sale, one product, and what the declinations' variations mean. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["shop"];
  const { catalog } = app.shop;

  app.get(
    "/product",
    {
      config: { siteCache: true },
      schema: {
        tags,
        summary:
          "Products on sale with their declinations, by lowest price (name=lk:, search=lk:, kind, tags=a,b, type)",
        querystring: listQuerystring,
        response: { 200: envelope(ProductListSchema) },
      },
    },
    async (request) => ok(await catalog.list(request.siteId, parseList(request.query, PRODUCT_LIST))),
  );

  app.get(
    "/product/:id",
    {
      config: { siteCache: true },
      schema: {
        tags,
        summary: "One product on sale with its declinations",
        params: z.object({ id: idParam }),
        response: { 200: envelope(ProductSchema) },
      },
    },
    async (request) => {
      const product = await catalog.get(request.siteId, request.params.id);
      if (!product) throw notFound("Ce produit n'existe pas.");
      return ok(product);
    },
  );

  app.get(
    "/variation",
    {
      config: { siteCache: true },
      schema: {
        tags,
        summary: "What variation1, variation2 and variation3 of the declinations mean on this site",
        response: { 200: envelope(z.array(VariationSchema)) },
      },
    },
    async (request) => ok(await catalog.variations(request.siteId)),
  );
};
