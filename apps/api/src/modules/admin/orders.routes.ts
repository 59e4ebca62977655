import { ORDER_STATUS_LABELS } from "@vitrine/shared/orders/lifecycle";
import {
  ADMIN_ORDER_LIST,
  AdminOrderDetailSchema,
  AdminOrderListSchema,
  AdminOrderRefundBodySchema,
  AdminOrderRefundSchema,
  AdminOrderStatusBodySchema,
  refundsItems,
} from "@vitrine/shared/schemas/admin-orders";
import { trackingOf } from "@vitrine/shared/schemas/order-tracking";
import { formatEuros } from "@vitrine/shared/shop-rules";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listQuerystring, parseList } from "../../db/list-query";
import { envelope, idParam, ok } from "../../lib/http";
import { actorOf } from "./actor";
import { adminOrderDocumentRoutes, ensureShop } from "./order-documents.routes";
import { adminOrderTrackingRoutes } from "./order-tracking.routes";

const orderParams = z.object({ id: idParam });

/**
 * The shop's orders in the admin panel (registered by admin/routes.ts, behind its session check):
 * the list, one order, its status changes through the order lifecycle, its refunds (decision
 * 024) and, through order-documents.routes.ts, its PDFs. The rules live in the shop module
 * (OrderAdmin). A site that does not sell online has no orders: 404.
 */
export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["admin"];
  const admin = app.shop.orderAdmin;
  // After the session check of admin/routes.ts, before the body is read: a site without a shop, or
  // a change asked of an order the site does not have, is a 404 even for a bad body.
  app.addHook("preValidation", async (request) => {
    await ensureShop(app, request.siteId);
    const order = orderParams.safeParse(request.params);
    if (request.method === "POST" && order.success) await admin.ensureOrder(request.siteId, order.data.id);
  });

  app.get(
    "/admin/order",
    {
      schema: {
        tags,
        summary:
          "The shop's orders, newest first (filters: status, deliveryType, from and to days, search on number, e-mail and name; reference, email with lk:)",
        querystring: listQuerystring,
        response: { 200: envelope(AdminOrderListSchema) },
      },
    },
    async (request) => {
      return ok(await admin.list(request.siteId, parseList(request.query, ADMIN_ORDER_LIST)));
    },
  );

  app.get(
    "/admin/order/:id",
    {
      schema: {
        tags,
        summary:
          "One order with its lines, history and documents, the states it may move to and what may be refunded now",
        params: orderParams,
        response: { 200: envelope(AdminOrderDetailSchema) },
      },
    },
    async (request) => {
      return ok(await admin.detail(request.siteId, request.params.id));
    },
  );

  app.post(
    "/admin/order/:id/status",
    {
      schema: {
        tags,
        summary:
          "Moves an order to another state of its lifecycle (invoice, credit note, card refund, stock and e-mails follow); 409 in French for a move the lifecycle refuses",
        params: orderParams,
        body: AdminOrderStatusBodySchema,
        response: { 200: envelope(AdminOrderDetailSchema) },
      },
    },
    async (request) => {
      const { status, note } = request.body;
      const order = await admin.move({
        siteId: request.siteId,
        orderId: request.params.id,
        to: status,
        actor: await actorOf(request),
        note,
        tracking: trackingOf(request.body),
      });
      return ok(order, `Commande passée à « ${ORDER_STATUS_LABELS[status]} ».`);
    },
  );

  app.post(
    "/admin/order/:id/refund",
    {
      schema: {
        tags,
        summary:
          "Gives back part of a paid order (cents), or the units of its lines and shipping fees named (their worth, or a lower amount; restock puts the units back in stock): a credit note, the card refunded at Stripe, the e-mails; the order is refunded when nothing is left. 400 for a line not of the order, 409 for an order not refundable now, 422 above what is left",
        params: orderParams,
        body: AdminOrderRefundBodySchema,
        response: { 200: envelope(AdminOrderRefundSchema) },
      },
    },
    async (request) => {
      const { amount, reason, lines = [], shipping = 0, restock = false } = request.body;
      const byLine = refundsItems(request.body);
      const refund = await admin.refund({
        siteId: request.siteId,
        orderId: request.params.id,
        amount,
        reason,
        items: byLine ? { lines, shipping, restock } : undefined,
        actor: await actorOf(request),
      });
      const card = refund.creditNote.cardRefund ? " Le remboursement sur la carte est en cours." : "";
      const given = formatEuros(refund.creditNote.total);
      const message = `Remboursement de ${given} enregistré : avoir ${refund.creditNote.number}.${card}`;
      return ok(refund, message);
    },
  );

  await app.register(adminOrderDocumentRoutes);
  await app.register(adminOrderTrackingRoutes);
};
