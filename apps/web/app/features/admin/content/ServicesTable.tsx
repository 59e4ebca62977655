import { createColumnHelper } from "@tanstack/react-table";
import type { AdminService } from "@vitrine/shared/schemas/admin-content";
import { Form, Link } from "react-router";
import { ContentTable, type contentFeatures } from "./ContentTable";
import { servicePath } from "./content-paths";
import type { ListParams, ListSpec } from "./list-params";

const helper = createColumnHelper<typeof contentFeatures, AdminService>();

function MoveButtons({ service, first, last }: { service: AdminService; first: boolean; last: boolean }) {
  return (
    <Form method="post" className="content-move">
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="id" value={service.id} />
      <button type="submit" name="direction" value="up" className="admin-btn" disabled={first}>
        <span aria-hidden="true">↑</span>
        <span className="visually-hidden">Monter « {service.title} »</span>
      </button>
      <button type="submit" name="direction" value="down" className="admin-btn" disabled={last}>
        <span aria-hidden="true">↓</span>
        <span className="visually-hidden">Descendre « {service.title} »</span>
      </button>
    </Form>
  );
}

export function ServicesTable({
  items,
  spec,
  params,
  total,
}: {
  items: AdminService[];
  spec: ListSpec;
  params: ListParams;
  total: number;
}) {
  const columns = helper.columns([
    helper.display({
      id: "order",
      header: "Ordre",
      meta: { sort: "ordre" },
      cell: ({ row }) => (
        <MoveButtons
          service={row.original}
          first={row.index === 0 && params.page === 1}
          last={(params.page - 1) * 20 + row.index === total - 1}
        />
      ),
    }),
    helper.display({
      id: "title",
      header: "Titre",
      meta: { sort: "titre" },
      cell: ({ row }) => <Link to={servicePath(row.original.id)}>{row.original.title}</Link>,
    }),
    helper.display({ id: "summary", header: "Résumé", cell: ({ row }) => row.original.summary }),
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
  const caption = `Services, triés par ${params.sort.key === "titre" ? "titre" : "ordre d'affichage"}`;
  return <ContentTable caption={caption} columns={columns} items={items} spec={spec} params={params} />;
}
