import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { declinations, products } from "../../db/schema/index";
import { createTestApi, type TestApi } from "../../testing/api";
import { createProduct, createVariations, type ProductValues } from "../../testing/factories/shop";
import { expectFrenchError } from "../content/testing";
import { otherShopSite, shopCaller, testProduct } from "./testing";

/** The catalog of the wine estate (site 2): listing, filters, order, pagination, one product, variations. */

let api: TestApi;
let call: ReturnType<typeof shopCaller>;

/** The catalog of site 2, written by the factory: the counts below are computed from it. */
const CATALOG: Array<ProductValues & { slug: string; name: string; tags: string[]; kind: string }> = [
  {
    slug: "muscadet-sur-lie",
    name: "Muscadet sur lie",
    kind: "blanc",
    tags: ["aperitif", "fruits-de-mer"],
    declinations: [{ variation1: "2024", variation2: "75 cl", price: 590, stock: 120 }],
  },
  {
    slug: "clisson-24-mois-sur-lies",
    name: "Muscadet Clisson, 24 mois sur lies",
    kind: "blanc",
    tags: ["fruits-de-mer", "garde"],
    summary: "Un cru communal né sur le granite de Clisson.",
    description: '<dl><dt>Sol</dt><dd>Granite</dd></dl><script>alert(1)</script><p onclick="x()">Garde</p>',
    imageUrl: "/media/2/products/clisson.svg",
    imageAlt: "Bouteille de Clisson",
    declinations: [
      { variation1: "2023", variation2: "75 cl", price: 1950, stock: 48 },
      { variation1: "2022", variation2: "75 cl", price: 2100, stock: 3 },
      {
        variation1: "2022",
        variation2: "Magnum 150 cl",
        price: 3900,
        capacity: 1.5,
        capacityUnit: "L",
        stock: 6,
      },
    ],
  },
  {
    slug: "rose-de-loire",
    name: "Rosé de Loire",
    kind: "rosé",
    tags: ["aperitif"],
    declinations: [{ price: 850 }],
  },
  {
    slug: "cremant-de-loire-brut",
    name: "Crémant de Loire brut",
    kind: "effervescent",
    tags: ["bulles", "fete"],
    declinations: [{ price: 1290 }, { price: 2600, capacity: 1.5, capacityUnit: "L" }],
  },
  {
    slug: "gros-plant",
    name: "Gros-plant du Pays nantais",
    kind: "blanc",
    tags: ["fruits-de-mer"],
    declinations: [{ price: 650 }],
  },
  {
    slug: "chardonnay",
    name: "Chardonnay",
    kind: "blanc",
    tags: ["aperitif"],
    declinations: [{ price: 990 }],
  },
  {
    slug: "coffret-decouverte",
    name: "Coffret découverte",
    type: "BOX",
    kind: "coffret",
    tags: ["cadeau"],
    declinations: [{ price: 3500, sellByMultipleOf: 3 }],
  },
  {
    slug: "caisse-pays-nantais-6-bouteilles",
    name: "Caisse du Pays nantais, 6 bouteilles",
    type: "BOX",
    kind: "coffret",
    tags: ["cadeau"],
    declinations: [{ price: 4200, sellByMultipleOf: 6 }],
  },
];
const priceOf = (product: (typeof CATALOG)[number]) =>
  Math.min(...product.declinations!.map((d) => d.price!));
/** Slugs of the catalog's products that `keep`, by lowest price (the list's default order). */
const expected = (keep: (product: (typeof CATALOG)[number]) => boolean) =>
  CATALOG.filter(keep)
    .sort((a, b) => priceOf(a) - priceOf(b))
    .map((p) => p.slug);
const hasTag =
  (...tags: string[]) =>
  (p: (typeof CATALOG)[number]) =>
    p.tags.some((t) => tags.includes(t));

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  call = shopCaller(api);
  for (const [index, product] of CATALOG.entries())
    await createProduct(api.database.db, 2, { ...product, order: index + 1 });
  await createVariations(api.database.db, 2, [
    { label: "Millésime" },
    { label: "Contenance", displayLabel: "Format" },
  ]);
});

afterAll(async () => {
  await api?.close();
});

const get = (url: string, site = 2) => call({ method: "GET", url, site });
type Listed = { id: number; name: string; slug: string; price: number; kind: string; type: string };
const slugs = (list: Listed[]) => list.map((p) => p.slug);

