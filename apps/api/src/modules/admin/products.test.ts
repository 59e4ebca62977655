import { adminProductCalls } from "@vitrine/sdk/admin-products";
import type { AdminProductBody } from "@vitrine/shared/schemas/admin-products";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntries, media, sites } from "../../db/schema/index";
import { createTestApi, type TestApi } from "../../testing/api";
import { createMember } from "../../testing/factories/account";
import { createOrder } from "../../testing/factories/orders";
import { createMealIcon, createProduct } from "../../testing/factories/shop";
import { createSite } from "../../testing/factories/site";
import { injectClient } from "../../testing/sdk";
import { expectFrenchError } from "../content/testing";

/** The catalogue in the admin panel: list, read, create, save, delete or archive. */

let api: TestApi;
let siteId = 0;
let otherSiteId = 0;
let token = "";
let noShopToken = "";
let noShopSiteId = 0;
let photoId = 0;
let otherSitePhotoId = 0;
let fishId = 0;
const db = () => api.database.db;

async function addPhoto(site: number, name: string) {
  const [row] = await db()
    .insert(media)
    .values({
      siteId: site,
      fileName: `library/${name}.jpg`,
      originalName: `${name}.jpg`,
      name,
      mimeType: "image/jpeg",
      kind: "IMAGE",
      size: 1000,
      width: 900,
      height: 1200,
      alt: `Bouteille ${name}`,
    })
    .returning({ id: media.id });
  return row!.id;
}

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  siteId = (await createSite(db(), { name: "Cave du catalogue", isECommerce: true })).id;
  otherSiteId = (await createSite(db(), { name: "Autre cave", isECommerce: true })).id;
  noShopSiteId = (await createSite(db(), { name: "Sans boutique", isECommerce: false })).id;
  const admin = await createMember(db(), siteId, { role: "ADMIN", email: "gerant@cave.test" });
  token = await api.services.accounts.sessions.createSession(siteId, admin.id);
  const noShopAdmin = await createMember(db(), noShopSiteId, { role: "ADMIN" });
  noShopToken = await api.services.accounts.sessions.createSession(noShopSiteId, noShopAdmin.id);
  photoId = await addPhoto(siteId, "muscadet");
  otherSitePhotoId = await addPhoto(otherSiteId, "ailleurs");
  fishId = (await createMealIcon(db(), siteId, "Poissons", "fish")).id;
});
afterAll(async () => {
  await api?.close();
});

