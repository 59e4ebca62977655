import { OrderDetailSchema, OrderListSchema } from "@vitrine/shared/schemas/orders";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listQuerystring, parseList } from "../../../db/list-query";
import { envelope, idParam, ok } from "../../../lib/http";
import { requireUser } from "../../../plugins/auth";
import { security } from "../cart-requests";
import { orderAccessOf } from "./access";
import { ORDER_LIST } from "./order-reads";

/** The member's orders, one order (its member or its X-Order-Key), and cancelling it while unpaid. */
export const orderReadRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["orders"];
  const { orders } = app.shop;
  const orderParams = z.object({ id: idParam });

  app.get(
    "/order",
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: "The member's orders, newest first",
        security,
        querystring: listQuerystring,
        response: { 200: envelope(OrderListSchema) },
      },
    },
    async (request) => {
      const user = (await request.currentUser())!;
      return ok(await orders.list(request.siteId, user.id, parseList(request.query, ORDER_LIST)));
    },
  );

  app.get(
    "/order/:id",
    {
      schema: {
        tags,
        summary:
          "One order with its lines, history, invoices and, while unpaid, how to pay (its member, or X-Order-Key)",
        security,
        params: orderParams,
        response: { 200: envelope(OrderDetailSchema) },
      },
    },
    async (request) => ok(await orders.get(await orderAccessOf(request), request.params.id)),
  );

  app.post(
    "/order/:id/cancel",
    {
      schema: {
        tags,
        summary: "Cancels the order while it awaits its payment; its stock goes back",
        security,
        params: orderParams,
        response: { 200: envelope(OrderDetailSchema) },
      },
    },
    async (request) => {
      const order = await orders.cancel(await orderAccessOf(request), request.params.id);
      return ok(order, "Votre commande est annulée.");
    },
  );
};
