import { type ApiClient, createApiClient } from "@vitrine/sdk/client";
import { useMemo } from "react";
import { useManagedSite } from "./managed-site";

/** Where the browser reaches the API: the site's own host, under /api. */
export const BROWSER_API_BASE = "/api";

/**
 * The API client of the panel's interactive widgets (uploads, pickers, drag and drop), in the
 * browser: bound to the site the panel manages (the SUPER_ADMIN's choice included), it sends the
 * HttpOnly `token` cookie itself (credentials: include). Loaders and actions use adminApi instead.
 */
export function useBrowserApi(): ApiClient {
  const { id } = useManagedSite();
  return useMemo(() => createApiClient({ baseUrl: BROWSER_API_BASE, siteId: id }), [id]);
}
