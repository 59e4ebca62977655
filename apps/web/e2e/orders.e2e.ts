/**
 * Whole orders on site 2 (the wine estate) in Chromium at 1280 or 375 px, the card paid through
 * the Stripe fake (its Stripe.js in the page, its signed webhooks to the server): a guest's card
 * declined then paid, delivered to a relay point; a card asking for 3-D Secure; a bank transfer
 * whose IBAN and reference the confirmation shows; a cart changed in another tab, refused then
 * shown anew; a member's click-and-collect paid at pickup,
 * its slot on the confirmation and the order in /mon-compte/commandes. Each confirmation shows the
 * order number and the header's cart is empty; axe-core finds no serious or critical violation on
 * the payment step, the card's page or the confirmation. Screenshots under /tmp/shots/.
 */
import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { hydrated, type OpenedPage, openPage, setupBrowser } from "./browser";
import {
  axeProblems,
  consentGiven,
  fillContact,
  MUSCADET,
  type SiteUrl,
  signUp,
  toCheckout,
} from "./checkout-flow";
import { HOSTS } from "./server";
import { routeStripe, setupShopServer, TEST_CARDS } from "./stripe";

const browser = setupBrowser();
const shop = setupShopServer();
const SHOTS = "/tmp/shots";
const site2: SiteUrl = (path) => shop().server.url(HOSTS.site2, path);

beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

