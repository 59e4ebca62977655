import { type ColumnDef, tableFeatures, useTable } from "@tanstack/react-table";
import { Link } from "react-router";
import { type ListParams, type ListSpec, sortHref } from "./list-params";

/**
 * A content list as a table (TanStack Table), sorted and paged by the server like the orders':
 * each sortable header a link to the list sorted by it (also without JavaScript), `aria-sort` on
 * the current one.
 */

export interface ContentColumnMeta {
  sort?: string;
  align?: "end";
}

export const contentFeatures = tableFeatures({ columnMeta: {} as ContentColumnMeta });

interface ContentTableProps<Row extends { id: number }> {
  caption: string;
  // biome-ignore lint/suspicious/noExplicitAny: the columns of a helper carry their own value types.
  columns: ColumnDef<typeof contentFeatures, Row, any>[];
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
  const table = useTable({
    features: contentFeatures,
    columns,
    data: items,
    getRowId: (row) => String(row.id),
  });
  return (
    <div className="orders-table__scroll">
      <table className="orders-table content-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const meta = header.column.columnDef.meta;
                const label = <table.FlexRender header={header} />;
                const current = meta?.sort !== undefined && params.sort.key === meta.sort;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className={meta?.align === "end" ? "orders-table__end" : undefined}
                    aria-sort={current ? (params.sort.desc ? "descending" : "ascending") : undefined}
                  >
                    {meta?.sort ? (
                      <Link
                        to={sortHref(spec, params, meta.sort)}
                        className="orders-table__sort"
                        preventScrollReset
                      >
                        {label}
                        <span
                          aria-hidden="true"
                          className={`orders-table__arrow orders-table__arrow--${current ? (params.sort.desc ? "down" : "up") : "both"}`}
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
                <td
                  key={cell.id}
                  className={cell.column.columnDef.meta?.align === "end" ? "orders-table__end" : undefined}
                >
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
