import { randomBytes } from "node:crypto";
import { chmodSync, cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { count, sql } from "drizzle-orm";
import type { Config } from "../../config";
import { hashPassword } from "../../lib/passwords";
import { SEED_MEDIA_DIR } from "../../paths";
import type { Database, Db } from "../client";
import { sites, users } from "../schema/index";
import { SAMPLE_CONTENT } from "./content-sites";
import { seedOrders } from "./orders";
import { seedReference } from "./reference";
import { SAMPLE_DELIVERY, SAMPLE_ORDERS, SAMPLE_SHOPS } from "./shop-sites";
import { writeSite } from "./site-writer";
import { SAMPLE_SITES } from "./sites";

export interface Credential {
  site: string;
  role: "SUPER_ADMIN" | "ADMIN";
  email: string;
  password: string;
}

const newPassword = () => randomBytes(12).toString("base64url");

/** Copies the sample sites' images into the media directory the web server serves. */
export function copySeedMedia(mediaDir: string) {
  for (const site of SAMPLE_SITES) {
    const source = join(SEED_MEDIA_DIR, `site-${site.id}`);
    if (!existsSync(source)) continue;
    const target = join(mediaDir, String(site.id));
    mkdirSync(target, { recursive: true });
    cpSync(source, target, { recursive: true });
  }
}

/** Writes both sample sites and their accounts; the database must be empty and migrated. */
export async function seedSampleSites(
  db: Db,
  { stripePublishableKey = null }: { stripePublishableKey?: string | null } = {},
): Promise<Credential[]> {
  const credentials: Credential[] = [];
  await db.transaction(async (tx) => {
    const refs = await seedReference(tx);
    for (const { id, ...site } of SAMPLE_SITES) {
      await writeSite(
        tx,
        {
          id,
          site,
          content: SAMPLE_CONTENT[id] ?? {},
          shop: SAMPLE_SHOPS[id],
          delivery: SAMPLE_DELIVERY[id],
          mediaOf: id,
        },
        refs,
        stripePublishableKey,
      );
    }
    for (const [siteId, list] of Object.entries(SAMPLE_ORDERS)) await seedOrders(tx, Number(siteId), list);
    // Explicit ids were used for the sample sites: move the sequence past them.
    await tx.execute(sql`select setval(pg_get_serial_sequence('sites', 'id'), (select max(id) from sites))`);

    const accounts: Array<Credential & { siteId: number; firstname: string; lastname: string }> = [
      {
        siteId: 1,
        site: "toutes les boutiques (plateforme)",
        role: "SUPER_ADMIN",
        email: "superadmin@vitrine.localhost",
        password: newPassword(),
        firstname: "Opérateur",
        lastname: "Vitrine",
      },
      ...SAMPLE_SITES.map((site) => ({
        siteId: site.id,
        site: site.name,
        role: "ADMIN" as const,
        email: site.adminEmail,
        password: newPassword(),
        firstname: "Administrateur",
        lastname: site.name,
      })),
    ];
    for (const account of accounts) {
      await tx.insert(users).values({
        siteId: account.siteId,
        email: account.email,
        passwordHash: await hashPassword(account.password),
        firstname: account.firstname,
        lastname: account.lastname,
        role: account.role,
        acceptedTermsAt: new Date(),
      });
      credentials.push({
        site: account.site,
        role: account.role,
        email: account.email,
        password: account.password,
      });
    }
  });
  return credentials;
}

export function writeCredentials(config: Config, credentials: Credential[]): string {
  mkdirSync(config.dataDir, { recursive: true });
  const file = join(config.dataDir, "initial-credentials.txt");
  const lines = [
    "Comptes créés à l'initialisation de Vitrine. Changez ces mots de passe après la première connexion.",
    "",
    ...credentials.map(
      (c) => `${c.role.padEnd(12)} ${c.site}\n  identifiant : ${c.email}\n  mot de passe : ${c.password}\n`,
    ),
  ];
  rmSync(file, { force: true });
  writeFileSync(file, `${lines.join("\n")}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return file;
}

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(sites);
  return (row?.n ?? 0) === 0;
}

/** Drops every table, migrates again and seeds: `npm run seed`. */
export async function resetDatabase(database: Database): Promise<void> {
  await database.db.execute(sql`drop schema if exists public cascade`);
  await database.db.execute(sql`drop schema if exists drizzle cascade`);
  await database.db.execute(sql`create schema public`);
  await database.migrate();
}
