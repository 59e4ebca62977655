import { randomBytes } from "node:crypto";
import { chmodSync, cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PARAMETER_KEYS, PARAMETERS } from "@vitrine/shared/parameters";
import { count, sql } from "drizzle-orm";
import type { Config } from "../../config";
import { hashPassword } from "../../lib/passwords";
import { prepareLayout } from "../../modules/site/layout";
import { SEED_MEDIA_DIR } from "../../paths";
import type { Database, Db } from "../client";
import {
  addressTypes,
  companyAddresses,
  componentConfs,
  externalAppConfigs,
  fonts,
  logos,
  pageLayouts,
  pages,
  paymentConfigs,
  popups,
  siteParameters,
  sites,
  users,
} from "../schema/index";
import { SAMPLE_CONTENT } from "./content-sites";
import { seedContent } from "./content-writer";
import { seedDelivery } from "./delivery";
import { seedMediaLibrary } from "./media-library";
import { seedNewsletterLists } from "./newsletter";
import { seedReference } from "./reference";
import { seedShop } from "./shop";
import { SAMPLE_DELIVERY, SAMPLE_SHOPS } from "./shop-sites";
import { SAMPLE_SITES, type SeedSite } from "./sites";
import type { SeedPage } from "./types";

export interface Credential {
  site: string;
  role: "SUPER_ADMIN" | "ADMIN";
  email: string;
  password: string;
}

const newPassword = () => randomBytes(12).toString("base64url");

async function insertPages(db: Db, siteId: number, list: SeedPage[], idParent: number | null) {
  for (const page of list) {
    const [row] = await db
      .insert(pages)
      .values({
        siteId,
        idParent,
        url: page.url,
        title: page.title,
        menuTitle: page.menuTitle ?? null,
        metaDescription: page.metaDescription,
        menuIcon: page.menuIcon ?? null,
        order: page.order,
        showInMenu: page.showInMenu,
        isFixedOnRight: page.isFixedOnRight ?? false,
        useAbsoluteMenu: page.useAbsoluteMenu ?? false,
        isText: page.isText ?? false,
        isCmsPage: Boolean(page.layout),
        cmsRoute: page.cmsRoute ?? null,
        linkType: page.isText ? "NONE" : "INTERNAL",
      })
      .returning({ id: pages.id });
    if (page.layout) {
      const prepared = prepareLayout(page.layout);
      await db.insert(pageLayouts).values({ siteId, pageId: row!.id, project: {}, ...prepared });
    }
    if (page.children) await insertPages(db, siteId, page.children, row!.id);
  }
}

async function seedSite(
  db: Db,
  site: SeedSite,
  refs: { franceId: number; frenchId: number },
  stripePublishableKey: string | null,
) {
  const siteId = site.id;
  await db.insert(sites).values({
    id: siteId,
    name: site.name,
    ...site.flags,
    technicalFileModel: site.technicalFileModel,
    dashboardType: "INTERNAL",
    defaultLangId: refs.frenchId,
    devUrls: site.devUrls,
    prodUrls: site.prodUrls,
    servers: [{ id: 1, name: "web-1", ip: "127.0.0.1" }],
  });
  await db.insert(siteParameters).values(
    PARAMETER_KEYS.map((key) => ({
      siteId,
      type: key,
      kind: PARAMETERS[key].kind,
      label: PARAMETERS[key].label,
      value: key in site.parameters ? (site.parameters[key] ?? null) : PARAMETERS[key].defaultValue,
    })),
  );
  await db.insert(fonts).values(site.fonts.map((font) => ({ siteId, ...font, style: "normal" })));
  await db
    .insert(logos)
    .values(site.logos.map((logo) => ({ siteId, ...logo, url: `/media/${siteId}/${logo.filename}` })));
  await insertPages(db, siteId, site.pages, null);
  await db.insert(addressTypes).values([
    { siteId, code: "SHIPPING", label: "Adresse de livraison" },
    { siteId, code: "BILLING", label: "Adresse de facturation" },
  ]);
  await db
    .insert(companyAddresses)
    .values(site.companyAddresses.map((address) => ({ siteId, countryId: refs.franceId, ...address })));
  const confs = Object.entries(site.componentConfs);
  if (confs.length)
    await db.insert(componentConfs).values(confs.map(([slug, conf]) => ({ siteId, slug, conf })));
  if (site.popups.length) await db.insert(popups).values(site.popups.map((popup) => ({ siteId, ...popup })));
  const apps = Object.entries(site.externalApps);
  if (apps.length) {
    await db
      .insert(externalAppConfigs)
      .values(apps.map(([app, publicConfig]) => ({ siteId, app, publicConfig })));
  }
  if (site.flags.isECommerce) {
    await db.insert(paymentConfigs).values({ siteId, publishableKey: stripePublishableKey });
  }
}

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
    for (const site of SAMPLE_SITES) {
      await seedSite(tx, site, refs, stripePublishableKey);
      await seedNewsletterLists(tx, site.id);
      await seedContent(tx, site.id, SAMPLE_CONTENT[site.id] ?? {});
      const shop = SAMPLE_SHOPS[site.id];
      if (shop) await seedShop(tx, site.id, shop);
      const delivery = SAMPLE_DELIVERY[site.id];
      if (delivery) await seedDelivery(tx, site.id, delivery);
      await seedMediaLibrary(tx, site.id);
    }
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
