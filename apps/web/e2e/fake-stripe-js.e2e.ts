/**
 * The Stripe fake's Stripe.js in Chromium, on a bare page of its own (no Vitrine server): the Payment
 * Element's card form, a paid card sent back to return_url as Stripe does, a declined card answered
 * in French without leaving the page, 3-D Secure through its dialog, and a wrong number refused
 * before anything is sent.
 */
import { type FakeStripe, fakeStripeClientOptions, startFakeStripe } from "@vitrine/api/testing/fake-stripe";
import type { Page } from "playwright-core";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPage, setupBrowser } from "./browser";
import { routeStripe, TEST_CARDS } from "./stripe";

const browser = setupBrowser();
const ACCOUNT = "acct_1FakeStripeJs";
const SHOP = "https://boutique.test";
let fake: FakeStripe;
let stripe: Stripe;

beforeAll(async () => {
  fake = await startFakeStripe({ webhookSecret: "whsec_fake_js" });
  stripe = new Stripe("sk_test_fake_js", fakeStripeClientOptions(fake.url));
});
afterAll(async () => {
  await fake.close();
});

/** A payment page as an integration writes it: Stripe.js, the Payment Element, confirmPayment on submit. */
function paymentPage(clientSecret: string, redirect: "always" | "if_required") {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Paiement</title>
<script src="https://js.stripe.com/endive/stripe.js"></script></head><body><main>
<form id="pay"><div id="payment-element"></div><button>Payer</button><p id="result"></p></form>
<script>
  window.seen = [];
  const stripe = Stripe("pk_test_fake_js", { stripeAccount: "${ACCOUNT}" });
  const elements = stripe.elements({ clientSecret: "${clientSecret}", locale: "fr", appearance: { theme: "stripe" } });
  const element = elements.create("payment");
  element.on("ready", () => window.seen.push("ready"));
  element.on("change", (event) => window.seen.push(event.complete ? "complete" : "incomplete"));
  element.mount("#payment-element");
  document.getElementById("pay").addEventListener("submit", async (event) => {
    event.preventDefault();
    const submitted = await elements.submit();
    if (submitted.error) return;
    const { error, paymentIntent } = await stripe.confirmPayment({
      elements, redirect: "${redirect}", confirmParams: { return_url: "${SHOP}/merci?commande=7" },
    });
    document.getElementById("result").textContent = error ? error.message : "payé " + paymentIntent.status;
  });
</script></main></body></html>`;
}

async function openPayment(redirect: "always" | "if_required" = "always") {
  const intent = await stripe.paymentIntents.create(
    { amount: 4590, currency: "eur", metadata: { orderId: "7" } },
    { stripeAccount: ACCOUNT },
  );
  const opened = await openPage(browser(), 375);
  await routeStripe(opened.context, fake);
  await opened.context.route(`${SHOP}/**`, (route) =>
    route.fulfill({
      contentType: "text/html; charset=utf-8",
      body: paymentPage(intent.client_secret ?? "", redirect),
    }),
  );
  await opened.goto(`${SHOP}/paiement`);
  await opened.page.getByLabel("Numéro de carte").waitFor();
  return { ...opened, intent };
}

async function typeCard(page: Page, number: string, expiry = "12 / 34", cvc = "123") {
  await page.getByLabel("Numéro de carte").fill(number);
  await page.getByLabel("Date d’expiration").fill(expiry);
  await page.getByLabel("Code de sécurité").fill(cvc);
}

const confirms = () => fake.requests.filter((r) => r.path.endsWith("/confirm"));

describe("the fake Stripe.js", () => {
  it("mounts a labelled card form, then a paid card lands on return_url with Stripe's parameters", async () => {
    const { page, problems, intent, close } = await openPayment();
    await page.getByLabel("Numéro de carte").pressSequentially("4242424242424242");
    expect(await page.getByLabel("Numéro de carte").inputValue()).toBe(TEST_CARDS.visa);
    await page.getByLabel("Date d’expiration").pressSequentially("1234");
    expect(await page.getByLabel("Date d’expiration").inputValue()).toBe("12 / 34");
    await page.getByLabel("Code de sécurité").fill("123");
    expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toContain("ready");
    expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen.at(-1))).toBe("complete");

    await page.getByRole("button", { name: "Payer" }).click();
    await page.waitForURL(/\/merci\?/);
    const back = new URL(page.url());
    expect(back.searchParams.get("commande")).toBe("7");
    expect(back.searchParams.get("payment_intent")).toBe(intent.id);
    expect(back.searchParams.get("payment_intent_client_secret")).toBe(intent.client_secret);
    expect(back.searchParams.get("redirect_status")).toBe("succeeded");
    expect(fake.intent(intent.id)).toMatchObject({ status: "succeeded", payment_method: "pm_card_visa" });
    expect(confirms().at(-1)?.account).toBe(ACCOUNT);
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] });
    await close();
  });

  it("answers a declined card in French on the page, and the next card pays", async () => {
    const { page, intent, close } = await openPayment("if_required");
    await typeCard(page, TEST_CARDS.declined);
    await page.getByRole("button", { name: "Payer" }).click();
    await expect.poll(() => page.locator("#result").textContent()).toBe("Votre carte a été refusée.");
    expect(fake.intent(intent.id)?.status).toBe("requires_payment_method");

    await typeCard(page, TEST_CARDS.visa);
    await page.getByRole("button", { name: "Payer" }).click();
    await expect.poll(() => page.locator("#result").textContent()).toBe("payé succeeded");
    await close();
  });

  it("opens the 3-D Secure dialog, and goes on once it is approved", async () => {
    const { page, intent, close } = await openPayment();
    await typeCard(page, TEST_CARDS.threeDSecure);
    await page.getByRole("button", { name: "Payer" }).click();
    const dialog = page.getByRole("dialog", { name: "Authentification 3-D Secure" });
    await expect.poll(() => dialog.textContent()).toContain("45,90 EUR");
    expect(fake.intent(intent.id)?.status).toBe("requires_action");
    await dialog.getByRole("button", { name: "Valider le paiement" }).click();
    await page.waitForURL(/redirect_status=succeeded/);
    expect(fake.intent(intent.id)?.status).toBe("succeeded");
    await close();
  });

  it("refuses a wrong number or a past expiry next to the form, sending nothing", async () => {
    const { page, intent, close } = await openPayment();
    const before = confirms().length;
    await typeCard(page, "4242 4242 4242 4241");
    await page.getByRole("button", { name: "Payer" }).click();
    await expect
      .poll(() => page.getByRole("alert").textContent())
      .toBe("Le numéro de votre carte est invalide.");
    expect(await page.getByLabel("Numéro de carte").getAttribute("aria-invalid")).toBe("true");
    await typeCard(page, TEST_CARDS.visa, "01 / 20");
    await page.getByRole("button", { name: "Payer" }).click();
    await expect
      .poll(() => page.getByRole("alert").textContent())
      .toBe("La date d’expiration de votre carte est dépassée.");
    expect(confirms().length).toBe(before);
    expect(fake.intent(intent.id)?.status).toBe("requires_payment_method");
    await close();
  });
});
