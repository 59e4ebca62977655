import { CalendarMonthSchema } from "@vitrine/shared/schemas/content";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, idParam, notFound, ok } from "../../lib/http";

const monthParam = z
  .string()
  .regex(/^(?:0?[1-9]|1[0-2])$/, "Le mois doit être compris entre 1 et 12.")
  .transform(Number);
const yearParam = z
  .string()
  .regex(/^\d{4}$/, "L'année doit comporter 4 chiffres.")
  .transform(Number)
  .refine((y) => y >= 2000 && y <= 2100, "L'année doit être comprise entre 2000 et 2100.");

/** Appointment calendars: the days open in a month. */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/calendar/:id/date/allowed/:month/:year",
    {
      schema: {
        tags: ["calendar"],
        summary: "Days of a month open for appointments, with their periods (Europe/Paris)",
        params: z.object({ id: idParam, month: monthParam, year: yearParam }),
        response: { 200: envelope(CalendarMonthSchema) },
      },
    },
    async (request) => {
      const { id, month, year } = request.params;
      const result = await app.content.calendars.allowedDates(request.siteId, id, month, year);
      if (!result) throw notFound("Ce calendrier est introuvable.");
      return ok(result);
    },
  );
};
