import type { ReactNode } from "react";
import {
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  Outlet,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { AdminErrorCard } from "../../features/admin/AdminErrorCard";
import { AdminShell } from "../../features/admin/AdminShell";
import { adminSession } from "../../features/admin/admin-api.server";
import { pendingReviews } from "../../features/admin/content/pending-reviews.server";
import { ADMIN_LAYOUT_ID, type ManagedSite } from "../../features/admin/managed-site";
import { SiteSwitch } from "../../features/admin/SiteSwitch";
import { switchSite } from "../../features/admin/site-switch.server";
import { OWN_FRAME } from "../../features/layout/frame-handle";
import { pageMeta } from "../../features/seo/meta";
import { rootDataOf, useOptionalRootData } from "../../root-data";
import adminHref from "../../styles/admin.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminHref }];

/**
 * The administration panel: reserved to ADMIN (their site) and SUPER_ADMIN (every site, chosen
 * with the switcher; features/admin/admin-api.server.ts).
 */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const { user, siteId, sites, api } = await adminSession(context, request);
  const site: ManagedSite = {
    id: siteId,
    name: sites?.find((entry) => entry.id === siteId)?.name ?? null,
    own: siteId === context.siteId,
    shop: (await api.siteInfo()).isECommerce,
  };
  const choices = sites?.map(({ id, name }) => ({ id, name })) ?? null;
  const waiting = await pendingReviews(context, request);
  return {
    firstname: user.firstname,
    role: user.role,
    site,
    sites: choices,
    ownSiteId: context.siteId,
    waiting,
  };
}

/** The SUPER_ADMIN's site switcher posts here. */
export const action = switchSite;

// The panel draws its own frame, also on its error pages.
export const handle = OWN_FRAME;

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(rootDataOf(matches)?.info.name, "Administration"),
  { name: "robots", content: "noindex" },
];

export default function AdminLayout() {
  return (
    <LayoutShell admin={useLoaderData<typeof loader>()}>
      <Outlet />
    </LayoutShell>
  );
}

/**
 * The panel's frame for the administrator of `admin` (the layout's data). Without it (a member
 * refused, or the panel failing before it), the frame of the address's site, with neither greeting
 * nor sections.
 */
function LayoutShell({ admin, children }: { admin: AdminLayoutData | undefined; children: ReactNode }) {
  const info = useOptionalRootData()?.info;
  if (!admin) {
    return (
      <AdminShell siteName={info?.name ?? ""} navigation={false}>
        {children}
      </AdminShell>
    );
  }
  const { firstname, role, site, sites, ownSiteId, waiting } = admin;
  const siteName = site.name ?? info?.name ?? "";
  const switcher = sites ? <SiteSwitch sites={sites} managedId={site.id} ownId={ownSiteId} /> : null;
  return (
    <AdminShell
      siteName={siteName}
      firstname={firstname}
      switcher={switcher}
      elsewhere={!site.own}
      platform={role === "SUPER_ADMIN"}
      shop={site.shop}
      waiting={waiting}
    >
      {children}
    </AdminShell>
  );
}

type AdminLayoutData = Awaited<ReturnType<typeof loader>>;

/** A member who is no administrator (403), an unknown id (404), or the panel failing. */
export function ErrorBoundary() {
  const error = useRouteError();
  // A screen's error keeps the administrator's frame (their greeting, their site's sections).
  const admin = useRouteLoaderData<typeof loader>(ADMIN_LAYOUT_ID);
  return (
    <LayoutShell admin={admin}>
      <AdminErrorCard error={error} admin={Boolean(admin)} />
    </LayoutShell>
  );
}
