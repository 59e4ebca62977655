import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices, orderLines } from "../../../db/schema/index";
import { createTestApi, type TestApi } from "../../../testing/api";
import { createOrder, testAddress } from "../../../testing/factories/orders";
import { setParameters } from "../../../testing/factories/site";
import { readPdf } from "../../../testing/pdf";
import { refundOrder } from "./refunds";
import { moveOrder } from "./transitions";

/** An issued invoice or credit note says forever what it said when issued (art. 289 CGI). */

let api: TestApi;
const db = () => api.database.db;
const ADMIN = { role: "admin", userId: null } as const;
const OLD_OFFICE = "La Févrie, 44690 Château-Thébaud";
const NEW_OFFICE = "3 quai de la Fosse, 44000 Nantes";

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
});
afterAll(async () => {
  await api?.close();
});

async function pdfOf(order: { id: number; accessKey: string }, path: string) {
  api.services.sites.invalidate();
  const reply = await api.app.inject({
    method: "GET",
    url: `/order/${order.id}/${path}`,
    headers: { idSite: "2", "x-order-key": order.accessKey },
  });
  expect(reply.statusCode).toBe(200);
  return readPdf(reply.rawPayload);
}

/** An order of site 2 paid by transfer (its invoice issued then), the head office then OLD_OFFICE. */
async function paidOrder() {
  await setParameters(db(), 2, {
    LEGAL_COMPANY_NAME: "SCEA Domaine des Quatre Vents",
    HEAD_OFFICE: OLD_OFFICE,
  });
  const order = await createOrder(db(), 2, {
    paymentMethod: "TRANSFER",
    lines: [{ productName: "Muscadet", variationLabel: "2022 · 75 cl", quantity: 6, unitPrice: 1800 }],
    shippingFees: 990,
    billingAddress: testAddress({ firstname: "Hélène", lastname: "Moreau", city: "Nantes" }),
  });
  await moveOrder(db(), { siteId: 2, orderId: order.id, to: "paid", author: ADMIN });
  return order;
}

describe("an issued document", () => {
  it("keeps the seller, buyer and lines it was issued with, whatever changes afterwards", async () => {
    const order = await paidOrder();
    await refundOrder(db(), { siteId: 2, orderId: order.id, amount: 1000, reason: "Casse", author: ADMIN });
    const [invoice] = await db().select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(invoice!.content).toMatchObject({ number: invoice!.number, kind: "invoice" });

    await setParameters(db(), 2, { LEGAL_COMPANY_NAME: "SAS Nouveau Nom", HEAD_OFFICE: NEW_OFFICE });
    await db().update(orderLines).set({ productName: "Renommé" }).where(eq(orderLines.orderId, order.id));
    for (const path of ["invoice", "credit-note"]) {
      const text = await pdfOf(order, path);
      expect(text, path).toContain(`Siège social : ${OLD_OFFICE}`);
      expect(text, path).toContain("SCEA Domaine des Quatre Vents");
      expect(text, path).not.toContain("Nouveau Nom");
      expect(text, path).not.toContain("Renommé");
    }
  });

  it("issued before contents were kept is kept at its first reading, then no longer changes", async () => {
    const order = await paidOrder();
    await db().update(invoices).set({ content: null }).where(eq(invoices.orderId, order.id));
    expect(await pdfOf(order, "invoice")).toContain(`Siège social : ${OLD_OFFICE}`);
    const [kept] = await db().select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(kept!.content).not.toBeNull();

    await setParameters(db(), 2, { HEAD_OFFICE: NEW_OFFICE });
    const text = await pdfOf(order, "invoice");
    expect(text).toContain(`Siège social : ${OLD_OFFICE}`);
    expect(text).toMatch(/Facture acquittée le \d/);
  });
});
