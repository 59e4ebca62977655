-- Each change of a site's content_version is told to the instances that listen (PostgreSQL's
-- NOTIFY, sent at commit): they learn it at once instead of at their next look (docs/scaling.md).
-- The payload is "<site id>:<version>".
CREATE FUNCTION notify_site_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('site_versions', NEW.id || ':' || NEW.content_version);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sites_version_notify AFTER UPDATE ON sites
  FOR EACH ROW WHEN (NEW.content_version IS DISTINCT FROM OLD.content_version)
  EXECUTE FUNCTION notify_site_version();
