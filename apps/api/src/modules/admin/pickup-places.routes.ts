import { AdminPickupCalendarSchema } from "@vitrine/shared/schemas/admin-delivery";
import { AdminOpeningDayBodySchema, AdminPickupPlaceBodySchema } from "@vitrine/shared/schemas/admin-pickup";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, idParam, ok } from "../../lib/http";
import { actorOf } from "./actor";
import { ensureShop } from "./order-documents.routes";
import { pickupChange } from "./pickup-change";

const calendarParams = z.object({ id: idParam });
const openingParams = z.object({ id: idParam, openingId: idParam });
const calendarReply = envelope(AdminPickupCalendarSchema);

/**
 * Pickup places created and deleted in the admin panel, and their exceptional openings (a date
 * with its own hours, in place of the weekly schedules of that day; what the checkout then offers).
 * Registered by adminClickAndCollectRoutes; a site without a shop: 404.
 */
export const pickupPlaceRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["admin"];
  const admin = app.shop.delivery.pickupAdmin;

  app.post(
    "/admin/click-and-collect",
    {
      schema: {
        tags,
        summary: "Creates a pickup place: name, notice, address in France and its first weekly schedules",
        body: AdminPickupPlaceBodySchema,
        response: { 201: calendarReply },
      },
    },
    async (request, reply) => {
      await ensureShop(app, request.siteId);
      const place = await admin.create(request.siteId, await actorOf(request), request.body);
      return reply.code(201).send(ok(place, "Lieu de retrait créé."));
    },
  );

  app.delete(
    "/admin/click-and-collect/:id",
    {
      schema: {
        tags,
        summary: "Deletes a pickup place no order names (409 otherwise: stop offering it instead)",
        params: calendarParams,
        response: { 200: envelope(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => {
      await admin.remove(await pickupChange(app, request));
      return ok({ id: request.params.id }, "Lieu de retrait supprimé.");
    },
  );

  app.post(
    "/admin/click-and-collect/:id/opening-day",
    {
      schema: {
        tags,
        summary:
          "Opens the pickup place on a date (YYYY-MM-DD, today or later) from HH:MM to HH:MM, capacity or null; 409 on a closed day or an overlap",
        params: calendarParams,
        body: AdminOpeningDayBodySchema,
        response: { 201: calendarReply },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          ok(
            await admin.addOpeningDay(await pickupChange(app, request), request.body),
            "Ouverture exceptionnelle ajoutée.",
          ),
        ),
  );

  app.delete(
    "/admin/click-and-collect/:id/opening-day/:openingId",
    {
      schema: {
        tags,
        summary: "Removes an exceptional opening",
        params: openingParams,
        response: { 200: calendarReply },
      },
    },
    async (request) =>
      ok(
        await admin.deleteOpeningDay(await pickupChange(app, request), request.params.openingId),
        "Ouverture exceptionnelle retirée.",
      ),
  );
};
