import { z } from "zod";
import { CARRIER_KINDS } from "../shipping/fees";
import { SHIPPING_ZONES } from "../shipping/zones";
import { line, text } from "./common";
import { carrierTrackingUrl } from "./order-tracking";

/**
 * The shop's delivery as the admin panel edits it (issue 17; decision 018): carriers, their rates
 * by zone (bands of bottles and of order amount, cents, bounds included, null: no upper bound)
 * and the relay points of a PICKUP carrier.
 */

export const CARRIER_KIND_LABELS: Record<(typeof CARRIER_KINDS)[number], string> = {
  DELIVERY: "Livraison à domicile",
  PICKUP: "Point relais",
};

/** The largest price of a rate: 10 000 €. */
export const MAX_RATE_CENTS = 1_000_000;
const MAX_BOTTLES = 100_000;
const MAX_AMOUNT_CENTS = 100_000_000;

const optionalNumber = <T extends z.ZodType<number>>(schema: T) =>
  schema
    .nullable()
    .optional()
    .transform((value) => value ?? null);

/** POST /admin/carrier and PUT /admin/carrier/{id}. */
export const AdminCarrierBodySchema = z.object({
  name: line("Indiquez le nom du transporteur.")
    .trim()
    .min(1, "Indiquez le nom du transporteur.")
    .max(80, "Le nom ne peut pas dépasser 80 caractères."),
  kind: z.enum(CARRIER_KINDS, { error: "Choisissez le type : livraison à domicile ou point relais." }),
  description: text("La description doit être un texte.")
    .trim()
    .max(500, "La description ne peut pas dépasser 500 caractères.")
    .default(""),
  delay: line("Le délai doit être un texte.")
    .trim()
    .max(80, "Le délai ne peut pas dépasser 80 caractères.")
    .default(""),
  trackingUrl: carrierTrackingUrl(),
  order: z
    .number({ error: "L'ordre doit être un nombre entier." })
    .int("L'ordre doit être un nombre entier.")
    .min(0, "L'ordre ne peut pas être négatif.")
    .max(999, "L'ordre ne peut pas dépasser 999.")
    .default(0),
  isActive: z.boolean({ error: "Indiquez si le transporteur est actif." }).default(true),
});
export type AdminCarrierBody = z.input<typeof AdminCarrierBodySchema>;

const bottles = (message: string) =>
  z
    .number({ error: message })
    .int(message)
    .min(0, message)
    .max(MAX_BOTTLES, "Ce nombre de bouteilles est trop grand.");
const amount = (message: string) =>
  z
    .number({ error: message })
    .int(message)
    .min(0, message)
    .max(MAX_AMOUNT_CENTS, "Ce montant ne peut pas dépasser 1 000 000 €.");

/** POST /admin/carrier/{id}/rate and PUT /admin/carrier/{id}/rate/{rateId}. */
export const AdminRateBodySchema = z
  .object({
    zone: z.enum(SHIPPING_ZONES, { error: "Choisissez la zone du tarif." }),
    minBottles: bottles("Le nombre minimum de bouteilles doit être un entier positif ou nul.").default(0),
    maxBottles: optionalNumber(
      bottles("Le nombre maximum de bouteilles doit être un entier positif ou nul."),
    ),
    minAmount: amount("Le montant minimum s'indique en centimes, positif ou nul.").default(0),
    maxAmount: optionalNumber(amount("Le montant maximum s'indique en centimes, positif ou nul.")),
    price: z
      .number({ error: "Indiquez le prix du tarif, en centimes." })
      .int("Le prix s'indique en centimes entiers.")
      .min(0, "Le prix ne peut pas être négatif.")
      .max(MAX_RATE_CENTS, "Le prix ne peut pas dépasser 10 000 €."),
  })
  .superRefine((rate, context) => {
    if (rate.maxBottles !== null && rate.maxBottles < rate.minBottles)
      context.addIssue({
        code: "custom",
        path: ["maxBottles"],
        message: "Le nombre maximum de bouteilles doit être au moins le minimum.",
      });
    if (rate.maxAmount !== null && rate.maxAmount < rate.minAmount)
      context.addIssue({
        code: "custom",
        path: ["maxAmount"],
        message: "Le montant maximum doit être au moins le minimum.",
      });
  });