type Delivery = "home" | "relay" | "pickup";

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/orders-${name}.png`, fullPage: true, animations: "disabled" });
}

/** A visitor on site 2 whose pages reach the Stripe fake instead of Stripe. */
async function visitor(width: number): Promise<OpenedPage> {
  const opened = await openPage(browser(), width);
  await routeStripe(opened.context, shop().stripe);
  await consentGiven(opened.page, site2);
  return opened;
}

/** The contact form (a member's e-mail is known), the delivery chosen; the pickup slot's label when one is. */
async function toPaymentStep(page: Page, delivery: Delivery, member = false): Promise<string | null> {
  await fillContact(page, member ? null : undefined);
  await page.getByRole("button", { name: "Continuer vers la livraison" }).click();
  await page.waitForURL(/etape=livraison/);
  let slot: string | null = null;
  if (delivery === "home") await page.getByRole("radio", { name: /à domicile/ }).check();
  if (delivery === "relay") {
    await page.getByRole("radio", { name: /en point relais/ }).check();
    await page.locator(".checkout-relays input[type=radio]").first().check();
  }
  if (delivery === "pickup") {
    await page
      .getByRole("radio", { name: /Retrait sur place/ })
      .first()
      .check();
    const slots = page.getByLabel("Jour et heure du retrait").first();
    const option = slots.locator("option").nth(1);
    slot = (await option.textContent())?.trim() ?? null;
    await slots.selectOption((await option.getAttribute("value")) ?? "");
  }
  await page.getByRole("button", { name: "Continuer vers le récapitulatif" }).click();
  await page.waitForURL(/etape=recapitulatif/);
  await page.getByLabel(/J'ai lu et j'accepte/).check();
  await page.getByLabel("Je certifie avoir 18 ans ou plus").check();
  await page.getByRole("button", { name: "Valider et passer au paiement" }).click();
  await page.waitForURL(/etape=paiement/);
  await page.getByRole("group", { name: "Moyen de paiement" }).waitFor();
  return slot;
}

/** Chooses the method and orders; resolves on the page the order leads to. */
async function order(page: Page, method: string) {
  await page.getByRole("radio", { name: new RegExp(`^${method}`) }).check();
  await page.getByRole("button", { name: /^Commander et payer/ }).click();
  await page.waitForURL(/\/commande\/(paiement|confirmation)\/\d+/);
}

async function typeCard(page: Page, number: string) {
  await page.getByLabel("Numéro de carte").fill(number);
  await page.getByLabel("Date d’expiration").fill("12 / 34");
  await page.getByLabel("Code de sécurité").fill("123");
  await page.getByRole("button", { name: /^Payer / }).click();
}

/** The confirmation's order number, and the header's cart said empty. */
async function confirmed(page: Page): Promise<string> {
  await page.waitForURL(/\/commande\/confirmation\/\d+/);
  const reference = (await page.locator("h1 .order-reference").textContent())?.trim() ?? "";
  expect(reference).not.toBe("");
  await page.waitForFunction(
    () => document.querySelector(".site-header__cart")?.getAttribute("aria-label") === "Panier, vide",
  );
  return reference;
}

const orderId = (page: Page) => new URL(page.url()).pathname.split("/").pop() ?? "";

// The card's refusal and the relay point at both widths; the other ways to pay at one width each
// (the checkout's steps are seen at both widths in checkout.e2e.ts).
describe("orders", () => {
  it.each([1280, 375])(
    "at %i px, a guest's card is declined, then another card pays the order delivered to a relay point",
    async (width) => {
      const opened = await visitor(width);
      const { page } = opened;
      await toCheckout(opened, site2);
      await toPaymentStep(page, "relay");
      const problems = await axeProblems(page, "étape de paiement");
      await shot(page, `payment-step-${width}`);
      await order(page, "Carte bancaire");
      expect(page.url()).toMatch(/\/commande\/paiement\/\d+$/);
      const id = orderId(page);
      await page.getByLabel("Numéro de carte").waitFor();
      await page
        .getByRole("button", { name: /^Payer / })
        .and(page.locator(":enabled"))
        .waitFor();
      problems.push(
        ...(await axeProblems(page, "paiement par carte", "body", (c) => routeStripe(c, shop().stripe))),
      );
      await shot(page, `card-${width}`);

      const intent = () =>
        shop()
          .stripe.intents()
          .find((i) => i.metadata.orderId === id);
      await typeCard(page, TEST_CARDS.declined);
      await page.getByText("Votre carte a été refusée.").waitFor();
      await shot(page, `card-declined-${width}`);
      // The buyer types another card once Stripe has told the server of the refusal, as in real life
      // (a webhook comes within seconds): the order still awaits its payment, on the same PaymentIntent.
      const failed = intent()?.id;
      await shop().stripe.waitForEvent("payment_intent.payment_failed", (e) => e.data.object.id === failed);
      await typeCard(page, TEST_CARDS.visa);
      const reference = await confirmed(page);
      expect(intent()).toMatchObject({ id: failed, status: "succeeded", payment_method: "pm_card_visa" });
      await shop().stripe.waitForEvent("payment_intent.succeeded", (e) => e.data.object.id === failed);
      // The page asks again until the webhook has paid the order.
      await page.locator(".order-status__badge", { hasText: "Payée" }).waitFor({ timeout: 30_000 });
      expect(await page.locator("main").textContent()).toContain("Point relais");
      expect(await page.title()).toContain(reference);
      problems.push(...(await axeProblems(page, "confirmation carte")));
      await shot(page, `confirmation-card-${width}`);
      expect(problems).toEqual([]);
      expect(opened.problems.pageErrors).toEqual([]);
      await opened.close();
    },
  );

  it("at 375 px, a card asking for 3-D Secure pays once the bank's dialog is approved", async () => {
    const width = 375;
    const opened = await visitor(width);
    const { page } = opened;
    await toCheckout(opened, site2, 12);
    await toPaymentStep(page, "home");
    await order(page, "Carte bancaire");
    await typeCard(page, TEST_CARDS.threeDSecure);
    const dialog = page.getByRole("dialog", { name: "Authentification 3-D Secure" });
    await dialog.getByRole("button", { name: "Valider le paiement" }).click();
    await confirmed(page);
    await page.locator(".order-status__badge", { hasText: "Payée" }).waitFor({ timeout: 30_000 });
    expect(await page.locator("main").textContent()).toContain("Votre paiement de");
    const problems = await axeProblems(page, "confirmation 3-D Secure");
    await shot(page, `confirmation-card-3ds-${width}`);
    expect(problems).toEqual([]);
    expect(opened.problems.pageErrors).toEqual([]);
    await opened.close();
  });

  it("at 1280 px, a bank transfer shows the IBAN and the reference on the confirmation", async () => {
    const width = 1280;
    const opened = await visitor(width);
    const { page } = opened;
    await toCheckout(opened, site2);
    await toPaymentStep(page, "home");
    await order(page, "Virement bancaire");
    const reference = await confirmed(page);
    const bank = page.locator(".order-bank");
    expect(await bank.textContent()).toContain("FR76 3000 4000 0312 3456 7890 143");
    expect(await bank.textContent()).toContain("BNPAFRPPXXX");
    expect(await bank.locator(".order-bank__code strong").textContent()).toContain(reference);
    expect(await page.locator(".order-status__badge").textContent()).toBe("En attente de paiement");
    const problems = await axeProblems(page, "confirmation virement");
    await shot(page, `confirmation-transfer-${width}`);
    // « Annuler ma commande » asks first; « Garder ma commande » leaves it as it was.
    await page.getByRole("link", { name: "Annuler ma commande" }).click();
    await page.getByText(`Annuler la commande ${reference} ?`).waitFor();
    problems.push(...(await axeProblems(page, "annulation demandée")));
    await shot(page, `cancel-asked-${width}`);
    await page.getByRole("link", { name: "Garder ma commande" }).click();
    await page.getByRole("link", { name: "Annuler ma commande" }).waitFor();
    expect(await page.locator(".order-status__badge").textContent()).toBe("En attente de paiement");
    expect(problems).toEqual([]);
    expect(opened.problems.pageErrors).toEqual([]);
    await opened.close();
  });

  it("at 1280 px, a cart changed in another tab is not ordered as shown: the step shows the new amount", async () => {
    const opened = await visitor(1280);
    const { page } = opened;
    await toCheckout(opened, site2);
    await toPaymentStep(page, "home");
    const button = page.getByRole("button", { name: /^Commander et payer/ });
    const shown = await button.textContent();
    // Another tab of the same visitor adds a bottle.
    const other = await opened.context.newPage();
    await other.goto(site2(MUSCADET), { waitUntil: "networkidle" });
    // Its form's click reaches React's handler once the page is hydrated (else it posts the form).
    await hydrated(other);
    await other.getByLabel("Quantité").fill("1");
    await other.getByRole("button", { name: "Ajouter au panier" }).click();
    await other.locator(".toast", { hasText: "Ajouté au panier" }).waitFor();
    await other.close();
    await page.getByRole("radio", { name: /^Virement bancaire/ }).check();
    await button.click();
    await page.getByText(/^Votre panier a changé depuis l'affichage de cette page/).waitFor();
    // The step shows the cart as it is now, and orders it at the next click.
    await expect.poll(() => button.textContent()).not.toBe(shown);
    await button.click();
    await confirmed(page);
    expect(await page.locator("main").textContent()).toMatch(/7 articles/);
    expect(opened.problems.pageErrors).toEqual([]);
    await opened.close();
  });

  it("at 375 px, a member's click-and-collect paid at pickup shows its slot, and is listed in the account", async () => {
    const width = 375;
    const opened = await visitor(width);
    const { page } = opened;
    await signUp(opened, site2, `louise-${width}-${Date.now()}@example.fr`);
    await toCheckout(opened, site2);
    const slot = await toPaymentStep(page, "pickup", true);
    expect(slot).toMatch(/, de \d+\sh/);
    await shot(page, `payment-step-pickup-${width}`);
    await order(page, "Paiement au retrait");
    const reference = await confirmed(page);
    const pickup = page.locator("section", { has: page.getByRole("heading", { name: "Retrait" }) });
    expect((await pickup.textContent())?.toLowerCase()).toContain(slot?.toLowerCase());
    expect(await page.locator("main").textContent()).toContain("Vous réglerez");
    await shot(page, `confirmation-pickup-${width}`);

    await page.getByRole("link", { name: "Suivre mes commandes" }).click();
    await page.waitForURL(/\/mon-compte\/commandes/);
    expect(await page.locator("main").textContent()).toContain(reference);
    await shot(page, `account-orders-${width}`);
    expect(await axeProblems(page, "mes commandes")).toEqual([]);
    expect(opened.problems.pageErrors).toEqual([]);
    await opened.close();
  });
});
