import { createHash } from "node:crypto";
import { todayInParis } from "@vitrine/shared/account-rules";
import { PARAMETER_KEYS, PARAMETERS } from "@vitrine/shared/parameters";
import type { LayoutNode, PageNode } from "@vitrine/shared/schemas/site";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageLayouts, pages, paymentConfigs, popups, siteVisits } from "../../db/schema/index";
import { createTestApi, type TestApi } from "../../testing/api";
import {
  createComponentConf,
  createExternalApp,
  createFonts,
  createLogos,
  createPage,
  createPopup,
  createSite,
  setParameters,
} from "../../testing/factories/site";

let api: TestApi;

/** The home page's layout of site 1 (its parsed tree and hash are checked against it). */
const HOME_LAYOUT = {
  html: '<section class="p-accueil-hero"><h1>Des travaux faits avec soin</h1><p>Devis gratuit sous 48\u00a0h</p><script>alert(1)</script></section>',
  css: ".p-accueil-hero { padding: 4rem 0; }",
};
/** Root pages of each site, in menu order; "services" of site 1 only opens its children. */
const ROOTS: Record<1 | 2, string[]> = {
  1: ["accueil", "services", "realisations", "a-propos", "nous-contacter"],
  2: ["accueil", "a-propos", "nos-vins", "visites-degustations"],
};
const SERVICES = [
  { url: "renovation-interieure", title: "Rénovation intérieure" },
  { url: "renovation-exterieure", title: "Rénovation extérieure" },
];

async function writePages() {
  const db = api.database.db;
  const page = (siteId: 1 | 2, url: string) => ({ url, order: ROOTS[siteId].indexOf(url) + 1 });
  await createPage(db, 1, {
    ...page(1, "accueil"),
    title: "Accueil du site",
    menuTitle: "Accueil",
    layout: HOME_LAYOUT,
  });
  const services = await createPage(db, 1, { ...page(1, "services"), title: "Nos services", isText: true });
  for (const [index, child] of SERVICES.entries())
    await createPage(db, 1, { ...child, idParent: services.id, order: index + 1 });
  await createPage(db, 1, { ...page(1, "realisations"), cmsRoute: "/realisations" });
  await createPage(db, 1, { ...page(1, "a-propos"), menuTitle: "Qui sommes-nous" });
  await createPage(db, 1, {
    ...page(1, "nous-contacter"),
    menuIcon: "fa-solid fa-phone",
    isFixedOnRight: true,
  });
  for (const url of ROOTS[2])
    await createPage(db, 2, { ...page(2, url), ...(url === "a-propos" ? { menuTitle: "Le domaine" } : {}) });
}

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  await writePages();
  await createFonts(api.database.db, 1);
  await createLogos(api.database.db, 1, "Bâtiment d'essai");
  await createLogos(api.database.db, 2, "Domaine d'essai");
  await api.services.sites.invalidate(1);
  await api.services.sites.invalidate(2);
});

afterAll(async () => {
  await api?.close();
});

interface ParameterReply {
  id: number;
  type: string;
  kind: string;
  label: string;
  value: string | null;
}

async function parameters(site: number): Promise<Map<string, ParameterReply>> {
  const { status, body } = await api.call({ method: "GET", url: "/parameter", site });
  expect(status).toBe(200);
  return new Map((body.data as ParameterReply[]).map((p) => [p.type, p]));
}

/** Every node of a layout tree, depth first. */
function* walk(nodes: LayoutNode[]): Generator<LayoutNode> {
  for (const node of nodes) {
    yield node;
    if (typeof node === "object" && "tag" in node) yield* walk(node.children);
  }
}

function textOf(nodes: LayoutNode[]): string {
  return [...walk(nodes)].filter((n): n is string => typeof n === "string").join("");
}

function expectErrorEnvelope(body: { success: boolean; data: unknown; message: string }) {
  expect(body.success).toBe(false);
  expect(Object.keys(body).sort()).toEqual(["data", "message", "success"]);
  expect(typeof body.message).toBe("string");
  expect(body.message.length).toBeGreaterThan(0);
  expect(JSON.stringify(body)).not.toMatch(/\bat .+\.(?:ts|js):\d+|stack/i);
}

