import { adminOrderCalls } from "@vitrine/sdk/admin-orders";
import { ApiError } from "@vitrine/sdk/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../testing/api";
import { createMember } from "../../testing/factories/account";
import { createOrder, testAddress } from "../../testing/factories/orders";
import { createSite, setParameters } from "../../testing/factories/site";
import { readPdf } from "../../testing/pdf";
import { injectClient } from "../../testing/sdk";
import { expectFrenchError } from "../content/testing";

/**
 * The order's documents in the admin panel: the packing slip (GET /admin/order/{id}/packing-slip),
 * the invoice and each credit note by its number, read back from the PDF.
 */

let api: TestApi;
let siteId = 0;
let token = "";
const db = () => api.database.db;

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  siteId = (await createSite(db(), { name: "Domaine des Bons", isECommerce: true })).id;
  await setParameters(db(), siteId, {
    LEGAL_COMPANY_NAME: "SCEA Domaine des Bons",
    SIRET_NUMBER: "123 456 789 00012",
  });
  const admin = await createMember(db(), siteId, { role: "ADMIN" });
  token = await api.services.accounts.sessions.createSession(siteId, admin.id);
});
afterAll(async () => {
  await api?.close();
});

const auth = () => ({ authorization: `Bearer ${token}` });
const get = (url: string) => {
  api.services.sites.invalidate();
  return api.app.inject({ method: "GET", url, headers: { idSite: String(siteId), ...auth() } });
};
const post = (url: string, payload: object) =>
  api.call({ method: "POST", url, site: siteId, headers: auth(), payload });

