import {
  AdminClosingDayBodySchema,
  AdminPickupCalendarBodySchema,
  AdminPickupCalendarSchema,
  AdminPickupScheduleBodySchema,
} from "@vitrine/shared/schemas/admin-delivery";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, idParam, ok } from "../../lib/http";
import { ensureShop } from "./order-documents.routes";
import { pickupChange } from "./pickup-change";
import { pickupPlaceRoutes } from "./pickup-places.routes";

const calendarParams = z.object({ id: idParam });
const scheduleParams = z.object({ id: idParam, scheduleId: idParam });
const dayParams = z.object({ id: idParam, dayId: idParam });
const calendarReply = envelope(AdminPickupCalendarSchema);

/**
 * Click-and-collect in the admin panel (registered by delivery.routes.ts): the pickup calendars,
 * their weekly schedules (HH:MM, capacity in orders) and closing days, as GET /click-and-collect
 * and the order's pickup checks read them (PickupAdmin). Every change answers the calendar as it
 * now is. A site without a shop: 404.
 */
export const adminClickAndCollectRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["admin"];
  const admin = app.shop.delivery.pickupAdmin;

  app.get(
    "/admin/click-and-collect",
    {
      schema: {
        tags,
        summary: "The shop's pickup places with their weekly schedules and closing days",
        response: { 200: envelope(z.array(AdminPickupCalendarSchema)) },
      },
    },
    async (request) => {
      await ensureShop(app, request.siteId);
      return ok(await admin.list(request.siteId));
    },
  );

  app.put(
    "/admin/click-and-collect/:id",
    {
      schema: {
        tags,
        summary: "Changes a pickup place's name, notice (hours) and whether it is offered",
        params: calendarParams,
        body: AdminPickupCalendarBodySchema,
        response: { 200: calendarReply },
      },
    },
    async (request) =>
      ok(await admin.update(await pickupChange(app, request), request.body), "Lieu de retrait enregistré."),
  );

  app.post(
    "/admin/click-and-collect/:id/schedule",
    {
      schema: {
        tags,
        summary: "Adds a weekly pickup schedule (weekday 1–7, HH:MM to HH:MM, capacity in orders or null)",
        params: calendarParams,
        body: AdminPickupScheduleBodySchema,
        response: { 201: calendarReply },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(ok(await admin.addSchedule(await pickupChange(app, request), request.body), "Créneau ajouté.")),
  );

  app.put(
    "/admin/click-and-collect/:id/schedule/:scheduleId",
    {
      schema: {
        tags,
        summary: "Changes a weekly pickup schedule",
        params: scheduleParams,
        body: AdminPickupScheduleBodySchema,
        response: { 200: calendarReply },
      },
    },
    async (request) =>
      ok(
        await admin.updateSchedule(await pickupChange(app, request), request.params.scheduleId, request.body),
        "Créneau enregistré.",
      ),
  );

  app.delete(
    "/admin/click-and-collect/:id/schedule/:scheduleId",
    {
      schema: {
        tags,
        summary: "Deletes a weekly pickup schedule",
        params: scheduleParams,
        response: { 200: calendarReply },
      },
    },
    async (request) =>
      ok(
        await admin.deleteSchedule(await pickupChange(app, request), request.params.scheduleId),
        "Créneau supprimé.",
      ),
  );

  await app.register(closingDayRoutes);
  await app.register(pickupPlaceRoutes);
};

/** A pickup place's closing days (registered by adminClickAndCollectRoutes). */
const closingDayRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["admin"];
  const admin = app.shop.delivery.pickupAdmin;

  app.post(
    "/admin/click-and-collect/:id/closing-day",
    {
      schema: {
        tags,
        summary: "Closes the pickup place on a day (YYYY-MM-DD); 409 when it already is",
        params: calendarParams,
        body: AdminClosingDayBodySchema,
        response: { 201: calendarReply },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          ok(
            await admin.addClosingDay(await pickupChange(app, request), request.body),
            "Jour de fermeture ajouté.",
          ),
        ),
  );

  app.delete(
    "/admin/click-and-collect/:id/closing-day/:dayId",
    {
      schema: {
        tags,
        summary: "Opens a closed day again",
        params: dayParams,
        response: { 200: calendarReply },
      },
    },
    async (request) =>
      ok(
        await admin.deleteClosingDay(await pickupChange(app, request), request.params.dayId),
        "Jour de fermeture retiré.",
      ),
  );
};
