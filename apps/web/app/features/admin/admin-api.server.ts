/**
 * The API client of the admin panel's loaders and actions:
 *
 *     const api = await adminApi(context, request);
 *     const tree = await pageCalls(api).adminPages();
 *
 * The panel manages one site. For a site's ADMIN, always the site of the address the panel is
 * opened on. For the platform's SUPER_ADMIN, the site chosen with the switcher of the panel's top
 * bar (the `adminSite` cookie, kept only when GET /admin/site lists it), else the address's site.
 * `adminApi` answers the client bound to that site (its idSite, the same session: the API accepts a
 * SUPER_ADMIN's session on every site), so a screen that makes every admin call through it follows
 * the switcher without knowing it. Never call the admin API with `context.api` directly.
 *
 * It also checks the administrator (login page without a session, 403 for a member), once per
 * request whatever the number of loaders asking. A widget calling the API from the browser
 * (createApiClient) takes its `siteId` from useManagedSite() (managed-site.ts).
 */
import { adminSiteCalls } from "@vitrine/sdk/admin-sites";
import type { ApiClient } from "@vitrine/sdk/client";
import { parseId } from "@vitrine/shared/ids";
import type { User } from "@vitrine/shared/schemas/account";
import type { AdminSite } from "@vitrine/shared/schemas/admin-sites";
import type { AppLoadContext } from "react-router";
import { requireAdmin } from "../account/require-member.server";
import { readCookie } from "../http/cookies.server";

/** The cookie of the SUPER_ADMIN's chosen site (its id). */
export const ADMIN_SITE_COOKIE = "adminSite";

export interface AdminSession {
  user: User;
  /** The id of the site the panel manages. */
  siteId: number;
  /** Every site of the platform for a SUPER_ADMIN (the switcher's list); null for a site's ADMIN. */
  sites: AdminSite[] | null;
  /** The client of the managed site. */
  api: ApiClient;
}

const sessions = new WeakMap<AppLoadContext, Promise<AdminSession>>();

/** The administrator and the site they manage, resolved once per request. */
export function adminSession(context: AppLoadContext, request: Request): Promise<AdminSession> {
  let session = sessions.get(context);
  if (!session) {
    session = resolveSession(context, request);
    sessions.set(context, session);
  }
  return session;
}

/** The client bound to the site the panel manages (see the top of this file). */
export async function adminApi(context: AppLoadContext, request: Request): Promise<ApiClient> {
  return (await adminSession(context, request)).api;
}

async function resolveSession(context: AppLoadContext, request: Request): Promise<AdminSession> {
  const url = new URL(request.url);
  const user = await requireAdmin(context, url.pathname + url.search);
  const own = { user, siteId: context.siteId, sites: null, api: context.api };
  if (user.role !== "SUPER_ADMIN") return own;
  const sites = await adminSiteCalls(context.api).adminSites();
  const chosen = parseId(readCookie(request, ADMIN_SITE_COOKIE) ?? "");
  const managed = sites.find((site) => site.id === chosen);
  if (!managed || managed.id === context.siteId) return { ...own, sites };
  return { user, siteId: managed.id, sites, api: context.apiOn(managed.id) };
}
