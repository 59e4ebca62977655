import { createColumnHelper } from "@tanstack/react-table";
import type { AdminCustomerSummary } from "@vitrine/shared/schemas/admin-customers";
import { formatEuros } from "@vitrine/shared/shop-rules";
import { Link } from "react-router";
import { SortableTable, type sortableFeatures } from "../SortableTable";
import { shortDate } from "./customer-labels";
import {
  type CustomerListParams,
  type CustomerSortKey,
  customerPath,
  customerSortHref,
} from "./customer-list-query";

/**
 * The customers as a table (TanStack Table), sorted and paged by the server like the orders: each
 * sortable header a link to the list sorted by it (also without JavaScript), `aria-sort` on the
 * current one.
 */

const SORT_LABELS: Record<CustomerSortKey, string> = {
  inscription: "date d'inscription",
  nom: "nom",
  email: "e-mail",
  commandes: "nombre de commandes",
  depense: "montant dépensé",
};

const helper = createColumnHelper<typeof sortableFeatures, AdminCustomerSummary>();

export const fullName = (customer: Pick<AdminCustomerSummary, "firstname" | "lastname">) =>
  `${customer.firstname} ${customer.lastname}`.trim();

const columns = helper.columns([
  helper.display({
    id: "name",
    header: "Nom",
    meta: { sort: "nom", nowrap: true },
    cell: ({ row }) => <Link to={customerPath(row.original.id)}>{fullName(row.original) || "—"}</Link>,
  }),
  helper.display({
    id: "email",
    header: "E-mail",
    meta: { sort: "email", nowrap: true },
    cell: ({ row }) => row.original.email,
  }),
  helper.display({
    id: "createdAt",
    header: "Inscription",
    meta: { sort: "inscription" },
    cell: ({ row }) => <time dateTime={row.original.createdAt}>{shortDate(row.original.createdAt)}</time>,
  }),
  helper.display({
    id: "orderCount",
    header: "Commandes",
    meta: { sort: "commandes", align: "end" },
    cell: ({ row }) => row.original.orderCount,
  }),
  helper.display({
    id: "totalSpent",
    header: "Total dépensé",
    meta: { sort: "depense", align: "end" },
    cell: ({ row }) => formatEuros(row.original.totalSpent),
  }),
]);

export function CustomersTable({
  items,
  params,
}: {
  items: AdminCustomerSummary[];
  params: CustomerListParams;
}) {
  return (
    <SortableTable
      caption={`Clients, triés par ${SORT_LABELS[params.sort.key]} (${params.sort.desc ? "ordre décroissant" : "ordre croissant"})`}
      columns={columns}
      items={items}
      sort={params.sort}
      sortHref={(key) => customerSortHref(params, key as CustomerSortKey)}
    />
  );
}
