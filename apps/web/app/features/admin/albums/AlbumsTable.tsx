import { createColumnHelper } from "@tanstack/react-table";
import type { AdminAlbumList } from "@vitrine/shared/schemas/admin-albums";
import { Link } from "react-router";
import { PlainTable, type plainFeatures } from "../PlainTable";
import { albumPath } from "./album-pictures";

/** The site's albums as a table (TanStack Table, in the site's order from the server). */

type Row = AdminAlbumList["items"][number];
const helper = createColumnHelper<typeof plainFeatures, Row>();

const columns = helper.columns([
  helper.display({
    id: "cover",
    header: "Couverture",
    cell: ({ row }) =>
      row.original.coverUrl ? (
        <img
          src={row.original.coverUrl}
          alt=""
          width={96}
          height={64}
          className="album-thumb"
          loading="lazy"
        />
      ) : (
        "—"
      ),
  }),
  helper.display({
    id: "name",
    header: "Album",
    cell: ({ row }) => <Link to={albumPath(row.original.id)}>{row.original.name}</Link>,
  }),
  helper.display({ id: "count", header: "Images", cell: ({ row }) => row.original.pictureCount }),
]);

export function AlbumsTable({ items }: { items: Row[] }) {
  return <PlainTable caption="Albums du site, dans leur ordre" columns={columns} items={items} />;
}
