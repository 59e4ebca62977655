import { createHash } from "node:crypto";
import { todayInParis } from "@vitrine/shared/account-rules";
import { PARAMETER_KEYS, PARAMETERS } from "@vitrine/shared/parameters";
import type { LayoutNode, PageNode } from "@vitrine/shared/schemas/site";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageLayouts, pages, popups, siteVisits } from "../../db/schema/index";
import { createTestApi, type TestApi } from "../../testing/api";

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
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

  it("gives site 1 its company, theme and menu values", async () => {
    const p = await parameters(1);
    expect(p.get("COMPANY_NAME")!.value).toBe("Armor Habitat Rénovation");
    expect(p.get("LEGAL_COMPANY_NAME")!.value).toBe("Armor Habitat Rénovation SARL");
    expect(p.get("COMPANY_PHONE")!.value).toBe("02 97 40 12 58");
    expect(p.get("COMPANY_EMAIL")!.value).toBe("contact@armor-habitat.fr");
    expect(p.get("HEAD_OFFICE")!.value).toBe("14 rue des Artisans, ZA de Laroiseau, 56000 Vannes");
    expect(p.get("RCS_NUMBER")!.value).toBe("RCS Vannes 812 457 396");
    expect(p.get("INTRACO_VAT")!.value).toBe("FR44 812457396");
    expect(p.get("LEGAL_AGENT")!.value).toBe("Erwan Le Goff, gérant");
    // Theme: dark blue primary, pink accent.
    expect(p.get("PRIMARY_COLOR")!.value).toBe("#1b3358");
    expect(p.get("ACCENT_COLOR")!.value).toBe("#d6336c");
    expect(p.get("BACKGROUND_COLOR")!.value).toBe("#ffffff");
    expect(p.get("FOOTER_BACKGROUND_COLOR")!.value).toBe("#12243f");
    expect(p.get("MENU_TYPE")!.value).toBe("RELATIVE");
    expect(p.get("MENU_ICON_SIZE")!.value).toBe("12");
    expect(p.get("MENU_ICON_STYLE")!.value).toBe("fa-solid");
    expect(p.get("DETAIL_PAGE_MARGIN_TOP")!.value).toBe("28");
    expect(p.get("REPEAT_ANIMATION")!.value).toBe("false");
    expect(p.get("SEE_CART_ON_HOVER")!.value).toBe("false");
    expect(p.get("IS_BLOG_ACTIVATED")!.value).toBe("true");
  });

  it("gives each site its own values", async () => {
    const site2 = await parameters(2);
    expect(site2.get("COMPANY_NAME")!.value).toBe("Domaine des Trois Moulins");
    expect(site2.get("PRIMARY_COLOR")!.value).toBe("#5b1a2b");
    expect(site2.get("IS_BLOG_ACTIVATED")!.value).toBe("false");
    expect(site2.get("FREE_SHIPPING_BOTTLE")!.value).toBe("12");
    const site1 = await parameters(1);
    const ids1 = new Set([...site1.values()].map((p) => p.id));
    for (const parameter of site2.values()) expect(ids1.has(parameter.id)).toBe(false);
  });

  it("opens site 1 from 9h to 17h, Monday to Friday", async () => {
    const p = await parameters(1);
    for (const day of ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY"]) {
      expect(p.get(`OPENING_HOURS_${day}`)!.value, day).toBe("9h – 17h");
    }
    expect(p.get("OPENING_HOURS_SATURDAY")!.value).toBeNull();
    expect(p.get("OPENING_HOURS_SUNDAY")!.value).toBeNull();
  });

  it("holds legal texts with company placeholders", async () => {
    const p = await parameters(1);
    for (const key of ["COOKIE_POLICY", "LEGAL_NOTICE", "PRIVACY_POLICY", "USE_TERMS", "SALE_TERMS"]) {
      const value = p.get(key)!.value;
      expect(value, key).toMatch(/<p>/);
      expect(value, key).toContain("{{LEGAL_COMPANY_NAME}}");
    }
    const notice = p.get("LEGAL_NOTICE")!.value!;
    for (const placeholder of [
      "{{LEGAL_AGENT}}",
      "{{HEAD_OFFICE}}",
      "{{COMPANY_PHONE}}",
      "{{COMPANY_EMAIL}}",
      "{{RCS_NUMBER}}",
      "{{INTRACO_VAT}}",
    ]) {
      expect(notice).toContain(placeholder);
    }
    expect(p.get("USE_TERMS")!.value).toContain("CGU");
  });

  it("states the legal periods in the privacy policy", async () => {
    const policy = (await parameters(1)).get("PRIVACY_POLICY")!.value!;
    expect(policy).toContain("13 mois");
    expect(policy).toContain("3 ans");
    expect(policy).toContain("30 jours");
    expect(policy).toContain("10 jours ouvrés");
    for (const data of ["nom", "prénom", "adresse", "code postal", "e-mail", "téléphone"]) {
      expect(policy.toLowerCase()).toContain(data);
    }
  });
});

