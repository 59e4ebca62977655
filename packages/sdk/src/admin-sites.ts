import type { ListQueryInput } from "@vitrine/shared/list-query";
import type { AdminSite } from "@vitrine/shared/schemas/admin-sites";
import type { AuditList } from "@vitrine/shared/schemas/audit";
import type { ApiClient } from "./client";

/** The panel's calls about the platform and the site as a whole: its sites, its audit log. */
export interface AdminSiteCalls {
  /** Every site of the platform: SUPER_ADMIN only (403 for a site's ADMIN). */
  adminSites(): Promise<AdminSite[]>;
  /** The site's audit log, newest first: `page`, `nbItem` and filters (entity, entityId, action, userEmail). */
  auditLog(query?: ListQueryInput): Promise<AuditList>;
}

export function adminSiteCalls(api: ApiClient): AdminSiteCalls {
  return {
    adminSites: () => api.get("/admin/site"),
    auditLog: (query) => api.get("/admin/audit", query),
  };
}
