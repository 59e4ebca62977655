import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";

/** `?from=…` marks a tracked link: log the visit, then show the address without the query string. */
export function VisitLog({ siteId }: { siteId: number }) {
  const location = useLocation();
  const navigate = useNavigate();
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
        if (!controller.signal.aborted) {
          navigate(
            { pathname: location.pathname, hash: location.hash },
            { replace: true, preventScrollReset: true },
          );
        }
      });
    return () => controller.abort();
  }, [location.search, location.pathname, location.hash, navigate, siteId]);
  return null;
}
