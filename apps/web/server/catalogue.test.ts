/**
 * The catalogue of site 2 without JavaScript: a product's awards, pairings, technical facts and
 * sheet (PDF), the products recommended beside it, and the switches that govern the shop pages
 * (PRODUCT_DISPLAY, PRODUCT_ORDER, PRODUCT_ASPECT_RATIO, PRODUCT_PAGE_STYLE, USE_PRODUCT_STOCK,
 * DISPLAY_ALCOHOL_SELLING_MESSAGE, DISPLAY_ETHYLOTEST_MESSAGE), each on and off.
 */

import type { Services } from "@vitrine/api/composition";
import { ALCOHOL_MESSAGE, ETHYLOTEST_MESSAGE } from "@vitrine/shared/catalog-rules";
import type { Product } from "@vitrine/shared/schemas/shop";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestWebServer, pageRequests, siteProducts, type TestWebServer } from "./testing";

let web: TestWebServer;
let app: FastifyInstance;
let services: Services;
let products: Product[] = [];

beforeAll(async () => {
  web = await createTestWebServer();
  ({ app, services } = web);
  products = await siteProducts(app, 2);
});

afterAll(() => web?.close());

const { get } = pageRequests(() => app, "domaine-trois-moulins.localhost", 40);

/** The text of an HTML page, entities decoded, spaces collapsed. */
const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

const bySlug = (slug: string) => {
  const product = products.find((p) => p.slug === slug);
  if (!product) throw new Error(`No product ${slug}`);
  return product;
};
const productUrl = (p: Product) => `/boutique/${p.slug}/${p.id}`;
const MUSCADET = "muscadet-sevre-et-maine-sur-lie-les-trois-moulins";

/** Sets parameters of site 2 for the time of `run`, then puts the previous values back. */
async function withParameters(values: Record<string, string>, run: () => Promise<void>) {
  const before = new Map((await services.sites.getSnapshot(2))!.parameters.map((p) => [p.type, p.value]));
  for (const [key, value] of Object.entries(values)) await services.sites.updateParameter(2, key, value);
  try {
    await run();
  } finally {
    for (const key of Object.keys(values))
      await services.sites.updateParameter(2, key, before.get(key) ?? null);
  }
}

