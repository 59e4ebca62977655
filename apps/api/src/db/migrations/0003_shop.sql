CREATE TYPE "public"."capacity_unit" AS ENUM('L', 'cl');--> statement-breakpoint
CREATE TYPE "public"."discount_kind" AS ENUM('PERCENT', 'AMOUNT');--> statement-breakpoint
CREATE TYPE "public"."product_type" AS ENUM('WINE', 'BOX');--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"cart_id" integer NOT NULL,
	"declination_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "cart_lines_cart_id_declination_id_unique" UNIQUE("cart_id","declination_id"),
	CONSTRAINT "cart_lines_quantity" CHECK ("cart_lines"."quantity" between 1 and 999)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer,
	"key_hash" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "declinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"variation1" text,
	"variation2" text,
	"variation3" text,
	"price" integer NOT NULL,
	"capacity" numeric(8, 3),
	"capacity_unit" "capacity_unit",
	"sell_by_multiple_of" integer DEFAULT 1 NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"stock" integer,
	"has_shipping_fees" boolean DEFAULT true NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "declinations_values" CHECK ("declinations"."price" >= 0 and "declinations"."sell_by_multiple_of" >= 1 and ("declinations"."stock" is null or "declinations"."stock" >= 0) and ("declinations"."capacity" is null) = ("declinations"."capacity_unit" is null))
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"code" text NOT NULL,
	"kind" "discount_kind" NOT NULL,
	"value" integer NOT NULL,
	"minimum_subtotal" integer,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_value" CHECK ("discount_codes"."value" > 0 and ("discount_codes"."kind" <> 'PERCENT' or "discount_codes"."value" <= 100) and ("discount_codes"."minimum_subtotal" is null or "discount_codes"."minimum_subtotal" >= 0))
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"type" "product_type" NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"image_alt" text DEFAULT '' NOT NULL,
	"image_width" integer DEFAULT 600 NOT NULL,
	"image_height" integer DEFAULT 800 NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"kind" text,
	"order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_site_id_slug_unique" UNIQUE("site_id","slug")
);
--> statement-breakpoint
CREATE TABLE "variations" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"label" text NOT NULL,
	"display_label" text NOT NULL,
	CONSTRAINT "variations_site_id_position_unique" UNIQUE("site_id","position"),
	CONSTRAINT "variations_position" CHECK ("variations"."position" between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_declination_id_declinations_id_fk" FOREIGN KEY ("declination_id") REFERENCES "public"."declinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declinations" ADD CONSTRAINT "declinations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declinations" ADD CONSTRAINT "declinations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variations" ADD CONSTRAINT "variations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_lines_declination_id_index" ON "cart_lines" USING btree ("declination_id");--> statement-breakpoint
CREATE INDEX "carts_site_id_user_id_index" ON "carts" USING btree ("site_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_one_default_per_user" ON "carts" USING btree ("site_id","user_id") WHERE "carts"."is_default";--> statement-breakpoint
CREATE INDEX "declinations_product_id_order_index" ON "declinations" USING btree ("product_id","order");--> statement-breakpoint
CREATE INDEX "declinations_site_id_index" ON "declinations" USING btree ("site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_site_code" ON "discount_codes" USING btree ("site_id",lower("code"));--> statement-breakpoint
CREATE INDEX "products_site_id_order_index" ON "products" USING btree ("site_id","order");