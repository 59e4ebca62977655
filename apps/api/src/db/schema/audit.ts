import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./account";
import { siteId } from "./columns";

/**
 * The admin panel's audit log: who changed what on a site, when, and the values before and after.
 * Written in the transaction of the change; never updated. Not site content (no version trigger).
 */
export const auditEntries = pgTable(
  "audit_entries",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    /** Null once the account is deleted; `userEmail` keeps who it was. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    userEmail: text("user_email").notNull(),
    /** « parameter.update », « order.status »… */
    action: text("action").notNull(),
    /** The kind of thing changed and its id or key: « parameter » / « PRIMARY_COLOR ». */
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    before: jsonb("before").$type<unknown>(),
    after: jsonb("after").$type<unknown>(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.siteId, t.at), index().on(t.siteId, t.entity, t.entityId)],
);
