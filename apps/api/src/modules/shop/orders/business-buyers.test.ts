import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices } from "../../../db/schema/index";
import { createTestApi, type TestApi } from "../../../testing/api";
import { createMember } from "../../../testing/factories/account";
import { readPdf } from "../../../testing/pdf";
import { refundOrder } from "./refunds";
import { createOrderShop, type OrderShop, orderBody, orderRow, placeOrder, testAddress } from "./testing";
import { moveOrder } from "./transitions";

/**
 * A business buyer (decision 045): its SIREN or SIRET and VAT number on the order's billing address,
 * and on its invoices and credit notes, which all say the category of the operation.
 */

let api: TestApi;
let shop: OrderShop;
const db = () => api.database.db;
const ADMIN = { role: "admin", userId: null } as const;
const CATEGORY = "Catégorie de l'opération : livraison de biens";

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  shop = await createOrderShop(api);
});
afterAll(async () => {
  await api?.close();
});

const place = (body: unknown) => placeOrder(api, body, { site: shop.siteId });

const company = (values: Record<string, unknown> = {}) =>
  testAddress(shop, {
    firstname: "Hélène",
    lastname: "Moreau",
    company: "Cave Moreau",
    companyId: "732 829 320 00074",
    vatNumber: "fr44 732 829 320",
    ...values,
  });

async function download(order: { id: number }, accessKey: string, path: "invoice" | "credit-note") {
  api.services.sites.invalidate();
  const reply = await api.app.inject({
    method: "GET",
    url: `/order/${order.id}/${path}`,
    headers: { idSite: String(shop.siteId), "x-order-key": accessKey },
  });
  expect(reply.statusCode).toBe(200);
  return readPdf(reply.rawPayload);
}

/** Places `body`'s order by transfer and records its payment: its invoice is issued. */
async function paidOrder(body: unknown) {
  const { status, body: reply } = await place(body);
  expect(status).toBe(201);
  const { order, accessKey } = reply.data;
  await moveOrder(db(), { siteId: shop.siteId, orderId: order.id, to: "paid", author: ADMIN });
  return { order, accessKey };
}

