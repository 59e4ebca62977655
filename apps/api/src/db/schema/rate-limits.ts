import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/*
 * Rate-limit counters of every instance (plugins/rate-limit-store.ts): one row per limited key
 * (a route or a login counter, its site, its address), counted in the window that ends at
 * expires_at. Expired rows are purged every minute. No site_id: a key is a client's, and rows are
 * found by key alone (under Citus, distributed by key; docs/scaling.md).
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.expiresAt)],
);
