import { CART_COOKIE_MAX_AGE_S } from "@vitrine/shared/constants";
import { eq, inArray } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartLines, carts, declinations, products } from "../../db/schema/index";
import { hashToken } from "../../lib/tokens";
import { createTestApi, type TestApi } from "../../testing/api";
import { createProduct, type DeclinationValues, type ProductValues } from "../../testing/factories/shop";
import { expectFrenchError } from "../content/testing";
import type { Carts } from "./cart";
import { ABANDONED_CART_AGE_MS, CART_PURGE_INTERVAL_MS, scheduleCartPurge } from "./cart-purge";
import { allowedQuantity, type LineItem } from "./cart-quantities";
import { CART_CREATION_LIMIT } from "./cart-requests";
import { newMember, otherShopSite, shopCaller, testProduct } from "./testing";

/** Carts of visitors and members: creation, lines, stock, limits, access rule, default cart. */

let api: TestApi;
let call: ReturnType<typeof shopCaller>;
/** Declination ids of the shop below, by reference. */
let ref: Record<string, number> = {};

const bottle = (year: string | null, price: number, reference: string, stock: number | null) =>
  ({ variation1: year, variation2: "75 cl", price, reference, stock }) satisfies DeclinationValues;

/** The shop of site 2 the carts are filled from: prices, stocks and multiples the tests count on. */
const MUSCADET = {
  slug: "muscadet-les-trois-moulins",
  name: "Muscadet Sèvre et Maine sur lie «\u00a0Les Trois Moulins\u00a0»",
  imageUrl: "/media/2/products/muscadet-les-trois-moulins.svg",
  declinations: [
    bottle("2025", 950, "TM-MUS-25-75", 240),
    { ...bottle("2025", 590, "TM-MUS-25-37", 60), variation2: "37,5 cl", capacity: 37.5 },
    {
      ...bottle("2024", 2100, "TM-MUS-24-150", 18),
      variation2: "Magnum 150 cl",
      capacity: 1.5,
      capacityUnit: "L",
    },
  ],
} satisfies ProductValues;
const SHOP: ProductValues[] = [
  MUSCADET,
  { declinations: [bottle("2023", 1950, "TM-CLI-23-75", 48), bottle("2022", 2100, "TM-CLI-22-75", 3)] },
  { declinations: [bottle("2025", 720, "TM-GRP-25-75", null)] },
  { declinations: [bottle("2024", 1050, "TM-CHA-24-75", 90)] },
  { declinations: [bottle("2024", 850, "TM-ROS-24-75", 0)] },
  { declinations: [bottle(null, 1390, "TM-CRE-BRUT-75", 150)] },
  {
    type: "BOX",
    declinations: [
      { variation2: "3 × 75 cl", price: 3900, sellByMultipleOf: 3, reference: "TM-COF-DEC-3", stock: 25 },
    ],
  },
  {
    type: "BOX",
    declinations: [
      { variation2: "6 × 75 cl", price: 4900, sellByMultipleOf: 6, reference: "TM-CAI-PN-6", stock: 12 },
    ],
  },
];

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  call = shopCaller(api);
  for (const product of SHOP) {
    const made = await createProduct(api.database.db, 2, {
      ...product,
      kind: product.type === "BOX" ? "coffret" : "blanc",
    });
    ref = { ...ref, ...made.byReference };
  }
});

afterAll(async () => {
  await api?.close();
});

const CART_MISSING = { success: false, data: null, message: "Ce panier n'existe pas." };
const CART_KEYS = ["bottleCount", "discount", "id", "products", "subtotal", "total", "totalProduct"];
const LINE_KEYS = [
  "capacity",
  "capacityUnit",
  "hasShippingFees",
  "id",
  "idProduct",
  "image",
  "lineTotal",
  "name",
  "price",
  "quantity",
  "reference",
  "sellByMultipleOf",
  "slug",
  "stock",
  "type",
  "variation1",
  "variation2",
  "variation3",
];

/** The name of a product, as a merge names its lines (test products have no variations). */
async function productName(productId: number): Promise<string> {
  const [row] = await api.database.db
    .select({ name: products.name })
    .from(products)
    .where(eq(products.id, productId));
  return row!.name;
}

const cartCount = async () => (await api.database.db.select({ id: carts.id }).from(carts)).length;

/** A visitor's cart holding `quantity` of a declination: its id and secret. */
async function visitorCart(reference = "TM-MUS-25-75", quantity = 1) {
  const { status, body } = await call({
    method: "POST",
    url: `/cart/new/product/${ref[reference]}`,
    body: {
      type: reference.startsWith("TM-CO") || reference.startsWith("TM-CAI") ? "BOX" : "WINE",
      quantity,
    },
  });
  expect(status).toBe(200);
  return { id: body.data.id as number, key: body.data.cartKey as string };
}

const setCookieOf = (headers: Record<string, unknown>) => {
  const value = headers["set-cookie"];
  return Array.isArray(value) ? value.join("\n") : String(value ?? "");
};

