import { z } from "zod";

/** One change made from the admin panel, as the audit log shows it. */
export const AuditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  userId: z.number().nullable(),
  userEmail: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditListSchema = z.object({ items: z.array(AuditEntrySchema), total: z.number() });
export type AuditList = z.infer<typeof AuditListSchema>;