describe("GET /parameter", () => {
  it("lists every parameter key of the catalogue, with its kind and French label", async () => {
    const { status, body } = await api.call({ method: "GET", url: "/parameter" });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.message).toBe("");
    const list = body.data as ParameterReply[];
    expect(Array.isArray(list)).toBe(true);
    expect(list).toHaveLength(PARAMETER_KEYS.length);
    for (const item of list) {
      expect(Object.keys(item).sort()).toEqual(["id", "kind", "label", "type", "value"]);
      expect(typeof item.id).toBe("number");
    }
    const byType = new Map(list.map((p) => [p.type, p]));
    for (const key of PARAMETER_KEYS) {
      const parameter = byType.get(key);
      expect(parameter, key).toBeDefined();
      expect(parameter!.kind, key).toBe(PARAMETERS[key].kind);
      expect(parameter!.label, key).toBe(PARAMETERS[key].label);
    }
    expect(byType.get("COMPANY_NAME")!.label).toBe("Nom de l'entreprise");
    expect(byType.get("IS_BLOG_ACTIVATED")!.kind).toBe("BOOLEAN");
    expect(byType.get("PRIVACY_POLICY")!.kind).toBe("TEXT");
    expect(byType.get("FACEBOOK_URL")!.kind).toBe("LINK");
    expect(byType.get("FREE_SHIPPING_BOTTLE")!.kind).toBe("NUMBER");
  });

  it("gives a site the values written for it, and the catalogue's default for the others", async () => {
    const values = {
      COMPANY_NAME: "Bâtiment d'essai",
      COMPANY_PHONE: "02 97 00 00 00",
      PRIMARY_COLOR: "#1b3358",
      MENU_TYPE: "RELATIVE",
      IS_BLOG_ACTIVATED: "true",
      OPENING_HOURS_SATURDAY: null,
    };
    await setParameters(api.database.db, 1, values);
    await api.services.sites.invalidate(1);
    const p = await parameters(1);
    for (const [key, value] of Object.entries(values)) expect(p.get(key)!.value, key).toBe(value);
    for (const key of [
      "MENU_ICON_STYLE",
      "DETAIL_PAGE_MARGIN_TOP",
      "REPEAT_ANIMATION",
      "SEE_CART_ON_HOVER",
    ] as const)
      expect(p.get(key)!.value, key).toBe(PARAMETERS[key].defaultValue);
  });

  it("gives each site its own values", async () => {
    await setParameters(api.database.db, 2, { COMPANY_NAME: "Domaine d'essai", FREE_SHIPPING_BOTTLE: "12" });
    await api.services.sites.invalidate(2);
    const site2 = await parameters(2);
    expect(site2.get("COMPANY_NAME")!.value).toBe("Domaine d'essai");
    expect(site2.get("FREE_SHIPPING_BOTTLE")!.value).toBe("12");
    const site1 = await parameters(1);
    expect(site1.get("COMPANY_NAME")!.value).not.toBe("Domaine d'essai");
    const ids1 = new Set([...site1.values()].map((p) => p.id));
    for (const parameter of site2.values()) expect(ids1.has(parameter.id)).toBe(false);
  });
});

