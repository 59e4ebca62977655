import { sql } from "drizzle-orm";
import { check, index, integer, pgEnum, pgTable, serial, text } from "drizzle-orm/pg-core";
import { users } from "./account";
import { createdAt, siteId } from "./columns";
import { declinations, products } from "./shop";

/** Why a declination's stock was changed by hand (STOCK_REASONS in packages/shared). */
export const stockReason = pgEnum("stock_reason", ["RECEPTION", "CASSE", "INVENTAIRE", "CORRECTION"]);

/**
 * The stock adjustments made from the admin panel, one row each: how many units came in or went
 * out, why, by whom and when, and what the stock became. Kept as the declination's history; not
 * site content (the declination's own stock is, and its row bumps the site version).
 */
export const stockMovements = pgTable(
  "stock_movements",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    declinationId: integer("declination_id")
      .notNull()
      .references(() => declinations.id, { onDelete: "cascade" }),
    /** Units added (positive) or taken (negative); never 0. */
    delta: integer("delta").notNull(),
    /** The declination's stock once the movement is applied. */
    stockAfter: integer("stock_after").notNull(),
    reason: stockReason("reason").notNull(),
    note: text("note").notNull().default(""),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Kept when the account is gone. */
    userEmail: text("user_email").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.declinationId, t.createdAt),
    index().on(t.siteId),
    check("stock_movements_values", sql`${t.delta} <> 0 and ${t.stockAfter} >= 0`),
  ],
);
