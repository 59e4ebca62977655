import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type FakeStripe, fakeStripeClientOptions, startFakeStripe } from "./fake-stripe";
import { parseForm } from "./fake-stripe-objects";

const SECRET = "whsec_test_fake";
const ACCOUNT = "acct_1TestWineEstate";

interface Received {
  body: string;
  signature: string;
}

let fake: FakeStripe;
let receiver: Server;
let received: Received[] = [];
/** Statuses the webhook endpoint answers next (200 once the list is empty). */
let answers: number[] = [];
let stripe: Stripe;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      received.push({ body, signature: String(req.headers["stripe-signature"]) });
      res.writeHead(answers.shift() ?? 200, { "Content-Type": "application/json" }).end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const port = (receiver.address() as AddressInfo).port;
  fake = await startFakeStripe({
    webhookUrl: `http://127.0.0.1:${port}/api/payment/stripe/webhook`,
    webhookSecret: SECRET,
  });
  stripe = new Stripe("sk_test_vitrine", fakeStripeClientOptions(fake.url));
});

afterAll(async () => {
  await fake.close();
  await new Promise((resolve) => receiver.close(resolve));
});

afterEach(async () => {
  await fake.idle();
  received = [];
  answers = [];
});

/** The events the endpoint received, each checked by the `stripe` package as the API checks them. */
function verifiedEvents(): Stripe.Event[] {
  return received.map((r) => stripe.webhooks.constructEvent(r.body, r.signature, SECRET));
}

const onAccount = { stripeAccount: ACCOUNT };

