import {
  ORDER_DELIVERY_TYPES,
  ORDER_STATUSES,
  TRANSITION_AUTHOR_ROLES,
} from "@vitrine/shared/orders/lifecycle";
import { PAYMENT_METHODS } from "@vitrine/shared/schemas/orders";
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./account";
import { createdAt, siteId } from "./columns";
import { calendars } from "./content";
import { carriers } from "./delivery";
import { declinations, discountCodes } from "./shop";
import { sites } from "./site";

/**
 * Orders domain (decision 021): orders and their lines, the record of every status change,
 * invoices and credit notes numbered per site, Stripe events seen, and the shared jobs table.
 * Orders are per-customer data, not site content: no content-version trigger.
 */

// The lifecycle's own lists (packages/shared): the database accepts exactly the states it knows.
export const orderStatus = pgEnum("order_status", ORDER_STATUSES);
export const orderDeliveryType = pgEnum("order_delivery_type", ORDER_DELIVERY_TYPES);
export const paymentMethod = pgEnum("payment_method", PAYMENT_METHODS);
export const transitionAuthorRole = pgEnum("transition_author_role", TRANSITION_AUTHOR_ROLES);
export const invoiceKind = pgEnum("invoice_kind", ["invoice", "creditNote"]);

/** A postal address as it was when ordered (the member may change or delete theirs later). */
export interface OrderAddressSnapshot {
  firstname: string;
  lastname: string;
  company?: string | null;
  firstPart: string;
  secondPart?: string | null;
  postalCode: string;
  city: string;
  /** ISO 3166 code and French name. */
  countryCode: string;
  countryName: string;
  /** A business buyer's SIREN or SIRET digits and VAT number: the billing address's only (decision 045). */
  companyId?: string | null;
  vatNumber?: string | null;
}

/** How the order travels, as chosen and priced when ordered. */
export interface OrderDeliverySnapshot {
  carrierId?: number | null;
  carrierName?: string | null;
  carrierKind?: "DELIVERY" | "PICKUP" | null;
  serviceName?: string | null;
  serviceCode?: string | null;
  /** The relay point, for a PICKUP carrier. */
  accessPoint?: {
    id: string;
    name: string;
    addLine1: string;
    zipCode: string;
    city: string;
    countryCode: string;
  } | null;
  /** Click-and-collect: where and when. */
  pickup?: { place: string; date: string; start: string; end: string } | null;
  /** A shipped parcel's tracking, given by the shop with the move to `shipped` (or corrected after). */
  tracking?: { number: string; url: string | null } | null;
}

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    /** What the customer and the shop call it: « 2026-000042 », per site and in order. */
    reference: text("reference").notNull(),
    /** Null for a visitor without an account (the e-mail identifies them). */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    /** SHA-256 of the secret given once to whoever placed the order (a visitor's proof, like a cart's). */
    accessKeyHash: text("access_key_hash").notNull(),
    phone: text("phone").notNull().default(""),
    status: orderStatus("status").notNull().default("awaitingPayment"),
    deliveryType: orderDeliveryType("delivery_type").notNull(),
    paymentMethod: paymentMethod("payment_method").notNull(),
    /** Cents, VAT included (an export's without): lines, shipping fees, discount and what is to pay. */
    subtotal: integer("subtotal").notNull(),
    shippingFees: integer("shipping_fees").notNull().default(0),
    discount: integer("discount").notNull().default(0),
    total: integer("total").notNull(),
    /**
     * An export (decision 043), delivered outside the EU: its amounts and lines are without VAT,
     * its invoice at 0 % (art. 262 I CGI).
     */
    vatExempt: boolean("vat_exempt").notNull().default(false),
    discountCodeId: integer("discount_code_id").references(() => discountCodes.id, { onDelete: "set null" }),
    discountCode: text("discount_code"),
    shippingAddress: jsonb("shipping_address").$type<OrderAddressSnapshot>(),
    billingAddress: jsonb("billing_address").$type<OrderAddressSnapshot>(),
    delivery: jsonb("delivery").$type<OrderDeliverySnapshot>().notNull().default({}),
    carrierId: integer("carrier_id").references(() => carriers.id, { onDelete: "set null" }),
    /** Click-and-collect: the calendar, day and slot start (slot capacity is counted on these). */
    calendarId: integer("calendar_id").references(() => calendars.id, { onDelete: "set null" }),
    pickupDate: date("pickup_date"),
    pickupStart: text("pickup_start"),
    message: text("message").notNull().default(""),
    /** The client's Idempotency-Key: the same key on the same site gives back the same order. */
    idempotencyKey: text("idempotency_key"),
    /** The card payment's PaymentIntent. */
    paymentIntentId: text("payment_intent_id"),
    /** Until then the stock stays reserved for an unpaid order; null: paid or not reserving. */
    reservedUntil: timestamp("reserved_until", { withTimezone: true }),
    /** True once the reserved stock went back to the shelves (payment failed, timed out, cancelled). */
    stockReleased: boolean("stock_released").notNull().default(false),
    /** Cents of the shipping fees given back by refunds naming them (decision 044). */
    refundedShipping: integer("refunded_shipping").notNull().default(0),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique().on(t.siteId, t.reference),
    uniqueIndex("orders_site_idempotency_key").on(t.siteId, t.idempotencyKey),
    uniqueIndex("orders_payment_intent").on(t.paymentIntentId),
    index().on(t.siteId, t.createdAt),
    index().on(t.siteId, t.userId),
    index().on(t.siteId, t.status),
    index().on(t.calendarId, t.pickupDate),
    index().on(t.discountCodeId),
    check(
      "orders_amounts",
      sql`${t.subtotal} >= 0 and ${t.shippingFees} >= 0 and ${t.discount} >= 0 and ${t.total} >= 0`,
    ),
    check(
      "orders_refunded_shipping",
      sql`${t.refundedShipping} >= 0 and ${t.refundedShipping} <= ${t.shippingFees}`,
    ),
  ],
);

