import { formatEuros } from "@vitrine/shared/shop-rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../testing/api";
import { createOrder } from "../../../testing/factories/orders";
import { createDiscountCode } from "../../../testing/factories/shop";
import { setParameters } from "../../../testing/factories/site";
import { expectFrenchError } from "../../content/testing";
import { newMember } from "../testing";
import { createOrderShop, type OrderShop, orderCall, testAddress } from "./testing";

/** POST /order/validate and POST /order/discount: what can be ordered, and what it would cost. */

let api: TestApi;
let shop: OrderShop;

const validate = (body: unknown, site = shop.siteId) =>
  orderCall(api, "POST", "/order/validate", body, { site });
const discount = (body: unknown, call: { token?: string } = {}) =>
  orderCall(api, "POST", "/order/discount", body, { site: shop.siteId, ...call });

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  shop = await createOrderShop(api, { stock: 5 });
});
afterAll(async () => {
  await api?.close();
});

describe("POST /order/validate", () => {
  it("accepts products that can be ordered, each line without message", async () => {
    const { status, body } = await validate({
      products: [
        { id: shop.wine, quantity: 5 },
        { id: shop.caseWine, quantity: 12 },
      ],
    });
    expect(status).toBe(200);
    expect(body.data).toEqual({
      valid: true,
      lines: [
        { id: shop.wine, quantity: 5, message: null },
        { id: shop.caseWine, quantity: 12, message: null },
      ],
      message: null,
    });
  });

  it("names each line's problem in French: stock left, multiple, withdrawn, unknown", async () => {
    const { status, body } = await validate({
      products: [
        { id: shop.wine, quantity: 6 },
        { id: shop.caseWine, quantity: 4 },
        { id: shop.withdrawn, quantity: 1 },
        { id: 2_000_000_000, quantity: 1 },
        { id: shop.plain, quantity: 3 },
      ],
    });
    expect(status).toBe(200);
    expect(body.data.valid).toBe(false);
    expect(body.data.lines.map((line: { message: string | null }) => line.message)).toEqual([
      "« Muscadet Sèvre et Maine (2022) » : il n'en reste que 5.",
      "« Folle Blanche » se vend par multiple de 6 bouteilles.",
      "« Muscadet Sèvre et Maine (2019) » n'est plus en vente.",
      "Ce produit n'existe pas.",
      null,
    ]);
  });

  it("sums a declination named twice, and says when it is sold out", async () => {
    const { body } = await validate({
      products: [
        { id: shop.wine, quantity: 3 },
        { id: shop.wine, quantity: 3 },
      ],
    });
    expect(body.data.lines[0].message).toBe("« Muscadet Sèvre et Maine (2022) » : il n'en reste que 5.");
    const sold = await createOrderShop(api, { stock: 0 });
    const out = await validate({ products: [{ id: sold.wine, quantity: 1 }] }, sold.siteId);
    expect(out.body.data.lines[0].message).toBe("« Muscadet Sèvre et Maine (2022) » n'est plus en stock.");
  });

  it("checks the bottles of an expedition for a delivery only", async () => {
    const strict = await createOrderShop(api, { parameters: { MINIMUM_EXPEDITION_BOTTLE: "6" } });
    const products = [{ id: strict.wine, quantity: 2 }];
    const delivered = await validate({ products, delivery: { type: "delivery" } }, strict.siteId);
    expect(delivered.body.data).toMatchObject({
      valid: false,
      message:
        "Une expédition compte au moins 6 bouteilles de 75 cl (ou l'équivalent : deux demi-bouteilles en font une) ; votre panier en contient l'équivalent de 2 bouteilles.",
    });
    const collected = await validate({ products, delivery: { type: "clickAndCollect" } }, strict.siteId);
    expect(collected.body.data).toMatchObject({ valid: true, message: null });
    await setParameters(api.database.db, strict.siteId, {
      MINIMUM_EXPEDITION_BOTTLE: null,
      LOCK_DELIVERY: "true",
    });
    const locked = await validate({ products, delivery: { type: "delivery" } }, strict.siteId);
    expect(locked.body.data.message).toBe(
      "La livraison n'est pas proposée pour le moment : choisissez le retrait sur place.",
    );
  });

  it.each([
    [{}, "products", "Votre commande ne contient aucun produit."],
    [{ products: [] }, "products", "Votre commande ne contient aucun produit."],
    [{ products: [{ id: 1, quantity: 0 }] }, "products.0.quantity", "La quantité doit être d'au moins 1."],
    [
      { products: [{ id: 1, quantity: 1.5 }] },
      "products.0.quantity",
      "La quantité doit être un nombre entier.",
    ],
    [{ products: [{ id: "1", quantity: 1 }] }, "products.0.id", "Indiquez le produit."],
    [{ products: [{ id: -4, quantity: 1 }] }, "products.0.id", "Ce produit n'est pas valable."],
    [
      { products: [{ id: 1, quantity: 1000 }] },
      "products.0.quantity",
      "La quantité est limitée à 999 par produit.",
    ],
  ])("refuses %j with a French field error", async (payload, field, message) => {
    const { status, body } = await validate(payload);
    expect(status).toBe(400);
    expectFrenchError(body);
    expect(body.data.errors[field]).toBe(message);
  });

  it("answers 404 on a site that does not sell online", async () => {
    const { status } = await validate({ products: [{ id: shop.wine, quantity: 1 }] }, 1);
    expect(status).toBe(404);
  });
});

