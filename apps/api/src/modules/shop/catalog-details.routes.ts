import { AwardSchema, MealIconSchema, RecommendedProductsSchema } from "@vitrine/shared/schemas/shop";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, idParam, notFound, ok } from "../../lib/http";

const PRODUCT_MISSING = "Ce produit n'existe pas.";

/** What completes a product page: its awards, the products recommended beside it, the food pairings. */
export const catalogDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["shop"];
  const { extras } = app.shop;

  app.get(
    "/award",
    {
      config: { siteCache: true },
      schema: {
        tags,
        summary: "Medals and competitions of a product on sale (product={id}), in the owner's order",
        querystring: z.object({
          product: z.string({ error: "Indiquez le produit : product={id}." }).pipe(idParam),
        }),
        response: { 200: envelope(z.array(AwardSchema)) },
      },
    },
    async (request) => {
      const awards = await extras.awards(request.siteId, request.query.product);
      if (!awards) throw notFound(PRODUCT_MISSING);
      return ok(awards);
    },
  );

  app.get(
    "/v2/product/recommended/:id",
    {
      config: { siteCache: true },
      schema: {
        tags,
        summary:
          "Products recommended beside a product: the owner's picks, then the closest by kind, type and tags (4 at most)",
        params: z.object({ id: idParam }),
        response: { 200: envelope(RecommendedProductsSchema) },
      },
    },
    async (request) => {
      const products = await extras.recommended(request.siteId, request.params.id);
      if (!products) throw notFound(PRODUCT_MISSING);
      return ok({ products });
    },
  );

  app.get(
    "/parameter/product/meal-icon",
    {
      config: { siteCache: true },
      schema: {
        tags,
        summary: "The food pairings the site offers (name and icon), in order",
        response: { 200: envelope(z.array(MealIconSchema)) },
      },
    },
    async (request) => ok(await app.shop.mealIcons(request.siteId)),
  );
};
