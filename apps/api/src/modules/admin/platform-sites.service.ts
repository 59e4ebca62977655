import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { join } from "node:path";
import type {
  PlatformSite,
  PlatformSiteCreate,
  PlatformSiteInput,
} from "@vitrine/shared/schemas/admin-platform";
import { and, asc, count, eq, inArray, ne, sql } from "drizzle-orm";
import { type AuditActor, recordAudit } from "../../db/audit";
import type { Db } from "../../db/client";
import { sites, users } from "../../db/schema/index";
import { copyTemplateMedia, nextSiteId, writeSiteFromTemplate } from "../../db/seed/templates";
import { conflict, notFound } from "../../lib/http";
import { hashPassword } from "../../lib/passwords";

/**
 * The sites of the platform as the SUPER_ADMIN manages them: created from a template with their
 * administrator, their name, flags and host names changed, suspended and reactivated. Every change
 * is audited on the site concerned, in the transaction that makes it; the database bumps the
 * site's content version (migration 0005), so every instance's host table reads it again.
 */

const hostOf = (url: string): string | null => {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
};
const hostsOf = (urls: string[]) => urls.map(hostOf).filter((host): host is string => host !== null);

/** Stored addresses: the development ones over http, the production ones over https. */
const devUrlsOf = (hosts: string[]) => hosts.map((host) => `http://${host}`);
const prodUrlsOf = (hosts: string[]) => hosts.map((host) => `https://${host}`);

type SiteRow = typeof sites.$inferSelect;

function toPlatformSite(row: SiteRow, admins: number): PlatformSite {
  return {
    id: row.id,
    name: row.name,
    isWinemaker: row.isWinemaker,
    isECommerce: row.isECommerce,
    isBuilding: row.isBuilding,
    devHosts: hostsOf(row.devUrls),
    prodHosts: hostsOf(row.prodUrls),
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    admins,
  };
}

/** What the audit log keeps of a site. */
const auditedSite = (site: PlatformSite) => {
  const { admins: _admins, createdAt: _createdAt, ...kept } = site;
  return kept;
};

async function adminCounts(db: Db, siteIds: number[]): Promise<Map<number, number>> {
  if (siteIds.length === 0) return new Map();
  const rows = await db
    .select({ siteId: users.siteId, n: count() })
    .from(users)
    .where(and(inArray(users.siteId, siteIds), inArray(users.role, ["ADMIN", "SUPER_ADMIN"])))
    .groupBy(users.siteId);
  return new Map(rows.map((row) => [row.siteId, row.n]));
}

export async function listPlatformSites(db: Db): Promise<PlatformSite[]> {
  const rows = await db.select().from(sites).orderBy(asc(sites.id));
  const admins = await adminCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toPlatformSite(row, admins.get(row.id) ?? 0));
}

async function platformSite(db: Db, siteId: number): Promise<PlatformSite> {
  const [row] = await db.select().from(sites).where(eq(sites.id, siteId));
  if (!row) throw notFound("Ce site n'existe pas.");
  return toPlatformSite(row, (await adminCounts(db, [siteId])).get(siteId) ?? 0);
}

/**
 * 409 when a host name is given twice or already serves another site. Host checks and writes are
 * serialized by a transaction-scoped lock, so two creations cannot take the same name.
 */
async function ensureFreeHosts(db: Db, input: PlatformSiteInput, siteId: number | null) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('vitrine:site-hosts'))`);
  const given = [...input.devHosts, ...input.prodHosts];
  const twice = given.find((host, index) => given.indexOf(host) !== index);
  if (twice) {
    throw conflict(`Le nom d'hôte « ${twice} » est indiqué deux fois.`, {
      prodHosts: `Le nom d'hôte « ${twice} » est indiqué deux fois.`,
    });
  }
  const others = await db
    .select({ id: sites.id, name: sites.name, devUrls: sites.devUrls, prodUrls: sites.prodUrls })
    .from(sites)
    .where(siteId === null ? undefined : ne(sites.id, siteId));
  for (const other of others) {
    const taken = new Set(hostsOf([...other.devUrls, ...other.prodUrls]));
    const clash = given.find((host) => taken.has(host));
    if (clash) {
      const message = `Le nom d'hôte « ${clash} » est déjà utilisé par le site « ${other.name} ».`;
      const field = input.devHosts.includes(clash) ? "devHosts" : "prodHosts";
      throw conflict(message, { [field]: message });
    }
  }
}

