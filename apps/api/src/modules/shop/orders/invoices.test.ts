import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentCounters, invoices } from "../../../db/schema/index";
import { createTestApi, type TestApi } from "../../../testing/api";
import { createOrder, testAddress } from "../../../testing/factories/orders";
import { createSite, setParameters } from "../../../testing/factories/site";
import { readPdf } from "../../../testing/pdf";
import { expectFrenchError } from "../../content/testing";
import { newMember } from "../testing";
import { issueInvoice } from "./invoices";
import { refundOrder } from "./refunds";
import { moveOrder } from "./transitions";

/** Invoices and credit notes: numbering under concurrency, and the PDF read back with its mentions. */

let api: TestApi;
const db = () => api.database.db;
const SYSTEM = { role: "system", userId: null } as const;
const ADMIN = { role: "admin", userId: null } as const;

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  await setParameters(db(), 2, {
    LEGAL_COMPANY_NAME: "SCEA Domaine des Quatre Vents",
    CORPORATE_FORM: "SCEA",
    SHARE_CAPITAL: "15 000 €",
    HEAD_OFFICE: "La Févrie, 44690 Château-Thébaud",
    SIRET_NUMBER: "123 456 789 00012",
    RCS_NUMBER: "Nantes B 123 456 789",
    INTRACO_VAT: "FR12123456789",
  });
});
afterAll(async () => {
  await api?.close();
});

function download(
  id: number,
  path: "invoice" | "credit-note",
  headers: Record<string, string> = {},
  site = 2,
) {
  api.services.sites.invalidate();
  return api.app.inject({
    method: "GET",
    url: `/order/${id}/${path}`,
    headers: { idSite: String(site), ...headers },
  });
}

/** An order of site 2 with two wines at different VAT rates, fees and a discount code, paid by transfer. */
async function invoicedOrder(values: Parameters<typeof createOrder>[2] = {}) {
  const order = await createOrder(db(), 2, {
    paymentMethod: "TRANSFER",
    lines: [
      {
        productName: "Muscadet « Clos des Échasses »",
        variationLabel: "2022 · 75 cl",
        quantity: 6,
        unitPrice: 1800,
      },
      { productName: "Jus de raisin", variationLabel: "1 L", quantity: 2, unitPrice: 633, vatRate: 550 },
    ],
    shippingFees: 1290,
    discount: 1200,
    discountCode: "PRINTEMPS",
    billingAddress: testAddress({
      firstname: "Hélène",
      lastname: "Moreau",
      company: "Cave Moreau",
      city: "Nantes",
      postalCode: "44000",
    }),
    ...values,
  });
  await moveOrder(db(), {
    siteId: 2,
    orderId: order.id,
    to: "paid",
    author: ADMIN,
    now: new Date("2026-03-14T10:00:00Z"),
  });
  return order;
}

