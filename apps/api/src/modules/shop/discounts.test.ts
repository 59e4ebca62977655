import { formatEuros } from "@vitrine/shared/shop-rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { discountCodes } from "../../db/schema/index";
import { createTestApi, type TestApi } from "../../testing/api";
import { createDiscountCode, createProduct } from "../../testing/factories/shop";
import { expectFrenchError } from "../content/testing";
import { DISCOUNT_CODE_FAILURES } from "./cart-requests";
import { otherShopSite, shopCaller } from "./testing";

/** Discount codes sent with POST /cart and POST /cart/{cartId} (spec: the discount is sent as a code only). */

let api: TestApi;
let call: ReturnType<typeof shopCaller>;
/** The bottle the carts hold: 9,50 €, stock not tracked. */
let bottleId: number;
let other: Awaited<ReturnType<typeof otherShopSite>>;

const DAY = 86_400_000;
const INVALID = "Ce code promo n'est pas valable.";

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  call = shopCaller(api);
  const bottle = await createProduct(api.database.db, 2, { declinations: [{ price: 950, stock: null }] });
  bottleId = bottle.declinationIds[0]!;
  await createDiscountCode(api.database.db, 2, {
    code: "BIENVENUE10",
    kind: "PERCENT",
    value: 10,
    minimumSubtotal: 5000,
  });
  other = await otherShopSite(api);
  await api.database.db.insert(discountCodes).values([
    { siteId: 2, code: "EXPIRE", kind: "PERCENT", value: 20, validTo: new Date(Date.now() - DAY) },
    { siteId: 2, code: "BIENTOT", kind: "PERCENT", value: 20, validFrom: new Date(Date.now() + DAY) },
    { siteId: 2, code: "ARRETE", kind: "PERCENT", value: 20, isActive: false },
    {
      siteId: 2,
      code: "Cinq-Euros",
      kind: "AMOUNT",
      value: 500,
      validFrom: new Date(Date.now() - DAY),
      validTo: new Date(Date.now() + DAY),
    },
    { siteId: 2, code: "GROS-CADEAU", kind: "AMOUNT", value: 100_000 },
    { siteId: other.siteId, code: "VOISIN", kind: "PERCENT", value: 50 },
  ]);
});

afterAll(async () => {
  await api?.close();
});

/** A visitor's cart worth `bottles` × 9,50 €; its calls come from `ip` when given, else each from a new address. */
async function cartOf(bottles: number, ip?: string) {
  const { body } = await call({
    method: "POST",
    url: `/cart/new/product/${bottleId}`,
    body: { type: "WINE", quantity: bottles },
    ip,
  });
  const { id, cartKey: key } = body.data;
  return {
    id,
    key,
    withCode: (discountCode: unknown) =>
      call({ method: "POST", url: `/cart/${id}`, key, body: { discountCode }, ip }),
    setQuantity: (quantity: number) =>
      call({
        method: "PUT",
        url: `/cart/${id}/product/${bottleId}/quantity`,
        key,
        body: { quantity },
        ip,
      }),
  };
}

