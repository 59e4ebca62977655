import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices, jobs, orderTransitions, paymentConfigs, paymentEvents } from "../../../db/schema/index";
import { createTestApi, type TestApi } from "../../../testing/api";
import { type FakeStripe, startFakeStripe } from "../../../testing/fake-stripe";
import { expectFrenchError } from "../../content/testing";
import { CARD_PAYMENT_WINDOW_MS } from "../orders/place-order";
import {
  createOrderShop,
  type OrderShop,
  orderBody,
  orderCall,
  orderRow,
  orderStockMovements,
  placeOrder,
  stockOf,
} from "../orders/testing";
import { moveOrder } from "../orders/transitions";
import { CardPayments } from "./card-payments";

/** Card payments against a local fake of Stripe: PaymentIntents, signed webhooks, expiry. */

const WEBHOOK_SECRET = "whsec_essai_vitrine";
let fake: FakeStripe;
let api: TestApi;
let shop: OrderShop;
let webhookUrl: string;

const placeCard = (call: { idempotencyKey?: string } = {}) =>
  placeOrder(api, orderBody(shop, { paymentMethod: "CARD" }), { site: shop.siteId, ...call });

/** Posts a body to the webhook as Stripe would, from any host and without idSite. */
async function postWebhook(payload: string, signature?: string) {
  const response = await fetch(webhookUrl, {
    method: "POST",
    headers: { "content-type": "application/json", ...(signature ? { "stripe-signature": signature } : {}) },
    body: payload,
  });
  return { status: response.status, body: await response.json() };
}

