import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * `?from=…` marks a tracked link (spec section 2, « Visit log »): the visit is logged
 * (GET /site/visit/{from}), then the address is reloaded without its query string, as a new
 * document: the page the visitor keeps is the plain one, cached for everyone.
 */
export function VisitLog({ siteId }: { siteId: number }) {
  const location = useLocation();
  useEffect(() => {
    const from = new URLSearchParams(location.search).get("from");
    if (!from) return;
    const controller = new AbortController();
    fetch(`/api/site/visit/${encodeURIComponent(from.slice(0, 100))}`, {
      headers: { idSite: String(siteId) },
      signal: controller.signal,
    })
      .catch(() => undefined)
      .finally(() => {
        if (!controller.signal.aborted) window.location.replace(`${location.pathname}${location.hash}`);
      });
    return () => controller.abort();
  }, [location.search, location.pathname, location.hash, siteId]);
  return null;
}
