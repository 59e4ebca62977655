/**
 * A business buyer's identifiers in the address forms (decision 045): the checkout asks a
 * company's SIREN or SIRET and VAT number once its name is typed, says a refused one next to its
 * field and shows them on the summary; the account's address book keeps them, without JavaScript
 * too (the fields are then always there).
 */
import { describe, expect, it } from "vitest";
import { hydrated, openPage, saveScreenshot, setupBrowser } from "./browser";
import { consentGiven, fillContact, signUp, toCheckout } from "./checkout-flow";
import { HOSTS, setupServer } from "./server";

const server = setupServer();
const browser = setupBrowser();
const site2 = (path: string) => server.url(HOSTS.site2, path);

describe("the checkout's company identifiers", () => {
  it("shows them once a company is typed, refuses a wrong SIREN on its field, and sums them up", async () => {
    const opened = await openPage(browser(), 1280);
    const { page } = opened;
    await consentGiven(page, site2);
    await toCheckout(opened, site2);
    await hydrated(page);
    await fillContact(page);
    const siren = page.getByLabel("SIREN ou SIRET").first();
    expect(await siren.isVisible()).toBe(false);
    await page.locator("#livraison-company").fill("Cave Bernard");
    await siren.waitFor({ state: "visible" });
    expect(await siren.getAttribute("id")).toBe("livraison-companyId");
    await page.getByLabel("Numéro de TVA intracommunautaire (facultatif)").first().fill("fr44 732 829 320");
    await siren.fill("732 829 321");
    // A billing address of its own: the shipping one's identifiers step aside, the billing one asks them.
    await page.locator("#commande-meme-adresse").uncheck();
    expect(await siren.isVisible()).toBe(false);
    await page.locator("#commande-meme-adresse").check();
    await siren.waitFor({ state: "visible" });

    await page.getByRole("button", { name: "Continuer vers la livraison" }).click();
    const error = page.locator("#livraison-companyId-erreur");
    await error.waitFor();
    expect(await error.textContent()).toContain("Ce numéro SIREN ou SIRET n'est pas valide.");
    expect(await siren.getAttribute("aria-invalid")).toBe("true");
    expect(await siren.getAttribute("aria-describedby")).toContain("livraison-companyId-erreur");
    await saveScreenshot(page, "business-buyer-checkout-error-1280");

    await siren.fill("732 829 320 00074");
    await page.getByRole("button", { name: "Continuer vers la livraison" }).click();
    await page.waitForURL(/etape=livraison/);
    await page
      .getByRole("radio", { name: /Retrait sur place/ })
      .first()
      .check();
    const slots = page.getByLabel("Jour et heure du retrait").first();
    await slots.selectOption((await slots.locator("option").nth(1).getAttribute("value"))!);
    await page.getByRole("button", { name: "Continuer vers le récapitulatif" }).click();
    await page.waitForURL(/etape=recapitulatif/);
    const recap = (await page.locator(".checkout-recap").textContent()) ?? "";
    expect(recap).toContain("Cave Bernard");
    expect(recap).toContain("SIREN : 732 829 320");
    expect(recap).toContain("SIRET : 732 829 320 00074");
    expect(recap).toContain("N° TVA : FR44732829320");
    expect(opened.problems.pageErrors).toEqual([]);
    await opened.close();
  });

  it("forgets them once the company is emptied: hidden, they are not sent", async () => {
    const opened = await openPage(browser(), 375);
    const { page } = opened;
    await consentGiven(page, site2);
    await toCheckout(opened, site2);
    await hydrated(page);
    await fillContact(page);
    await page.locator("#livraison-company").fill("Cave Bernard");
    await page.locator("#livraison-companyId").fill("732 829 320");
    await page.locator("#livraison-vatNumber").fill("FR44732829320");
    await page.locator("#livraison-company").fill("");
    await page.locator("#livraison-companyId").waitFor({ state: "hidden" });
    await page.getByRole("button", { name: "Continuer vers la livraison" }).click();
    await page.waitForURL(/etape=livraison/);
    expect(opened.problems.pageErrors).toEqual([]);
    await opened.close();
  });
});

describe("the address book's company identifiers", () => {
  it("keeps them, typed without JavaScript, and shows them on the address's card", async () => {
    const opened = await openPage(browser(), 1280);
    await consentGiven(opened.page, site2);
    await signUp(opened, site2, `societe-${Date.now()}@example.fr`);
    // With JavaScript, the identifiers wait for the company's name.
    await opened.goto(site2("/mon-compte?adresse=nouvelle#adresses"));
    const withScript = opened.page.locator("#adresse-nouvelle-companyId");
    expect(await withScript.isVisible()).toBe(false);
    await opened.page.locator("#adresse-nouvelle-company").fill("Cave Bernard");
    await withScript.waitFor({ state: "visible" });

    const context = await browser().newContext({
      viewport: { width: 375, height: 900 },
      javaScriptEnabled: false,
      locale: "fr-FR",
    });
    try {
      await context.addCookies(await opened.context.cookies());
      const page = await context.newPage();
      await page.goto(site2("/mon-compte?adresse=nouvelle#adresses"));
      await page.locator("#adresse-type-BILLING").check();
      await page.locator("#adresse-nouvelle-firstname").fill("Louise");
      await page.locator("#adresse-nouvelle-lastname").fill("Bernard");
      await page.locator("#adresse-nouvelle-company").fill("Cave Bernard");
      await page.locator("#adresse-nouvelle-firstPart").fill("3 rue des Vignes");
      await page.locator("#adresse-nouvelle-postalCode").fill("44330");
      await page.locator("#adresse-nouvelle-city").fill("Vallet");
      await page.getByLabel("SIREN ou SIRET").fill("732 829 320 00074");
      await page.getByLabel("Numéro de TVA intracommunautaire (facultatif)").fill("FR45732829320");
      const post = () =>
        Promise.all([
          page.waitForResponse((response) => response.request().method() === "POST"),
          page.getByRole("button", { name: "Enregistrer l'adresse" }).click(),
        ]).then(() => page.waitForLoadState("load"));
      await post();
      expect(await page.locator("#adresse-nouvelle-vatNumber-erreur").textContent()).toContain(
        "vérifiez les deux chiffres qui suivent FR",
      );
      expect(await page.locator("#adresse-nouvelle-companyId").inputValue()).toBe("732 829 320 00074");
      await page.getByLabel("Numéro de TVA intracommunautaire (facultatif)").fill("FR44 732 829 320");
      await post();
      const card = (await page.locator(".address-card").textContent()) ?? "";
      expect(card).toContain("Cave Bernard");
      expect(card).toContain("SIRET : 732 829 320 00074");
      expect(card).toContain("N° TVA : FR44732829320");
      await saveScreenshot(page, "business-buyer-address-book-nojs-375");
    } finally {
      await context.close();
      await opened.close();
    }
  });
});