describe("GET /site/info", () => {
  it("describes a building company", async () => {
    const site = await createSite(api.database.db, {
      name: "Menuiserie d'essai",
      isBuilding: true,
      devUrls: ["http://menuiserie-essai.localhost:3000"],
      prodUrls: ["https://www.menuiserie-essai.fr", "https://menuiserie-essai.fr"],
    });
    const { status, body } = await api.call({ method: "GET", url: "/site/info", site: site.id });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const info = body.data;
    expect(info.id).toBe(site.id);
    expect(info.name).toBe("Menuiserie d'essai");
    expect(info.isBuilding).toBe(true);
    expect(info.isWinemaker).toBe(false);
    expect(info.isECommerce).toBe(false);
    expect(info.url).toBe("https://www.menuiserie-essai.fr");
    expect(info.devUrls).toEqual(site.devUrls);
    expect(info.prodUrls).toEqual(site.prodUrls);
    // The servers' IP addresses are never public.
    expect(info.servers).toEqual([{ id: 1, name: "web-1" }]);
    expect(JSON.stringify(body)).not.toContain("127.0.0.1");
    expect(info.defaultLang).toEqual({ code: "fr_FR", label: "Français", flag: "🇫🇷" });
    // The spec's Language entity (section 3), with its country: the site's languages.
    expect(info.languages).toEqual([
      {
        id: expect.any(Number),
        code: "fr_FR",
        label: "Français",
        deeplCode: "FR",
        country: {
          id: expect.any(Number),
          alphaTwo: "FR",
          alphaThree: "FRA",
          numCode: "250",
          name: "France",
        },
        isValid: true,
      },
    ]);
    expect(info.dashboardType).toBe("INTERNAL");
    expect(info.technicalFileModel).toBeNull();
    expect(info.banner).toBeNull();
    expect(info.webp).toBe(true);
  });

  it("describes a wine estate with a shop, and its banner", async () => {
    const banner = "Livraison offerte dès 12 bouteilles";
    const site = await createSite(api.database.db, {
      name: "Cave d'essai",
      isWinemaker: true,
      isECommerce: true,
      technicalFileModel: "WINE_SHEET",
      parameters: { BANNER: banner },
    });
    const { status, body } = await api.call({ method: "GET", url: "/site/info", site: site.id });
    expect(status).toBe(200);
    const info = body.data;
    expect(info.id).toBe(site.id);
    expect(info.name).toBe("Cave d'essai");
    expect(info.isWinemaker).toBe(true);
    expect(info.isECommerce).toBe(true);
    expect(info.isBuilding).toBe(false);
    expect(info.technicalFileModel).toBe("WINE_SHEET");
    expect(info.banner).toBe(banner);
    expect(info.defaultLang.code).toBe("fr_FR");
  });

  it("gives the site's fonts: title, content and menu", async () => {
    const { body } = await api.call({ method: "GET", url: "/site/info", site: 1 });
    const fonts = body.data.fonts as Array<{ type: string; size: number; weight: number; family: string }>;
    expect(fonts.map((f) => f.type).sort()).toEqual(["CONTENT", "MENU", "TITLE"]);
    const byType = new Map(fonts.map((f) => [f.type, f]));
    expect(byType.get("TITLE")).toMatchObject({
      size: 15,
      weight: 700,
      family: "Montserrat",
      style: "normal",
    });
    expect(byType.get("CONTENT")).toMatchObject({ size: 14, weight: 400, family: "Inter" });
    expect(byType.get("MENU")).toMatchObject({ size: 14, weight: 400, family: "Montserrat" });
  });

  it("lists the logos with their online image", async () => {
    const { body } = await api.call({ method: "GET", url: "/site/info", site: 1 });
    const logos = body.data.logos as Array<{
      type: string;
      filename: string;
      alt: string;
      onlineImage: { url: string; externalPath: string };
    }>;
    expect(logos.map((l) => l.type)).toEqual(["LOGO", "LOGO_FOOTER", "LOGO_FAVICON"]);
    const logo = logos[0]!;
    expect(logo.filename).toBe("logo.svg");
    expect(logo.alt).toBe("Bâtiment d'essai");
    expect(logo.onlineImage.url).toBe("/media/1/logo.svg");
    expect(logo.onlineImage.externalPath).toBe("/media/1/logo.svg");
    expect(logos[1]!.onlineImage.url).toBe("/media/1/logo-footer.svg");

    const site2 = await api.call({ method: "GET", url: "/site/info", site: 2 });
    expect(site2.body.data.logos[0].onlineImage.url).toBe("/media/2/logo.svg");
  });
});

