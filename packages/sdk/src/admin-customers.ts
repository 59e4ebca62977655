import type { ListQueryInput } from "@vitrine/shared/list-query";
import type { PersonalData } from "@vitrine/shared/schemas/account";
import type { AdminCustomerDetail, AdminCustomerList } from "@vitrine/shared/schemas/admin-customers";
import type { ApiClient } from "./client";

/** The panel's calls about the site's customers (issue 17). */
export interface AdminCustomerCalls {
  /** Newest first: `page`, `nbItem`, `orderBy` (createdAt, name, email, orderCount, totalSpent; `:desc`), `search`. */
  adminCustomers(query?: ListQueryInput): Promise<AdminCustomerList>;
  adminCustomer(id: number): Promise<AdminCustomerDetail>;
  /** Every personal data held about the customer (audited). */
  exportCustomer(id: number): Promise<PersonalData>;
  /** Erases the customer's personal data; their orders and invoices stay (audited). */
  eraseCustomer(id: number): Promise<null>;
}

export function adminCustomerCalls(api: ApiClient): AdminCustomerCalls {
  return {
    adminCustomers: (query) => api.get("/admin/customer", query),
    adminCustomer: (id) => api.get(`/admin/customer/${id}`),
    exportCustomer: (id) => api.get(`/admin/customer/${id}/export`),
    eraseCustomer: (id) => api.request("DELETE", `/admin/customer/${id}`),
  };
}
