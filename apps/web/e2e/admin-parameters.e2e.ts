/**
 * The parameters screen of the admin panel in Chromium, on the built production server: site 1's
 * administrator changes the primary colour and the anonymous home page shows it (the page cache
 * keeps no old copy); a pale colour brings the contrast warning with its ratio; a malformed e-mail
 * or link is refused in French beside its field and nothing of the form is saved (with and without
 * JavaScript); a legal text written in the editor with a placeholder reaches its public page; a
 * font and a logo chosen here show on the site; the screen passes axe-core at 1280 and 375 px.
 * Screenshots under /tmp/shots/.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { signInAsAdmin } from "./admin";
import { type OpenedPage, openPage, setupBrowser } from "./browser";
import { axeProblems } from "./checkout-flow";
import { HOSTS, setupServer } from "./server";

const server = setupServer();
const browser = setupBrowser();

const SHOTS = "/tmp/shots";
const ADMIN_EMAIL = "admin@armor-habitat.fr";
const NEW_PRIMARY = "#0a7f5a";

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true, animations: "disabled" });
}

const site = (path: string) => server.url(HOSTS.site1, path);
const screen = (group: string) => site(`/admin/parametres?groupe=${group}`);

/** Waits until React has taken over the screen's form. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const form = document.querySelector("form.parameters-form");
    return Boolean(form && Object.keys(form).some((key) => key.startsWith("__reactFiber")));
  });
}

/** The site's parameter as the public API answers it. */
async function parameter(key: string): Promise<string | null> {
  const reply = await fetch(server.url("localhost", "/api/parameter"), { headers: { idSite: "1" } });
  const { data } = (await reply.json()) as { data: { type: string; value: string | null }[] };
  return data.find((p) => p.type === key)?.value ?? null;
}

/** The background of the home page's first primary button, for a visitor without a session. */
async function anonymousPrimaryButton(): Promise<string> {
  const visitor = await openPage(browser(), 1280);
  try {
    await visitor.goto(site("/"));
    return await visitor.page
      .locator(".btn--primary")
      .first()
      .evaluate((button) => getComputedStyle(button).backgroundColor);
  } finally {
    await visitor.close();
  }
}