describe("GET /order/{id}/invoice", () => {
  it("is a PDF with every mention French law asks for", async () => {
    const order = await invoicedOrder();
    const [invoice] = await db().select().from(invoices).where(eq(invoices.orderId, order.id));
    const reply = await download(order.id, "invoice", { "x-order-key": order.accessKey });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-type"]).toBe("application/pdf");
    expect(reply.headers["content-disposition"]).toBe(
      `attachment; filename="facture-${invoice!.number}.pdf"`,
    );
    expect(reply.headers["cache-control"]).toBe("private, no-store");
    const text = await readPdf(reply.rawPayload);
    for (const mention of [
      "SCEA Domaine des Quatre Vents",
      "SCEA au capital de 15 000 €",
      "Siège social : La Févrie, 44690 Château-Thébaud",
      "SIRET : 123 456 789 00012",
      "RCS Nantes B 123 456 789",
      "N° de TVA intracommunautaire : FR12123456789",
      "Facture",
      `N° ${invoice!.number}`,
      "Date d'émission : 14/03/2026",
      `Commande ${order.reference}`,
      "Hélène Moreau",
      "Cave Moreau",
      "44000 Nantes",
      "Muscadet « Clos des Échasses » – 2022 · 75 cl",
      // 18 € incl. 20 % VAT: 15 € excluding VAT, 6 bottles 90 € HT and 108 € TTC.
      "15,00 €",
      "90,00 €",
      "108,00 €",
      "Jus de raisin – 1 L",
      "5,5 %",
      "6,00 €",
      "Remise (code PRINTEMPS), TVA 20 %",
      "Remise (code PRINTEMPS), TVA 5,5 %",
      // Shipping follows the goods' rates, split 90 € HT to 12 € HT: 11,38 € and 1,52 €.
      "Frais de livraison, TVA 20 %",
      "11,38 €",
      "Frais de livraison, TVA 5,5 %",
      "1,52 €",
      "Base HT à 20 %",
      "TVA à 20 %",
      "Base HT à 5,5 %",
      "TVA à 5,5 %",
      "Total HT",
      "Total TVA",
      "Total TTC",
      // 108 + 12,66 + 12,90 − 12 = 121,56 €.
      "121,56 €",
      "Moyen de paiement : Virement bancaire",
      "Facture acquittée le 14/03/2026.",
      "Pas d'escompte pour paiement anticipé.",
    ]) {
      expect(text, mention).toContain(mention);
    }
    // A business buyer: named by its company, with the payment terms of the Code de commerce.
    const flat = text.replace(/\s+/g, " ");
    expect(flat).toContain("Client Cave Moreau À l'attention de Hélène Moreau 12 rue des Vignes");
    expect(flat).toContain(
      "En cas de retard de paiement, pénalités au taux d'intérêt appliqué par la BCE à son opération de refinancement la plus récente majoré de 10 points, et indemnité forfaitaire pour frais de recouvrement de 40 € (art. L441-10 et D441-5 du Code de commerce).",
    );
  });

  it("names a consumer buyer without the business mentions, and unit prices to 4 decimals", async () => {
    const order = await invoicedOrder({
      lines: [{ productName: "Gros-Plant", variationLabel: "", quantity: 12, unitPrice: 950 }],
      shippingFees: 0,
      discount: 0,
      discountCode: null,
      billingAddress: testAddress({ firstname: "Hélène", lastname: "Moreau" }),
    });
    const reply = await download(order.id, "invoice", { "x-order-key": order.accessKey });
    const text = (await readPdf(reply.rawPayload)).replace(/\s+/g, " ");
    expect(text).toContain("Client Hélène Moreau 12 rue des Vignes");
    expect(text).not.toContain("À l'attention de");
    expect(text).not.toContain("escompte");
    expect(text).not.toContain("retard de paiement");
    // 12 × 9,50 € at 20 %: 95 € HT, 7,9167 € each (7,92 € would make 95,04 €).
    expect(text).toContain("Gros-Plant 12 7,9167 € 20 % 95,00 € 114,00 €");
  });

  it("opens for the member who ordered, not for another member nor a wrong key", async () => {
    const member = await newMember(api);
    const stranger = await newMember(api);
    const order = await invoicedOrder({ userId: member.id });
    expect(
      (await download(order.id, "invoice", { authorization: `Bearer ${member.token}` })).statusCode,
    ).toBe(200);
    const refused: Array<Record<string, string>> = [
      { authorization: `Bearer ${stranger.token}` },
      { "x-order-key": "pas-la-bonne-cle" },
    ];
    for (const headers of refused) {
      const reply = await download(order.id, "invoice", headers);
      expect(reply.statusCode).toBe(404);
      expect(reply.json().message).toBe("Cette commande n'existe pas.");
    }
    const anonymous = await download(order.id, "invoice");
    expect(anonymous.statusCode).toBe(401);
    expectFrenchError(anonymous.json());
  });

  it("answers 404 in French for an unknown order, an order without invoice, bad ids and a site without shop", async () => {
    const unpaid = await createOrder(db(), 2);
    const none = await download(unpaid.id, "invoice", { "x-order-key": unpaid.accessKey });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe("Cette commande n'a pas encore de facture.");
    const noCredit = await download(unpaid.id, "credit-note", { "x-order-key": unpaid.accessKey });
    expect(noCredit.json().message).toBe("Cette commande n'a pas d'avoir.");
    const unknown = await download(999_999, "invoice", { "x-order-key": unpaid.accessKey });
    expect(unknown.statusCode).toBe(404);
    expectFrenchError(unknown.json());
    const badId = await download("abc" as unknown as number, "invoice", { "x-order-key": unpaid.accessKey });
    expect(badId.statusCode).toBe(400);
    expectFrenchError(badId.json());
    const elsewhere = await download(unpaid.id, "invoice", { "x-order-key": unpaid.accessKey }, 1);
    expect(elsewhere.statusCode).toBe(404);
    expectFrenchError(elsewhere.json());
  });
});

