import { cpSync, existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { HOME_PAGE_URL } from "@vitrine/shared/page-rules";
import { eq, sql } from "drizzle-orm";
import { SEED_MEDIA_DIR } from "../../paths";
import type { Db } from "../client";
import { countries, languages } from "../schema/index";
import { SAMPLE_CONTENT } from "./content-sites";
import { legalTexts } from "./legal";
import { SAMPLE_DELIVERY, SAMPLE_SHOPS } from "./shop-sites";
import type { SiteBlueprint } from "./site-writer";
import { writeSite } from "./site-writer";
import { SAMPLE_SITES, type SeedSite } from "./sites";

/**
 * The starting points of a new site (the platform's « Créer un site »): the building company's
 * content (sample site 1), the wine estate's (sample site 2, with its shop and delivery), or a
 * blank site with a home page and the legal texts.
 */
export const SITE_TEMPLATES = ["BUILDING", "WINE_ESTATE", "BLANK"] as const;
export type SiteTemplate = (typeof SITE_TEMPLATES)[number];

const SOURCE: Record<Exclude<SiteTemplate, "BLANK">, number> = { BUILDING: 1, WINE_ESTATE: 2 };

export interface NewSite {
  template: SiteTemplate;
  name: string;
  flags: SeedSite["flags"];
  devUrls: string[];
  prodUrls: string[];
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

function blankSite(site: NewSite): SeedSite {
  return {
    id: 0,
    name: site.name,
    slug: "",
    flags: site.flags,
    technicalFileModel: site.flags.isWinemaker ? "WINE_SHEET" : null,
    devUrls: site.devUrls,
    prodUrls: site.prodUrls,
    adminEmail: "",
    parameters: { ...legalTexts, COMPANY_NAME: site.name, MENU_TYPE: "RELATIVE" },
    fonts: [
      { type: "TITLE", family: "Montserrat", color: "#1b3358", size: 15, weight: 700 },
      { type: "CONTENT", family: "Inter", color: "#2b3038", size: 14, weight: 400 },
      { type: "MENU", family: "Montserrat", color: "#1b3358", size: 14, weight: 400 },
    ],
    logos: [],
    pages: [
      {
        url: HOME_PAGE_URL,
        title: "Accueil",
        metaDescription: `${site.name} : bienvenue sur notre site.`,
        order: 1,
        showInMenu: true,
        layout: {
          html: `<section class="section"><div class="container"><h1>${escapeHtml(site.name)}</h1><p>Bienvenue sur notre site. Son contenu arrive bientôt.</p></div></section>`,
          css: "",
        },
      },
    ],
    companyAddresses: [],
    componentConfs: {},
    popups: [],
    externalApps: {},
  };
}

/** A copy of plain data (objects and arrays) with every string passed through `change`; functions are kept. */
function mapStrings<T>(value: T, change: (text: string) => string): T {
  if (typeof value === "string") return change(value) as T;
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, change)) as T;
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, mapStrings(item, change)]),
    ) as T;
  }
  return value;
}

/** The template's data, its pictures' addresses moved from the sample site's folder to the new site's. */
function blueprintOf(site: NewSite, siteId: number): SiteBlueprint {
  if (site.template === "BLANK") {
    const { id: _id, ...blank } = blankSite(site);
    return { id: siteId, site: blank, content: {} };
  }
  const source = SOURCE[site.template];
  const sample = SAMPLE_SITES.find((s) => s.id === source)!;
  const data = {
    site: {
      ...sample,
      name: site.name,
      flags: site.flags,
      devUrls: site.devUrls,
      prodUrls: site.prodUrls,
      parameters: { ...sample.parameters, COMPANY_NAME: site.name },
    },
    content: SAMPLE_CONTENT[source] ?? {},
    shop: site.flags.isECommerce ? SAMPLE_SHOPS[source] : undefined,
    delivery: site.flags.isECommerce ? SAMPLE_DELIVERY[source] : undefined,
  };
  const moved = mapStrings(data, (text) => text.replaceAll(`/media/${source}/`, `/media/${siteId}/`));
  const { id: _id, ...rest } = moved.site;
  return { id: siteId, ...moved, site: rest, mediaOf: source };
}

/** Copies the template's pictures into the new site's media folder (before its content refers to them). */
export function copyTemplateMedia(template: SiteTemplate, siteId: number, mediaDir: string) {
  if (template === "BLANK") return;
  const source = join(SEED_MEDIA_DIR, `site-${SOURCE[template]}`);
  if (!existsSync(source)) return;
  const target = join(mediaDir, String(siteId));
  mkdirSync(target, { recursive: true });
  cpSync(source, target, { recursive: true });
}

/** The id the next site will have (taken from the sequence now, so its pictures can be placed first). */
export async function nextSiteId(db: Db): Promise<number> {
  const result = (await db.execute(
    sql`select nextval(pg_get_serial_sequence('sites', 'id')) as id`,
  )) as unknown as {
    rows: { id: string | number }[];
  };
  return Number(result.rows[0]!.id);
}

/** Writes a new site from a template, inside the caller's transaction, with the id `siteId`. */
export async function writeSiteFromTemplate(
  db: Db,
  siteId: number,
  site: NewSite,
  stripePublishableKey: string | null,
): Promise<void> {
  const [france] = await db.select({ id: countries.id }).from(countries).where(eq(countries.alphaTwo, "FR"));
  const [french] = await db.select({ id: languages.id }).from(languages).where(eq(languages.code, "fr_FR"));
  if (!france || !french) throw new Error("The reference data (France, French) is missing.");
  await writeSite(
    db,
    blueprintOf(site, siteId),
    { franceId: france.id, frenchId: french.id },
    stripePublishableKey,
  );
}
