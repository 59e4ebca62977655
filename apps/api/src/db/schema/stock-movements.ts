import { STOCK_MOVEMENT_REASONS } from "@vitrine/shared/schemas/admin-products";
import { sql } from "drizzle-orm";
import { check, index, integer, pgEnum, pgTable, serial, text } from "drizzle-orm/pg-core";
import { users } from "./account";
import { createdAt, siteId } from "./columns";
import { orders } from "./orders";
import { declinations, products } from "./shop";

/**
 * Why a declination's stock changed: by hand (STOCK_REASONS in packages/shared) or by an order
 * (ORDER_STOCK_REASONS, decision 047).
 */
export const stockReason = pgEnum("stock_reason", STOCK_MOVEMENT_REASONS);

/**
 * Every change of a declination's stock, one row each: the adjustments made from the admin panel
 * and the units orders took or gave back (decision 047): how many units came in or went out, why,
 * by whom, from which order and when, and what the stock became. Kept as the declination's
 * history; not site content (the declination's own stock is, and its row bumps the site version).
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
    /** The panel user who made it; null when no one did (a customer's order, a payment not made). */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Kept when the account is gone; empty when no panel user made it. */
    userEmail: text("user_email").notNull(),
    /** The order that took or gave back the units (VENTE, ANNULATION, RETOUR). */
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.declinationId, t.createdAt),
    index().on(t.siteId),
    index().on(t.orderId),
    check("stock_movements_values", sql`${t.delta} <> 0 and ${t.stockAfter} >= 0`),
  ],
);
