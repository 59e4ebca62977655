import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntries, invoices, jobs, orderTransitions } from "../../db/schema/index";
import { createTestApi, type TestApi } from "../../testing/api";
import { createMember } from "../../testing/factories/account";
import { createOrder } from "../../testing/factories/orders";
import { type FakeStripe, startFakeStripe } from "../../testing/fake-stripe";
import { readMails } from "../../testing/mail";
import { MINIMAL_SITES } from "../../testing/minimal-seed";
import { expectFrenchError } from "../content/testing";
import { createOrderShop, type OrderShop, orderBody, orderRow, placeOrder, stockOf } from "../shop/testing";

/**
 * Refunds from the admin panel (decision 024): POST /admin/order/{id}/refund gives back part of a
 * paid order (a credit note, the card refunded at Stripe by its job, the e-mails), the order being
 * refunded once nothing is left; moving a card order to « Remboursée » refunds it at Stripe. Stripe
 * is the local fake; its webhooks pay the orders.
 */

const WEBHOOK_SECRET = "whsec_remboursements";
let fake: FakeStripe;
let api: TestApi;
let shop: OrderShop;
let admin = { token: "", email: "" };
let memberToken = "";
const db = () => api.database.db;

beforeAll(async () => {
  fake = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET });
  api = await createTestApi({
    seed: "minimal",
    config: {
      stripeSecretKey: "sk_test_vitrine",
      stripeWebhookSecret: WEBHOOK_SECRET,
      stripeApiUrl: fake.url,
    },
  });
  await api.app.listen({ port: 0, host: "127.0.0.1" });
  const port = (api.app.server.address() as AddressInfo).port;
  fake.webhookUrl = `http://127.0.0.1:${port}/payment/stripe/webhook`;
  shop = await createOrderShop(api, { stock: 200 });
  const sessions = api.services.accounts.sessions;
  const owner = await createMember(db(), shop.siteId, { role: "ADMIN" });
  admin = { token: await sessions.createSession(shop.siteId, owner.id), email: owner.email };
  memberToken = await sessions.createSession(shop.siteId, (await createMember(db(), shop.siteId)).id);
});
afterAll(async () => {
  await api?.close();
  await fake?.close();
});

function call(
  method: "GET" | "POST",
  url: string,
  payload?: unknown,
  token = admin.token,
  site = shop.siteId,
) {
  return api.call({
    method,
    url,
    site,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
const refund = (id: number, body: unknown, token?: string) =>
  call("POST", `/admin/order/${id}/refund`, body, token);

/** A card order of 2 Muscadet delivered at home, paid through Stripe's webhook. */
async function paidCardOrder() {
  const { body } = await placeOrder(api, orderBody(shop, { paymentMethod: "CARD" }), { site: shop.siteId });
  const row = await orderRow(api, body.data.order.id);
  await fake.succeed(row.paymentIntentId!);
  await fake.idle();
  expect((await orderRow(api, row.id)).status).toBe("paid");
  return orderRow(api, row.id);
}

/** What Stripe had refunded of an intent after each of its refunds, in order. */
const stripeRefunds = (intentId: string) =>
  fake.events
    .filter((event) => event.type === "charge.refunded" && event.data.object.payment_intent === intentId)
    .map((event) => event.data.object.amount_refunded as number);

/**
 * How many refunds Stripe made of an intent and their sum (the jobs run side by side, in any
 * order), each recorded on its credit note.
 */
async function refundedAtStripe(orderId: number, intentId: string) {
  const refunds = stripeRefunds(intentId);
  const notes = await db()
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, "creditNote")));
  expect(notes.every((note) => note.cardRefundId?.startsWith("re_"))).toBe(true);
  return { refunds: refunds.length, total: Math.max(...refunds) };
}

