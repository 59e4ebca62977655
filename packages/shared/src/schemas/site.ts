import { z } from "zod";

/** Reply shapes of the site domain, shared by the API (serialization, OpenAPI) and the SDK (types). */

export const ParameterSchema = z.object({
  id: z.number(),
  type: z.string(),
  kind: z.enum(["STRING", "TEXT", "BOOLEAN", "NUMBER", "LINK"]),
  label: z.string(),
  value: z.string().nullable(),
});
export type Parameter = z.infer<typeof ParameterSchema>;

export const OnlineImageSchema = z.object({
  id: z.number(),
  externalId: z.string().nullable(),
  externalType: z.string().nullable(),
  externalPath: z.string(),
  url: z.string(),
});

export const LogoSchema = z.object({
  id: z.number(),
  filename: z.string(),
  type: z.enum(["LOGO", "LOGO_FOOTER", "LOGO_LIGHT_THEME", "LOGO_DARK_THEME", "LOGO_FAVICON"]),
  alt: z.string(),
  width: z.number(),
  height: z.number(),
  onlineImage: OnlineImageSchema,
});
export type Logo = z.infer<typeof LogoSchema>;

export const FontSchema = z.object({
  id: z.number(),
  type: z.enum(["TITLE", "CONTENT", "MENU"]),
  family: z.string(),
  color: z.string(),
  size: z.number(),
  weight: z.number(),
  style: z.string(),
});
export type Font = z.infer<typeof FontSchema>;

/** The spec's Language (section 3), with its country. */
export const LanguageSchema = z.object({
  id: z.number(),
  code: z.string(),
  label: z.string(),
  deeplCode: z.string(),
  country: z.object({
    id: z.number(),
    alphaTwo: z.string(),
    alphaThree: z.string(),
    numCode: z.string(),
    name: z.string(),
  }),
  isValid: z.boolean(),
});
export type Language = z.infer<typeof LanguageSchema>;

export const SiteInfoSchema = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  devUrls: z.array(z.string()),
  prodUrls: z.array(z.string()),
  /** The servers' names; their IP addresses stay private (never in a public reply). */
  servers: z.array(z.object({ id: z.number(), name: z.string() })),
  fonts: z.array(FontSchema),
  logos: z.array(LogoSchema),
  isWinemaker: z.boolean(),
  isECommerce: z.boolean(),
  isBuilding: z.boolean(),
  technicalFileModel: z.string().nullable(),
  dashboardType: z.string(),
  defaultLang: z.object({ code: z.string(), label: z.string(), flag: z.string() }),
  /** The languages the site is shown in (its default language: fr_FR only, spec section 9). */
  languages: z.array(LanguageSchema),
  banner: z.string().nullable(),
  footerBanner: z.string().nullable(),
  webp: z.boolean(),
  /** Active popups, opened by themselves after their delay (once per visit, or at every reload). */
  /** Active popups; startsAt and endsAt (ISO, either null) bound when they open by themselves. */
  popups: z.array(
    z.object({
      id: z.number(),
      delaySeconds: z.number(),
      showOnEveryReload: z.boolean(),
      startsAt: z.string().nullable(),
      endsAt: z.string().nullable(),
    }),
  ),
});
export type SiteInfo = z.infer<typeof SiteInfoSchema>;
/** The site as public pages read it: its addresses and servers stay on the server. */
export type PageSiteInfo = Omit<SiteInfo, "devUrls" | "prodUrls" | "servers">;

/** A node of a layout parsed at save time: text, an element, or a component placeholder. */
export type LayoutNode =
  | string
  | { tag: string; attrs: Record<string, string>; children: LayoutNode[] }
  | { component: string; props: Record<string, unknown> };

export const LayoutNodeSchema: z.ZodType<LayoutNode> = z.union([
  z.string(),
  z.object({
    tag: z.string(),
    attrs: z.record(z.string(), z.string()),
    children: z.array(z.lazy(() => LayoutNodeSchema)),
  }),
  z.object({ component: z.string(), props: z.record(z.string(), z.unknown()) }),
]);

export const PageLinkSchema = z.object({
  type: z.enum(["NONE", "INTERNAL", "EXTERNAL", "JS"]),
  url: z.string().nullable(),
  jsCode: z.string().nullable(),
});

const PageBaseSchema = z.object({
  id: z.number(),
  idSite: z.number(),
  idParent: z.number().nullable(),
  url: z.string(),
  /** Path of the page on the site, "/" for the home page. */
  path: z.string(),
  title: z.string(),
  menuTitle: z.string().nullable(),
  /** The title of search results and the browser's tab; the title when null. */
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  menuIcon: z.string().nullable(),
  /** The menu icon as an inline SVG node. */
  icon: LayoutNodeSchema.nullable(),
  isValid: z.boolean(),
  order: z.number(),
  isText: z.boolean(),
  type: z.string(),
  showInMenu: z.boolean(),
  isFixedOnRight: z.boolean(),
  useAbsoluteMenu: z.boolean(),
  reload: z.boolean(),
  cms: z.object({ isCmsPage: z.boolean(), route: z.string().nullable() }),
  isCustomHeader: z.boolean(),
  isCustomFooter: z.boolean(),
  link: PageLinkSchema,
});

export type PageNode = z.infer<typeof PageBaseSchema> & { children: PageNode[] };
export const PageNodeSchema: z.ZodType<PageNode> = PageBaseSchema.extend({
  children: z.array(z.lazy(() => PageNodeSchema)),
});

export const PageLayoutSchema = z.object({
  id: z.number(),
  css: z.string(),
  hash: z.string(),
  tree: z.array(LayoutNodeSchema),
});

export const PageDetailSchema = PageBaseSchema.extend({
  layout: PageLayoutSchema.nullable(),
  ariane: z.array(z.object({ id: z.number(), url: z.string(), name: z.string(), path: z.string() })),
});
export type PageDetail = z.infer<typeof PageDetailSchema>;

export const PopupSchema = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  style: z.record(z.string(), z.string()),
  darkBackground: z.boolean(),
  showOnEveryReload: z.boolean(),
  hideDurationDays: z.number(),
  delaySeconds: z.number(),
});
export type Popup = z.infer<typeof PopupSchema>;
