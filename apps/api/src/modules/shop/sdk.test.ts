import { type ApiClient, ApiError } from "@vitrine/sdk/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../testing/api";
import {
  createAward,
  createDiscountCode,
  createProduct,
  createVariations,
  type ProductValues,
} from "../../testing/factories/shop";
import { injectClient } from "../../testing/sdk";
import { newMember } from "./testing";

/** The SDK's shop methods reach the routes they name, with the shapes the web app reads. */

let api: TestApi;
/** Headers of the last call, to check what the client sends. */
let lastHeaders: Record<string, string> = {};

function client(options: { siteId?: number; token?: string; cartKey?: string } = {}): ApiClient {
  return injectClient(api, { siteId: 2, ...options }, (sent) => {
    lastHeaders = sent;
    return {};
  });
}

/** The catalog of site 2, written by the factory. */
const CATALOG: ProductValues[] = [
  {
    slug: "muscadet-sur-lie",
    name: "Muscadet sur lie",
    kind: "blanc",
    declinations: [{ price: 950, stock: null }],
  },
  {
    slug: "clisson-24-mois-sur-lies",
    name: "Muscadet Clisson",
    kind: "blanc",
    summary: "Né sur le granite de Clisson.",
    declinations: [{ price: 1950 }],
  },
  { slug: "rose-de-loire", name: "Rosé de Loire", kind: "rosé", declinations: [{ price: 850 }] },
  {
    slug: "cremant-brut",
    name: "Crémant brut",
    kind: "effervescent",
    tags: ["bulles"],
    declinations: [{ price: 1290 }],
  },
  {
    slug: "coffret-decouverte",
    name: "Coffret découverte",
    type: "BOX",
    kind: "coffret",
    tags: ["cadeau"],
    declinations: [{ price: 3900, sellByMultipleOf: 3, stock: null }],
  },
  {
    slug: "caisse-6-bouteilles",
    name: "Caisse de 6 bouteilles",
    type: "BOX",
    kind: "coffret",
    tags: ["cadeau"],
    declinations: [{ price: 4900, sellByMultipleOf: 6 }],
  },
];

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  for (const product of CATALOG) await createProduct(api.database.db, 2, product);
  await createVariations(api.database.db, 2, [
    { label: "Millésime" },
    { label: "Contenance", displayLabel: "Format" },
  ]);
  await createDiscountCode(api.database.db, 2, {
    code: "BIENVENUE10",
    kind: "PERCENT",
    value: 10,
    minimumSubtotal: 5000,
  });
});

afterAll(async () => {
  await api?.close();
});