const PRODUCT_KEYS = [
  "appellation",
  "createdAt",
  "declinations",
  "degree",
  "description",
  "grapes",
  "id",
  "image",
  "kind",
  "mealIcon",
  "name",
  "order",
  "price",
  "slug",
  "summary",
  "tags",
  "tasting",
  "type",
  "vinification",
];
const DECLINATION_KEYS = [
  "capacity",
  "capacityUnit",
  "hasShippingFees",
  "id",
  "price",
  "reference",
  "sellByMultipleOf",
  "stock",
  "variation1",
  "variation2",
  "variation3",
];

describe("GET /product", () => {
  it("lists the estate's products by lowest price, 10 per page by default", async () => {
    const { status, body } = await get("/product");
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.total).toBe(CATALOG.length);
    const list: Array<Listed & { declinations: Array<{ price: number }> }> = body.data.products;
    expect(list).toHaveLength(CATALOG.length);
    expect(slugs(list)).toEqual(expected(() => true));
    const prices = list.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(list[0]!.price).toBe(Math.min(...CATALOG.map(priceOf)));
    for (const product of list) {
      expect(Object.keys(product).sort()).toEqual(PRODUCT_KEYS);
      expect(product.price).toBe(Math.min(...product.declinations.map((d) => d.price)));
      for (const declination of product.declinations) {
        expect(Object.keys(declination).sort()).toEqual(DECLINATION_KEYS);
        expect(Number.isInteger(declination.price)).toBe(true);
      }
    }
  });

  it("describes a product with its declinations, picture and sanitized description", async () => {
    const { body } = await get("/product?name=lk:Clisson");
    const clisson = body.data.products[0];
    expect(clisson).toMatchObject({
      type: "WINE",
      name: "Muscadet Clisson, 24 mois sur lies",
      kind: "blanc",
      price: 1950,
      image: { url: "/media/2/products/clisson.svg", width: 600, height: 800 },
    });
    expect(clisson.image.alt).toMatch(/Clisson/);
    expect(clisson.description).toContain("<dl>");
    expect(clisson.description).not.toMatch(/<script|on\w+=/i);
    expect(clisson.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(clisson.declinations).toEqual([
      expect.objectContaining({ variation1: "2023", variation2: "75 cl", price: 1950, stock: 48 }),
      expect.objectContaining({ variation1: "2022", variation2: "75 cl", price: 2100, stock: 3 }),
      expect.objectContaining({
        variation1: "2022",
        variation2: "Magnum 150 cl",
        price: 3900,
        capacity: 1.5,
        capacityUnit: "L",
      }),
    ]);
    const { body: boxes } = await get("/product?type=BOX");
    expect(
      boxes.data.products.map(
        (p: { declinations: Array<{ sellByMultipleOf: number }> }) => p.declinations[0]!.sellByMultipleOf,
      ),
    ).toEqual(CATALOG.filter((p) => p.type === "BOX").map((p) => p.declinations![0]!.sellByMultipleOf));
  });

  it("paginates up to 100 items", async () => {
    const page1 = await get("/product?page=1&nbItem=3");
    const page3 = await get("/product?page=3&nbItem=3");
    expect(page1.body.data.products).toHaveLength(3);
    expect(page3.body.data.products).toHaveLength(CATALOG.length - 6);
    expect(page3.body.data.total).toBe(CATALOG.length);
    const all = await get("/product?page=1&nbItem=100");
    expect(slugs(all.body.data.products).slice(6)).toEqual(slugs(page3.body.data.products));
    expect((await get("/product?page=9&nbItem=3")).body.data).toEqual({
      products: [],
      total: CATALOG.length,
    });
  });

  it("orders by price (desc too), name, order and creation date", async () => {
    const desc = (await get("/product?nbItem=100&orderBy=price:desc")).body.data.products as Listed[];
    expect(desc.map((p) => p.price)).toEqual(desc.map((p) => p.price).sort((a, b) => b - a));
    const byName = (await get("/product?nbItem=100&orderBy=name")).body.data.products as Listed[];
    const names = byName.map((p) => p.name);
    expect([[...names].sort(), [...names].sort((a, b) => a.localeCompare(b, "fr"))]).toContainEqual(names);
    const byOrder = (await get("/product?nbItem=100&orderBy=order")).body.data.products as Listed[];
    expect(slugs(byOrder)).toEqual(CATALOG.map((p) => p.slug));
    expect((await get("/product?orderBy=createdAt:desc")).status).toBe(200);
  });

  it("like-matches name and search, whatever the case", async () => {
    const muscadet = await get("/product?name=lk:MUSCADET");
    expect(slugs(muscadet.body.data.products)).toEqual(expected((p) => /muscadet/i.test(p.name)));
    expect(muscadet.body.data.total).toBe(2);
    const exact = await get(`/product?name=${encodeURIComponent("Rosé de Loire")}`);
    expect(slugs(exact.body.data.products)).toEqual(["rose-de-loire"]);
    // search reads the name, the summary, the kind and the tags.
    expect(slugs((await get("/product?search=lk:granite")).body.data.products)).toEqual([
      "clisson-24-mois-sur-lies",
    ]);
    expect(slugs((await get("/product?search=effervescent")).body.data.products)).toEqual([
      "cremant-de-loire-brut",
    ]);
    const seafood = await get("/product?search=lk:fruits-de-mer&nbItem=100");
    expect(slugs(seafood.body.data.products)).toEqual(expected(hasTag("fruits-de-mer")));
    // Wildcards are taken as typed.
    expect((await get("/product?search=lk:%25")).body.data.total).toBe(0);
    expect((await get("/product?name=lk:_")).body.data.total).toBe(0);
    expect((await get("/product?name=lk:%27%3B%20drop%20table%20products")).body.data.total).toBe(0);
  });

  it("equal-matches kind and tags (any of a comma-separated list), and filters by type", async () => {
    const count = (keep: (product: (typeof CATALOG)[number]) => boolean) => CATALOG.filter(keep).length;
    expect((await get("/product?kind=blanc")).body.data.total).toBe(count((p) => p.kind === "blanc"));
    expect(slugs((await get(`/product?kind=${encodeURIComponent("rosé")}`)).body.data.products)).toEqual([
      "rose-de-loire",
    ]);
    expect((await get("/product?kind=coffret")).body.data.total).toBe(count((p) => p.kind === "coffret"));
    expect((await get("/product?kind=rouge")).body.data).toEqual({ products: [], total: 0 });
    expect((await get("/product?kind=blan")).body.data.total).toBe(0);
    expect((await get("/product?tags=cadeau")).body.data.total).toBe(count(hasTag("cadeau")));
    expect(slugs((await get("/product?tags=cadeau,bulles")).body.data.products)).toEqual(
      expected(hasTag("cadeau", "bulles")),
    );
    expect((await get("/product?tags=cad")).body.data.total).toBe(0);
    const boxes = count((p) => p.type === "BOX");
    expect((await get("/product?type=BOX")).body.data.total).toBe(boxes);
    expect((await get("/product?type=WINE")).body.data.total).toBe(CATALOG.length - boxes);
    expect((await get("/product?type=df:WINE")).body.data.total).toBe(boxes);
    expect((await get("/product?kind=blanc&tags=aperitif")).body.data.total).toBe(
      count((p) => p.kind === "blanc" && p.tags.includes("aperitif")),
    );
    expect((await get("/product?kind=&tags=")).body.data.total).toBe(CATALOG.length);
  });

  it("refuses unknown filters, operators it cannot take, bad pagination and orders, in French", async () => {
    const cases: Array<[string, string]> = [
      ["/product?price=10", "price"],
      ["/product?tags=lk:cad", "tags"],
      ["/product?type=RED", "type"],
      ["/product?type=lt:WINE", "type"],
      ["/product?search=gt:a", "search"],
      ["/product?nbItem=101", "nbItem"],
      ["/product?nbItem=0", "nbItem"],
      ["/product?page=abc", "page"],
      ["/product?orderBy=stock", "orderBy"],
      ["/product?orderBy=price:up", "orderBy"],
    ];
    for (const [url, field] of cases) {
      const { status, body } = await get(url);
      expect(status, url).toBe(400);
      expectFrenchError(body);
      expect(body.message).toBe("Les paramètres de la liste sont invalides.");
      expect(body.data.errors[field], url).toEqual(expect.any(String));
    }
    expect((await get("/product?price=10")).body.data.errors.price).toBe("Ce filtre n'existe pas.");
  });

  it("hides inactive products, inactive declinations and products with nothing left to sell", async () => {
    const hidden = await testProduct(api, { price: 100, productActive: false });
    const withdrawn = await testProduct(api, { price: 110, isActive: false });
    const partly = await testProduct(api, { price: 120, isActive: false });
    await api.database.db
      .insert(declinations)
      .values({ siteId: 2, productId: partly.productId, price: 1500, reference: "ESSAI-ACTIVE" });
    const { body } = await get("/product?nbItem=100&name=lk:essai");
    expect(body.data.products.map((p: { id: number }) => p.id)).toEqual([partly.productId]);
    expect(body.data.products[0].price).toBe(1500);
    expect(body.data.products[0].declinations).toHaveLength(1);
    for (const id of [hidden.productId, withdrawn.productId]) {
      const one = await get(`/product/${id}`);
      expect(one.status).toBe(404);
      expect(one.body.message).toBe("Ce produit n'existe pas.");
    }
    await api.database.db.delete(products).where(eq(products.id, partly.productId));
  });
});

