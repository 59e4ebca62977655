import type { ReactNode } from "react";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

/**
 * A bar chart of the dashboard (Recharts, loaded with the panel's home only) and, behind it, the
 * same figures as a table: the chart is a picture for the eye, the table what a screen reader or
 * a keyboard reads (« Voir les données »).
 */

export interface ChartPoint {
  label: string;
  value: number;
}

export interface DataColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned figures. */
  numeric?: boolean;
}

interface ChartCardProps<Row> {
  id: string;
  title: string;
  /** One sentence that says what the chart shows (its accessible name). */
  summary: string;
  points: ChartPoint[];
  format: (value: number) => string;
  rows: Row[];
  columns: DataColumn<Row>[];
  rowKey: (row: Row) => string;
  /** Horizontal bars: long labels such as states or sources. */
  horizontal?: boolean;
}

export function ChartCard<Row>(props: ChartCardProps<Row>) {
  const { id, title, summary, points, format, horizontal = false } = props;
  const height = horizontal ? Math.max(160, points.length * 36 + 40) : 260;
  const heading = <h2 id={`${id}-titre`}>{title}</h2>;
  const className = `admin-card dashboard-chart dashboard-chart--${id}`;
  if (points.length === 0) {
    // Nothing to draw: the sentence says so.
    return (
      <section className={className} aria-labelledby={`${id}-titre`}>
        {heading}
        <p>{summary}</p>
      </section>
    );
  }
  return (
    <section className={className} aria-labelledby={`${id}-titre`}>
      {heading}
      <figure className="dashboard-chart__figure">
        <div role="img" aria-label={summary} className="dashboard-chart__plot">
          <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 640, height }}>
            <BarChart
              data={points}
              layout={horizontal ? "vertical" : "horizontal"}
              margin={{ top: 8, right: 16, bottom: 8, left: horizontal ? 8 : 16 }}
              accessibilityLayer={false}
            >
              <CartesianGrid strokeDasharray="3 3" stroke="#d5dae3" />
              {horizontal ? (
                <>
                  <XAxis type="number" tickFormatter={format} allowDecimals={false} />
                  <YAxis type="category" dataKey="label" width={150} />
                </>
              ) : (
                <>
                  <XAxis dataKey="label" interval="preserveStartEnd" minTickGap={12} />
                  <YAxis tickFormatter={format} width={90} allowDecimals={false} />
                </>
              )}
              <Tooltip formatter={(value) => format(Number(value))} cursor={{ fill: "#eef2f9" }} />
              <Bar dataKey="value" name={title} fill="#1f4fa8" isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </div>
        <figcaption className="visually-hidden">{summary}</figcaption>
      </figure>
      <DataTable {...props} />
    </section>
  );
}

function DataTable<Row>({ title, rows, columns, rowKey }: ChartCardProps<Row>) {
  return (
    <details className="dashboard-chart__data">
      <summary>Voir les données</summary>
      <table className="dashboard-table">
        <caption className="visually-hidden">{title}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={column.numeric ? "dashboard-table__end" : undefined}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column, index) =>
                index === 0 ? (
                  <th key={column.header} scope="row">
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.header} className={column.numeric ? "dashboard-table__end" : undefined}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
