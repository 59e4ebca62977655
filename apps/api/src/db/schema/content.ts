import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, imageColumns, siteId } from "./columns";
import { companyAddresses } from "./geo";
import { pages } from "./site";

/**
 * Content domain: services, blog, news, albums, element lists, reviews, calendars (forms and
 * messages: forms.ts). Services, articles, news and elements also have a `search_vector`, a stored
 * generated column of migration 0018 left out of this schema so that no select carries it (db/search.ts).
 */

export const services = pgTable(
  "services",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    /** The CMS page presenting the service, if any. */
    pageId: integer("page_id").references(() => pages.id, { onDelete: "set null" }),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    body: text("body").notNull(),
    ...imageColumns(),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    order: integer("order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [unique().on(t.siteId, t.slug), index().on(t.siteId, t.order)],
);

export const blogFolders = pgTable(
  "blog_folders",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    parentId: integer("parent_id").references((): AnyPgColumn => blogFolders.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    order: integer("order").notNull().default(0),
  },
  (t) => [unique().on(t.siteId, t.slug), index().on(t.siteId, t.parentId)],
);

export const blogStatus = pgEnum("blog_status", ["DRAFT", "PUBLISHED"]);

export const blogArticles = pgTable(
  "blog_articles",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    folderId: integer("folder_id").references(() => blogFolders.id, { onDelete: "set null" }),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    /** Sanitized when saved (modules/content/html.ts), served as is. */
    body: text("body").notNull(),
    coverUrl: text("cover_url"),
    coverAlt: text("cover_alt").notNull().default(""),
    coverWidth: integer("cover_width").notNull().default(1200),
    coverHeight: integer("cover_height").notNull().default(800),
    author: text("author").notNull(),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    status: blogStatus("status").notNull().default("DRAFT"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** Minutes, computed from the body when saved. */
    readingTime: integer("reading_time").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique().on(t.siteId, t.slug),
    index().on(t.siteId, t.status, t.publishedAt),
    index().on(t.siteId, t.folderId),
  ],
);

export const news = pgTable(
  "news",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    body: text("body").notNull().default(""),
    ...imageColumns(),
    linkUrl: text("link_url"),
    linkLabel: text("link_label"),
    isPromoted: boolean("is_promoted").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique().on(t.siteId, t.slug),
    index().on(t.siteId, t.publishedAt),
    // At most one promoted news item per site.
    uniqueIndex("news_one_promoted_per_site").on(t.siteId).where(sql`${t.isPromoted}`),
  ],
);

export const albums = pgTable(
  "albums",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    order: integer("order").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [unique().on(t.siteId, t.slug), index().on(t.siteId, t.order)],
);

/** The spec's accepted formats: images svg, jpeg, jpg, png; videos mp4, m4v, mov, avi, wmv, flv. */
export const mediaFormat = pgEnum("media_format", [
  "svg",
  "jpeg",
  "jpg",
  "png",
  "mp4",
  "m4v",
  "mov",
  "avi",
  "wmv",
  "flv",
]);
export const mediaKind = pgEnum("media_kind", ["IMAGE", "VIDEO"]);

export const albumMedia = pgTable(
  "album_media",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    albumId: integer("album_id")
      .notNull()
      .references(() => albums.id, { onDelete: "cascade" }),
    kind: mediaKind("kind").notNull(),
    format: mediaFormat("format").notNull(),
    filename: text("filename").notNull(),
    /** Public path, e.g. /media/1/projects/longere-arradon-1.svg. */
    url: text("url").notNull(),
    alt: text("alt").notNull(),
    title: text("title").notNull().default(""),
    posterUrl: text("poster_url"),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    order: integer("order").notNull().default(0),
  },
  (t) => [
    index().on(t.siteId, t.albumId, t.order),
    check(
      "album_media_kind_format",
      sql`(${t.kind} = 'IMAGE' and ${t.format} in ('svg','jpeg','jpg','png')) or (${t.kind} = 'VIDEO' and ${t.format} in ('mp4','m4v','mov','avi','wmv','flv'))`,
    ),
  ],
);

export const elementLists = pgTable(
  "element_lists",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    /** Route of the list in GET /element/{route}: logo-footer, link-footer, realisations… */
    route: text("route").notNull(),
    name: text("name").notNull(),
    description: text("description"),
  },
  (t) => [unique().on(t.siteId, t.route)],
);

export interface ElementFact {
  label: string;
  value: string;
}