describe("allowedQuantity (merges cut to what an addition accepts)", () => {
  const wine = (sellByMultipleOf: number, stock: number | null): LineItem => ({
    type: "WINE",
    sellByMultipleOf,
    stock,
  });
  it.each<[string, number, LineItem, boolean, number]>([
    ["within every rule", 5, wine(1, 10), true, 5],
    ["cut to the stock", 6, wine(1, 3), true, 3],
    ["stock not handled", 6, wine(1, 3), false, 6],
    ["stock not tracked", 6, wine(1, null), true, 6],
    ["sold out", 2, wine(1, 0), true, 0],
    ["negative stock", 2, wine(1, -4), true, 0],
    ["cut to the line's maximum", 1200, wine(1, null), true, 999],
    ["multiple within the stock", 18, wine(6, 15), true, 12],
    ["multiple under one case of stock", 12, wine(6, 5), true, 0],
    ["multiple within the line's maximum", 1200, wine(6, null), false, 996],
    ["a box's multiple is its content", 7, { type: "BOX", sellByMultipleOf: 6, stock: null }, true, 7],
  ])("%s: %i → %i", (_case, quantity, item, handleStock, expected) => {
    expect(allowedQuantity(quantity, item, handleStock)).toBe(expected);
  });
});

describe("POST /cart", () => {
  it("creates an empty cart, answers its secret once and keeps it in an HttpOnly cookie", async () => {
    const { status, body, headers } = await call({ method: "POST", url: "/cart", body: {} });
    expect(status).toBe(201);
    expect(body.message).toBe("Votre panier est créé.");
    expect(Object.keys(body.data).sort()).toEqual([...CART_KEYS, "cartKey"].sort());
    expect(body.data).toMatchObject({
      products: [],
      totalProduct: 0,
      bottleCount: 0,
      subtotal: 0,
      discount: null,
      total: 0,
    });
    const key: string = body.data.cartKey;
    expect(key).toMatch(/^[\w-]{43}$/);
    expect(setCookieOf(headers)).toBe(`cartKey=${key}; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax`);
    expect(headers["cache-control"]).toBe("no-store");
    const [row] = await api.database.db.select().from(carts).where(eq(carts.id, body.data.id));
    expect(row).toMatchObject({ siteId: 2, userId: null, isDefault: false, keyHash: hashToken(key) });

    const again = await call({ method: "POST", url: `/cart/${body.data.id}`, key });
    expect(again.status).toBe(200);
    expect(again.body.data.cartKey).toBeUndefined();
    expect(again.headers["set-cookie"]).toBeUndefined();
  });

  it("takes no body, or the spec's body with a type", async () => {
    const bare = await api.app.inject({ method: "POST", url: "/cart", headers: { idSite: "2" } });
    expect(bare.statusCode).toBe(201);
    const typed = await call({
      method: "POST",
      url: "/cart",
      body: { discountCode: null, type: "delivery" },
    });
    expect(typed.status).toBe(201);
  });

  it("refuses malformed bodies in French, and creates nothing", async () => {
    const before = await cartCount();
    for (const body of [{ discountCode: 12 }, { type: ["x"] }, { discountCode: "x".repeat(41) }, [1, 2]]) {
      const reply = await call({ method: "POST", url: "/cart", body });
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expectFrenchError(reply.body);
    }
    expect(await cartCount()).toBe(before);
  });

  it("gives a member their first cart as default cart, later ones as extra carts", async () => {
    const member = await newMember(api);
    const first = await call({ method: "POST", url: "/cart", token: member.token });
    const second = await call({ method: "POST", url: "/cart", token: member.token });
    const rows = await api.database.db.select().from(carts).where(eq(carts.userId, member.id));
    expect(rows.map((r) => [r.id, r.isDefault]).sort()).toEqual(
      [
        [first.body.data.id, true],
        [second.body.data.id, false],
      ].sort(),
    );
  });
});

