import { createHash } from "node:crypto";
import { PARAMETERS, type ParameterKey } from "@vitrine/shared/parameters";
import { parameterValueError } from "@vitrine/shared/schemas/parameters";
import type { LayoutNode, PageNode } from "@vitrine/shared/schemas/site";
import { and, asc, count, eq } from "drizzle-orm";
import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken } from "../../testing/admin-pages";
import { createTestApi, type TestApi } from "../../testing/api";
import { mediaCalls } from "../../testing/media";
import {
  awards,
  declinations,
  discountCodes,
  documentCounters,
  invoices,
  newsletterLists,
  orderLines,
  orders,
  orderTransitions,
  pageLayouts,
  popups,
} from "../schema/index";

/**
 * The demo seed itself: what the sample sites show (site 1 a builder's showcase, site 2 a wine
 * estate that sells online). The other API tests write their own data with testing/factories/;
 * the counts of the sample content are checked here only.
 */

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ seed: "demo" });
});

afterAll(async () => {
  await api?.close();
});

const get = (url: string, site: number | null = 1) => api.call({ method: "GET", url, site });
const slugs = (list: Array<{ slug: string }>) => list.map((item) => item.slug);

describe("the builder's sample site (1)", () => {
  it("offers four services in order, each with its CMS page and picture", async () => {
    const { body } = await get("/service?page=1&nbItem=100");
    expect(body.data.total).toBe(4);
    expect(slugs(body.data.services)).toEqual([
      "renovation-interieure",
      "renovation-exterieure",
      "installation-equipements",
      "entretien-maintenance",
    ]);
    for (const service of body.data.services) {
      expect(service.page.path).toBe(`/services/${service.slug}`);
      expect(service.image.url).toBe(`/media/1/service-${service.slug}.svg`);
    }
    const tagged = await get("/service?nbItem=100&tag=toiture,pompe-a-chaleur");
    expect(slugs(tagged.body.data.services)).toEqual(["renovation-exterieure", "installation-equipements"]);
    expect((await get("/service?title=lk:rénovation")).body.data.total).toBe(2);
  });

  it("publishes 8 articles in a blog named after its page, in three folders", async () => {
    const root = await get("/blog/folder");
    expect(root.body.data).toMatchObject({
      id: null,
      name: "Conseils",
      slug: "blog-conseils",
      articleCount: 8,
    });
    expect(slugs(root.body.data.children)).toEqual([
      "renovation-energetique",
      "entretien-de-la-maison",
      "amenagement-interieur",
    ]);
    const energy = root.body.data.children[0];
    expect(energy.articleCount).toBe(5);
    const folder = await get(`/blog/folder/${energy.id}`);
    expect(slugs(folder.body.data.children)).toEqual(["aides-et-financement"]);
    expect((await get("/blog/folder/list")).body.data.total).toBe(8);
    expect((await get("/blog/folder/list?tag=aides")).body.data.total).toBe(2);
    const pump = await get("/blog/folder/list?title=lk:pompe");
    expect(slugs(pump.body.data.blogs)).toEqual(["pompe-a-chaleur-maison-bretonne"]);
    const article = await get("/blog/folder/list?slug=maprimerenov-monter-son-dossier");
    expect(article.body.data.blogs[0].folder.slug).toBe("aides-et-financement");
    expect(article.body.data.blogs[0].cover.url).toMatch(/^\/media\/1\/blog\/.+\.svg$/);
  });

  it("has four news items, one promoted with its link", async () => {
    expect((await get("/news")).body.data.total).toBe(4);
    const promoted = await get("/news?promoted=true");
    expect(promoted.body.data.slug).toBe("portes-ouvertes-atelier");
    expect(promoted.body.data.link).toEqual({ url: "/nous-contacter", label: "Réserver ma place" });
    expect((await get("/news?title=lk:apprentis")).body.data.total).toBe(1);
  });

  it("shows at least 8 project albums of 3 to 5 pictures", async () => {
    const { body } = await get("/album?page=1&nbItem=100");
    expect(body.data.total).toBeGreaterThanOrEqual(8);
    for (const album of body.data.items) {
      expect(album.imageCount).toBeGreaterThanOrEqual(3);
      expect(album.imageCount).toBeLessThanOrEqual(5);
      expect(album.cover.onlineImage.externalPath).toMatch(/^\/media\/1\/projects\/.+\.svg$/);
    }
  });
});

