import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./account";
import { createdAt, siteId } from "./columns";
import { countries } from "./reference";

/**
 * A member's saved shipping and billing addresses (per-visitor data: no content version). At most
 * one default per member and type, kept by the service in the transaction that sets it.
 */
export const memberAddresses = pgTable(
  "member_addresses",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type", { enum: ["SHIPPING", "BILLING"] }).notNull(),
    firstname: text("firstname").notNull(),
    lastname: text("lastname").notNull(),
    company: text("company"),
    firstPart: text("first_part").notNull(),
    secondPart: text("second_part"),
    postalCode: text("postal_code").notNull(),
    city: text("city").notNull(),
    countryId: integer("country_id")
      .notNull()
      .references(() => countries.id),
    phone: text("phone"),
    /** A company's SIREN or SIRET (digits) and intra-EU VAT number (decision 045). */
    companyId: text("company_id"),
    vatNumber: text("vat_number"),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.userId),
    uniqueIndex("member_addresses_one_default").on(t.userId, t.type).where(sql`${t.isDefault}`),
    check("member_addresses_type", sql`${t.type} in ('SHIPPING', 'BILLING')`),
  ],
);