describe("POST /cart/{cartId}/product/{declinationId}", () => {
  it("opens a visitor's cart with « new », answering cartId, the cart and its secret", async () => {
    const { status, body, headers } = await call({
      method: "POST",
      url: `/cart/new/product/${ref["TM-MUS-25-75"]}`,
      body: { type: "WINE", quantity: 2 },
    });
    expect(status).toBe(200);
    expect(body.message).toBe("Le produit est ajouté au panier.");
    expect(body.data.cartId).toBe(body.data.id);
    expect(setCookieOf(headers)).toContain(`cartKey=${body.data.cartKey};`);
    const [line] = body.data.products;
    expect(Object.keys(line).sort()).toEqual(LINE_KEYS);
    expect(line).toMatchObject({
      id: ref["TM-MUS-25-75"],
      name: MUSCADET.name,
      slug: MUSCADET.slug,
      image: { url: MUSCADET.imageUrl },
      variation1: "2025",
      variation2: "75 cl",
      variation3: null,
      price: 950,
      quantity: 2,
      lineTotal: 1900,
      type: "WINE",
      hasShippingFees: true,
      capacity: 75,
      capacityUnit: "cl",
      sellByMultipleOf: 1,
      reference: "TM-MUS-25-75",
      stock: 240,
    });
    expect(body.data).toMatchObject({ totalProduct: 2, bottleCount: 2, subtotal: 1900, total: 1900 });
  });

  it("sums the quantities of a declination added again, and counts bottles the spec's way", async () => {
    const cart = await visitorCart("TM-MUS-25-75", 2);
    const add = (reference: string, type: string, quantity: number) =>
      call({
        method: "POST",
        url: `/cart/${cart.id}/product/${ref[reference]}`,
        key: cart.key,
        body: { type, quantity },
      });
    const again = await add("TM-MUS-25-75", "WINE", 3);
    expect(again.body.data.products).toHaveLength(1);
    expect(again.body.data.products[0]).toMatchObject({ quantity: 5, lineTotal: 4750 });
    expect(again.body.data.cartKey).toBeUndefined();
    expect(again.headers["set-cookie"]).toBeUndefined();
    await add("TM-MUS-25-37", "WINE", 3);
    await add("TM-MUS-24-150", "WINE", 1);
    const { body } = await add("TM-COF-DEC-3", "BOX", 2);
    expect(body.data.products.map((l: { reference: string }) => l.reference)).toEqual([
      "TM-MUS-25-75",
      "TM-MUS-25-37",
      "TM-MUS-24-150",
      "TM-COF-DEC-3",
    ]);
    // 5 bottles + 3 half bottles (1.5, rounded down with the rest) + 1 magnum + 2 boxes of 3.
    expect(body.data.bottleCount).toBe(5 + 1 + 6 + 1);
    expect(body.data.totalProduct).toBe(11);
    expect(body.data.subtotal).toBe(5 * 950 + 3 * 590 + 2100 + 2 * 3900);
    expect(body.data.total).toBe(body.data.subtotal);
  });

  it("refuses a type that is not the product's, and opens no cart for it", async () => {
    const before = await cartCount();
    const { status, body } = await call({
      method: "POST",
      url: `/cart/new/product/${ref["TM-COF-DEC-3"]}`,
      body: { type: "WINE", quantity: 1 },
    });
    expect(status).toBe(400);
    expectFrenchError(body);
    expect(body.data.errors.type).toBe("Ce produit est un coffret, pas une bouteille.");
    expect(await cartCount()).toBe(before);
  });

  it("answers 404 for an unknown, withdrawn or another site's declination, opening no cart", async () => {
    const other = await otherShopSite(api);
    const inactive = await testProduct(api, { isActive: false });
    const hidden = await testProduct(api, { productActive: false });
    const before = await cartCount();
    for (const id of [999999, inactive.declinationId, hidden.declinationId, other.declinationId]) {
      const { status, body } = await call({
        method: "POST",
        url: `/cart/new/product/${id}`,
        body: { type: "WINE", quantity: 1 },
      });
      expect(status, String(id)).toBe(404);
      expect(body).toEqual({ success: false, data: null, message: "Ce produit n'existe pas." });
    }
    expect(await cartCount()).toBe(before);
  });

  it("keeps within the stock when the site handles it (409 in French)", async () => {
    const cart = await visitorCart("TM-CLI-22-75", 3);
    const more = await call({
      method: "POST",
      url: `/cart/${cart.id}/product/${ref["TM-CLI-22-75"]}`,
      key: cart.key,
      body: { type: "WINE", quantity: 1 },
    });
    expect(more.status).toBe(409);
    expect(more.body).toEqual({
      success: false,
      data: null,
      message: "Votre panier contient déjà tout le stock de ce produit (3).",
    });
    const soldOut = await call({
      method: "POST",
      url: `/cart/${cart.id}/product/${ref["TM-ROS-24-75"]}`,
      key: cart.key,
      body: { type: "WINE", quantity: 1 },
    });
    expect(soldOut.status).toBe(409);
    expect(soldOut.body.message).toBe("Ce produit n'est plus en stock.");
    // Not tracked: no limit but the line's.
    const untracked = await call({
      method: "POST",
      url: `/cart/${cart.id}/product/${ref["TM-GRP-25-75"]}`,
      key: cart.key,
      body: { type: "WINE", quantity: 500 },
    });
    expect(untracked.status).toBe(200);
    const lines = await api.database.db.select().from(cartLines).where(eq(cartLines.cartId, cart.id));
    expect(lines.map((l) => l.quantity).sort((a, b) => a - b)).toEqual([3, 500]);
  });

  it("says how many more may be added when the cart already holds some", async () => {
    const add = (cart: { id: number | "new"; key?: string }, quantity: number) =>
      call({
        method: "POST",
        url: `/cart/${cart.id}/product/${ref["TM-CLI-22-75"]}`,
        ...(cart.key ? { key: cart.key } : {}),
        body: { type: "WINE", quantity },
      });
    const empty = await add({ id: "new" }, 4);
    expect(empty.status).toBe(409);
    expect(empty.body.message).toBe("Stock insuffisant : il en reste 3.");
    const cart = await visitorCart("TM-CLI-22-75", 1);
    const more = await add(cart, 5);
    expect(more.status).toBe(409);
    expect(more.body.message).toBe(
      "Stock insuffisant : il en reste 3, dont 1 déjà dans votre panier ; vous pouvez en ajouter 2.",
    );
    expect((await add(cart, 2)).status).toBe(200);
  });

  it("ignores the stock when the site does not handle it", async () => {
    await api.services.sites.updateParameter(2, "HANDLE_STOCK", "false");
    try {
      const cart = await visitorCart("TM-CLI-22-75", 10);
      const { body } = await call({ method: "POST", url: `/cart/${cart.id}`, key: cart.key });
      expect(body.data.products[0]).toMatchObject({ quantity: 10, stock: null });
    } finally {
      await api.services.sites.updateParameter(2, "HANDLE_STOCK", "true");
    }
  });

  it("limits a line to 999 and sells cased wines by their multiple", async () => {
    const cart = await visitorCart("TM-GRP-25-75", 998);
    const over = await call({
      method: "POST",
      url: `/cart/${cart.id}/product/${ref["TM-GRP-25-75"]}`,
      key: cart.key,
      body: { type: "WINE", quantity: 2 },
    });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe("La quantité est limitée à 999 par produit.");
    expect(over.body.data.errors.quantity).toBe("La quantité est limitée à 999 par produit.");
    const cased = await testProduct(api, { sellByMultipleOf: 6 });
    const addCased = (quantity: number) =>
      call({
        method: "POST",
        url: `/cart/${cart.id}/product/${cased.declinationId}`,
        key: cart.key,
        body: { type: "WINE", quantity },
      });
    const four = await addCased(4);
    expect(four.status).toBe(400);
    expect(four.body.message).toBe("Ce vin se vend par multiple de 6 bouteilles.");
    expect((await addCased(12)).status).toBe(200);
  });

  it("adds simultaneous additions up, within the stock, and opens one default cart per member", async () => {
    const cart = await visitorCart("TM-GRP-25-75", 1);
    const addTo = (id: number | "new", reference: string, auth: { key?: string; token?: string }) =>
      call({
        method: "POST",
        url: `/cart/${id}/product/${ref[reference]}`,
        ...auth,
        body: { type: "WINE", quantity: 1 },
      });
    await Promise.all(Array.from({ length: 8 }, () => addTo(cart.id, "TM-GRP-25-75", { key: cart.key })));
    const scarce = await Promise.all(
      Array.from({ length: 5 }, () => addTo(cart.id, "TM-CLI-22-75", { key: cart.key })),
    );
    expect(scarce.map((r) => r.status).sort()).toEqual([200, 200, 200, 409, 409]);
    const { body } = await call({ method: "POST", url: `/cart/${cart.id}`, key: cart.key });
    expect(body.data.products.map((l: { quantity: number }) => l.quantity)).toEqual([9, 3]);

    const member = await newMember(api);
    const replies = await Promise.all(Array.from({ length: 5 }, () => addTo("new", "TM-CHA-24-75", member)));
    expect(new Set(replies.map((r) => r.body.data.id)).size).toBe(1);
    const rows = await api.database.db.select().from(carts).where(eq(carts.userId, member.id));
    expect(rows).toHaveLength(1);
    expect(replies.at(-1)!.body.data.products[0].quantity).toBeLessThanOrEqual(5);
    const [line] = await api.database.db.select().from(cartLines).where(eq(cartLines.cartId, rows[0]!.id));
    expect(line!.quantity).toBe(5);
  });

  it("refuses malformed bodies and addresses with French messages", async () => {
    const cart = await visitorCart();
    const url = `/cart/${cart.id}/product/${ref["TM-MUS-25-75"]}`;
    const cases: Array<[unknown, string]> = [
      [{ type: "WINE", quantity: 1000 }, "quantity"],
      [{ type: "WINE", quantity: 0 }, "quantity"],
      [{ type: "WINE", quantity: -2 }, "quantity"],
      [{ type: "WINE", quantity: 1.5 }, "quantity"],
      [{ type: "WINE", quantity: "3" }, "quantity"],
      [{ type: "WINE" }, "quantity"],
      [{ type: "RED", quantity: 1 }, "type"],
      [{ quantity: 1 }, "type"],
    ];
    for (const [body, field] of cases) {
      const reply = await call({ method: "POST", url, key: cart.key, body });
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expectFrenchError(reply.body);
      expect(reply.body.message).toBe("Certains champs sont invalides.");
      expect(reply.body.data.errors[field], JSON.stringify(body)).toMatch(/[a-zé]/);
    }
    const { body } = await call({
      method: "POST",
      url,
      key: cart.key,
      body: { type: "WINE", quantity: 1000 },
    });
    expect(body.data.errors.quantity).toBe("La quantité est limitée à 999 par produit.");
    for (const bad of [
      "/cart/abc/product/1",
      "/cart/0/product/1",
      "/cart/new/product/abc",
      "/cart/NEW/product/1",
    ]) {
      const reply = await call({ method: "POST", url: bad, body: { type: "WINE", quantity: 1 } });
      expect(reply.status, bad).toBe(400);
      expect(reply.body.message).toBe("L'adresse demandée contient un paramètre invalide.");
    }
  });
});

