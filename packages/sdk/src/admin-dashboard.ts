import type { Dashboard, DashboardQuery } from "@vitrine/shared/schemas/admin-dashboard";
import type { ApiClient } from "./client";

/** The panel's home figures (issue 17). */
export interface AdminDashboardCalls {
  /** `period` day (30 days), week (12 weeks) or month (12 months), ending on `date` (today unless given). */
  adminDashboard(query?: DashboardQuery): Promise<Dashboard>;
}

export function adminDashboardCalls(api: ApiClient): AdminDashboardCalls {
  return {
    adminDashboard: (query = {}) => api.get("/admin/dashboard", { ...query }),
  };
}
