import { createColumnHelper, tableFeatures, useTable } from "@tanstack/react-table";
import { type AdminProductSummary, PRODUCT_TYPE_LABELS } from "@vitrine/shared/schemas/admin-products";
import { formatEuros } from "@vitrine/shared/shop-rules";
import { Link } from "react-router";
import { type ProductListParams, productPath, type SortKey, sortHref } from "./product-list-query";

/**
 * The products as a table (TanStack Table), like the orders': sorted and paged by the server,
 * each sortable header a link (also without JavaScript), `aria-sort` on the current one.
 */

const SORT_LABELS: Record<SortKey, string> = {
  ordre: "ordre d'affichage",
  nom: "nom",
  prix: "prix",
  stock: "stock",
  date: "date de création",
};

interface ColumnMeta {
  sort?: SortKey;
  align?: "end";
}

const features = tableFeatures({ columnMeta: {} as ColumnMeta });
const helper = createColumnHelper<typeof features, AdminProductSummary>();

const columns = helper.columns([
  helper.display({
    id: "name",
    header: "Produit",
    meta: { sort: "nom" },
    cell: ({ row }) => (
      <span className="products-table__name">
        {row.original.image ? (
          <img src={row.original.image.url} alt="" width={36} height={48} loading="lazy" />
        ) : null}
        <Link to={productPath(row.original.id)}>{row.original.name}</Link>
      </span>
    ),
  }),
  helper.display({ id: "type", header: "Type", cell: ({ row }) => PRODUCT_TYPE_LABELS[row.original.type] }),
  helper.display({ id: "kind", header: "Catégorie", cell: ({ row }) => row.original.kind ?? "—" }),
  helper.display({
    id: "declinations",
    header: "Déclinaisons",
    meta: { align: "end" },
    cell: ({ row }) => row.original.declinationCount,
  }),
  helper.display({
    id: "price",
    header: "Prix dès",
    meta: { sort: "prix", align: "end" },
    cell: ({ row }) => (row.original.price === null ? "—" : formatEuros(row.original.price)),
  }),
  helper.display({
    id: "stock",
    header: "Stock",
    meta: { sort: "stock", align: "end" },
    cell: ({ row }) => (row.original.stock === null ? "Non suivi" : row.original.stock),
  }),
  helper.display({
    id: "isActive",
    header: "En vente",
    cell: ({ row }) => (
      <span className={`product-sale product-sale--${row.original.isActive ? "on" : "off"}`}>
        {row.original.isActive ? "En vente" : "Retiré"}
      </span>
    ),
  }),
]);

export function ProductsTable({
  items,
  params,
}: {
  items: AdminProductSummary[];
  params: ProductListParams;
}) {
  const table = useTable({ features, columns, data: items, getRowId: (row) => String(row.id) });
  return (
    <div className="orders-table__scroll">
      <table className="orders-table">
        <caption className="visually-hidden">
          Produits, triés par {SORT_LABELS[params.sort.key]} (
          {params.sort.desc ? "ordre décroissant" : "ordre croissant"})
        </caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const meta = header.column.columnDef.meta;
                const label = <table.FlexRender header={header} />;
                const current = meta?.sort !== undefined && params.sort.key === meta.sort;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className={meta?.align === "end" ? "orders-table__end" : undefined}
                    aria-sort={current ? (params.sort.desc ? "descending" : "ascending") : undefined}
                  >
                    {meta?.sort ? (
                      <Link
                        to={sortHref(params, meta.sort)}
                        className="orders-table__sort"
                        preventScrollReset
                      >
                        {label}
                        <span
                          aria-hidden="true"
                          className={`orders-table__arrow orders-table__arrow--${current ? (params.sort.desc ? "down" : "up") : "both"}`}
                        />
                      </Link>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getAllCells().map((cell) => {
                const meta = cell.column.columnDef.meta;
                return (
                  <td key={cell.id} className={meta?.align === "end" ? "orders-table__end" : undefined}>
                    <table.FlexRender cell={cell} />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
