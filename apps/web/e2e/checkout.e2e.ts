/**
 * The checkout in Chromium at 1280 and 375 px: a guest from the cart to the payment step with a
 * relay point (its map loaded only on request), the choices kept in local storage and restored,
 * click-and-collect resetting the carrier, and axe-core on every step. Screenshots of each step.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openPage, SCREENSHOT_DIR, saveScreenshot, setupBrowser } from "./browser";
import { axeProblems, consentGiven, fillContact, signUp, toCheckout } from "./checkout-flow";
import { HOSTS, setupServer } from "./server";

const server = setupServer();
const browser = setupBrowser();
const site2 = (path: string) => server.url(HOSTS.site2, path);

const storedChoices = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("cart-choices") ?? "null"));

/** Waits until the stored choices say `deliveryType` (they are copied once the page has rendered). */
const storedWith = (page: Page, deliveryType: string, pickup: boolean) =>
  page.waitForFunction(
    ([type, withPickup]) => {
      const stored = JSON.parse(localStorage.getItem("cart-choices") ?? "null");
      return stored?.deliveryType === type && (stored.pickupAddress !== null) === withPickup;
    },
    [deliveryType, pickup] as const,
  );

describe.each([1280, 375])("checkout at %i px", (width) => {
  it("takes a guest from the cart to the payment step, with a relay point", async () => {
    const opened = await openPage(browser(), width);
    const { page } = opened;
    await consentGiven(page, site2);
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await toCheckout(opened, site2);
    const problems = await axeProblems(page, "coordonnées");
    await saveScreenshot(page, `checkout-1-coordonnees-${width}`);

    // Errors next to their fields, the page not left.
    await page.getByRole("button", { name: "Continuer vers la livraison" }).click();
    await page.locator("#commande-email-erreur").waitFor();
    expect(await page.locator("#livraison-postalCode-erreur").textContent()).toContain(
      "Indiquez le code postal.",
    );
    await saveScreenshot(page, `checkout-1-erreurs-${width}`);

    await fillContact(page);
    await page.getByRole("button", { name: "Continuer vers la livraison" }).click();
    await page.waitForURL(/etape=livraison/);
    await page.getByRole("group", { name: "Mode de livraison" }).waitFor();
    problems.push(...(await axeProblems(page, "livraison")));

    // No map code nor tile before the visitor asks for the map.
    expect(requested.filter((url) => /RelayMapView|tile\.openstreetmap/.test(url))).toEqual([]);
    await page.getByRole("radio", { name: /en point relais/ }).check();
    // The summary beside shows the way chosen and its price at once, before the step is sent.
    await expect
      .poll(() => page.locator(".checkout-summary").textContent())
      .toMatch(/Livraison \(Mondial Relay en point relais\)\d+,\d{2}\s€/);
    const relays = page
      .locator(".checkout-relays")
      .filter({ has: page.locator("input[type=radio]") })
      .first();
    await relays.getByRole("button", { name: "Voir les points relais sur la carte" }).click();
    await relays.locator(".relay-map__frame").waitFor();
    expect(requested.some((url) => /RelayMapView/.test(url))).toBe(true);
    expect(await relays.locator(".relay-map__marker").count()).toBeGreaterThan(1);
    await relays.getByRole("radio").first().check();
    await saveScreenshot(page, `checkout-2-livraison-${width}`);
    await page.getByRole("button", { name: "Continuer vers le récapitulatif" }).click();
    await page.waitForURL(/etape=recapitulatif/);

    const summary = page.locator(".checkout-summary");
    expect(await summary.textContent()).toMatch(/Total TTC\d+,\d{2}\s€/);
    problems.push(...(await axeProblems(page, "récapitulatif")));
    await page.getByRole("button", { name: "Valider et passer au paiement" }).click();
    await page.locator("#commande-majeur-erreur").waitFor();
    await saveScreenshot(page, `checkout-3-recapitulatif-${width}`);
    await page.getByLabel(/J'ai lu et j'accepte/).check();
    await page.getByLabel("Je certifie avoir 18 ans ou plus").check();
    await page.getByRole("button", { name: "Valider et passer au paiement" }).click();
    await page.waitForURL(/etape=paiement/);
    // The site's payment methods (orders.e2e.ts places the orders). The address changes before
    // React draws the new step (a transition): the review step may still be on screen, so wait.
    const methods = page.getByRole("group", { name: "Moyen de paiement" });
    await methods.waitFor();
    expect(await methods.getByRole("radio").count()).toBeGreaterThan(1);
    problems.push(...(await axeProblems(page, "paiement")));
    await saveScreenshot(page, `checkout-4-paiement-${width}`);

    // Spec section 4: the choices in local storage.
    await storedWith(page, "delivery", true);
    const stored = await storedChoices(page);
    expect(stored).toMatchObject({
      city: "Vallet",
      country: "FR",
      deliveryType: "delivery",
      phone: "06 11 22 33 44",
    });
    expect(stored.carrier).toEqual(expect.any(Number));
    expect(stored.pickupAddress).toMatchObject({ country: "FR" });
    expect(stored.prices.shipping).toEqual(expect.any(Number));

    expect(problems).toEqual([]);
    expect(opened.problems.pageErrors).toEqual([]);
    await opened.close();
  });
});