describe("discount codes", () => {
  it("applies BIENVENUE10 from 50 € on, whatever the case and spaces", async () => {
    const cart = await cartOf(6);
    const { status, body } = await cart.withCode("  bienvenue10 ");
    expect(status).toBe(200);
    expect(body.message).toBe("Le code promo est appliqué.");
    expect(body.data.subtotal).toBe(5700);
    expect(body.data.discount).toEqual({
      code: "BIENVENUE10",
      value: 570,
      subtotal: 5700,
      total: 5130,
      shippingFees: null,
      freeShipping: false,
    });
    expect(body.data.total).toBe(5130);
  });

  it("names the minimum when the cart is under it", async () => {
    const cart = await cartOf(5);
    const { status, body } = await cart.withCode("BIENVENUE10");
    expect(status).toBe(400);
    expectFrenchError(body);
    expect(body.message).toBe(`Ce code promo s'applique à partir de ${formatEuros(5000)}.`);
    expect(body.message).toMatch(/^Ce code promo s'applique à partir de 50,00\s€\.$/);
    expect(body.data.errors.discountCode).toBe(body.message);
  });

  it("refuses unknown, inactive and other sites' codes alike, revealing nothing", async () => {
    const cart = await cartOf(10);
    for (const code of ["INCONNU", "ARRETE", "VOISIN", "BIENVENUE"]) {
      const { status, body } = await cart.withCode(code);
      expect(status, code).toBe(400);
      expect(body.message, code).toBe(INVALID);
      expect(body.data.errors.discountCode, code).toBe(INVALID);
    }
    const tooLong = await cart.withCode("x".repeat(41));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.data.errors.discountCode).toBe(INVALID);
  });

  it("says when a code has expired or from which day it will be valid", async () => {
    const cart = await cartOf(10);
    const expired = await cart.withCode("expire");
    expect(expired.status).toBe(400);
    expectFrenchError(expired.body);
    expect(expired.body.data.errors.discountCode).toBe("Ce code promo a expiré.");
    const future = await cart.withCode("BIENTOT");
    expect(future.status).toBe(400);
    expect(future.body.message).toMatch(
      /^Ce code promo sera valable à partir du \d{1,2}(er)? [a-zéû]+ \d{4}\.$/,
    );
    expect(future.body.data.errors.discountCode).toBe(future.body.message);
    await api.database.db.insert(discountCodes).values([
      {
        siteId: 2,
        code: "PRINTEMPS",
        kind: "PERCENT",
        value: 5,
        validFrom: new Date("2999-03-01T08:00:00Z"),
      },
      { siteId: 2, code: "ETE", kind: "PERCENT", value: 5, validFrom: new Date("2999-06-14T22:30:00Z") },
    ]);
    expect((await cart.withCode("PRINTEMPS")).body.message).toBe(
      "Ce code promo sera valable à partir du 1er mars 2999.",
    );
    // Counted on the French calendar: 22:30 UTC on 14 June is already the 15th in Paris.
    expect((await cart.withCode("ETE")).body.message).toBe(
      "Ce code promo sera valable à partir du 15 juin 2999.",
    );
  });

  it("tells a free-shipping code apart: it takes nothing off the products", async () => {
    await api.database.db
      .insert(discountCodes)
      .values({ siteId: 2, code: "PORTOFFERT", kind: "FREE_SHIPPING", value: 0 });
    const { status, body } = await (await cartOf(2)).withCode("PORTOFFERT");
    expect(status).toBe(200);
    expect(body.data.discount).toMatchObject({ code: "PORTOFFERT", value: 0, freeShipping: true });
  });

  it("takes a fixed amount off, never more than the subtotal", async () => {
    const cart = await cartOf(2);
    expect((await cart.withCode("cinq-euros")).body.data).toMatchObject({
      subtotal: 1900,
      discount: { code: "Cinq-Euros", value: 500, total: 1400 },
      total: 1400,
    });
    expect((await cart.withCode("GROS-CADEAU")).body.data).toMatchObject({
      discount: { value: 1900, total: 0 },
      total: 0,
    });
  });

  it("is not kept: a call without a code, null or empty, answers no discount", async () => {
    const cart = await cartOf(6);
    await cart.withCode("BIENVENUE10");
    for (const code of [undefined, null, ""]) {
      const { status, body } = await cart.withCode(code);
      expect(status).toBe(200);
      expect(body.data.discount).toBeNull();
      expect(body.data.total).toBe(5700);
    }
  });

  it("is checked when a cart is created: a refused code creates no cart", async () => {
    const created = await call({ method: "POST", url: "/cart", body: { discountCode: "cinq-euros" } });
    expect(created.status).toBe(201);
    expect(created.body.data.discount).toEqual({
      code: "Cinq-Euros",
      value: 0,
      subtotal: 0,
      total: 0,
      shippingFees: null,
      freeShipping: false,
    });
    const refused = await call({ method: "POST", url: "/cart", body: { discountCode: "BIENVENUE10" } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^Ce code promo s'applique à partir de 50,00/);
    expect(refused.headers["set-cookie"]).toBeUndefined();
  });

  it("refuses a code that is not text", async () => {
    const cart = await cartOf(6);
    for (const code of [10, true, ["BIENVENUE10"], { code: "BIENVENUE10" }]) {
      const { status, body } = await cart.withCode(code);
      expect(status).toBe(400);
      expectFrenchError(body);
      expect(body.data.errors.discountCode).toBe("Le code promo doit être un texte.");
    }
  });
});

describe("wrong discount codes", () => {
  const TOO_MANY =
    /^Trop de codes promo refusés depuis votre connexion\. Merci de patienter \d+ minutes? avant d'en essayer un autre\.$/;

  it("never hold back a customer who changes quantities and keeps a code that applies", async () => {
    const ip = "10.98.0.1";
    const cart = await cartOf(6, ip);
    for (let i = 0; i < 3 * DISCOUNT_CODE_FAILURES.max; i++) {
      expect((await cart.setQuantity(6 + (i % 3))).status).toBe(200);
      expect((await cart.withCode("BIENVENUE10")).status).toBe(200);
      expect((await cart.withCode(null)).status).toBe(200);
    }
    // Under the code's minimum: the code exists, the cart is too small; not a wrong code.
    await cart.setQuantity(5);
    for (let i = 0; i < 2 * DISCOUNT_CODE_FAILURES.max; i++) {
      expect((await cart.withCode("BIENVENUE10")).status).toBe(400);
    }
    await cart.setQuantity(6);
    expect((await cart.withCode("BIENVENUE10")).status).toBe(200);
  });

  it("are limited per site and address, in French, whatever code comes next", async () => {
    const ip = "10.98.0.2";
    const cart = await cartOf(6, ip);
    for (let i = 0; i < DISCOUNT_CODE_FAILURES.max; i++) {
      const { status, body } = await cart.withCode(`ESSAI${i}`);
      expect(status).toBe(400);
      expect(body.message).toBe(INVALID);
    }
    const refused = await cart.withCode("ESSAI-DE-TROP");
    expect(refused.status).toBe(429);
    expectFrenchError(refused.body);
    expect(refused.body.message).toMatch(TOO_MANY);
    // A code that exists would tell a guesser it does: it is not checked either.
    expect((await cart.withCode("BIENVENUE10")).status).toBe(429);
    const opening = await call({ method: "POST", url: "/cart", body: { discountCode: "BIENVENUE10" }, ip });
    expect(opening.status).toBe(429);
    expect(opening.body.message).toMatch(TOO_MANY);
    // The cart itself stays usable.
    expect((await cart.withCode(null)).body.data.total).toBe(5700);
    expect((await cart.setQuantity(7)).status).toBe(200);
    // Another address, or the same address on another site, has its own count.
    expect((await (await cartOf(6, "10.98.0.3")).withCode("ESSAI-DE-TROP")).status).toBe(400);
    const elsewhere = await call({
      method: "POST",
      url: "/cart",
      site: other.siteId,
      body: { discountCode: "ESSAI-DE-TROP" },
      ip,
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.message).toBe(INVALID);
  });

  it("count an IPv6 client by its /64 network, whatever address of it each call uses", async () => {
    const cart = await cartOf(6, "2001:db8:5:6::1");
    for (let i = 0; i < DISCOUNT_CODE_FAILURES.max; i++) {
      const from = `2001:db8:5:6:${(i + 2).toString(16)}::${i + 1}`;
      const { status } = await call({
        method: "POST",
        url: `/cart/${cart.id}`,
        key: cart.key,
        body: { discountCode: `ESSAI${i}` },
        ip: from,
      });
      expect(status).toBe(400);
    }
    const again = await call({
      method: "POST",
      url: `/cart/${cart.id}`,
      key: cart.key,
      body: { discountCode: "ESSAI-V6" },
      ip: "2001:db8:5:6:ffff::9",
    });
    expect(again.status).toBe(429);
    // Another /64 has its own count.
    const neighbour = await call({
      method: "POST",
      url: `/cart/${cart.id}`,
      key: cart.key,
      body: { discountCode: "ESSAI-V6" },
      ip: "2001:db8:5:7::1",
    });
    expect(neighbour.status).toBe(400);
  });

  it("opening a cart with a wrong code counts too", async () => {
    const ip = "10.98.0.4";
    for (let i = 0; i < DISCOUNT_CODE_FAILURES.max; i++) {
      const { status } = await call({ method: "POST", url: "/cart", body: { discountCode: `FAUX${i}` }, ip });
      expect(status).toBe(400);
    }
    expect((await (await cartOf(6, ip)).withCode("BIENVENUE10")).status).toBe(429);
  });
});
