import { PARAMETER_KEYS, PARAMETERS } from "@vitrine/shared/parameters";
import { prepareLayout } from "../../modules/site/layout";
import type { Db } from "../client";
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
} from "../schema/index";
import type { SeedContent } from "./content";
import { seedContent } from "./content-writer";
import { type SeedDelivery, seedDelivery } from "./delivery";
import { seedMediaLibrary } from "./media-library";
import { seedNewsletterLists } from "./newsletter";
import { type SeedShop, seedShop } from "./shop";
import type { SeedSite } from "./sites";
import type { SeedPage } from "./types";

/** The ids of the reference rows a site points at (seedReference's answer). */
export interface SiteRefs {
  franceId: number;
  frenchId: number;
}

/** Everything a site is made of, from its own row to its shop: a sample site, or a new one from a template. */
export interface SiteBlueprint {
  /** An explicit id (the sample sites), else the next one. */
  id?: number;
  site: Omit<SeedSite, "id">;
  content: SeedContent;
  shop?: SeedShop;
  delivery?: SeedDelivery;
  /** The sample site whose pictures (apps/api/src/db/seed/media/site-N) fill the media library. */
  mediaOf?: number;
}

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

async function writeSiteRows(
  db: Db,
  id: number | undefined,
  site: Omit<SeedSite, "id">,
  refs: SiteRefs,
  stripePublishableKey: string | null,
): Promise<number> {
  const [created] = await db
    .insert(sites)
    .values({
      ...(id === undefined ? {} : { id }),
      name: site.name,
      ...site.flags,
      technicalFileModel: site.technicalFileModel,
      dashboardType: "INTERNAL",
      defaultLangId: refs.frenchId,
      devUrls: site.devUrls,
      prodUrls: site.prodUrls,
      servers: [{ id: 1, name: "web-1", ip: "127.0.0.1" }],
    })
    .returning({ id: sites.id });
  const siteId = created!.id;
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
  if (site.logos.length) {
    await db
      .insert(logos)
      .values(site.logos.map((logo) => ({ siteId, ...logo, url: `/media/${siteId}/${logo.filename}` })));
  }
  await insertPages(db, siteId, site.pages, null);
  await db.insert(addressTypes).values([
    { siteId, code: "SHIPPING", label: "Adresse de livraison" },
    { siteId, code: "BILLING", label: "Adresse de facturation" },
  ]);
  if (site.companyAddresses.length) {
    await db
      .insert(companyAddresses)
      .values(site.companyAddresses.map((address) => ({ siteId, countryId: refs.franceId, ...address })));
  }
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
  return siteId;
}

/** Writes a whole site (inside the caller's transaction); answers its id. */
export async function writeSite(
  db: Db,
  blueprint: SiteBlueprint,
  refs: SiteRefs,
  stripePublishableKey: string | null,
): Promise<number> {
  const siteId = await writeSiteRows(db, blueprint.id, blueprint.site, refs, stripePublishableKey);
  await seedNewsletterLists(db, siteId);
  await seedContent(db, siteId, blueprint.content);
  if (blueprint.shop) await seedShop(db, siteId, blueprint.shop);
  if (blueprint.delivery) await seedDelivery(db, siteId, blueprint.delivery);
  if (blueprint.mediaOf !== undefined) await seedMediaLibrary(db, siteId, blueprint.mediaOf);
  return siteId;
}
