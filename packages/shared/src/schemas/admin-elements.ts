import { z } from "zod";
import { contentFields, linkUrl } from "./admin-content";
import { idNumber, line } from "./common";
import { ImageSchema, LinkSchema } from "./content";

/**
 * The element lists in the admin panel (`/admin/element-list`, `/admin/element/{id}/registration`):
 * each list with its elements and, for events open to registration, who registered.
 */

export const AdminElementSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  isActive: z.boolean(),
  startsAt: z.string().nullable(),
  registrationOpen: z.boolean(),
  /** Seats in total; null without limit. */
  capacity: z.number().int().nullable(),
  registeredSeats: z.number().int(),
  registrationCount: z.number().int(),
});
export type AdminElementSummary = z.infer<typeof AdminElementSummarySchema>;

export const AdminElementListSchema = z.object({
  id: z.number().int(),
  route: z.string(),
  name: z.string(),
  elements: z.array(AdminElementSummarySchema),
});
export type AdminElementList = z.infer<typeof AdminElementListSchema>;

export const AdminRegistrationSchema = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  seats: z.number().int(),
  message: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminRegistration = z.infer<typeof AdminRegistrationSchema>;

export const AdminRegistrationListSchema = z.object({
  element: AdminElementSummarySchema,
  items: z.array(AdminRegistrationSchema),
  total: z.number().int(),
});
export type AdminRegistrationList = z.infer<typeof AdminRegistrationListSchema>;

/** GET /admin/element/{id}/registration: newest first unless asked. */
export const ADMIN_REGISTRATION_LIST = {
  defaultNbItem: 50,
  maxNbItem: 200,
  filters: ["email"],
  orderBy: ["createdAt", "lastname"],
} as const;

/* The elements of a list, edited in the panel --------------------------------------------------- */

const { title, slug, summary, richText, mediaId, tags } = contentFields;

/** GET /admin/element-list/{id}/element: in their order unless asked; `search` in title and summary. */
export const ADMIN_ELEMENT_LIST = {
  defaultNbItem: 20,
  maxNbItem: 100,
  filters: ["search", "isActive"],
  orderBy: ["order", "title", "startsAt", "publishedAt"],
} as const;

export const AdminElementSchema = z.object({
  id: z.number().int(),
  listId: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  body: z.string().nullable(),
  category: z.string().nullable(),
  location: z.string().nullable(),
  tags: z.array(z.string()),
  image: ImageSchema.nullable(),
  link: LinkSchema.nullable(),
  facts: z.array(z.object({ label: z.string(), value: z.string() })),
  albumId: z.number().int().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  registrationOpen: z.boolean(),
  capacity: z.number().int().nullable(),
  registeredSeats: z.number().int(),
  order: z.number().int(),
  isActive: z.boolean(),
  publishedAt: z.string(),
});
export type AdminElement = z.infer<typeof AdminElementSchema>;

export const AdminElementPageSchema = z.object({
  list: z.object({ id: z.number().int(), route: z.string(), name: z.string() }),
  items: z.array(AdminElementSchema),
  total: z.number().int(),
});
export type AdminElementPage = z.infer<typeof AdminElementPageSchema>;

const shortLine = (max: number) =>
  line()
    .trim()
    .max(max, `${max} caractères au maximum.`)
    .transform((value) => value || null)
    .nullable();
const moment = (what: string) =>
  z.iso.datetime({ offset: true, error: `Indiquez une date ${what} valide.` }).nullable();
const FACT_MISSING = "Indiquez le libellé et la valeur de chaque information.";
const fact = z.object({
  label: line(FACT_MISSING).trim().min(1, FACT_MISSING).max(60, "60 caractères au maximum."),
  value: line(FACT_MISSING).trim().min(1, FACT_MISSING).max(200, "200 caractères au maximum."),
});

const elementFields = z
  .object({
    title: title(),
    slug: slug().optional(),
    summary: summary().nullable().optional(),
    body: richText().nullable().optional(),
    category: shortLine(80).optional(),
    location: shortLine(120).optional(),
    tags: tags().optional(),
    imageMediaId: mediaId().optional(),
    linkUrl: linkUrl().nullable().optional(),
    linkLabel: shortLine(80).optional(),
    facts: z.array(fact, { error: FACT_MISSING }).max(20, "20 informations au maximum.").optional(),
    albumId: idNumber("Choisissez un album du site.").nullable().optional(),
    startsAt: moment("de début").optional(),
    endsAt: moment("de fin").optional(),
    registrationOpen: z.boolean({ error: "Indiquez si les inscriptions sont ouvertes." }).optional(),
    capacity: z
      .number({ error: "Le nombre de places doit être un nombre entier." })
      .int("Le nombre de places doit être un nombre entier.")
      .min(1, "Indiquez au moins une place, ou laissez vide pour ne pas limiter.")
      .max(100_000, "100 000 places au maximum.")
      .nullable()
      .optional(),
    order: z
      .number({ error: "L'ordre doit être un nombre entier." })
      .int("L'ordre doit être un nombre entier.")
      .min(0, "L'ordre ne peut pas être négatif.")
      .max(1_000_000, "L'ordre est trop grand.")
      .optional(),
    isActive: z.boolean({ error: "Indiquez si l'élément est affiché." }).optional(),
    publishedAt: z.iso
      .datetime({ offset: true, error: "Indiquez une date de publication valide." })
      .optional(),
  })
  .strict();

export const ENDS_BEFORE_START = "La fin ne peut pas précéder le début.";
const datesInOrder = (body: { startsAt?: string | null; endsAt?: string | null }) =>
  !body.startsAt || !body.endsAt || new Date(body.endsAt) >= new Date(body.startsAt);

export const ElementCreateBodySchema = elementFields.refine(datesInOrder, {
  message: ENDS_BEFORE_START,
  path: ["endsAt"],
});
export type ElementCreateBody = z.input<typeof ElementCreateBodySchema>;
export const ElementUpdateBodySchema = elementFields
  .partial()
  .strict()
  .refine(datesInOrder, { message: ENDS_BEFORE_START, path: ["endsAt"] });
export type ElementUpdateBody = z.input<typeof ElementUpdateBodySchema>;
