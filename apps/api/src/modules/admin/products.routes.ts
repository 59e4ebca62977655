import {
  ADMIN_PRODUCT_LIST,
  AdminProductBodySchema,
  AdminProductDetailSchema,
  AdminProductListSchema,
  AdminProductRemovalSchema,
  AdminStockBodySchema,
  AdminVariationSchema,
  STOCK_MOVEMENT_LIST,
  StockMovementListSchema,
} from "@vitrine/shared/schemas/admin-products";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listQuerystring, parseList } from "../../db/list-query";
import { envelope, idParam, ok } from "../../lib/http";
import { actorOf } from "./actor";
import { ensureShop } from "./order-documents.routes";

const productParams = z.object({ id: idParam });
const declinationParams = z.object({ id: idParam, declinationId: idParam });

/**
 * The shop's catalogue in the admin panel (registered by admin/routes.ts, behind its session
 * check): products with their declinations, awards, pairings and picture, and the stock adjusted
 * by hand with its history. The rules live in the shop module (ProductAdmin). A site that does
 * not sell online has no catalogue: 404.
 */
export const adminProductRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["admin"];
  const admin = app.shop.productAdmin;
  // After the session check of admin/routes.ts, before the body is read: 404 even for a bad body.
  app.addHook("preValidation", async (request) => ensureShop(app, request.siteId));

  app.get(
    "/admin/product",
    {
      schema: {
        tags,
        summary:
          "The shop's products, on sale or not (filters: search on name, category and references, type, kind, isActive; sorts: name, createdAt, order, price, stock)",
        querystring: listQuerystring,
        response: { 200: envelope(AdminProductListSchema) },
      },
    },
    async (request) => ok(await admin.list(request.siteId, parseList(request.query, ADMIN_PRODUCT_LIST))),
  );

  app.get(
    "/admin/variation",
    {
      schema: {
        tags,
        summary:
          "The site's variations (what variation1, 2 and 3 of the declinations mean), each with the labels its declinations already use there, sorted",
        response: { 200: envelope(z.array(AdminVariationSchema)) },
      },
    },
    async (request) => ok(await admin.variations(request.siteId)),
  );

  app.get(
    "/admin/product/:id",
    {
      schema: {
        tags,
        summary: "One product with all its declinations (on sale or not), awards, pairings and picture",
        params: productParams,
        response: { 200: envelope(AdminProductDetailSchema) },
      },
    },
    async (request) => ok(await admin.detail(request.siteId, request.params.id)),
  );

  app.post(
    "/admin/product",
    {
      schema: {
        tags,
        summary:
          "Creates a product with its declinations (a starting stock is the first line of their history)",
        body: AdminProductBodySchema,
        response: { 201: envelope(AdminProductDetailSchema) },
      },
    },
    async (request, reply) => {
      const product = await admin.create(request.siteId, request.body, await actorOf(request));
      return reply.code(201).send(ok(product, "Produit créé."));
    },
  );

  app.put(
    "/admin/product/:id",
    {
      schema: {
        tags,
        summary:
          "Saves a product: declinations with an id updated, without added, left out removed (taken off sale when orders name them); 409 for a taken address",
        params: productParams,
        body: AdminProductBodySchema,
        response: { 200: envelope(AdminProductDetailSchema) },
      },
    },
    async (request) =>
      ok(
        await admin.update(request.siteId, request.params.id, request.body, await actorOf(request)),
        "Produit enregistré.",
      ),
  );

  app.delete(
    "/admin/product/:id",
    {
      schema: {
        tags,
        summary: "Deletes a product, or takes it off sale (ARCHIVED) when orders name it",
        params: productParams,
        response: { 200: envelope(AdminProductRemovalSchema) },
      },
    },
    async (request) => {
      const removal = await admin.remove(request.siteId, request.params.id, await actorOf(request));
      const message =
        removal.outcome === "DELETED"
          ? "Produit supprimé."
          : "Des commandes nomment ce produit : il est retiré de la vente au lieu d'être supprimé.";
      return ok(removal, message);
    },
  );

  await app.register(adminStockRoutes);
};

/** A declination's stock adjusted by hand, and its history (registered by adminProductRoutes, after its shop check). */
const adminStockRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["admin"];
  const admin = app.shop.productAdmin;

  app.get(
    "/admin/product/:id/declination/:declinationId/stock",
    {
      schema: {
        tags,
        summary: "A declination's stock movements, newest first: adjustments and orders' (page, nbItem)",
        params: declinationParams,
        querystring: listQuerystring,
        response: { 200: envelope(StockMovementListSchema) },
      },
    },
    async (request) => {
      const { id, declinationId } = request.params;
      const query = parseList(request.query, STOCK_MOVEMENT_LIST);
      return ok(await admin.stockHistory(request.siteId, id, declinationId, query));
    },
  );

  app.post(
    "/admin/product/:id/declination/:declinationId/stock",
    {
      schema: {
        tags,
        summary:
          "Adjusts a declination's stock by a number of units with a reason (RECEPTION, CASSE, INVENTAIRE, CORRECTION) and a note; 422 below zero",
        params: declinationParams,
        body: AdminStockBodySchema,
        response: { 200: envelope(AdminProductDetailSchema) },
      },
    },
    async (request) => {
      const { id, declinationId } = request.params;
      const product = await admin.adjustStock({
        siteId: request.siteId,
        productId: id,
        declinationId,
        ...request.body,
        actor: await actorOf(request),
      });
      return ok(product, "Stock mis à jour.");
    },
  );
};
