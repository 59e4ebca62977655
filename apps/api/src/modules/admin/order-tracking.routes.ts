import { AdminOrderDetailSchema, AdminOrderTrackingBodySchema } from "@vitrine/shared/schemas/admin-orders";
import { trackingOf } from "@vitrine/shared/schemas/order-tracking";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, idParam, ok } from "../../lib/http";
import { actorOf } from "./actor";

const orderParams = z.object({ id: idParam });

/**
 * A shipped parcel's tracking corrected in the admin panel (registered by orders.routes.ts, whose
 * hook checks the shop and the order first); the
 * move to « Expédiée » gives it first (POST /admin/order/{id}/status).
 */
export const adminOrderTrackingRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["admin"];
  const admin = app.shop.orderAdmin;

  app.post(
    "/admin/order/:id/tracking",
    {
      schema: {
        tags,
        summary:
          "Corrects the tracking (number, carrier's page) of a shipped or delivered parcel; an empty number removes it. No e-mail; 409 in French for another order",
        params: orderParams,
        body: AdminOrderTrackingBodySchema,
        response: { 200: envelope(AdminOrderDetailSchema) },
      },
    },
    async (request) => {
      const tracking = trackingOf(request.body);
      const order = await admin.track({
        siteId: request.siteId,
        orderId: request.params.id,
        tracking,
        actor: await actorOf(request),
      });
      return ok(order, tracking ? "Suivi du colis enregistré." : "Suivi du colis retiré.");
    },
  );
};