export const elements = pgTable(
  "elements",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    listId: integer("list_id")
      .notNull()
      .references(() => elementLists.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary"),
    body: text("body"),
    category: text("category"),
    location: text("location"),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    ...imageColumns(),
    linkUrl: text("link_url"),
    linkLabel: text("link_label"),
    facts: jsonb("facts").$type<ElementFact[]>().notNull().default([]),
    albumId: integer("album_id").references(() => albums.id, { onDelete: "set null" }),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** Visitors may register (POST /element/{route}/{id}/register). */
    registrationOpen: boolean("registration_open").notNull().default(false),
    /** Seats in total; null without limit. registeredSeats never exceeds it (check constraint). */
    capacity: integer("capacity"),
    registeredSeats: integer("registered_seats").notNull().default(0),
    order: integer("order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique().on(t.siteId, t.listId, t.slug),
    index().on(t.siteId, t.listId, t.order),
    check(
      "elements_capacity",
      sql`${t.registeredSeats} >= 0 and (${t.capacity} is null or ${t.registeredSeats} <= ${t.capacity})`,
    ),
  ],
);

export const elementRegistrations = pgTable(
  "element_registrations",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    elementId: integer("element_id")
      .notNull()
      .references(() => elements.id, { onDelete: "cascade" }),
    firstname: text("firstname").notNull(),
    lastname: text("lastname").notNull(),
    /** Stored lower-cased: one registration per address and element. */
    email: text("email").notNull(),
    phone: text("phone"),
    seats: smallint("seats").notNull().default(1),
    message: text("message"),
    createdAt: createdAt(),
  },
  (t) => [unique().on(t.elementId, t.email), index().on(t.siteId, t.elementId)],
);

export const reviewSource = pgEnum("review_source", ["GOOGLE", "SITE"]);
/**
 * A review a visitor posts waits for moderation (PENDING); only an APPROVED one shows on the site
 * and counts in its average; a REJECTED one is kept out of it.
 */
export const reviewState = pgEnum("review_state", ["PENDING", "APPROVED", "REJECTED"]);

export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    source: reviewSource("source").notNull().default("GOOGLE"),
    author: text("author").notNull(),
    rating: smallint("rating").notNull(),
    text: text("text").notNull(),
    reviewedOn: date("reviewed_on").notNull(),
    reply: text("reply"),
    state: reviewState("state").notNull().default("PENDING"),
  },
  (t) => [
    index().on(t.siteId, t.reviewedOn),
    index().on(t.siteId, t.state),
    check("reviews_rating", sql`${t.rating} between 1 and 5`),
  ],
);

export const calendars = pgTable("calendars", {
  id: serial("id").primaryKey(),
  siteId: siteId(),
  name: text("name").notNull(),
  description: text("description"),
  timezone: text("timezone").notNull().default("Europe/Paris"),
  /** Length of one appointment, in minutes. */
  slotMinutes: integer("slot_minutes").notNull().default(60),
  /** No appointment sooner than this after now. */
  minNoticeHours: integer("min_notice_hours").notNull().default(0),
  /** No appointment later than this many days ahead; null without limit. */
  maxAdvanceDays: integer("max_advance_days"),
  /**
   * A click-and-collect calendar: the company address where orders are picked up. Its notice is
   * at least the site's CLICK_AND_COLLECT_HOURS; its weekly periods are the schedules an order names.
   */
  pickupAddressId: integer("pickup_address_id").references(() => companyAddresses.id, {
    onDelete: "set null",
  }),
  isActive: boolean("is_active").notNull().default(true),
});

/** Weekly opening periods: ISO weekday 1 (Monday) to 7, local times HH:MM. */
export const calendarRules = pgTable(
  "calendar_rules",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    calendarId: integer("calendar_id")
      .notNull()
      .references(() => calendars.id, { onDelete: "cascade" }),
    weekday: smallint("weekday").notNull(),
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull(),
    /** Click-and-collect: orders one period of one day can take; null without limit. */
    capacity: integer("capacity"),
    /** A dated period (an exceptional opening) replacing that day's weekly ones; null: weekly. */
    date: date("date"),
  },
  (t) => [
    index().on(t.calendarId),
    check("calendar_rules_weekday", sql`${t.weekday} between 1 and 7`),
    check("calendar_rules_times", sql`${t.startTime} < ${t.endTime}`),
    check("calendar_rules_capacity", sql`${t.capacity} is null or ${t.capacity} > 0`),
  ],
);

/**
 * Dated exceptions: a closed day (startTime null), or opening periods replacing the weekly rules
 * of that day.
 */
export const calendarExceptions = pgTable(
  "calendar_exceptions",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    calendarId: integer("calendar_id")
      .notNull()
      .references(() => calendars.id, { onDelete: "cascade" }),
    date: date("date").notNull(),
    isClosed: boolean("is_closed").notNull().default(true),
    startTime: text("start_time"),
    endTime: text("end_time"),
    label: text("label"),
  },
  (t) => [index().on(t.calendarId, t.date)],
);
