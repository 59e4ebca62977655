-- The site search's vector also holds each word as written (accents folded, not stemmed), so that
-- the last word of a search, taken as a prefix while it is typed, meets the whole word: « isolat »
-- finds « isolation », whose French stem is only « isol ».
CREATE OR REPLACE FUNCTION public.vitrine_search_words(t text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array_to_string(tsvector_to_array(to_tsvector('simple'::regconfig, public.vitrine_fold(coalesce(t, '')))), ' ') $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.vitrine_search_vector(a text, b text, c text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT setweight(to_tsvector('simple'::regconfig, public.vitrine_search_terms(a) || ' ' || public.vitrine_search_words(a)), 'A')
    || setweight(to_tsvector('simple'::regconfig, public.vitrine_search_terms(b) || ' ' || public.vitrine_search_words(b)), 'B')
    || setweight(to_tsvector('simple'::regconfig, public.vitrine_search_terms(c) || ' ' || public.vitrine_search_words(c)), 'C') $$;
--> statement-breakpoint
-- The indexes hold the function's former results: built again.
REINDEX INDEX services_search;
--> statement-breakpoint
REINDEX INDEX blog_articles_search;
--> statement-breakpoint
REINDEX INDEX news_search;
--> statement-breakpoint
REINDEX INDEX elements_search;
--> statement-breakpoint
REINDEX INDEX products_search;
