import { adminPlatformCalls } from "@vitrine/sdk/admin-platform";
import { parseId } from "@vitrine/shared/ids";
import type { PlatformAuditList } from "@vitrine/shared/schemas/admin-platform";
import {
  Form,
  Link,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
} from "react-router";
import { SelectField } from "../../features/account/fields";
import { adminApi } from "../../features/admin/admin-api.server";
import { actionLabel, subjectOf } from "../../features/admin/audit/audit-diff";
import { requirePlatform } from "../../features/admin/platform/require-platform.server";
import { plural } from "../../features/content/format";
import { orderDateTime as dateTime } from "../../features/orders/OrderHistory";
import { pageMeta } from "../../features/seo/meta";
import { rootDataOf } from "../../root-data";
import journalHref from "../../styles/admin-journal.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: journalHref }];

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(rootDataOf(matches)?.info.name, "Journal de la plateforme · Administration"),
  { name: "robots", content: "noindex" },
];

const PER_PAGE = 30;
const PATH = "/admin/plateforme/journal";

/** The subject of a platform entry: the account and its role, or the site. */
function subject(entry: PlatformAuditList["items"][number]): string {
  if (entry.entity === "user") {
    const after = entry.after as { email?: string; role?: string } | null;
    return after?.email
      ? `${after.email} (${after.role === "ADMIN" ? "administrateur" : "membre"})`
      : entry.entityId;
  }
  if (entry.entity === "site") return `site n° ${entry.entityId}`;
  return subjectOf(entry);
}

/** The audit log of every site (`?site=` one of them, `?page=`), newest first. */
export async function loader({ context, request }: LoaderFunctionArgs) {
  await requirePlatform(context, request);
  const calls = adminPlatformCalls(await adminApi(context, request));
  const query = new URL(request.url).searchParams;
  const site = parseId(query.get("site") ?? "");
  const page = parseId(query.get("page") ?? "") ?? 1;
  const [log, sites] = await Promise.all([
    calls.platformAudit({ page, nbItem: PER_PAGE, idSite: site }),
    calls.platformSites(),
  ]);
  const names = Object.fromEntries(sites.map((one) => [one.id, one.name]));
  return { ...log, sites, names, site, page, pageCount: Math.max(1, Math.ceil(log.total / PER_PAGE)) };
}

function pageHref(site: number | null, page: number) {
  const query = new URLSearchParams();
  if (site) query.set("site", String(site));
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `${PATH}?${text}` : PATH;
}

export default function PlatformJournal() {
  const { items, total, sites, names, site, page, pageCount } = useLoaderData<typeof loader>();
  return (
    <section className="admin-card journal" aria-labelledby="journal-plateforme-titre">
      <h1 id="journal-plateforme-titre">Journal de la plateforme</h1>
      <Form method="get" className="journal__filter">
        <SelectField id="journal-site" name="site" label="Site" defaultValue={site ?? ""}>
          <option value="">Tous les sites</option>
          {sites.map((one) => (
            <option key={one.id} value={one.id}>
              {one.name}
            </option>
          ))}
        </SelectField>
        <button type="submit" className="admin-btn">
          Afficher
        </button>
      </Form>
      <p className="journal__count">
        {total === 0
          ? "Aucune modification enregistrée."
          : `${plural(total, "modification", "modifications")}, les plus récentes d'abord.`}
      </p>
      {items.length > 0 ? (
        <ol className="journal__entries">
          {items.map((entry) => (
            <li key={entry.id} className="journal-entry">
              <p className="journal-entry__what">
                <strong>{actionLabel(entry.action)}</strong> : {subject(entry)}
              </p>
              <p className="journal-entry__who">
                {names[entry.idSite] ?? `Site n° ${entry.idSite}`} · par {entry.userEmail}, le{" "}
                <time dateTime={entry.at}>{dateTime(entry.at)}</time>
              </p>
            </li>
          ))}
        </ol>
      ) : null}
      {pageCount > 1 ? (
        <nav className="journal__pages" aria-label="Pages du journal">
          {page > 1 ? <Link to={pageHref(site, page - 1)}>Plus récentes</Link> : <span />}
          <span>
            Page {page} sur {pageCount}
          </span>
          {page < pageCount ? <Link to={pageHref(site, page + 1)}>Plus anciennes</Link> : <span />}
        </nav>
      ) : null}
    </section>
  );
}
