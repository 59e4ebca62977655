import {
  isRouteErrorResponse,
  Link,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  Outlet,
  useLoaderData,
  useRouteError,
} from "react-router";
import { AdminShell } from "../../features/admin/AdminShell";
import { adminSession } from "../../features/admin/admin-api.server";
import { pendingReviews } from "../../features/admin/content/pending-reviews.server";
import type { ManagedSite } from "../../features/admin/managed-site";
import { SiteSwitch } from "../../features/admin/SiteSwitch";
import { ADMIN_PATH } from "../../features/admin/sections";
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
  const { firstname, role, site, sites, ownSiteId, waiting } = useLoaderData<typeof loader>();
  const addressName = useOptionalRootData()?.info.name ?? "";
  const siteName = site.name ?? addressName;
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
      <Outlet />
    </AdminShell>
  );
}

/** A member who is no administrator (403), an unknown id (404), or the panel failing. */
export function ErrorBoundary() {
  const error = useRouteError();
  const siteName = useOptionalRootData()?.info.name ?? "";
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  const missing = isRouteErrorResponse(error) && error.status === 404;
  // A refusal that says why (the platform's screens to a site's ADMIN), else a member's.
  const reason: unknown = forbidden ? (error.data as { message?: unknown } | null)?.message : null;
  return (
    <AdminShell siteName={siteName}>
      {missing ? (
        <section className="admin-card">
          <h1>Élément introuvable</h1>
          <p>Ce que vous cherchez n'existe pas sur ce site ou a été supprimé.</p>
          <p>
            <Link to={ADMIN_PATH}>Retour au tableau de bord</Link>
          </p>
        </section>
      ) : forbidden ? (
        <section className="admin-card">
          <h1>Accès réservé</h1>
          {typeof reason === "string" ? (
            <>
              <p>{reason}</p>
              <p>
                <Link to={ADMIN_PATH}>Retour au tableau de bord</Link>
              </p>
            </>
          ) : (
            <>
              <p>Cet espace est réservé aux administrateurs du site.</p>
              <p>
                <Link className="btn btn--primary" to="/mon-compte">
                  Aller à mon compte
                </Link>
              </p>
            </>
          )}
        </section>
      ) : (
        <section className="admin-card">
          <h1>Une erreur est survenue</h1>
          <p>Merci de réessayer dans quelques instants.</p>
          <p>
            <Link to={ADMIN_PATH}>Retour au tableau de bord</Link>
          </p>
        </section>
      )}
    </AdminShell>
  );
}
