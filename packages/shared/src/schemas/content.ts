import { z } from "zod";
import { line } from "./common";

/**
 * Shapes of the content domain (services, blog, news, albums, element lists, forms, reviews,
 * calendars, SVG loading; what visitors send: visitor-requests.ts), shared by the API (validation, serialization, OpenAPI) and
 * by the web app and SDK (types, and the same input schemas for client-side checks).
 */

export { HONEYPOT_FIELD } from "../constants";

const id = z.number().int();
/** ISO 8601 date-time with offset, e.g. 2026-03-30T09:00:00.000+02:00. */
const dateTime = z.string();
/** Calendar date, YYYY-MM-DD. */
const day = z.string();

/** The spec's Image (`name`: the file's name, `externalPath`: its stored path, `url`) with its text and size. */
export const ImageSchema = z.object({
  name: z.string(),
  externalPath: z.string(),
  url: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type Image = z.infer<typeof ImageSchema>;

export const LinkSchema = z.object({ url: z.string(), label: z.string() });
export type Link = z.infer<typeof LinkSchema>;

/* Services ------------------------------------------------------------------------------------ */

export const ServiceSchema = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  /** Sanitized HTML. */
  body: z.string(),
  image: ImageSchema.nullable(),
  tags: z.array(z.string()),
  order: z.number().int(),
  /** The CMS page of this service, when it has one (e.g. /services/renovation-interieure). */
  page: z.object({ id, url: z.string(), path: z.string(), title: z.string() }).nullable(),
});
export type Service = z.infer<typeof ServiceSchema>;

export const ServiceListSchema = z.object({ services: z.array(ServiceSchema), total: z.number().int() });
export type ServiceList = z.infer<typeof ServiceListSchema>;

/* Blog ---------------------------------------------------------------------------------------- */

export const BlogFolderRefSchema = z.object({ id, name: z.string(), slug: z.string() });

export const BlogCardSchema = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  cover: ImageSchema.nullable(),
  author: z.string(),
  publishedAt: dateTime,
  updatedAt: dateTime,
  /** Minutes, at about 220 words a minute. */
  readingTime: z.number().int(),
  folder: BlogFolderRefSchema.nullable(),
  tags: z.array(z.string()),
});
export type BlogCard = z.infer<typeof BlogCardSchema>;

export const BlogArticleSchema = BlogCardSchema.extend({
  /** HTML sanitized when the article was saved. */
  body: z.string(),
});
export type BlogArticle = z.infer<typeof BlogArticleSchema>;

export const BlogListSchema = z.object({ blogs: z.array(BlogCardSchema), total: z.number().int() });
export type BlogList = z.infer<typeof BlogListSchema>;

export const BlogSubfolderSchema = z.object({
  id,
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  /** Published articles in this folder and its subfolders. */
  articleCount: z.number().int(),
});

/** A folder, or the blog's root (id null) when no id is given. */
export const BlogFolderSchema = z.object({
  id: id.nullable(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  parentId: id.nullable(),
  articleCount: z.number().int(),
  children: z.array(BlogSubfolderSchema),
});
export type BlogFolder = z.infer<typeof BlogFolderSchema>;

/**
 * One step of a breadcrumb. `url` is the slug of the step (the blog page's own url for the root);
 * `kind` tells the web app which of its routes to link to.
 */
export const ArianeItemSchema = z.object({
  id: id.nullable(),
  url: z.string(),
  name: z.string(),
  kind: z.enum(["root", "folder", "article"]),
});
export type ArianeItem = z.infer<typeof ArianeItemSchema>;

/* News ---------------------------------------------------------------------------------------- */

export const NewsSchema = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  image: ImageSchema.nullable(),
  link: LinkSchema.nullable(),
  publishedAt: dateTime,
  isPromoted: z.boolean(),
});
export type News = z.infer<typeof NewsSchema>;

export const NewsListSchema = z.object({ items: z.array(NewsSchema), total: z.number().int() });
export type NewsList = z.infer<typeof NewsListSchema>;

/* Albums -------------------------------------------------------------------------------------- */

export const AlbumImageSchema = z.object({
  id,
  alt: z.string(),
  title: z.string() /* the caption shown in the gallery, "" when none */,
  filename: z.string(),
  onlineImage: z.object({ id, externalPath: z.string() }),
  width: z.number().int(),
  height: z.number().int(),
});
export type AlbumImage = z.infer<typeof AlbumImageSchema>;

export const AlbumVideoSchema = z.object({
  id,
  title: z.string(),
  filename: z.string(),
  format: z.string(),
  onlineVideo: z.object({ id, externalPath: z.string() }),
  poster: z.string().nullable(),
  width: z.number().int(),
  height: z.number().int(),
});
export type AlbumVideo = z.infer<typeof AlbumVideoSchema>;

export const AlbumSummarySchema = z.object({
  id,
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  cover: AlbumImageSchema.nullable(),
  imageCount: z.number().int(),
  videoCount: z.number().int(),
});
export type AlbumSummary = z.infer<typeof AlbumSummarySchema>;

export const AlbumListSchema = z.object({ items: z.array(AlbumSummarySchema), total: z.number().int() });
export type AlbumList = z.infer<typeof AlbumListSchema>;

export const AlbumSchema = z.object({
  id,
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  images: z.array(AlbumImageSchema),
  videos: z.array(AlbumVideoSchema),
});
export type Album = z.infer<typeof AlbumSchema>;

/* Element lists ------------------------------------------------------------------------------- */

