import { integer, text, timestamp } from "drizzle-orm/pg-core";
import { sites } from "./site";

/** Columns the tenant tables of several domains repeat. */

export const siteId = () =>
  integer("site_id")
    .notNull()
    .references(() => sites.id, { onDelete: "cascade" });

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** An optional picture (public URL) with its alternative text and size, 1200 × 800 unless told. */
export const imageColumns = (width = 1200, height = 800) => ({
  imageUrl: text("image_url"),
  imageAlt: text("image_alt").notNull().default(""),
  imageWidth: integer("image_width").notNull().default(width),
  imageHeight: integer("image_height").notNull().default(height),
});