describe("GET /page", () => {
  it("gives site 1's page tree in menu order", async () => {
    const { status, body } = await api.call({ method: "GET", url: "/page", site: 1 });
    expect(status).toBe(200);
    const tree = body.data as PageNode[];
    expect(tree.map((p) => p.url)).toEqual(ROOTS[1]);
    const services = tree[1]!;
    expect(services.children.map((p) => p.url)).toEqual(SERVICES.map((s) => s.url));
    expect(services.isText).toBe(true);
    for (const child of services.children) {
      expect(child.idParent).toBe(services.id);
      expect(child.path).toBe(`/services/${child.url}`);
      expect(child.children).toEqual([]);
    }
    expect(tree.map((p) => p.path)).toEqual(ROOTS[1].map((url) => (url === "accueil" ? "/" : `/${url}`)));
    for (const page of tree) {
      expect(page.idSite).toBe(1);
      expect(page.idParent).toBeNull();
      expect(page.isValid).toBe(true);
      expect(page.type).toBe("GRAPE");
    }
    expect(tree[0]!.cms).toEqual({ isCmsPage: true, route: null });
    expect(tree[2]!.cms).toEqual({ isCmsPage: false, route: "/realisations" });
  });

  it("gives the contact page its menu icon as an svg node", async () => {
    const { body } = await api.call({ method: "GET", url: "/page", site: 1 });
    const contact = (body.data as PageNode[]).find((p) => p.url === "nous-contacter")!;
    expect(contact.menuIcon).toBe("fa-solid fa-phone");
    expect(contact.isFixedOnRight).toBe(true);
    const icon = contact.icon as { tag: string; attrs: Record<string, string>; children: LayoutNode[] };
    expect(icon.tag).toBe("svg");
    expect(icon.attrs.class).toContain("icon-phone");
    expect(icon.attrs.viewBox).toMatch(/^0 0 \d+ \d+$/);
    expect(icon.attrs["aria-hidden"]).toBe("true");
    expect(icon.children[0]).toMatchObject({ tag: "path" });
    const home = (body.data as PageNode[]).find((p) => p.url === "accueil")!;
    expect(home.menuIcon).toBeNull();
    expect(home.icon).toBeNull();
  });

  it("gives site 2 its own pages", async () => {
    const { body } = await api.call({ method: "GET", url: "/page", site: 2 });
    const tree = body.data as PageNode[];
    expect(tree.map((p) => p.url)).toEqual(ROOTS[2]);
    for (const page of tree) expect(page.idSite).toBe(2);
  });
});

describe("GET /page/{url}", () => {
  it("gives the home page with its parsed, sanitized layout and css", async () => {
    const { status, body } = await api.call({ method: "GET", url: "/page/accueil", site: 1 });
    expect(status).toBe(200);
    const page = body.data;
    expect(page.url).toBe("accueil");
    expect(page.path).toBe("/");
    expect(page.title).toBe("Accueil du site");
    expect(page).not.toHaveProperty("children");
    expect(page.layout).not.toBeNull();
    expect(page.layout.css).toContain(".p-accueil-hero");
    expect(page.layout.hash).toMatch(/^[0-9a-f]{64}$/);
    const tree = page.layout.tree as LayoutNode[];
    expect(tree.length).toBeGreaterThan(0);
    const h1 = [...walk(tree)].find((n) => typeof n === "object" && "tag" in n && n.tag === "h1");
    expect(h1).toBeDefined();
    expect(textOf([h1!])).toBe("Des travaux faits avec soin");
    expect(textOf(tree)).toContain("Devis gratuit sous 48\u00a0h");
    expect(textOf(tree)).not.toContain("alert(1)");
    expect(page.ariane).toEqual([{ id: page.id, url: "accueil", name: "Accueil", path: "/" }]);

    // The hash is that of the stored, sanitized HTML.
    const [stored] = await api.database.db
      .select({ html: pageLayouts.html, hash: pageLayouts.hash })
      .from(pageLayouts)
      .where(eq(pageLayouts.pageId, page.id));
    expect(stored!.hash).toBe(page.layout.hash);
    expect(stored!.html).not.toContain("<script");
    expect(createHash("sha256").update(stored!.html, "utf8").digest("hex")).toBe(page.layout.hash);
  });

  it("gives a child page with its breadcrumb", async () => {
    const { url, title } = SERVICES[0]!;
    const { status, body } = await api.call({ method: "GET", url: `/page/${url}`, site: 1 });
    expect(status).toBe(200);
    expect(body.data.path).toBe(`/services/${url}`);
    expect(body.data.ariane.map((a: { url: string }) => a.url)).toEqual(["services", url]);
    expect(body.data.ariane.map((a: { name: string }) => a.name)).toEqual(["Nos services", title]);
    expect(body.data.ariane.map((a: { path: string }) => a.path)).toEqual(["/services", `/services/${url}`]);
  });

  it("gives a page without layout a null layout", async () => {
    const { status, body } = await api.call({ method: "GET", url: "/page/realisations", site: 1 });
    expect(status).toBe(200);
    expect(body.data.layout).toBeNull();
    expect(body.data.cms.route).toBe("/realisations");
  });

  it("answers 404 for an unknown page", async () => {
    const { status, body } = await api.call({ method: "GET", url: "/page/page-inexistante", site: 1 });
    expect(status).toBe(404);
    expectErrorEnvelope(body);
    expect(body.message).toBe("Cette page est introuvable.");
    expect(body.data).toBeNull();
  });

  it("never serves another site's page", async () => {
    const wines = await api.call({ method: "GET", url: "/page/nos-vins", site: 1 });
    expect(wines.status).toBe(404);
    expectErrorEnvelope(wines.body);
    expect((await api.call({ method: "GET", url: "/page/nos-vins", site: 2 })).status).toBe(200);

    const services = await api.call({ method: "GET", url: `/page/${SERVICES[0]!.url}`, site: 2 });
    expect(services.status).toBe(404);
    expect((await api.call({ method: "GET", url: "/page/realisations", site: 2 })).status).toBe(404);
  });

  it("serves a slug shared by both sites from the asking site", async () => {
    const site1 = await api.call({ method: "GET", url: "/page/a-propos", site: 1 });
    const site2 = await api.call({ method: "GET", url: "/page/a-propos", site: 2 });
    expect(site1.body.data.idSite).toBe(1);
    expect(site2.body.data.idSite).toBe(2);
    expect(site1.body.data.id).not.toBe(site2.body.data.id);
    expect(site2.body.data.menuTitle).toBe("Le domaine");
  });

  it("hides an invalid page", async () => {
    const [row] = await api.database.db
      .select({ id: pages.id })
      .from(pages)
      .where(and(eq(pages.siteId, 2), eq(pages.url, "visites-degustations")));
    await api.database.db.update(pages).set({ isValid: false }).where(eq(pages.id, row!.id));
    await api.services.sites.invalidate(2);
    try {
      const { status } = await api.call({ method: "GET", url: "/page/visites-degustations", site: 2 });
      expect(status).toBe(404);
      const tree = await api.call({ method: "GET", url: "/page", site: 2 });
      expect(tree.body.data.map((p: PageNode) => p.url)).not.toContain("visites-degustations");
    } finally {
      await api.database.db.update(pages).set({ isValid: true }).where(eq(pages.id, row!.id));
      await api.services.sites.invalidate(2);
    }
    expect((await api.call({ method: "GET", url: "/page/visites-degustations", site: 2 })).status).toBe(200);
  });

  it.each([
    ["..%2F", "path traversal"],
    ["UPPER", "upper case"],
    ["a".repeat(201), "too long"],
    ["with_underscore", "underscore"],
    ["-leading-dash", "leading dash"],
    ["double--dash", "double dash"],
  ])("answers 400 for a malformed slug (%s: %s)", async (slug) => {
    const { status, body } = await api.call({ method: "GET", url: `/page/${slug}`, site: 1 });
    expect(status).toBe(400);
    expectErrorEnvelope(body);
    expect(body.message).toBe("L'adresse demandée contient un paramètre invalide.");
    expect(body.data.errors).toHaveProperty("url");
  });
});

