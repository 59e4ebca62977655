CREATE TYPE "public"."carrier_kind" AS ENUM('DELIVERY', 'PICKUP');--> statement-breakpoint
CREATE TYPE "public"."shipping_zone" AS ENUM('FR_METRO', 'FR_CORSE', 'EU', 'WORLD');--> statement-breakpoint
CREATE TABLE "carrier_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"carrier_id" integer NOT NULL,
	"zone" "shipping_zone" NOT NULL,
	"min_bottles" integer DEFAULT 0 NOT NULL,
	"max_bottles" integer,
	"min_amount" integer DEFAULT 0 NOT NULL,
	"max_amount" integer,
	"price" integer NOT NULL,
	CONSTRAINT "carrier_rates_values" CHECK ("carrier_rates"."price" >= 0 and "carrier_rates"."min_bottles" >= 0 and "carrier_rates"."min_amount" >= 0
        and ("carrier_rates"."max_bottles" is null or "carrier_rates"."max_bottles" >= "carrier_rates"."min_bottles")
        and ("carrier_rates"."max_amount" is null or "carrier_rates"."max_amount" >= "carrier_rates"."min_amount"))
);
--> statement-breakpoint
CREATE TABLE "carriers" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" "carrier_kind" NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"delay" text DEFAULT '' NOT NULL,
	"icon" text,
	"order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "relay_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"carrier_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"add_line1" text NOT NULL,
	"zip_code" text NOT NULL,
	"city" text NOT NULL,
	"country" text DEFAULT 'FR' NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"opening_hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"icon" text,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "relay_points_carrier_id_code_unique" UNIQUE("carrier_id","code"),
	CONSTRAINT "relay_points_position" CHECK ("relay_points"."latitude" between -90 and 90 and "relay_points"."longitude" between -180 and 180)
);
--> statement-breakpoint
ALTER TABLE "calendar_rules" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "calendars" ADD COLUMN "pickup_address_id" integer;--> statement-breakpoint
ALTER TABLE "carrier_rates" ADD CONSTRAINT "carrier_rates_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_rates" ADD CONSTRAINT "carrier_rates_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carriers" ADD CONSTRAINT "carriers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relay_points" ADD CONSTRAINT "relay_points_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relay_points" ADD CONSTRAINT "relay_points_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carrier_rates_carrier_id_index" ON "carrier_rates" USING btree ("carrier_id");--> statement-breakpoint
CREATE INDEX "carrier_rates_site_id_index" ON "carrier_rates" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "carriers_site_id_order_index" ON "carriers" USING btree ("site_id","order");--> statement-breakpoint
CREATE INDEX "relay_points_site_id_carrier_id_index" ON "relay_points" USING btree ("site_id","carrier_id");--> statement-breakpoint
ALTER TABLE "calendars" ADD CONSTRAINT "calendars_pickup_address_id_company_addresses_id_fk" FOREIGN KEY ("pickup_address_id") REFERENCES "public"."company_addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_rules" ADD CONSTRAINT "calendar_rules_capacity" CHECK ("calendar_rules"."capacity" is null or "calendar_rules"."capacity" > 0);--> statement-breakpoint
-- Carriers, their rates and relay points are site content: a change moves the site's content version (0005).
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['carriers', 'carrier_rates', 'relay_points'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION bump_site_version_new()', t || '_version_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS new_rows '
      'OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_site_version_both()',
      t || '_version_update', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION bump_site_version_old()', t || '_version_delete', t);
  END LOOP;
END $$;
