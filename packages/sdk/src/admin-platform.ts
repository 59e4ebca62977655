import type { ListQueryInput } from "@vitrine/shared/list-query";
import type {
  PlatformAuditList,
  PlatformSite,
  PlatformSiteCreate,
  PlatformSiteCreated,
  PlatformSiteInput,
  PlatformUser,
  PlatformUserList,
} from "@vitrine/shared/schemas/admin-platform";
import type { ApiClient } from "./client";

/** The platform's calls (SUPER_ADMIN only; a site's ADMIN gets 403): sites, accounts and roles, the audit log of every site. */
export interface AdminPlatformCalls {
  platformSites(): Promise<PlatformSite[]>;
  /** A site from a template with its administrator; the answer holds the first password, shown once. */
  createPlatformSite(body: PlatformSiteCreate): Promise<PlatformSiteCreated>;
  updatePlatformSite(id: number, body: PlatformSiteInput): Promise<PlatformSite>;
  suspendPlatformSite(id: number): Promise<PlatformSite>;
  reactivatePlatformSite(id: number): Promise<PlatformSite>;
  /** Filters: idSite, role; `search` on e-mail and names; orderBy email, createdAt, idSite. */
  platformUsers(query?: ListQueryInput): Promise<PlatformUserList>;
  setPlatformUserRole(id: number, role: "CUSTOMER" | "ADMIN"): Promise<PlatformUser>;
  /** Filters: idSite, entity, action, userEmail. */
  platformAudit(query?: ListQueryInput): Promise<PlatformAuditList>;
}

export function adminPlatformCalls(api: ApiClient): AdminPlatformCalls {
  return {
    platformSites: () => api.get("/admin/platform/site"),
    createPlatformSite: (body) => api.request("POST", "/admin/platform/site", body),
    updatePlatformSite: (id, body) => api.request("PUT", `/admin/platform/site/${id}`, body),
    suspendPlatformSite: (id) => api.request("POST", `/admin/platform/site/${id}/suspend`, {}),
    reactivatePlatformSite: (id) => api.request("POST", `/admin/platform/site/${id}/reactivate`, {}),
    platformUsers: (query) => api.get("/admin/platform/user", query),
    setPlatformUserRole: (id, role) => api.request("PUT", `/admin/platform/user/${id}/role`, { role }),
    platformAudit: (query) => api.get("/admin/platform/audit", query),
  };
}
