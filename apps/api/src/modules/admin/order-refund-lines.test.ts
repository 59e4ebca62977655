import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntries, invoices, orderLines } from "../../db/schema/index";
import { adminCall } from "../../testing/admin-calls";
import { createTestApi, type TestApi } from "../../testing/api";
import { createMember } from "../../testing/factories/account";
import { createOrder } from "../../testing/factories/orders";
import { readMails } from "../../testing/mail";
import { readPdf } from "../../testing/pdf";
import { expectFrenchError } from "../content/testing";
import { createOrderShop, type OrderShop, orderBody, placeOrder, stockOf } from "../shop/testing";

/**
 * Refunds by line (decision 044): POST /admin/order/{id}/refund with `lines`, `shipping` and
 * `restock` gives back the units and fees named (their worth, or a lower amount), its credit note
 * names them, the bottles go back in stock when asked and never twice, and what is left of each
 * line and of the fees bounds the next refund.
 */

let api: TestApi;
let shop: OrderShop;
let token = "";
const db = () => api.database.db;

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  shop = await createOrderShop(api, { stock: 200 });
  const owner = await createMember(db(), shop.siteId, { role: "ADMIN" });
  token = await api.services.accounts.sessions.createSession(shop.siteId, owner.id);
});
afterAll(async () => {
  await api?.close();
});

const call = (method: "GET" | "POST", url: string, payload?: object) =>
  adminCall(api, shop.siteId, token, method, url, payload);
const refund = (id: number, body: object) => call("POST", `/admin/order/${id}/refund`, body);

/** A French amount's narrow no-break spaces as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

/** A transfer order of 3 Muscadet (12 €, stock tracked) and 2 Gros-Plant (9 €), home 9,90 €, paid. */
async function paidOrder() {
  const body = orderBody(shop, {
    products: [
      { id: shop.wine, quantity: 3 },
      { id: shop.plain, quantity: 2 },
    ],
  });
  const placed = await placeOrder(api, body, { site: shop.siteId });
  expect(placed.status).toBe(201);
  const order = placed.body.data.order as { id: number; reference: string; total: number };
  expect((await call("POST", `/admin/order/${order.id}/status`, { status: "paid" })).status).toBe(200);
  const lines = await db()
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.id));
  const wine = lines.find((line) => line.declinationId === shop.wine)!;
  const plainWine = lines.find((line) => line.declinationId === shop.plain)!;
  return { ...order, wine: wine.id, plain: plainWine.id };
}

const creditNotes = (orderId: number) =>
  db()
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, "creditNote")))
    .orderBy(asc(invoices.id));

async function creditNoteText(orderId: number, number: string) {
  const reply = await api.app.inject({
    method: "GET",
    url: `/admin/order/${orderId}/credit-note?number=${number}`,
    headers: { idSite: String(shop.siteId), authorization: `Bearer ${token}` },
  });
  expect(reply.statusCode).toBe(200);
  return (await readPdf(reply.rawPayload)).replace(/\s+/g, " ");
}

