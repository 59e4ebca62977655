import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartLines, jobs, orderLines, orderTransitions } from "../../../db/schema/index";
import { hashToken } from "../../../lib/tokens";
import { createTestApi, type TestApi } from "../../../testing/api";
import { createDiscountCode } from "../../../testing/factories/shop";
import { expectFrenchError } from "../../content/testing";
import { newMember, shopCaller } from "../testing";
import {
  createOrderShop,
  type OrderShop,
  orderBody,
  orderRow,
  placeOrder,
  stockOf,
  testAddress,
} from "./testing";

/** POST /order: a bank-transfer or cheque order, priced by the server, stock taken, history, e-mail, cart emptied. */

let api: TestApi;
let shop: OrderShop;
const place = (body: unknown, call: { token?: string; cartKey?: string; idempotencyKey?: string } = {}) =>
  placeOrder(api, body, { site: shop.siteId, ...call });

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  shop = await createOrderShop(api, { stock: 20 });
});
afterAll(async () => {
  await api?.close();
});

describe("POST /order by bank transfer", () => {
  it("records the order as the server prices it, takes the stock and tells how to pay", async () => {
    const before = await stockOf(api, shop.wine);
    const { status, body } = await place(
      orderBody(shop, {
        products: [
          { id: shop.wine, quantity: 2 },
          { id: shop.plain, quantity: 1 },
        ],
        message: "Livrer après 17 h, merci.",
      }),
    );
    expect(status).toBe(201);
    expect(body.message).toBe("Votre commande est enregistrée.");
    const { order, accessKey, payment } = body.data;
    expect(order.reference).toMatch(/^20\d{2}-\d{6}$/);
    expect(order).toMatchObject({
      status: "awaitingPayment",
      statusLabel: "En attente de paiement",
      deliveryType: "delivery",
      paymentMethod: "TRANSFER",
      itemCount: 3,
      subtotal: 3300,
      shippingFees: 990,
      discount: 0,
      total: 4290,
      email: "camille.durand@exemple.fr",
      phone: "06 12 34 56 78",
      message: "Livrer après 17 h, merci.",
      delivery: {
        carrierId: shop.home,
        carrierName: "Colissimo",
        carrierKind: "DELIVERY",
        accessPoint: null,
      },
      shippingAddress: { city: "Nantes", postalCode: "44000", countryCode: "FR", countryName: "France" },
      billingAddress: { city: "Nantes", countryCode: "FR" },
      invoices: [],
    });
    expect(order.lines).toEqual([
      {
        declinationId: shop.wine,
        productName: "Muscadet Sèvre et Maine",
        variationLabel: "2022",
        quantity: 2,
        unitPrice: 1200,
        vatRate: 2000,
        total: 2400,
      },
      expect.objectContaining({ declinationId: shop.plain, quantity: 1, unitPrice: 900, total: 900 }),
    ]);
    expect(order.history).toEqual([
      {
        from: null,
        to: "awaitingPayment",
        label: "En attente de paiement",
        at: expect.any(String),
        authorRole: "customer",
      },
    ]);
    expect(payment).toEqual({
      method: "TRANSFER",
      transfer: {
        holder: "SCEA Domaine d'essai",
        iban: "FR76 3000 4000 0312 3456 7890 143",
        bic: "BNPAFRPPXXX",
        reference: order.reference,
      },
    });
    expect(order.payment).toEqual(payment);
    expect(await stockOf(api, shop.wine)).toBe(before! - 2);
    const row = await orderRow(api, order.id);
    expect(row.accessKeyHash).toBe(hashToken(accessKey));
    expect(row.reservedUntil).toBeNull();
    const lines = await api.database.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(lines.map((line) => [line.declinationId, line.stockReserved])).toEqual([
      [shop.wine, true],
      [shop.plain, false],
    ]);
    const mails = await api.database.db.select().from(jobs).where(eq(jobs.kind, "mail.order"));
    expect(mails.filter((job) => job.payload.orderId === order.id).map((job) => job.payload.event)).toEqual([
      "received",
    ]);
  });

  it("numbers the site's orders in sequence, without gap after a refused order", async () => {
    const first = await place(orderBody(shop));
    const refused = await place(orderBody(shop, { products: [{ id: shop.wine, quantity: 999 }] }));
    expect(refused.status).toBe(409);
    const second = await place(orderBody(shop));
    const number = (reference: string) => Number(reference.split("-")[1]);
    expect(number(second.body.data.order.reference)).toBe(number(first.body.data.order.reference) + 1);
  });

  it("ignores prices sent by the client and recomputes the fees and discount", async () => {
    await createDiscountCode(api.database.db, shop.siteId, { code: "AMIS", kind: "AMOUNT", value: 300 });
    const { status, body } = await place({
      ...orderBody(shop),
      products: [{ id: shop.wine, quantity: 2, price: 1 }],
      delivery: { type: "delivery", idCarrier: shop.home, servicePrice: 0 },
      discount: "amis",
      total: 1,
    });
    expect(status).toBe(201);
    expect(body.data.order).toMatchObject({
      subtotal: 2400,
      shippingFees: 990,
      discount: 300,
      total: 3090,
      discountCode: "AMIS",
    });
  });
});

