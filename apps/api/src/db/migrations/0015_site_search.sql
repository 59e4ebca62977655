-- Site search (GET /search): French stems with their accents folded, and the stems of the folded
-- text (« rénovées » gives renov and renove), so that a search with or without accents, singular
-- or plural, finds the same words. Immutable: the GIN indexes below hold their results.
CREATE OR REPLACE FUNCTION public.vitrine_fold(t text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT replace(replace(lower(translate(t,
    'àâäáãåçéèêëíìîïñóòôöõúùûüýÿÀÂÄÁÃÅÇÉÈÊËÍÌÎÏÑÓÒÔÖÕÚÙÛÜÝŸ',
    'aaaaaaceeeeiiiinooooouuuuyyaaaaaaceeeeiiiinooooouuuuyy')), 'œ', 'oe'), 'Œ', 'oe') $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.vitrine_search_terms(t text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(string_agg(DISTINCT x, ' '), '') FROM (
    SELECT public.vitrine_fold(unnest(tsvector_to_array(to_tsvector('french'::regconfig, coalesce(t, ''))))) AS x
    UNION ALL
    SELECT unnest(tsvector_to_array(to_tsvector('french'::regconfig, public.vitrine_fold(coalesce(t, ''))))) AS x
  ) AS lexemes $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.vitrine_search_vector(a text, b text, c text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT setweight(to_tsvector('simple'::regconfig, public.vitrine_search_terms(a)), 'A')
    || setweight(to_tsvector('simple'::regconfig, public.vitrine_search_terms(b)), 'B')
    || setweight(to_tsvector('simple'::regconfig, public.vitrine_search_terms(c)), 'C') $$;
--> statement-breakpoint
CREATE INDEX "blog_articles_search" ON "blog_articles" USING gin (public.vitrine_search_vector("title", "excerpt", "body"));--> statement-breakpoint
CREATE INDEX "elements_search" ON "elements" USING gin (public.vitrine_search_vector("title", coalesce("summary", '') || ' ' || coalesce("location", ''), "body"));--> statement-breakpoint
CREATE INDEX "news_search" ON "news" USING gin (public.vitrine_search_vector("title", "summary", "body"));--> statement-breakpoint
CREATE INDEX "services_search" ON "services" USING gin (public.vitrine_search_vector("title", "summary", "body"));--> statement-breakpoint
CREATE INDEX "products_search" ON "products" USING gin (public.vitrine_search_vector("name", "summary" || ' ' || coalesce("kind", '') || ' ' || "appellation" || ' ' || "grapes", "description" || ' ' || "tasting"));