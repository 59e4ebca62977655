CREATE TABLE "awards" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"year" smallint NOT NULL,
	"medal" text NOT NULL,
	"image_url" text,
	"image_alt" text DEFAULT '' NOT NULL,
	"image_width" integer DEFAULT 240 NOT NULL,
	"image_height" integer DEFAULT 240 NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "awards_year" CHECK ("awards"."year" between 1800 and 2200)
);
--> statement-breakpoint
CREATE TABLE "meal_icons" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"icon" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_meal_icons" (
	"site_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"meal_icon_id" integer NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_meal_icons_product_id_meal_icon_id_pk" PRIMARY KEY("product_id","meal_icon_id")
);
--> statement-breakpoint
CREATE TABLE "product_recommendations" (
	"site_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"recommended_id" integer NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_recommendations_product_id_recommended_id_pk" PRIMARY KEY("product_id","recommended_id"),
	CONSTRAINT "product_recommendations_other" CHECK ("product_recommendations"."product_id" <> "product_recommendations"."recommended_id")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "appellation" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "grapes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "vinification" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tasting" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "degree" numeric(4, 1);--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_icons" ADD CONSTRAINT "meal_icons_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_meal_icons" ADD CONSTRAINT "product_meal_icons_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_meal_icons" ADD CONSTRAINT "product_meal_icons_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_meal_icons" ADD CONSTRAINT "product_meal_icons_meal_icon_id_meal_icons_id_fk" FOREIGN KEY ("meal_icon_id") REFERENCES "public"."meal_icons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_recommendations" ADD CONSTRAINT "product_recommendations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_recommendations" ADD CONSTRAINT "product_recommendations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_recommendations" ADD CONSTRAINT "product_recommendations_recommended_id_products_id_fk" FOREIGN KEY ("recommended_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "awards_product_id_order_index" ON "awards" USING btree ("product_id","order");--> statement-breakpoint
CREATE INDEX "awards_site_id_index" ON "awards" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "meal_icons_site_id_order_index" ON "meal_icons" USING btree ("site_id","order");--> statement-breakpoint
CREATE INDEX "product_meal_icons_meal_icon_id_index" ON "product_meal_icons" USING btree ("meal_icon_id");--> statement-breakpoint
CREATE INDEX "product_recommendations_recommended_id_index" ON "product_recommendations" USING btree ("recommended_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_degree" CHECK ("products"."degree" is null or "products"."degree" between 0 and 100);--> statement-breakpoint
-- The catalogue's new tables are site content: a change moves the site's content version (0005).
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['awards', 'meal_icons', 'product_meal_icons', 'product_recommendations'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION bump_site_version_new()', t || '_version_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS new_rows '
      'OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_site_version_both()',
      t || '_version_update', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION bump_site_version_old()', t || '_version_delete', t);
  END LOOP;
END $$;