describe("GET /site/visit/{id}", () => {
  it("records a visit for the asking site", async () => {
    const source = `newsletter-${Date.now()}`;
    const { status, body } = await api.call({ method: "GET", url: `/site/visit/${source}`, site: 2 });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, data: null, message: "Visite enregistrée." });
    const rows = await api.database.db.select().from(siteVisits).where(eq(siteVisits.source, source));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ siteId: 2, count: 1, day: todayInParis() });
  });

  it("counts the calls of a day on one row per site and source", async () => {
    const source = "flyer-vannes";
    await api.call({ method: "GET", url: `/site/visit/${source}`, site: 1 });
    await api.call({ method: "GET", url: `/site/visit/${source}`, site: 1 });
    await api.call({ method: "GET", url: `/site/visit/${source}`, site: 2 });
    const rows = await api.database.db.select().from(siteVisits).where(eq(siteVisits.source, source));
    expect(rows.map((r) => [r.siteId, r.count]).sort()).toEqual([
      [1, 2],
      [2, 1],
    ]);
  });

  it("refuses an id longer than 100 characters", async () => {
    const { status, body } = await api.call({ method: "GET", url: `/site/visit/${"x".repeat(101)}` });
    expect(status).toBe(400);
    expectErrorEnvelope(body);
  });
});

