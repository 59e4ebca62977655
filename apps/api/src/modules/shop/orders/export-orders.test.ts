import type { OrderAddressInput, OrderDeliveryInput } from "@vitrine/shared/schemas/orders";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../testing/api";
import { createCarrier, createRelayPoint } from "../../../testing/factories/delivery";
import { createDiscountCode, createProduct } from "../../../testing/factories/shop";
import { setParameters } from "../../../testing/factories/site";
import { readPdf } from "../../../testing/pdf";
import { expectFrenchError } from "../../content/testing";
import { refundOrder } from "./refunds";
import {
  createOrderShop,
  dayFromNow,
  type OrderShop,
  orderBody,
  orderCall,
  orderRow,
  placeOrder,
  testAddress,
} from "./testing";
import { moveOrder } from "./transitions";

/**
 * Exports (decision 043): an order a carrier takes outside the EU is charged without VAT, quoted
 * as charged, invoiced and credited at 0 % with the mention of art. 262 I CGI; France, Corsica,
 * the EU, relay points in France and click-and-collect keep their prices.
 */

let api: TestApi;
let shop: OrderShop;
/** Grape juice at 5,5 %, 6,33 €. */
let juice: number;
/** Delivers everywhere: 9,90 € in mainland France, 14,90 € in Corsica, 19,90 € in the EU, 29,90 € elsewhere. */
let courier: number;
/** A relay network in France (4,90 €) and abroad (19,90 €), with a point in Nantes and one in Geneva. */
let relay: number;
let geneva: string;
let countries: { switzerland: number };
const ADMIN = { role: "admin", userId: null } as const;
const MENTION = "Exonération de TVA, article 262 I du CGI (exportation)";

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  shop = await createOrderShop(api, {
    stock: null,
    parameters: { ONLY_SELL_IN_FRANCE: "false", SELLS_WORLDWIDE: "true" },
  });
  const db = api.database.db;
  const product = await createProduct(db, shop.siteId, {
    name: "Jus de raisin",
    declinations: [{ price: 633, vatRate: 550, stock: null }],
  });
  juice = product.declinationIds[0]!;
  courier = (
    await createCarrier(db, shop.siteId, {
      name: "Transporteur du monde",
      rates: [
        { zone: "FR_METRO", price: 990 },
        { zone: "FR_CORSE", price: 1490 },
        { zone: "EU", price: 1990 },
        { zone: "WORLD", price: 2990 },
      ],
    })
  ).id;
  relay = (
    await createCarrier(db, shop.siteId, {
      name: "Relais du monde",
      kind: "PICKUP",
      rates: [
        { zone: "FR_METRO", price: 490 },
        { zone: "WORLD", price: 1990 },
      ],
    })
  ).id;
  await createRelayPoint(db, shop.siteId, relay, { code: "NANTES", latitude: 47.21, longitude: -1.55 });
  geneva = (
    await createRelayPoint(db, shop.siteId, relay, {
      code: "GENEVE",
      zipCode: "1201",
      city: "Genève",
      country: "CH",
      latitude: 46.21,
      longitude: 6.14,
    })
  ).code;
  const all = await api.services.geo.listCountries();
  countries = { switzerland: all.find((c) => c.alphaTwo === "CH")!.id };
  await createDiscountCode(db, shop.siteId, { code: "EXPORT10", value: 10 });
  await createDiscountCode(db, shop.siteId, { code: "MOINS5", kind: "AMOUNT", value: 500 });
});
afterAll(async () => {
  await api?.close();
});

const products = () => [
  { id: shop.wine, quantity: 2 },
  { id: juice, quantity: 2 },
];
const inGeneva = () =>
  testAddress(shop, {
    firstPart: "12 rue du Rhône",
    postalCode: "1201",
    city: "Genève",
    country: countries.switzerland,
  });
/** Home delivery by the courier. */
const home = (): OrderDeliveryInput => ({ type: "delivery", idCarrier: courier });
const place = (body: unknown) => placeOrder(api, body, { site: shop.siteId });
const quote = (body: unknown) => orderCall(api, "POST", "/order/discount", body, { site: shop.siteId });

