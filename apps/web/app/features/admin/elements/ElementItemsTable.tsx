import { createColumnHelper } from "@tanstack/react-table";
import type { AdminElement } from "@vitrine/shared/schemas/admin-elements";
import { Link } from "react-router";
import { ContentTable, type contentFeatures } from "../content/ContentTable";
import type { ListParams, ListSpec } from "../content/list-params";
import { shortDateTime } from "../orders/order-labels";
import { elementPath } from "./element-form";

const helper = createColumnHelper<typeof contentFeatures, AdminElement>();

const columns = helper.columns([
  helper.display({
    id: "order",
    header: "Position",
    meta: { sort: "ordre" },
    cell: ({ row }) => row.original.order,
  }),
  helper.display({
    id: "title",
    header: "Titre",
    meta: { sort: "titre" },
    cell: ({ row }) => (
      <Link to={elementPath(row.original.listId, row.original.id)}>{row.original.title}</Link>
    ),
  }),
  helper.display({
    id: "startsAt",
    header: "Date",
    meta: { sort: "date" },
    cell: ({ row }) =>
      row.original.startsAt ? (
        <time dateTime={row.original.startsAt}>{shortDateTime(row.original.startsAt)}</time>
      ) : (
        "—"
      ),
  }),
  helper.display({ id: "location", header: "Lieu", cell: ({ row }) => row.original.location ?? "—" }),
  helper.display({
    id: "state",
    header: "État",
    cell: ({ row }) => (
      <span className={`content-state content-state--${row.original.isActive ? "on" : "off"}`}>
        {row.original.isActive ? "Affiché" : "Masqué"}
      </span>
    ),
  }),
]);

/** A list's elements in the panel (TanStack Table, sorted and paged by the server). */
export function ElementItemsTable({
  name,
  items,
  spec,
  params,
}: {
  name: string;
  items: AdminElement[];
  spec: ListSpec;
  params: ListParams;
}) {
  return (
    <ContentTable
      caption={`Éléments de la liste ${name}`}
      columns={columns}
      items={items}
      spec={spec}
      params={params}
    />
  );
}
