import { useRouteLoaderData } from "react-router";

/** The id of the panel's layout route (routes/admin/layout.tsx), whose data names the managed site. */
export const ADMIN_LAYOUT_ID = "routes/admin/layout";

/** The intent of the SUPER_ADMIN's site switcher form, posted to the panel's layout route. */
export const SITE_SWITCH_INTENT = "site-switch";

/** The site the panel manages (admin-api.server.ts): the address's own, or the SUPER_ADMIN's choice. */
export interface ManagedSite {
  id: number;
  /** Its name; null when it is the address's own site (the root data has it). */
  name: string | null;
  /** Whether it is the site of the address the panel is opened on. */
  own: boolean;
  /** Whether it sells online (isECommerce): the panel shows its shop's screens. */
  shop: boolean;
}

/**
 * The managed site, in any screen of the panel: a widget calling the API from the browser binds
 * its client to it, `createApiClient({ baseUrl: "/api", siteId: useManagedSite().id })`.
 */
export function useManagedSite(): ManagedSite {
  const data = useRouteLoaderData(ADMIN_LAYOUT_ID) as { site: ManagedSite } | undefined;
  if (!data) throw new Error("useManagedSite() is for the screens of the admin panel.");
  return data.site;
}
