import type { LayoutNode } from "@vitrine/shared/schemas/site";
import { index, integer, jsonb, pgEnum, pgTable, serial, text } from "drizzle-orm/pg-core";
import { users } from "./account";
import { createdAt, siteId } from "./columns";
import { pageLayouts, pages } from "./site";

export const pageLayoutVersionKind = pgEnum("page_layout_version_kind", ["DRAFT", "PUBLISHED"]);

/**
 * Every save of a page's layout from the editor (a DRAFT) and every publication (a PUBLISHED copy
 * of the draft published), newest last; `page_layouts` keeps what the public site shows. The
 * HTML and CSS are sanitized and the tree parsed before the row is written (decision 003). Site
 * content: a change moves the site's content version.
 */
export const pageLayoutVersions = pgTable(
  "page_layout_versions",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    pageId: integer("page_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    layoutId: integer("layout_id")
      .notNull()
      .references(() => pageLayouts.id, { onDelete: "cascade" }),
    kind: pageLayoutVersionKind("kind").notNull(),
    /** The layout editor's project, to re-open this version. */
    project: jsonb("project").$type<Record<string, unknown>>().notNull().default({}),
    html: text("html").notNull(),
    css: text("css").notNull(),
    /** SHA-256 (hex) of the sanitized HTML, as `page_layouts.hash`. */
    hash: text("hash").notNull(),
    tree: jsonb("tree").$type<LayoutNode[]>().notNull(),
    /** The editor's picture of the draft, under the site's media: "layouts/12-….webp". */
    previewPath: text("preview_path"),
    createdAt: createdAt(),
    /** Null once the account is deleted; `createdByEmail` keeps who it was. */
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdByEmail: text("created_by_email").notNull(),
  },
  (t) => [index().on(t.layoutId, t.id), index().on(t.siteId)],
);
