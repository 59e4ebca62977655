-- Every write to what a site shows bumps its content_version: the caches of every instance
-- (site snapshot, API replies, rendered pages) are keyed by it, whatever wrote the row (the API, the
-- seed, a script, SQL by hand). Per-visitor tables (accounts, carts, visits, messages) are left out.
-- Versions come from one sequence: an instance learns every site changed since its last look in
-- one query.
CREATE SEQUENCE site_content_version_seq;
--> statement-breakpoint
SELECT setval('site_content_version_seq', greatest((SELECT max(content_version) FROM sites), 1));
--> statement-breakpoint
CREATE INDEX sites_content_version_idx ON sites (content_version);
--> statement-breakpoint
CREATE FUNCTION bump_site_version_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sites SET content_version = nextval('site_content_version_seq')
  WHERE id IN (SELECT DISTINCT site_id FROM new_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION bump_site_version_old() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sites SET content_version = nextval('site_content_version_seq')
  WHERE id IN (SELECT DISTINCT site_id FROM old_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION bump_site_version_both() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sites SET content_version = nextval('site_content_version_seq')
  WHERE id IN (SELECT site_id FROM new_rows UNION SELECT site_id FROM old_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'site_parameters', 'fonts', 'logos', 'pages', 'page_layouts', 'component_confs', 'popups',
    'external_app_configs', 'payment_configs', 'services', 'blog_folders', 'blog_articles', 'news',
    'albums', 'album_media', 'element_lists', 'elements', 'element_registrations', 'reviews',
    'calendars', 'calendar_rules', 'calendar_exceptions', 'forms', 'address_types',
    'company_addresses', 'products', 'declinations', 'variations', 'discount_codes'
  ] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION bump_site_version_new()', t || '_version_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS new_rows '
      'OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_site_version_both()',
      t || '_version_update', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION bump_site_version_old()', t || '_version_delete', t);
  END LOOP;
END $$;
--> statement-breakpoint
-- A change to the site's own row (addresses, flags) is a change too, unless it sets the version.
CREATE FUNCTION bump_own_site_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.content_version = OLD.content_version AND ROW(NEW.*) IS DISTINCT FROM ROW(OLD.*) THEN
    NEW.content_version := nextval('site_content_version_seq');
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER sites_version_update BEFORE UPDATE ON sites
  FOR EACH ROW EXECUTE FUNCTION bump_own_site_version();