/** The order placed with `delivery` to `address` and `code`, and POST /order/discount's quote of the same. */
async function placedAndQuoted(
  address: OrderAddressInput,
  delivery: OrderDeliveryInput,
  code: string | null = "EXPORT10",
) {
  const body = orderBody(shop, {
    products: products(),
    address: { delivery: address },
    delivery,
    discount: code,
  });
  const placed = await place(body);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const quoted = await quote({
    products: body.products,
    discountCode: code,
    delivery,
    address: { delivery: address },
  });
  expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
  const { order, accessKey } = placed.body.data;
  const charged = {
    subtotal: order.subtotal,
    shippingFees: order.shippingFees,
    discount: order.discount,
    total: order.total,
    vatExempt: order.vatExempt,
  };
  const lines = order.lines.map((line: { declinationId: number; quantity: number; unitPrice: number }) => ({
    id: line.declinationId,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
  }));
  expect(quoted.body.data, "the quote is what the order charges").toEqual({ ...charged, lines });
  return { order, accessKey, charged };
}

/** 2 × 12 € and 2 × 6,33 € without VAT: 20 € + 12 €; 29,90 € of fees: 15,58 € + 10,63 €; 10 % off. */
const EXPORTED = { subtotal: 3200, shippingFees: 2621, discount: 320, total: 5501, vatExempt: true };

describe("an order delivered outside the EU", () => {
  it("charges the lines, the fees and the discount without VAT, as quoted", async () => {
    const { order, charged } = await placedAndQuoted(inGeneva(), home());
    expect(charged).toEqual(EXPORTED);
    expect(
      order.lines.map((line: { unitPrice: number; vatRate: number }) => [line.unitPrice, line.vatRate]),
    ).toEqual([
      [1000, 0],
      [600, 0],
    ]);
    expect(order.shippingAddress).toMatchObject({ countryCode: "CH" });
    expect((await orderRow(api, order.id)).vatExempt).toBe(true);
  });

  it("takes a fixed amount off less its VAT, and quotes without a code", async () => {
    // 5 € over 24 € and 12,66 € of goods: 2,73 € and 1,64 € without VAT.
    const fixed = await placedAndQuoted(inGeneva(), home(), "MOINS5");
    expect(fixed.charged).toMatchObject({ discount: 437, total: 3200 + 2621 - 437 });
    const without = await placedAndQuoted(inGeneva(), home(), null);
    expect(without.charged).toEqual({ ...EXPORTED, discount: 0, total: 5821 });
  });

  it("counts an overseas department (97xxx, France) as an export", async () => {
    const reunion = testAddress(shop, { postalCode: "97400", city: "Saint-Denis" });
    const { charged } = await placedAndQuoted(reunion, home());
    expect(charged).toEqual(EXPORTED);
  });

  it("counts a relay point abroad as an export, not one in France, each priced where it is", async () => {
    const relayIn = (id: string): OrderDeliveryInput => ({
      type: "delivery",
      idCarrier: relay,
      accessPoint: { id },
    });
    const abroad = await placedAndQuoted(inGeneva(), relayIn(geneva));
    expect(abroad.charged).toMatchObject({ subtotal: 3200, discount: 320, vatExempt: true });
    const inFrance = await placedAndQuoted(inGeneva(), relayIn("NANTES"));
    // A customer of Geneva picking up in Nantes: the French relay rate and French VAT.
    expect(inFrance.charged).toEqual({
      subtotal: 3666,
      shippingFees: 490,
      discount: 367,
      total: 3789,
      vatExempt: false,
    });
  });

  it("invoices it at 0 % with the mention, and credits it likewise", async () => {
    const { order, accessKey } = await placedAndQuoted(inGeneva(), home());
    await moveOrder(api.database.db, { siteId: shop.siteId, orderId: order.id, to: "paid", author: ADMIN });
    const invoice = await pdfText(order.id, accessKey, "invoice");
    expectNoVat(invoice);
    expect(invoice).toContain("Muscadet Sèvre et Maine – 2022 2 10,00 € 0 % 20,00 € 20,00 €");
    expect(invoice).toContain("Jus de raisin 2 6,00 € 0 % 12,00 € 12,00 €");
    expect(invoice).toContain("Frais de livraison 1 26,21 € 0 % 26,21 € 26,21 €");
    expect(invoice).toContain(`Total HT 55,01 € ${MENTION} Total TTC 55,01 €`);
    await refundOrder(api.database.db, {
      siteId: shop.siteId,
      orderId: order.id,
      amount: 1000,
      reason: "Casse",
      author: ADMIN,
    });
    const partial = await pdfText(order.id, accessKey, "credit-note");
    expectNoVat(partial);
    expect(partial).toContain("Remboursement : Casse 1 10,00 € 0 % 10,00 € 10,00 €");
    await moveOrder(api.database.db, {
      siteId: shop.siteId,
      orderId: order.id,
      to: "refunded",
      author: ADMIN,
    });
    const rest = await pdfText(order.id, accessKey, "credit-note");
    expectNoVat(rest);
    expect(rest).toContain("Total TTC de l'avoir 45,01 €");
  });
});

