import type { ParsedListQuery } from "@vitrine/shared/list-query";
import type { AuditList } from "@vitrine/shared/schemas/audit";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { pagedList, whereFilters } from "../../db/list-query";
import { auditEntries } from "../../db/schema/index";

/** The audit log as the panel lists it: newest first, filtered by what was changed or who. */
export const AUDIT_LIST = {
  defaultNbItem: 50,
  maxNbItem: 200,
  filters: ["entity", "entityId", "action", "userEmail"],
  orderBy: ["at"],
} as const;

const filterColumns = {
  entity: auditEntries.entity,
  entityId: auditEntries.entityId,
  action: auditEntries.action,
  userEmail: auditEntries.userEmail,
};

export async function listAudit(db: Db, siteId: number, query: ParsedListQuery): Promise<AuditList> {
  const where = and(eq(auditEntries.siteId, siteId), ...whereFilters(query.filters, filterColumns));
  const fallback = [desc(auditEntries.at), desc(auditEntries.id)];
  const { rows, total } = await pagedList(db, auditEntries, where, query, {
    columns: { at: auditEntries.at },
    fallback,
  });
  return {
    items: rows.map(({ siteId: _site, at, ...row }) => ({ ...row, at: at.toISOString() })),
    total,
  };
}
