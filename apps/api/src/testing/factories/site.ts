import { PARAMETER_KEYS, PARAMETERS } from "@vitrine/shared/parameters";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  addressTypes,
  companyAddresses,
  componentConfs,
  countries,
  externalAppConfigs,
  fonts,
  languages,
  logos,
  pageLayouts,
  pages,
  paymentConfigs,
  popups,
  siteParameters,
  sites,
} from "../../db/schema/index";
import { prepareLayout } from "../../modules/site/layout";

/** Sites, their parameters, pages and addresses, written for a test with defaults a test may override. */

let made = 0;
const next = () => ++made;

export interface SiteValues {
  name?: string;
  isWinemaker?: boolean;
  isECommerce?: boolean;
  isBuilding?: boolean;
  technicalFileModel?: string | null;
  devUrls?: string[];
  prodUrls?: string[];
  /** Values by key of packages/shared/src/parameters.ts; the others keep their default value. */
  parameters?: Record<string, string | null>;
}

export interface TestSite {
  id: number;
  name: string;
  devUrls: string[];
  prodUrls: string[];
}

/** The id of the language sites are written in (French, from the reference data). */
async function frenchId(db: Db): Promise<number> {
  const [row] = await db.select({ id: languages.id }).from(languages).where(eq(languages.code, "fr_FR"));
  if (!row) throw new Error("No fr_FR language: write the reference data first (seedReference).");
  return row.id;
}

/**
 * A site with every parameter (default values unless told), its two address types and, when it
 * sells online, its payment configuration: what the API needs to answer for it.
 */
export async function createSite(db: Db, values: SiteValues = {}): Promise<TestSite> {
  const n = next();
  const { parameters = {}, ...flags } = values;
  const [site] = await db
    .insert(sites)
    .values({
      name: `Site d'essai ${n}`,
      devUrls: [`http://site-essai-${n}.localhost:3000`],
      prodUrls: [`https://www.site-essai-${n}.fr`],
      ...flags,
      dashboardType: "INTERNAL",
      defaultLangId: await frenchId(db),
      servers: [{ id: 1, name: "web-1", ip: "127.0.0.1" }],
    })
    .returning({ id: sites.id, name: sites.name, devUrls: sites.devUrls, prodUrls: sites.prodUrls });
  const siteId = site!.id;
  await db.insert(siteParameters).values(
    PARAMETER_KEYS.map((key) => ({
      siteId,
      type: key,
      kind: PARAMETERS[key].kind,
      label: PARAMETERS[key].label,
      value: key in parameters ? (parameters[key] ?? null) : PARAMETERS[key].defaultValue,
    })),
  );
  await db.insert(addressTypes).values([
    { siteId, code: "SHIPPING", label: "Adresse de livraison" },
    { siteId, code: "BILLING", label: "Adresse de facturation" },
  ]);
  if (values.isECommerce) await db.insert(paymentConfigs).values({ siteId, publishableKey: null });
  return site!;
}

/** Sets site parameters (by key) of a site already written. */
export async function setParameters(db: Db, siteId: number, values: Record<string, string | null>) {
  for (const [type, value] of Object.entries(values)) {
    await db
      .update(siteParameters)
      .set({ value })
      .where(and(eq(siteParameters.siteId, siteId), eq(siteParameters.type, type)));
  }
}

export type PageValues = Partial<Omit<typeof pages.$inferInsert, "siteId">> & {
  /** A CMS layout for the page (HTML and CSS as the layout editor exports them). */
  layout?: { html: string; css?: string };
};

