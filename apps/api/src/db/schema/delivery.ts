import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  unique,
} from "drizzle-orm/pg-core";
import { createdAt, siteId } from "./columns";

/** Delivery domain (decision 018): a site's carriers, their rates by zone, relay points. */

export const carrierKind = pgEnum("carrier_kind", ["DELIVERY", "PICKUP"]);
export const shippingZone = pgEnum("shipping_zone", ["FR_METRO", "FR_CORSE", "EU", "WORLD"]);

/** A way to send an order: home delivery (DELIVERY) or delivery to a relay point (PICKUP). */
export const carriers = pgTable(
  "carriers",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    name: text("name").notNull(),
    kind: carrierKind("kind").notNull(),
    description: text("description").notNull().default(""),
    /** Delivery time as told to the visitor ("2 à 4 jours ouvrés"). */
    delay: text("delay").notNull().default(""),
    icon: text("icon"),
    /** The carrier's tracking page, « {numero} » standing for a parcel's number; null: none. */
    trackingUrl: text("tracking_url"),
    order: integer("order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.siteId, t.order)],
);

/** A carrier's price for a zone, within bounds of bottles and order amount (inclusive; null: open). */
export const carrierRates = pgTable(
  "carrier_rates",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    carrierId: integer("carrier_id")
      .notNull()
      .references(() => carriers.id, { onDelete: "cascade" }),
    zone: shippingZone("zone").notNull(),
    minBottles: integer("min_bottles").notNull().default(0),
    maxBottles: integer("max_bottles"),
    /** Cents, VAT included. */
    minAmount: integer("min_amount").notNull().default(0),
    maxAmount: integer("max_amount"),
    /** Cents, VAT included. */
    price: integer("price").notNull(),
  },
  (t) => [
    index().on(t.carrierId),
    index().on(t.siteId),
    check(
      "carrier_rates_values",
      sql`${t.price} >= 0 and ${t.minBottles} >= 0 and ${t.minAmount} >= 0
        and (${t.maxBottles} is null or ${t.maxBottles} >= ${t.minBottles})
        and (${t.maxAmount} is null or ${t.maxAmount} >= ${t.minAmount})`,
    ),
  ],
);

/** Opening hours of a relay point: ISO weekday 1 (Monday) to 7, local HH:MM periods. */
export type RelayOpeningHours = Array<{ weekday: number; periods: Array<{ start: string; end: string }> }>;

/** The relay points of a PICKUP carrier, kept per site (the built-in relay provider). */
export const relayPoints = pgTable(
  "relay_points",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    carrierId: integer("carrier_id")
      .notNull()
      .references(() => carriers.id, { onDelete: "cascade" }),
    /** The network's own code of the point, what an order sends back. */
    code: text("code").notNull(),
    name: text("name").notNull(),
    addLine1: text("add_line1").notNull(),
    zipCode: text("zip_code").notNull(),
    city: text("city").notNull(),
    /** ISO 3166-1 alpha-2. */
    country: text("country").notNull().default("FR"),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    openingHours: jsonb("opening_hours").$type<RelayOpeningHours>().notNull().default([]),
    icon: text("icon"),
    isActive: boolean("is_active").notNull().default(true),
  },
  (t) => [
    unique().on(t.carrierId, t.code),
    index().on(t.siteId, t.carrierId),
    check(
      "relay_points_position",
      sql`${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180`,
    ),
  ],
);
