CREATE TABLE "site_visit_counts" (
	"site_id" integer NOT NULL,
	"source" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "site_visit_counts_site_id_source_day_pk" PRIMARY KEY("site_id","source","day")
);
--> statement-breakpoint
INSERT INTO "site_visit_counts" ("site_id", "source", "day", "count")
SELECT "site_id", "source", ("created_at" AT TIME ZONE 'Europe/Paris')::date, count(*)::integer
FROM "site_visits" GROUP BY 1, 2, 3;--> statement-breakpoint
DROP TABLE "site_visits" CASCADE;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
UPDATE "newsletter_subscriptions" SET "confirmed_at" = "created_at" WHERE "source" = 'MEMBER';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_visit_counts" ADD CONSTRAINT "site_visit_counts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_confirm_token_hash_unique" UNIQUE("confirm_token_hash");