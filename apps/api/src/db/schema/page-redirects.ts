import { index, integer, pgTable, serial, text, unique } from "drizzle-orm/pg-core";
import { createdAt, siteId } from "./columns";
import { pages } from "./site";

/**
 * The former paths of a site's pages: when a page's address changes (its slug, its parent, its
 * route), its old path leads to the page, wherever the page is now. Site content:
 * a change moves the site's content version.
 */
export const pageRedirects = pgTable(
  "page_redirects",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    /** The old path, as the site served it: "/services/ancienne-adresse". */
    fromPath: text("from_path").notNull(),
    pageId: integer("page_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [unique().on(t.siteId, t.fromPath), index().on(t.pageId)],
);
