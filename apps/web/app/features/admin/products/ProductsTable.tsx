import { createColumnHelper } from "@tanstack/react-table";
import { type AdminProductSummary, PRODUCT_TYPE_LABELS } from "@vitrine/shared/schemas/admin-products";
import { formatEuros } from "@vitrine/shared/shop-rules";
import { Link } from "react-router";
import { ContentTable, type contentFeatures } from "../content/ContentTable";
import { PRODUCT_LIST, type ProductListParams, productPath, type SortKey } from "./product-list-query";

/**
 * The products as a table (TanStack Table through the content lists' ContentTable): sorted and
 * paged by the server, each sortable header a link (also without JavaScript).
 */

const SORT_LABELS: Record<SortKey, string> = {
  ordre: "ordre d'affichage",
  nom: "nom",
  prix: "prix",
  stock: "stock",
  date: "date de création",
};

const helper = createColumnHelper<typeof contentFeatures, AdminProductSummary>();

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
  const order = params.sort.desc ? "ordre décroissant" : "ordre croissant";
  return (
    <ContentTable
      caption={`Produits, triés par ${SORT_LABELS[params.sort.key]} (${order})`}
      columns={columns}
      items={items}
      spec={PRODUCT_LIST}
      params={params}
    />
  );
}
