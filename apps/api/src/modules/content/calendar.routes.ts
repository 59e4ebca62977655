import { CalendarDaySchema, CalendarMonthSchema } from "@vitrine/shared/schemas/content";
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

/** A calendar date, YYYY-MM-DD, that exists (no 31 April), from 2000 to 2100. */
const dateParam = z
  .string()
  .regex(/^(?:20\d{2}|2100)-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/, "La date doit s'écrire AAAA-MM-JJ.")
  .refine((date) => {
    const [year, month, day] = date.split("-").map(Number) as [number, number, number];
    return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
  }, "Cette date n'existe pas.");

/** Appointment and click-and-collect calendars: the days open in a month, the periods of a day. */
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

  app.get(
    "/calendar/:id/slots/:date",
    {
      schema: {
        tags: ["calendar"],
        summary:
          "Periods of a day open for a pickup or an appointment, with their schedule (idSchedule) and capacity",
        params: z.object({ id: idParam, date: dateParam }),
        response: { 200: envelope(CalendarDaySchema) },
      },
    },
    async (request) => {
      const { id, date } = request.params;
      const result = await app.content.calendars.daySlots(request.siteId, id, date);
      if (!result) throw notFound("Ce calendrier est introuvable.");
      return ok(result);
    },
  );
};
