import { z } from "zod";
import { frenchPostalCodeProblem } from "../postal-codes";
import {
  AdminClosingDayBodySchema,
  AdminPickupCalendarBodySchema,
  AdminPickupScheduleBodySchema,
  clockTime,
} from "./admin-delivery";
import { line, phoneNumber } from "./common";

/**
 * Click-and-collect places created in the admin panel (issue 17): a place is a company address in
 * France and its pickup calendar, with its first weekly schedules; exceptional openings are dated
 * periods (a day usually closed, or other hours on that date) that replace the weekly schedules of
 * their day.
 */

const required = (missing: string, max: number) =>
  line(missing).trim().min(1, missing).max(max, `${max} caractères au maximum.`);

/** Where orders are picked up (France). */
export const AdminPickupAddressBodySchema = z.object({
  firstPart: required("Indiquez l'adresse (numéro et voie).", 120),
  secondPart: line("Le complément d'adresse doit être un texte.")
    .trim()
    .max(120, "120 caractères au maximum.")
    .nullish()
    .transform((value) => value || null),
  postalCode: line("Indiquez le code postal.")
    .trim()
    .superRefine((code, context) => {
      const problem = frenchPostalCodeProblem(code);
      if (problem) context.addIssue({ code: "custom", message: problem });
    }),
  city: required("Indiquez la ville.", 80),
  phone: phoneNumber()
    .nullish()
    .transform((value) => value || null),
});

/** POST /admin/click-and-collect: a new pickup place, its address and its first weekly schedules. */
export const AdminPickupPlaceBodySchema = AdminPickupCalendarBodySchema.extend({
  address: AdminPickupAddressBodySchema,
  schedules: z
    .array(AdminPickupScheduleBodySchema, { error: "Les créneaux doivent être une liste." })
    .max(28, "28 créneaux au plus.")
    .default([]),
});
export type AdminPickupPlaceBody = z.input<typeof AdminPickupPlaceBodySchema>;

/**
 * POST /admin/click-and-collect/{id}/opening-day: the place open on a date with these hours (one
 * period; several periods on one date are several posts), capacity in orders or null.
 */
export const AdminOpeningDayBodySchema = z
  .object({
    date: AdminClosingDayBodySchema.shape.date,
    startTime: clockTime,
    endTime: clockTime,
    capacity: AdminPickupScheduleBodySchema.shape.capacity,
  })
  .refine((p) => p.startTime < p.endTime, {
    path: ["endTime"],
    message: "L'heure de fin doit suivre l'heure de début.",
  });
export type AdminOpeningDayBody = z.input<typeof AdminOpeningDayBodySchema>;
