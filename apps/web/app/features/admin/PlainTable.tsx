import { type ColumnDef, tableFeatures, useTable } from "@tanstack/react-table";
import { Link } from "react-router";

/**
 * A list of the panel as a table (TanStack Table) whose rows come sorted and paged from the server
 * and whose headers sort nothing (forms, submissions, popups, albums); `align: "end"` for numbers.
 */

export interface PlainColumnMeta {
  align?: "end";
}

export const plainFeatures = tableFeatures({ columnMeta: {} as PlainColumnMeta });

interface PlainTableProps<Row extends { id: number }> {
  caption: string;
  // biome-ignore lint/suspicious/noExplicitAny: the columns of a helper carry their own value types.
  columns: ColumnDef<typeof plainFeatures, Row, any>[];
  items: Row[];
  className?: string;
}

const alignClass = (meta: PlainColumnMeta | undefined) =>
  meta?.align === "end" ? "orders-table__end" : undefined;

export function PlainTable<Row extends { id: number }>({
  caption,
  columns,
  items,
  className,
}: PlainTableProps<Row>) {
  const table = useTable({
    features: plainFeatures,
    columns,
    data: items,
    getRowId: (row) => String(row.id),
  });
  return (
    // A named region, focusable: a table wider than the screen scrolls from the keyboard too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <section className="orders-table__scroll" aria-label={caption} tabIndex={0}>
      <table className={["orders-table", className].filter(Boolean).join(" ")}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className={alignClass(header.column.columnDef.meta)}>
                  <table.FlexRender header={header} />
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className={alignClass(cell.column.columnDef.meta)}>
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The page asked by `?page=` (1 when absent or not a page number). */
export function pageParam(request: Request): number {
  const asked = Number.parseInt(new URL(request.url).searchParams.get("page") ?? "1", 10);
  return Number.isInteger(asked) && asked > 0 && asked < 10_000 ? asked : 1;
}

/** « Page précédente », « Page n sur m », « Page suivante » under a list of `path`; nothing for one page. */
export function ListPages({
  path,
  page,
  pageCount,
  label,
}: {
  path: string;
  page: number;
  pageCount: number;
  label: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav className="orders__pages" aria-label={label}>
      {page > 1 ? <Link to={`${path}?page=${page - 1}`}>Page précédente</Link> : <span />}
      <span aria-current="page">
        Page {page} sur {pageCount}
      </span>
      {page < pageCount ? <Link to={`${path}?page=${page + 1}`}>Page suivante</Link> : <span />}
    </nav>
  );
}