describe("the parameters screen at 1280 px", () => {
  let opened: OpenedPage;

  beforeAll(async () => {
    opened = await openPage(browser(), 1280);
    await signInAsAdmin(server, opened.context, HOSTS.site1, 1, ADMIN_EMAIL);
  });
  afterAll(async () => {
    await opened?.close();
  });

  test("a new primary colour, previewed then saved, shows on the anonymous home page", async () => {
    expect(await anonymousPrimaryButton()).toBe("rgb(27, 51, 88)");
    // Served a second time: from the page cache, which must not outlive the change.
    await anonymousPrimaryButton();

    const { page } = opened;
    await opened.goto(screen("couleurs"));
    await hydrated(page);
    expect(await page.locator(".admin__nav-link.active").textContent()).toBe("Paramètres et thème");
    await page.getByLabel("Couleur principale", { exact: true }).fill(NEW_PRIMARY);
    await expect
      .poll(() =>
        page
          .locator(".theme-preview__button--primary")
          .evaluate((button) => getComputedStyle(button).backgroundColor),
      )
      .toBe("rgb(10, 127, 90)");
    await shot(page, "parametres-1280-couleurs");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await page.locator(".form-message--success", { hasText: "Modification enregistrée." }).waitFor();
    expect(await parameter("PRIMARY_COLOR")).toBe(NEW_PRIMARY);

    expect(await anonymousPrimaryButton()).toBe("rgb(10, 127, 90)");
  });

  test("a colour that leaves a text hard to read brings the contrast warning, with the ratio", async () => {
    const { page } = opened;
    await opened.goto(screen("couleurs"));
    await hydrated(page);
    const report = page.locator(".contrast-report");
    expect(await report.textContent()).toContain("Tous les textes sont assez contrastés");
    // Mid grey: neither white nor dark text reaches 4.5:1 on its buttons.
    await page.getByLabel("Couleur principale", { exact: true }).fill("#808080");
    const buttons = page.locator(".contrast-warning", { hasText: "Texte des boutons principaux" });
    await buttons.waitFor();
    expect(await page.locator(".contrast-report__title").textContent()).toContain("Contraste insuffisant");
    expect(await buttons.textContent()).toBe("AaTexte des boutons principaux : contraste de 3,94:1");
    await page.getByLabel("Couleur du texte du pied de page", { exact: true }).fill("#2a3a55");
    await page.locator(".contrast-warning", { hasText: "Texte du pied de page" }).waitFor();
    await shot(page, "parametres-1280-contraste");
    await page.getByLabel("Couleur principale", { exact: true }).fill(NEW_PRIMARY);
    await expect.poll(() => page.locator(".contrast-warning").count()).toBe(1);
    // A pale yellow: the site's links are drawn in it, on the page and on its white banners.
    await page.getByLabel("Couleur du texte du pied de page", { exact: true }).fill("");
    await page.getByLabel("Couleur principale", { exact: true }).fill("#ffff66");
    const links = page.locator(".contrast-warning", { hasText: "Liens des cartes et bandeaux blancs" });
    await links.waitFor();
    expect(await links.textContent()).toMatch(/bandeau des cookies.*: contraste de 1,\d+:1$/);
    expect(await page.locator(".contrast-report").textContent()).not.toContain("Tous les textes");
  });

  test("a colour typed before the scripts ran is refused, the field keeping it, at every save", async () => {
    const { page } = opened;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    try {
      await page.goto(screen("couleurs"), { waitUntil: "commit" });
      const field = page.getByLabel("Couleur principale", { exact: true });
      await field.fill("rouge");
      release();
      await hydrated(page);
      for (const round of [1, 2]) {
        await Promise.all([
          page.waitForResponse((response) => response.request().method() === "POST"),
          page.getByRole("button", { name: "Enregistrer" }).click(),
        ]);
        const error = page.locator("#couleur-primary-color-erreur");
        await expect
          .poll(() => error.textContent(), { message: `save ${round}` })
          .toContain("La couleur doit être au format");
        expect(await page.locator(".form-message").textContent()).toBe("Certains champs sont invalides.");
        expect(await field.inputValue(), `save ${round}`).toBe("rouge");
      }
      expect(await parameter("PRIMARY_COLOR")).toBe(NEW_PRIMARY);
    } finally {
      await page.unroute(/\/assets\/.+\.js$/);
    }
  });

  test("a malformed e-mail is refused in French beside its field, and nothing of the form is saved", async () => {
    const { page } = opened;
    await opened.goto(screen("contact"));
    await hydrated(page);
    await page.getByLabel("Téléphone de l'entreprise").fill("02 97 99 99 99");
    await page.getByLabel("Adresse e-mail de l'entreprise").fill("contact@armor");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    const error = page.locator("#parametre-company-email-erreur");
    await expect.poll(() => error.textContent()).toContain("Cette adresse e-mail n'est pas valide.");
    expect(
      await page.getByLabel("Adresse e-mail de l'entreprise").getAttribute("aria-describedby"),
    ).toContain("parametre-company-email-erreur");
    expect(await page.locator(".form-message--error").textContent()).toBe("Certains champs sont invalides.");
    await shot(page, "parametres-1280-erreur-email");
    expect(await parameter("COMPANY_PHONE")).toBe("02 97 40 12 58");
    expect(await parameter("COMPANY_EMAIL")).toBe("contact@armor-habitat.fr");
  });

  test("a legal text written in the editor, with a placeholder inserted, reaches its public page", async () => {
    const { page } = opened;
    await opened.goto(screen("textes-legaux"));
    await hydrated(page);
    // The rich-text editor, once its chunk has replaced the plain text area.
    const editor = page.getByRole("textbox", { name: "Mentions légales" }).and(page.locator(".ProseMirror"));
    await editor.waitFor();
    await editor.click();
    await page.keyboard.press("Control+End");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Directeur de la publication : ");
    await page.getByRole("button", { name: "Représentant légal" }).click();
    await page.getByRole("toolbar", { name: "Mise en forme" }).getByRole("button", { name: "Gras" }).click();
    await page.keyboard.type(" (gérant)");
    await shot(page, "parametres-1280-mentions");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await page.locator(".form-message--success", { hasText: "Modification enregistrée." }).waitFor();
    expect(await parameter("LEGAL_NOTICE")).toContain(
      "Directeur de la publication : {{LEGAL_AGENT}}<strong> (gérant)</strong>",
    );

    const visitor = await openPage(browser(), 1280);
    await visitor.goto(site("/legal-notice"));
    const text = await visitor.page.locator(".legal-text").textContent();
    await visitor.close();
    expect(text).toMatch(/Directeur de la publication : \S.* \(gérant\)/);
    expect(text).not.toContain("{{LEGAL_AGENT}}");
  });

  test("the titles' font chosen among the self-hosted ones is previewed, then used by the site", async () => {
    const { page } = opened;
    await opened.goto(screen("polices"));
    await hydrated(page);
    await page.locator("#police-title-famille").selectOption("Lora");
    const sample = page.locator(".font-fieldset__sample").first();
    await expect.poll(() => sample.evaluate((el) => getComputedStyle(el).fontFamily)).toContain("Lora");
    // A size being typed beyond the accepted ones is previewed at the largest: the screen stays whole.
    const size = page.locator("#police-title-taille");
    const before = await size.inputValue();
    // The sample's size in the form's unit (14 is the text's size, 1 rem).
    const sampleSize = () =>
      sample.evaluate((el) => {
        const root = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
        return Math.round((Number.parseFloat(getComputedStyle(el).fontSize) / root) * 14);
      });
    await size.fill("2000");
    await expect.poll(sampleSize).toBe(48);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await size.fill(before);
    await shot(page, "parametres-1280-polices");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await page.locator(".form-message--success", { hasText: "Polices enregistrées." }).waitFor();

    const visitor = await openPage(browser(), 1280);
    await visitor.goto(site("/"));
    const title = await visitor.page
      .locator("h1")
      .first()
      .evaluate((el) => getComputedStyle(el).fontFamily);
    await visitor.close();
    expect(title).toMatch(/^"Lora Variable"/);
  });

  test("a footer logo replaced by a file joins the library and shows on the site", async () => {
    const { page } = opened;
    await opened.goto(screen("logos"));
    await hydrated(page);
    const card = page.locator(".logo-card", { hasText: "Logo du pied de page" });
    const png = await sharp({ create: { width: 300, height: 90, channels: 3, background: "#0a7f5a" } })
      .png()
      .toBuffer();
    await card
      .getByLabel("Remplacer par un fichier")
      .setInputFiles({ name: "logo-vert.png", mimeType: "image/png", buffer: png });
    await card.getByLabel("Texte alternatif").fill("Armor Habitat, rénovation à Vannes");
    await card.getByRole("button", { name: "Enregistrer ce logo" }).click();
    await card.locator(".form-message--success", { hasText: "Logo enregistré." }).waitFor();
    const shown = card.locator(".logo-card__current img");
    await expect.poll(() => shown.getAttribute("src")).toMatch(/^\/media\/1\/library\/[0-9a-f-]+\.png/);
    await shown.evaluate((img: HTMLImageElement) => img.decode());
    await shot(page, "parametres-1280-logos");

    // Another logo taken from the library with its picker.
    const dark = page.locator(".logo-card", { hasText: "Logo sur fond sombre" });
    await dark.getByRole("button", { name: "Choisir dans la médiathèque" }).click();
    const picker = page.getByRole("dialog", { name: "Choisir : logo sur fond sombre" });
    await picker.locator(".media-grid__card").first().click();
    await picker.getByRole("button", { name: "Choisir ce fichier" }).click();
    const chosen = (await dark.locator(".logo-library__chosen strong").textContent()) ?? "";
    expect(chosen).not.toBe("");
    await dark.getByRole("button", { name: "Enregistrer ce logo" }).click();
    await dark.locator(".form-message--success", { hasText: "Logo enregistré." }).waitFor();
    expect(await dark.locator(".logo-card__current img").getAttribute("src")).toMatch(/^\/media\/1\//);

    const visitor = await openPage(browser(), 1280);
    await visitor.goto(site("/"));
    const logo = visitor.page.locator(".site-footer__logo img, img.site-footer__logo").first();
    const [src, alt] = [await logo.getAttribute("src"), await logo.getAttribute("alt")];
    await visitor.close();
    expect(src).toMatch(/^\/media\/1\/library\/[0-9a-f-]+\.png/);
    expect(alt).toBe("Armor Habitat, rénovation à Vannes");
  });

  test("has no serious or critical accessibility problem in any group", async () => {
    const { page } = opened;
    for (const group of [
      "identite",
      "couleurs",
      "polices",
      "logos",
      "options",
      "boutique",
      "textes-legaux",
    ]) {
      await opened.goto(screen(group));
      await hydrated(page);
      expect(await axeProblems(page, `${group} 1280`)).toEqual([]);
    }
    await shot(page, "parametres-1280-textes-legaux");
  });
});

describe("the parameters screen at 375 px", () => {
  let opened: OpenedPage;

  beforeAll(async () => {
    opened = await openPage(browser(), 375, 800);
    await signInAsAdmin(server, opened.context, HOSTS.site1, 1, ADMIN_EMAIL);
  });
  afterAll(async () => {
    await opened?.close();
  });

  test("fits the screen and passes axe-core", async () => {
    const { page } = opened;
    for (const group of ["identite", "couleurs", "polices", "logos", "textes-legaux"]) {
      await opened.goto(screen(group));
      await hydrated(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect([group, overflow]).toEqual([group, 0]);
      await shot(page, `parametres-375-${group}`);
      expect(await axeProblems(page, `${group} 375`)).toEqual([]);
    }
  });
});

describe("without JavaScript", () => {
  test("a malformed link is refused in French by the server, and nothing is saved", async () => {
    const context = await browser().newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 900 },
    });
    await signInAsAdmin(server, context, HOSTS.site1, 1, ADMIN_EMAIL);
    const page = await context.newPage();
    await page.goto(screen("reseaux"));
    await page.getByLabel("Page LinkedIn").fill("https://www.linkedin.com/company/armor-habitat");
    await page.getByLabel("Page Facebook").fill("facebook.com/armorhabitat");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await page.waitForLoadState("load");
    expect(await page.locator("#parametre-facebook-url-erreur").textContent()).toContain(
      "Le lien n'est pas une adresse valide",
    );
    expect(await page.getByLabel("Page Facebook").inputValue()).toBe("facebook.com/armorhabitat");
    await shot(page, "parametres-sans-js-erreur-lien");
    expect(await parameter("LINKEDIN_URL")).not.toBe("https://www.linkedin.com/company/armor-habitat");

    await page.getByLabel("Page Facebook").fill("https://www.facebook.com/armorhabitat");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await page.locator(".form-message--success").waitFor();
    expect(await parameter("FACEBOOK_URL")).toBe("https://www.facebook.com/armorhabitat");
    expect(await parameter("LINKEDIN_URL")).toBe("https://www.linkedin.com/company/armor-habitat");
    await context.close();
  });
});
