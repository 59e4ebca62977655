import type { ListQueryInput } from "@vitrine/shared/list-query";
import type {
  AdminElement,
  AdminElementList,
  AdminElementPage,
  AdminRegistrationList,
  ElementCreateBody,
  ElementUpdateBody,
} from "@vitrine/shared/schemas/admin-elements";
import type { ApiClient } from "./client";

/** The panel's calls about the element lists, their elements and their events' registrations. */
export interface AdminElementCalls {
  adminElementLists(): Promise<AdminElementList[]>;
  /** The list's elements in their order: `search`, `isActive`; orderBy order, title, startsAt, publishedAt. */
  adminElements(listId: number, query?: ListQueryInput): Promise<AdminElementPage>;
  adminElement(id: number): Promise<AdminElement>;
  createElement(listId: number, body: ElementCreateBody): Promise<AdminElement>;
  updateElement(id: number, body: ElementUpdateBody): Promise<AdminElement>;
  deleteElement(id: number): Promise<null>;
  /** Every element id of the list, in the new order. */
  reorderElements(listId: number, ids: number[]): Promise<AdminElement[]>;
  /** Newest first: `page`, `nbItem`, `orderBy` (createdAt, lastname), filter `email`. */
  registrations(elementId: number, query?: ListQueryInput): Promise<AdminRegistrationList>;
  cancelRegistration(elementId: number, registrationId: number): Promise<{ cancelled: true }>;
  /** Where the registrations' CSV is read, under the client's base URL (use `download`). */
  registrationsCsvUrl(elementId: number): string;
}

export function adminElementCalls(api: ApiClient): AdminElementCalls {
  return {
    adminElementLists: () => api.get("/admin/element-list"),
    adminElements: (listId, query) => api.get(`/admin/element-list/${listId}/element`, query),
    adminElement: (id) => api.get(`/admin/element/${id}`),
    createElement: (listId, body) => api.request("POST", `/admin/element-list/${listId}/element`, body),
    updateElement: (id, body) => api.request("PUT", `/admin/element/${id}`, body),
    deleteElement: (id) => api.request("DELETE", `/admin/element/${id}`),
    reorderElements: (listId, ids) => api.request("PUT", `/admin/element-list/${listId}/order`, { ids }),
    registrations: (id, query) => api.get(`/admin/element/${id}/registration`, query),
    cancelRegistration: (id, registrationId) =>
      api.request("DELETE", `/admin/element/${id}/registration/${registrationId}`),
    registrationsCsvUrl: (id) => `${api.baseUrl}/admin/element/${id}/registration/csv`,
  };
}
