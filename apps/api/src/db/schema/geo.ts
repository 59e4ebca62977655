import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { countries } from "./reference";
import { sites } from "./site";

export const addressTypes = pgTable(
  "address_types",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    label: text("label").notNull(),
  },
  (t) => [unique().on(t.siteId, t.code)],
);

/** The company's own places: head office, shop, click-and-collect points. */
export const companyAddresses = pgTable(
  "company_addresses",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    firstPart: text("first_part").notNull(),
    secondPart: text("second_part"),
    postalCode: text("postal_code").notNull(),
    city: text("city").notNull(),
    countryId: integer("country_id")
      .notNull()
      .references(() => countries.id),
    phone: text("phone"),
    email: text("email"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    isHeadOffice: boolean("is_head_office").notNull().default(false),
    isClickAndCollect: boolean("is_click_and_collect").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.siteId)],
);
