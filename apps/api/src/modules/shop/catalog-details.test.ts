import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../testing/api";
import {
  createAward,
  createMealIcon,
  createProduct,
  pairProduct,
  recommendProducts,
} from "../../testing/factories/shop";
import { expectFrenchError } from "../content/testing";
import { closestProducts } from "./product-extras";
import { otherShopSite, shopCaller } from "./testing";

/** Awards, recommended products and food pairings of the wine estate's products (site 2). */

let api: TestApi;
let call: ReturnType<typeof shopCaller>;
const get = (url: string, site = 2) => call({ method: "GET", url, site });

/** Products of site 2 written for these tests, by slug. */
const ids: Record<string, number> = {};
let pairings: { oysters: number; fish: number; cheese: number };
let other: Awaited<ReturnType<typeof otherShopSite>>;

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  call = shopCaller(api);
  const db = api.database.db;
  const wine = async (slug: string, values: Parameters<typeof createProduct>[2] = {}) => {
    ids[slug] = (await createProduct(db, 2, { slug, name: slug, ...values })).id;
  };
  await wine("muscadet", {
    kind: "blanc",
    tags: ["muscadet", "fruits-de-mer"],
    appellation: "AOP Muscadet Sèvre et Maine sur lie",
    grapes: "Melon de Bourgogne",
    degree: 12,
    order: 1,
  });
  await wine("clisson", { kind: "blanc", tags: ["muscadet", "garde"], order: 2 });
  await wine("gorgeois", { kind: "blanc", tags: ["muscadet", "garde", "fruits-de-mer"], order: 3 });
  await wine("rose", { kind: "rosé", tags: ["ete"], order: 4 });
  await wine("cremant", { kind: "effervescent", tags: ["fruits-de-mer"], order: 5 });
  await wine("retire", { kind: "blanc", tags: ["muscadet"], isActive: false, order: 6 });
  await wine("sans-version", {
    kind: "blanc",
    tags: ["muscadet"],
    order: 7,
    declinations: [{ isActive: false }],
  });
  await wine("coffret", { type: "BOX", kind: "coffret", tags: ["cadeau"], order: 8 });
  pairings = {
    cheese: (await createMealIcon(db, 2, "Fromages", "cheese", 3)).id,
    oysters: (await createMealIcon(db, 2, "Fruits de mer", "seafood", 1)).id,
    fish: (await createMealIcon(db, 2, "Poissons", "fish", 2)).id,
  };
  await createMealIcon(db, 2, "Plat du jour", "unknown-drawing", 4);
  await pairProduct(db, 2, ids.muscadet!, [pairings.oysters, pairings.fish]);
  await pairProduct(db, 2, ids.clisson!, [pairings.cheese, pairings.fish]);
  await createAward(db, 2, ids.muscadet!, {
    name: "Concours général agricole de Paris",
    year: 2025,
    order: 1,
  });
  await createAward(db, 2, ids.muscadet!, {
    name: "Concours des Ligériens",
    year: 2024,
    medal: "Médaille d'argent",
    imageUrl: "/media/2/medals/argent.svg",
    imageAlt: "Médaille d'argent",
    order: 2,
  });
  await createAward(db, 2, ids.clisson!, { name: "Guide des vins", year: 2023, medal: "Coup de cœur" });
  other = await otherShopSite(api);
  await createAward(db, other.siteId, other.productId, { name: "Concours voisin" });
});

afterAll(async () => {
  await api?.close();
});

/** Unknown, another site's, inactive, without an active declination: all the same 404. */
const missing = () => [999999, other.productId, ids.retire!, ids["sans-version"]!];
const MALFORMED = ["abc", "0", "-3", "1.5", "99999999999"];

describe("GET /parameter/product/meal-icon", () => {
  it("lists the site's pairings in order, an unknown drawing shown as a plain meal", async () => {
    const { status, body } = await get("/parameter/product/meal-icon");
    expect(status).toBe(200);
    expect(body.data).toEqual([
      { id: pairings.oysters, name: "Fruits de mer", icon: "seafood" },
      { id: pairings.fish, name: "Poissons", icon: "fish" },
      { id: pairings.cheese, name: "Fromages", icon: "cheese" },
      { id: expect.any(Number), name: "Plat du jour", icon: "meal" },
    ]);
    expect((await get("/parameter/product/meal-icon", other.siteId)).body.data).toEqual([]);
  });

  it("gives each product its pairings in the product's order, and its technical fields", async () => {
    const { body } = await get(`/product/${ids.muscadet}`);
    expect(body.data).toMatchObject({
      appellation: "AOP Muscadet Sèvre et Maine sur lie",
      grapes: "Melon de Bourgogne",
      degree: 12,
      vinification: "",
      tasting: "",
      mealIcon: [
        { id: pairings.oysters, name: "Fruits de mer", icon: "seafood" },
        { id: pairings.fish, name: "Poissons", icon: "fish" },
      ],
    });
    const list = (await get("/product?nbItem=100")).body.data.products;
    const clisson = list.find((p: { id: number }) => p.id === ids.clisson);
    expect(clisson.mealIcon.map((m: { name: string }) => m.name)).toEqual(["Fromages", "Poissons"]);
    expect(list.find((p: { id: number }) => p.id === ids.rose).mealIcon).toEqual([]);
  });
});