describe("PaymentIntents through the stripe client", () => {
  it("creates, retrieves and confirms on the connected account; the signed event is accepted", async () => {
    const created = await stripe.paymentIntents.create(
      {
        amount: 4590,
        currency: "eur",
        metadata: { orderId: "12", siteId: "2" },
        automatic_payment_methods: { enabled: true },
      },
      onAccount,
    );
    expect(created).toMatchObject({ status: "requires_payment_method", amount: 4590, currency: "eur" });
    expect(created.client_secret).toMatch(new RegExp(`^${created.id}_secret_`));
    expect(fake.intent(created.id)?.account).toBe(ACCOUNT);
    expect(fake.requests.at(-1)).toEqual({ method: "POST", path: "/v1/payment_intents", account: ACCOUNT });

    const read = await stripe.paymentIntents.retrieve(created.id, {}, onAccount);
    expect(read.metadata).toEqual({ orderId: "12", siteId: "2" });

    const confirmed = await stripe.paymentIntents.confirm(
      created.id,
      { payment_method: "pm_card_visa" },
      onAccount,
    );
    expect(confirmed).toMatchObject({ status: "succeeded", amount_received: 4590 });

    const event = await fake.waitForEvent("payment_intent.succeeded");
    expect(event.account).toBe(ACCOUNT);
    const [verified] = verifiedEvents();
    expect(verified?.type).toBe("payment_intent.succeeded");
    expect(verified?.id).toBe(event.id);
    const object = verified?.data.object as Stripe.PaymentIntent;
    expect(object).toMatchObject({
      id: created.id,
      status: "succeeded",
      metadata: { orderId: "12", siteId: "2" },
    });
    expect(() =>
      stripe.webhooks.constructEvent(received[0]!.body, received[0]!.signature, "whsec_other"),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
    expect(() =>
      stripe.webhooks.constructEvent(`${received[0]!.body} `, received[0]!.signature, SECRET),
    ).toThrow();
  });

  it("refuses a declined card with a card error, then accepts another card", async () => {
    const intent = await stripe.paymentIntents.create({ amount: 2000, currency: "eur" });
    const declined = stripe.paymentIntents.confirm(intent.id, { payment_method: "pm_card_chargeDeclined" });
    await expect(declined).rejects.toBeInstanceOf(Stripe.errors.StripeCardError);
    await expect(declined).rejects.toMatchObject({
      code: "card_declined",
      decline_code: "generic_decline",
      statusCode: 402,
    });
    const after = await stripe.paymentIntents.retrieve(intent.id);
    expect(after.status).toBe("requires_payment_method");
    expect(after.last_payment_error).toMatchObject({ code: "card_declined", type: "card_error" });
    await fake.waitForEvent(
      "payment_intent.payment_failed",
      (e) => (e.data.object as { id: string }).id === intent.id,
    );

    const paid = await stripe.paymentIntents.confirm(intent.id, { payment_method: "pm_card_visa" });
    expect(paid.status).toBe("succeeded");
    expect(paid.last_payment_error).toBeNull();
    await fake.idle();
    expect(verifiedEvents().map((e) => e.type)).toEqual([
      "payment_intent.payment_failed",
      "payment_intent.succeeded",
    ]);
    expect(verifiedEvents()[0]?.account).toBeUndefined();
  });

  it("asks for 3-D Secure, whose page sends the buyer back to return_url once approved", async () => {
    const intent = await stripe.paymentIntents.create({ amount: 12000, currency: "eur" });
    const pending = await stripe.paymentIntents.confirm(intent.id, {
      payment_method: "pm_card_threeDSecure2Required",
      return_url: "http://shop.localhost/commande/confirmation?order=3",
    });
    expect(pending.status).toBe("requires_action");
    const next = pending.next_action?.redirect_to_url;
    expect(next?.url).toBe(`${fake.url}/3ds/${intent.id}`);
    const challenge = await fetch(next?.url ?? "");
    expect(await challenge.text()).toContain("Valider le paiement");

    const answer = await fetch(next?.url ?? "", {
      method: "POST",
      body: new URLSearchParams({ outcome: "approve" }),
      redirect: "manual",
    });
    expect(answer.status).toBe(303);
    const back = new URL(answer.headers.get("location") ?? "");
    expect(back.searchParams.get("order")).toBe("3");
    expect(back.searchParams.get("payment_intent")).toBe(intent.id);
    expect(back.searchParams.get("payment_intent_client_secret")).toBe(intent.client_secret);
    expect(back.searchParams.get("redirect_status")).toBe("succeeded");
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe("succeeded");
    await fake.waitForEvent(
      "payment_intent.succeeded",
      (e) => (e.data.object as { id: string }).id === intent.id,
    );
  });

  it("a refused 3-D Secure challenge leaves the payment to be made again", async () => {
    const intent = await stripe.paymentIntents.create({ amount: 900, currency: "eur" });
    await stripe.paymentIntents.confirm(intent.id, { payment_method: "pm_card_authenticationRequired" });
    expect((await fake.decline3ds(intent.id)).status).toBe("requires_payment_method");
    const read = await stripe.paymentIntents.retrieve(intent.id);
    expect(read.last_payment_error?.code).toBe("payment_intent_authentication_failure");
    expect(verifiedEvents().map((e) => e.type)).toEqual(["payment_intent.payment_failed"]);
  });

  it("succeed(), fail() and cancel send their events; a finished payment cannot be cancelled", async () => {
    const a = await stripe.paymentIntents.create({ amount: 1500, currency: "eur" }, onAccount);
    await fake.fail(a.id);
    await fake.succeed(a.id);
    await expect(stripe.paymentIntents.cancel(a.id, {}, onAccount)).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      code: "payment_intent_unexpected_state",
    });
    const b = await stripe.paymentIntents.create({ amount: 1500, currency: "eur" }, onAccount);
    const cancelled = await stripe.paymentIntents.cancel(
      b.id,
      { cancellation_reason: "abandoned" },
      onAccount,
    );
    expect(cancelled).toMatchObject({ status: "canceled", cancellation_reason: "abandoned" });
    await fake.idle();
    const types = verifiedEvents().map((e) => `${e.type} ${e.account}`);
    expect(types).toEqual([
      `payment_intent.payment_failed ${ACCOUNT}`,
      `payment_intent.succeeded ${ACCOUNT}`,
      `payment_intent.canceled ${ACCOUNT}`,
    ]);
    await expect(fake.succeed(b.id)).rejects.toThrow(/status of canceled/);
  });

  it("refunds in parts, each with a charge.refunded event, never more than was paid", async () => {
    const intent = await stripe.paymentIntents.create({ amount: 5000, currency: "eur" });
    await expect(stripe.refunds.create({ payment_intent: intent.id })).rejects.toMatchObject({
      code: "charge_not_refundable",
    });
    await fake.succeed(intent.id);
    const first = await stripe.refunds.create({ payment_intent: intent.id, amount: 2000 });
    expect(first).toMatchObject({ amount: 2000, status: "succeeded", payment_intent: intent.id });
    await expect(stripe.refunds.create({ payment_intent: intent.id, amount: 3001 })).rejects.toMatchObject({
      code: "amount_too_large",
    });
    const rest = await stripe.refunds.create({ payment_intent: intent.id });
    expect(rest.amount).toBe(3000);
    await fake.idle();
    const charges = verifiedEvents()
      .filter((e) => e.type === "charge.refunded")
      .map((e) => e.data.object as Stripe.Charge);
    expect(charges.map((c) => c.amount_refunded)).toEqual([2000, 5000]);
    expect(charges.map((c) => [c.refunded, c.payment_intent])).toEqual([
      [false, intent.id],
      [true, intent.id],
    ]);
  });
});