describe("PUT /cart/{cartId}/product/{productId}/quantity", () => {
  it("sets the quantity of a line, checked like an addition", async () => {
    const cart = await visitorCart("TM-CLI-23-75", 2);
    const url = `/cart/${cart.id}/product/${ref["TM-CLI-23-75"]}/quantity`;
    const { status, body } = await call({ method: "PUT", url, key: cart.key, body: { quantity: 6 } });
    expect(status).toBe(200);
    expect(body.message).toBe("La quantité est mise à jour.");
    expect(body.data.products[0]).toMatchObject({ quantity: 6, lineTotal: 6 * 1950 });
    expect(body.data).toMatchObject({ subtotal: 11700, total: 11700, totalProduct: 6, bottleCount: 6 });
    expect(
      (await call({ method: "PUT", url, key: cart.key, body: { quantity: 1 } })).body.data.totalProduct,
    ).toBe(1);
    const tooMany = await call({ method: "PUT", url, key: cart.key, body: { quantity: 49 } });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe("Stock insuffisant : il en reste 48.");
    for (const body of [{ quantity: 0 }, { quantity: 1000 }, {}, { quantity: "2" }]) {
      const reply = await call({ method: "PUT", url, key: cart.key, body });
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expectFrenchError(reply.body);
    }
  });

  it("answers 404 « Ce produit n'est pas dans le panier. » for a line the cart does not have", async () => {
    const cart = await visitorCart();
    for (const id of [ref["TM-CHA-24-75"], 999999]) {
      const reply = await call({
        method: "PUT",
        url: `/cart/${cart.id}/product/${id}/quantity`,
        key: cart.key,
        body: { quantity: 2 },
      });
      expect(reply.status).toBe(404);
      expect(reply.body.message).toBe("Ce produit n'est pas dans le panier.");
    }
    const newCart = await call({
      method: "PUT",
      url: `/cart/new/product/${ref["TM-MUS-25-75"]}/quantity`,
      body: { quantity: 2 },
    });
    expect(newCart.status).toBe(400);
  });
});

