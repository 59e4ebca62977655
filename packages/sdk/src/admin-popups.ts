import type { ListQueryInput } from "@vitrine/shared/list-query";
import type { AdminPopup, AdminPopupBody, AdminPopupList } from "@vitrine/shared/schemas/admin-popups";
import type { ApiClient } from "./client";

/** The panel's calls about the site's popups. */
export interface AdminPopupCalls {
  /** Newest first: `page`, `nbItem`, `orderBy` (id, title), filters `title` (lk:), `isActive`. */
  adminPopups(query?: ListQueryInput): Promise<AdminPopupList>;
  adminPopup(id: number): Promise<AdminPopup>;
  createPopup(body: AdminPopupBody): Promise<AdminPopup>;
  /** Replaces the popup; 400 with per-field errors. */
  updatePopup(id: number, body: AdminPopupBody): Promise<AdminPopup>;
  deletePopup(id: number): Promise<{ deleted: true }>;
}

export function adminPopupCalls(api: ApiClient): AdminPopupCalls {
  return {
    adminPopups: (query) => api.get("/admin/popup", query),
    adminPopup: (id) => api.get(`/admin/popup/${id}`),
    createPopup: (body) => api.request("POST", "/admin/popup", body),
    updatePopup: (id, body) => api.request("PUT", `/admin/popup/${id}`, body),
    deletePopup: (id) => api.request("DELETE", `/admin/popup/${id}`),
  };
}