describe("checkout without a cart", () => {
  it("says the cart is empty and leads to the shop, at 1280 and 375 px (as accessibility.e2e.ts checks it)", async () => {
    for (const width of [1280, 375]) {
      const opened = await openPage(browser(), width);
      await consentGiven(opened.page, site2);
      await opened.goto(server.url(HOSTS.site2, "/commande"));
      expect(await opened.page.locator(".cart-empty").textContent()).toContain("Votre panier est vide");
      expect(await axeProblems(opened.page, `commande vide ${width}`)).toEqual([]);
      await opened.close();
    }
  });
});

describe("checkout choices", () => {
  it("resets the carrier and relay point for click-and-collect, and restores the addresses from local storage", async () => {
    const opened = await openPage(browser(), 1280);
    const { page } = opened;
    await consentGiven(page, site2);
    await toCheckout(opened, site2);
    // The site offers pickups: the address step says the choice comes next, not only a carrier.
    const shippingAddress = page.getByRole("group", { name: "Adresse de livraison" });
    await expect
      .poll(() => shippingAddress.textContent())
      .toContain(
        "Vous choisirez à l'étape suivante entre la livraison à cette adresse et le retrait sur place.",
      );
    expect(await shippingAddress.textContent()).toContain("au sujet de la livraison ou du retrait");
    expect(await shippingAddress.textContent()).not.toContain("Pour le transporteur");
    await fillContact(page);
    await page.getByRole("button", { name: "Continuer vers la livraison" }).click();
    await page.waitForURL(/etape=livraison/);
    await page.getByRole("radio", { name: /en point relais/ }).check();
    await page.locator(".checkout-relays input[type=radio]").first().check();
    await page.getByRole("button", { name: "Continuer vers le récapitulatif" }).click();
    await page.waitForURL(/etape=recapitulatif/);
    await storedWith(page, "delivery", true);

    await page.getByRole("link", { name: /Modifier le mode de livraison/ }).click();
    await page.waitForURL(/etape=livraison/);
    await page
      .getByRole("radio", { name: /Retrait sur place/ })
      .first()
      .check();
    const slots = page.getByLabel("Jour et heure du retrait").first();
    const firstSlot = await slots.locator("option").nth(1).getAttribute("value");
    await slots.selectOption(firstSlot!);
    await saveScreenshot(page, "checkout-2-retrait-1280");
    await page.getByRole("button", { name: "Continuer vers le récapitulatif" }).click();
    await page.waitForURL(/etape=recapitulatif/);
    expect(await page.locator(".checkout-recap").textContent()).toContain("Retrait sur place");
    await storedWith(page, "clickAndCollect", false);
    const stored = await storedChoices(page);
    expect(stored).toMatchObject({ deliveryType: "clickAndCollect", carrier: null, pickupAddress: null });
    expect(stored.clickAndCollect).toMatchObject({
      idAddress: expect.any(Number),
      idSchedule: expect.any(Number),
    });

    // The server's cookie gone (a day later): the browser's copy fills the form again.
    await page.context().clearCookies({ name: "checkout" });
    await opened.goto(server.url(HOSTS.site2, "/commande"));
    await page.waitForFunction(
      () =>
        (document.getElementById("livraison-firstPart") as HTMLInputElement | null)?.value ===
        "3 rue des Vignes",
    );
    expect(await page.locator("#livraison-city").inputValue()).toBe("Vallet");
    await opened.close();
  });
});

describe("the account page's address book", () => {
  it("lets a new member save an address, shown as a card, at 1280 and 375 px", async () => {
    const opened = await openPage(browser(), 1280);
    const { page } = opened;
    await consentGiven(page, site2);
    await signUp(opened, site2, `louise-${Date.now()}@example.fr`);

    await page.getByRole("link", { name: "Ajouter une adresse" }).click();
    await page.waitForURL(/adresse=nouvelle/);
    await page.locator("#adresse-nouvelle-firstname").fill("Louise");
    await page.locator("#adresse-nouvelle-lastname").fill("Bernard");
    await page.locator("#adresse-nouvelle-firstPart").fill("3 rue des Vignes");
    await page.locator("#adresse-nouvelle-postalCode").fill("4433");
    await page.getByRole("button", { name: "Enregistrer l'adresse" }).click();
    await page.locator("#adresse-nouvelle-postalCode-erreur").waitFor();
    expect(await page.locator("#adresse-nouvelle-postalCode-erreur").textContent()).toContain(
      "Un code postal français compte 5 chiffres.",
    );
    // The whole page, the header's member link included (read « Louise, mon compte »).
    expect(await axeProblems(page, "mon compte, erreurs")).toEqual([]);
    await saveScreenshot(page, "account-address-errors-1280");
    await page.locator("#adresse-nouvelle-postalCode").fill("44330");
    await page.locator("#adresse-nouvelle-city").fill("Vallet");
    await page.getByRole("button", { name: "Enregistrer l'adresse" }).click();
    await page.locator(".address-card").waitFor();
    expect(await page.locator("#adresses").textContent()).toContain("L'adresse est enregistrée.");
    expect(await page.locator(".address-card").textContent()).toContain("44330 Vallet");
    await page.locator("#adresses").screenshot({ path: `${SCREENSHOT_DIR}/account-addresses-1280.png` });
    await page.setViewportSize({ width: 375, height: 900 });
    await page.locator("#adresses").screenshot({ path: `${SCREENSHOT_DIR}/account-addresses-375.png` });
    expect(await axeProblems(page, "mon compte")).toEqual([]);
    expect(opened.problems.pageErrors).toEqual([]);
    await opened.close();
  });
});