export const ElementSchema = z.object({
  id,
  /** Route of the list the element belongs to (realisations, logo-footer…). */
  route: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  body: z.string().nullable(),
  /** Free grouping key of the list, e.g. the service of a completed project. */
  category: z.string().nullable(),
  location: z.string().nullable(),
  tags: z.array(z.string()),
  image: ImageSchema.nullable(),
  link: LinkSchema.nullable(),
  /** Label/value pairs shown as a fact sheet (duration, surface, year…). */
  facts: z.array(z.object({ label: z.string(), value: z.string() })),
  albumId: id.nullable(),
  startsAt: dateTime.nullable(),
  endsAt: dateTime.nullable(),
  /** Null when visitors cannot register to this element. */
  registration: z
    .object({
      open: z.boolean(),
      capacity: z.number().int().nullable(),
      remaining: z.number().int().nullable(),
    })
    .nullable(),
  order: z.number().int(),
  publishedAt: dateTime,
});
export type Element = z.infer<typeof ElementSchema>;

export const ElementListSchema = z.object({ items: z.array(ElementSchema), total: z.number().int() });
export type ElementList = z.infer<typeof ElementListSchema>;

/* Forms --------------------------------------------------------------------------------------- */

export const FORM_FIELD_TYPES = [
  "text",
  "email",
  "tel",
  "textarea",
  "select",
  "radio",
  "checkbox",
  "checkboxes",
  "number",
  "date",
  "postalCode",
  "file",
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

export const FormFieldRulesSchema = z.object({
  minLength: z.number().int().optional(),
  maxLength: z.number().int().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  /** Regular expression the whole value must match, with its French message. */
  pattern: z.string().optional(),
  patternMessage: z.string().optional(),
  /** Files: largest size of one file, in bytes, and how many files the field takes. */
  maxSize: z.number().int().optional(),
  maxFiles: z.number().int().optional(),
});
export type FormFieldRules = z.infer<typeof FormFieldRulesSchema>;

export const FormFieldSchema = z.object({
  name: z.string(),
  type: z.enum(FORM_FIELD_TYPES),
  label: z.string(),
  placeholder: z.string().nullable(),
  help: z.string().nullable(),
  required: z.boolean(),
  rules: FormFieldRulesSchema,
  options: z.array(z.object({ value: z.string(), label: z.string() })),
  /** File fields: accepted extensions, lower case without dot (pdf, jpg, png…). */
  accept: z.array(z.string()),
  autocomplete: z.string().nullable(),
  /** Layout hint: a half-width field sits beside the next one on wide screens. */
  width: z.enum(["full", "half"]),
});
export type FormField = z.infer<typeof FormFieldSchema>;

export const FormSchema = z.object({
  id,
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  submitLabel: z.string(),
  successMessage: z.string(),
  fields: z.array(FormFieldSchema),
  /** Name of the hidden field to render and leave empty. */
  honeypot: z.string(),
});
export type Form = z.infer<typeof FormSchema>;

export const FormSubmitResultSchema = z.object({ submitted: z.literal(true) });
export type FormSubmitResult = z.infer<typeof FormSubmitResultSchema>;

/* Reviews ------------------------------------------------------------------------------------- */

export const REVIEW_SOURCES = ["GOOGLE", "SITE"] as const;

export const ReviewSchema = z.object({
  id,
  author: z.string(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  date: day,
  source: z.enum(REVIEW_SOURCES),
  /** The company's public answer. */
  reply: z.string().nullable(),
});
export type Review = z.infer<typeof ReviewSchema>;

export const ReviewListSchema = z.object({
  items: z.array(ReviewSchema),
  /** Mean rating of the matching reviews, one decimal; null when there is none. */
  average: z.number().nullable(),
  count: z.number().int(),
});
export type ReviewList = z.infer<typeof ReviewListSchema>;

/* Calendars ----------------------------------------------------------------------------------- */

export const CalendarSlotSchema = z.object({ start: dateTime, end: dateTime, idSchedule: id.nullish() });

export const CalendarMonthSchema = z.object({
  calendarId: id,
  name: z.string(),
  timezone: z.string(),
  month: z.number().int(),
  year: z.number().int(),
  /** Days of the month on which an appointment can be taken, YYYY-MM-DD. */
  dates: z.array(day),
  /** Opening periods of each allowed day (Europe/Paris offset); a pickup place's name their idSchedule. */
  days: z.array(z.object({ date: day, slots: z.array(CalendarSlotSchema) })),
});
export type CalendarMonth = z.infer<typeof CalendarMonthSchema>;

/** Reply of GET /calendar/{id}/slots/{date}: the day's periods open for a pickup or an appointment. */
export const CalendarDaySchema = z.object({
  calendarId: id,
  timezone: z.string(),
  date: day,
  /** ISO weekday, 1 (Monday) to 7. */
  weekday: z.number().int(),
  /** Hours of notice before a period may start (at least CLICK_AND_COLLECT_HOURS for a pickup). */
  leadHours: z.number().int(),
  /** idSchedule: the schedule (weekly or dated) an order names (null: none); capacity: orders per period (null: no limit). */
  slots: z.array(
    CalendarSlotSchema.extend({ idSchedule: id.nullable(), capacity: z.number().int().nullable() }),
  ),
});
export type CalendarDay = z.infer<typeof CalendarDaySchema>;

/* SVG ----------------------------------------------------------------------------------------- */

export const LoadSvgInputSchema = z.object({
  url: line("Indiquez l'adresse de l'image.")
    .trim()
    .min(1, "Indiquez l'adresse de l'image.")
    .max(2048, "Cette adresse est trop longue."),
});

export const LoadSvgResultSchema = z.object({ url: z.string(), markup: z.string() });
export type LoadSvgResult = z.infer<typeof LoadSvgResultSchema>;
