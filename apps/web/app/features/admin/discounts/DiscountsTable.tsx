import { createColumnHelper } from "@tanstack/react-table";
import type { AdminDiscount } from "@vitrine/shared/schemas/admin-discounts";
import { formatEuros } from "@vitrine/shared/shop-rules";
import { Link } from "react-router";
import { ContentTable, type contentFeatures } from "../content/ContentTable";
import type { ListParams } from "../content/list-params";
import { periodOf, remiseOf, usesOf } from "./discount-labels";
import { DISCOUNT_LIST, type DiscountSortKey, discountPath, SORT_LABELS } from "./discount-list-query";

/**
 * The discount codes as a table (TanStack Table, through the admin lists' ContentTable), sorted and
 * paged by the server: each sortable header a link (also without JavaScript), `aria-sort` on it.
 */

const helper = createColumnHelper<typeof contentFeatures, AdminDiscount>();

const columns = helper.columns([
  helper.display({
    id: "code",
    header: "Code",
    meta: { sort: "code" },
    cell: ({ row }) => (
      <Link to={discountPath(row.original.id)} className="discounts-table__code">
        {row.original.code}
      </Link>
    ),
  }),
  helper.display({ id: "remise", header: "Remise", cell: ({ row }) => remiseOf(row.original) }),
  helper.display({
    id: "minimum",
    header: "Minimum",
    meta: { align: "end" },
    cell: ({ row }) =>
      row.original.minimumSubtotal === null ? "—" : formatEuros(row.original.minimumSubtotal),
  }),
  helper.display({
    id: "period",
    header: "Validité",
    meta: { sort: "fin" },
    cell: ({ row }) => periodOf(row.original),
  }),
  helper.display({
    id: "uses",
    header: "Utilisations",
    meta: { sort: "utilisations", align: "end" },
    cell: ({ row }) => usesOf(row.original),
  }),
  helper.display({
    id: "discounted",
    header: "Remises accordées",
    meta: { align: "end" },
    cell: ({ row }) => formatEuros(row.original.discounted),
  }),
  helper.display({
    id: "state",
    header: "État",
    cell: ({ row }) => (
      <span className={`discount-state discount-state--${row.original.isActive ? "on" : "off"}`}>
        {row.original.isActive ? "Actif" : "Désactivé"}
      </span>
    ),
  }),
]);

export function DiscountsTable({
  items,
  params,
}: {
  items: AdminDiscount[];
  params: ListParams<DiscountSortKey>;
}) {
  const caption = `Codes promo, triés par ${SORT_LABELS[params.sort.key]} (${params.sort.desc ? "ordre décroissant" : "ordre croissant"})`;
  return (
    <ContentTable caption={caption} columns={columns} items={items} spec={DISCOUNT_LIST} params={params} />
  );
}
