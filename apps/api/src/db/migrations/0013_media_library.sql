CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"original_name" text NOT NULL,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"kind" "media_kind" NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"alt" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "media_site_id_file_name_unique" UNIQUE("site_id","file_name"),
	CONSTRAINT "media_size" CHECK ("media"."size" >= 0)
);
--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_site_id_created_at_index" ON "media" USING btree ("site_id","created_at");--> statement-breakpoint
-- The media library is site content: a change moves the site's content version (migration 0005).
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['media'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION bump_site_version_new()', t || '_version_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS new_rows '
      'OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_site_version_both()',
      t || '_version_update', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION bump_site_version_old()', t || '_version_delete', t);
  END LOOP;
END $$;