describe("DELETE /cart/{cartId}/product/{productId}", () => {
  it("removes a line and answers the cart; a second time, 404", async () => {
    const cart = await visitorCart("TM-MUS-25-75", 2);
    await call({
      method: "POST",
      url: `/cart/${cart.id}/product/${ref["TM-CRE-BRUT-75"]}`,
      key: cart.key,
      body: { type: "WINE", quantity: 1 },
    });
    const url = `/cart/${cart.id}/product/${ref["TM-MUS-25-75"]}`;
    const { status, body } = await call({ method: "DELETE", url, key: cart.key });
    expect(status).toBe(200);
    expect(body.message).toBe("Le produit est retiré du panier.");
    expect(body.data.products.map((l: { reference: string }) => l.reference)).toEqual(["TM-CRE-BRUT-75"]);
    expect(body.data).toMatchObject({ subtotal: 1390, total: 1390, totalProduct: 1 });
    const again = await call({ method: "DELETE", url, key: cart.key });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe("Ce produit n'est pas dans le panier.");
  });
});

describe("DELETE /cart/{cartId}", () => {
  it("deletes the cart and clears the cookie that held its secret", async () => {
    const cart = await visitorCart();
    const { status, body, headers } = await call({
      method: "DELETE",
      url: `/cart/${cart.id}`,
      cookieKey: cart.key,
    });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, data: null, message: "Le panier est supprimé." });
    expect(setCookieOf(headers)).toMatch(/^cartKey=; Max-Age=0; Path=\//);
    expect(await api.database.db.select().from(carts).where(eq(carts.id, cart.id))).toEqual([]);
    const gone = await call({ method: "POST", url: `/cart/${cart.id}`, key: cart.key });
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual(CART_MISSING);
  });

  it("leaves another visitor's cart alone", async () => {
    const mine = await visitorCart();
    const theirs = await visitorCart();
    const reply = await call({ method: "DELETE", url: `/cart/${theirs.id}`, key: mine.key });
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual(CART_MISSING);
    expect((await call({ method: "POST", url: `/cart/${theirs.id}`, key: theirs.key })).status).toBe(200);
  });
});

describe("who may use a cart", () => {
  it("a visitor with the cart's secret, as cookie or X-Cart-Key header", async () => {
    const cart = await visitorCart();
    expect((await call({ method: "POST", url: `/cart/${cart.id}`, key: cart.key })).status).toBe(200);
    expect((await call({ method: "POST", url: `/cart/${cart.id}`, cookieKey: cart.key })).status).toBe(200);
    // Two secrets (an old cookie and a header): either may open its own cart.
    const other = await visitorCart();
    const both = await call({ method: "POST", url: `/cart/${cart.id}`, key: other.key, cookieKey: cart.key });
    expect(both.status).toBe(200);
  });

  it("nobody else: no secret, a wrong one, another cart's, or another site's address (same 404)", async () => {
    const cart = await visitorCart();
    const other = await visitorCart();
    const site = await otherShopSite(api);
    const attempts = [
      call({ method: "POST", url: `/cart/${cart.id}` }),
      call({ method: "POST", url: `/cart/${cart.id}`, key: "not-the-key" }),
      call({ method: "POST", url: `/cart/${cart.id}`, key: other.key }),
      call({ method: "POST", url: `/cart/${cart.id}`, cookieKey: other.key }),
      call({ method: "POST", url: `/cart/${cart.id}`, key: cart.key, site: site.siteId }),
      call({ method: "POST", url: "/cart/999999", key: cart.key }),
      call({
        method: "POST",
        url: `/cart/${cart.id}/product/${ref["TM-MUS-25-75"]}`,
        key: other.key,
        body: { type: "WINE", quantity: 1 },
      }),
      call({
        method: "PUT",
        url: `/cart/${cart.id}/product/${ref["TM-MUS-25-75"]}/quantity`,
        key: other.key,
        body: { quantity: 3 },
      }),
      call({ method: "DELETE", url: `/cart/${cart.id}/product/${ref["TM-MUS-25-75"]}`, key: other.key }),
    ];
    for (const reply of await Promise.all(attempts)) {
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual(CART_MISSING);
    }
    const lines = await api.database.db.select().from(cartLines).where(eq(cartLines.cartId, cart.id));
    expect(lines.map((l) => l.quantity)).toEqual([1]);
  });

  it("a member's cart opens to its member only, not to its secret nor to another member", async () => {
    const owner = await newMember(api);
    const stranger = await newMember(api);
    const { body } = await call({
      method: "POST",
      url: `/cart/new/product/${ref["TM-MUS-25-75"]}`,
      token: owner.token,
      body: { type: "WINE", quantity: 1 },
    });
    const id = body.data.id;
    const [row] = await api.database.db.select().from(carts).where(eq(carts.id, id));
    expect(row).toMatchObject({ userId: owner.id, isDefault: true });
    expect((await call({ method: "POST", url: `/cart/${id}`, token: owner.token })).status).toBe(200);
    expect((await call({ method: "POST", url: `/cart/${id}`, key: body.data.cartKey })).body).toEqual(
      CART_MISSING,
    );
    expect((await call({ method: "POST", url: `/cart/${id}`, token: stranger.token })).body).toEqual(
      CART_MISSING,
    );
    // A member's session from another site is no session here.
    const elsewhere = await newMember(api, 1);
    expect((await call({ method: "POST", url: `/cart/${id}`, token: elsewhere.token })).body).toEqual(
      CART_MISSING,
    );
  });

  it("« new » puts a member's products in their default cart", async () => {
    const member = await newMember(api);
    const add = (reference: string) =>
      call({
        method: "POST",
        url: `/cart/new/product/${ref[reference]}`,
        token: member.token,
        body: { type: "WINE", quantity: 1 },
      });
    const first = await add("TM-MUS-25-75");
    const second = await add("TM-CHA-24-75");
    expect(second.body.data.id).toBe(first.body.data.id);
    expect(second.body.data.cartKey).toBeUndefined();
    expect(second.body.data.products).toHaveLength(2);
  });
});

