import type { ListQueryInput } from "@vitrine/shared/list-query";
import type { AdminElementList, AdminRegistrationList } from "@vitrine/shared/schemas/admin-elements";
import type { ApiClient } from "./client";

/** The panel's calls about the element lists and their events' registrations. */
export interface AdminElementCalls {
  adminElementLists(): Promise<AdminElementList[]>;
  /** Newest first: `page`, `nbItem`, `orderBy` (createdAt, lastname), filter `email`. */
  registrations(elementId: number, query?: ListQueryInput): Promise<AdminRegistrationList>;
  cancelRegistration(elementId: number, registrationId: number): Promise<{ cancelled: true }>;
  /** Where the registrations' CSV is read, under the client's base URL (use `download`). */
  registrationsCsvUrl(elementId: number): string;
}

export function adminElementCalls(api: ApiClient): AdminElementCalls {
  return {
    adminElementLists: () => api.get("/admin/element-list"),
    registrations: (id, query) => api.get(`/admin/element/${id}/registration`, query),
    cancelRegistration: (id, registrationId) =>
      api.request("DELETE", `/admin/element/${id}/registration/${registrationId}`),
    registrationsCsvUrl: (id) => `${api.baseUrl}/admin/element/${id}/registration/csv`,
  };
}
