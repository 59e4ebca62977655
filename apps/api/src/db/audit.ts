import type { Db } from "./client";
import { auditEntries } from "./schema/index";

/** Who made a change from the admin panel. */
export interface AuditActor {
  userId: number;
  email: string;
}

export interface AuditChange {
  siteId: number;
  actor: AuditActor;
  /** « parameter.update », « order.status »… */
  action: string;
  entity: string;
  entityId: string | number;
  before: unknown;
  after: unknown;
}

/**
 * Writes one entry of the audit log, inside the caller's transaction when `db` is one: the entry
 * exists exactly when the change was committed.
 */
export async function recordAudit(db: Db, change: AuditChange): Promise<void> {
  await db.insert(auditEntries).values({
    siteId: change.siteId,
    userId: change.actor.userId,
    userEmail: change.actor.email,
    action: change.action,
    entity: change.entity,
    entityId: String(change.entityId),
    before: change.before ?? null,
    after: change.after ?? null,
  });
}
