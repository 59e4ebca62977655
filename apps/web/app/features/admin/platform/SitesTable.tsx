import { createColumnHelper } from "@tanstack/react-table";
import type { PlatformSite } from "@vitrine/shared/schemas/admin-platform";
import { Form, Link } from "react-router";
import { PlainTable, type plainFeatures } from "../PlainTable";

/** The platform's sites as a table (TanStack Table): name, host names, flags, state and its action. */

const helper = createColumnHelper<typeof plainFeatures, PlatformSite>();

const FLAG_LABELS = [
  ["isBuilding", "Bâtiment"],
  ["isWinemaker", "Vigneron"],
  ["isECommerce", "Vente en ligne"],
] as const;

const dateOf = (iso: string) =>
  new Intl.DateTimeFormat("fr-FR", { dateStyle: "short" }).format(new Date(iso));

function Hosts({ site }: { site: PlatformSite }) {
  return (
    <ul className="platform-hosts">
      {site.prodHosts.map((host) => (
        <li key={host}>
          {host} <span className="platform-hosts__kind">production</span>
        </li>
      ))}
      {site.devHosts.map((host) => (
        <li key={host}>
          {host} <span className="platform-hosts__kind">développement</span>
        </li>
      ))}
    </ul>
  );
}

function StateAction({ site, ownSiteId }: { site: PlatformSite; ownSiteId: number }) {
  if (!site.suspendedAt && site.id === ownSiteId) return <span>Site de votre compte</span>;
  const intent = site.suspendedAt ? "reactivate" : "suspend";
  return (
    <Form method="post" className="platform-state">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={site.id} />
      <button type="submit" className={site.suspendedAt ? "btn btn--primary" : "btn btn--ghost"}>
        {site.suspendedAt ? "Remettre en ligne" : "Suspendre"}
        <span className="visually-hidden"> {site.name}</span>
      </button>
    </Form>
  );
}

const columns = (ownSiteId: number) =>
  helper.columns([
    helper.display({ id: "id", header: "N°", cell: ({ row }) => row.original.id }),
    helper.display({
      id: "name",
      header: "Site",
      cell: ({ row }) => (
        <span className="platform-site">
          <strong>{row.original.name}</strong>
          <span>
            Créé le {dateOf(row.original.createdAt)} ·{" "}
            {row.original.admins > 1
              ? `${row.original.admins} administrateurs`
              : `${row.original.admins} administrateur`}
          </span>
        </span>
      ),
    }),
    helper.display({ id: "hosts", header: "Noms d'hôte", cell: ({ row }) => <Hosts site={row.original} /> }),
    helper.display({
      id: "flags",
      header: "Activités",
      cell: ({ row }) =>
        FLAG_LABELS.filter(([flag]) => row.original[flag])
          .map(([, label]) => label)
          .join(", ") || "—",
    }),
    helper.display({
      id: "state",
      header: "État",
      cell: ({ row }) =>
        row.original.suspendedAt ? (
          <span className="platform-badge platform-badge--off">
            Suspendu depuis le {dateOf(row.original.suspendedAt)}
          </span>
        ) : (
          <span className="platform-badge platform-badge--on">En ligne</span>
        ),
    }),
    helper.display({
      id: "action",
      header: "Actions",
      cell: ({ row }) => (
        <span className="platform-actions">
          <Link className="btn btn--ghost" to={`/admin/plateforme/sites/${row.original.id}`}>
            Modifier<span className="visually-hidden"> {row.original.name}</span>
          </Link>
          <StateAction site={row.original} ownSiteId={ownSiteId} />
        </span>
      ),
    }),
  ]);

export function SitesTable({ sites, ownSiteId }: { sites: PlatformSite[]; ownSiteId: number }) {
  return (
    <PlainTable
      caption="Sites de la plateforme, par numéro"
      columns={columns(ownSiteId)}
      items={sites}
      className="platform-table"
    />
  );
}