describe("POST /admin/order/{id}/refund by line", () => {
  it("gives back the units and fees named: their worth, a credit note naming them, bottles back in stock", async () => {
    const stock = await stockOf(api, shop.wine);
    const order = await paidOrder();
    expect(await stockOf(api, shop.wine)).toBe(stock! - 3);
    const reply = await refund(order.id, {
      lines: [
        { id: order.wine, quantity: 1 },
        { id: order.plain, quantity: 0 },
      ],
      shipping: 400,
      restock: true,
      reason: "Bouteille cassée",
    });
    expect(reply.status).toBe(200);
    expect(plain(reply.body.message)).toMatch(
      /^Remboursement de 16,00 € enregistré : avoir A-\d{4}-\d{6}\.$/,
    );
    const { order: after, creditNote } = reply.body.data;
    expect(creditNote).toMatchObject({ total: 1600, reason: "Bouteille cassée" });
    expect(after.status).toBe("paid");
    expect(after.refund).toMatchObject({ refunded: 1600, shipping: 990 - 400, restock: true });
    expect(
      after.lines.map((line: { id: number; refundedQuantity: number }) => [line.id, line.refundedQuantity]),
    ).toEqual([
      [order.wine, 1],
      [order.plain, 0],
    ]);
    expect(await stockOf(api, shop.wine)).toBe(stock! - 2);

    const text = await creditNoteText(order.id, creditNote.number);
    expect(text).toContain("Muscadet Sèvre et Maine");
    expect(text).toContain("Frais de livraison");
    expect(text).not.toContain("Remboursement partiel");
    expect(text).not.toContain("Gros-Plant");
    const [note] = await creditNotes(order.id);
    expect(note!.content).toMatchObject({
      totalInclVat: 1600,
      refunded: { lines: [{ label: expect.stringContaining("Muscadet"), quantity: 1 }], shipping: 400 },
    });

    const [audit] = await db()
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, "order.refund"), eq(auditEntries.entityId, String(order.id))));
    expect(audit!.after).toMatchObject({
      amount: 1600,
      lines: [{ id: order.wine, quantity: 1 }],
      shipping: 400,
      restock: true,
      restocked: [{ id: order.wine, quantity: 1 }],
    });

    await api.services.jobs.runDue();
    const told = readMails(api.config.mailDir).filter(
      (mail) => mail.subject.includes(order.reference) && /Remboursement partiel/.test(mail.subject),
    );
    expect(told.length).toBeGreaterThan(0);
    for (const mail of told) {
      expect(plain(mail.text)).toMatch(/- 1 × Muscadet Sèvre et Maine/);
      expect(plain(mail.text)).toContain("- Frais de livraison : 4,00 €");
    }
  });

  it("leaves the stock out without restock, and a later refund of the whole order puts back only the units no refund named", async () => {
    const stock = await stockOf(api, shop.wine);
    const order = await paidOrder();
    expect((await refund(order.id, { lines: [{ id: order.wine, quantity: 1 }] })).status).toBe(200);
    expect(await stockOf(api, shop.wine)).toBe(stock! - 3);
    const again = await refund(order.id, { lines: [{ id: order.wine, quantity: 1 }], restock: true });
    expect(again.status).toBe(200);
    expect(await stockOf(api, shop.wine)).toBe(stock! - 2);
    const moved = await call("POST", `/admin/order/${order.id}/status`, { status: "refunded" });
    expect(moved.status).toBe(200);
    // The third bottle goes back; the broken one and the one already restocked do not.
    expect(await stockOf(api, shop.wine)).toBe(stock! - 1);
    const notes = await creditNotes(order.id);
    expect(notes.reduce((sum, note) => sum + note.total, 0)).toBe(order.total);
  });

  it("offers « Remettre en stock » while the tracked wine has bottles left to give back", async () => {
    const order = await paidOrder();
    const first = await refund(order.id, { lines: [{ id: order.wine, quantity: 2 }] });
    expect(first.body.data.order.refund.restock).toBe(true);
    // The Gros-Plant left counts no stock: nothing more could go back on a shelf.
    const last = await refund(order.id, { lines: [{ id: order.wine, quantity: 1 }] });
    expect(last.body.data.order.refund.restock).toBe(false);
  });

  it("gives back less than the items are worth with an « Ajustement » on the credit note", async () => {
    const order = await paidOrder();
    const reply = await refund(order.id, { lines: [{ id: order.wine, quantity: 2 }], amount: 1000 });
    expect(reply.status).toBe(200);
    expect(reply.body.data.creditNote.total).toBe(1000);
    const text = await creditNoteText(order.id, reply.body.data.creditNote.number);
    expect(text).toContain("Muscadet Sèvre et Maine");
    expect(text).toContain("Ajustement");
    const [note] = await creditNotes(order.id);
    const lines = (note!.content as { lines: Array<{ label: string; totalInclVat: number }> }).lines;
    expect(lines.map((line) => [line.label.split(" – ")[0], line.totalInclVat])).toEqual([
      ["Muscadet Sèvre et Maine", 2400],
      ["Ajustement", -1400],
    ]);
  });

  it("completes the order by line: refunded, the credit notes giving back exactly what was invoiced, stock back once", async () => {
    const stock = await stockOf(api, shop.wine);
    const order = await paidOrder();
    expect((await refund(order.id, { amount: 555 })).status).toBe(200);
    const rest = order.total - 555;
    const last = await refund(order.id, {
      lines: [
        { id: order.wine, quantity: 3 },
        { id: order.plain, quantity: 2 },
      ],
      shipping: 990,
      amount: rest,
      restock: true,
    });
    expect(last.status).toBe(200);
    expect(last.body.data.order).toMatchObject({ status: "refunded" });
    expect(last.body.data.creditNote.total).toBe(rest);
    expect(await stockOf(api, shop.wine)).toBe(stock);
    const [invoice] = await db()
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, "invoice")));
    type Vat = { rate: number; base: number; vat: number };
    const invoiced = (invoice!.content as { vat: Vat[] }).vat;
    const given = (await creditNotes(order.id)).flatMap((note) => (note.content as { vat: Vat[] }).vat);
    for (const row of invoiced) {
      const own = given.filter((each) => each.rate === row.rate);
      expect(own.reduce((sum, each) => sum + each.base, 0)).toBe(row.base);
      expect(own.reduce((sum, each) => sum + each.vat, 0)).toBe(row.vat);
    }
    expect((await creditNotes(order.id)).length).toBe(2);
  });

  it("refuses in French an unknown line (400), more units or fees than are left or an amount above the items (422)", async () => {
    const order = await paidOrder();
    const other = await paidOrder();
    expect((await refund(order.id, { lines: [{ id: order.wine, quantity: 2 }], shipping: 990 })).status).toBe(
      200,
    );
    const cases: Array<[object, number, string]> = [
      [{ lines: [{ id: other.wine, quantity: 1 }] }, 400, "lines.0.id"],
      [{ lines: [{ id: 999_999, quantity: 1 }] }, 400, "lines.0.id"],
      [
        {
          lines: [
            { id: order.plain, quantity: 0 },
            { id: order.wine, quantity: 2 },
          ],
        },
        422,
        "lines.1.quantity",
      ],
      [{ lines: [{ id: order.plain, quantity: 3 }] }, 422, "lines.0.quantity"],
      [{ shipping: 1 }, 422, "shipping"],
      [{ lines: [{ id: order.plain, quantity: 1 }], amount: 901 }, 422, "amount"],
      [
        {
          lines: [
            { id: order.plain, quantity: 1 },
            { id: order.plain, quantity: 1 },
          ],
        },
        400,
        "lines.1.id",
      ],
      [{ lines: [{ id: order.plain, quantity: -1 }] }, 400, "lines.0.quantity"],
      [{ lines: [{ id: order.plain, quantity: 1.5 }] }, 400, "lines.0.quantity"],
      [{ lines: [{ id: "x", quantity: 1 }] }, 400, "lines.0.id"],
      [{ lines: "tout" }, 400, "lines"],
      [{ lines: [] }, 400, "amount"],
      [{ shipping: -5 }, 400, "shipping"],
      [{ lines: [{ id: order.plain, quantity: 1 }], restock: "oui" }, 400, "restock"],
    ];
    for (const [body, status, field] of cases) {
      const reply = await refund(order.id, body);
      expect([JSON.stringify(body), reply.status, Object.keys(reply.body.data?.errors ?? {})]).toEqual([
        JSON.stringify(body),
        status,
        [field],
      ]);
      expectFrenchError(reply.body);
    }
    const left = await refund(order.id, { lines: [{ id: order.wine, quantity: 2 }] });
    expect(plain(left.body.data.errors["lines.0.quantity"])).toBe(
      "Il reste 1 bouteille de « Muscadet Sèvre et Maine » à rembourser, pas plus.",
    );
    const fees = await refund(order.id, { shipping: 1 });
    expect(fees.body.data.errors.shipping).toBe(
      "Les frais de livraison de cette commande sont déjà remboursés.",
    );
    expect((await creditNotes(order.id)).length).toBe(1);
    // The caller's rights, then the order, are checked before the body is read.
    const anonymous = await api.call({
      method: "POST",
      url: `/admin/order/${order.id}/refund`,
      site: shop.siteId,
      payload: { lines: "tout" },
    });
    expect(anonymous.status).toBe(401);
    expect((await refund(999_999, { lines: "tout" })).status).toBe(404);
  });

  it("gives back an export's units at 0 %, as its invoice charged them", async () => {
    const order = await createOrder(db(), shop.siteId, {
      paymentMethod: "TRANSFER",
      vatExempt: true,
      lines: [{ productName: "Muscadet", variationLabel: "", quantity: 2, unitPrice: 1000, vatRate: 0 }],
    });
    await call("POST", `/admin/order/${order.id}/status`, { status: "paid" });
    const [line] = await db().select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const reply = await refund(order.id, { lines: [{ id: line!.id, quantity: 1 }] });
    expect(reply.status).toBe(200);
    expect(reply.body.data.creditNote.total).toBe(1000);
    const [note] = await creditNotes(order.id);
    expect(note!.content).toMatchObject({
      vatExemption: "export",
      lines: [{ label: "Muscadet", quantity: 1, vatRate: 0, totalInclVat: 1000, totalExclVat: 1000 }],
      vat: [{ rate: 0, base: 1000, vat: 0 }],
    });
    const text = await creditNoteText(order.id, note!.number);
    expect(text).toContain("Exonération de TVA, article 262 I du CGI (exportation)");
  });

  it("takes each unit's part of the discount off", async () => {
    const order = await createOrder(db(), shop.siteId, {
      paymentMethod: "TRANSFER",
      discount: 300,
      discountCode: "ETE",
      lines: [
        { productName: "Muscadet", variationLabel: "", quantity: 3, unitPrice: 1000, vatRate: 2000 },
        { productName: "Jus", variationLabel: "", quantity: 1, unitPrice: 1000, vatRate: 550 },
      ],
    });
    await call("POST", `/admin/order/${order.id}/status`, { status: "paid" });
    const lines = await db()
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.id));
    // 300 over 3 000 and 1 000: 225 on the Muscadet, 75 a bottle.
    const reply = await refund(order.id, { lines: [{ id: lines[0]!.id, quantity: 1 }] });
    expect(reply.body.data.creditNote.total).toBe(925);
    const [note] = await creditNotes(order.id);
    expect((note!.content as { lines: Array<{ label: string }> }).lines.map((line) => line.label)).toEqual([
      "Muscadet",
      "Remise (code ETE)",
    ]);
  });

  it("gives the last bottle back once, even asked twice at once", async () => {
    const order = await paidOrder();
    expect((await refund(order.id, { lines: [{ id: order.plain, quantity: 1 }] })).status).toBe(200);
    const replies = await Promise.all([
      refund(order.id, { lines: [{ id: order.plain, quantity: 1 }] }),
      refund(order.id, { lines: [{ id: order.plain, quantity: 1 }] }),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 422]);
    const [line] = await db().select().from(orderLines).where(eq(orderLines.id, order.plain));
    expect(line!.refundedQuantity).toBe(2);
    expect((await creditNotes(order.id)).length).toBe(2);
  });
});