describe("GET /order/{id}/credit-note", () => {
  it("cancels the invoice of a refunded order, which keeps its number", async () => {
    const order = await invoicedOrder();
    await moveOrder(db(), {
      siteId: 2,
      orderId: order.id,
      to: "refunded",
      author: ADMIN,
      now: new Date("2026-04-02T09:00:00Z"),
    });
    const [invoice, creditNote] = await db()
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, order.id))
      .orderBy(invoices.id);
    expect(creditNote!.number).toMatch(/^A-2026-\d{6}$/);
    const reply = await download(order.id, "credit-note", { "x-order-key": order.accessKey });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-disposition"]).toBe(
      `attachment; filename="avoir-${creditNote!.number}.pdf"`,
    );
    const text = await readPdf(reply.rawPayload);
    for (const mention of [
      "Avoir",
      `N° ${creditNote!.number}`,
      "Date d'émission : 02/04/2026",
      `Avoir annulant la facture n° ${invoice!.number} du 14/03/2026.`,
      "SIRET : 123 456 789 00012",
      "Total TTC de l'avoir",
      // Paid by transfer: the shop pays it back itself, later.
      "Montant à rembourser au client : 121,56 €.",
    ]) {
      expect(text, mention).toContain(mention);
    }
    expect(text).not.toContain("Montant remboursé");
    expect((await download(order.id, "invoice", { "x-order-key": order.accessKey })).statusCode).toBe(200);
  });

  it("says a card payment's money goes back on the card", async () => {
    const order = await invoicedOrder({ paymentMethod: "CARD", paymentIntentId: "pi_avoir_carte" });
    await moveOrder(db(), { siteId: 2, orderId: order.id, to: "refunded", author: ADMIN });
    const text = await readPdf(
      (await download(order.id, "credit-note", { "x-order-key": order.accessKey })).rawPayload,
    );
    expect(text).toContain("Montant remboursé au client sur sa carte bancaire : 121,56 €.");
  });

  it("gives back, over several partial credit notes, exactly the invoice's base and VAT", async () => {
    // 20 € at 20 %: 16,67 € HT and 3,33 € of VAT, refunded 10 € then 10 €.
    const order = await invoicedOrder({
      lines: [{ productName: "Muscadet", variationLabel: "", quantity: 1, unitPrice: 2000 }],
      shippingFees: 0,
      discount: 0,
      discountCode: null,
    });
    const refund = async () => {
      await refundOrder(db(), { siteId: 2, orderId: order.id, amount: 1000, reason: "Casse", author: ADMIN });
      const reply = await download(order.id, "credit-note", { "x-order-key": order.accessKey });
      return (await readPdf(reply.rawPayload)).replace(/\s+/g, " ");
    };
    const first = await refund();
    expect(first).toContain("Base HT à 20 % 8,33 € TVA à 20 % 1,67 €");
    // The note that completes the refund gives back what the first left: 16,67 − 8,33 and 3,33 − 1,67.
    const last = await refund();
    expect(last).toContain("Base HT à 20 % 8,34 € TVA à 20 % 1,66 €");
    expect(last).toContain("Remboursement : Casse 1 8,34 € 20 % 8,34 € 10,00 €");
    expect(last).toContain("Total TTC de l'avoir 10,00 €");
  });
});

describe("numbering", () => {
  it("gives 50 simultaneous payments the numbers 1 to 50, without gap nor duplicate", async () => {
    const site = await createSite(db(), { name: "Cave du concours", isECommerce: true });
    const orders = [];
    for (let n = 0; n < 50; n++) orders.push(await createOrder(db(), site.id, { paymentMethod: "CARD" }));
    const now = new Date("2026-06-01T12:00:00Z");
    await Promise.all(
      orders.map((order) =>
        moveOrder(db(), { siteId: site.id, orderId: order.id, to: "paid", author: SYSTEM, now }),
      ),
    );
    const rows = await db().select().from(invoices).where(eq(invoices.siteId, site.id));
    expect(rows.map((row) => row.sequence).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    expect(new Set(rows.map((row) => row.orderId)).size).toBe(50);
    expect(rows.map((row) => row.number).sort()).toEqual(
      Array.from({ length: 50 }, (_, i) => `F-2026-${String(i + 1).padStart(6, "0")}`),
    );
  });

  it("never reuses a number: refunds, cancellations and rolled back payments leave the series whole", async () => {
    const site = await createSite(db(), { name: "Cave des séries", isECommerce: true });
    const first = await createOrder(db(), site.id);
    await moveOrder(db(), { siteId: site.id, orderId: first.id, to: "paid", author: SYSTEM });
    await moveOrder(db(), { siteId: site.id, orderId: first.id, to: "refunded", author: ADMIN });
    const unpaid = await createOrder(db(), site.id);
    await moveOrder(db(), { siteId: site.id, orderId: unpaid.id, to: "cancelled", author: SYSTEM });
    // A payment whose transaction fails after taking a number gives it back with the rollback.
    const failing = await createOrder(db(), site.id);
    await expect(
      db().transaction(async (tx) => {
        await issueInvoice(tx, { id: failing.id, siteId: site.id, total: failing.total });
        throw new Error("Paiement annulé");
      }),
    ).rejects.toThrow("Paiement annulé");
    const second = await createOrder(db(), site.id);
    await moveOrder(db(), {
      siteId: site.id,
      orderId: second.id,
      to: "paid",
      author: SYSTEM,
      now: new Date("2027-01-05T10:00:00Z"),
    });
    const rows = await db().select().from(invoices).where(eq(invoices.siteId, site.id)).orderBy(invoices.id);
    expect(rows.map((row) => [row.orderId, row.kind, row.sequence])).toEqual([
      [first.id, "invoice", 1],
      [first.id, "creditNote", 1],
      [second.id, "invoice", 2],
    ]);
    // The year is the year of issue; the sequence goes on.
    expect(rows[2]!.number).toBe("F-2027-000002");
    const counters = await db().select().from(documentCounters).where(eq(documentCounters.siteId, site.id));
    expect(Object.fromEntries(counters.map((row) => [row.kind, row.last]))).toEqual({
      invoice: 2,
      creditNote: 1,
    });
  });
});
