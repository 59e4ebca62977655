DROP INDEX "blog_articles_search";--> statement-breakpoint
DROP INDEX "elements_search";--> statement-breakpoint
DROP INDEX "news_search";--> statement-breakpoint
DROP INDEX "services_search";--> statement-breakpoint
DROP INDEX "products_search";--> statement-breakpoint
-- The search vectors stored with their rows (generated columns, left out of the Drizzle schema so
-- that no select carries them): a search reads them instead of computing them again for each row
-- it checks and ranks. Pages and layouts have no index: a site has few pages.
ALTER TABLE "services" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (public.vitrine_search_vector("title", "summary", "body")) STORED;
--> statement-breakpoint
CREATE INDEX "services_search_vector" ON "services" USING gin ("search_vector");
--> statement-breakpoint
ALTER TABLE "blog_articles" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (public.vitrine_search_vector("title", "excerpt", "body")) STORED;
--> statement-breakpoint
CREATE INDEX "blog_articles_search_vector" ON "blog_articles" USING gin ("search_vector");
--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (public.vitrine_search_vector("title", "summary", "body")) STORED;
--> statement-breakpoint
CREATE INDEX "news_search_vector" ON "news" USING gin ("search_vector");
--> statement-breakpoint
ALTER TABLE "elements" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (public.vitrine_search_vector("title", coalesce("summary", '') || ' ' || coalesce("location", ''), "body")) STORED;
--> statement-breakpoint
CREATE INDEX "elements_search_vector" ON "elements" USING gin ("search_vector");
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (public.vitrine_search_vector("name", "summary" || ' ' || coalesce("kind", '') || ' ' || "appellation" || ' ' || "grapes", "description" || ' ' || "tasting")) STORED;
--> statement-breakpoint
CREATE INDEX "products_search_vector" ON "products" USING gin ("search_vector");
--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (public.vitrine_search_vector("title" || ' ' || coalesce("menu_title", '') || ' ' || coalesce("meta_title", ''), coalesce("meta_description", ''), '')) STORED;
--> statement-breakpoint
ALTER TABLE "page_layouts" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (public.vitrine_search_vector('', '', "html")) STORED;
