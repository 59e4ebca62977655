/**
 * Steps of the checkout the browser tests share (checkout.e2e.ts, orders.e2e.ts): consent decided,
 * a member signed up, six bottles to the checkout, the contact form filled, and axe-core's serious
 * and critical violations of a page.
 */
import type { BrowserContext, Page } from "playwright-core";
import { seriousViolations, targetsOf } from "./axe";
import type { OpenedPage } from "./browser";

export const MUSCADET = "/boutique/muscadet-sevre-et-maine-sur-lie-les-trois-moulins/1";

/** An absolute URL of a path on the site under test. */
export type SiteUrl = (path: string) => string;

/** A decided consent, and the site's promotional popup closed whenever it shows, so that neither covers the forms. */
export async function consentGiven(page: Page, siteUrl: SiteUrl) {
  await page.addLocatorHandler(page.locator("dialog.modal[open]"), async () => {
    await page.keyboard.press("Escape");
  });
  await page.context().addCookies([
    {
      name: "cookie-consent",
      value: encodeURIComponent(
        JSON.stringify({ audience: false, advertising: false, decidedAt: new Date().toISOString() }),
      ),
      url: siteUrl("/"),
    },
  ]);
}

/**
 * Serious and critical axe-core violations of the page as the visitor sees it: the same address
 * and cookies in a context that lets the test inject axe despite the page's CSP (`prepare` gives
 * that context what the page's had, e.g. the routes to the Stripe fake).
 */
export async function axeProblems(
  page: Page,
  where: string,
  within = "body",
  prepare?: (context: BrowserContext) => Promise<void>,
): Promise<string[]> {
  const context = await page.context().browser()!.newContext({
    viewport: page.viewportSize(),
    bypassCSP: true,
    locale: "fr-FR",
  });
  await prepare?.(context);
  await context.addCookies(await page.context().cookies());
  const copy = await context.newPage();
  await copy.goto(page.url(), { waitUntil: "networkidle" });
  const violations = await seriousViolations(copy, within);
  await context.close();
  return violations.map((v) => `${where} ${v.id}: ${targetsOf(v)}`);
}

/** `quantity` bottles in the cart from the product page, then the cart's « Commander ». */
export async function toCheckout(opened: OpenedPage, siteUrl: SiteUrl, quantity = 6) {
  const { page } = opened;
  await opened.goto(siteUrl(MUSCADET));
  await page.getByLabel("Quantité").fill(String(quantity));
  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  await page.locator(".toast", { hasText: "Ajouté au panier" }).waitFor();
  await opened.goto(siteUrl("/panier"));
  await page.getByRole("link", { name: "Commander" }).click();
  await page.waitForURL(/\/commande$/);
  await page.getByRole("heading", { name: "Coordonnées", level: 2 }).waitFor();
}

/** The contact step's fields; `email` null for a member, whose address the site knows. */
export async function fillContact(page: Page, email: string | null = "louise.bernard@example.fr") {
  if (email !== null) await page.getByRole("textbox", { name: "Adresse e-mail", exact: true }).fill(email);
  await page.locator("#livraison-firstname").fill("Louise");
  await page.locator("#livraison-lastname").fill("Bernard");
  await page.locator("#livraison-firstPart").fill("3 rue des Vignes");
  await page.locator("#livraison-postalCode").fill("44330");
  // The communes of the postal code are proposed (GET /cities through the site).
  await page.waitForFunction(() => document.querySelectorAll("datalist option").length > 0);
  await page.locator("#livraison-city").fill("Vallet");
  await page.locator("#livraison-phone").fill("06 11 22 33 44");
}

/** A new member of the site, signed in (the sign-up form of /auth), on their account page. */
export async function signUp(opened: OpenedPage, siteUrl: SiteUrl, email: string) {
  const { page } = opened;
  await opened.goto(siteUrl("/auth"));
  await page.locator("#inscription-prenom").fill("Louise");
  await page.locator("#inscription-nom").fill("Bernard");
  await page.locator("#inscription-email").fill(email);
  await page.locator("#inscription-telephone").fill("06 11 22 33 44");
  await page.locator("#inscription-naissance").fill("1990-05-14");
  await page.locator("#inscription-mot-de-passe").fill("Vendanges-Tardives-2026");
  await page.locator("#inscription-cgu").check();
  await page.getByRole("button", { name: "Créer mon compte" }).click();
  await page.waitForURL(/\/mon-compte/);
}
