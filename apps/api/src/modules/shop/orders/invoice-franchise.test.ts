import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices } from "../../../db/schema/index";
import { adminToken } from "../../../testing/admin-pages";
import { createTestApi, type TestApi } from "../../../testing/api";
import { createOrder, type TestOrder } from "../../../testing/factories/orders";
import { readPdf } from "../../../testing/pdf";
import { refundOrder } from "./refunds";
import { moveOrder } from "./transitions";

/**
 * The VAT franchise (art. 293 B CGI, VAT_FRANCHISE): invoices and credit notes issued under it
 * state no VAT and say why; those issued before or after keep what they said.
 */

let api: TestApi;
let token: string;
const db = () => api.database.db;
const SITE = 2;
const ADMIN = { role: "admin", userId: null } as const;
const MENTION = "TVA non applicable, art. 293 B du CGI";

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  ({ token } = await adminToken(api.services, db(), SITE));
});
afterAll(async () => {
  await api?.close();
});

/** PUT /admin/parameter as the shop's administrator. */
const saveValues = (values: Record<string, string | null>) =>
  api.call({
    method: "PUT",
    url: "/admin/parameter",
    site: SITE,
    headers: { authorization: `Bearer ${token}` },
    payload: { values },
  });

async function franchise(on: boolean) {
  expect((await saveValues({ VAT_FRANCHISE: String(on) })).status).toBe(200);
}

/** Two wines at 20 % and 5,5 %, 12,90 € of shipping and 12 € off: 121,56 €, paid by transfer. */
async function paidOrder(): Promise<TestOrder> {
  const order = await createOrder(db(), SITE, {
    paymentMethod: "TRANSFER",
    lines: [
      { productName: "Muscadet", variationLabel: "2022 · 75 cl", quantity: 6, unitPrice: 1800 },
      { productName: "Jus de raisin", variationLabel: "1 L", quantity: 2, unitPrice: 633, vatRate: 550 },
    ],
    shippingFees: 1290,
    discount: 1200,
    discountCode: "PRINTEMPS",
  });
  await moveOrder(db(), { siteId: SITE, orderId: order.id, to: "paid", author: ADMIN });
  return order;
}

/** The order's invoice or latest credit note as the customer downloads it, its white space made plain. */
async function pdfText(order: TestOrder, path: "invoice" | "credit-note"): Promise<string> {
  api.services.sites.invalidate();
  const reply = await api.app.inject({
    method: "GET",
    url: `/order/${order.id}/${path}`,
    headers: { idSite: String(SITE), "x-order-key": order.accessKey },
  });
  expect(reply.statusCode, path).toBe(200);
  return (await readPdf(reply.rawPayload)).replace(/\s+/g, " ");
}

/** No VAT amount, rate but 0 % or VAT table anywhere on the document. */
function expectNoVat(text: string) {
  expect(text).toContain(MENTION);
  for (const vat of ["Total TVA", "TVA à", "Base HT à", "20 %", "5,5 %", ", TVA"]) {
    expect(text, vat).not.toContain(vat);
  }
}

describe("VAT_FRANCHISE", () => {
  it("is a switch: another value is refused in French, and the VAT number may then stay empty", async () => {
    const refused = await saveValues({ VAT_FRANCHISE: "oui" });
    expect(refused.status).toBe(400);
    expect(refused.body.data.errors).toEqual({ VAT_FRANCHISE: "La valeur doit être true ou false." });
    const saved = await saveValues({ VAT_FRANCHISE: "true", INTRACO_VAT: "" });
    expect(saved.status).toBe(200);
    await franchise(false);
  });

  it("issues invoices without VAT, each line at 0 %, the mention printed and the totals what was paid", async () => {
    await franchise(true);
    const text = await pdfText(await paidOrder(), "invoice");
    expectNoVat(text);
    expect(text).toContain("Muscadet – 2022 · 75 cl 6 18,00 € 0 % 108,00 € 108,00 €");
    expect(text).toContain("Jus de raisin – 1 L 2 6,33 € 0 % 12,66 € 12,66 €");
    expect(text).toContain("Remise (code PRINTEMPS) 1");
    expect(text).toContain("Frais de livraison 1 12,90 € 0 % 12,90 € 12,90 €");
    expect(text).toContain(`Total HT 121,56 € ${MENTION} Total TTC 121,56 €`);
    expect(text).not.toContain("TVA intracommunautaire");
    await franchise(false);
  });

  it("issues the credit notes of such an order without VAT, partial or for what is left", async () => {
    await franchise(true);
    const order = await paidOrder();
    await refundOrder(db(), {
      siteId: SITE,
      orderId: order.id,
      amount: 1000,
      reason: "Casse",
      author: ADMIN,
    });
    const partial = await pdfText(order, "credit-note");
    expectNoVat(partial);
    expect(partial).toContain("Remboursement : Casse 1 10,00 € 0 % 10,00 € 10,00 €");
    expect(partial).toContain(`Total HT 10,00 € ${MENTION} Total TTC de l'avoir 10,00 €`);
    await moveOrder(db(), { siteId: SITE, orderId: order.id, to: "refunded", author: ADMIN });
    const rest = await pdfText(order, "credit-note");
    expectNoVat(rest);
    expect(rest).toContain("Total TTC de l'avoir 111,56 €");
    await franchise(false);
  });

  it("leaves the documents issued before the switch as they were, and a credit note follows its invoice", async () => {
    const before = await paidOrder();
    const legacy = await paidOrder();
    // Issued before contents were kept, so before the franchise existed: composed at its first reading.
    await db().update(invoices).set({ content: null }).where(eq(invoices.orderId, legacy.id));
    await franchise(true);
    const under = await paidOrder();
    await moveOrder(db(), { siteId: SITE, orderId: before.id, to: "refunded", author: ADMIN });
    for (const text of [
      await pdfText(before, "invoice"),
      await pdfText(before, "credit-note"),
      await pdfText(legacy, "invoice"),
    ]) {
      expect(text).toMatch(/TVA à 20 % \d+,\d\d €/);
      expect(text).toContain("Total TVA");
      expect(text).not.toContain(MENTION);
    }
    await franchise(false);
    await moveOrder(db(), { siteId: SITE, orderId: under.id, to: "refunded", author: ADMIN });
    expectNoVat(await pdfText(under, "invoice"));
    expectNoVat(await pdfText(under, "credit-note"));
    expect(await pdfText(await paidOrder(), "invoice")).not.toContain(MENTION);
  });
});
