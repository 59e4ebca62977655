import {
  ADMIN_DISCOUNT_LIST,
  AdminDiscountBodySchema,
  AdminDiscountListSchema,
  AdminDiscountSchema,
} from "@vitrine/shared/schemas/admin-discounts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listQuerystring, parseList } from "../../db/list-query";
import { envelope, idParam, ok } from "../../lib/http";
import { actorOf } from "./actor";
import { ensureShop } from "./order-documents.routes";

const codeParams = z.object({ id: idParam });

/**
 * The shop's discount codes in the admin panel (registered by admin/routes.ts, behind its session
 * check): the list with each code's uses, one code, its creation and its changes (disabled with
 * isActive false). The rules live in the shop module (DiscountAdmin). A site without a shop: 404.
 */
export const adminDiscountRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["admin"];
  const admin = app.shop.discountAdmin;

  app.get(
    "/admin/discount-code",
    {
      schema: {
        tags,
        summary:
          "The shop's discount codes, newest first, with their uses (filters: search on the code, isActive; sorts: code, createdAt, uses, validTo)",
        querystring: listQuerystring,
        response: { 200: envelope(AdminDiscountListSchema) },
      },
    },
    async (request) => {
      await ensureShop(app, request.siteId);
      return ok(await admin.list(request.siteId, parseList(request.query, ADMIN_DISCOUNT_LIST)));
    },
  );

  app.get(
    "/admin/discount-code/:id",
    {
      schema: {
        tags,
        summary: "One discount code with its uses",
        params: codeParams,
        response: { 200: envelope(AdminDiscountSchema) },
      },
    },
    async (request) => {
      await ensureShop(app, request.siteId);
      return ok(await admin.detail(request.siteId, request.params.id));
    },
  );

  app.post(
    "/admin/discount-code",
    {
      schema: {
        tags,
        summary:
          "Creates a discount code (unique per site whatever its case; percent, amount in cents or free shipping; days, minimum, limits); 409 when the code exists",
        body: AdminDiscountBodySchema,
        response: { 201: envelope(AdminDiscountSchema) },
      },
    },
    async (request, reply) => {
      await ensureShop(app, request.siteId);
      const code = await admin.create(request.siteId, request.body, await actorOf(request));
      return reply.code(201).send(ok(code, `Code promo ${code.code} créé.`));
    },
  );

  app.put(
    "/admin/discount-code/:id",
    {
      schema: {
        tags,
        summary:
          "Changes a discount code (all its fields; isActive false disables it); 409 when the code exists",
        params: codeParams,
        body: AdminDiscountBodySchema,
        response: { 200: envelope(AdminDiscountSchema) },
      },
    },
    async (request) => {
      await ensureShop(app, request.siteId);
      const code = await admin.update(
        request.siteId,
        request.params.id,
        request.body,
        await actorOf(request),
      );
      return ok(
        code,
        code.isActive ? `Code promo ${code.code} enregistré.` : `Code promo ${code.code} désactivé.`,
      );
    },
  );
};