describe("the builder's sample site (1): lists, forms, reviews, calendar", () => {
  it("shows its completed projects, each with an album, in the four service categories", async () => {
    const { body } = await get("/element/realisations");
    expect(body.data.total).toBeGreaterThanOrEqual(8);
    for (const project of body.data.items) {
      expect(project.albumId).toEqual(expect.any(Number));
      expect(project.location).toBeTruthy();
      expect(project.facts.length).toBeGreaterThanOrEqual(3);
    }
    expect(new Set(body.data.items.map((p: { category: string }) => p.category))).toEqual(
      new Set([
        "renovation-interieure",
        "renovation-exterieure",
        "installation-equipements",
        "entretien-maintenance",
      ]),
    );
    expect((await get("/element/realisations?category=renovation-exterieure")).body.data.total).toBe(3);
    expect((await get("/element/realisations?category=renovation-interieure")).body.data.total).toBe(3);
    expect((await get("/element/realisations?tag=salle-de-bains,toiture")).body.data.total).toBe(4);
    const sarzeau = await get("/element/realisations?location=lk:sarz");
    expect(slugs(sarzeau.body.data.items)).toEqual(["terrasse-baie-sarzeau"]);
    const upcoming = await get(`/element/evenements?startsAt=gte:${new Date().toISOString().slice(0, 10)}`);
    expect(upcoming.body.data.total).toBeGreaterThanOrEqual(2);
    const events = await get("/element/evenements");
    expect(
      events.body.data.items.some(
        (e: { registration: { capacity: number } | null }) => e.registration?.capacity === 12,
      ),
    ).toBe(true);
  });

  it("has its footer lists of badges and links", async () => {
    const logos = await get("/element/logo-footer?page=1&nbItem=100");
    expect(slugs(logos.body.data.items)).toEqual([
      "rge-qualibat",
      "qualifelec",
      "handibat",
      "garantie-decennale",
    ]);
    for (const logo of logos.body.data.items) expect(logo.image.url).toMatch(/^\/media\/1\/badges\/.+\.svg$/);
    expect((await get("/element/link-footer?page=1&nbItem=100")).body.data.total).toBeGreaterThanOrEqual(4);
  });

  it("has 8 reviews, 7 from Google and 1 from the site, averaging at least 4.5", async () => {
    const { body } = await get("/google/reviews?from=");
    expect(body.data.count).toBe(8);
    expect(body.data.average).toBeGreaterThanOrEqual(4.5);
    expect((await get("/google/reviews?from=GOOGLE")).body.data.count).toBe(7);
    expect((await get("/google/reviews?from=site")).body.data.count).toBe(1);
    expect((await get("/google/reviews?from=2026-01-01")).body.data.count).toBeLessThan(8);
  });

  it("has its contact and quote forms, its calendar and its logo", async () => {
    const quote = await get("/forms/devis");
    expect(quote.body.data.fields.some((f: { type: string }) => f.type === "file")).toBe(true);
    expect((await get("/forms/contact", 2)).body.data.name).toBe("Écrire au domaine");
    const contact = await get("/forms/contact");
    expect(contact.body.data.name).toBe("Nous contacter");
    expect(contact.body.data.fields.map((f: { name: string }) => f.name)).toEqual(
      expect.arrayContaining(["lastname", "firstname", "email", "subject", "message"]),
    );
    // The visit calendar: weekdays from 9h, more than ten open days next month.
    const now = new Date();
    const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    const calendar = await get(`/calendar/1/date/allowed/${next.getUTCMonth() + 1}/${next.getUTCFullYear()}`);
    expect(calendar.body.data.name).toBe("Visites techniques à domicile");
    expect(calendar.body.data.dates.length).toBeGreaterThan(10);
    for (const day of calendar.body.data.days) expect(day.slots[0].start).toMatch(/T09:00:00\+0[12]:00$/);
  });
});