const signed = (payload: string) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });

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
  webhookUrl = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}/payment/stripe/webhook`;
  fake.webhookUrl = webhookUrl;
  shop = await createOrderShop(api, { stock: 40 });
});
afterAll(async () => {
  await api?.close();
  await fake?.close();
});

describe("a card order", () => {
  it("creates a PaymentIntent for its total on the site's account, and keeps the stock 30 minutes", async () => {
    const before = Date.now();
    const { status, body } = await placeCard();
    expect(status).toBe(201);
    const { order, payment } = body.data;
    const intent = fake.intents().find((candidate) => candidate.metadata.orderId === String(order.id))!;
    expect(intent).toMatchObject({
      amount: order.total,
      currency: "eur",
      account: "acct_essai",
      metadata: { siteId: String(shop.siteId), orderId: String(order.id), reference: order.reference },
    });
    expect(payment).toEqual({
      method: "CARD",
      clientSecret: intent.client_secret,
      publishableKey: "pk_test_essai",
      stripeAccount: "acct_essai",
    });
    const row = await orderRow(api, order.id);
    expect(row.paymentIntentId).toBe(intent.id);
    const reserved = row.reservedUntil!.getTime();
    expect(reserved).toBeGreaterThanOrEqual(before + CARD_PAYMENT_WINDOW_MS - 1000);
    expect(reserved).toBeLessThanOrEqual(Date.now() + CARD_PAYMENT_WINDOW_MS);
    const [expiry] = await api.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, "order.expire"), eq(jobs.key, `order.expire:${order.id}`)));
    expect(expiry!.runAt.getTime()).toBe(reserved);
    // Read again (its confirmation page): the same secret, read from Stripe.
    const again = await orderCall(api, "GET", `/order/${order.id}`, undefined, {
      site: shop.siteId,
      orderKey: body.data.accessKey,
    });
    expect(again.body.data.payment.clientSecret).toBe(intent.client_secret);
  });

  it("is paid by the signed webhook once, whatever the replays", async () => {
    const { body } = await placeCard();
    const { order } = body.data;
    const intentId = (await orderRow(api, order.id)).paymentIntentId!;
    await fake.succeed(intentId);
    await fake.idle();
    const paid = await orderRow(api, order.id);
    expect(paid.status).toBe("paid");
    expect(paid.paidAt).not.toBeNull();
    expect(paid.reservedUntil).toBeNull();
    const event = fake.events.find(
      (e) => e.type === "payment_intent.succeeded" && e.data.object.id === intentId,
    )!;
    expect(fake.deliveries.find((d) => d.event.id === event.id)!.status).toBe(200);
    const replay = await fake.replay(event.id);
    expect(replay.status).toBe(200);
    const history = await api.database.db
      .select()
      .from(orderTransitions)
      .where(eq(orderTransitions.orderId, order.id));
    expect(history.map((h) => [h.toStatus, h.authorRole])).toEqual([
      ["awaitingPayment", "customer"],
      ["paid", "system"],
    ]);
    const documents = await api.database.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(documents).toHaveLength(1);
    const recorded = await api.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id));
    expect(recorded).toEqual([expect.objectContaining({ orderId: order.id, siteId: shop.siteId })]);
  });

  it("stays awaiting payment after a declined card, with its stock, and is paid by the next card", async () => {
    const before = await stockOf(api, shop.wine);
    const { body } = await placeCard();
    const intentId = (await orderRow(api, body.data.order.id)).paymentIntentId!;
    await fake.fail(intentId);
    await fake.idle();
    const failed = fake.events.find(
      (e) => e.type === "payment_intent.payment_failed" && e.data.object.id === intentId,
    )!;
    const recorded = await api.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.id, failed.id));
    expect(recorded).toEqual([expect.objectContaining({ orderId: body.data.order.id })]);
    expect((await orderRow(api, body.data.order.id)).status).toBe("awaitingPayment");
    expect(await stockOf(api, shop.wine)).toBe(before! - 2);
    expect(fake.intent(intentId)!.status).not.toBe("canceled");
    await fake.succeed(intentId);
    await fake.idle();
    expect((await orderRow(api, body.data.order.id)).status).toBe("paid");
  });

  it("is cancelled with its stock back when its payment is cancelled at Stripe", async () => {
    const before = await stockOf(api, shop.wine);
    const { body } = await placeCard();
    expect(await stockOf(api, shop.wine)).toBe(before! - 2);
    const intentId = (await orderRow(api, body.data.order.id)).paymentIntentId!;
    await api.services.shop.payments.cancelIntent(intentId, fake.intent(intentId)!.account ?? null);
    await fake.idle();
    expect((await orderRow(api, body.data.order.id)).status).toBe("cancelled");
    expect(await stockOf(api, shop.wine)).toBe(before);
  });

  it("refunds a payment that arrives once the order is cancelled, once whatever the replays", async () => {
    const { body } = await placeCard();
    const row = await orderRow(api, body.data.order.id);
    const author = { role: "admin" as const, userId: null };
    await moveOrder(api.database.db, { siteId: row.siteId, orderId: row.id, to: "cancelled", author });
    await fake.succeed(row.paymentIntentId!);
    await fake.idle();
    expect((await orderRow(api, row.id)).status).toBe("cancelled");
    const paid = fake.events.find(
      (e) => e.type === "payment_intent.succeeded" && e.data.object.id === row.paymentIntentId,
    )!;
    await fake.replay(paid.id);
    await api.services.jobs.runDue();
    await api.services.jobs.runDue();
    await fake.idle();
    const refunds = fake.events.filter(
      (e) => e.type === "charge.refunded" && e.data.object.payment_intent === row.paymentIntentId,
    );
    expect(refunds).toHaveLength(1);
  });

  it("is cancelled by the job when not paid within 30 minutes, its intent cancelled at Stripe", async () => {
    const own = await createOrderShop(api, { stock: 10 });
    const { body } = await placeOrder(api, orderBody(own, { paymentMethod: "CARD" }), { site: own.siteId });
    expect(await stockOf(api, own.wine)).toBe(8);
    const row = await orderRow(api, body.data.order.id);
    await api.services.jobs.runDue(new Date(row.reservedUntil!.getTime() - 60_000));
    expect((await orderRow(api, row.id)).status).toBe("awaitingPayment");
    await api.services.jobs.runDue(new Date(row.reservedUntil!.getTime() + 1000));
    const expired = await orderRow(api, row.id);
    expect(expired.status).toBe("cancelled");
    expect(expired.stockReleased).toBe(true);
    expect(await stockOf(api, own.wine)).toBe(10);
    expect(fake.intent(row.paymentIntentId!)!.status).toBe("canceled");
    // The wine's history: the sale, then its cancellation once, by no panel user.
    await api.services.jobs.runDue(new Date(row.reservedUntil!.getTime() + 60_000));
    expect(await orderStockMovements(api.database.db, row.id)).toEqual([
      expect.objectContaining({ reason: "VENTE", delta: -2, stockAfter: 8, userEmail: "", note: "" }),
      expect.objectContaining({
        reason: "ANNULATION",
        delta: 2,
        stockAfter: 10,
        userEmail: "",
        note: "Paiement par carte non reçu dans les 30 minutes.",
      }),
    ]);
  });

  it("answers the same order and secret to a retried request", async () => {
    const first = await placeCard({ idempotencyKey: "carte-essai-0001-aaaa" });
    const second = await placeCard({ idempotencyKey: "carte-essai-0001-aaaa" });
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body.data.order.id).toBe(first.body.data.order.id);
    expect(second.body.data.payment.clientSecret).toBe(first.body.data.payment.clientSecret);
    const otherProducts = await placeOrder(
      api,
      orderBody(shop, { paymentMethod: "CARD", products: [{ id: shop.plain, quantity: 1 }] }),
      {
        site: shop.siteId,
        idempotencyKey: "carte-essai-0001-aaaa",
      },
    );
    expect(otherProducts.status).toBe(409);
    expect(otherProducts.body.message).toBe("Cette clé d'idempotence a déjà servi pour une autre commande.");
  });

  it("is refused where the site has no publishable key", async () => {
    const bare = await createOrderShop(api);
    await api.database.db
      .update(paymentConfigs)
      .set({ publishableKey: null })
      .where(eq(paymentConfigs.siteId, bare.siteId));
    const { status, body } = await placeOrder(api, orderBody(bare, { paymentMethod: "CARD" }), {
      site: bare.siteId,
    });
    expect(status).toBe(409);
    expect(body.data.errors.paymentMethod).toMatch(/^Le paiement par carte n'est pas disponible/);
  });
});

describe("POST /payment/stripe/webhook", () => {
  it("refuses a body without or with a wrong signature, in French", async () => {
    const payload = JSON.stringify({
      id: "evt_faux",
      type: "payment_intent.succeeded",
      data: { object: {} },
    });
    for (const signature of [
      undefined,
      "t=1,v1=abc",
      Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_autre" }),
    ]) {
      const { status, body } = await postWebhook(payload, signature);
      expect(status).toBe(400);
      expectFrenchError(body);
    }
  });

  it("ignores a payment whose amount is not the order's total, and events of no known order", async () => {
    const { body } = await placeCard();
    const row = await orderRow(api, body.data.order.id);
    const event = (id: string, amount: number, metadata: Record<string, string>) =>
      JSON.stringify({
        id,
        object: "event",
        type: "payment_intent.succeeded",
        data: {
          object: {
            id: row.paymentIntentId,
            object: "payment_intent",
            amount,
            amount_received: amount,
            currency: "eur",
            metadata,
          },
        },
      });
    const metadata = { siteId: String(shop.siteId), orderId: String(row.id) };
    const short = event("evt_montant", row.total - 1, metadata);
    expect((await postWebhook(short, signed(short))).status).toBe(200);
    expect((await orderRow(api, row.id)).status).toBe("awaitingPayment");
    for (const [id, other] of [
      ["evt_inconnu", { siteId: "999999", orderId: String(row.id) }],
      ["evt_sans", {}],
    ] as const) {
      const payload = event(id, row.total, other);
      expect((await postWebhook(payload, signed(payload))).status).toBe(200);
    }
    expect((await orderRow(api, row.id)).status).toBe("awaitingPayment");
  });

  it("answers 400 in French while the platform has no webhook secret", () => {
    const unconfigured = new CardPayments(api.database.db, {
      stripeSecretKey: undefined,
      stripeWebhookSecret: undefined,
      stripeApiUrl: undefined,
    });
    expect(() => unconfigured.verifiedEvent(Buffer.from("{}"), "t=1,v1=abc")).toThrow(
      expect.objectContaining({
        statusCode: 400,
        message: "Les paiements par carte ne sont pas configurés : cet événement ne peut pas être vérifié.",
      }),
    );
  });
});

describe("when Stripe cannot be reached", () => {
  it("answers 503 in French and cancels the order, its stock back", async () => {
    const before = await stockOf(api, shop.wine);
    await fake.close();
    const { status, body } = await placeCard();
    expect(status).toBe(503);
    expect(body.message).toMatch(/^Le paiement par carte est momentanément indisponible/);
    expect(await stockOf(api, shop.wine)).toBe(before);
  });
});