export type AdminRateBody = z.input<typeof AdminRateBodySchema>;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = line("Indiquez une heure au format HH:MM.").regex(TIME, "Indiquez une heure au format HH:MM.");
/** A local time, HH:MM (a pickup schedule's, an opening period's). */
export const clockTime = time;

/** POST /admin/carrier/{id}/relay-point and PUT /admin/carrier/{id}/relay-point/{pointId}. */
export const AdminRelayPointBodySchema = z.object({
  code: line("Indiquez le code du point relais.")
    .trim()
    .min(1, "Indiquez le code du point relais.")
    .max(40, "Le code ne peut pas dépasser 40 caractères."),
  name: line("Indiquez le nom du point relais.")
    .trim()
    .min(1, "Indiquez le nom du point relais.")
    .max(120, "Le nom ne peut pas dépasser 120 caractères."),
  addLine1: line("Indiquez l'adresse.")
    .trim()
    .min(1, "Indiquez l'adresse.")
    .max(200, "L'adresse est trop longue."),
  zipCode: line("Indiquez le code postal.")
    .trim()
    .min(1, "Indiquez le code postal.")
    .max(10, "Ce code postal n'est pas valide."),
  city: line("Indiquez la ville.").trim().min(1, "Indiquez la ville.").max(100, "La ville est trop longue."),
  country: line("Indiquez le pays.")
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, "Indiquez le pays par son code à deux lettres (FR, BE…).")
    .default("FR"),
  latitude: z
    .number({ error: "Indiquez la latitude." })
    .min(-90, "La latitude va de -90 à 90.")
    .max(90, "La latitude va de -90 à 90."),
  longitude: z
    .number({ error: "Indiquez la longitude." })
    .min(-180, "La longitude va de -180 à 180.")
    .max(180, "La longitude va de -180 à 180."),
  openingHours: z
    .array(
      z.object({
        weekday: z
          .number()
          .int()
          .min(1, "Un jour va de 1 (lundi) à 7 (dimanche).")
          .max(7, "Un jour va de 1 (lundi) à 7 (dimanche)."),
        periods: z
          .array(
            z
              .object({ start: time, end: time })
              .refine((p) => p.start < p.end, "Une période d'ouverture finit après son début."),
          )
          .max(4, "Quatre périodes par jour au plus."),
      }),
    )
    .max(7, "Sept jours au plus.")
    .default([]),
  isActive: z.boolean({ error: "Indiquez si le point relais est actif." }).default(true),
});
export type AdminRelayPointBody = z.input<typeof AdminRelayPointBodySchema>;

export const AdminRateSchema = z.object({
  id: z.number().int(),
  zone: z.enum(SHIPPING_ZONES),
  minBottles: z.number().int(),
  maxBottles: z.number().int().nullable(),
  minAmount: z.number().int(),
  maxAmount: z.number().int().nullable(),
  price: z.number().int(),
});
export type AdminRate = z.infer<typeof AdminRateSchema>;

export const AdminRelayPointSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  addLine1: z.string(),
  zipCode: z.string(),
  city: z.string(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  openingHours: z.array(
    z.object({
      weekday: z.number().int(),
      periods: z.array(z.object({ start: z.string(), end: z.string() })),
    }),
  ),
  isActive: z.boolean(),
});
export type AdminRelayPoint = z.infer<typeof AdminRelayPointSchema>;