/** A page of the site's menu; a CMS page when it has a layout. */
export async function createPage(db: Db, siteId: number, values: PageValues = {}) {
  const n = next();
  const { layout, ...columns } = values;
  const [page] = await db
    .insert(pages)
    .values({
      siteId,
      url: `page-${n}`,
      title: `Page ${n}`,
      metaDescription: `Description de la page ${n}`,
      order: n,
      linkType: values.isText ? "NONE" : "INTERNAL",
      isCmsPage: Boolean(layout),
      ...columns,
    })
    .returning();
  if (layout) {
    const prepared = prepareLayout({ html: layout.html, css: layout.css ?? "" });
    await db.insert(pageLayouts).values({ siteId, pageId: page!.id, project: {}, ...prepared });
  }
  return page!;
}

/** One of the company's addresses (in France unless told). */
export async function createCompanyAddress(
  db: Db,
  siteId: number,
  values: Partial<Omit<typeof companyAddresses.$inferInsert, "siteId">> = {},
) {
  const [france] = await db.select({ id: countries.id }).from(countries).where(eq(countries.alphaTwo, "FR"));
  const [address] = await db
    .insert(companyAddresses)
    .values({
      siteId,
      countryId: france!.id,
      name: "Siège",
      firstPart: "1 rue de l'Essai",
      postalCode: "56000",
      city: "Vannes",
      phone: "02 97 00 00 00",
      email: "contact@essai.fr",
      latitude: 47.6647,
      longitude: -2.7436,
      isHeadOffice: true,
      ...values,
    })
    .returning();
  return address!;
}

/** The three fonts of a site's theme (title, content, menu), each overridable by type. */
export async function createFonts(
  db: Db,
  siteId: number,
  values: Partial<
    Record<"TITLE" | "CONTENT" | "MENU", { family?: string; size?: number; weight?: number }>
  > = {},
) {
  const defaults = {
    TITLE: { family: "Montserrat", color: "#1b3358", size: 15, weight: 700 },
    CONTENT: { family: "Inter", color: "#2b3038", size: 14, weight: 400 },
    MENU: { family: "Montserrat", color: "#1b3358", size: 14, weight: 400 },
  };
  return db
    .insert(fonts)
    .values(
      (["TITLE", "CONTENT", "MENU"] as const).map((type) => ({
        siteId,
        type,
        style: "normal",
        ...defaults[type],
        ...values[type],
      })),
    )
    .returning();
}

/** The logo, footer logo and favicon of a site, as SVG files of /media/{site}/. */
export async function createLogos(db: Db, siteId: number, alt: string) {
  const files = [
    { type: "LOGO" as const, filename: "logo.svg", width: 360, height: 100 },
    { type: "LOGO_FOOTER" as const, filename: "logo-footer.svg", width: 360, height: 100 },
    { type: "LOGO_FAVICON" as const, filename: "favicon.svg", width: 64, height: 64 },
  ];
  return db
    .insert(logos)
    .values(files.map((file) => ({ siteId, alt, url: `/media/${siteId}/${file.filename}`, ...file })))
    .returning();
}

/** A popup, active, shown after 3 s unless told. */
export async function createPopup(
  db: Db,
  siteId: number,
  values: Partial<Omit<typeof popups.$inferInsert, "siteId">> = {},
) {
  const n = next();
  const [row] = await db
    .insert(popups)
    .values({ siteId, title: `Annonce ${n}`, content: `<p>Texte de l'annonce ${n}</p>`, ...values })
    .returning();
  return row!;
}

/** A component's configuration on a site (GET /component/conf/{slug}). */
export async function createComponentConf(
  db: Db,
  siteId: number,
  slug: string,
  conf: Record<string, unknown>,
) {
  const [row] = await db.insert(componentConfs).values({ siteId, slug, conf }).returning();
  return row!;
}

/** An external app's configuration on a site; only the public part is ever served. */
export async function createExternalApp(
  db: Db,
  siteId: number,
  app: string,
  publicConfig: Record<string, unknown>,
  privateConfig: Record<string, unknown> = {},
) {
  const [row] = await db
    .insert(externalAppConfigs)
    .values({ siteId, app, publicConfig, privateConfig })
    .returning();
  return row!;
}