/** One line of an order: the declination as it was sold (name, price and VAT copied). */
export const orderLines = pgTable(
  "order_lines",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    declinationId: integer("declination_id").references(() => declinations.id, { onDelete: "set null" }),
    productName: text("product_name").notNull(),
    /** « 2022 · 75 cl »: the declination's variations. */
    variationLabel: text("variation_label").notNull().default(""),
    reference: text("reference").notNull().default(""),
    quantity: integer("quantity").notNull(),
    /** Cents, VAT included; an export's without VAT, at 0 % (decision 043). */
    unitPrice: integer("unit_price").notNull(),
    /** Basis points: 2000 = 20 %. */
    vatRate: smallint("vat_rate").notNull(),
    /** True when the stock was taken from the declination (tracked stock): to give back on release. */
    stockReserved: boolean("stock_reserved").notNull().default(false),
    /**
     * Units given back by refunds naming the line (decision 044): what a next refund may still
     * name, and what stays out of stock when the order is refunded (their restock was decided then).
     */
    refundedQuantity: integer("refunded_quantity").notNull().default(0),
  },
  (t) => [
    index().on(t.orderId),
    check("order_lines_values", sql`${t.quantity} > 0 and ${t.unitPrice} >= 0 and ${t.vatRate} >= 0`),
    check(
      "order_lines_refunded_quantity",
      sql`${t.refundedQuantity} >= 0 and ${t.refundedQuantity} <= ${t.quantity}`,
    ),
  ],
);

/** Every status change of an order: when, from what to what, by whom. */
export const orderTransitions = pgTable(
  "order_transitions",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** Null for the order's creation. */
    fromStatus: orderStatus("from_status"),
    toStatus: orderStatus("to_status").notNull(),
    authorRole: transitionAuthorRole("author_role").notNull(),
    authorUserId: integer("author_user_id").references(() => users.id, { onDelete: "set null" }),
    note: text("note").notNull().default(""),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.orderId, t.at)],
);

/**
 * Invoices and credit notes. French law: numbers per site, in order and with no gap, never
 * reused; the sequence comes from `document_counters` in the paying transaction.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    kind: invoiceKind("kind").notNull(),
    sequence: integer("sequence").notNull(),
    /** « F-2026-000001 », « A-2026-000001 ». */
    number: text("number").notNull(),
    /** Cents, VAT included (a credit note's amount is positive: what is given back). */
    total: integer("total").notNull(),
    /** A credit note: why the money is given back, as the shop wrote it (may be empty). */
    reason: text("reason").notNull().default(""),
    /**
     * A credit note of a card payment: Stripe's refund once made (the refund job sets it); null
     * while it is to be made, and for any other payment (the shop gives the money back itself).
     */
    cardRefundId: text("card_refund_id"),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the document says (seller's mentions, buyer, lines, amounts), written when it is issued:
     * an issued invoice never changes, whatever the site's parameters or the order become (art. 289
     * of the French tax code). Null only for documents issued before it was kept: written then at
     * their first reading.
     */
    content: jsonb("content").$type<Record<string, unknown>>(),
  },
  (t) => [
    unique().on(t.siteId, t.kind, t.sequence),
    unique().on(t.siteId, t.number),
    // One invoice per order; credit notes may be several (partial refunds).
    uniqueIndex("invoices_one_invoice_per_order").on(t.orderId).where(sql`${t.kind} = 'invoice'`),
    index().on(t.orderId),
  ],
);

/** The last number given per site and kind of document (order, invoice, creditNote). */
export const documentCounters = pgTable(
  "document_counters",
  {
    siteId: siteId(),
    kind: text("kind").notNull(),
    last: integer("last").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.kind] })],
);

/** Stripe events already handled: a replayed webhook changes nothing. */
export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  siteId: integer("site_id").references(() => sites.id, { onDelete: "cascade" }),
  type: text("type").notNull(),
  orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Timed work shared by every instance: a worker takes due rows with `FOR UPDATE SKIP LOCKED`.
 * `key` makes an enqueue idempotent (« review:42 » is queued once).
 */
export const jobs = pgTable(
  "jobs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    siteId: integer("site_id").references(() => sites.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    key: text("key"),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    doneAt: timestamp("done_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("jobs_key").on(t.key), index("jobs_due").on(t.runAt).where(sql`${t.doneAt} is null`)],
);

/**
 * The e-mails a job has sent, one row per message (« customer », « shop »), written right after
 * each is handed to the mailer: a job tried again after a failure sends only what is missing.
 */
export const jobMails = pgTable(
  "job_mails",
  {
    jobId: bigint("job_id", { mode: "number" })
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    /** Which message of the job: « customer », « shop ». */
    mail: text("mail").notNull(),
    recipient: text("recipient").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.mail] })],
);