describe("GET /cart/{cartId}/default", () => {
  it("needs a logged-in member (401 in French), even with a cart's secret", async () => {
    const cart = await visitorCart();
    for (const url of ["/cart/new/default", `/cart/${cart.id}/default`]) {
      const reply = await call({ method: "GET", url, key: cart.key });
      expect(reply.status, url).toBe(401);
      expect(reply.body).toEqual({ success: false, data: null, message: "Vous devez être connecté." });
    }
  });

  it("answers the member's default cart for « new » or any non-numeric id, creating it once", async () => {
    const member = await newMember(api);
    const created = await call({ method: "GET", url: "/cart/new/default", token: member.token });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ products: [], total: 0 });
    expect(created.body.data.cartKey).toEqual(expect.any(String));
    expect(created.headers["cache-control"]).toBe("no-store");
    for (const url of ["/cart/new/default", "/cart/undefined/default", "/cart/0/default"]) {
      const again = await call({ method: "GET", url, token: member.token });
      expect(again.body.data.id, url).toBe(created.body.data.id);
      expect(again.body.data.cartKey).toBeUndefined();
    }
  });

  it("makes a visitor's cart the member's default one, merging the previous default into it", async () => {
    const member = await newMember(api);
    const add = (
      cartId: number | "new",
      reference: string,
      quantity: number,
      auth: { token?: string; key?: string },
    ) =>
      call({
        method: "POST",
        url: `/cart/${cartId}/product/${ref[reference]}`,
        ...auth,
        body: { type: "WINE", quantity },
      });
    const previous = (await add("new", "TM-MUS-25-75", 2, { token: member.token })).body.data.id;
    await add(previous, "TM-CHA-24-75", 1, { token: member.token });
    const visitor = await visitorCart("TM-MUS-25-75", 3);
    await add(visitor.id, "TM-CRE-BRUT-75", 1, { key: visitor.key });

    const { status, body } = await call({
      method: "GET",
      url: `/cart/${visitor.id}/default`,
      token: member.token,
      key: visitor.key,
    });
    expect(status).toBe(200);
    expect(body.data.id).toBe(visitor.id);
    const quantities = Object.fromEntries(
      body.data.products.map((l: { reference: string; quantity: number }) => [l.reference, l.quantity]),
    );
    expect(quantities).toEqual({ "TM-MUS-25-75": 5, "TM-CRE-BRUT-75": 1, "TM-CHA-24-75": 1 });
    expect(body.data.subtotal).toBe(5 * 950 + 1390 + 1050);

    const db = api.database.db;
    expect(await db.select().from(carts).where(eq(carts.id, previous))).toEqual([]);
    const [claimed] = await db.select().from(carts).where(eq(carts.id, visitor.id));
    expect(claimed).toMatchObject({ userId: member.id, isDefault: true });
    // The cart is the member's now: its secret alone no longer opens it.
    expect((await call({ method: "POST", url: `/cart/${visitor.id}`, key: visitor.key })).body).toEqual(
      CART_MISSING,
    );
    expect((await call({ method: "GET", url: "/cart/new/default", token: member.token })).body.data.id).toBe(
      visitor.id,
    );
    // Asking again for the default cart by its id changes nothing.
    const same = await call({ method: "GET", url: `/cart/${visitor.id}/default`, token: member.token });
    expect(same.body.data.products).toHaveLength(3);
  });

  it("makes two visitor carts claimed at the same moment default one after the other: none fails", async () => {
    for (let round = 0; round < 3; round++) {
      const member = await newMember(api);
      const visitors = await Promise.all([visitorCart("TM-MUS-25-75", 1), visitorCart("TM-CHA-24-75", 2)]);
      const replies = await Promise.all(
        visitors.map((visitor) =>
          call({ method: "GET", url: `/cart/${visitor.id}/default`, token: member.token, key: visitor.key }),
        ),
      );
      expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
      const held = await api.database.db.select().from(carts).where(eq(carts.userId, member.id));
      expect(held.filter((cart) => cart.isDefault)).toHaveLength(1);
    }
  });

  it("caps merged quantities at 999 and makes a member's extra cart their default", async () => {
    const member = await newMember(api);
    const first = await call({ method: "POST", url: "/cart", token: member.token });
    const extra = await call({ method: "POST", url: "/cart", token: member.token });
    for (const cartId of [first.body.data.id, extra.body.data.id]) {
      await call({
        method: "POST",
        url: `/cart/${cartId}/product/${ref["TM-GRP-25-75"]}`,
        token: member.token,
        body: { type: "WINE", quantity: 600 },
      });
    }
    const { body } = await call({
      method: "GET",
      url: `/cart/${extra.body.data.id}/default`,
      token: member.token,
    });
    expect(body.data.id).toBe(extra.body.data.id);
    expect(body.data.products[0].quantity).toBe(999);
    expect(body.message).toMatch(/ : 999 au lieu de 1200\.$/);
    expect(await api.database.db.select().from(carts).where(eq(carts.id, first.body.data.id))).toEqual([]);
  });

  it("keeps merged lines within the stock, as an addition does, and tells the member in French", async () => {
    const member = await newMember(api);
    const product = await testProduct(api, { stock: 3 });
    const untouched = await testProduct(api, { stock: 3 });
    const add = (cartId: number | "new", declinationId: number, quantity: number, auth: object) =>
      call({
        method: "POST",
        url: `/cart/${cartId}/product/${declinationId}`,
        ...auth,
        body: { type: "WINE", quantity },
      });
    expect((await add("new", product.declinationId, 3, { token: member.token })).status).toBe(200);
    const opened = await add("new", product.declinationId, 3, {});
    const visitor = { id: opened.body.data.id as number, key: opened.body.data.cartKey as string };
    expect((await add(visitor.id, untouched.declinationId, 2, { key: visitor.key })).status).toBe(200);

    const { status, body } = await call({
      method: "GET",
      url: `/cart/${visitor.id}/default`,
      token: member.token,
      key: visitor.key,
    });
    expect(status).toBe(200);
    const quantities = Object.fromEntries(
      body.data.products.map((l: { id: number; quantity: number }) => [l.id, l.quantity]),
    );
    expect(quantities).toEqual({ [product.declinationId]: 3, [untouched.declinationId]: 2 });
    expect(body.message).toBe(
      "Votre panier a été réuni avec celui de votre compte. Quantités ajustées au stock et aux " +
        `conditions de vente : ${await productName(product.productId)} : 3 au lieu de 6.`,
    );
    // The merged line is one an addition could have made: one more is refused.
    expect((await add(visitor.id, product.declinationId, 1, { token: member.token })).status).toBe(409);
  });

  it("merges cased wines by their multiple, and leaves out what is no longer in stock", async () => {
    const member = await newMember(api);
    const cased = await testProduct(api, { sellByMultipleOf: 6, stock: 15 });
    const soldOut = await testProduct(api, { stock: 5 });
    const add = (cartId: number | "new", declinationId: number, quantity: number, auth: object) =>
      call({
        method: "POST",
        url: `/cart/${cartId}/product/${declinationId}`,
        ...auth,
        body: { type: "WINE", quantity },
      });
    await add("new", cased.declinationId, 6, { token: member.token });
    await add("new", soldOut.declinationId, 2, { token: member.token });
    const opened = await add("new", cased.declinationId, 12, {});
    const visitor = { id: opened.body.data.id as number, key: opened.body.data.cartKey as string };
    await api.database.db
      .update(declinations)
      .set({ stock: 0 })
      .where(eq(declinations.id, soldOut.declinationId));

    const { body } = await call({
      method: "GET",
      url: `/cart/${visitor.id}/default`,
      token: member.token,
      key: visitor.key,
    });
    // 18 bottles wanted, 15 in stock: 12, the largest multiple of 6 within it.
    expect(body.data.products.map((l: { id: number; quantity: number }) => [l.id, l.quantity])).toEqual([
      [cased.declinationId, 12],
    ]);
    expect(body.message).toContain(`${await productName(cased.productId)} : 12 au lieu de 18`);
    expect(body.message).toContain(`${await productName(soldOut.productId)} : retiré, plus disponible`);
  });

  it("sums beyond the stock when the site does not handle it", async () => {
    await api.services.sites.updateParameter(2, "HANDLE_STOCK", "false");
    try {
      const member = await newMember(api);
      const product = await testProduct(api, { stock: 3 });
      const add = (cartId: number | "new", quantity: number, auth: object) =>
        call({
          method: "POST",
          url: `/cart/${cartId}/product/${product.declinationId}`,
          ...auth,
          body: { type: "WINE", quantity },
        });
      await add("new", 3, { token: member.token });
      const opened = await add("new", 3, {});
      const { body } = await call({
        method: "GET",
        url: `/cart/${opened.body.data.id}/default`,
        token: member.token,
        key: opened.body.data.cartKey,
      });
      expect(body.data.products[0].quantity).toBe(6);
      expect(body.message).toBe("");
    } finally {
      await api.services.sites.updateParameter(2, "HANDLE_STOCK", "true");
    }
  });

  it("answers 404 for a cart the member may not use", async () => {
    const member = await newMember(api);
    const other = await newMember(api);
    const theirs = await call({ method: "POST", url: "/cart", token: other.token });
    const visitor = await visitorCart();
    for (const id of [theirs.body.data.id, visitor.id, 999999]) {
      const reply = await call({ method: "GET", url: `/cart/${id}/default`, token: member.token });
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual(CART_MISSING);
    }
    const [row] = await api.database.db.select().from(carts).where(eq(carts.id, visitor.id));
    expect(row!.userId).toBeNull();
  });
});

