import type { ListSpec } from "../content/list-params";

/**
 * The discount code list's address (`recherche`, `actif` true|false, `tri`, `page`), read and
 * written by the admin lists' shared helpers (content/list-params.ts): sorted and paged by the
 * server, as the orders are.
 */

export const DISCOUNTS_PATH = "/admin/codes-promo";
export const NEW_DISCOUNT_PATH = `${DISCOUNTS_PATH}/nouveau`;
export const discountPath = (id: number) => `${DISCOUNTS_PATH}/${id}`;

export type DiscountSortKey = "date" | "code" | "utilisations" | "fin";

export const DISCOUNT_LIST: ListSpec<DiscountSortKey> = {
  path: DISCOUNTS_PATH,
  sorts: { date: "createdAt", code: "code", utilisations: "uses", fin: "validTo" },
  defaultSort: { key: "date", desc: true },
  descFirst: ["date", "utilisations", "fin"],
  filters: { actif: "isActive" },
};

export const SORT_LABELS: Record<DiscountSortKey, string> = {
  date: "date de création",
  code: "code",
  utilisations: "utilisations",
  fin: "date de fin",
};
