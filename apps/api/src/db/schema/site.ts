import type { LayoutNode } from "@vitrine/shared/schemas/site";
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { languages } from "./reference";

export interface SiteServer {
  id: number;
  name: string;
  ip: string;
}

export const sites = pgTable("sites", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  isWinemaker: boolean("is_winemaker").notNull().default(false),
  isECommerce: boolean("is_e_commerce").notNull().default(false),
  isBuilding: boolean("is_building").notNull().default(false),
  technicalFileModel: text("technical_file_model"),
  dashboardType: text("dashboard_type").notNull().default("INTERNAL"),
  defaultLangId: integer("default_lang_id")
    .notNull()
    .references(() => languages.id),
  /** Hosts (with scheme and port) the site answers on, for development and production. */
  devUrls: jsonb("dev_urls").$type<string[]>().notNull().default([]),
  prodUrls: jsonb("prod_urls").$type<string[]>().notNull().default([]),
  servers: jsonb("servers").$type<SiteServer[]>().notNull().default([]),
  /** Bumped by every admin write that changes the cached site snapshot. */
  contentVersion: integer("content_version").notNull().default(1),
  /** Set while the platform has suspended the site: its hosts answer a 503 page, its public calls too. */
  suspendedAt: timestamp("suspended_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const parameterKind = pgEnum("parameter_kind", ["STRING", "TEXT", "BOOLEAN", "NUMBER", "LINK"]);

export const siteParameters = pgTable(
  "site_parameters",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    kind: parameterKind("kind").notNull(),
    label: text("label").notNull(),
    value: text("value"),
  },
  (t) => [unique().on(t.siteId, t.type)],
);

export const fontType = pgEnum("font_type", ["TITLE", "CONTENT", "MENU"]);

export const fonts = pgTable(
  "fonts",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    type: fontType("type").notNull(),
    family: text("family").notNull(),
    color: text("color").notNull(),
    size: integer("size").notNull(),
    weight: integer("weight").notNull(),
    style: text("style").notNull().default("normal"),
  },
  (t) => [unique().on(t.siteId, t.type)],
);

export const logoType = pgEnum("logo_type", [
  "LOGO",
  "LOGO_FOOTER",
  "LOGO_LIGHT_THEME",
  "LOGO_DARK_THEME",
  "LOGO_FAVICON",
]);

export const logos = pgTable(
  "logos",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    type: logoType("type").notNull(),
    filename: text("filename").notNull(),
    url: text("url").notNull(),
    alt: text("alt").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    externalId: text("external_id"),
    externalType: text("external_type"),
  },
  (t) => [unique().on(t.siteId, t.type)],
);

export const pageLinkType = pgEnum("page_link_type", ["NONE", "INTERNAL", "EXTERNAL", "JS"]);

export const pages = pgTable(
  "pages",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    idParent: integer("id_parent").references((): AnyPgColumn => pages.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    title: text("title").notNull(),
    menuTitle: text("menu_title"),
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    menuIcon: text("menu_icon"),
    isValid: boolean("is_valid").notNull().default(true),
    order: integer("order").notNull().default(0),
    isText: boolean("is_text").notNull().default(false),
    type: text("type").notNull().default("GRAPE"),
    showInMenu: boolean("show_in_menu").notNull().default(true),
    isFixedOnRight: boolean("is_fixed_on_right").notNull().default(false),
    useAbsoluteMenu: boolean("use_absolute_menu").notNull().default(false),
    reload: boolean("reload").notNull().default(false),
    isCmsPage: boolean("is_cms_page").notNull().default(false),
    cmsRoute: text("cms_route"),
    isCustomHeader: boolean("is_custom_header").notNull().default(false),
    isCustomFooter: boolean("is_custom_footer").notNull().default(false),
    linkType: pageLinkType("link_type").notNull().default("NONE"),
    linkUrl: text("link_url"),
    linkJsCode: text("link_js_code"),
    /** Set when the page went to the trash: a trashed page is no part of the site. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** The page whose deletion put this one in the trash (itself for the page deleted). */
    trashedWith: integer("trashed_with"),
  },
  (t) => [unique().on(t.siteId, t.url), index().on(t.siteId, t.idParent)],
);

export const pageLayouts = pgTable(
  "page_layouts",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    pageId: integer("page_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    /** The layout editor's project, to re-open the layout. */
    project: jsonb("project").$type<Record<string, unknown>>().notNull().default({}),
    html: text("html").notNull(),
    css: text("css").notNull(),
    /** SHA-256 (hex) of the sanitized HTML. */
    hash: text("hash").notNull(),
    tree: jsonb("tree").$type<LayoutNode[]>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.pageId), index().on(t.siteId)],
);

/** Visits from tracked links (?from=), counted per site, source and day (Europe/Paris). */
export const siteVisits = pgTable(
  "site_visit_counts",
  {
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    source: text("source").notNull(),
    day: date("day").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.source, t.day] })],
);

export const componentConfs = pgTable(
  "component_confs",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    conf: jsonb("conf").$type<Record<string, unknown>>().notNull(),
  },
  (t) => [unique().on(t.siteId, t.slug)],
);

export const popups = pgTable(
  "popups",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    content: text("content").notNull(),
    style: jsonb("style").$type<Record<string, string>>().notNull().default({}),
    darkBackground: boolean("dark_background").notNull().default(true),
    showOnEveryReload: boolean("show_on_every_reload").notNull().default(false),
    /** Days the popup stays hidden once closed. */
    hideDurationDays: integer("hide_duration_days").notNull().default(7),
    delaySeconds: integer("delay_seconds").notNull().default(3),
    isActive: boolean("is_active").notNull().default(true),
    /** Shown from this moment, and until the end one (either open when null). */
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
  },
  (t) => [index().on(t.siteId)],
);

/** Configuration of an external app (e.g. PRODUCT_FILE_GENERATOR); only publicConfig is ever served. */
export const externalAppConfigs = pgTable(
  "external_app_configs",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    app: text("app").notNull(),
    publicConfig: jsonb("public_config").$type<Record<string, unknown>>().notNull().default({}),
    privateConfig: jsonb("private_config").$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [unique().on(t.siteId, t.app)],
);

/** The site's card payment account (customStripe); the secret key lives only in the environment. */
export const paymentConfigs = pgTable("payment_configs", {
  siteId: integer("site_id")
    .primaryKey()
    .references(() => sites.id, { onDelete: "cascade" }),
  provider: text("provider").notNull().default("STRIPE"),
  publishableKey: text("publishable_key"),
  accountId: text("account_id"),
});
