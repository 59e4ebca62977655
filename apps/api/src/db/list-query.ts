import {
  type ListQueryRules,
  type ParsedFilter,
  type ParsedListQuery,
  parseListQuery,
} from "@vitrine/shared/list-query";
import {
  asc,
  type Column,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  lt,
  lte,
  ne,
  type SQL,
  type SQLWrapper,
} from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import { badRequest } from "../lib/http";
import type { Db } from "./client";

/** Query string of a list call: every key is read by parseListQuery, never passed to SQL as is. */
export const listQuerystring = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

/** Validates a list query against its rules; 400 with per-key French messages otherwise. */
export function parseList(raw: Record<string, unknown>, rules: ListQueryRules): ParsedListQuery {
  const parsed = parseListQuery(raw, rules);
  if (!parsed.ok) throw badRequest("Les paramètres de la liste sont invalides.", parsed.errors);
  return parsed.query;
}

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

export const offsetOf = (query: ParsedListQuery) => (query.page - 1) * query.nbItem;

/** ORDER BY of a list: the requested field of `columns` (a column or an expression) if any, else `fallback`. */
export function orderOf(
  query: ParsedListQuery,
  columns: Record<string, Column | SQLWrapper>,
  fallback: SQL[],
): SQL[] {
  const column = query.orderBy ? columns[query.orderBy.field] : undefined;
  if (!query.orderBy || !column) return fallback;
  return [(query.orderBy.direction === "desc" ? desc : asc)(column), ...fallback];
}

/**
 * One page of a table's rows and the count of all that match: `where`, then the requested order
 * (`order.columns`) before `order.fallback`, `nbItem` rows from the page's offset.
 */
export async function pagedList<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  query: ParsedListQuery,
  order: { columns: Record<string, Column | SQLWrapper>; fallback: SQL[] },
): Promise<{ rows: T["$inferSelect"][]; total: number }> {
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(...orderOf(query, order.columns, order.fallback))
      .limit(query.nbItem)
      .offset(offsetOf(query)),
    db
      .select({ total: count() })
      .from(table as PgTable)
      .where(where),
  ]);
  return { rows: rows as T["$inferSelect"][], total: totalRow?.total ?? 0 };
}

const DATE_OPERATORS = { eq, df: ne, lt, lte, gt, gte } as const;

/**
 * Conditions of date filters (`startsAt=gte:2026-01-01`): values are parsed here, because the
 * generic whereFilters passes strings and a timestamp column needs a Date. 400 on a bad date.
 */
export function dateFilters(query: ParsedListQuery, field: string, column: Column): SQL[] {
  return query.filters
    .filter((f) => f.field === field)
    .map(({ op, value }) => {
      const date = /^\d{4}-\d{2}-\d{2}(?:T[\d:.]+(?:Z|[+-]\d{2}:\d{2})?)?$/.test(value)
        ? new Date(value)
        : null;
      if (!date || Number.isNaN(date.getTime()) || op === "lk") {
        throw badRequest("Les paramètres de la liste sont invalides.", {
          [field]:
            "Indiquez une date au format AAAA-MM-JJ, avec un opérateur lt:, lte:, gt: ou gte: si besoin.",
        });
      }
      return DATE_OPERATORS[op](column, date);
    });
}

/** Comma-separated tags of a `tag=a,b` filter, trimmed and without empties. */
export const splitTags = (value: string) =>
  value
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean)
    .slice(0, 20);
