import type { ParsedListQuery } from "@vitrine/shared/list-query";
import type {
  PlatformAuditList,
  PlatformUser,
  PlatformUserList,
} from "@vitrine/shared/schemas/admin-platform";
import { and, asc, count, desc, eq, isNull, or, type SQL } from "drizzle-orm";
import { type AuditActor, recordAudit } from "../../db/audit";
import type { Db } from "../../db/client";
import { containsText, offsetOf, orderOf, pagedList, whereFilters } from "../../db/list-query";
import { auditEntries, sites, users } from "../../db/schema/index";
import { conflict, notFound } from "../../lib/http";

/** The accounts of every site and their roles, and the audit log of every site: the SUPER_ADMIN's. */

export const PLATFORM_USER_LIST = {
  defaultNbItem: 25,
  maxNbItem: 100,
  filters: ["idSite", "role"],
  orderBy: ["email", "createdAt", "idSite"],
  passthrough: ["search"],
} as const;

export const PLATFORM_AUDIT_LIST = {
  defaultNbItem: 50,
  maxNbItem: 200,
  filters: ["idSite", "entity", "action", "userEmail"],
  orderBy: ["at"],
} as const;

type Role = PlatformUser["role"];

export async function listPlatformUsers(
  db: Db,
  query: ParsedListQuery,
  search: string | undefined,
): Promise<PlatformUserList> {
  const conditions: (SQL | undefined)[] = [
    isNull(users.deletedAt),
    ...whereFilters(query.filters, { idSite: users.siteId, role: users.role }),
  ];
  const words = search?.trim();
  if (words) {
    conditions.push(
      or(
        containsText(users.email, words),
        containsText(users.firstname, words),
        containsText(users.lastname, words),
      ),
    );
  }
  const where = and(...conditions);
  const order = orderOf(query, { email: users.email, createdAt: users.createdAt, idSite: users.siteId }, [
    asc(users.siteId),
    asc(users.email),
  ]);
  const [rows, [total]] = await Promise.all([
    db
      .select({ user: users, siteName: sites.name })
      .from(users)
      .innerJoin(sites, eq(sites.id, users.siteId))
      .where(where)
      .orderBy(...order)
      .limit(query.nbItem)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { items: rows.map(({ user, siteName }) => toPlatformUser(user, siteName)), total: total?.n ?? 0 };
}

function toPlatformUser(user: typeof users.$inferSelect, siteName: string): PlatformUser {
  return {
    id: user.id,
    idSite: user.siteId,
    siteName,
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    role: user.role as Role,
    createdAt: user.createdAt.toISOString(),
  };
}

/**
 * Makes an account a member or an administrator of its site. Refused (409, French): the platform's
 * own role, the caller's own account, a closed account, and the demotion of a site's last ADMIN.
 */
export async function setUserRole(
  db: Db,
  userId: number,
  role: "CUSTOMER" | "ADMIN",
  actor: AuditActor,
): Promise<PlatformUser> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ user: users, siteName: sites.name })
      .from(users)
      .innerJoin(sites, eq(sites.id, users.siteId))
      .where(eq(users.id, userId))
      .for("update");
    if (!found || found.user.deletedAt) throw notFound("Ce compte n'existe pas.");
    const { user, siteName } = found;
    if (user.id === actor.userId) throw conflict("Vous ne pouvez pas changer votre propre rôle.");
    if (user.role === "SUPER_ADMIN")
      throw conflict("Le rôle de l'administrateur de la plateforme ne se change pas ici.");
    if (user.role === role) return toPlatformUser(user, siteName);
    if (user.role === "ADMIN") {
      const admins = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.siteId, user.siteId), eq(users.role, "ADMIN"), isNull(users.deletedAt)))
        .for("update");
      if (admins.length <= 1) {
        throw conflict(
          `C'est le dernier administrateur du site « ${siteName} » : nommez-en un autre avant de lui retirer ce rôle.`,
        );
      }
    }
    const [updated] = await tx
      .update(users)
      .set({ role, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    await recordAudit(tx, {
      siteId: user.siteId,
      actor,
      action: "user.role",
      entity: "user",
      entityId: user.id,
      before: { email: user.email, role: user.role },
      after: { email: user.email, role },
    });
    return toPlatformUser(updated!, siteName);
  });
}

/** The audit log of every site, newest first, each entry with its site. */
export async function listPlatformAudit(db: Db, query: ParsedListQuery): Promise<PlatformAuditList> {
  const where = and(
    ...whereFilters(query.filters, {
      idSite: auditEntries.siteId,
      entity: auditEntries.entity,
      action: auditEntries.action,
      userEmail: auditEntries.userEmail,
    }),
  );
  const { rows, total } = await pagedList(db, auditEntries, where, query, {
    columns: { at: auditEntries.at },
    fallback: [desc(auditEntries.at), desc(auditEntries.id)],
  });
  return {
    items: rows.map(({ siteId, at, ...row }) => ({ ...row, idSite: siteId, at: at.toISOString() })),
    total,
  };
}
