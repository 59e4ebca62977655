import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../testing/api";

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

describe("the wine estate's sample site (2)", () => {
  it("has no blog, news or service of its own", async () => {
    expect((await get("/blog/folder", 2)).body.data).toMatchObject({ name: "Blog", articleCount: 0 });
    expect((await get("/news", 2)).body.data).toEqual({ items: [], total: 0 });
    expect((await get("/news?promoted=true", 2)).body.data).toBeNull();
    expect((await get("/service", 2)).body.data).toEqual({ services: [], total: 0 });
  });
});
