/** List queries of spec section 7: page, nbItem, orderBy and filters with operator prefixes. */

import { hasControlCharacters } from "./text-rules";

export const FILTER_OPERATORS = ["lk", "df", "lt", "lte", "gt", "gte"] as const;
export type FilterOperator = "eq" | (typeof FILTER_OPERATORS)[number];

export type FilterValue = string | number | boolean | null | undefined;

export interface ListQueryInput {
  page?: number;
  nbItem?: number;
  orderBy?: string;
  [filter: string]: FilterValue | { op: FilterOperator; value: string | number } | undefined;
}

const RESERVED = new Set(["page", "nbItem", "orderBy"]);

/** The query value of a filter: `lk:value` for like, `value` for equal. */
export function filterValue(op: FilterOperator, value: string | number): string {
  return op === "eq" ? String(value) : `${op}:${value}`;
}

/**
 * Builds the query string of a list call. Filters whose value is an empty string, null or
 * undefined are omitted; page, nbItem and orderBy come first in that order.
 */
export function buildListQuery(input: ListQueryInput): string {
  const params = new URLSearchParams();
  if (input.nbItem !== undefined) params.set("nbItem", String(input.nbItem));
  if (input.page !== undefined) params.set("page", String(input.page));
  if (input.orderBy !== undefined && input.orderBy !== "") params.set("orderBy", input.orderBy);
  for (const [key, raw] of Object.entries(input)) {
    if (RESERVED.has(key) || raw === undefined || raw === null || raw === "") continue;
    if (typeof raw === "object") {
      if (raw.value === "") continue;
      params.set(key, filterValue(raw.op, raw.value));
    } else {
      params.set(key, String(raw));
    }
  }
  return params.toString();
}

export interface ParsedFilter {
  field: string;
  op: FilterOperator;
  value: string;
}

export interface ParsedListQuery {
  page: number;
  nbItem: number;
  orderBy: { field: string; direction: "asc" | "desc" } | null;
  filters: ParsedFilter[];
}

export interface ListQueryRules {
  /** Page size when nbItem is absent. */
  defaultNbItem: number;
  /** Largest nbItem accepted. */
  maxNbItem?: number;
  /** Filter keys the list accepts; any other key is refused. */
  filters: readonly string[];
  /** Fields the list can be ordered by. */
  orderBy?: readonly string[];
  /** Query keys that are not filters and are handled by the route itself. */
  passthrough?: readonly string[];
}

export type ListQueryResult =
  | { ok: true; query: ParsedListQuery }
  | { ok: false; errors: Record<string, string> };

const POSITIVE_INT = /^[1-9]\d{0,8}$/;

export const CONTROL_CHARACTER_PARAMETER_MESSAGE = "Ce paramètre contient des caractères non autorisés.";

/** Splits `lk:value` into its operator and value; a value without a known prefix is an equality. */
export function parseFilterValue(raw: string): { op: FilterOperator; value: string } {
  const colon = raw.indexOf(":");
  if (colon > 0) {
    const prefix = raw.slice(0, colon);
    if ((FILTER_OPERATORS as readonly string[]).includes(prefix)) {
      return { op: prefix as FilterOperator, value: raw.slice(colon + 1) };
    }
  }
  return { op: "eq", value: raw };
}

/** Server side of buildListQuery: validates a raw query object against the list's rules. */
export function parseListQuery(raw: Record<string, unknown>, rules: ListQueryRules): ListQueryResult {
  const errors: Record<string, string> = {};
  const maxNbItem = rules.maxNbItem ?? 100;
  const single = (key: string): string | undefined => {
    const value = raw[key];
    if (value === undefined) return undefined;
    if (typeof value !== "string") {
      errors[key] = "Ce paramètre ne doit apparaître qu'une fois.";
      return undefined;
    }
    if (hasControlCharacters(value)) {
      errors[key] = CONTROL_CHARACTER_PARAMETER_MESSAGE;
      return undefined;
    }
    return value;
  };

  let page = 1;
  const pageRaw = single("page");
  if (pageRaw !== undefined && pageRaw !== "") {
    if (POSITIVE_INT.test(pageRaw)) page = Number(pageRaw);
    else errors.page = "Le numéro de page doit être un entier positif.";
  }

  let nbItem = rules.defaultNbItem;
  const nbItemRaw = single("nbItem");
  if (nbItemRaw !== undefined && nbItemRaw !== "") {
    if (POSITIVE_INT.test(nbItemRaw) && Number(nbItemRaw) <= maxNbItem) nbItem = Number(nbItemRaw);
    else errors.nbItem = `Le nombre d'éléments doit être un entier entre 1 et ${maxNbItem}.`;
  }

  let orderBy: ParsedListQuery["orderBy"] = null;
  const orderByRaw = single("orderBy");
  if (orderByRaw !== undefined && orderByRaw !== "") {
    const [field = "", direction = "asc"] = orderByRaw.split(":");
    if (!rules.orderBy?.includes(field) || (direction !== "asc" && direction !== "desc")) {
      errors.orderBy = "Ce tri n'est pas disponible.";
    } else {
      orderBy = { field, direction };
    }
  }

  const filters: ParsedFilter[] = [];
  for (const key of Object.keys(raw)) {
    if (RESERVED.has(key)) continue;
    if (rules.passthrough?.includes(key)) {
      // Read by the route itself, as one value or several: their text is checked here all the same.
      const values = [raw[key]].flat();
      if (values.some((v) => typeof v === "string" && hasControlCharacters(v))) {
        errors[key] = CONTROL_CHARACTER_PARAMETER_MESSAGE;
      }
      continue;
    }
    if (!rules.filters.includes(key)) {
      errors[key] = "Ce filtre n'existe pas.";
      continue;
    }
    const value = single(key);
    if (value === undefined || value === "") continue;
    filters.push({ field: key, ...parseFilterValue(value) });
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, query: { page, nbItem, orderBy, filters } };
}
