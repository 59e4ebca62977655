import { createColumnHelper } from "@tanstack/react-table";
import type { AdminNews } from "@vitrine/shared/schemas/admin-content";
import { Form, Link } from "react-router";
import { shortDate } from "./ArticlesTable";
import { ContentTable, type contentFeatures } from "./ContentTable";
import { newsPath } from "./content-paths";
import type { ListParams, ListSpec } from "./list-params";

const helper = createColumnHelper<typeof contentFeatures, AdminNews>();

const columns = helper.columns([
  helper.display({
    id: "title",
    header: "Titre",
    meta: { sort: "titre" },
    cell: ({ row }) => <Link to={newsPath(row.original.id)}>{row.original.title}</Link>,
  }),
  helper.display({
    id: "publishedAt",
    header: "Publication",
    meta: { sort: "date" },
    cell: ({ row }) => <time dateTime={row.original.publishedAt}>{shortDate(row.original.publishedAt)}</time>,
  }),
  helper.display({
    id: "state",
    header: "État",
    cell: ({ row }) => (
      <span className={`content-state content-state--${row.original.isActive ? "on" : "off"}`}>
        {row.original.isActive ? "Affichée" : "Masquée"}
      </span>
    ),
  }),
  helper.display({
    id: "promoted",
    header: "Mise en avant",
    cell: ({ row }) => {
      const { id, title, isPromoted } = row.original;
      return (
        <Form method="post" className="content-row-actions">
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="intent" value={isPromoted ? "unpromote" : "promote"} />
          {isPromoted ? <strong>En avant</strong> : null}
          <button type="submit" className="admin-btn">
            {isPromoted ? "Retirer" : "Mettre en avant"}
            <span className="visually-hidden"> « {title} »</span>
          </button>
        </Form>
      );
    },
  }),
]);

export function NewsTable({
  items,
  spec,
  params,
}: {
  items: AdminNews[];
  spec: ListSpec;
  params: ListParams;
}) {
  return <ContentTable caption="Actualités" columns={columns} items={items} spec={spec} params={params} />;
}