describe("SDK shop methods", () => {
  it("read the catalog: like-matched name and search, tags as a list, type, one product, variations", async () => {
    const sdk = client();
    const all = await sdk.products({ page: 1, nbItem: 100 });
    expect(all.total).toBe(CATALOG.length);
    expect((await sdk.products({ name: "muscadet" })).products.map((p) => p.slug)).toEqual([
      "muscadet-sur-lie",
      "clisson-24-mois-sur-lies",
    ]);
    expect((await sdk.products({ search: "granite" })).total).toBe(1);
    expect((await sdk.products({ tags: ["cadeau", "bulles"], nbItem: 100 })).total).toBe(3);
    expect((await sdk.products({ type: "BOX", orderBy: "price:desc" })).products.map((p) => p.price)).toEqual(
      CATALOG.filter((p) => p.type === "BOX")
        .map((p) => p.declinations![0]!.price)
        .sort((a, b) => b! - a!),
    );
    expect((await sdk.products({ kind: "rosé", name: "" })).products).toHaveLength(1);
    const product = await sdk.product(all.products[0]!.id);
    expect(product.declinations.length).toBeGreaterThan(0);
    expect((await sdk.variations()).map((v) => v.displayLabel)).toEqual(["Millésime", "Format"]);
    await expect(client({ siteId: 1 }).products()).rejects.toMatchObject({
      status: 404,
      message: "Cette boutique n'existe pas.",
    });
  });

  it("read a product's awards, recommendations, the pairings and its technical sheet", async () => {
    const sdk = client();
    const { products } = await sdk.products({ nbItem: 100 });
    const muscadet = products.find((p) => p.slug === "muscadet-sur-lie")!;
    await createAward(api.database.db, 2, muscadet.id, { name: "Concours d'essai", year: 2025 });
    expect((await sdk.awards(muscadet.id)).map((a) => `${a.medal} ${a.year}`)).toEqual([
      "Médaille d'or 2025",
    ]);
    expect(lastHeaders.idSite).toBe("2");
    const recommended = await sdk.recommendedProducts(muscadet.id);
    expect(recommended.products.map((p) => p.slug)).toContain("clisson-24-mois-sur-lies");
    expect(recommended.products.map((p) => p.id)).not.toContain(muscadet.id);
    expect(await sdk.mealIcons()).toEqual([]);
    const sheet = await sdk.productFile(muscadet.id, muscadet.declinations[0]!.id);
    expect(sheet.headers.get("content-type")).toBe("application/pdf");
    expect(new TextDecoder().decode((await sheet.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
    await expect(sdk.productFile(muscadet.id, 999999)).rejects.toMatchObject({
      status: 404,
      message: "Cette version du produit n'existe pas.",
    });
    await expect(sdk.awards(999999)).rejects.toBeInstanceOf(ApiError);
  });

  it("drive a visitor's cart with its secret in the X-Cart-Key header", async () => {
    const created = await client().createCart();
    expect(created.cartKey).toEqual(expect.any(String));
    const sdk = client({ cartKey: created.cartKey! });
    const { products } = await sdk.products({ nbItem: 100 });
    const muscadet = products.find((p) => p.slug.startsWith("muscadet"))!.declinations[0]!;
    const box = products.find((p) => p.type === "BOX")!.declinations[0]!;

    const added = await sdk.addToCart(created.id, muscadet.id, { type: "WINE", quantity: 4 });
    expect(lastHeaders["X-Cart-Key"]).toBe(created.cartKey);
    expect(added.cartId).toBe(created.id);
    await sdk.addToCart(created.id, box.id, { type: "BOX", quantity: 1 });
    const updated = await sdk.setCartQuantity(created.id, muscadet.id, 6);
    expect(updated.products.map((l) => l.quantity)).toEqual([6, 1]);
    expect(updated.bottleCount).toBe(6 + box.sellByMultipleOf);
    const discounted = await sdk.cart(created.id, { discountCode: "BIENVENUE10" });
    expect(discounted.discount?.code).toBe("BIENVENUE10");
    expect(discounted.total).toBe(discounted.subtotal - discounted.discount!.value);
    const removed = await sdk.removeFromCart(created.id, box.id);
    expect(removed.products).toHaveLength(1);

    const refused = await sdk
      .addToCart(created.id, muscadet.id, { type: "WINE", quantity: 999 })
      .catch((e) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused.status).toBe(400);
    expect(refused.message).toBe("La quantité est limitée à 999 par produit.");

    expect(await sdk.deleteCart(created.id)).toBeNull();
    await expect(sdk.cart(created.id)).rejects.toMatchObject({
      status: 404,
      message: "Ce panier n'existe pas.",
    });
    await expect(client().cart(created.id)).rejects.toMatchObject({ status: 404 });
  });

  it("open a cart with « new » and hand a member their default cart", async () => {
    const opened = await client().addToCart(
      "new",
      (await client().products()).products[0]!.declinations[0]!.id,
      {
        type: "WINE",
        quantity: 1,
      },
    );
    expect(opened.cartKey).toEqual(expect.any(String));
    const member = await newMember(api);
    await expect(client().defaultCart()).rejects.toMatchObject({ status: 401 });
    const sdk = client({ token: member.token, cartKey: opened.cartKey! });
    const claimed = await sdk.defaultCart(opened.id);
    expect(claimed.id).toBe(opened.id);
    expect((await client({ token: member.token }).defaultCart("new")).id).toBe(opened.id);
    expect((await client({ token: member.token }).defaultCart()).products).toHaveLength(1);
  });
});
