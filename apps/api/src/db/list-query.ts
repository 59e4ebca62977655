import type { ParsedFilter } from "@vitrine/shared/list-query";
import { type Column, eq, gt, gte, ilike, lt, lte, ne, type SQL } from "drizzle-orm";

/** Escapes LIKE wildcards so that a `lk:` filter matches the text as typed. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Case-insensitive "contains", the text taken as typed (the `lk:` operator). */
export const containsText = (column: Column | SQL, value: string): SQL =>
  ilike(column, `%${escapeLike(value)}%`);

function coerce(column: Column, value: string): unknown {
  if (column.dataType === "boolean") return value === "true" || value === "1";
  if (column.dataType === "number") return Number(value);
  return value;
}

/** SQL conditions for parsed list filters; `columns` maps each allowed filter key to its column. */
export function whereFilters(filters: ParsedFilter[], columns: Record<string, Column>): SQL[] {
  const conditions: SQL[] = [];
  for (const { field, op, value } of filters) {
    const column = columns[field];
    if (!column) continue;
    const typed = coerce(column, value);
    if (column.dataType === "number" && Number.isNaN(typed)) continue;
    switch (op) {
      case "lk":
        conditions.push(containsText(column, value));
        break;
      case "df":
        conditions.push(ne(column, typed));
        break;
      case "lt":
        conditions.push(lt(column, typed));
        break;
      case "lte":
        conditions.push(lte(column, typed));
        break;
      case "gt":
        conditions.push(gt(column, typed));
        break;
      case "gte":
        conditions.push(gte(column, typed));
        break;
      default:
        conditions.push(eq(column, typed));
    }
  }
  return conditions;
}
