import { boolean, integer, pgTable, serial, text } from "drizzle-orm/pg-core";

/* Reference tables: shared by every site, no site_id (Citus reference tables, docs/scaling.md). */

/** ISO 3166-1 countries (reference table, shared by every site). */
export const countries = pgTable("countries", {
  id: serial("id").primaryKey(),
  alphaTwo: text("alpha_two").notNull().unique(),
  alphaThree: text("alpha_three").notNull().unique(),
  numCode: text("num_code").notNull(),
  name: text("name").notNull(),
});

/** Languages (reference table). */
export const languages = pgTable("languages", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  label: text("label").notNull(),
  deeplCode: text("deepl_code").notNull(),
  flag: text("flag").notNull(),
  countryId: integer("country_id")
    .notNull()
    .references(() => countries.id),
  isValid: boolean("is_valid").notNull().default(true),
});