describe("GET /admin/order/{id}/packing-slip", () => {
  it("lists what to pack, for whom and how it travels, without prices", async () => {
    const order = await createOrder(db(), siteId, {
      paymentMethod: "TRANSFER",
      phone: "06 12 34 56 78",
      message: "Merci d'emballer pour un cadeau.",
      delivery: { carrierName: "Colissimo" },
      shippingAddress: testAddress({ firstname: "Hélène", lastname: "Moreau", secondPart: "Bâtiment B" }),
      lines: [
        {
          productName: "Muscadet « Clos des Échasses »",
          variationLabel: "2022 · 75 cl",
          reference: "MUS-22",
          quantity: 6,
        },
        { productName: "Gros-Plant", variationLabel: "", reference: "GP-23", quantity: 2, unitPrice: 950 },
      ],
    });
    const reply = await get(`/admin/order/${order.id}/packing-slip`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-type"]).toBe("application/pdf");
    expect(reply.headers["content-disposition"]).toBe(
      `attachment; filename="bon-de-livraison-${order.reference}.pdf"`,
    );
    expect(reply.headers["cache-control"]).toBe("private, no-store");
    const text = (await readPdf(reply.rawPayload)).replace(/\n/g, " ");
    for (const expected of [
      "SCEA Domaine des Bons",
      "Bon de livraison",
      `Commande ${order.reference}`,
      "Hélène Moreau",
      "Bâtiment B",
      "33000 Bordeaux",
      "06 12 34 56 78",
      "Transporteur : Colissimo",
      "Muscadet « Clos des Échasses » – 2022 · 75 cl",
      "MUS-22",
      "GP-23",
      "8 articles au total.",
      "Merci d'emballer pour un cadeau.",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/€/);
  });

  it("answers 404 in French for an unknown order and another site's", async () => {
    const unknown = await get("/admin/order/999999/packing-slip");
    expect(unknown.statusCode).toBe(404);
    expectFrenchError(unknown.json());
    const theirs = await createOrder(db(), 2);
    expect((await get(`/admin/order/${theirs.id}/packing-slip`)).statusCode).toBe(404);
    expect((await get("/admin/order/abc/packing-slip")).statusCode).toBe(400);
  });
});

describe("GET /admin/order/{id}/invoice and /credit-note", () => {
  it("serves the invoice, and each partial credit note by number with its VAT share and reason", async () => {
    const order = await createOrder(db(), siteId, {
      paymentMethod: "CHEQUE",
      lines: [
        { productName: "Muscadet", quantity: 6, unitPrice: 1800 },
        { productName: "Jus de raisin", quantity: 2, unitPrice: 600, vatRate: 550 },
      ],
    });
    expect((await get(`/admin/order/${order.id}/invoice`)).statusCode).toBe(404);
    await post(`/admin/order/${order.id}/status`, { status: "paid" });
    const invoice = await get(`/admin/order/${order.id}/invoice`);
    expect(invoice.statusCode).toBe(200);
    expect(await readPdf(invoice.rawPayload)).toContain("Facture");
    const first = (
      await post(`/admin/order/${order.id}/refund`, { amount: 1200, reason: "Bouteille cassée" })
    ).body.data.creditNote;
    const second = (await post(`/admin/order/${order.id}/refund`, { amount: 500 })).body.data.creditNote;
    const firstPdf = await get(`/admin/order/${order.id}/credit-note?number=${first.number}`);
    expect(firstPdf.statusCode).toBe(200);
    const text = (await readPdf(firstPdf.rawPayload)).replace(/[\n ]+/g, " ");
    expect(text).toContain(`N° ${first.number}`);
    expect(text).toContain("Avoir partiel sur la facture");
    expect(text).toContain("Motif : Bouteille cassée");
    // 12 € over 108 € at 20 % and 12 € at 5,5 %: 10,80 € and 1,20 €.
    expect(text).toContain("Remboursement : Bouteille cassée, TVA 20 %");
    expect(text).toMatch(/Total TTC de l'avoir 12,00 €/);
    const latest = await get(`/admin/order/${order.id}/credit-note`);
    expect(await readPdf(latest.rawPayload)).toContain(second.number);
    // The customer's own route serves each one too.
    const customer = await api.app.inject({
      method: "GET",
      url: `/order/${order.id}/credit-note?number=${first.number}`,
      headers: { idSite: String(siteId), "x-order-key": order.accessKey },
    });
    expect(await readPdf(customer.rawPayload)).toContain(first.number);
  });

  it("refuses a malformed number (400) and one the order does not have (404), in French", async () => {
    const order = await createOrder(db(), siteId, { paymentMethod: "CHEQUE" });
    const bad = await get(`/admin/order/${order.id}/credit-note?number=F-2026-000001`);
    expect(bad.statusCode).toBe(400);
    expectFrenchError(bad.json());
    const missing = await get(`/admin/order/${order.id}/credit-note?number=A-2026-999999`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Cette commande n'a pas cet avoir.");
  });
});

describe("the SDK's admin order calls", () => {
  it("list, read, move, refund and download through the routes they name", async () => {
    const sdk = adminOrderCalls(injectClient(api, { siteId, token }));
    const order = await createOrder(db(), siteId, { paymentMethod: "TRANSFER", email: "sdk@exemple.fr" });
    expect((await sdk.adminOrders({ search: "sdk@" })).items.map((item) => item.id)).toEqual([order.id]);
    expect((await sdk.moveOrder(order.id, { status: "paid" })).status).toBe("paid");
    const refunded = await sdk.refundOrder(order.id, { amount: 100, reason: "Geste commercial" });
    expect(refunded.creditNote).toMatchObject({ total: 100, reason: "Geste commercial" });
    expect((await sdk.adminOrder(order.id)).refund.refunded).toBe(100);
    const client = injectClient(api, { siteId, token });
    for (const url of [
      sdk.packingSlipUrl(order.id),
      sdk.adminInvoiceUrl(order.id),
      sdk.adminCreditNoteUrl(order.id, refunded.creditNote.number),
    ]) {
      const response = await client.download(url);
      expect([url, response.headers.get("content-type")]).toEqual([url, "application/pdf"]);
    }
    const refused = await sdk.refundOrder(order.id, { amount: 1_000_000 }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(422);
    expect((refused as ApiError).errors.amount).toMatch(/^Le remboursement ne peut pas dépasser/);
  });
});
