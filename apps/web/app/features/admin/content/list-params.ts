import type { ListQueryInput } from "@vitrine/shared/list-query";

/**
 * The address of a content list (French parameters: `recherche`, the list's own filters, `tri`,
 * `page`) and the API query it asks, for every list of the content screens. Values the lists do
 * not offer are sent on as typed: the API refuses them in French and the page says so.
 */

export const PER_PAGE = 20;

export interface ListSpec<Sort extends string = string> {
  path: string;
  /** Sort keys as the address names them → the API's field. */
  sorts: Record<Sort, string>;
  defaultSort: { key: Sort; desc: boolean };
  /** Keys read first in descending order (dates). */
  descFirst?: readonly Sort[];
  /** Filters as the address names them → the API's key. */
  filters: Record<string, string>;
}

export interface ListParams<Sort extends string = string> {
  search: string;
  filters: Record<string, string>;
  sort: { key: Sort; desc: boolean };
  page: number;
}

export function readListParams<Sort extends string>(spec: ListSpec<Sort>, url: URL): ListParams<Sort> {
  const text = (name: string) => (url.searchParams.get(name) ?? "").trim().slice(0, 200);
  const [key = "", direction = ""] = text("tri").split("-");
  const sort = Object.hasOwn(spec.sorts, key)
    ? { key: key as Sort, desc: direction === "desc" }
    : spec.defaultSort;
  const page = Number(url.searchParams.get("page"));
  return {
    search: text("recherche"),
    filters: Object.fromEntries(Object.keys(spec.filters).map((name) => [name, text(name)])),
    sort,
    page: Number.isInteger(page) && page > 0 && page < 100_000 ? page : 1,
  };
}

export function apiQuery<Sort extends string>(
  spec: ListSpec<Sort>,
  params: ListParams<Sort>,
): ListQueryInput {
  const query: ListQueryInput = {
    page: params.page,
    nbItem: PER_PAGE,
    orderBy: `${spec.sorts[params.sort.key]}:${params.sort.desc ? "desc" : "asc"}`,
  };
  if (params.search) query.search = params.search;
  for (const [name, apiKey] of Object.entries(spec.filters)) {
    const value = params.filters[name];
    if (value) query[apiKey] = value;
  }
  return query;
}

export function listHref<Sort extends string>(
  spec: ListSpec<Sort>,
  params: ListParams<Sort>,
  change: Partial<ListParams<Sort>> = {},
): string {
  const next = { ...params, ...change };
  const query = new URLSearchParams();
  if (next.search) query.set("recherche", next.search);
  for (const [name, value] of Object.entries(next.filters)) if (value) query.set(name, value);
  if (next.sort.key !== spec.defaultSort.key || next.sort.desc !== spec.defaultSort.desc) {
    query.set("tri", `${next.sort.key}-${next.sort.desc ? "desc" : "asc"}`);
  }
  if (next.page > 1) query.set("page", String(next.page));
  const search = query.toString();
  return search ? `${spec.path}?${search}` : spec.path;
}

/** Where a column's header leads: the same list sorted by it, reversed when it already is. */
export function sortHref<Sort extends string>(
  spec: ListSpec<Sort>,
  params: ListParams<Sort>,
  key: Sort,
): string {
  const current = params.sort.key === key;
  const desc = current ? !params.sort.desc : (spec.descFirst ?? []).includes(key);
  return listHref(spec, params, { sort: { key, desc }, page: 1 });
}
