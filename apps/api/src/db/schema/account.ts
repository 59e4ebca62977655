import {
  boolean,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { sites } from "./site";

export const userRole = pgEnum("user_role", ["CUSTOMER", "ADMIN", "SUPER_ADMIN"]);

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    /** Stored lower-cased; unique within a site, not across sites. */
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstname: text("firstname").notNull(),
    lastname: text("lastname").notNull(),
    phone: text("phone"),
    birthdate: date("birthdate"),
    role: userRole("role").notNull().default("CUSTOMER"),
    acceptedTermsAt: timestamp("accepted_terms_at", { withTimezone: true }),
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set once the member proved the address is theirs (a link sent to it was opened). */
    emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true }),
    /**
     * Set when the member closed the personal space: the row stays (future orders point at it, and
     * invoices must be kept) but every personal field is overwritten.
     */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.siteId, t.email)],
);

/** Login sessions: only a SHA-256 hash of the opaque token is stored. */
export const sessions = pgTable(
  "sessions",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId), index().on(t.siteId)],
);

/** Password reset links: single use, one hour; only a SHA-256 hash of the token is stored. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId), index().on(t.siteId)],
);

/** Newsletter lists a site offers (e.g. "Actualités", "Offres"). */
export const newsletterLists = pgTable(
  "newsletter_lists",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    order: integer("order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.siteId, t.name)],
);

export const newsletterSource = pgEnum("newsletter_source", ["MEMBER", "VISITOR"]);

/**
 * One e-mail subscribed to one list. Keyed by e-mail so that visitors can subscribe; userId links
 * a member's own subscriptions. The row's createdAt is the date of consent.
 */
export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    listId: integer("list_id")
      .notNull()
      .references(() => newsletterLists.id, { onDelete: "cascade" }),
    /** Stored lower-cased. */
    email: text("email").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    source: newsletterSource("source").notNull(),
    /** Double opt-in: null until the link sent to the address is opened; pending rows send nothing. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** SHA-256 of the confirmation link's token, while the subscription is pending. */
    confirmTokenHash: text("confirm_token_hash").unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.listId, t.email), index().on(t.siteId, t.email), index().on(t.userId)],
);
