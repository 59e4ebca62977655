import { integer, timestamp } from "drizzle-orm/pg-core";
import { sites } from "./site";

/** Columns the tenant tables of several domains repeat. */

export const siteId = () =>
  integer("site_id")
    .notNull()
    .references(() => sites.id, { onDelete: "cascade" });

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