describe("the price a product is sold from", () => {
  it("is its lowest declination in stock, as its card shows it and the list sorts it", async () => {
    const product = await createProduct(api.database.db, 2, {
      name: "Cuvée à deux prix",
      declinations: [
        { variation1: "2023", price: 700, stock: 0, reference: "DEUX-23" },
        { variation1: "2024", price: 900, stock: 5, reference: "DEUX-24" },
      ],
    });
    const priced = async () =>
      (await get("/product?nbItem=100&name=lk:deux prix")).body.data.products[0].price as number;
    expect(await priced()).toBe(900);
    // Everything sold out: the lowest price still says what the wine costs.
    await api.database.db
      .update(declinations)
      .set({ stock: 0 })
      .where(eq(declinations.productId, product.id));
    expect(await priced()).toBe(700);
    // A shop that does not count its stock sells each declination.
    await api.database.db.update(declinations).set({ stock: 5 }).where(eq(declinations.reference, "DEUX-24"));
    await api.services.sites.updateParameter(2, "HANDLE_STOCK", "false");
    try {
      expect(await priced()).toBe(700);
    } finally {
      await api.services.sites.updateParameter(2, "HANDLE_STOCK", "true");
      await api.database.db.delete(products).where(eq(products.id, product.id));
    }
  });
});