describe("POST /order by a member, from a cart", () => {
  it("takes the member's e-mail, links the order, and empties the cart ordered", async () => {
    const member = await newMember(api, shop.siteId);
    const cartCall = shopCaller(api);
    const added = await cartCall({
      method: "POST",
      url: `/cart/new/product/${shop.wine}`,
      site: shop.siteId,
      token: member.token,
      body: { type: "WINE", quantity: 3 },
    });
    expect(added.status).toBe(200);
    const cartId = added.body.data.cartId;
    const { status, body } = await place(
      orderBody(shop, {
        email: undefined,
        paymentMethod: "CHEQUE",
        cartId,
        products: [{ id: shop.wine, quantity: 3 }],
      }),
      { token: member.token },
    );
    expect(status).toBe(201);
    const row = await orderRow(api, body.data.order.id);
    expect(row.userId).toBe(member.id);
    expect(row.email).toMatch(/@/);
    expect(body.data.payment).toEqual({
      method: "CHEQUE",
      cheque: { payee: "SCEA Domaine d'essai", address: "La Grande Moulinière, 44330 Vallet" },
    });
    const [history] = await api.database.db
      .select()
      .from(orderTransitions)
      .where(eq(orderTransitions.orderId, row.id));
    expect(history).toMatchObject({ authorRole: "customer", authorUserId: member.id, fromStatus: null });
    const left = await api.database.db.select().from(cartLines).where(eq(cartLines.cartId, cartId));
    expect(left).toEqual([]);
  });

  it("leaves alone a cart the caller may not use", async () => {
    const cartCall = shopCaller(api);
    const added = await cartCall({
      method: "POST",
      url: `/cart/new/product/${shop.plain}`,
      site: shop.siteId,
      body: { type: "WINE", quantity: 1 },
    });
    const cartId = added.body.data.cartId;
    const { status } = await place(orderBody(shop, { cartId }));
    expect(status).toBe(201);
    const left = await api.database.db
      .select()
      .from(cartLines)
      .where(and(eq(cartLines.cartId, cartId), eq(cartLines.declinationId, shop.plain)));
    expect(left).toHaveLength(1);
    const withKey = await place(orderBody(shop, { cartId }), { cartKey: added.body.data.cartKey });
    expect(withKey.status).toBe(201);
    expect(await api.database.db.select().from(cartLines).where(eq(cartLines.cartId, cartId))).toEqual([]);
  });
});