describe("a site that does not sell online", () => {
  it("answers 404 « Cette boutique n'existe pas. » on every cart call, before any other check", async () => {
    const member = await newMember(api, 1);
    const calls = [
      call({ method: "POST", url: "/cart", site: 1 }),
      call({ method: "POST", url: "/cart/1", site: 1 }),
      call({ method: "GET", url: "/cart/new/default", site: 1 }),
      call({ method: "GET", url: "/cart/new/default", site: 1, token: member.token }),
      call({ method: "POST", url: "/cart/new/product/1", site: 1, body: { type: "WINE", quantity: 1 } }),
      call({ method: "POST", url: "/cart/abc/product/1", site: 1, body: {} }),
      call({ method: "PUT", url: "/cart/1/product/1/quantity", site: 1, body: { quantity: 1 } }),
      call({ method: "DELETE", url: "/cart/1/product/1", site: 1 }),
      call({ method: "DELETE", url: "/cart/1", site: 1 }),
    ];
    for (const reply of await Promise.all(calls)) {
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ success: false, data: null, message: "Cette boutique n'existe pas." });
    }
  });
});

describe("abandoned carts", () => {
  it("deletes the visitors' carts untouched for longer than their cookie lives, never members' carts", async () => {
    const old = await visitorCart("TM-MUS-25-75", 2);
    const recent = await visitorCart();
    const member = await newMember(api);
    const memberCart = (await call({ method: "POST", url: "/cart", token: member.token })).body.data
      .id as number;
    const longAgo = new Date(Date.now() - ABANDONED_CART_AGE_MS - 60_000);
    await api.database.db
      .update(carts)
      .set({ updatedAt: longAgo })
      .where(inArray(carts.id, [old.id, memberCart]));

    const deleted = await api.services.shop.carts.purgeAbandoned(
      new Date(Date.now() - ABANDONED_CART_AGE_MS),
    );
    expect(deleted).toBeGreaterThanOrEqual(1);
    const left = (await api.database.db.select({ id: carts.id }).from(carts)).map((row) => row.id);
    expect(left).not.toContain(old.id);
    expect(left).toEqual(expect.arrayContaining([recent.id, memberCart]));
    expect(await api.database.db.select().from(cartLines).where(eq(cartLines.cartId, old.id))).toEqual([]);
    // Its secret now opens nothing.
    const gone = await call({ method: "POST", url: `/cart/${old.id}`, key: old.key });
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual(CART_MISSING);
  });

  it("runs when the server is ready, then every six hours, and waits for a purge in flight at close", async () => {
    const app = Fastify({ logger: false });
    let finished = false;
    const dates: Date[] = [];
    const carts = {
      purgeAbandoned: async (before: Date) => {
        dates.push(before);
        await new Promise((resolve) => setTimeout(resolve, 50));
        finished = true;
        return 0;
      },
    } as unknown as Carts;
    scheduleCartPurge(app, carts);
    await app.ready();
    expect(dates).toHaveLength(1);
    expect(Math.abs(Date.now() - ABANDONED_CART_AGE_MS - (dates[0]?.getTime() ?? 0))).toBeLessThan(5_000);
    expect(ABANDONED_CART_AGE_MS).toBeGreaterThan(CART_COOKIE_MAX_AGE_S * 1000);
    expect(CART_PURGE_INTERVAL_MS).toBe(6 * 3_600_000);
    await app.close();
    expect(finished).toBe(true);
  });
});

