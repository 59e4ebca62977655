import type { FormField } from "@vitrine/shared/schemas/content";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { createdAt, siteId } from "./columns";

/** Content domain, what visitors send: the sites' forms, their submissions, contact messages. */

export const forms = pgTable(
  "forms",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    submitLabel: text("submit_label").notNull().default("Envoyer"),
    successMessage: text("success_message").notNull(),
    /** Where submissions are e-mailed; the site's COMPANY_EMAIL when null. */
    recipientEmail: text("recipient_email"),
    fields: jsonb("fields").$type<FormField[]>().notNull(),
    isActive: boolean("is_active").notNull().default(true),
  },
  (t) => [unique().on(t.siteId, t.slug)],
);

export interface StoredFile {
  field: string;
  originalName: string;
  /** Path relative to config.dataDir/uploads. */
  path: string;
  mimeType: string;
  size: number;
}

export const formSubmissions = pgTable(
  "form_submissions",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    formId: integer("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    values: jsonb("values").$type<Record<string, string | string[]>>().notNull(),
    files: jsonb("files").$type<StoredFile[]>().notNull().default([]),
    mailedAt: timestamp("mailed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.siteId, t.formId, t.createdAt)],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    consentAt: timestamp("consent_at", { withTimezone: true }).notNull(),
    mailedAt: timestamp("mailed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.siteId, t.createdAt)],
);
