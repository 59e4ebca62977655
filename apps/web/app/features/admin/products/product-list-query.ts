import type { ListQueryInput } from "@vitrine/shared/list-query";

/**
 * The product list's address (French parameters: `recherche`, `type`, `categorie`, `vente`,
 * `tri`, `page`) and the API query it asks. Values the lists do not offer are sent on as typed:
 * the API refuses them in French, and the page says so.
 */

export const PRODUCTS_PATH = "/admin/produits";
export const NEW_PRODUCT_PATH = "/admin/produits/nouveau";
export const productPath = (id: number) => `${PRODUCTS_PATH}/${id}`;

/** `?fait=` after a change on a product's page: a reload posts nothing twice. */
export const DONE_PARAM = "fait";

export const PRODUCTS_PER_PAGE = 20;

export const SORTS = {
  ordre: "order",
  nom: "name",
  prix: "price",
  stock: "stock",
  date: "createdAt",
} as const;
export type SortKey = keyof typeof SORTS;

export interface ProductListParams {
  search: string;
  type: string;
  kind: string;
  /** "oui" (on sale), "non", or "" for both. */
  onSale: string;
  sort: { key: SortKey; desc: boolean };
  page: number;
}

export const DEFAULT_SORT: ProductListParams["sort"] = { key: "ordre", desc: false };

function sortOf(value: string | null): ProductListParams["sort"] {
  const [key = "", direction = ""] = (value ?? "").split("-");
  if (!(key in SORTS)) return DEFAULT_SORT;
  return { key: key as SortKey, desc: direction === "desc" };
}

export function readListParams(search: URLSearchParams): ProductListParams {
  const text = (name: string) => (search.get(name) ?? "").trim().slice(0, 200);
  const page = Number(search.get("page"));
  return {
    search: text("recherche"),
    type: text("type"),
    kind: text("categorie"),
    onSale: text("vente"),
    sort: sortOf(search.get("tri")),
    page: Number.isInteger(page) && page > 0 && page < 100_000 ? page : 1,
  };
}

export const isFiltered = (params: ProductListParams) =>
  Boolean(params.search || params.type || params.kind || params.onSale);

/** The API's query for these parameters. */
export function apiQuery(params: ProductListParams): ListQueryInput {
  const { key, desc } = params.sort;
  const onSale = { oui: "true", non: "false" }[params.onSale] ?? params.onSale;
  return {
    page: params.page,
    nbItem: PRODUCTS_PER_PAGE,
    orderBy: `${SORTS[key]}:${desc ? "desc" : "asc"}`,
    search: params.search,
    type: params.type,
    kind: params.kind,
    isActive: onSale,
  };
}

/** The list's address with these parameters, changed by `change`; defaults left out. */
export function listHref(params: ProductListParams, change: Partial<ProductListParams> = {}): string {
  const next = { ...params, ...change };
  const query = new URLSearchParams();
  for (const [name, value] of [
    ["recherche", next.search],
    ["type", next.type],
    ["categorie", next.kind],
    ["vente", next.onSale],
  ] as const) {
    if (value) query.set(name, value);
  }
  if (next.sort.key !== DEFAULT_SORT.key || next.sort.desc !== DEFAULT_SORT.desc) {
    query.set("tri", `${next.sort.key}-${next.sort.desc ? "desc" : "asc"}`);
  }
  if (next.page > 1) query.set("page", String(next.page));
  const search = query.toString();
  return search ? `${PRODUCTS_PATH}?${search}` : PRODUCTS_PATH;
}

/** Where a column's header leads: the list sorted by it, reversed when it already is. */
export function sortHref(params: ProductListParams, key: SortKey): string {
  const current = params.sort.key === key;
  const desc = current ? !params.sort.desc : key === "date";
  return listHref(params, { sort: { key, desc }, page: 1 });
}
