import type { ListQueryInput } from "@vitrine/shared/list-query";
import {
  ORDER_DELIVERY_TYPES,
  ORDER_STATUSES,
  type OrderDeliveryType,
  type OrderStatus,
} from "@vitrine/shared/orders/lifecycle";
import { ORDERS_PATH } from "./order-paths";

/**
 * The order list's address (French parameters: `etat`, `livraison`, `du`, `au`, `recherche`,
 * `tri`, `page`) and the API query it asks. Values the lists do not offer are kept as typed and
 * sent on: the API refuses them in French, and the page says so.
 */

export const ORDERS_PER_PAGE = 20;

/** The columns the list sorts by, as the address names them, and the API's field. */
export const SORTS = {
  date: "createdAt",
  numero: "reference",
  client: "email",
  total: "total",
  etat: "status",
} as const;
export type SortKey = keyof typeof SORTS;

export interface OrderListParams {
  status: string;
  deliveryType: string;
  from: string;
  to: string;
  search: string;
  sort: { key: SortKey; desc: boolean };
  page: number;
}

/** Newest first unless asked. */
export const DEFAULT_SORT: OrderListParams["sort"] = { key: "date", desc: true };

export const isStatus = (value: string): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value);
export const isDeliveryType = (value: string): value is OrderDeliveryType =>
  (ORDER_DELIVERY_TYPES as readonly string[]).includes(value);

function sortOf(value: string | null): OrderListParams["sort"] {
  const [key = "", direction = ""] = (value ?? "").split("-");
  if (!Object.hasOwn(SORTS, key)) return DEFAULT_SORT;
  return { key: key as SortKey, desc: direction === "desc" };
}

export function readListParams(search: URLSearchParams): OrderListParams {
  const text = (name: string) => (search.get(name) ?? "").trim().slice(0, 200);
  const page = Number(search.get("page"));
  return {
    status: text("etat"),
    deliveryType: text("livraison"),
    from: text("du"),
    to: text("au"),
    search: text("recherche"),
    sort: sortOf(search.get("tri")),
    page: Number.isInteger(page) && page > 0 && page < 100_000 ? page : 1,
  };
}

/** The API's query for these parameters. */
export function apiQuery(params: OrderListParams): ListQueryInput {
  const { key, desc } = params.sort;
  return {
    page: params.page,
    nbItem: ORDERS_PER_PAGE,
    orderBy: `${SORTS[key]}:${desc ? "desc" : "asc"}`,
    status: params.status,
    deliveryType: params.deliveryType,
    from: params.from,
    to: params.to,
    search: params.search,
  };
}

/** The list's address with these parameters, changed by `change`; defaults left out. */
export function listHref(params: OrderListParams, change: Partial<OrderListParams> = {}): string {
  const next = { ...params, ...change };
  const query = new URLSearchParams();
  const set = (name: string, value: string) => {
    if (value) query.set(name, value);
  };
  set("etat", next.status);
  set("livraison", next.deliveryType);
  set("du", next.from);
  set("au", next.to);
  set("recherche", next.search);
  if (next.sort.key !== DEFAULT_SORT.key || next.sort.desc !== DEFAULT_SORT.desc) {
    query.set("tri", `${next.sort.key}-${next.sort.desc ? "desc" : "asc"}`);
  }
  if (next.page > 1) query.set("page", String(next.page));
  const search = query.toString();
  return search ? `${ORDERS_PATH}?${search}` : ORDERS_PATH;
}

/** Where a column's header leads: the same list sorted by it, reversed when it already is. */
export function sortHref(params: OrderListParams, key: SortKey): string {
  const current = params.sort.key === key;
  // A date or an amount reads newest or largest first; a text from A.
  const firstDesc = key === "date" || key === "total";
  const desc = current ? !params.sort.desc : firstDesc;
  return listHref(params, { sort: { key, desc }, page: 1 });
}

/** The API's error keys as the filter fields' names. */
export const FILTER_FIELDS: Record<string, keyof OrderListParams> = {
  status: "status",
  deliveryType: "deliveryType",
  from: "from",
  to: "to",
  search: "search",
};
