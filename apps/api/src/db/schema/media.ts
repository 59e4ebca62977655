import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, unique } from "drizzle-orm/pg-core";
import { users } from "./account";
import { createdAt, siteId } from "./columns";
import { mediaKind } from "./content";

/**
 * The media library of a site: every image and video its administrators uploaded (and the sample
 * site's own files), served at `/media/{siteId}/{fileName}`. Site content: a change moves the
 * site's content version.
 */
export const media = pgTable(
  "media",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    /** Path under the site's media directory, generated ("library/2f6c….jpg"): never the sender's name. */
    fileName: text("file_name").notNull(),
    /** The name the file had on the sender's computer, cleaned (no path, no control character). */
    originalName: text("original_name").notNull(),
    /** The name the library shows and searches; the original name at first. */
    name: text("name").notNull(),
    /** The type its content was recognised as (never the one the sender declared). */
    mimeType: text("mime_type").notNull(),
    kind: mediaKind("kind").notNull(),
    /** Bytes on disk. */
    size: integer("size").notNull(),
    /** Pixels, for images; null for videos. */
    width: integer("width"),
    height: integer("height"),
    /** Alternative text of an image (required for images, empty for videos). */
    alt: text("alt").notNull().default(""),
    createdAt: createdAt(),
    /** Null for the sample files and once the account is deleted. */
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    unique().on(t.siteId, t.fileName),
    index().on(t.siteId, t.createdAt),
    check("media_size", sql`${t.size} >= 0`),
  ],
);