describe("the wine estate's sample site (2)", () => {
  it("has no blog (IS_BLOG_ACTIVATED off), news or service of its own", async () => {
    const blog = await get("/blog/folder", 2);
    expect(blog.status).toBe(404);
    expect(blog.body.message).toBe("Le blog n'est pas proposé sur ce site.");
    expect((await get("/news", 2)).body.data).toEqual({ items: [], total: 0 });
    expect((await get("/news?promoted=true", 2)).body.data).toBeNull();
    expect((await get("/service", 2)).body.data).toEqual({ services: [], total: 0 });
    expect((await get("/google/reviews", 2)).body.data).toEqual({ items: [], average: null, count: 0 });
  });

  it("has both footer lists, the badges one empty: the start calls never answer 404", async () => {
    expect((await get("/element/logo-footer?page=1&nbItem=100", 2)).body.data).toEqual({
      items: [],
      total: 0,
    });
    expect((await get("/element/link-footer?page=1&nbItem=100", 2)).body.data.total).toBe(3);
  });

  it("sells 24 wines and 4 cases, the Muscadet first at 5,90 €", async () => {
    const { body } = await get("/product?nbItem=100", 2);
    expect(body.data.total).toBe(28);
    expect(body.data.products[0]).toMatchObject({
      slug: "muscadet-sevre-et-maine-sur-lie-les-trois-moulins",
      price: 590,
    });
    const count = async (query: string) => (await get(`/product?${query}`, 2)).body.data.total;
    expect(await count("type=WINE")).toBe(24);
    expect(await count("type=BOX")).toBe(4);
    expect(await count("kind=blanc")).toBe(13);
    expect(await count("kind=rouge")).toBe(3);
    expect(await count("kind=rosé")).toBe(3);
    expect(await count("kind=effervescent")).toBe(4);
    expect(await count("tags=cadeau,bulles")).toBe(8);
    expect(await count("search=lk:fruits-de-mer")).toBe(6);
    const boxes = await get("/product?type=BOX", 2);
    expect(
      boxes.body.data.products.map(
        (p: { declinations: Array<{ sellByMultipleOf: number }> }) => p.declinations[0]!.sellByMultipleOf,
      ),
    ).toEqual([3, 6, 3, 6]);
    expect(boxes.body.data.products.map((p: { price: number }) => p.price)).toEqual([3900, 4900, 6500, 8900]);
    const wines: Array<{
      appellation: string;
      grapes: string;
      degree: number | null;
      declinations: Array<{ capacity: number; capacityUnit: string }>;
    }> = body.data.products.filter((p: { type: string }) => p.type === "WINE");
    for (const wine of wines) {
      expect(wine.appellation).not.toBe("");
      expect(wine.grapes).not.toBe("");
      expect(wine.degree).toBeGreaterThan(10);
    }
    const sizes = new Set(wines.flatMap((w) => w.declinations.map((d) => `${d.capacity} ${d.capacityUnit}`)));
    expect([...sizes].sort()).toEqual(["1.5 L", "37.5 cl", "75 cl"]);
  });

  it("pairs its wines with 12 dishes, shows their medals and recommends the owner's picks", async () => {
    const icons = (await get("/parameter/product/meal-icon", 2)).body.data;
    expect(icons).toHaveLength(12);
    expect(icons[0]).toEqual({ id: expect.any(Number), name: "Fruits de mer", icon: "seafood" });
    const { body } = await get("/product?name=lk:Les Trois Moulins", 2);
    const muscadet = body.data.products[0];
    expect(muscadet.mealIcon.map((m: { name: string }) => m.name)).toEqual([
      "Fruits de mer",
      "Poissons",
      "Apéritif",
    ]);
    expect((await get(`/award?product=${muscadet.id}`, 2)).body.data).toEqual([
      expect.objectContaining({
        name: "Concours général agricole de Paris",
        year: 2025,
        medal: "Médaille d'or",
      }),
      expect.objectContaining({
        name: "Concours des vins du Val de Loire",
        year: 2024,
        medal: "Médaille d'argent",
      }),
    ]);
    const recommended = (await get(`/v2/product/recommended/${muscadet.id}`, 2)).body.data.products;
    expect(recommended.map((p: { slug: string }) => p.slug).slice(0, 2)).toEqual([
      "clisson-24-mois-sur-lies",
      "coffret-decouverte-3-bouteilles",
    ]);
    expect(recommended).toHaveLength(4);
    const [won] = await api.database.db.select({ total: count() }).from(awards).where(eq(awards.siteId, 2));
    expect(won?.total).toBe(14);
  });

  it("sells the Clisson by vintage and size, with its stock", async () => {
    const { body } = await get("/product?name=lk:Clisson", 2);
    const clisson = body.data.products[0];
    expect(clisson).toMatchObject({
      name: "Muscadet Clisson, 24 mois sur lies",
      price: 1950,
      image: { url: "/media/2/products/clisson.svg", width: 600, height: 800 },
    });
    expect(clisson.description).toContain("<dl>");
    expect(clisson.declinations).toEqual([
      expect.objectContaining({ variation1: "2023", variation2: "75 cl", price: 1950, stock: 48 }),
      expect.objectContaining({ variation1: "2022", variation2: "75 cl", price: 2100, stock: 3 }),
      expect.objectContaining({ variation1: "2022", variation2: "Magnum 150 cl", price: 3900, stock: 6 }),
    ]);
    expect(
      (await get("/variation", 2)).body.data.map((v: { displayLabel: string }) => v.displayLabel),
    ).toEqual(["Millésime", "Format"]);
  });

  it("offers BIENVENUE10: 10 % from 50 €", async () => {
    const [code] = await api.database.db.select().from(discountCodes).where(eq(discountCodes.siteId, 2));
    expect(code).toMatchObject({ code: "BIENVENUE10", kind: "PERCENT", value: 10, minimumSubtotal: 5000 });
  });
});