describe("opening carts", () => {
  it("is limited per site and address, with a French message; adding to an open cart is not", async () => {
    const ip = "10.99.0.1";
    const open = () => call({ method: "POST", url: "/cart", body: {}, ip });
    const openByAdding = () =>
      call({
        method: "POST",
        url: `/cart/new/product/${ref["TM-MUS-25-75"]}`,
        body: { type: "WINE", quantity: 1 },
        ip,
      });
    let last = await open();
    for (let i = 1; i < CART_CREATION_LIMIT.max; i++) last = await open();
    expect(last.status).toBe(201);
    const refused = await open();
    expect(refused.status).toBe(429);
    expectFrenchError(refused.body);
    expect(refused.body.message).toMatch(
      /^Trop de paniers ouverts depuis votre connexion\. Merci de patienter \d+ minutes? avant de réessayer\.$/,
    );
    const before = await cartCount();
    // Opening through an addition has its own count; adding to an existing cart is never limited.
    for (let i = 0; i < CART_CREATION_LIMIT.max; i++) expect((await openByAdding()).status).toBe(200);
    expect((await openByAdding()).status).toBe(429);
    expect(await cartCount()).toBe(before + CART_CREATION_LIMIT.max);
    const cartId = last.body.data.id as number;
    const key = last.body.data.cartKey as string;
    for (let i = 0; i < CART_CREATION_LIMIT.max + 2; i++) {
      const added = await call({
        method: "POST",
        url: `/cart/${cartId}/product/${ref["TM-MUS-25-75"]}`,
        body: { type: "WINE", quantity: 1 },
        key,
        ip,
      });
      expect(added.status).toBe(200);
    }
    // Another address opens carts as usual.
    expect((await call({ method: "POST", url: "/cart", body: {}, ip: "10.99.0.2" })).status).toBe(201);
  });
});