describe("GET /site/info", () => {
  it("describes site 1, a building company", async () => {
    const { status, body } = await api.call({ method: "GET", url: "/site/info", site: 1 });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const info = body.data;
    expect(info.id).toBe(1);
    expect(info.name).toBe("Armor Habitat Rénovation");
    expect(info.isBuilding).toBe(true);
    expect(info.isWinemaker).toBe(false);
    expect(info.isECommerce).toBe(false);
    expect(info.url).toBe("https://www.armor-habitat.fr");
    expect(info.devUrls).toEqual(["http://armor-habitat.localhost:3000"]);
    expect(info.prodUrls).toEqual(["https://www.armor-habitat.fr"]);
    // The servers' IP addresses are never public.
    expect(info.servers).toEqual([{ id: 1, name: "web-1" }]);
    expect(JSON.stringify(body)).not.toContain("127.0.0.1");
    expect(info.defaultLang).toEqual({ code: "fr_FR", label: "Français", flag: "🇫🇷" });
    expect(info.dashboardType).toBe("INTERNAL");
    expect(info.technicalFileModel).toBeNull();
    expect(info.banner).toBeNull();
    expect(info.webp).toBe(true);
  });

  it("describes site 2, a wine estate with a shop", async () => {
    const { status, body } = await api.call({ method: "GET", url: "/site/info", site: 2 });
    expect(status).toBe(200);
    const info = body.data;
    expect(info.id).toBe(2);
    expect(info.name).toBe("Domaine des Trois Moulins");
    expect(info.isWinemaker).toBe(true);
    expect(info.isECommerce).toBe(true);
    expect(info.isBuilding).toBe(false);
    expect(info.technicalFileModel).toBe("WINE_SHEET");
    expect(info.banner).toBe("Livraison offerte dès 12 bouteilles en France métropolitaine");
    expect(info.defaultLang.code).toBe("fr_FR");
  });

  it("gives the default fonts: title 15/700, content and menu 14/400", async () => {
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
    expect(logo.alt).toBe("Armor Habitat Rénovation");
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
    expect(tree.map((p) => p.url)).toEqual([
      "accueil",
      "services",
      "realisations",
      "a-propos",
      "blog-conseils",
      "nous-contacter",
    ]);
    const services = tree[1]!;
    expect(services.children.map((p) => p.url)).toEqual([
      "renovation-interieure",
      "renovation-exterieure",
      "installation-equipements",
      "entretien-maintenance",
    ]);
    expect(services.isText).toBe(true);
    for (const child of services.children) {
      expect(child.idParent).toBe(services.id);
      expect(child.path).toBe(`/services/${child.url}`);
      expect(child.children).toEqual([]);
    }
    expect(tree.map((p) => p.path)).toEqual([
      "/",
      "/services",
      "/realisations",
      "/a-propos",
      "/blog-conseils",
      "/nous-contacter",
    ]);
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
    expect(tree.map((p) => p.url)).toEqual([
      "accueil",
      "a-propos",
      "nos-vins",
      "boutique",
      "visites-degustations",
      "nous-contacter",
    ]);
    for (const page of tree) expect(page.idSite).toBe(2);
  });
});

describe("GET /page/{url}", () => {
  it("gives the home page with its parsed layout and css", async () => {
    const { status, body } = await api.call({ method: "GET", url: "/page/accueil", site: 1 });
    expect(status).toBe(200);
    const page = body.data;
    expect(page.url).toBe("accueil");
    expect(page.path).toBe("/");
    expect(page.title).toBe("Armor Habitat Rénovation – Rénovation et entretien de maisons à Vannes");
    expect(page).not.toHaveProperty("children");
    expect(page.layout).not.toBeNull();
    expect(page.layout.css).toContain(".p-accueil-hero");
    expect(page.layout.hash).toMatch(/^[0-9a-f]{64}$/);
    const tree = page.layout.tree as LayoutNode[];
    expect(tree.length).toBeGreaterThan(0);
    const h1 = [...walk(tree)].find((n) => typeof n === "object" && "tag" in n && n.tag === "h1");
    expect(h1).toBeDefined();
    expect(textOf([h1!])).toBe("Votre maison rénovée avec soin, de Vannes à Lorient");
    expect(textOf(tree)).toContain("Devis gratuit sous 48\u00a0h");
    expect(page.ariane).toEqual([{ id: page.id, url: "accueil", name: "Accueil", path: "/" }]);

    // The hash is that of the stored, sanitized HTML.
    const [stored] = await api.database.db
      .select({ html: pageLayouts.html, hash: pageLayouts.hash })
      .from(pageLayouts)
      .where(eq(pageLayouts.pageId, page.id));
    expect(stored!.hash).toBe(page.layout.hash);
    expect(createHash("sha256").update(stored!.html, "utf8").digest("hex")).toBe(page.layout.hash);
  });

  it("gives a child page with its breadcrumb", async () => {
    const { status, body } = await api.call({ method: "GET", url: "/page/renovation-interieure", site: 1 });
    expect(status).toBe(200);
    expect(body.data.path).toBe("/services/renovation-interieure");
    expect(body.data.ariane.map((a: { url: string }) => a.url)).toEqual([
      "services",
      "renovation-interieure",
    ]);
    expect(body.data.ariane.map((a: { name: string }) => a.name)).toEqual([
      "Nos services",
      "Rénovation intérieure",
    ]);
    expect(body.data.ariane.map((a: { path: string }) => a.path)).toEqual([
      "/services",
      "/services/renovation-interieure",
    ]);
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

    const services = await api.call({ method: "GET", url: "/page/renovation-interieure", site: 2 });
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
});

describe("GET /popup/{id}", () => {
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