describe("an order that is not an export", () => {
  it("keeps its prices with VAT in mainland France, Corsica and the EU", async () => {
    const france = await placedAndQuoted(testAddress(shop), home());
    const withVat = { subtotal: 3666, discount: 367, vatExempt: false };
    expect(france.charged).toEqual({ ...withVat, shippingFees: 990, total: 4289 });
    expect(france.order.lines[0]).toMatchObject({ unitPrice: 1200, vatRate: 2000 });
    const corsica = testAddress(shop, { postalCode: "20000", city: "Ajaccio" });
    const corse = await placedAndQuoted(corsica, home());
    expect(corse.charged).toEqual({ ...withVat, shippingFees: 1490, total: 4789 });
    const brussels = testAddress(shop, { postalCode: "1000", city: "Bruxelles", country: shop.belgium });
    const eu = await placedAndQuoted(brussels, home());
    expect(eu.charged).toEqual({ ...withVat, shippingFees: 1990, total: 5289 });
  });

  it("keeps its prices when a customer abroad collects it at the shop", async () => {
    const day = dayFromNow(9);
    const weekday = ((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
    const slot = shop.pickup.rules.find((rule) => rule.weekday === weekday && rule.capacity === null)!;
    const { status, body } = await place(
      orderBody(shop, {
        products: products(),
        address: { delivery: inGeneva() },
        delivery: { type: "clickAndCollect" },
        dateSchedule: day,
        idSchedule: slot.id,
      }),
    );
    expect(status).toBe(201);
    expect(body.data.order).toMatchObject({ subtotal: 3666, total: 3666, vatExempt: false });
  });

  it("keeps its prices for a seller under the VAT franchise, whose prices carry no VAT", async () => {
    await setParameters(api.database.db, shop.siteId, { VAT_FRANCHISE: "true" });
    api.services.sites.invalidate();
    try {
      const { charged } = await placedAndQuoted(inGeneva(), home());
      expect(charged).toEqual({
        subtotal: 3666,
        shippingFees: 2990,
        discount: 367,
        total: 6289,
        vatExempt: false,
      });
    } finally {
      await setParameters(api.database.db, shop.siteId, { VAT_FRANCHISE: "false" });
      api.services.sites.invalidate();
    }
  });

  it("refuses an unknown country in French, before anything is priced", async () => {
    const unknown = {
      type: "delivery",
      idCarrier: courier,
      deliveryPostalCode: "1201",
      deliveryIdCountry: 999_999,
    };
    const quoted = await quote({ products: products(), delivery: unknown });
    expect(quoted.status).toBe(400);
    expectFrenchError(quoted.body);
    expect(quoted.body.data.errors["delivery.deliveryIdCountry"]).toBe("Pays inconnu.");
    const placed = await place(
      orderBody(shop, { address: { delivery: testAddress(shop, { country: 999_999 }) } }),
    );
    expect(placed.status).toBe(400);
    expectFrenchError(placed.body);
    expect(placed.body.data.errors["address.delivery.country"]).toBe("Pays inconnu.");
  });
});

/** The order's invoice or latest credit note as its customer downloads it, white space made plain. */
async function pdfText(orderId: number, key: string, path: "invoice" | "credit-note"): Promise<string> {
  const reply = await api.app.inject({
    method: "GET",
    url: `/order/${orderId}/${path}`,
    headers: { idSite: String(shop.siteId), "x-order-key": key },
  });
  expect(reply.statusCode, path).toBe(200);
  return (await readPdf(reply.rawPayload)).replace(/\s+/g, " ");
}

/** The export's mention, and no VAT amount, table or rate but 0 %. */
function expectNoVat(text: string) {
  expect(text).toContain(MENTION);
  for (const vat of ["Total TVA", "TVA à", "Base HT à", "20 %", "5,5 %", ", TVA", "293 B"]) {
    expect(text, vat).not.toContain(vat);
  }
}