export interface CreatedSite {
  site: PlatformSite;
  admin: { email: string; password: string };
}

/** Creates a site from its template with its administrator; the first password is answered once. */
export async function createPlatformSite(
  db: Db,
  input: PlatformSiteCreate,
  actor: AuditActor,
  options: { mediaDir: string; stripePublishableKey: string | null },
): Promise<CreatedSite> {
  const password = randomBytes(12).toString("base64url");
  const passwordHash = await hashPassword(password);
  let mediaOf: number | null = null;
  try {
    return await db.transaction(async (tx) => {
      await ensureFreeHosts(tx, input, null);
      const siteId = await nextSiteId(tx);
      mediaOf = siteId;
      copyTemplateMedia(input.template, siteId, options.mediaDir);
      const { template, adminEmail, devHosts, prodHosts, name, ...flags } = input;
      await writeSiteFromTemplate(
        tx,
        siteId,
        { template, name, flags, devUrls: devUrlsOf(devHosts), prodUrls: prodUrlsOf(prodHosts) },
        options.stripePublishableKey,
      );
      await tx.insert(users).values({
        siteId,
        email: adminEmail,
        passwordHash,
        firstname: "Administrateur",
        lastname: name,
        role: "ADMIN",
        acceptedTermsAt: new Date(),
      });
      const site = await platformSite(tx, siteId);
      await recordAudit(tx, {
        siteId,
        actor,
        action: "site.create",
        entity: "site",
        entityId: siteId,
        before: null,
        after: { ...auditedSite(site), template, adminEmail },
      });
      mediaOf = null;
      return { site, admin: { email: adminEmail, password } };
    });
  } finally {
    // A creation that failed leaves no pictures behind.
    if (mediaOf !== null) rmSync(join(options.mediaDir, String(mediaOf)), { recursive: true, force: true });
  }
}

/** Changes a site's name, flags and host names. */
export async function updatePlatformSite(
  db: Db,
  siteId: number,
  input: PlatformSiteInput,
  actor: AuditActor,
): Promise<PlatformSite> {
  return db.transaction(async (tx) => {
    const before = await platformSite(tx, siteId);
    await ensureFreeHosts(tx, input, siteId);
    const { devHosts, prodHosts, ...rest } = input;
    // Addresses already stored for a kept host stay as they were (their port, their scheme).
    const [row] = await tx.select().from(sites).where(eq(sites.id, siteId));
    const keep = (urls: string[], hosts: string[], make: (hosts: string[]) => string[]) =>
      hosts.map((host) => urls.find((url) => hostOf(url) === host) ?? make([host])[0]!);
    await tx
      .update(sites)
      .set({
        ...rest,
        devUrls: keep(row!.devUrls, devHosts, devUrlsOf),
        prodUrls: keep(row!.prodUrls, prodHosts, prodUrlsOf),
      })
      .where(eq(sites.id, siteId));
    const after = await platformSite(tx, siteId);
    await recordAudit(tx, {
      siteId,
      actor,
      action: "site.update",
      entity: "site",
      entityId: siteId,
      before: auditedSite(before),
      after: auditedSite(after),
    });
    return after;
  });
}

/** Suspends a site (its hosts answer 503) or puts it back online. */
export async function setSiteSuspended(
  db: Db,
  siteId: number,
  suspended: boolean,
  actor: AuditActor,
): Promise<PlatformSite> {
  return db.transaction(async (tx) => {
    const before = await platformSite(tx, siteId);
    if ((before.suspendedAt !== null) === suspended) return before;
    await tx
      .update(sites)
      .set({ suspendedAt: suspended ? new Date() : null })
      .where(eq(sites.id, siteId));
    const after = await platformSite(tx, siteId);
    await recordAudit(tx, {
      siteId,
      actor,
      action: suspended ? "site.suspend" : "site.reactivate",
      entity: "site",
      entityId: siteId,
      before: { suspendedAt: before.suspendedAt },
      after: { suspendedAt: after.suspendedAt },
    });
    return after;
  });
}