describe("POST /order refusals", () => {
  it.each([
    [{ email: undefined }, 400, "email", "Indiquez votre adresse e-mail."],
    [{ email: "pas-une-adresse" }, 400, "email", "Cette adresse e-mail n'est pas valide."],
    [
      { paymentMethod: "BITCOIN" },
      400,
      "paymentMethod",
      "Choisissez un moyen de paiement : CARD, TRANSFER, CHEQUE ou ON_SITE.",
    ],
    [
      { paymentMethod: "ON_SITE" },
      400,
      "paymentMethod",
      "Le paiement au retrait n'est possible qu'en retrait en boutique.",
    ],
    [{ address: {} }, 400, "address.billing", "Indiquez l'adresse de facturation."],
    [{ products: [] }, 400, "products", "Votre commande ne contient aucun produit."],
    [{ message: "x".repeat(1001) }, 400, "message", "Le message compte au plus 1 000 caractères."],
    [{ message: "bonjour\u0000" }, 400, "message", "Ce champ contient des caractères non autorisés."],
    [
      { delivery: { type: "teleportation" } },
      400,
      "delivery.type",
      "Choisissez un mode de livraison : delivery, clickAndCollect ou no_delivery.",
    ],
  ])("refuses %j", async (change, status, field, message) => {
    const response = await place({ ...orderBody(shop), ...change });
    expect(response.status).toBe(status);
    expectFrenchError(response.body);
    expect(response.body.data.errors[field]).toBe(message);
  });

  it("refuses bad addresses: unknown country, postal code of another country", async () => {
    const unknown = await place(
      orderBody(shop, { address: { delivery: testAddress(shop, { country: 999_999 }) } }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.errors["address.delivery.country"]).toBe("Pays inconnu.");
    const wrong = await place(
      orderBody(shop, { address: { delivery: testAddress(shop, { postalCode: "4400" }) } }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.errors["address.delivery.postalCode"]).toBe(
      "Un code postal français compte 5 chiffres.",
    );
  });

  it("refuses lines that cannot be ordered, naming the wine, without taking any stock", async () => {
    const before = await stockOf(api, shop.wine);
    const { status, body } = await place(
      orderBody(shop, {
        products: [
          { id: shop.wine, quantity: 1 },
          { id: shop.caseWine, quantity: 5 },
        ],
      }),
    );
    expect(status).toBe(400);
    expect(body.message).toBe("« Folle Blanche » se vend par multiple de 6 bouteilles.");
    expect(body.data.errors["products.1.id"]).toBe(body.message);
    expect(await stockOf(api, shop.wine)).toBe(before);
  });

  it("answers 409 naming the wine when the stock is short, and takes nothing", async () => {
    const before = await stockOf(api, shop.wine);
    const { status, body } = await place(
      orderBody(shop, {
        products: [
          { id: shop.plain, quantity: 1 },
          { id: shop.wine, quantity: before! + 1 },
        ],
      }),
    );
    expect(status).toBe(409);
    expectFrenchError(body);
    expect(body.message).toBe(
      `« Muscadet Sèvre et Maine (2022) » : il n'en reste que ${before}, votre commande en demande ${before! + 1}.`,
    );
    expect(await stockOf(api, shop.wine)).toBe(before);
  });

  it("refuses a method the shop does not take, and a transfer without IBAN", async () => {
    const cardless = await createOrderShop(api, {
      parameters: { PAYMENT_METHOD: "TRANSFER", BANK_IBAN: null },
    });
    const card = await placeOrder(api, orderBody(cardless, { paymentMethod: "CHEQUE" }), {
      site: cardless.siteId,
    });
    expect(card.status).toBe(400);
    expect(card.body.data.errors.paymentMethod).toBe(
      "Ce moyen de paiement n'est pas proposé par cette boutique.",
    );
    const transfer = await placeOrder(api, orderBody(cardless), { site: cardless.siteId });
    expect(transfer.status).toBe(409);
    expect(transfer.body.message).toMatch(/^Le paiement par virement n'est pas disponible/);
  });

  it("refuses a card order where the platform has no Stripe key", async () => {
    const { status, body } = await place(orderBody(shop, { paymentMethod: "CARD" }));
    expect(status).toBe(409);
    expect(body.message).toBe(
      "Le paiement par carte n'est pas disponible sur cette boutique pour le moment : choisissez un autre moyen de paiement.",
    );
  });

  it("answers 404 on a site that does not sell online", async () => {
    expect((await placeOrder(api, orderBody(shop), { site: 1 })).status).toBe(404);
  });
});
