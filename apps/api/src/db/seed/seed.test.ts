import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../testing/api";
import { discountCodes } from "../schema/index";

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
    const contact = await get("/forms/contact");
    expect(contact.body.data.fields.map((f: { name: string }) => f.name)).toEqual(
      expect.arrayContaining(["lastname", "firstname", "email", "subject", "message"]),
    );
    expect((await get("/calendar/1/date/allowed/3/2030")).status).toBe(200);
  });
});

describe("the wine estate's sample site (2)", () => {
  it("has no blog, news or service of its own", async () => {
    expect((await get("/blog/folder", 2)).body.data).toMatchObject({ name: "Blog", articleCount: 0 });
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

  it("sells six wines and two cases, the Muscadet first at 5,90 €", async () => {
    const { body } = await get("/product?nbItem=100", 2);
    expect(body.data.total).toBe(8);
    expect(body.data.products[0]).toMatchObject({
      slug: "muscadet-sevre-et-maine-sur-lie-les-trois-moulins",
      price: 590,
    });
    const count = async (query: string) => (await get(`/product?${query}`, 2)).body.data.total;
    expect(await count("type=WINE")).toBe(6);
    expect(await count("type=BOX")).toBe(2);
    expect(await count("kind=blanc")).toBe(4);
    expect(await count("tags=cadeau,bulles")).toBe(3);
    expect(await count("search=lk:fruits-de-mer")).toBe(3);
    const boxes = await get("/product?type=BOX", 2);
    expect(
      boxes.body.data.products.map(
        (p: { declinations: Array<{ sellByMultipleOf: number }> }) => p.declinations[0]!.sellByMultipleOf,
      ),
    ).toEqual([3, 6]);
    expect(boxes.body.data.products.map((p: { price: number }) => p.price)).toEqual([3900, 4900]);
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