describe("product page", () => {
  it("shows the awards, the pairings with their icons, the technical facts and the sheet's link", async () => {
    const muscadet = bySlug(MUSCADET);
    const response = await get(productUrl(muscadet));
    expect(response.statusCode).toBe(200);
    const page = text(response.body);
    expect(page).toContain("Récompenses");
    expect(page).toContain("Médaille d'or – Concours général agricole de Paris 2025");
    expect(page).toContain("Médaille d'argent – Concours des vins du Val de Loire 2024");
    expect(response.body).toContain("product-award--gold");
    expect(page).toContain("Accords mets et vins Fruits de mer Poissons Apéritif");
    // Each pairing is named by its text; its drawing is hidden from screen readers.
    const pairings = /<ul class="product-pairings__list">([\s\S]*?)<\/ul>/.exec(response.body)?.[1] ?? "";
    expect(pairings.match(/<svg[^>]*aria-hidden="true"/g)).toHaveLength(3);
    expect(page).toContain("Appellation AOP Muscadet Sèvre et Maine sur lie");
    expect(page).toContain("Cépages Melon de Bourgogne");
    expect(page).toContain("Degré 12 % vol.");
    expect(response.body).toContain(`href="/boutique/fiche-technique/${muscadet.id}"`);
    expect(page).toContain("Télécharger la fiche technique (PDF)");
  });

  it("recommends the owner's picks as product cards", async () => {
    const response = await get(productUrl(bySlug(MUSCADET)));
    const section = /<section class="product-recommended"[\s\S]*?<\/section>/.exec(response.body)?.[0] ?? "";
    expect(text(section)).toMatch(/^Vous aimerez aussi/);
    const links = [...section.matchAll(/<h3 class="product-card__name"><a[^>]*href="([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(links).toHaveLength(4);
    expect(links.slice(0, 2)).toEqual([
      productUrl(bySlug("clisson-24-mois-sur-lies")),
      productUrl(bySlug("coffret-decouverte-3-bouteilles")),
    ]);
    expect(links).not.toContain(productUrl(bySlug(MUSCADET)));
  });

  it("downloads the technical sheet as a PDF, 404 for a product the site does not sell", async () => {
    const clisson = bySlug("clisson-24-mois-sur-lies");
    const sheet = await get(`/boutique/fiche-technique/${clisson.id}`);
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers["content-type"]).toBe("application/pdf");
    expect(sheet.headers["content-disposition"]).toContain("fiche-technique-clisson-24-mois-sur-lies.pdf");
    expect(sheet.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const vintage = await get(`/boutique/fiche-technique/${clisson.id}/${clisson.declinations[1]!.id}`);
    expect(vintage.headers["content-disposition"]).toContain("-2022.pdf");
    for (const url of [
      "/boutique/fiche-technique/999999",
      `/boutique/fiche-technique/${clisson.id}/999999`,
      "/boutique/fiche-technique/abc",
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it("hides the sheet's link when the site's generator is off", async () => {
    const muscadet = bySlug(MUSCADET);
    await web.testDb.database.db.execute(
      "update external_app_configs set public_config = public_config || '{\"enabled\": false}' where site_id = 2",
    );
    try {
      const response = await get(productUrl(muscadet));
      expect(response.body).not.toContain("/boutique/fiche-technique/");
      expect((await get(`/boutique/fiche-technique/${muscadet.id}`)).statusCode).toBe(404);
    } finally {
      await web.testDb.database.db.execute(
        "update external_app_configs set public_config = public_config || '{\"enabled\": true}' where site_id = 2",
      );
    }
  });
});

describe("shop switches", () => {
  it("PRODUCT_DISPLAY: a grid of cards, or one product a row", async () => {
    expect((await get("/boutique")).body).toContain('class="product-grid"');
    await withParameters({ PRODUCT_DISPLAY: "LIST" }, async () => {
      expect((await get("/boutique")).body).toContain('class="product-grid product-list"');
    });
  });

  it("PRODUCT_ORDER: by price unless the site orders by name (or newest, or its own order)", async () => {
    const names = (html: string) =>
      [...html.matchAll(/<h2 class="product-card__name"><a[^>]*>([^<]+)</g)].map((m) => text(m[1]!));
    const byPrice = names((await get("/boutique")).body);
    expect(byPrice[0]).toBe(text(bySlug(MUSCADET).name));
    await withParameters({ PRODUCT_ORDER: "NAME" }, async () => {
      const byName = names((await get("/boutique")).body);
      const api = await app.inject({
        method: "GET",
        url: "/api/product?nbItem=100&orderBy=name",
        headers: { idsite: "2" },
      });
      const expected = (api.json() as { data: { products: Product[] } }).data.products.map((p) =>
        text(p.name),
      );
      expect(byName).toEqual(expected);
      expect(byName).not.toEqual(byPrice);
      // The visitor's choice still wins.
      expect(names((await get("/boutique?tri=prix-croissant")).body)).toEqual(byPrice);
    });
  });

  it("PRODUCT_ASPECT_RATIO and PRODUCT_PAGE_STYLE shape the pictures and the product page", async () => {
    const url = productUrl(bySlug(MUSCADET));
    const classic = (await get(url)).body;
    expect(classic).toContain("product-detail product-detail--classic");
    expect(classic).toContain("--product-ratio:3/4");
    await withParameters({ PRODUCT_ASPECT_RATIO: "1/1", PRODUCT_PAGE_STYLE: "WIDE" }, async () => {
      const wide = (await get(url)).body;
      expect(wide).toContain("product-detail product-detail--wide");
      expect(wide).toContain("--product-ratio:1/1");
      expect((await get("/boutique")).body).toContain("--product-ratio:1/1");
    });
  });

  it("USE_PRODUCT_STOCK: the stock left and « Épuisé » shown, or not", async () => {
    const clisson = productUrl(bySlug("clisson-24-mois-sur-lies"));
    expect(text((await get(clisson)).body)).toContain("Plus que 3 en stock");
    expect(text((await get("/boutique")).body)).toContain("Épuisé");
    await withParameters({ USE_PRODUCT_STOCK: "false" }, async () => {
      expect(text((await get(clisson)).body)).not.toContain("en stock");
      expect(text((await get("/boutique")).body)).not.toContain("Épuisé");
    });
  });

  it("DISPLAY_ALCOHOL_SELLING_MESSAGE and DISPLAY_ETHYLOTEST_MESSAGE on every page that sells wine", async () => {
    const pages = ["/boutique", productUrl(bySlug(MUSCADET)), "/panier"];
    for (const page of pages) {
      const body = text((await get(page)).body);
      expect(body, page).toContain(ALCOHOL_MESSAGE);
      expect(body, page).toContain(ETHYLOTEST_MESSAGE);
    }
    await withParameters(
      { DISPLAY_ALCOHOL_SELLING_MESSAGE: "false", DISPLAY_ETHYLOTEST_MESSAGE: "false" },
      async () => {
        for (const page of pages) {
          const body = text((await get(page)).body);
          expect(body, page).not.toContain(ALCOHOL_MESSAGE);
          expect(body, page).not.toContain(ETHYLOTEST_MESSAGE);
        }
      },
    );
    await withParameters({ DISPLAY_ALCOHOL_SELLING_MESSAGE: "false" }, async () => {
      const body = text((await get("/boutique")).body);
      expect(body).not.toContain(ALCOHOL_MESSAGE);
      expect(body).toContain(ETHYLOTEST_MESSAGE);
    });
  });
});
