import { createColumnHelper } from "@tanstack/react-table";
import { ORDER_STATUS_LABELS } from "@vitrine/shared/orders/lifecycle";
import type { AdminOrderSummary } from "@vitrine/shared/schemas/admin-orders";
import { PAYMENT_METHOD_LABELS } from "@vitrine/shared/schemas/orders";
import { formatEuros } from "@vitrine/shared/shop-rules";
import { Link } from "react-router";
import { SortableTable, type sortableFeatures } from "../SortableTable";
import { DELIVERY_TYPE_LABELS, dayAndTime } from "./order-labels";
import { type OrderListParams, type SortKey, sortHref } from "./order-list-query";
import { orderPath } from "./order-paths";

/**
 * The orders as a table (TanStack Table): sorted and paged by the server, each sortable header a
 * link to the list sorted by it (also without JavaScript), `aria-sort` on the current one.
 */

const SORT_LABELS: Record<SortKey, string> = {
  date: "date",
  numero: "numéro",
  client: "client",
  total: "total",
  etat: "état",
};

// No client-side feature: the server sorts and pages; the table lays the rows out.
const helper = createColumnHelper<typeof sortableFeatures, AdminOrderSummary>();

const columns = helper.columns([
  helper.display({
    id: "reference",
    header: "N°",
    meta: { sort: "numero", nowrap: true },
    cell: ({ row }) => <Link to={orderPath(row.original.id)}>{row.original.reference}</Link>,
  }),
  helper.display({
    id: "createdAt",
    header: "Date",
    meta: { sort: "date", nowrap: true },
    // The day above its time: the state keeps its room at 1280 px.
    cell: ({ row }) => {
      const { day, time } = dayAndTime(row.original.createdAt);
      return (
        <time dateTime={row.original.createdAt} className="orders-table__lines">
          <span>{day}</span> <span>{time}</span>
        </time>
      );
    },
  }),
  helper.display({
    id: "customer",
    header: "Client",
    meta: { sort: "client" },
    cell: ({ row }) => (
      <span className="orders-table__customer">
        {row.original.customerName ? <strong>{row.original.customerName}</strong> : null}
        <span>{breakableEmail(row.original.email)}</span>
      </span>
    ),
  }),
  // One column for both, one under the other: the state keeps its room at 1280 px.
  helper.display({
    id: "deliveryAndPayment",
    header: "Livraison et paiement",
    cell: ({ row }) => (
      <span className="orders-table__lines">
        <span>{DELIVERY_TYPE_LABELS[row.original.deliveryType]}</span>
        <span>{PAYMENT_METHOD_LABELS[row.original.paymentMethod]}</span>
      </span>
    ),
  }),
  helper.display({
    id: "itemCount",
    header: "Articles",
    meta: { align: "end" },
    cell: ({ row }) => row.original.itemCount,
  }),
  helper.display({
    id: "total",
    header: "Total",
    meta: { sort: "total", align: "end" },
    cell: ({ row }) => formatEuros(row.original.total),
  }),
  helper.display({
    id: "status",
    header: "État",
    meta: { sort: "etat" },
    cell: ({ row }) => <StatusBadge status={row.original.status} />,
  }),
]);

/** An e-mail address that goes to the line after its « @ » rather than within a word. */
function breakableEmail(email: string) {
  const at = email.lastIndexOf("@");
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

export function StatusBadge({ status }: { status: AdminOrderSummary["status"] }) {
  return <span className={`order-status order-status--${status}`}>{ORDER_STATUS_LABELS[status]}</span>;
}

interface OrdersTableProps {
  items: AdminOrderSummary[];
  params: OrderListParams;
}

export function OrdersTable({ items, params }: OrdersTableProps) {
  return (
    <SortableTable
      caption={`Commandes, triées par ${SORT_LABELS[params.sort.key]} (${params.sort.desc ? "ordre décroissant" : "ordre croissant"})`}
      columns={columns}
      items={items}
      sort={params.sort}
      sortHref={(key) => sortHref(params, key as SortKey)}
    />
  );
}
