import { createColumnHelper, tableFeatures, useTable } from "@tanstack/react-table";
import type { AdminCustomerSummary } from "@vitrine/shared/schemas/admin-customers";
import { formatEuros } from "@vitrine/shared/shop-rules";
import { Link } from "react-router";
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

interface ColumnMeta {
  sort: CustomerSortKey;
  align?: "end";
}

const features = tableFeatures({ columnMeta: {} as ColumnMeta });
const helper = createColumnHelper<typeof features, AdminCustomerSummary>();

export const fullName = (customer: Pick<AdminCustomerSummary, "firstname" | "lastname">) =>
  `${customer.firstname} ${customer.lastname}`.trim();

const columns = helper.columns([
  helper.display({
    id: "name",
    header: "Nom",
    meta: { sort: "nom" },
    cell: ({ row }) => <Link to={customerPath(row.original.id)}>{fullName(row.original) || "—"}</Link>,
  }),
  helper.display({
    id: "email",
    header: "E-mail",
    meta: { sort: "email" },
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
  const table = useTable({ features, columns, data: items, getRowId: (row) => String(row.id) });
  const end = (meta?: ColumnMeta) => (meta?.align === "end" ? "orders-table__end" : undefined);
  return (
    <div className="orders-table__scroll">
      <table className="orders-table">
        <caption className="visually-hidden">
          Clients, triés par {SORT_LABELS[params.sort.key]} (
          {params.sort.desc ? "ordre décroissant" : "ordre croissant"})
        </caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const meta = header.column.columnDef.meta;
                const current = meta !== undefined && params.sort.key === meta.sort;
                const direction = params.sort.desc ? "down" : "up";
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className={end(meta)}
                    aria-sort={current ? (params.sort.desc ? "descending" : "ascending") : undefined}
                  >
                    <Link
                      to={customerSortHref(params, meta!.sort)}
                      className="orders-table__sort"
                      preventScrollReset
                    >
                      <table.FlexRender header={header} />
                      <span
                        aria-hidden="true"
                        className={`orders-table__arrow orders-table__arrow--${current ? direction : "both"}`}
                      />
                    </Link>
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className={end(cell.column.columnDef.meta)}>
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
