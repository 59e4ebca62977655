import { ProductListSchema, ProductSchema, VariationSchema } from "@vitrine/shared/schemas/shop";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listQuerystring, parseList } from "../../db/list-query";
import { envelope, idParam, notFound, ok } from "../../lib/http";
import { PRODUCT_LIST } from "./catalog";

/** Products on sale and one product. */
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
};

/**
 * What the declinations' variations mean. Every site asks it at start (spec section 4), so a site
 * that does not sell online answers an empty list rather than the shop's 404.
 */
export const variationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/variation",
    {
      config: { siteCache: true },
      schema: {
        tags: ["shop"],
        summary:
          "What variation1, variation2 and variation3 of the declinations mean on this site (empty without a shop)",
        response: { 200: envelope(z.array(VariationSchema)) },
      },
    },
    async (request) => {
      if (!(await app.shop.settings(request.siteId)).isECommerce) return ok([]);
      return ok(await app.shop.catalog.variations(request.siteId));
    },
  );
};
