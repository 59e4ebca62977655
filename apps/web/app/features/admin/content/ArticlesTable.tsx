import { createColumnHelper } from "@tanstack/react-table";
import { type AdminBlogArticle, BLOG_STATUS_LABELS } from "@vitrine/shared/schemas/admin-content";
import { Link } from "react-router";
import { ContentTable, type contentFeatures } from "./ContentTable";
import { articlePath } from "./content-paths";
import type { ListParams, ListSpec } from "./list-params";

const dateTime = new Intl.DateTimeFormat("fr-FR", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Europe/Paris",
});
export const shortDate = (iso: string) => dateTime.format(new Date(iso));

const helper = createColumnHelper<typeof contentFeatures, AdminBlogArticle>();

const columns = helper.columns([
  helper.display({
    id: "title",
    header: "Titre",
    meta: { sort: "titre" },
    cell: ({ row }) => <Link to={articlePath(row.original.id)}>{row.original.title}</Link>,
  }),
  helper.display({
    id: "folder",
    header: "Dossier",
    cell: ({ row }) => (row.original.folderPath.length ? row.original.folderPath.join(" › ") : "—"),
  }),
  helper.display({ id: "author", header: "Auteur", cell: ({ row }) => row.original.author }),
  helper.display({
    id: "status",
    header: "État",
    cell: ({ row }) => (
      <span className={`content-state content-state--${row.original.status === "PUBLISHED" ? "on" : "off"}`}>
        {BLOG_STATUS_LABELS[row.original.status]}
      </span>
    ),
  }),
  helper.display({
    id: "publishedAt",
    header: "Publication",
    meta: { sort: "publication" },
    cell: ({ row }) =>
      row.original.publishedAt ? (
        <time dateTime={row.original.publishedAt}>{shortDate(row.original.publishedAt)}</time>
      ) : (
        "—"
      ),
  }),
  helper.display({
    id: "updatedAt",
    header: "Modifié",
    meta: { sort: "modification" },
    cell: ({ row }) => <time dateTime={row.original.updatedAt}>{shortDate(row.original.updatedAt)}</time>,
  }),
]);

export function ArticlesTable({
  items,
  spec,
  params,
}: {
  items: AdminBlogArticle[];
  spec: ListSpec;
  params: ListParams;
}) {
  return (
    <ContentTable caption="Articles du blog" columns={columns} items={items} spec={spec} params={params} />
  );
}
