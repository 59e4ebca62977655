import { isoWeekday } from "@vitrine/shared/calendar-days";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices, orders, orderTransitions } from "../../../db/schema/index";
import { createTestApi, type TestApi } from "../../../testing/api";
import { createDiscountCode } from "../../../testing/factories/shop";
import { type FakeStripe, startFakeStripe } from "../../../testing/fake-stripe";
import { readMails } from "../../../testing/mail";
import { createOrderShop, dayFromNow, type OrderShop, orderBody, orderRow, placeOrder } from "./testing";

/** Orders whose code leaves nothing, or only a few cents, to pay: no card form that cannot be paid. */

let fake: FakeStripe;
let api: TestApi;
let shop: OrderShop;

beforeAll(async () => {
  fake = await startFakeStripe({ webhookSecret: "whsec_essai_vitrine" });
  api = await createTestApi({
    seed: "minimal",
    config: {
      stripeSecretKey: "sk_test_vitrine",
      stripeWebhookSecret: "whsec_essai_vitrine",
      stripeApiUrl: fake.url,
    },
  });
  shop = await createOrderShop(api, { stock: 40 });
  await createDiscountCode(api.database.db, shop.siteId, { code: "TOUTOFFERT", kind: "PERCENT", value: 100 });
  // 2 × 12,00 € less 23,70 €: 0,30 € left, under a card payment's least amount.
  await createDiscountCode(api.database.db, shop.siteId, { code: "PRESQUE", kind: "AMOUNT", value: 2370 });
});
afterAll(async () => {
  await api?.close();
  await fake?.close();
});

/** Two bottles picked up at the shop (no fees), with a code, paid by `paymentMethod`. */
const pickedUp = (discount: string, paymentMethod: "CARD" | "TRANSFER") =>
  orderBody(shop, {
    delivery: { type: "clickAndCollect" },
    dateSchedule: dayFromNow(8),
    // The afternoon period, without a capacity.
    idSchedule: shop.pickup.rules.find(
      (rule) => rule.capacity === null && rule.weekday === isoWeekday(dayFromNow(8)),
    )!.id,
    discount,
    paymentMethod,
  });

describe("an order with nothing to pay", () => {
  it("is paid at once, invoiced, without a PaymentIntent, by card as by transfer", async () => {
    for (const method of ["CARD", "TRANSFER"] as const) {
      const intents = fake.intents().length;
      const { status, body } = await placeOrder(api, pickedUp("toutoffert", method), { site: shop.siteId });
      expect(status).toBe(201);
      const { order, payment } = body.data;
      expect(order).toMatchObject({ total: 0, discount: 2400, status: "paid", payment: null });
      // No card form, no bank details: nothing is owed.
      expect(payment).toEqual({ method });
      expect(fake.intents()).toHaveLength(intents);
      const row = await orderRow(api, order.id);
      expect(row.paidAt).not.toBeNull();
      expect(row.reservedUntil).toBeNull();
      const issued = await api.database.db.select().from(invoices).where(eq(invoices.orderId, order.id));
      expect(issued.map((invoice) => invoice.total)).toEqual([0]);
      const moves = await api.database.db
        .select()
        .from(orderTransitions)
        .where(eq(orderTransitions.orderId, order.id));
      expect(moves.find((move) => move.toStatus === "paid")).toMatchObject({
        authorRole: "system",
        note: "Rien à payer : la commande est d'un montant nul.",
      });
    }
  });

  it("answers a replayed request as the first, paid, without bank details", async () => {
    const body = pickedUp("toutoffert", "TRANSFER");
    const first = await placeOrder(api, body, { site: shop.siteId, idempotencyKey: "rien-a-payer-0001" });
    const again = await placeOrder(api, body, { site: shop.siteId, idempotencyKey: "rien-a-payer-0001" });
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body.data.order).toMatchObject({
      id: first.body.data.order.id,
      status: "paid",
      payment: null,
    });
    expect(again.body.data.payment).toEqual({ method: "TRANSFER" });
  });

  it("tells the customer there is nothing to pay, even if its e-mail is written before the move", async () => {
    const email = "rien.a.payer@exemple.fr";
    const { body } = await placeOrder(
      api,
      { ...pickedUp("toutoffert", "TRANSFER"), email },
      { site: shop.siteId },
    );
    const { reference } = body.data.order;
    // The « received » e-mail as if it were written while the order still awaited its payment.
    await api.database.db
      .update(orders)
      .set({ status: "awaitingPayment" })
      .where(eq(orders.id, body.data.order.id));
    await api.services.jobs.runDue();
    const mails = readMails(api.config.mailDir).filter((mail) => mail.to.includes(email));
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      `Votre commande ${reference} est confirmée`,
      `Votre commande ${reference} est enregistrée`,
    ]);
    for (const mail of mails) {
      expect(mail.text).toContain("Vous n'avez rien à payer pour cette commande.");
      expect(mail.text).not.toMatch(/virement|IBAN|paiement de 0,00/);
    }
  });

  it("refuses a card for 0,30 € in French, before anything is written; a transfer takes it", async () => {
    const intents = fake.intents().length;
    const { status, body } = await placeOrder(api, pickedUp("presque", "CARD"), { site: shop.siteId });
    expect(status).toBe(400);
    expect(body.data.errors.paymentMethod).toBe(
      "Le paiement par carte n'est possible qu'à partir de 0,50 € : choisissez un autre moyen de paiement.",
    );
    expect(fake.intents()).toHaveLength(intents);
    const transfer = await placeOrder(api, pickedUp("presque", "TRANSFER"), { site: shop.siteId });
    expect(transfer.status).toBe(201);
    expect(transfer.body.data.order).toMatchObject({ total: 30, status: "awaitingPayment" });
  });
});
