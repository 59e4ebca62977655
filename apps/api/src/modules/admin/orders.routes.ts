import { ORDER_STATUS_LABELS } from "@vitrine/shared/orders/lifecycle";
import {
  ADMIN_ORDER_LIST,
  AdminOrderDetailSchema,
  AdminOrderListSchema,
  AdminOrderStatusBodySchema,
} from "@vitrine/shared/schemas/admin-orders";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listQuerystring, parseList } from "../../db/list-query";
import { envelope, idParam, notFound, ok } from "../../lib/http";

const orderParams = z.object({ id: idParam });

/**
 * The shop's orders in the admin panel (registered by admin/routes.ts, behind its session check):
 * the list, one order, and its status changes through the order lifecycle. The rules live in the
 * shop module (OrderAdmin). A site that does not sell online has no orders: 404.
 */
export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["admin"];
  const admin = app.shop.orderAdmin;
  const ensureShop = async (siteId: number) => {
    if (!(await app.shop.settings(siteId)).isECommerce) throw notFound("Cette boutique n'existe pas.");
  };

  app.get(
    "/admin/order",
    {
      schema: {
        tags,
        summary: "The shop's orders, newest first (filters: status, reference, email; lk: for a part)",
        querystring: listQuerystring,
        response: { 200: envelope(AdminOrderListSchema) },
      },
    },
    async (request) => {
      await ensureShop(request.siteId);
      return ok(await admin.list(request.siteId, parseList(request.query, ADMIN_ORDER_LIST)));
    },
  );

  app.get(
    "/admin/order/:id",
    {
      schema: {
        tags,
        summary: "One order with its lines, history and invoices, and the states it may move to now",
        params: orderParams,
        response: { 200: envelope(AdminOrderDetailSchema) },
      },
    },
    async (request) => {
      await ensureShop(request.siteId);
      return ok(await admin.detail(request.siteId, request.params.id));
    },
  );

  app.post(
    "/admin/order/:id/status",
    {
      schema: {
        tags,
        summary:
          "Moves an order to another state of its lifecycle (invoice, credit note, stock and e-mails follow); 409 in French for a move the lifecycle refuses",
        params: orderParams,
        body: AdminOrderStatusBodySchema,
        response: { 200: envelope(AdminOrderDetailSchema) },
      },
    },
    async (request) => {
      await ensureShop(request.siteId);
      const user = (await request.currentUser())!;
      const { status, note } = request.body;
      const order = await admin.move({
        siteId: request.siteId,
        orderId: request.params.id,
        to: status,
        adminId: user.id,
        note,
      });
      return ok(order, `Commande passée à « ${ORDER_STATUS_LABELS[status]} ».`);
    },
  );
};