describe("GET /component/conf/{slug}", () => {
  beforeAll(async () => {
    await createComponentConf(api.database.db, 1, "services-list", { nbItem: 4, display: "cards" });
    await createComponentConf(api.database.db, 1, "map", { zoom: 13, provider: "openstreetmap" });
    await createComponentConf(api.database.db, 2, "map", { zoom: 12, provider: "openstreetmap" });
  });

  it("gives the services-list configuration of site 1", async () => {
    const { status, body } = await api.call({ method: "GET", url: "/component/conf/services-list", site: 1 });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, data: { nbItem: 4, display: "cards" }, message: "" });
  });

  it("gives each site its own configuration", async () => {
    const site1 = await api.call({ method: "GET", url: "/component/conf/map", site: 1 });
    const site2 = await api.call({ method: "GET", url: "/component/conf/map", site: 2 });
    expect(site1.body.data).toEqual({ zoom: 13, provider: "openstreetmap" });
    expect(site2.body.data).toEqual({ zoom: 12, provider: "openstreetmap" });
  });

  it("answers 404 on a site that has no such configuration", async () => {
    const { status, body } = await api.call({ method: "GET", url: "/component/conf/services-list", site: 2 });
    expect(status).toBe(404);
    expectErrorEnvelope(body);
    expect(body.message).toBe("Ce composant n'est pas configuré.");
  });

  it.each(["Services_List", "..%2Fetc", "a".repeat(121)])(
    "answers 400 for a malformed slug %#",
    async (slug) => {
      const { status, body } = await api.call({ method: "GET", url: `/component/conf/${slug}`, site: 1 });
      expect(status).toBe(400);
      expectErrorEnvelope(body);
      expect(body.data.errors).toHaveProperty("slug");
    },
  );
});

describe("GET /external-app/{app}/config/public", () => {
  beforeAll(async () => {
    await createExternalApp(
      api.database.db,
      2,
      "PRODUCT_FILE_GENERATOR",
      { enabled: true, model: "WINE_SHEET", format: "pdf" },
      { apiKey: "secret" },
    );
  });

  it("gives site 2's product file generator configuration", async () => {
    const { status, body } = await api.call({
      method: "GET",
      url: "/external-app/PRODUCT_FILE_GENERATOR/config/public",
      site: 2,
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      data: { enabled: true, model: "WINE_SHEET", format: "pdf" },
      message: "",
    });
  });

  it("answers 404 on a site without the app", async () => {
    const { status, body } = await api.call({
      method: "GET",
      url: "/external-app/PRODUCT_FILE_GENERATOR/config/public",
      site: 1,
    });
    expect(status).toBe(404);
    expectErrorEnvelope(body);
    expect(body.message).toBe("Cette application n'est pas configurée pour ce site.");
  });

  it("answers 404 for an unknown app", async () => {
    const { status } = await api.call({
      method: "GET",
      url: "/external-app/UNKNOWN_APP/config/public",
      site: 2,
    });
    expect(status).toBe(404);
  });

  it.each(["lower-case", "product_file_generator", "1APP"])(
    "answers 400 for a malformed app name %s",
    async (app) => {
      const { status, body } = await api.call({
        method: "GET",
        url: `/external-app/${app}/config/public`,
        site: 2,
      });
      expect(status).toBe(400);
      expectErrorEnvelope(body);
      expect(body.data.errors).toHaveProperty("app");
    },
  );

  it("never serves the private configuration", async () => {
    const { body } = await api.call({
      method: "GET",
      url: "/external-app/PRODUCT_FILE_GENERATOR/config/public",
      site: 2,
    });
    expect(body.data).not.toHaveProperty("privateConfig");
    expect(JSON.stringify(body)).not.toContain("secret");
  });
});