/** A French amount's narrow no-break spaces as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

const mailsAbout = (reference: string, subject: RegExp) =>
  readMails(api.config.mailDir).filter(
    (mail) => mail.subject.includes(reference) && subject.test(mail.subject),
  );

describe("POST /admin/order/{id}/refund", () => {
  it("refunds part of a card order: credit note, card refunded once at Stripe, e-mails, status kept", async () => {
    const order = await paidCardOrder();
    const reply = await refund(order.id, { amount: 550, reason: "  Bouteille cassée  " });
    expect(reply.status).toBe(200);
    expect(plain(reply.body.message)).toMatch(
      /^Remboursement de 5,50 € enregistré : avoir A-\d{4}-\d{6}\. Le remboursement sur la carte est en cours\.$/,
    );
    const { order: after, creditNote } = reply.body.data;
    expect(after.status).toBe("paid");
    expect(creditNote).toMatchObject({
      kind: "creditNote",
      total: 550,
      reason: "Bouteille cassée",
      cardRefund: "pending",
    });
    expect(after.refund).toEqual({
      invoiced: order.total,
      refunded: 550,
      refundable: order.total - 550,
      card: true,
      shipping: order.shippingFees,
      restock: true,
    });
    // The job refunds at Stripe; run again, it changes nothing.
    await api.services.jobs.runDue();
    await api.services.jobs.runDue();
    await fake.idle();
    expect(stripeRefunds(order.paymentIntentId!)).toEqual([550]);
    const detail = await call("GET", `/admin/order/${order.id}`);
    expect(detail.body.data.invoices.find((d: { kind: string }) => d.kind === "creditNote").cardRefund).toBe(
      "done",
    );
    const [note] = await db().select().from(invoices).where(eq(invoices.id, creditNote.id));
    expect(note!.cardRefundId).toMatch(/^re_/);
    // The customer and the shop are told, once.
    await api.services.jobs.runDue();
    const told = mailsAbout(order.reference, /Remboursement partiel/);
    expect(told.map((mail) => mail.to)).toEqual(["camille.durand@exemple.fr"]);
    expect(plain(told[0]!.text)).toContain("Nous vous remboursons 5,50 €");
    expect(told[0]!.text).toContain("Motif : Bouteille cassée");
    const [audit] = await db()
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, "order.refund"), eq(auditEntries.entityId, String(order.id))));
    expect(audit).toMatchObject({
      userEmail: admin.email,
      entity: "order",
      before: { status: "paid" },
      after: { status: "paid", amount: 550, reason: "Bouteille cassée", creditNote: creditNote.number },
    });
  });

  it("refunds the order once the amounts reach its invoice: moved to refunded, stock back", async () => {
    const stock = await stockOf(api, shop.wine);
    const order = await paidCardOrder();
    expect(await stockOf(api, shop.wine)).toBe(stock! - 2);
    expect((await refund(order.id, { amount: 1000 })).status).toBe(200);
    const rest = order.total - 1000;
    const last = await refund(order.id, { amount: rest, reason: "Colis perdu" });
    expect(last.status).toBe(200);
    expect(last.body.data.order).toMatchObject({ status: "refunded", nextStatuses: [] });
    expect(last.body.data.order.refund).toMatchObject({ refunded: order.total, refundable: 0 });
    expect(last.body.data.creditNote).toMatchObject({ total: rest, reason: "Colis perdu" });
    expect(last.body.data.order.history.at(-1)).toMatchObject({
      from: "paid",
      to: "refunded",
      authorRole: "admin",
      authorEmail: admin.email,
      note: "Colis perdu",
    });
    expect(await stockOf(api, shop.wine)).toBe(stock);
    await api.services.jobs.runDue();
    await fake.idle();
    expect(await refundedAtStripe(order.id, order.paymentIntentId!)).toEqual({
      refunds: 2,
      total: order.total,
    });
    expect(mailsAbout(order.reference, /est remboursée/).map((mail) => mail.to)).toEqual([
      "camille.durand@exemple.fr",
    ]);
    const again = await refund(order.id, { amount: 1 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Cette commande est déjà entièrement remboursée.");
  });

  it("refunds at Stripe a card order moved to « Remboursée », for what partial refunds left", async () => {
    const order = await paidCardOrder();
    await refund(order.id, { amount: 300 });
    const moved = await call("POST", `/admin/order/${order.id}/status`, {
      status: "refunded",
      note: "Retour",
    });
    expect(moved.status).toBe(200);
    const notes = moved.body.data.invoices.filter((d: { kind: string }) => d.kind === "creditNote");
    expect(notes.map((d: { total: number; reason: string }) => [d.total, d.reason])).toEqual([
      [300, ""],
      [order.total - 300, "Retour"],
    ]);
    await api.services.jobs.runDue();
    await fake.idle();
    expect(await refundedAtStripe(order.id, order.paymentIntentId!)).toEqual({
      refunds: 2,
      total: order.total,
    });
    const [audit] = await db()
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, "order.status"), eq(auditEntries.entityId, String(order.id))));
    expect(audit).toMatchObject({
      before: { status: "paid" },
      after: { status: "refunded", note: "Retour" },
    });
  });

  it("gives back a transfer with a credit note only: no refund at Stripe", async () => {
    const order = await createOrder(db(), shop.siteId, { paymentMethod: "TRANSFER" });
    await call("POST", `/admin/order/${order.id}/status`, { status: "paid" });
    const reply = await refund(order.id, { amount: 200 });
    expect(reply.status).toBe(200);
    expect(plain(reply.body.message)).toMatch(/^Remboursement de 2,00 € enregistré : avoir A-\d{4}-\d{6}\.$/);
    expect(reply.body.data.creditNote.cardRefund).toBeNull();
    expect(reply.body.data.order.refund.card).toBe(false);
    const queued = await db().select().from(jobs).where(eq(jobs.kind, "payment.refund"));
    expect(queued.filter((job) => job.payload.orderId === order.id)).toEqual([]);
  });

  it("never gives back more than the invoice, even asked twice at once", async () => {
    const order = await paidCardOrder();
    const share = Math.ceil(order.total * 0.6);
    const replies = await Promise.all([
      refund(order.id, { amount: share }),
      refund(order.id, { amount: share }),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 422]);
    const refused = replies.find((reply) => reply.status === 422)!;
    expect(plain(refused.body.data.errors.amount)).toMatch(
      /^Le remboursement ne peut pas dépasser .+ €, ce qui reste à rembourser sur cette commande\.$/,
    );
    const notes = await db()
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, "creditNote")));
    expect(notes.map((note) => note.total)).toEqual([share]);
  });

  it("refuses an order not paid yet, cancelled, or paid at pickup and not collected (409 in French)", async () => {
    const waiting = await createOrder(db(), shop.siteId, { paymentMethod: "TRANSFER" });
    const notPaid = await refund(waiting.id, { amount: 100 });
    expect(notPaid.status).toBe(409);
    expect(notPaid.body.message).toBe(
      "Cette commande n'a pas encore été payée : il n'y a rien à rembourser.",
    );
    await call("POST", `/admin/order/${waiting.id}/status`, { status: "cancelled" });
    expect((await refund(waiting.id, { amount: 100 })).status).toBe(409);
    const atPickup = await createOrder(db(), shop.siteId, {
      deliveryType: "clickAndCollect",
      paymentMethod: "ON_SITE",
    });
    await call("POST", `/admin/order/${atPickup.id}/status`, { status: "preparing" });
    const unpaid = await refund(atPickup.id, { amount: 100 });
    expect(unpaid.status).toBe(409);
    expectFrenchError(unpaid.body);
    const rows = await db().select().from(orderTransitions).where(eq(orderTransitions.orderId, atPickup.id));
    expect(rows.map((row) => row.toStatus)).toEqual(["awaitingPayment", "preparing"]);
  });

  it("refuses a bad amount or reason in French (400), an amount above the invoice (422)", async () => {
    const order = await createOrder(db(), shop.siteId, { paymentMethod: "CHEQUE" });
    await call("POST", `/admin/order/${order.id}/status`, { status: "paid" });
    for (const body of [
      {},
      { amount: 0 },
      { amount: -500 },
      { amount: 12.5 },
      { amount: "1250" },
      { amount: 10_000_001 },
      { amount: 100, reason: "x".repeat(301) },
      { amount: 100, reason: "a\u0000b" },
    ]) {
      const reply = await refund(order.id, body);
      expect([JSON.stringify(body), reply.status]).toEqual([JSON.stringify(body), 400]);
      expectFrenchError(reply.body);
    }
    const tooMuch = await refund(order.id, { amount: order.total + 1 });
    expect(tooMuch.status).toBe(422);
    expectFrenchError(tooMuch.body);
    const notes = await db().select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(notes.map((note) => note.kind)).toEqual(["invoice"]);
  });

  it("answers 401, 403, and 404 for another site's order, an unknown one, a site without shop", async () => {
    const order = await createOrder(db(), shop.siteId, { paymentMethod: "TRANSFER" });
    expect((await refund(order.id, { amount: 100 }, "")).status).toBe(401);
    expect((await refund(order.id, { amount: 100 }, memberToken)).status).toBe(403);
    const unknown = await refund(999_999, { amount: 100 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Cette commande n'existe pas.");
    const theirs = await createOrder(db(), MINIMAL_SITES.shop.id, { paymentMethod: "TRANSFER" });
    expect((await refund(theirs.id, { amount: 100 })).status).toBe(404);
    const building = MINIMAL_SITES.building.id;
    const buildingAdmin = await createMember(db(), building, { role: "ADMIN" });
    const token = await api.services.accounts.sessions.createSession(building, buildingAdmin.id);
    const noShop = await call("POST", `/admin/order/${order.id}/refund`, { amount: 100 }, token, building);
    expect(noShop.status).toBe(404);
    expectFrenchError(noShop.body);
  });
});