describe("what Stripe refuses, idempotency and deliveries", () => {
  it("answers bad parameters, unknown intents and another account's intents as Stripe does", async () => {
    await expect(stripe.paymentIntents.create({ currency: "eur" } as never)).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      code: "parameter_missing",
      param: "amount",
    });
    await expect(stripe.paymentIntents.create({ amount: 49, currency: "eur" })).rejects.toMatchObject({
      code: "amount_too_small",
    });
    await expect(stripe.paymentIntents.create({ amount: 100, currency: "EURO" })).rejects.toMatchObject({
      param: "currency",
    });
    await expect(stripe.paymentIntents.retrieve("pi_unknown")).rejects.toMatchObject({
      code: "resource_missing",
      statusCode: 404,
    });
    const mine = await stripe.paymentIntents.create({ amount: 100, currency: "eur" }, onAccount);
    await expect(stripe.paymentIntents.retrieve(mine.id)).rejects.toMatchObject({ statusCode: 404 });
    await expect(
      stripe.paymentIntents.confirm(mine.id, { payment_method: "pm_nope" }, onAccount),
    ).rejects.toMatchObject({
      code: "resource_missing",
      param: "payment_method",
    });
  });

  it("checks the secret key when one is given, and lets a publishable key read only with the client secret", async () => {
    const strict = await startFakeStripe({ webhookSecret: SECRET, secretKey: "sk_test_right" });
    try {
      const wrong = new Stripe("sk_test_wrong", fakeStripeClientOptions(strict.url));
      await expect(wrong.paymentIntents.create({ amount: 100, currency: "eur" })).rejects.toBeInstanceOf(
        Stripe.errors.StripeAuthenticationError,
      );
      const right = new Stripe("sk_test_right", fakeStripeClientOptions(strict.url));
      const intent = await right.paymentIntents.create({ amount: 100, currency: "eur" });
      const read = (query: Record<string, string>) =>
        fetch(`${strict.url}/v1/payment_intents/${intent.id}?${new URLSearchParams(query)}`);
      expect((await read({ key: "pk_test_x", client_secret: intent.client_secret ?? "" })).status).toBe(200);
      expect((await read({ key: "pk_test_x", client_secret: "pi_x_secret_y" })).status).toBe(404);
      const create = await fetch(`${strict.url}/v1/payment_intents`, {
        method: "POST",
        body: new URLSearchParams({ key: "pk_test_x", amount: "100", currency: "eur" }),
      });
      expect(create.status).toBe(403);
      expect(strict.events).toEqual([]);
    } finally {
      await strict.close();
    }
  });

  it("answers a repeated Idempotency-Key with the first reply", async () => {
    const key = `order-${Date.now()}`;
    const first = await stripe.paymentIntents.create(
      { amount: 700, currency: "eur" },
      { idempotencyKey: key },
    );
    const again = await stripe.paymentIntents.create(
      { amount: 700, currency: "eur" },
      { idempotencyKey: key },
    );
    expect(again.id).toBe(first.id);
    expect(fake.intents().filter((i) => i.id === first.id)).toHaveLength(1);
  });

  it("retries a delivery the endpoint refused, and replays an event with the same id", async () => {
    const intent = await stripe.paymentIntents.create({ amount: 800, currency: "eur" });
    answers = [500];
    await fake.succeed(intent.id);
    const delivery = fake.deliveries.at(-1);
    expect(delivery).toMatchObject({ status: 200, attempts: 2 });
    await fake.replay(delivery?.event.id ?? "");
    const ids = verifiedEvents().map((e) => e.id);
    expect(ids).toEqual([delivery?.event.id, delivery?.event.id, delivery?.event.id]);
  });

  it("decodes the client's form encoding: nested keys, numbered lists, empty values", () => {
    expect(
      parseForm(
        "amount=100&metadata[order_id]=7&metadata[note]=a%26b&payment_method_types[0]=card&payment_method_types[1]=sepa_debit&automatic_payment_methods[enabled]=true&description=",
      ),
    ).toEqual({
      amount: "100",
      metadata: { order_id: "7", note: "a&b" },
      payment_method_types: ["card", "sepa_debit"],
      automatic_payment_methods: { enabled: "true" },
      description: "",
    });
  });
});