describe("GET /custom-stripe/public-key", () => {
  it("gives the payment provider's public configuration", async () => {
    for (const site of [1, 2]) {
      const { status, body } = await api.call({ method: "GET", url: "/custom-stripe/public-key", site });
      expect(status).toBe(200);
      expect(body.success).toBe(true);
      expect(Object.keys(body.data).sort()).toEqual(["enabled", "provider", "publicKey"]);
      expect(body.data.provider).toBe("STRIPE");
      expect(typeof body.data.enabled).toBe("boolean");
      expect(body.data.enabled).toBe(body.data.publicKey !== null);
    }
    const site1 = await api.call({ method: "GET", url: "/custom-stripe/public-key", site: 1 });
    expect(site1.body.data).toEqual({ provider: "STRIPE", publicKey: null, enabled: false });
  });

  it("is enabled only with the site's public key and the platform's secret key", async () => {
    await api.database.db
      .insert(paymentConfigs)
      .values({ siteId: 2, publishableKey: "pk_test_site2" })
      .onConflictDoUpdate({ target: paymentConfigs.siteId, set: { publishableKey: "pk_test_site2" } });
    const read = async () =>
      (await api.call({ method: "GET", url: "/custom-stripe/public-key", site: 2 })).body.data;
    const secret = api.services.config.stripeSecretKey;
    try {
      api.services.config.stripeSecretKey = undefined;
      expect(await read()).toEqual({ provider: "STRIPE", publicKey: "pk_test_site2", enabled: false });
      api.services.config.stripeSecretKey = "sk_test_plateforme";
      // The reply is cached per content version: the key's change above moved it, not this one.
      await api.database.db
        .update(paymentConfigs)
        .set({ publishableKey: "pk_test_site2b" })
        .where(eq(paymentConfigs.siteId, 2));
      expect(await read()).toEqual({ provider: "STRIPE", publicKey: "pk_test_site2b", enabled: true });
    } finally {
      api.services.config.stripeSecretKey = secret;
    }
  });
});

describe("GET /popup/{id}", () => {
  beforeAll(async () => {
    await createPopup(api.database.db, 1, {
      title: "Aides à la rénovation 2026",
      content: "<p>MaPrimeRénov', certificats d'économies d'énergie : nous montons votre dossier.</p>",
      delaySeconds: 8,
      hideDurationDays: 30,
    });
    await createPopup(api.database.db, 2);
  });

  async function popupIdOf(siteId: number): Promise<number> {
    const [row] = await api.database.db
      .select({ id: popups.id })
      .from(popups)
      .where(eq(popups.siteId, siteId));
    return row!.id;
  }

  it("gives a popup of the site", async () => {
    const id = await popupIdOf(1);
    const { status, body } = await api.call({ method: "GET", url: `/popup/${id}`, site: 1 });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({
      id,
      title: "Aides à la rénovation 2026",
      delaySeconds: 8,
      hideDurationDays: 30,
      darkBackground: true,
      showOnEveryReload: false,
      style: {},
    });
    expect(body.data.content).toContain("MaPrimeRénov'");
    expect(body.data).not.toHaveProperty("siteId");
    expect(body.data).not.toHaveProperty("isActive");
  });

  it("lists the active popups in the site info, with what they need to open by themselves", async () => {
    const id = await popupIdOf(1);
    const every = await createPopup(api.database.db, 1, { delaySeconds: 2, showOnEveryReload: true });
    try {
      const { body } = await api.call({ method: "GET", url: "/site/info", site: 1 });
      expect(body.data.popups).toEqual([
        { id, delaySeconds: 8, showOnEveryReload: false, startsAt: null, endsAt: null },
        { id: every.id, delaySeconds: 2, showOnEveryReload: true, startsAt: null, endsAt: null },
      ]);
    } finally {
      await api.database.db.delete(popups).where(eq(popups.id, every.id));
    }
  });

  it("answers 404 for another site's popup", async () => {
    const id = await popupIdOf(2);
    const { status, body } = await api.call({ method: "GET", url: `/popup/${id}`, site: 1 });
    expect(status).toBe(404);
    expectErrorEnvelope(body);
    expect(body.message).toBe("Cette fenêtre n'existe pas.");
    expect((await api.call({ method: "GET", url: `/popup/${id}`, site: 2 })).status).toBe(200);
  });

  it("answers 404 for an unknown or inactive popup", async () => {
    expect((await api.call({ method: "GET", url: "/popup/2147483647", site: 1 })).status).toBe(404);
    const id = await popupIdOf(2);
    await api.database.db.update(popups).set({ isActive: false }).where(eq(popups.id, id));
    try {
      expect((await api.call({ method: "GET", url: `/popup/${id}`, site: 2 })).status).toBe(404);
    } finally {
      await api.database.db.update(popups).set({ isActive: true }).where(eq(popups.id, id));
    }
  });

  it.each(["abc", "0", "-1", "1.5", "2147483648", "99999999999"])("answers 400 for the id %s", async (id) => {
    const { status, body } = await api.call({ method: "GET", url: `/popup/${id}`, site: 1 });
    expect(status).toBe(400);
    expectErrorEnvelope(body);
    expect(body.data.errors).toHaveProperty("id");
  });
});
