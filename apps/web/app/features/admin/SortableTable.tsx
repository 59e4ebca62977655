import { type ColumnDef, tableFeatures, useTable } from "@tanstack/react-table";
import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * What a column of a panel's list says of itself: the server's sort key, right-aligned figures
 * (kept on one line), a short value kept on one line (a number, a date); other cells wrap.
 */
export interface SortableColumnMeta {
  sort?: string;
  align?: "end";
  nowrap?: boolean;
}

export const sortableFeatures = tableFeatures({ columnMeta: {} as SortableColumnMeta });

// biome-ignore lint/suspicious/noExplicitAny: the columns of a helper carry their own value types.
export type SortableColumns<Row extends { id: number }> = ColumnDef<typeof sortableFeatures, Row, any>[];

interface SortableTableProps<Row extends { id: number }> {
  caption: ReactNode;
  columns: SortableColumns<Row>;
  items: Row[];
  /** The list's current sort. */
  sort: { key: string; desc: boolean };
  /** The address of the list sorted by a column's key (the order flips on the current one). */
  sortHref: (key: string) => string;
  className?: string;
}

/**
 * A list of the panel as a table (TanStack Table), sorted and paged by the server: each sortable
 * header a link to the list sorted by it (also without JavaScript), `aria-sort` on the current one.
 */
export function SortableTable<Row extends { id: number }>({
  caption,
  columns,
  items,
  sort,
  sortHref,
  className,
}: SortableTableProps<Row>) {
  const table = useTable({
    features: sortableFeatures,
    columns,
    data: items,
    getRowId: (row) => String(row.id),
  });
  const alignment = (meta: SortableColumnMeta | undefined) =>
    meta?.align === "end" ? "orders-table__end" : meta?.nowrap ? "orders-table__nowrap" : undefined;
  return (
    <div className="orders-table__scroll">
      <table className={className ? `orders-table ${className}` : "orders-table"}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const meta = header.column.columnDef.meta;
                const label = <table.FlexRender header={header} />;
                const current = meta?.sort !== undefined && sort.key === meta.sort;
                const arrow = current ? (sort.desc ? "down" : "up") : "both";
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className={alignment(meta)}
                    aria-sort={current ? (sort.desc ? "descending" : "ascending") : undefined}
                  >
                    {meta?.sort ? (
                      <Link to={sortHref(meta.sort)} className="orders-table__sort" preventScrollReset>
                        {label}
                        <span
                          aria-hidden="true"
                          className={`orders-table__arrow orders-table__arrow--${arrow}`}
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
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className={alignment(cell.column.columnDef.meta)}>
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
