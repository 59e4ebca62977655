import { adminPlatformCalls } from "@vitrine/sdk/admin-platform";
import type { PlatformSiteCreated } from "@vitrine/shared/schemas/admin-platform";
import {
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
} from "react-router";
import { FormMessage } from "../../features/account/fields";
import { adminApi } from "../../features/admin/admin-api.server";
import { platformSitesAction } from "../../features/admin/platform/platform-sites.server";
import { requirePlatform } from "../../features/admin/platform/require-platform.server";
import { CreatedSite, SiteCreateForm } from "../../features/admin/platform/SiteCreateForm";
import { SitesTable } from "../../features/admin/platform/SitesTable";
import { type FormResult, resultOf } from "../../features/forms/form-result";
import { pageMeta } from "../../features/seo/meta";
import { rootDataOf } from "../../root-data";
import ordersHref from "../../styles/admin-orders.css?url";
import platformHref from "../../styles/admin-platform.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: ordersHref },
  { rel: "stylesheet", href: platformHref },
];

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(rootDataOf(matches)?.info.name, "Sites de la plateforme · Administration"),
  { name: "robots", content: "noindex" },
];

/** Every site of the platform (SUPER_ADMIN only: a site's ADMIN gets the panel's 403 page). */
export async function loader({ context, request }: LoaderFunctionArgs) {
  await requirePlatform(context, request);
  const sites = await adminPlatformCalls(await adminApi(context, request)).platformSites();
  return { sites, ownSiteId: context.siteId, port: new URL(request.url).port };
}

export const action = platformSitesAction;

export default function PlatformSites() {
  const { sites, ownSiteId, port } = useLoaderData<typeof loader>();
  const result = useActionData<FormResult & { created?: PlatformSiteCreated }>();
  const state = resultOf(result, "suspend") ?? resultOf(result, "reactivate");
  const created = resultOf(result, "create");
  return (
    <section className="admin-card platform" aria-labelledby="sites-titre">
      <h1 id="sites-titre">Sites de la plateforme</h1>
      {state ? <FormMessage kind={state.status}>{state.message}</FormMessage> : null}
      {created?.status === "success" && created.created ? (
        <CreatedSite created={created.created} port={port} />
      ) : null}
      <p>{sites.length > 1 ? `${sites.length} sites.` : `${sites.length} site.`}</p>
      <SitesTable sites={sites} ownSiteId={ownSiteId} />
      <SiteCreateForm key={created?.status === "success" ? "new" : "form"} result={created} />
    </section>
  );
}
