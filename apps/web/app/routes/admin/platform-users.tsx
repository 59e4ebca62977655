import { adminPlatformCalls } from "@vitrine/sdk/admin-platform";
import { isApiError } from "@vitrine/sdk/client";
import { parseId } from "@vitrine/shared/ids";
import { ROLE_LABELS } from "@vitrine/shared/schemas/admin-platform";
import {
  type ActionFunctionArgs,
  Form,
  Link,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
} from "react-router";
import { Field, FormMessage, SelectField } from "../../features/account/fields";
import { formText } from "../../features/account/session.server";
import { adminApi } from "../../features/admin/admin-api.server";
import { requirePlatform } from "../../features/admin/platform/require-platform.server";
import { UsersTable } from "../../features/admin/platform/UsersTable";
import { formError, formSuccess } from "../../features/forms/form-reply.server";
import type { FormResult } from "../../features/forms/form-result";
import { postedForm } from "../../features/forms/posted-form.server";
import { pageMeta } from "../../features/seo/meta";
import { rootDataOf } from "../../root-data";
import ordersHref from "../../styles/admin-orders.css?url";
import platformHref from "../../styles/admin-platform.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: ordersHref },
  { rel: "stylesheet", href: platformHref },
];

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(rootDataOf(matches)?.info.name, "Comptes et rôles · Administration"),
  { name: "robots", content: "noindex" },
];

const PER_PAGE = 25;
const ROLES = ["CUSTOMER", "ADMIN", "SUPER_ADMIN"] as const;
const PATH = "/admin/plateforme/utilisateurs";

/** The accounts of every site: `?recherche=`, `?site=`, `?role=`, `?page=` (also without JavaScript). */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const session = await requirePlatform(context, request);
  const calls = adminPlatformCalls(await adminApi(context, request));
  const query = new URL(request.url).searchParams;
  const search = (query.get("recherche") ?? "").trim().slice(0, 100);
  const site = parseId(query.get("site") ?? "");
  const asked = query.get("role") ?? "";
  const role = (ROLES as readonly string[]).includes(asked) ? asked : null;
  const page = parseId(query.get("page") ?? "") ?? 1;
  const [list, sites] = await Promise.all([
    calls.platformUsers({ page, nbItem: PER_PAGE, search, idSite: site, role }),
    calls.platformSites(),
  ]);
  const pageCount = Math.max(1, Math.ceil(list.total / PER_PAGE));
  return { ...list, sites, params: { search, site, role, page }, pageCount, selfId: session.user.id };
}

export async function action({ context, request }: ActionFunctionArgs) {
  await requirePlatform(context, request);
  const form = await postedForm(request);
  const id = parseId(formText(form, "id"));
  const role = formText(form, "role");
  if (formText(form, "intent") !== "role" || id === null || (role !== "ADMIN" && role !== "CUSTOMER")) {
    return formError("role", "Ce formulaire est inconnu : rechargez la page.");
  }
  try {
    const user = await adminPlatformCalls(await adminApi(context, request)).setPlatformUserRole(id, role);
    return formSuccess(
      "role",
      `${user.email} est maintenant ${ROLE_LABELS[user.role].toLowerCase()} de ${user.siteName}.`,
    );
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    return formError("role", error.message, { status: error.status === 404 ? 404 : 409 });
  }
}

function pageHref(params: { search: string; site: number | null; role: string | null }, page: number) {
  const query = new URLSearchParams();
  if (params.search) query.set("recherche", params.search);
  if (params.site) query.set("site", String(params.site));
  if (params.role) query.set("role", params.role);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `${PATH}?${text}` : PATH;
}

export default function PlatformUsers() {
  const { items, total, sites, params, pageCount, selfId } = useLoaderData<typeof loader>();
  const result = useActionData<FormResult>();
  return (
    <section className="admin-card platform" aria-labelledby="comptes-titre">
      <h1 id="comptes-titre">Comptes et rôles</h1>
      {result ? <FormMessage kind={result.status}>{result.message}</FormMessage> : null}
      <Form method="get" className="platform-filters" role="search" aria-label="Filtrer les comptes">
        <Field
          id="comptes-recherche"
          name="recherche"
          label="Rechercher (e-mail, nom)"
          type="search"
          defaultValue={params.search}
        />
        <SelectField id="comptes-site" name="site" label="Site" defaultValue={params.site ?? ""}>
          <option value="">Tous les sites</option>
          {sites.map((site) => (
            <option key={site.id} value={site.id}>
              {site.name}
            </option>
          ))}
        </SelectField>
        <SelectField id="comptes-role" name="role" label="Rôle" defaultValue={params.role ?? ""}>
          <option value="">Tous les rôles</option>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </SelectField>
        <button type="submit" className="btn btn--primary">
          Filtrer
        </button>
      </Form>
      <p aria-live="polite">
        {total === 0 ? "Aucun compte ne correspond." : total > 1 ? `${total} comptes.` : "1 compte."}
      </p>
      {items.length > 0 ? <UsersTable users={items} selfId={selfId} /> : null}
      {pageCount > 1 ? (
        <nav className="orders__pages" aria-label="Pages des comptes">
          {params.page > 1 ? <Link to={pageHref(params, params.page - 1)}>Page précédente</Link> : <span />}
          <span aria-current="page">
            Page {params.page} sur {pageCount}
          </span>
          {params.page < pageCount ? (
            <Link to={pageHref(params, params.page + 1)}>Page suivante</Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </section>
  );
}
