import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./account";
import { createdAt, imageColumns, siteId } from "./columns";

/** Shop domain: products and their declinations, variation definitions, carts, discount codes. */

export const productType = pgEnum("product_type", ["WINE", "BOX"]);
export const capacityUnit = pgEnum("capacity_unit", ["L", "cl"]);
export const discountKind = pgEnum("discount_kind", ["PERCENT", "AMOUNT", "FREE_SHIPPING"]);

/** Products also have a `search_vector` (migration 0018, outside this schema: db/search.ts). */
export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    type: productType("type").notNull(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    summary: text("summary").notNull().default(""),
    /** Sanitized when saved (modules/content/html.ts), served as is. */
    description: text("description").notNull().default(""),
    /** Portrait pictures (3/4, the PRODUCT_ASPECT_RATIO default). */
    ...imageColumns(600, 800),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    /** rouge, blanc, rosé, effervescent, coffret… */
    kind: text("kind"),
    /** The technical sheet: « AOP Muscadet Sèvre et Maine sur lie », « Melon de Bourgogne »… */
    appellation: text("appellation").notNull().default(""),
    grapes: text("grapes").notNull().default(""),
    vinification: text("vinification").notNull().default(""),
    /** Tasting notes, plain text. */
    tasting: text("tasting").notNull().default(""),
    /** Alcohol by volume, in % (12.5). */
    degree: numeric("degree", { precision: 4, scale: 1, mode: "number" }),
    order: integer("order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.siteId, t.slug),
    index().on(t.siteId, t.order),
    check("products_degree", sql`${t.degree} is null or ${t.degree} between 0 and 100`),
  ],
);

/** One way a product is sold: a vintage, a size… with its own price, reference and stock. */
export const declinations = pgTable(
  "declinations",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    variation1: text("variation1"),
    variation2: text("variation2"),
    variation3: text("variation3"),
    /** Cents, VAT included. */
    price: integer("price").notNull(),
    capacity: numeric("capacity", { precision: 8, scale: 3, mode: "number" }),
    capacityUnit: capacityUnit("capacity_unit"),
    sellByMultipleOf: integer("sell_by_multiple_of").notNull().default(1),
    reference: text("reference").notNull().default(""),
    /** Units left; null: not tracked. */
    stock: integer("stock"),
    hasShippingFees: boolean("has_shipping_fees").notNull().default(true),
    /** Basis points: 2000 = 20 % (wine in France). */
    vatRate: smallint("vat_rate").notNull().default(2000),
    order: integer("order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
  },
  (t) => [
    index().on(t.productId, t.order),
    index().on(t.siteId),
    check(
      "declinations_values",
      sql`${t.price} >= 0 and ${t.sellByMultipleOf} >= 1 and (${t.stock} is null or ${t.stock} >= 0) and (${t.capacity} is null) = (${t.capacityUnit} is null)`,
    ),
  ],
);

/** What variation1, variation2 and variation3 mean on a site (Millésime, Contenance…). */
export const variations = pgTable(
  "variations",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    /** 1, 2 or 3: the declination field it names. */
    position: smallint("position").notNull(),
    label: text("label").notNull(),
    displayLabel: text("display_label").notNull(),
  },
  (t) => [
    unique().on(t.siteId, t.position),
    check("variations_position", sql`${t.position} between 1 and 3`),
  ],
);

/**
 * Carts: a member's (userId) or a visitor's, who proves it with the cart's secret; only a SHA-256
 * hash of the secret is stored. A member has at most one default cart.
 */
export const carts = pgTable(
  "carts",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    keyHash: text("key_hash").notNull().unique(),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.siteId, t.userId),
    // A platform operator's session works on every site: one default cart per member and site.
    uniqueIndex("carts_one_default_per_user").on(t.siteId, t.userId).where(sql`${t.isDefault}`),
  ],
);

export const cartLines = pgTable(
  "cart_lines",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    cartId: integer("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    declinationId: integer("declination_id")
      .notNull()
      .references(() => declinations.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
  },
  (t) => [
    unique().on(t.cartId, t.declinationId),
    index().on(t.declinationId),
    check("cart_lines_quantity", sql`${t.quantity} between 1 and 999`),
  ],
);

export const discountCodes = pgTable(
  "discount_codes",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    /** Matched whatever its case. */
    code: text("code").notNull(),
    kind: discountKind("kind").notNull(),
    /** A percentage (PERCENT), cents (AMOUNT), or 0 (FREE_SHIPPING: the shipping fees are waived). */
    value: integer("value").notNull(),
    /** Cents; the code applies from this subtotal on. */
    minimumSubtotal: integer("minimum_subtotal"),
    validFrom: timestamp("valid_from", { withTimezone: true }),
    validTo: timestamp("valid_to", { withTimezone: true }),
    /** Orders that may use the code, all customers together; null: no limit. */
    usageLimit: integer("usage_limit"),
    /** Orders one customer (account or e-mail) may use it for; null: no limit. */
    usageLimitPerCustomer: integer("usage_limit_per_customer"),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("discount_codes_site_code").on(t.siteId, sql`lower(${t.code})`),
    check(
      "discount_codes_value",
      sql`(${t.kind}::text = 'FREE_SHIPPING' or ${t.value} > 0) and ${t.value} >= 0 and (${t.kind}::text <> 'PERCENT' or ${t.value} <= 100) and (${t.minimumSubtotal} is null or ${t.minimumSubtotal} >= 0) and (${t.usageLimit} is null or ${t.usageLimit} > 0) and (${t.usageLimitPerCustomer} is null or ${t.usageLimitPerCustomer} > 0)`,
    ),
  ],
);
