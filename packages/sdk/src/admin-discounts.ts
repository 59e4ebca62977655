import type { ListQueryInput } from "@vitrine/shared/list-query";
import type {
  AdminDiscount,
  AdminDiscountBody,
  AdminDiscountList,
} from "@vitrine/shared/schemas/admin-discounts";
import type { ApiClient } from "./client";

/** The panel's calls about the shop's discount codes. */
export interface AdminDiscountCalls {
  /** The codes with their uses, newest first: `search`, `isActive`; `orderBy` code, createdAt, uses, validTo. */
  adminDiscounts(query?: ListQueryInput): Promise<AdminDiscountList>;
  adminDiscount(id: number): Promise<AdminDiscount>;
  /** 409 when the code exists on the site (whatever its case). */
  createDiscount(body: AdminDiscountBody): Promise<AdminDiscount>;
  /** Changes every field; `isActive: false` disables the code. */
  updateDiscount(id: number, body: AdminDiscountBody): Promise<AdminDiscount>;
}

export function adminDiscountCalls(api: ApiClient): AdminDiscountCalls {
  return {
    adminDiscounts: (query) => api.get("/admin/discount-code", query),
    adminDiscount: (id) => api.get(`/admin/discount-code/${id}`),
    createDiscount: (body) => api.request("POST", "/admin/discount-code", body),
    updateDiscount: (id, body) => api.request("PUT", `/admin/discount-code/${id}`, body),
  };
}