interface ParameterReply {
  id: number;
  type: string;
  value: string | null;
}

async function parameters(site: number): Promise<Map<string, ParameterReply>> {
  const { body } = await api.call({ method: "GET", url: "/parameter", site });
  return new Map((body.data as ParameterReply[]).map((p) => [p.type, p]));
}

/** Every node of a layout tree, depth first. */
function* walk(nodes: LayoutNode[]): Generator<LayoutNode> {
  for (const node of nodes) {
    yield node;
    if (typeof node === "object" && "tag" in node) yield* walk(node.children);
  }
}

const textOf = (nodes: LayoutNode[]) =>
  [...walk(nodes)].filter((n): n is string => typeof n === "string").join("");

describe("the sample sites' parameters, identity, pages and components", () => {
  it("seeds only values the panel itself would accept (a SIRET and a VAT number that exist)", async () => {
    for (const site of [1, 2]) {
      const checked: string[] = [];
      for (const [key, reply] of await parameters(site)) {
        if (reply.value === null || !(key in PARAMETERS)) continue;
        expect(parameterValueError(key as ParameterKey, reply.value), `${site} ${key}`).toBeNull();
        checked.push(key);
      }
      expect(checked).toEqual(expect.arrayContaining(["SIRET_NUMBER", "INTRACO_VAT", "COMPANY_EMAIL"]));
    }
  });

  it("gives site 1 its company, theme and menu values", async () => {
    const p = await parameters(1);
    expect(p.get("COMPANY_NAME")!.value).toBe("Armor Habitat Rénovation");
    expect(p.get("LEGAL_COMPANY_NAME")!.value).toBe("Armor Habitat Rénovation SARL");
    expect(p.get("COMPANY_PHONE")!.value).toBe("02 97 40 12 58");
    expect(p.get("COMPANY_EMAIL")!.value).toBe("contact@armor-habitat.fr");
    expect(p.get("HEAD_OFFICE")!.value).toBe("14 rue des Artisans, ZA de Laroiseau, 56000 Vannes");
    expect(p.get("RCS_NUMBER")!.value).toBe("RCS Vannes 812 457 398");
    expect(p.get("INTRACO_VAT")!.value).toBe("FR50 812457398");
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
  it("gives site 2 its own values", async () => {
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
  it("names the consumer mediator and every way the shop is paid in its terms of sale", async () => {
    for (const site of [1, 2]) {
      const p = await parameters(site);
      expect(p.get("CONSUMER_MEDIATOR")!.value, `site ${site}`).toMatch(/^CM2C, .*75008 Paris/);
      const terms = p.get("SALE_TERMS")!.value!;
      expect(terms).toContain("Le médiateur dont relève le vendeur est : {{CONSUMER_MEDIATOR}}.");
      expect(terms).not.toContain("figurent sur les devis et factures");
      for (const method of ["la carte bancaire", "le virement", "le chèque", "le paiement lors du retrait"]) {
        expect(terms, method).toContain(method);
      }
    }
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
  it("names the logos after the site", async () => {
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
  it("gives site 2 its pages", async () => {
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
  it("gives the home page with its parsed layout and css", async () => {
    const { status, body } = await api.call({ method: "GET", url: "/page/accueil", site: 1 });
    expect(status).toBe(200);
    const page = body.data;
    expect(page.url).toBe("accueil");
    expect(page.path).toBe("/");
    expect(page.title).toBe("Rénovation et entretien de maisons à Vannes");
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
  it("configures its components, the product sheet generator of site 2 and the popups", async () => {
    expect(
      (await api.call({ method: "GET", url: "/component/conf/services-list", site: 1 })).body.data,
    ).toEqual({
      nbItem: 4,
      display: "cards",
    });
    expect((await api.call({ method: "GET", url: "/component/conf/map", site: 2 })).body.data).toEqual({
      zoom: 12,
      provider: "openstreetmap",
    });
    const app = await api.call({
      method: "GET",
      url: "/external-app/PRODUCT_FILE_GENERATOR/config/public",
      site: 2,
    });
    expect(app.body.data).toEqual({ enabled: true, model: "WINE_SHEET", format: "A4" });
    const [popup] = await api.database.db.select().from(popups).where(eq(popups.siteId, 1));
    expect(popup).toMatchObject({
      title: `Aides à la rénovation ${new Date().getFullYear()}`,
      delaySeconds: 8,
      hideDurationDays: 30,
    });
    // The estate's open days come after the seeding day, with their year, and the popup ends with them.
    const [openDays] = await api.database.db.select().from(popups).where(eq(popups.siteId, 2));
    expect(openDays!.content).toMatch(/^<p>Les? samedi \d{1,2}(er)? .*\b20\d\d, dégustation/);
    expect(openDays!.endsAt!.getTime()).toBeGreaterThan(Date.now() + 21 * 86_400_000);
    expect((await api.call({ method: "GET", url: "/page/a-propos", site: 2 })).body.data.menuTitle).toBe(
      "Le domaine",
    );
  });
});

describe("the sample sites' addresses", () => {
  it("gives site 1 its head office in Vannes and site 2 its click-and-collect cellar in Vallet", async () => {
    const site1 = await api.call({ method: "GET", url: "/company/address", site: 1 });
    expect(site1.body.data.items).toEqual([
      expect.objectContaining({ name: "Siège et atelier de Vannes", city: "Vannes", isHeadOffice: true }),
    ]);
    const site2 = await api.call({ method: "GET", url: "/company/address", site: 2 });
    expect(site2.body.data.items).toEqual([
      expect.objectContaining({ name: "Caveau du domaine", city: "Vallet", isClickAndCollect: true }),
    ]);
  });
});

describe("the wine estate's delivery (2)", () => {
  it("ships to the door and to relay points, free from 12 bottles in mainland France", async () => {
    const muscadet = (await get("/product?nbItem=100", 2)).body.data.products[0];
    const bottle = muscadet.declinations[0].id;
    const quote = (quantity: number, postalCode = "44330") =>
      api.call({
        method: "POST",
        url: "/calculate/shipping-fees",
        site: 2,
        payload: { products: [{ idProduct: bottle, quantity }], postalCode, country: "FR" },
      });
    const six = (await quote(6)).body.data;
    expect(six.carriers.map((c: { name: string; price: number }) => [c.name, c.price])).toEqual([
      ["Mondial Relay en point relais", 890],
      ["Colissimo à domicile", 1790],
    ]);
    expect((await quote(12)).body.data.carriers.every((c: { price: number }) => c.price === 0)).toBe(true);
    expect((await quote(6, "20000")).body.data.carriers.map((c: { price: number }) => c.price)).toEqual([
      2990,
    ]);
    expect((await quote(2)).status).toBe(422);
  });

  it("keeps 13 relay points around Vallet, Clisson and Nantes, and pickup at the cellar", async () => {
    const search = (postalCode: string, city: string) =>
      api.call({
        method: "POST",
        url: "/relay/access-points",
        site: 2,
        payload: { postalCode, city, country: "FR" },
      });
    const vallet = (await search("44330", "Vallet")).body.data.items;
    expect(vallet).toHaveLength(10);
    expect(vallet[0]).toMatchObject({ name: "Tabac-Presse Le Valletais", city: "Vallet" });
    expect(vallet[0].distance).toBeLessThan(500);
    expect(vallet[0].openingHours).toHaveLength(7);
    const nantes = (await search("44000", "Nantes")).body.data.items;
    expect(nantes[0].city).toBe("Nantes");
    const places = (await get("/click-and-collect", 2)).body.data;
    expect(places).toEqual([
      expect.objectContaining({
        name: "Caveau du domaine",
        leadHours: 24,
        address: expect.objectContaining({ city: "Vallet" }),
      }),
    ]);
    expect(places[0].schedules).toHaveLength(10);
  });
});

describe("the sample sites' accounts and newsletters", () => {
  it("has the wine estate ask the birth date, refuse minors and offer two newsletter lists", async () => {
    const p = await parameters(2);
    for (const key of ["ASK_BIRTHDATE_AT_REGISTER", "BLOCK_MINORS_FROM_REGISTERING", "ENABLE_NEWSLETTER"])
      expect(p.get(key)!.value, key).toBe("true");
    expect((await parameters(1)).get("ENABLE_NEWSLETTER")!.value).toBe("false");
    const lists = await api.database.db
      .select({ name: newsletterLists.name })
      .from(newsletterLists)
      .where(eq(newsletterLists.siteId, 2))
      .orderBy(newsletterLists.order);
    expect(lists.map((l) => l.name)).toEqual(["Nouvelles du domaine", "Offres et ventes privées"]);
  });

  it("writes a platform operator and an administrator per site, with their credentials", () => {
    expect(api.credentials.map((c) => [c.role, c.email])).toEqual([
      ["SUPER_ADMIN", "superadmin@vitrine.localhost"],
      ["ADMIN", "admin@armor-habitat.fr"],
      ["ADMIN", "admin@domaine-trois-moulins.fr"],
    ]);
  });
});

describe("the sample sites' media libraries", () => {
  it("hold every sample picture, each with its alt text and size; the logo is in use", async () => {
    const admin = await adminToken(api.services, api.database.db, 1);
    const library = mediaCalls(api, admin.token, 1);
    const list = await library.list("nbItem=100&orderBy=name");
    expect(list.status).toBe(200);
    const files = list.body.data.items as Array<{
      id: number;
      url: string;
      alt: string;
      width: number;
      name: string;
    }>;
    expect(list.body.data.total).toBeGreaterThanOrEqual(60);
    expect(files.every((file) => file.alt.trim() !== "" && file.width > 0)).toBe(true);
    const logo = files.find((file) => file.url === "/media/1/logo.svg")!;
    expect(logo.alt).toBe("Armor Habitat Rénovation");
    const uses = (await library.usage(logo.id)).body.data.uses as Array<{ type: string }>;
    expect(uses.map((use) => use.type)).toContain("LOGO");
    expect((await library.remove(logo.id)).status).toBe(409);
  });
});

/** The amount of the sample orders sold in the last 30 days (cents), the dashboard's 30-day sales. */
const SOLD_IN_30_DAYS = 76_980;

describe("the wine estate's sample orders (2)", () => {
  const siteOrders = () =>
    api.database.db.select().from(orders).where(eq(orders.siteId, 2)).orderBy(asc(orders.createdAt));

  it("has 11 orders of the last 45 days in every state, none on site 1", async () => {
    const list = await siteOrders();
    expect(list).toHaveLength(11);
    const [other] = await api.database.db.select({ n: count() }).from(orders).where(eq(orders.siteId, 1));
    expect(other!.n).toBe(0);
    const byStatus: Record<string, number> = {};
    for (const order of list) byStatus[order.status] = (byStatus[order.status] ?? 0) + 1;
    expect(byStatus).toEqual({
      delivered: 3,
      collected: 1,
      cancelled: 1,
      shipped: 1,
      readyForPickup: 1,
      preparing: 1,
      paid: 2,
      awaitingPayment: 1,
    });
    const now = Date.now();
    for (const order of list) {
      expect(now - order.createdAt.getTime()).toBeGreaterThan(0);
      expect(now - order.createdAt.getTime()).toBeLessThan(45 * 86_400_000);
    }
    const year = (order: (typeof list)[number]) =>
      new Intl.DateTimeFormat("fr-FR", { year: "numeric", timeZone: "Europe/Paris" }).format(order.createdAt);
    expect(list.map((order) => order.reference)).toEqual(
      list.map((order, i) => `${year(order)}-${String(i + 1).padStart(6, "0")}`),
    );
    const transfer = list.find((order) => order.status === "awaitingPayment")!;
    expect(transfer).toMatchObject({ paymentMethod: "TRANSFER", paidAt: null });
    const cancelled = list.find((order) => order.status === "cancelled")!;
    expect(cancelled).toMatchObject({ paymentMethod: "CARD", paidAt: null, stockReleased: true });
  });

  it("delivers at home, at relay points and at the cellar, with the fees of the carriers' rates", async () => {
    const list = await siteOrders();
    expect(list.map((order) => order.shippingFees)).toEqual([
      2290, 0, 890, 1490, 0, 890, 0, 1790, 1790, 890, 0,
    ]);
    const kinds = list.map((order) =>
      order.deliveryType === "clickAndCollect" ? "cellar" : order.delivery.accessPoint ? "relay" : "home",
    );
    expect(kinds).toEqual([
      "home",
      "cellar",
      "relay",
      "home",
      "home",
      "relay",
      "cellar",
      "home",
      "home",
      "relay",
      "home",
    ]);
    for (const order of list.filter((o) => o.deliveryType === "clickAndCollect")) {
      expect(order).toMatchObject({ shippingAddress: null, carrierId: null });
      expect(order.delivery.pickup?.place).toBe("Caveau du domaine — La Grande Moulinière, 44330 Vallet");
      expect(order.pickupDate).toBe(order.delivery.pickup?.date);
      expect(order.calendarId).not.toBeNull();
    }
    const relay = list.find((order) => order.delivery.accessPoint)!;
    expect(relay.delivery).toMatchObject({
      carrierName: "Mondial Relay en point relais",
      carrierKind: "PICKUP",
    });
  });

  it("prices each line from its declination, and each total from its lines and fees", async () => {
    const list = await siteOrders();
    const lines = await api.database.db
      .select({ line: orderLines, price: declinations.price, reference: declinations.reference })
      .from(orderLines)
      .innerJoin(declinations, eq(declinations.id, orderLines.declinationId))
      .where(eq(orderLines.siteId, 2));
    expect(lines).toHaveLength(17);
    for (const order of list) {
      const own = lines.filter((row) => row.line.orderId === order.id);
      expect(own.length).toBeGreaterThan(0);
      for (const row of own) {
        expect(row.line.unitPrice).toBe(row.price);
        expect(row.line.reference).toBe(row.reference);
        expect(row.line.stockReserved).toBe(false);
      }
      expect(order.subtotal).toBe(own.reduce((sum, row) => sum + row.line.unitPrice * row.line.quantity, 0));
      expect(order.total).toBe(order.subtotal + order.shippingFees - order.discount);
    }
    expect(list.reduce((sum, order) => sum + order.total, 0)).toBe(140_790);
    const first = lines.find((row) => row.reference === "TM-MVV-24-75")!;
    expect(first.line).toMatchObject({
      variationLabel: "2024 · 75 cl",
      quantity: 6,
      unitPrice: 1190,
      vatRate: 2000,
    });
    // The stock is the seed's own: the sample orders took none.
    const [stock] = await api.database.db
      .select({ stock: declinations.stock })
      .from(declinations)
      .where(and(eq(declinations.siteId, 2), eq(declinations.reference, "TM-MVV-24-75")));
    expect(stock!.stock).toBe(180);
  });

  it("records every move to the current state and invoices each paid order in the order of payment", async () => {
    const list = await siteOrders();
    const moves = await api.database.db
      .select()
      .from(orderTransitions)
      .where(eq(orderTransitions.siteId, 2))
      .orderBy(asc(orderTransitions.at), asc(orderTransitions.id));
    for (const order of list) {
      const own = moves.filter((move) => move.orderId === order.id);
      expect(own[0]).toMatchObject({ fromStatus: null, toStatus: "awaitingPayment", at: order.createdAt });
      for (let i = 1; i < own.length; i++) expect(own[i]!.fromStatus).toBe(own[i - 1]!.toStatus);
      expect(own.at(-1)!.toStatus).toBe(order.status);
    }
    const delivered = moves.filter((move) => move.orderId === list[0]!.id).map((move) => move.toStatus);
    expect(delivered).toEqual(["awaitingPayment", "paid", "preparing", "shipped", "delivered"]);
    const bills = await api.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.siteId, 2))
      .orderBy(asc(invoices.sequence));
    const paid = list
      .filter((order) => order.paidAt)
      .sort((a, b) => a.paidAt!.getTime() - b.paidAt!.getTime());
    expect(paid).toHaveLength(9);
    expect(bills.map((bill) => [bill.kind, bill.sequence, bill.orderId, bill.total])).toEqual(
      paid.map((order, i) => ["invoice", i + 1, order.id, order.total]),
    );
    for (const bill of bills) expect(bill.number).toMatch(new RegExp(`^F-\\d{4}-00000${bill.sequence}$`));
    const counters = await api.database.db
      .select({ kind: documentCounters.kind, last: documentCounters.last })
      .from(documentCounters)
      .where(eq(documentCounters.siteId, 2))
      .orderBy(asc(documentCounters.kind));
    expect(counters).toEqual([
      { kind: "invoice", last: 9 },
      { kind: "order", last: 11 },
    ]);
  });

  it("is what the dashboard charts: the sales of the last 30 days on their Paris days", async () => {
    const { token } = await adminToken(api.services, api.database.db, 2);
    const reply = await api.call({
      method: "GET",
      url: "/admin/dashboard?period=day",
      site: 2,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(reply.status).toBe(200);
    const { shop } = reply.body.data;
    const today = DateTime.now().setZone("Europe/Paris").startOf("day");
    const parisDay = (at: Date) => DateTime.fromJSDate(at, { zone: "Europe/Paris" }).toISODate();
    const list = await siteOrders();
    // Sold: paid, prepared, shipped, ready, delivered (the one cancelled 26 days ago and the
    // transfer awaited since yesterday are no sale; the older ones are out of the 30 days).
    const days = [19, 12, 8, 5, 3, 2].map((n) => today.minus({ days: n }).toISODate());
    const expected = days.map((day) => {
      const placed = list.filter((order) => parisDay(order.createdAt) === day);
      expect(placed).toHaveLength(1);
      return { start: day, orders: 1, amount: placed[0]!.total };
    });
    expect(shop.series).toHaveLength(30);
    expect(shop.series.filter((point: { orders: number }) => point.orders > 0)).toEqual(expected);
    const amount = expected.reduce((sum, point) => sum + point.amount, 0);
    expect(amount).toBe(SOLD_IN_30_DAYS);
    expect(shop.averageBasket).toBe(Math.round(amount / 6));
    expect(shop.ordersByStatus).toEqual([
      { status: "paid", count: 2 },
      { status: "awaitingPayment", count: 1 },
      { status: "cancelled", count: 1 },
      { status: "delivered", count: 1 },
      { status: "preparing", count: 1 },
      { status: "readyForPickup", count: 1 },
      { status: "shipped", count: 1 },
    ]);
  });
});
