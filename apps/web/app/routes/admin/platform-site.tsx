import {
  Form,
  isRouteErrorResponse,
  Link,
  type LinksFunction,
  type MetaFunction,
  useActionData,
  useLoaderData,
  useRouteError,
} from "react-router";
import { FormMessage, RequiredLegend } from "../../features/account/fields";
import { AdminErrorCard } from "../../features/admin/AdminErrorCard";
import { platformSiteAction, platformSiteLoader } from "../../features/admin/platform/platform-site.server";
import { SiteFields } from "../../features/admin/platform/SiteFields";
import { type FormResult, type FormValues, resultOf } from "../../features/forms/form-result";
import { pageMeta } from "../../features/seo/meta";
import { rootDataOf } from "../../root-data";
import platformHref from "../../styles/admin-platform.css?url";

const SITES_PATH = "/admin/plateforme/sites";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: platformHref }];

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => [
  ...pageMeta(
    rootDataOf(matches)?.info.name,
    data?.site ? `Modifier le site ${data.site.name} · Administration` : "Site · Administration",
  ),
  { name: "robots", content: "noindex" },
];

/** One site of the platform, to change (SUPER_ADMIN only). */
export const loader = platformSiteLoader;
export const action = platformSiteAction;

type Site = Awaited<ReturnType<typeof loader>>["site"];

/** The form's values: the site as stored, or what was typed when the API refused it. */
const valuesOf = (site: Site): FormValues => ({
  name: site.name,
  prodHosts: site.prodHosts.join(", "),
  devHosts: site.devHosts.join(", "),
  flags: (["isBuilding", "isWinemaker", "isECommerce"] as const).filter((flag) => site[flag]),
});

export default function PlatformSite() {
  const { site } = useLoaderData<typeof loader>();
  const result = resultOf(useActionData<FormResult>(), "update");
  const failed = result?.status === "error";
  return (
    <section className="admin-card platform" aria-labelledby="site-titre">
      <p>
        <Link to={SITES_PATH}>Retour aux sites de la plateforme</Link>
      </p>
      <h1 id="site-titre">
        Modifier le site {site.name} <span className="platform-hosts__kind">n° {site.id}</span>
      </h1>
      {result ? <FormMessage kind={result.status}>{result.message}</FormMessage> : null}
      {/* A new key after a success: the fields show what was saved, not what was typed. */}
      <Form
        method="post"
        className="platform-form"
        aria-labelledby="site-titre"
        noValidate
        key={failed ? "error" : JSON.stringify(valuesOf(site))}
      >
        <RequiredLegend />
        <input type="hidden" name="intent" value="update" />
        <SiteFields values={failed ? result.values : valuesOf(site)} errors={failed ? result.errors : {}} />
        <button type="submit" className="btn btn--primary">
          Enregistrer le site
        </button>
      </Form>
    </section>
  );
}

/** A site the platform does not have (or a malformed address): said in the panel's frame. */
export function ErrorBoundary() {
  const error = useRouteError();
  // Other errors are said in the panel's own words here: thrown again from a render, they were
  // logged as a failed render.
  if (!isRouteErrorResponse(error) || error.status !== 404) return <AdminErrorCard error={error} admin />;
  return (
    <section className="admin-card">
      <h1>Site introuvable</h1>
      <p>Ce site n'existe pas sur la plateforme.</p>
      <p>
        <Link to={SITES_PATH}>Retour aux sites de la plateforme</Link>
      </p>
    </section>
  );
}