describe("GET /product/{id}", () => {
  it("answers one product with its active declinations", async () => {
    const { body: list } = await get("/product?tags=bulles");
    const id = list.data.products[0].id;
    const { status, body } = await get(`/product/${id}`);
    expect(status).toBe(200);
    expect(body.data).toEqual(list.data.products[0]);
    expect(body.data.declinations.map((d: { variation1: string | null }) => d.variation1)).toEqual([
      null,
      null,
    ]);
  });

  it("answers 404 in French for an unknown or another site's product, 400 for a malformed id", async () => {
    const unknown = await get("/product/999999");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, data: null, message: "Ce produit n'existe pas." });
    const other = await otherShopSite(api);
    expect((await get(`/product/${other.productId}`)).status).toBe(404);
    expect((await get(`/product/${other.productId}`, other.siteId)).status).toBe(200);
    expect((await get("/product", other.siteId)).body.data.total).toBe(1);
    for (const bad of ["abc", "0", "-3", "1.5", "99999999999"]) {
      const reply = await get(`/product/${bad}`);
      expect(reply.status, bad).toBe(400);
      expectFrenchError(reply.body);
      expect(reply.body.message).toBe("L'adresse demandée contient un paramètre invalide.");
    }
  });
});

describe("stock in the catalog", () => {
  it("shows the stock while the site handles it (HANDLE_STOCK), null otherwise", async () => {
    const stockOf = async () => {
      const { body } = await get("/product?name=lk:Clisson");
      return body.data.products[0].declinations.map((d: { stock: number | null }) => d.stock);
    };
    expect(await stockOf()).toEqual([48, 3, 6]);
    await api.services.sites.updateParameter(2, "HANDLE_STOCK", "false");
    try {
      expect(await stockOf()).toEqual([null, null, null]);
    } finally {
      await api.services.sites.updateParameter(2, "HANDLE_STOCK", "true");
    }
  });
});

describe("GET /variation", () => {
  it("names variation1 and variation2 of the estate's declinations, in order", async () => {
    const { status, body } = await get("/variation");
    expect(status).toBe(200);
    expect(body.data).toEqual([
      { id: expect.any(Number), position: 1, label: "Millésime", displayLabel: "Millésime" },
      { id: expect.any(Number), position: 2, label: "Contenance", displayLabel: "Format" },
    ]);
  });
});

describe("a site that does not sell online", () => {
  it("answers 404 « Cette boutique n'existe pas. » on every catalog call, before reading the address", async () => {
    for (const url of ["/product", "/product?nbItem=100", "/product/1", "/product/abc"]) {
      const { status, body } = await get(url, 1);
      expect(status, url).toBe(404);
      expect(body).toEqual({ success: false, data: null, message: "Cette boutique n'existe pas." });
    }
  });

  it("answers an empty list of variations (GET /variation is a start call of every site)", async () => {
    await createVariations(api.database.db, 1, [{ label: "Millésime" }]);
    const { status, body } = await get("/variation", 1);
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, data: [], message: "" });
  });

  it("still needs a known site", async () => {
    const { status, body } = await api.call({ method: "GET", url: "/product", site: null });
    expect(status).toBe(400);
    expect(body.message).toBe("Site inconnu");
  });
});
