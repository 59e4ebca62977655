import type { ParameterKey } from "@vitrine/shared/parameters";
import type { PageNode, Parameter, SiteInfo } from "@vitrine/shared/schemas/site";
import { isBlogPath, switchOn } from "@vitrine/shared/site-switches";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  countries,
  fonts,
  languages,
  logos,
  pages,
  popups,
  siteParameters,
  sites,
} from "../../db/schema/index";
import { buildPageTree, withoutPages } from "./page-tree";
import { toLanguage, toLogo } from "./site-rows";

/** Everything a page view of a site needs, loaded once and kept until the site changes. */
export interface SiteSnapshot {
  version: number;
  info: SiteInfo;
  parameters: Parameter[];
  /** Valid pages out of the trash, as a tree, ordered. */
  pageTree: PageNode[];
  pagesByUrl: Map<string, PageNode>;
}

/** A page at the blog's address, or one whose link leads there. */
const leadsToBlog = (page: PageNode) =>
  isBlogPath(page.path) ||
  (page.link.type !== "EXTERNAL" && page.link.url !== null && isBlogPath(page.link.url));

/** The site, its parameters and its public page tree, as read from the database. */
export async function loadSiteSnapshot(db: Db, siteId: number): Promise<SiteSnapshot | null> {
  const [siteRow] = await db
    .select({ site: sites, lang: languages, country: countries })
    .from(sites)
    .innerJoin(languages, eq(languages.id, sites.defaultLangId))
    .innerJoin(countries, eq(countries.id, languages.countryId))
    .where(eq(sites.id, siteId));
  if (!siteRow) return null;
  const [parameterRows, fontRows, logoRows, pageRows, popupRows] = await Promise.all([
    db.select().from(siteParameters).where(eq(siteParameters.siteId, siteId)).orderBy(asc(siteParameters.id)),
    db.select().from(fonts).where(eq(fonts.siteId, siteId)).orderBy(asc(fonts.id)),
    db.select().from(logos).where(eq(logos.siteId, siteId)).orderBy(asc(logos.id)),
    db
      .select()
      .from(pages)
      .where(and(eq(pages.siteId, siteId), eq(pages.isValid, true), isNull(pages.deletedAt)))
      .orderBy(asc(pages.order), asc(pages.id)),
    db
      .select({
        id: popups.id,
        delaySeconds: popups.delaySeconds,
        showOnEveryReload: popups.showOnEveryReload,
        startsAt: popups.startsAt,
        endsAt: popups.endsAt,
      })
      .from(popups)
      .where(and(eq(popups.siteId, siteId), eq(popups.isActive, true)))
      .orderBy(asc(popups.id)),
  ]);

  const parameters: Parameter[] = parameterRows.map(({ id, type, kind, label, value }) => ({
    id,
    type,
    kind,
    label,
    value,
  }));
  const parameter = (key: ParameterKey) => parameterRows.find((p) => p.type === key)?.value ?? null;
  const { site, lang, country } = siteRow;
  const info: SiteInfo = {
    id: site.id,
    name: site.name,
    url: site.prodUrls[0] ?? site.devUrls[0] ?? "",
    devUrls: site.devUrls,
    prodUrls: site.prodUrls,
    servers: site.servers.map(({ id, name }) => ({ id, name })),
    fonts: fontRows.map(({ siteId: _, ...font }) => font),
    logos: logoRows.map(toLogo),
    isWinemaker: site.isWinemaker,
    isECommerce: site.isECommerce,
    isBuilding: site.isBuilding,
    technicalFileModel: site.technicalFileModel,
    dashboardType: site.dashboardType,
    defaultLang: { code: lang.code, label: lang.label, flag: lang.flag },
    languages: [toLanguage(lang, country)],
    banner: parameter("BANNER"),
    footerBanner: parameter("FOOTER_BANNER"),
    webp: switchOn("USE_WEBP", parameter("USE_WEBP")),
    popups: popupRows.map(({ startsAt, endsAt, ...popup }) => ({
      ...popup,
      startsAt: startsAt?.toISOString() ?? null,
      endsAt: endsAt?.toISOString() ?? null,
    })),
  };
  const built = buildPageTree(pageRows);
  // Without the blog, its page leaves the menus, the footer, the sitemap and GET /page/{url}.
  const { tree, byUrl } = switchOn("IS_BLOG_ACTIVATED", parameter("IS_BLOG_ACTIVATED"))
    ? built
    : withoutPages(built.tree, leadsToBlog);
  return { version: site.contentVersion, info, parameters, pageTree: tree, pagesByUrl: byUrl };
}