describe("GET /award?product={id}", () => {
  it("answers the product's medals in the owner's order", async () => {
    const { status, body } = await get(`/award?product=${ids.muscadet}`);
    expect(status).toBe(200);
    expect(body.data).toEqual([
      {
        id: expect.any(Number),
        name: "Concours général agricole de Paris",
        year: 2025,
        medal: "Médaille d'or",
        image: null,
      },
      {
        id: expect.any(Number),
        name: "Concours des Ligériens",
        year: 2024,
        medal: "Médaille d'argent",
        image: {
          name: "argent.svg",
          externalPath: "/media/2/medals/argent.svg",
          url: "/media/2/medals/argent.svg",
          alt: "Médaille d'argent",
          width: 240,
          height: 240,
        },
      },
    ]);
    expect((await get(`/award?product=${ids.rose}`)).body.data).toEqual([]);
  });

  it("answers 404 in French for a product not on sale on the site, 400 for a missing or malformed id", async () => {
    for (const id of missing()) {
      const { status, body } = await get(`/award?product=${id}`);
      expect(status, String(id)).toBe(404);
      expect(body).toEqual({ success: false, data: null, message: "Ce produit n'existe pas." });
    }
    for (const query of ["", "?product=", ...MALFORMED.map((bad) => `?product=${bad}`)]) {
      const { status, body } = await get(`/award${query}`);
      expect(status, query).toBe(400);
      expectFrenchError(body);
    }
  });
});

describe("GET /v2/product/recommended/{id}", () => {
  const recommended = async (id: number) => {
    const { status, body } = await get(`/v2/product/recommended/${id}`);
    expect(status).toBe(200);
    return body.data.products.map((p: { id: number }) => p.id);
  };

  it("recommends the closest products on sale (kind, type, tags), never the product itself", async () => {
    // gorgeois: blanc + muscadet + fruits-de-mer = 5; clisson: blanc + muscadet = 4; crémant: wine + tag = 2.
    expect(await recommended(ids.muscadet!)).toEqual([ids.gorgeois, ids.clisson, ids.cremant]);
    const { body } = await get(`/v2/product/recommended/${ids.muscadet}`);
    expect(Object.keys(body.data)).toEqual(["products"]);
    expect(body.data.products[0]).toMatchObject({
      slug: "gorgeois",
      mealIcon: [],
      declinations: [expect.any(Object)],
    });
    expect(await recommended(ids.coffret!)).toEqual([]);
  });

  it("puts the owner's picks first, in their order, keeping only products on sale", async () => {
    const db = api.database.db;
    await recommendProducts(db, 2, ids.muscadet!, [
      ids.coffret!,
      ids.retire!,
      ids["sans-version"]!,
      ids.rose!,
    ]);
    try {
      await api.services.sites.invalidate(2);
      // Then the closest, four in all: the crémant no longer fits.
      expect(await recommended(ids.muscadet!)).toEqual([ids.coffret, ids.rose, ids.gorgeois, ids.clisson]);
    } finally {
      await db.execute(`delete from product_recommendations where product_id = ${ids.muscadet}`);
      await api.services.sites.invalidate(2);
    }
  });

  it("answers 404 in French for a product not on sale on the site, 400 for a malformed id", async () => {
    for (const id of missing()) {
      const { status, body } = await get(`/v2/product/recommended/${id}`);
      expect(status, String(id)).toBe(404);
      expect(body.message).toBe("Ce produit n'existe pas.");
    }
    for (const bad of MALFORMED) {
      const { status, body } = await get(`/v2/product/recommended/${bad}`);
      expect(status, bad).toBe(400);
      expectFrenchError(body);
    }
  });
});

describe("closestProducts", () => {
  const wine = (id: number, kind: string | null, tags: string[], order = id) =>
    ({ id, type: "WINE", kind, tags, order }) as const;
  it.each<[string, Parameters<typeof closestProducts>[1], number[]]>([
    ["nothing else", [wine(1, "blanc", ["a"])], []],
    ["same kind before one shared tag", [wine(2, "rouge", ["a"]), wine(3, "blanc", [])], [3, 2]],
    ["the owner's order breaks ties", [wine(5, "blanc", [], 9), wine(4, "blanc", [], 1)], [4, 5]],
    ["type alone is not enough", [wine(6, "rouge", [])], []],
    ["a box shares no type", [{ id: 7, type: "BOX", kind: "coffret", tags: ["a"], order: 1 }], []],
  ])("%s", (_case, candidates, expected) => {
    expect(closestProducts(wine(1, "blanc", ["a"]), candidates)).toEqual(expected);
  });
});

describe("a site that does not sell online", () => {
  it("answers 404 « Cette boutique n'existe pas. » on these calls too", async () => {
    for (const url of ["/award?product=1", "/v2/product/recommended/1", "/parameter/product/meal-icon"]) {
      const { status, body } = await get(url, 1);
      expect(status, url).toBe(404);
      expect(body.message).toBe("Cette boutique n'existe pas.");
    }
  });
});