const call = (
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: unknown,
  as = token,
  site = siteId,
) =>
  api.call({
    method,
    url,
    site,
    headers: { authorization: `Bearer ${as}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const wine = (overrides: Partial<AdminProductBody> = {}): AdminProductBody => ({
  type: "WINE",
  name: "Muscadet Clos des Briords",
  kind: "blanc",
  summary: "Un blanc de caractère.",
  description: '<p>Vieilles vignes.</p><script>alert("x")</script>',
  degree: 12,
  imageMediaId: photoId,
  mealIconIds: [fishId],
  awards: [{ name: "Concours de Nantes", year: 2024, medal: "Médaille d'or", imageMediaId: null }],
  declinations: [
    { variation1: "2022", price: 1450, capacity: 75, capacityUnit: "cl", stock: 24, reference: "BRI-75" },
    { variation1: "2022", price: 3200, capacity: 1.5, capacityUnit: "L", stock: null, vatRate: 2000 },
  ],
  ...overrides,
});

const version = async (id: number) =>
  (await db().select({ v: sites.contentVersion }).from(sites).where(eq(sites.id, id)))[0]!.v;

describe("POST /admin/product", () => {
  it("creates a wine with two declinations, its picture, award and pairing, audited, on sale in the shop", async () => {
    const before = await version(siteId);
    const reply = await call("POST", "/admin/product", wine());
    expect(reply.status).toBe(201);
    const product = reply.body.data;
    expect(product).toMatchObject({
      name: "Muscadet Clos des Briords",
      slug: "muscadet-clos-des-briords",
      description: "<p>Vieilles vignes.</p>",
      imageMediaId: photoId,
      image: {
        url: `/media/${siteId}/library/muscadet.jpg`,
        alt: "Bouteille muscadet",
        width: 900,
        height: 1200,
      },
      mealIcons: [{ id: fishId, name: "Poissons" }],
      awards: [{ name: "Concours de Nantes", year: 2024, medal: "Médaille d'or", image: null }],
      hasOrders: false,
    });
    expect(
      product.declinations.map((d: { price: number; stock: number | null }) => [d.price, d.stock]),
    ).toEqual([
      [1450, 24],
      [3200, null],
    ]);
    expect(await version(siteId)).toBeGreaterThan(before);
    const audit = await db()
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.siteId, siteId), eq(auditEntries.action, "product.create")));
    expect(audit.map((entry) => [entry.entityId, entry.userEmail])).toEqual([
      [String(product.id), "gerant@cave.test"],
    ]);
    const history = await call(
      "GET",
      `/admin/product/${product.id}/declination/${product.declinations[0].id}/stock`,
    );
    expect(history.body.data.items).toMatchObject([{ delta: 24, stockAfter: 24, reason: "INVENTAIRE" }]);
    const shop = await api.call({ method: "GET", url: `/product/${product.id}`, site: siteId });
    expect(shop.status).toBe(200);
    expect(shop.body.data.declinations).toHaveLength(2);
  });

  it("numbers a slug made from a name already taken, and refuses a slug given twice (409)", async () => {
    const second = await call("POST", "/admin/product", wine());
    expect(second.status).toBe(201);
    expect(second.body.data.slug).toBe("muscadet-clos-des-briords-2");
    const taken = await call("POST", "/admin/product", wine({ slug: "muscadet-clos-des-briords" }));
    expect(taken.status).toBe(409);
    expect(taken.body.data.errors.slug).toBe("Cette adresse est déjà prise.");
    expectFrenchError(taken.body);
  });

  it("refuses bad input with French messages next to each field", async () => {
    const cases: Array<[unknown, string]> = [
      [wine({ name: "  " }), "name"],
      [wine({ declinations: [] }), "declinations"],
      [wine({ declinations: [{ price: -1 }] }), "declinations.0.price"],
      [wine({ declinations: [{ price: 12.5 }] }), "declinations.0.price"],
      [wine({ declinations: [{ price: 100, capacity: 75 }] }), "declinations.0.capacityUnit"],
      [wine({ declinations: [{ price: 100, sellByMultipleOf: 0 }] }), "declinations.0.sellByMultipleOf"],
      [wine({ declinations: [{ price: 100, vatRate: 20_001 }] }), "declinations.0.vatRate"],
      [wine({ slug: "Pas Un Slug" }), "slug"],
      [wine({ type: "BEER" as "WINE" }), "type"],
      [wine({ degree: 120 }), "degree"],
      // Past the column's integer range: was a 500 from the database.
      [wine({ order: 2_147_483_648 }), "order"],
      [wine({ order: -2_147_483_649 }), "order"],
      [wine({ name: "a\u0000b" }), "name"],
      [{ ...wine(), declinations: "deux" }, "declinations"],
      [
        wine({
          declinations: [
            { price: 100, reference: "BRI-75" },
            { price: 200, reference: " bri-75 " },
          ],
        }),
        "declinations.1.reference",
      ],
    ];
    for (const [body, field] of cases) {
      const reply = await call("POST", "/admin/product", body);
      expect([field, reply.status]).toEqual([field, 400]);
      expect(Object.keys(reply.body.data.errors)).toContain(field);
      expectFrenchError(reply.body);
    }
  });

  it("refuses a picture of another site's library and a pairing the site does not offer", async () => {
    const foreign = await call("POST", "/admin/product", wine({ imageMediaId: otherSitePhotoId }));
    expect(foreign.status).toBe(400);
    expect(foreign.body.data.errors.imageMediaId).toBe("Cette image n'est pas dans la médiathèque du site.");
    const icon = await call("POST", "/admin/product", wine({ mealIconIds: [999_999] }));
    expect(icon.status).toBe(400);
    expect(icon.body.data.errors.mealIconIds).toMatch(/accords/);
  });
});

describe("GET /admin/product", () => {
  it("lists every product, on sale or not, searched, filtered and sorted", async () => {
    const offSale = await createProduct(db(), siteId, { name: "Rosé retiré", kind: "rosé", isActive: false });
    const all = await call("GET", "/admin/product?nbItem=100");
    expect(all.status).toBe(200);
    expect(all.body.data.items.map((p: { id: number }) => p.id)).toContain(offSale.id);
    const sale = await call("GET", "/admin/product?isActive=false");
    expect(sale.body.data.items.map((p: { name: string }) => p.name)).toEqual(["Rosé retiré"]);
    const kind = await call("GET", "/admin/product?kind=rosé");
    expect(kind.body.data.total).toBe(1);
    const search = await call("GET", "/admin/product?search=BRI-75");
    expect(search.body.data.items.map((p: { slug: string }) => p.slug)).toEqual(
      expect.arrayContaining(["muscadet-clos-des-briords"]),
    );
    const byPrice = await call("GET", "/admin/product?orderBy=price&nbItem=100");
    const prices = byPrice.body.data.items.map((p: { price: number | null }) => p.price ?? 0);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
    const first = all.body.data.items.find((p: { slug: string }) => p.slug === "muscadet-clos-des-briords");
    expect(first).toMatchObject({ declinationCount: 2, price: 1450, stock: 24 });
  });

  it("refuses unknown filters and values in French", async () => {
    for (const query of ["type=BEER", "isActive=peut-etre", "color=rouge", "orderBy=secret", "search=gt:a"]) {
      const reply = await call("GET", `/admin/product?${query}`);
      expect([query, reply.status]).toEqual([query, 400]);
      expectFrenchError(reply.body);
    }
  });

  it("does not show another site's products", async () => {
    const foreign = await createProduct(db(), otherSiteId, { name: "Cuvée d'ailleurs" });
    const list = await call("GET", "/admin/product?search=ailleurs");
    expect(list.body.data.total).toBe(0);
    const one = await call("GET", `/admin/product/${foreign.id}`);
    expect(one.status).toBe(404);
    expect(one.body.message).toBe("Ce produit n'existe pas.");
  });
});

describe("PUT and DELETE /admin/product/{id}", () => {
  it("updates, adds and removes declinations; stock is left to adjustments", async () => {
    const created = (await call("POST", "/admin/product", wine({ name: "Gros-Plant" }))).body.data;
    const [first, second] = created.declinations;
    const body = wine({
      name: "Gros-Plant du Pays nantais",
      slug: created.slug,
      declinations: [
        { id: first.id, variation1: "2023", price: 990, capacity: 75, capacityUnit: "cl", stock: 999 },
        { variation1: "2023", price: 500, capacity: 37.5, capacityUnit: "cl", stock: 6 },
      ],
    });
    const reply = await call("PUT", `/admin/product/${created.id}`, body);
    expect(reply.status).toBe(200);
    const saved = reply.body.data;
    expect(saved.name).toBe("Gros-Plant du Pays nantais");
    expect(
      saved.declinations.map((d: { id: number; price: number; stock: number }) => [d.price, d.stock]),
    ).toEqual([
      [990, 24],
      [500, 6],
    ]);
    expect(saved.declinations.map((d: { id: number }) => d.id)).not.toContain(second.id);
    const [entry] = await db()
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, "product.update"), eq(auditEntries.entityId, String(created.id))));
    expect((entry!.before as { name: string }).name).toBe("Gros-Plant");
    expect((entry!.after as { name: string }).name).toBe("Gros-Plant du Pays nantais");
  });

  it("refuses a declination of another product (400) and an unknown product (404)", async () => {
    const other = await createProduct(db(), siteId);
    const created = (await call("POST", "/admin/product", wine({ name: "Melon" }))).body.data;
    const body = wine({ declinations: [{ id: other.declinationIds[0], price: 100 }] });
    const reply = await call("PUT", `/admin/product/${created.id}`, body);
    expect(reply.status).toBe(400);
    expect(reply.body.data.errors["declinations.0.id"]).toBe(
      "Cette déclinaison n'appartient pas à ce produit.",
    );
    expect((await call("PUT", "/admin/product/999999", wine())).status).toBe(404);
    expect((await call("DELETE", "/admin/product/999999")).status).toBe(404);
    expect((await call("GET", "/admin/product/abc")).status).toBe(400);
  });

  it("keeps a declination that orders name, off sale, and archives an ordered product instead of deleting it", async () => {
    const product = await createProduct(db(), siteId, { declinations: [{ price: 1000 }, { price: 2000 }] });
    await createOrder(db(), siteId, {
      lines: [{ declinationId: product.declinationIds[1], quantity: 1, unitPrice: 2000 }],
    });
    const detail = (await call("GET", `/admin/product/${product.id}`)).body.data;
    expect(detail.declinations.map((d: { hasOrders: boolean }) => d.hasOrders)).toEqual([false, true]);
    const body = {
      ...wine({ slug: detail.slug }),
      declinations: [{ id: product.declinationIds[0], price: 1000 }],
    };
    const saved = (await call("PUT", `/admin/product/${product.id}`, body)).body.data;
    expect(saved.declinations.map((d: { id: number; isActive: boolean }) => [d.id, d.isActive])).toEqual([
      [product.declinationIds[0], true],
      [product.declinationIds[1], false],
    ]);
    const removal = await call("DELETE", `/admin/product/${product.id}`);
    expect(removal.status).toBe(200);
    expect(removal.body.data.outcome).toBe("ARCHIVED");
    expect(removal.body.message).toMatch(/retiré de la vente/);
    expect((await call("GET", `/admin/product/${product.id}`)).body.data.isActive).toBe(false);
    expect((await api.call({ method: "GET", url: `/product/${product.id}`, site: siteId })).status).toBe(404);
  });

  it("deletes a product no order names", async () => {
    const product = await createProduct(db(), siteId);
    const removal = await call("DELETE", `/admin/product/${product.id}`);
    expect(removal.body.data).toEqual({ id: product.id, outcome: "DELETED" });
    expect((await call("GET", `/admin/product/${product.id}`)).status).toBe(404);
    const [entry] = await db()
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, "product.delete"), eq(auditEntries.entityId, String(product.id))));
    expect(entry?.after).toBeNull();
  });
});

describe("a site without a shop", () => {
  it("answers 404 in French on every catalogue route, even for a bad body", async () => {
    const calls: Array<[Parameters<typeof call>[0], string, unknown?]> = [
      ["GET", "/admin/product"],
      ["GET", "/admin/product/1"],
      ["POST", "/admin/product", { nothing: true }],
      ["PUT", "/admin/product/1", wine()],
      ["DELETE", "/admin/product/1"],
      ["GET", "/admin/product/1/declination/1/stock"],
      ["POST", "/admin/product/1/declination/1/stock", { delta: 1, reason: "RECEPTION" }],
    ];
    for (const [method, url, payload] of calls) {
      const reply = await call(method, url, payload, noShopToken, noShopSiteId);
      expect([method, url, reply.status]).toEqual([method, url, 404]);
      expect(reply.body.message).toBe("Cette boutique n'existe pas.");
    }
  });
});

describe("the SDK's catalogue calls", () => {
  it("create, read, list, adjust the stock, read its history and remove through the typed client", async () => {
    const sdk = adminProductCalls(injectClient(api, { siteId, token }));
    const created = await sdk.createProduct(wine({ name: "Folle blanche du SDK" }));
    expect((await sdk.adminProduct(created.id)).name).toBe("Folle blanche du SDK");
    expect((await sdk.adminProducts({ search: "SDK" })).items.map((p) => p.id)).toEqual([created.id]);
    const declination = created.declinations[0]!.id;
    const adjusted = await sdk.adjustStock(created.id, declination, {
      delta: -4,
      reason: "CASSE",
      note: "Carton tombé",
    });
    expect(adjusted.declinations[0]!.stock).toBe(20);
    expect((await sdk.stockHistory(created.id, declination)).items[0]).toMatchObject({
      delta: -4,
      note: "Carton tombé",
    });
    expect(await sdk.removeProduct(created.id)).toEqual({ id: created.id, outcome: "DELETED" });
    await expect(sdk.adminProduct(created.id)).rejects.toMatchObject({ status: 404 });
  });
});
