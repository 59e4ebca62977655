CREATE TYPE "public"."user_role" AS ENUM('CUSTOMER', 'ADMIN', 'SUPER_ADMIN');--> statement-breakpoint
CREATE TYPE "public"."font_type" AS ENUM('TITLE', 'CONTENT', 'MENU');--> statement-breakpoint
CREATE TYPE "public"."logo_type" AS ENUM('LOGO', 'LOGO_FOOTER', 'LOGO_LIGHT_THEME', 'LOGO_DARK_THEME', 'LOGO_FAVICON');--> statement-breakpoint
CREATE TYPE "public"."page_link_type" AS ENUM('NONE', 'INTERNAL', 'EXTERNAL', 'JS');--> statement-breakpoint
CREATE TYPE "public"."parameter_kind" AS ENUM('STRING', 'TEXT', 'BOOLEAN', 'NUMBER', 'LINK');--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"phone" text,
	"birthdate" date,
	"role" "user_role" DEFAULT 'CUSTOMER' NOT NULL,
	"accepted_terms_at" timestamp with time zone,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_site_id_email_unique" UNIQUE("site_id","email")
);
--> statement-breakpoint
CREATE TABLE "address_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	CONSTRAINT "address_types_site_id_code_unique" UNIQUE("site_id","code")
);
--> statement-breakpoint
CREATE TABLE "company_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"first_part" text NOT NULL,
	"second_part" text,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"country_id" integer NOT NULL,
	"phone" text,
	"email" text,
	"latitude" double precision,
	"longitude" double precision,
	"is_head_office" boolean DEFAULT false NOT NULL,
	"is_click_and_collect" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"alpha_two" text NOT NULL,
	"alpha_three" text NOT NULL,
	"num_code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "countries_alpha_two_unique" UNIQUE("alpha_two"),
	CONSTRAINT "countries_alpha_three_unique" UNIQUE("alpha_three")
);
--> statement-breakpoint
CREATE TABLE "component_confs" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"slug" text NOT NULL,
	"conf" jsonb NOT NULL,
	CONSTRAINT "component_confs_site_id_slug_unique" UNIQUE("site_id","slug")
);
--> statement-breakpoint
CREATE TABLE "external_app_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"app" text NOT NULL,
	"public_config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"private_config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "external_app_configs_site_id_app_unique" UNIQUE("site_id","app")
);
--> statement-breakpoint
CREATE TABLE "fonts" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"type" "font_type" NOT NULL,
	"family" text NOT NULL,
	"color" text NOT NULL,
	"size" integer NOT NULL,
	"weight" integer NOT NULL,
	"style" text DEFAULT 'normal' NOT NULL,
	CONSTRAINT "fonts_site_id_type_unique" UNIQUE("site_id","type")
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"deepl_code" text NOT NULL,
	"flag" text NOT NULL,
	"country_id" integer NOT NULL,
	"is_valid" boolean DEFAULT true NOT NULL,
	CONSTRAINT "languages_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "logos" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"type" "logo_type" NOT NULL,
	"filename" text NOT NULL,
	"url" text NOT NULL,
	"alt" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"external_id" text,
	"external_type" text,
	CONSTRAINT "logos_site_id_type_unique" UNIQUE("site_id","type")
);
--> statement-breakpoint
CREATE TABLE "page_layouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"page_id" integer NOT NULL,
	"project" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"html" text NOT NULL,
	"css" text NOT NULL,
	"hash" text NOT NULL,
	"tree" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_layouts_page_id_unique" UNIQUE("page_id")
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"id_parent" integer,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"menu_title" text,
	"meta_description" text,
	"menu_icon" text,
	"is_valid" boolean DEFAULT true NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"is_text" boolean DEFAULT false NOT NULL,
	"type" text DEFAULT 'GRAPE' NOT NULL,
	"show_in_menu" boolean DEFAULT true NOT NULL,
	"is_fixed_on_right" boolean DEFAULT false NOT NULL,
	"use_absolute_menu" boolean DEFAULT false NOT NULL,
	"reload" boolean DEFAULT false NOT NULL,
	"is_cms_page" boolean DEFAULT false NOT NULL,
	"cms_route" text,
	"is_custom_header" boolean DEFAULT false NOT NULL,
	"is_custom_footer" boolean DEFAULT false NOT NULL,
	"link_type" "page_link_type" DEFAULT 'NONE' NOT NULL,
	"link_url" text,
	"link_js_code" text,
	CONSTRAINT "pages_site_id_url_unique" UNIQUE("site_id","url")
);
--> statement-breakpoint
CREATE TABLE "payment_configs" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"provider" text DEFAULT 'STRIPE' NOT NULL,
	"publishable_key" text,
	"account_id" text
);
--> statement-breakpoint
CREATE TABLE "popups" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"style" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dark_background" boolean DEFAULT true NOT NULL,
	"show_on_every_reload" boolean DEFAULT false NOT NULL,
	"hide_duration_days" integer DEFAULT 7 NOT NULL,
	"delay_seconds" integer DEFAULT 3 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_parameters" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"type" text NOT NULL,
	"kind" "parameter_kind" NOT NULL,
	"label" text NOT NULL,
	"value" text,
	CONSTRAINT "site_parameters_site_id_type_unique" UNIQUE("site_id","type")
);
--> statement-breakpoint
CREATE TABLE "site_visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_winemaker" boolean DEFAULT false NOT NULL,
	"is_e_commerce" boolean DEFAULT false NOT NULL,
	"is_building" boolean DEFAULT false NOT NULL,
	"technical_file_model" text,
	"dashboard_type" text DEFAULT 'INTERNAL' NOT NULL,
	"default_lang_id" integer NOT NULL,
	"dev_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"prod_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"servers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"content_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_types" ADD CONSTRAINT "address_types_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_addresses" ADD CONSTRAINT "company_addresses_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_addresses" ADD CONSTRAINT "company_addresses_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "component_confs" ADD CONSTRAINT "component_confs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_app_configs" ADD CONSTRAINT "external_app_configs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fonts" ADD CONSTRAINT "fonts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "languages" ADD CONSTRAINT "languages_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logos" ADD CONSTRAINT "logos_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_layouts" ADD CONSTRAINT "page_layouts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_layouts" ADD CONSTRAINT "page_layouts_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_id_parent_pages_id_fk" FOREIGN KEY ("id_parent") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_configs" ADD CONSTRAINT "payment_configs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popups" ADD CONSTRAINT "popups_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_parameters" ADD CONSTRAINT "site_parameters_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_visits" ADD CONSTRAINT "site_visits_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_default_lang_id_languages_id_fk" FOREIGN KEY ("default_lang_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_id_index" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_site_id_index" ON "sessions" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "company_addresses_site_id_index" ON "company_addresses" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "page_layouts_site_id_index" ON "page_layouts" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "pages_site_id_id_parent_index" ON "pages" USING btree ("site_id","id_parent");--> statement-breakpoint
CREATE INDEX "popups_site_id_index" ON "popups" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "site_visits_site_id_created_at_index" ON "site_visits" USING btree ("site_id","created_at");