CREATE TYPE "public"."page_layout_version_kind" AS ENUM('DRAFT', 'PUBLISHED');--> statement-breakpoint
CREATE TABLE "page_layout_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"page_id" integer NOT NULL,
	"layout_id" integer NOT NULL,
	"kind" "page_layout_version_kind" NOT NULL,
	"project" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"html" text NOT NULL,
	"css" text NOT NULL,
	"hash" text NOT NULL,
	"tree" jsonb NOT NULL,
	"preview_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"created_by_email" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "page_layout_versions" ADD CONSTRAINT "page_layout_versions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_layout_versions" ADD CONSTRAINT "page_layout_versions_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_layout_versions" ADD CONSTRAINT "page_layout_versions_layout_id_page_layouts_id_fk" FOREIGN KEY ("layout_id") REFERENCES "public"."page_layouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_layout_versions" ADD CONSTRAINT "page_layout_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_layout_versions_layout_id_id_index" ON "page_layout_versions" USING btree ("layout_id","id");--> statement-breakpoint
CREATE INDEX "page_layout_versions_site_id_index" ON "page_layout_versions" USING btree ("site_id");--> statement-breakpoint
-- The layouts' versions are site content: a change moves the site's content version (0005).
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['page_layout_versions'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION bump_site_version_new()', t || '_version_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS new_rows '
      'OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_site_version_both()',
      t || '_version_update', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION bump_site_version_old()', t || '_version_delete', t);
  END LOOP;
END $$;
