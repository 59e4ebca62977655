import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, serial, smallint, text } from "drizzle-orm/pg-core";
import { imageColumns, siteId } from "./columns";
import { products } from "./shop";

/**
 * What completes a product's sheet: its awards (competitions and medals), the food pairings a site
 * offers (meal icons) and which products pair with which, and the products an owner recommends
 * beside another one.
 */

/** A medal or distinction won at a competition by a product (a vintage, usually, told by `year`). */
export const awards = pgTable(
  "awards",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** The competition: « Concours général agricole de Paris ». */
    name: text("name").notNull(),
    year: smallint("year").notNull(),
    /** « Médaille d'or », « Coup de cœur »… */
    medal: text("medal").notNull(),
    /** The medal's picture, square. */
    ...imageColumns(240, 240),
    order: integer("order").notNull().default(0),
  },
  (t) => [
    index().on(t.productId, t.order),
    index().on(t.siteId),
    check("awards_year", sql`${t.year} between 1800 and 2200`),
  ],
);

/** A food pairing a site offers (« Fruits de mer »), drawn by one of the known icons. */
export const mealIcons = pgTable(
  "meal_icons",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    name: text("name").notNull(),
    /** A key of MEAL_ICON_KEYS (packages/shared): the web draws it. */
    icon: text("icon").notNull(),
    order: integer("order").notNull().default(0),
  },
  (t) => [index().on(t.siteId, t.order)],
);

/** The pairings of a product, in order. */
export const productMealIcons = pgTable(
  "product_meal_icons",
  {
    siteId: siteId(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    mealIconId: integer("meal_icon_id")
      .notNull()
      .references(() => mealIcons.id, { onDelete: "cascade" }),
    order: integer("order").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.mealIconId] }), index().on(t.mealIconId)],
);

/** The owner's picks shown beside a product (« Vous aimerez aussi »), before the automatic ones. */
export const productRecommendations = pgTable(
  "product_recommendations",
  {
    siteId: siteId(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    recommendedId: integer("recommended_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    order: integer("order").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.recommendedId] }),
    index().on(t.recommendedId),
    check("product_recommendations_other", sql`${t.productId} <> ${t.recommendedId}`),
  ],
);
