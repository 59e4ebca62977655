import { createColumnHelper } from "@tanstack/react-table";
import type { AdminFormSummary } from "@vitrine/shared/schemas/admin-forms";
import { Link } from "react-router";
import { shortDateTime } from "../orders/order-labels";
import { PlainTable, type plainFeatures } from "../PlainTable";
import { formPath, submissionsPath } from "./form-paths";

/** The site's forms as a table (TanStack Table, rows sorted by the server): each links to its builder and its submissions. */

const helper = createColumnHelper<typeof plainFeatures, AdminFormSummary>();

const columns = helper.columns([
  helper.display({
    id: "name",
    header: "Formulaire",
    cell: ({ row }) => <Link to={formPath(row.original.id)}>{row.original.name}</Link>,
  }),
  helper.display({
    id: "state",
    header: "État",
    cell: ({ row }) => (row.original.isActive ? "En ligne" : "Hors ligne"),
  }),
  helper.display({
    id: "fieldCount",
    header: "Champs",
    meta: { align: "end" },
    cell: ({ row }) => row.original.fieldCount,
  }),
  helper.display({
    id: "submissions",
    header: "Demandes reçues",
    meta: { align: "end" },
    cell: ({ row }) => (
      <Link to={submissionsPath(row.original.id)}>
        {row.original.submissionCount}
        <span className="visually-hidden"> demandes du formulaire {row.original.name}</span>
      </Link>
    ),
  }),
  helper.display({
    id: "last",
    header: "Dernière demande",
    cell: ({ row }) =>
      row.original.lastSubmissionAt ? (
        <time dateTime={row.original.lastSubmissionAt}>{shortDateTime(row.original.lastSubmissionAt)}</time>
      ) : (
        "—"
      ),
  }),
]);

export function FormsTable({ items }: { items: AdminFormSummary[] }) {
  return <PlainTable caption="Formulaires du site, par nom" columns={columns} items={items} />;
}
