CREATE TYPE "public"."invoice_kind" AS ENUM('invoice', 'creditNote');--> statement-breakpoint
CREATE TYPE "public"."order_delivery_type" AS ENUM('delivery', 'clickAndCollect', 'no_delivery');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('awaitingPayment', 'paid', 'preparing', 'shipped', 'readyForPickup', 'delivered', 'collected', 'cancelled', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('CARD', 'TRANSFER', 'CHEQUE', 'ON_SITE');--> statement-breakpoint
CREATE TYPE "public"."transition_author_role" AS ENUM('system', 'admin', 'customer');--> statement-breakpoint
ALTER TYPE "public"."discount_kind" ADD VALUE 'FREE_SHIPPING';--> statement-breakpoint
CREATE TABLE "document_counters" (
	"site_id" integer NOT NULL,
	"kind" text NOT NULL,
	"last" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "document_counters_site_id_kind_pk" PRIMARY KEY("site_id","kind")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"kind" "invoice_kind" NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"total" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_site_id_kind_sequence_unique" UNIQUE("site_id","kind","sequence"),
	CONSTRAINT "invoices_site_id_number_unique" UNIQUE("site_id","number"),
	CONSTRAINT "invoices_order_id_kind_unique" UNIQUE("order_id","kind")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer,
	"kind" text NOT NULL,
	"key" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"declination_id" integer,
	"product_name" text NOT NULL,
	"variation_label" text DEFAULT '' NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"vat_rate" smallint NOT NULL,
	"stock_reserved" boolean DEFAULT false NOT NULL,
	CONSTRAINT "order_lines_values" CHECK ("order_lines"."quantity" > 0 and "order_lines"."unit_price" >= 0 and "order_lines"."vat_rate" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_transitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"from_status" "order_status",
	"to_status" "order_status" NOT NULL,
	"author_role" "transition_author_role" NOT NULL,
	"author_user_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"reference" text NOT NULL,
	"user_id" integer,
	"email" text NOT NULL,
	"access_key_hash" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"status" "order_status" DEFAULT 'awaitingPayment' NOT NULL,
	"delivery_type" "order_delivery_type" NOT NULL,
	"payment_method" "payment_method" NOT NULL,
	"subtotal" integer NOT NULL,
	"shipping_fees" integer DEFAULT 0 NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"discount_code_id" integer,
	"discount_code" text,
	"shipping_address" jsonb,
	"billing_address" jsonb,
	"delivery" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"carrier_id" integer,
	"calendar_id" integer,
	"pickup_date" date,
	"pickup_start" text,
	"message" text DEFAULT '' NOT NULL,
	"idempotency_key" text,
	"payment_intent_id" text,
	"reserved_until" timestamp with time zone,
	"stock_released" boolean DEFAULT false NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_site_id_reference_unique" UNIQUE("site_id","reference"),
	CONSTRAINT "orders_amounts" CHECK ("orders"."subtotal" >= 0 and "orders"."shipping_fees" >= 0 and "orders"."discount" >= 0 and "orders"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" integer,
	"type" text NOT NULL,
	"order_id" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "discount_codes" DROP CONSTRAINT "discount_codes_value";--> statement-breakpoint
ALTER TABLE "declinations" ADD COLUMN "vat_rate" smallint DEFAULT 2000 NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "usage_limit" integer;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "usage_limit_per_customer" integer;--> statement-breakpoint
ALTER TABLE "document_counters" ADD CONSTRAINT "document_counters_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_declination_id_declinations_id_fk" FOREIGN KEY ("declination_id") REFERENCES "public"."declinations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_transitions" ADD CONSTRAINT "order_transitions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_transitions" ADD CONSTRAINT "order_transitions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_transitions" ADD CONSTRAINT "order_transitions_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_calendar_id_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_key" ON "jobs" USING btree ("key");--> statement-breakpoint
CREATE INDEX "jobs_due" ON "jobs" USING btree ("run_at") WHERE "jobs"."done_at" is null;--> statement-breakpoint
CREATE INDEX "order_lines_order_id_index" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_transitions_order_id_at_index" ON "order_transitions" USING btree ("order_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_site_idempotency_key" ON "orders" USING btree ("site_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_intent" ON "orders" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "orders_site_id_created_at_index" ON "orders" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_site_id_user_id_index" ON "orders" USING btree ("site_id","user_id");--> statement-breakpoint
CREATE INDEX "orders_site_id_status_index" ON "orders" USING btree ("site_id","status");--> statement-breakpoint
CREATE INDEX "orders_calendar_id_pickup_date_index" ON "orders" USING btree ("calendar_id","pickup_date");--> statement-breakpoint
CREATE INDEX "orders_discount_code_id_index" ON "orders" USING btree ("discount_code_id");--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_value" CHECK (("discount_codes"."kind"::text = 'FREE_SHIPPING' or "discount_codes"."value" > 0) and "discount_codes"."value" >= 0 and ("discount_codes"."kind"::text <> 'PERCENT' or "discount_codes"."value" <= 100) and ("discount_codes"."minimum_subtotal" is null or "discount_codes"."minimum_subtotal" >= 0) and ("discount_codes"."usage_limit" is null or "discount_codes"."usage_limit" > 0) and ("discount_codes"."usage_limit_per_customer" is null or "discount_codes"."usage_limit_per_customer" > 0));