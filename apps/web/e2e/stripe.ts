/**
 * Card payments in the browser tests, without network: a local Stripe fake (apps/api/src/testing/
 * fake-stripe.ts) started before the e2e server, the server pointed at it (STRIPE_API_URL, the test
 * keys, the webhook secret, the sample shop's publishable key), the fake's webhooks sent to the
 * server's endpoint, and the pages' requests to js.stripe.com and api.stripe.com answered by the fake
 * (`routeStripe`), so the checkout keeps loading Stripe.js with @stripe/stripe-js's loadStripe.
 */
import { type FakeStripe, startFakeStripe } from "@vitrine/api/testing/fake-stripe";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { HOSTS, type RunningServer, startServer } from "./server";

export const STRIPE_TEST_KEYS = {
  secretKey: "sk_test_vitrine_e2e",
  publishableKey: "pk_test_vitrine_e2e",
  webhookSecret: "whsec_vitrine_e2e",
} as const;

/** Stripe's own test card numbers (the fake maps them to its test payment methods). */
export const TEST_CARDS = {
  visa: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
  insufficientFunds: "4000 0000 0000 9995",
  threeDSecure: "4000 0000 0000 3220",
} as const;

export const WEBHOOK_PATH = "/api/payment/stripe/webhook";

/** The environment that points the server's `stripe` client and the seed at `fake`. */
export function stripeEnv(fake: FakeStripe): Record<string, string> {
  return {
    STRIPE_API_URL: fake.url,
    STRIPE_SECRET_KEY: STRIPE_TEST_KEYS.secretKey,
    STRIPE_WEBHOOK_SECRET: STRIPE_TEST_KEYS.webhookSecret,
    STRIPE_PUBLISHABLE_KEY: STRIPE_TEST_KEYS.publishableKey,
  };
}

/** Answers the page's (or context's) requests to Stripe's script and API with the fake's. */
export async function routeStripe(target: Page | BrowserContext, fake: FakeStripe): Promise<void> {
  await target.route(/^https:\/\/(js|api)\.stripe\.com\//, async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${fake.url}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
}

export interface ShopServer {
  server: RunningServer;
  stripe: FakeStripe;
}

/**
 * The Stripe fake and the e2e server wired to each other for the calling test file: started before
 * its first test, stopped after its last. Read the fields inside tests or hooks.
 */
export function setupShopServer(): () => ShopServer {
  let running: ShopServer | undefined;
  beforeAll(async () => {
    const stripe = await startFakeStripe({
      webhookSecret: STRIPE_TEST_KEYS.webhookSecret,
      secretKey: STRIPE_TEST_KEYS.secretKey,
    });
    try {
      const server = await startServer(stripeEnv(stripe));
      stripe.webhookUrl = server.url(HOSTS.site2, WEBHOOK_PATH);
      running = { server, stripe };
    } catch (error) {
      await stripe.close();
      throw error;
    }
  });
  afterAll(async () => {
    await running?.stripe.idle();
    await running?.server.stop();
    await running?.stripe.close();
  });
  return () => {
    if (!running) throw new Error("The e2e server is not started (use it inside a test or a hook).");
    return running;
  };
}
