import type { ParsedFilter } from "@vitrine/shared/list-query";
import { type Column, eq, gt, gte, ilike, lt, lte, ne, type SQL } from "drizzle-orm";
import { badRequest } from "../lib/http";

/** Escapes LIKE wildcards so that a `lk:` filter matches the text as typed. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Case-insensitive "contains", the text taken as typed (the `lk:` operator). */
export const containsText = (column: Column | SQL, value: string): SQL =>
  ilike(column, `%${escapeLike(value)}%`);

/** What PostgreSQL's integer columns hold, by Drizzle column type. */
const INTEGER_RANGES: Record<string, readonly [number, number]> = {
  PgSmallInt: [-32_768, 32_767],
  PgSmallSerial: [-32_768, 32_767],
  PgInteger: [-2_147_483_648, 2_147_483_647],
  PgSerial: [-2_147_483_648, 2_147_483_647],
  PgBigInt53: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  PgBigSerial53: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
};

const invalid = (field: string, message: string) =>
  badRequest("Les paramètres de la liste sont invalides.", { [field]: message });

/** The filter's value as the column's type; 400 when the column cannot hold it (the database would fail). */
function coerce(column: Column, field: string, value: string): unknown {
  if (column.dataType === "boolean") return value === "true" || value === "1";
  if (column.dataType !== "number") return value;
  const text = value.trim();
  const range = INTEGER_RANGES[column.columnType];
  if (range) {
    if (!/^-?\d+$/.test(text)) throw invalid(field, "Indiquez un nombre entier.");
    const number = Number(text);
    if (number < range[0] || number > range[1])
      throw invalid(field, "Ce nombre est hors des limites permises.");
    return number;
  }
  const number = Number(text);
  if (text === "" || !Number.isFinite(number)) throw invalid(field, "Indiquez un nombre.");
  return number;
}

/** SQL conditions for parsed list filters; `columns` maps each allowed filter key to its column. */
export function whereFilters(filters: ParsedFilter[], columns: Record<string, Column>): SQL[] {
  const conditions: SQL[] = [];
  for (const { field, op, value } of filters) {
    const column = columns[field];
    if (!column) continue;
    if (op === "lk" && column.dataType !== "string") {
      throw invalid(field, "L'opérateur lk: ne s'applique qu'aux textes.");
    }
    const typed = op === "lk" ? value : coerce(column, field, value);
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
