import type { ListQueryInput } from "@vitrine/shared/list-query";

/**
 * The customer list's address (French parameters: `recherche`, `tri`, `page`) and the API query
 * it asks (GET /admin/customer).
 */

export const CUSTOMERS_PATH = "/admin/clients";
export const customerPath = (id: number) => `${CUSTOMERS_PATH}/${id}`;
/** The JSON download of the customer's personal data (routes/admin/customer-export.ts). */
export const customerExportPath = (id: number) => `${customerPath(id)}/export`;

export const CUSTOMERS_PER_PAGE = 20;

/** The columns the list sorts by, as the address names them, and the API's field. */
export const CUSTOMER_SORTS = {
  inscription: "createdAt",
  nom: "name",
  email: "email",
  commandes: "orderCount",
  depense: "totalSpent",
} as const;
export type CustomerSortKey = keyof typeof CUSTOMER_SORTS;

export interface CustomerListParams {
  search: string;
  sort: { key: CustomerSortKey; desc: boolean };
  page: number;
}

/** Newest accounts first unless asked. */
export const DEFAULT_CUSTOMER_SORT: CustomerListParams["sort"] = { key: "inscription", desc: true };

function sortOf(value: string | null): CustomerListParams["sort"] {
  const [key = "", direction = ""] = (value ?? "").split("-");
  if (!Object.hasOwn(CUSTOMER_SORTS, key)) return DEFAULT_CUSTOMER_SORT;
  return { key: key as CustomerSortKey, desc: direction === "desc" };
}

export function readCustomerParams(search: URLSearchParams): CustomerListParams {
  const page = Number(search.get("page"));
  return {
    search: (search.get("recherche") ?? "").trim().slice(0, 200),
    sort: sortOf(search.get("tri")),
    page: Number.isInteger(page) && page > 0 && page < 100_000 ? page : 1,
  };
}

export function customerApiQuery(params: CustomerListParams): ListQueryInput {
  const { key, desc } = params.sort;
  return {
    page: params.page,
    nbItem: CUSTOMERS_PER_PAGE,
    orderBy: `${CUSTOMER_SORTS[key]}:${desc ? "desc" : "asc"}`,
    search: params.search,
  };
}

export function customerListHref(
  params: CustomerListParams,
  change: Partial<CustomerListParams> = {},
): string {
  const next = { ...params, ...change };
  const query = new URLSearchParams();
  if (next.search) query.set("recherche", next.search);
  if (next.sort.key !== DEFAULT_CUSTOMER_SORT.key || next.sort.desc !== DEFAULT_CUSTOMER_SORT.desc) {
    query.set("tri", `${next.sort.key}-${next.sort.desc ? "desc" : "asc"}`);
  }
  if (next.page > 1) query.set("page", String(next.page));
  const search = query.toString();
  return search ? `${CUSTOMERS_PATH}?${search}` : CUSTOMERS_PATH;
}

/** Where a column's header leads: sorted by it, reversed when it already is; dates and figures largest first. */
export function customerSortHref(params: CustomerListParams, key: CustomerSortKey): string {
  const current = params.sort.key === key;
  const firstDesc = key === "inscription" || key === "commandes" || key === "depense";
  const desc = current ? !params.sort.desc : firstDesc;
  return customerListHref(params, { sort: { key, desc }, page: 1 });
}

/** `?efface` on the list: a customer was just erased. */
export const ERASED_PARAM = "efface";
/** `?confirmer` on a customer's page: the erasure is asked again before it is made. */
export const CONFIRM_ERASE_PARAM = "confirmer";