describe("POST /order/discount", () => {
  const products = () => [{ id: shop.wine, quantity: 2 }];

  it("takes a percentage off the products, before the delivery's fees", async () => {
    const code = await createDiscountCode(api.database.db, shop.siteId, { code: "VENDANGES", value: 10 });
    const alone = await discount({ products: products(), discountCode: "vendanges" });
    expect(alone.status).toBe(200);
    expect(alone.body.data).toMatchObject({
      subtotal: 2400,
      shippingFees: 0,
      discount: 240,
      total: 2160,
      vatExempt: false,
    });
    // Each product as charged, by its declination.
    expect(alone.body.data.lines).toEqual([{ id: shop.wine, quantity: 2, unitPrice: 1200 }]);
    const delivered = await discount({
      products: products(),
      discountCode: code.code,
      delivery: { type: "delivery", idCarrier: shop.home },
      address: { delivery: testAddress(shop) },
    });
    expect(delivered.body.data).toMatchObject({
      subtotal: 2400,
      shippingFees: 990,
      discount: 240,
      total: 3150,
      vatExempt: false,
    });
    const byPostalCode = await discount({
      products: products(),
      discountCode: code.code,
      delivery: {
        type: "delivery",
        idCarrier: shop.relay,
        deliveryPostalCode: "44000",
        deliveryIdCountry: shop.france,
      },
    });
    expect(byPostalCode.body.data).toMatchObject({
      subtotal: 2400,
      shippingFees: 490,
      discount: 240,
      total: 2650,
      vatExempt: false,
    });
  });

  it("waives the fees with a free-shipping code, and takes a fixed amount with another", async () => {
    await createDiscountCode(api.database.db, shop.siteId, {
      code: "PORTOFFERT",
      kind: "FREE_SHIPPING",
      value: 0,
    });
    await createDiscountCode(api.database.db, shop.siteId, { code: "MOINS5", kind: "AMOUNT", value: 500 });
    const delivery = { type: "delivery", idCarrier: shop.home };
    const address = { delivery: testAddress(shop) };
    const free = await discount({ products: products(), discountCode: "PORTOFFERT", delivery, address });
    expect(free.body.data).toMatchObject({
      subtotal: 2400,
      shippingFees: 0,
      discount: 0,
      total: 2400,
      vatExempt: false,
    });
    const fixed = await discount({ products: products(), discountCode: "MOINS5", delivery, address });
    expect(fixed.body.data).toMatchObject({
      subtotal: 2400,
      shippingFees: 990,
      discount: 500,
      total: 2890,
      vatExempt: false,
    });
  });

  it("refuses a code out of its dates, below its minimum, or used up (per code and per customer)", async () => {
    const db = api.database.db;
    await createDiscountCode(db, shop.siteId, { code: "FINI", validTo: new Date("2020-01-01") });
    await createDiscountCode(db, shop.siteId, { code: "GROS", minimumSubtotal: 10_000 });
    const once = await createDiscountCode(db, shop.siteId, { code: "UNEFOIS", usageLimitPerCustomer: 1 });
    const few = await createDiscountCode(db, shop.siteId, { code: "DEUX", usageLimit: 2 });
    const expectRefusal = async (code: string, message: string, call: { token?: string } = {}) => {
      const { status, body } = await discount({ products: products(), discountCode: code }, call);
      expect(status).toBe(400);
      expectFrenchError(body);
      expect(body.data.errors.discountCode).toBe(message);
    };
    await expectRefusal("FINI", "Ce code promo a expiré.");
    await expectRefusal("INCONNU", "Ce code promo n'est pas valable.");
    await expectRefusal("GROS", `Ce code promo s'applique à partir de ${formatEuros(10_000)}.`);
    const member = await newMember(api, shop.siteId);
    await createOrder(db, shop.siteId, {
      userId: member.id,
      discountCodeId: once.id,
      discountCode: "UNEFOIS",
    });
    await expectRefusal("UNEFOIS", "Vous avez déjà utilisé ce code promo.", { token: member.token });
    expect((await discount({ products: products(), discountCode: "UNEFOIS" })).status).toBe(200);
    await createOrder(db, shop.siteId, { discountCodeId: few.id, discountCode: "DEUX" });
    await createOrder(db, shop.siteId, { discountCodeId: few.id, discountCode: "DEUX", status: "cancelled" });
    expect((await discount({ products: products(), discountCode: "DEUX" })).status).toBe(200);
    await createOrder(db, shop.siteId, { discountCodeId: few.id, discountCode: "DEUX" });
    await expectRefusal("DEUX", "Ce code promo n'est plus disponible : il a servi autant de fois que prévu.");
  });

  it("refuses bad products, a carrier that does not serve the address, and a missing code", async () => {
    const bad = await discount({
      products: [{ id: shop.withdrawn, quantity: 1 }],
      discountCode: "VENDANGES",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors["products.0.id"]).toBe(
      "« Muscadet Sèvre et Maine (2019) » n'est plus en vente.",
    );
    const abroad = await discount({
      products: products(),
      discountCode: "VENDANGES",
      delivery: { type: "delivery", idCarrier: shop.home },
      address: {
        delivery: testAddress(shop, { postalCode: "1000", city: "Bruxelles", country: shop.belgium }),
      },
    });
    expect(abroad.status).toBe(422);
    expectFrenchError(abroad.body);
    const missing = await discount({ products: products(), discountCode: "  " });
    expect(missing.status).toBe(400);
    expect(missing.body.data.errors.discountCode).toBe("Indiquez un code promo.");
  });

  it("quotes the order without a code: what POST /order would charge", async () => {
    const { status, body } = await discount({
      products: products(),
      delivery: { type: "delivery", idCarrier: shop.home },
      address: { delivery: testAddress(shop) },
    });
    expect(status).toBe(200);
    expect(body.message).toBe("");
    expect(body.data).toMatchObject({
      subtotal: 2400,
      shippingFees: 990,
      discount: 0,
      total: 3390,
      vatExempt: false,
    });
  });
});
