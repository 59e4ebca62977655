CREATE TYPE "public"."blog_status" AS ENUM('DRAFT', 'PUBLISHED');--> statement-breakpoint
CREATE TYPE "public"."media_format" AS ENUM('svg', 'jpeg', 'jpg', 'png', 'mp4', 'm4v', 'mov', 'avi', 'wmv', 'flv');--> statement-breakpoint
CREATE TYPE "public"."media_kind" AS ENUM('IMAGE', 'VIDEO');--> statement-breakpoint
CREATE TYPE "public"."review_source" AS ENUM('GOOGLE', 'SITE');--> statement-breakpoint
CREATE TABLE "album_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"album_id" integer NOT NULL,
	"kind" "media_kind" NOT NULL,
	"format" "media_format" NOT NULL,
	"filename" text NOT NULL,
	"url" text NOT NULL,
	"alt" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"poster_url" text,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "album_media_kind_format" CHECK (("album_media"."kind" = 'IMAGE' and "album_media"."format" in ('svg','jpeg','jpg','png')) or ("album_media"."kind" = 'VIDEO' and "album_media"."format" in ('mp4','m4v','mov','avi','wmv','flv')))
);
--> statement-breakpoint
CREATE TABLE "albums" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "albums_site_id_slug_unique" UNIQUE("site_id","slug")
);
--> statement-breakpoint
CREATE TABLE "blog_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"folder_id" integer,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"body" text NOT NULL,
	"cover_url" text,
	"cover_alt" text DEFAULT '' NOT NULL,
	"cover_width" integer DEFAULT 1200 NOT NULL,
	"cover_height" integer DEFAULT 800 NOT NULL,
	"author" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" "blog_status" DEFAULT 'DRAFT' NOT NULL,
	"published_at" timestamp with time zone,
	"reading_time" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_articles_site_id_slug_unique" UNIQUE("site_id","slug")
);
--> statement-breakpoint
CREATE TABLE "blog_folders" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"parent_id" integer,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "blog_folders_site_id_slug_unique" UNIQUE("site_id","slug")
);
--> statement-breakpoint
CREATE TABLE "calendar_exceptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"calendar_id" integer NOT NULL,
	"date" date NOT NULL,
	"is_closed" boolean DEFAULT true NOT NULL,
	"start_time" text,
	"end_time" text,
	"label" text
);
--> statement-breakpoint
CREATE TABLE "calendar_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"calendar_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	CONSTRAINT "calendar_rules_weekday" CHECK ("calendar_rules"."weekday" between 1 and 7),
	CONSTRAINT "calendar_rules_times" CHECK ("calendar_rules"."start_time" < "calendar_rules"."end_time")
);
--> statement-breakpoint
CREATE TABLE "calendars" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"timezone" text DEFAULT 'Europe/Paris' NOT NULL,
	"slot_minutes" integer DEFAULT 60 NOT NULL,
	"min_notice_hours" integer DEFAULT 0 NOT NULL,
	"max_advance_days" integer,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "element_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"route" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	CONSTRAINT "element_lists_site_id_route_unique" UNIQUE("site_id","route")
);
--> statement-breakpoint
CREATE TABLE "element_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"element_id" integer NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"seats" smallint DEFAULT 1 NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "element_registrations_element_id_email_unique" UNIQUE("element_id","email")
);
--> statement-breakpoint
CREATE TABLE "elements" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"list_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text,
	"body" text,
	"category" text,
	"location" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"image_url" text,
	"image_alt" text DEFAULT '' NOT NULL,
	"image_width" integer DEFAULT 1200 NOT NULL,
	"image_height" integer DEFAULT 800 NOT NULL,
	"link_url" text,
	"link_label" text,
	"facts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"album_id" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"registration_open" boolean DEFAULT false NOT NULL,
	"capacity" integer,
	"registered_seats" integer DEFAULT 0 NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "elements_site_id_list_id_slug_unique" UNIQUE("site_id","list_id","slug"),
	CONSTRAINT "elements_capacity" CHECK ("elements"."registered_seats" >= 0 and ("elements"."capacity" is null or "elements"."registered_seats" <= "elements"."capacity"))
);
--> statement-breakpoint
CREATE TABLE "form_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"values" jsonb NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"submit_label" text DEFAULT 'Envoyer' NOT NULL,
	"success_message" text NOT NULL,
	"recipient_email" text,
	"fields" jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "forms_site_id_slug_unique" UNIQUE("site_id","slug")
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"image_url" text,
	"image_alt" text DEFAULT '' NOT NULL,
	"image_width" integer DEFAULT 1200 NOT NULL,
	"image_height" integer DEFAULT 800 NOT NULL,
	"link_url" text,
	"link_label" text,
	"is_promoted" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_site_id_slug_unique" UNIQUE("site_id","slug")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"source" "review_source" DEFAULT 'GOOGLE' NOT NULL,
	"author" text NOT NULL,
	"rating" smallint NOT NULL,
	"text" text NOT NULL,
	"reviewed_on" date NOT NULL,
	"reply" text,
	"is_visible" boolean DEFAULT true NOT NULL,
	CONSTRAINT "reviews_rating" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"page_id" integer,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"image_url" text,
	"image_alt" text DEFAULT '' NOT NULL,
	"image_width" integer DEFAULT 1200 NOT NULL,
	"image_height" integer DEFAULT 800 NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_site_id_slug_unique" UNIQUE("site_id","slug")
);
--> statement-breakpoint
ALTER TABLE "album_media" ADD CONSTRAINT "album_media_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_media" ADD CONSTRAINT "album_media_album_id_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."albums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "albums" ADD CONSTRAINT "albums_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_articles" ADD CONSTRAINT "blog_articles_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_articles" ADD CONSTRAINT "blog_articles_folder_id_blog_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."blog_folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_folders" ADD CONSTRAINT "blog_folders_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_folders" ADD CONSTRAINT "blog_folders_parent_id_blog_folders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."blog_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_exceptions" ADD CONSTRAINT "calendar_exceptions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_exceptions" ADD CONSTRAINT "calendar_exceptions_calendar_id_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_rules" ADD CONSTRAINT "calendar_rules_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_rules" ADD CONSTRAINT "calendar_rules_calendar_id_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendars" ADD CONSTRAINT "calendars_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "element_lists" ADD CONSTRAINT "element_lists_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "element_registrations" ADD CONSTRAINT "element_registrations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "element_registrations" ADD CONSTRAINT "element_registrations_element_id_elements_id_fk" FOREIGN KEY ("element_id") REFERENCES "public"."elements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elements" ADD CONSTRAINT "elements_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elements" ADD CONSTRAINT "elements_list_id_element_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."element_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elements" ADD CONSTRAINT "elements_album_id_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."albums"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "album_media_site_id_album_id_order_index" ON "album_media" USING btree ("site_id","album_id","order");--> statement-breakpoint
CREATE INDEX "albums_site_id_order_index" ON "albums" USING btree ("site_id","order");--> statement-breakpoint
CREATE INDEX "blog_articles_site_id_status_published_at_index" ON "blog_articles" USING btree ("site_id","status","published_at");--> statement-breakpoint
CREATE INDEX "blog_articles_site_id_folder_id_index" ON "blog_articles" USING btree ("site_id","folder_id");--> statement-breakpoint
CREATE INDEX "blog_folders_site_id_parent_id_index" ON "blog_folders" USING btree ("site_id","parent_id");--> statement-breakpoint
CREATE INDEX "calendar_exceptions_calendar_id_date_index" ON "calendar_exceptions" USING btree ("calendar_id","date");--> statement-breakpoint
CREATE INDEX "calendar_rules_calendar_id_index" ON "calendar_rules" USING btree ("calendar_id");--> statement-breakpoint
CREATE INDEX "contact_messages_site_id_created_at_index" ON "contact_messages" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "element_registrations_site_id_element_id_index" ON "element_registrations" USING btree ("site_id","element_id");--> statement-breakpoint
CREATE INDEX "elements_site_id_list_id_order_index" ON "elements" USING btree ("site_id","list_id","order");--> statement-breakpoint
CREATE INDEX "form_submissions_site_id_form_id_created_at_index" ON "form_submissions" USING btree ("site_id","form_id","created_at");--> statement-breakpoint
CREATE INDEX "news_site_id_published_at_index" ON "news" USING btree ("site_id","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "news_one_promoted_per_site" ON "news" USING btree ("site_id") WHERE "news"."is_promoted";--> statement-breakpoint
CREATE INDEX "reviews_site_id_reviewed_on_index" ON "reviews" USING btree ("site_id","reviewed_on");--> statement-breakpoint
CREATE INDEX "services_site_id_order_index" ON "services" USING btree ("site_id","order");