/** A carrier as the panel shows it: active or not, its rates (zone, then bands) and relay points. */
export const AdminCarrierSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(CARRIER_KINDS),
  description: z.string(),
  delay: z.string(),
  /** The tracking page, « {numero} » standing for a parcel's number; null: none. */
  trackingUrl: z.string().nullable(),
  order: z.number().int(),
  isActive: z.boolean(),
  rates: z.array(AdminRateSchema),
  relayPoints: z.array(AdminRelayPointSchema),
});
export type AdminCarrier = z.infer<typeof AdminCarrierSchema>;

/** Click-and-collect (the pickup calendars): a weekly period when orders are picked up. */
export const AdminPickupScheduleBodySchema = z
  .object({
    weekday: z
      .number({ error: "Choisissez le jour." })
      .int("Choisissez le jour.")
      .min(1, "Un jour va de 1 (lundi) à 7 (dimanche).")
      .max(7, "Un jour va de 1 (lundi) à 7 (dimanche)."),
    startTime: time,
    endTime: time,
    capacity: z
      .number({ error: "La capacité doit être un nombre entier d'au moins 1." })
      .int("La capacité doit être un nombre entier d'au moins 1.")
      .min(1, "La capacité doit être un nombre entier d'au moins 1.")
      .max(10_000, "La capacité ne peut pas dépasser 10 000 commandes.")
      .nullable()
      .optional()
      .transform((value) => value ?? null),
  })
  .refine((p) => p.startTime < p.endTime, {
    path: ["endTime"],
    message: "L'heure de fin doit suivre l'heure de début.",
  });
export type AdminPickupScheduleBody = z.input<typeof AdminPickupScheduleBodySchema>;

/** A day the pickup place is closed (a holiday, the harvest), with what the customer reads. */
export const AdminClosingDayBodySchema = z.object({
  date: line("Indiquez la date au format AAAA-MM-JJ.").regex(
    /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
    "Indiquez la date au format AAAA-MM-JJ.",
  ),
  label: line("Le motif doit être un texte.")
    .trim()
    .max(120, "Le motif ne peut pas dépasser 120 caractères.")
    .default(""),
});
export type AdminClosingDayBody = z.input<typeof AdminClosingDayBodySchema>;

/** A pickup calendar's settings: its name, its notice (hours), offered or not. */
export const AdminPickupCalendarBodySchema = z.object({
  name: line("Indiquez le nom du lieu de retrait.")
    .trim()
    .min(1, "Indiquez le nom du lieu de retrait.")
    .max(120, "Le nom ne peut pas dépasser 120 caractères."),
  minNoticeHours: z
    .number({ error: "Le délai de préparation s'indique en heures entières." })
    .int("Le délai de préparation s'indique en heures entières.")
    .min(0, "Le délai de préparation ne peut pas être négatif.")
    .max(720, "Le délai de préparation ne peut pas dépasser 720 heures."),
  isActive: z.boolean({ error: "Indiquez si le retrait est proposé." }).default(true),
});
export type AdminPickupCalendarBody = z.input<typeof AdminPickupCalendarBodySchema>;

export const AdminPickupCalendarSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  minNoticeHours: z.number().int(),
  isActive: z.boolean(),
  /** Where orders are picked up: the company address's name and town. */
  place: z.string(),
  schedules: z.array(
    z.object({
      id: z.number().int(),
      weekday: z.number().int(),
      startTime: z.string(),
      endTime: z.string(),
      capacity: z.number().int().nullable(),
    }),
  ),
  closingDays: z.array(z.object({ id: z.number().int(), date: z.string(), label: z.string() })),
  /** Exceptional openings to come: dated periods replacing the weekly schedules of their day. */
  openingDays: z.array(
    z.object({
      id: z.number().int(),
      date: z.string(),
      startTime: z.string(),
      endTime: z.string(),
      capacity: z.number().int().nullable(),
    }),
  ),
});
export type AdminPickupCalendar = z.infer<typeof AdminPickupCalendarSchema>;
