import { type SortableColumns, SortableTable, sortableFeatures } from "../SortableTable";
import { type ListParams, type ListSpec, sortHref } from "./list-params";

/** A content list as a sortable table, its sort links made from the list's parameters. */

export const contentFeatures = sortableFeatures;

interface ContentTableProps<Row extends { id: number }> {
  caption: string;
  columns: SortableColumns<Row>;
  items: Row[];
  spec: ListSpec;
  params: ListParams;
}

export function ContentTable<Row extends { id: number }>({
  caption,
  columns,
  items,
  spec,
  params,
}: ContentTableProps<Row>) {
  return (
    <SortableTable
      caption={caption}
      columns={columns}
      items={items}
      sort={params.sort}
      sortHref={(key) => sortHref(spec, params, key)}
      className="content-table"
    />
  );
}