describe("an order billed to a company", () => {
  it("keeps the identifiers on its billing address, not on where the goods go", async () => {
    const { status, body } = await place(
      orderBody(shop, { address: { delivery: testAddress(shop), billing: company() } }),
    );
    expect(status).toBe(201);
    const { order } = body.data;
    expect(order.billingAddress).toMatchObject({
      company: "Cave Moreau",
      companyId: "73282932000074",
      vatNumber: "FR44732829320",
    });
    const row = await orderRow(api, order.id);
    expect(row.billingAddress).toMatchObject({ companyId: "73282932000074", vatNumber: "FR44732829320" });
    expect(row.shippingAddress).not.toHaveProperty("companyId");

    // The panel's order gives them with the billing address.
    const admin = await createMember(db(), shop.siteId, { role: "ADMIN" });
    const token = await api.services.accounts.sessions.createSession(shop.siteId, admin.id);
    const detail = await api.call({
      method: "GET",
      url: `/admin/order/${order.id}`,
      site: shop.siteId,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(detail.status).toBe(200);
    expect(detail.body.data.billingAddress).toMatchObject({
      company: "Cave Moreau",
      companyId: "73282932000074",
      vatNumber: "FR44732829320",
    });
  });

  it("takes them from the delivery address when it is the billing one too", async () => {
    const { status, body } = await place(orderBody(shop, { address: { delivery: company() } }));
    expect(status).toBe(201);
    const row = await orderRow(api, body.data.order.id);
    expect(row.billingAddress).toMatchObject({ companyId: "73282932000074", vatNumber: "FR44732829320" });
    expect(row.shippingAddress).not.toHaveProperty("companyId");
    expect(row.shippingAddress).not.toHaveProperty("vatNumber");
  });

  it("prints them on its invoice and credit note, with the category of the operation", async () => {
    const { order, accessKey } = await paidOrder(
      orderBody(shop, { address: { delivery: testAddress(shop), billing: company() } }),
    );
    await refundOrder(db(), {
      siteId: shop.siteId,
      orderId: order.id,
      amount: 500,
      reason: "Casse",
      author: ADMIN,
    });
    for (const path of ["invoice", "credit-note"] as const) {
      const text = (await download(order, accessKey, path)).replace(/\s+/g, " ");
      expect(text, path).toContain("Cave Moreau À l'attention de Hélène Moreau");
      expect(text, path).toContain("SIREN : 732 829 320");
      expect(text, path).toContain("SIRET : 732 829 320 00074");
      expect(text, path).toContain("N° TVA : FR44732829320");
      expect(text, path).toContain(CATEGORY);
    }
    const kept = await db().select().from(invoices).where(eq(invoices.orderId, order.id));
    for (const document of kept) {
      expect(document.content).toMatchObject({
        buyer: { business: true, companyId: "73282932000074", vatNumber: "FR44732829320" },
        operationCategory: "livraison de biens",
      });
    }
  });

  it("prints a SIREN alone, 3-3-3, and no VAT line without a VAT number", async () => {
    const { order, accessKey } = await paidOrder(
      orderBody(shop, { address: { delivery: company({ companyId: "732829320", vatNumber: null }) } }),
    );
    const text = await download(order, accessKey, "invoice");
    expect(text).toContain("SIREN : 732 829 320");
    expect(text).not.toContain("SIRET :");
    expect(text).not.toContain("N° TVA");
  });

  it("says the category on a consumer's invoice too, without identifiers", async () => {
    const { order, accessKey } = await paidOrder(orderBody(shop));
    const text = await download(order, accessKey, "invoice");
    expect(text).toContain(CATEGORY);
    expect(text).not.toContain("SIREN");
  });

  it("reads a document issued before, without the identifiers nor the category, as it was", async () => {
    const { order, accessKey } = await paidOrder(orderBody(shop, { address: { delivery: company() } }));
    const [invoice] = await db().select().from(invoices).where(eq(invoices.orderId, order.id));
    const {
      operationCategory: _,
      buyer,
      ...older
    } = invoice!.content as Record<string, unknown> & {
      buyer: Record<string, unknown>;
    };
    const { companyId: __, vatNumber: ___, ...olderBuyer } = buyer;
    await db()
      .update(invoices)
      .set({ content: { ...older, buyer: olderBuyer } })
      .where(eq(invoices.id, invoice!.id));
    const text = await download(order, accessKey, "invoice");
    expect(text).toContain("Cave Moreau");
    expect(text).not.toContain("SIREN");
    expect(text).not.toContain("Catégorie de l'opération");
  });
});

describe("bad identifiers", () => {
  it.each([
    [{ companyId: "732829321" }, "address.billing.companyId", "Ce numéro SIREN ou SIRET n'est pas valide."],
    [{ companyId: { digits: 1 } }, "address.billing.companyId", "Ce numéro SIREN ou SIRET n'est pas valide."],
    [
      { vatNumber: "FR45732829320" },
      "address.billing.vatNumber",
      "Ce numéro de TVA ne correspond pas à son SIREN : vérifiez les deux chiffres qui suivent FR.",
    ],
    [
      { company: "", vatNumber: "FR44732829320" },
      "address.billing.vatNumber",
      "Indiquez le nom de la société : un numéro de TVA intracommunautaire est celui d'une entreprise.",
    ],
    [
      { company: null, companyId: "732829320" },
      "address.billing.companyId",
      "Indiquez le nom de la société : un numéro SIREN ou SIRET est celui d'une entreprise.",
    ],
  ])("refuses %j with a French 400 on its field", async (fields, path, message) => {
    const { status, body } = await place(
      orderBody(shop, { address: { delivery: testAddress(shop), billing: company(fields) } }),
    );
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.data.errors[path]).toBe(message);
  });
});

describe("a billing address abroad", () => {
  it("is taken from a shop that ships to France only, and printed on the invoice", async () => {
    const french = await createOrderShop(api, { parameters: { ONLY_SELL_IN_FRANCE: "true" } });
    const countries = await api.services.geo.listCountries();
    const usa = countries.find((c) => c.alphaTwo === "US")!;
    const billing = testAddress(french, {
      firstname: "Emily",
      lastname: "Walker",
      firstPart: "350 Fifth Avenue",
      postalCode: "10118",
      city: "New York",
      country: usa.id,
    });
    const placed = await placeOrder(
      api,
      orderBody(french, { address: { delivery: testAddress(french), billing } }),
      { site: french.siteId },
    );
    expect(placed.status).toBe(201);
    const { order, accessKey } = placed.body.data;
    expect(order.billingAddress).toMatchObject({ city: "New York", countryCode: "US" });
    expect(order.shippingAddress).toMatchObject({ city: "Nantes", countryCode: "FR" });
    await moveOrder(db(), { siteId: french.siteId, orderId: order.id, to: "paid", author: ADMIN });
    api.services.sites.invalidate();
    const reply = await api.app.inject({
      method: "GET",
      url: `/order/${order.id}/invoice`,
      headers: { idSite: String(french.siteId), "x-order-key": accessKey },
    });
    expect(reply.statusCode).toBe(200);
    const text = await readPdf(reply.rawPayload);
    for (const line of ["Emily Walker", "350 Fifth Avenue", "10118 New York", usa.name]) {
      expect(text, line).toContain(line);
    }
    // Where the goods went, under the buyer: the French shipping address.
    expect(text).toContain("44000 Nantes");
  });
});
