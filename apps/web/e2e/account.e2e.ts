/**
 * A member's journey in a real browser, on the built production server: register, log out, log
 * in, ask a password reset, follow the link read from the e-mail file (DATA_DIR/mail), set a new
 * password and log in with it. Then the same forms without JavaScript.
 */
import { join } from "node:path";
import { resetLinkOf, waitForMail } from "@vitrine/api/testing/mail";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { hydrated, type OpenedPage, openPage, saveScreenshot, setupBrowser } from "./browser";
import { HOSTS, setupServer } from "./server";

const server = setupServer();
const browser = setupBrowser();

const PASSWORD = "Toit-de-lauze-1987";
const NEW_PASSWORD = "Ardoise & zinc 2026";
const email = `parcours-${Date.now()}@example.fr`;

/** Requests that are allowed to fail: a form refused on purpose answers 400. */
const expected400 = (line: string) =>
  /^400 .*\/(auth|password\/reset)/.test(line) || line.includes("status of 400");

const HEADINGS: Record<string, string> = { "/mon-compte": "Mon compte", "/auth": "Connexion et inscription" };

/** Clicks a submit button and waits until the page of `path` is shown (URL and heading). */
async function submit(page: Page, button: string, path: string) {
  await Promise.all([
    page.waitForURL((url) => url.pathname === path),
    page.getByRole("button", { name: button }).click(),
  ]);
  // The URL changes before React commits the new page: wait for its heading.
  await page.waitForFunction(
    (heading) => document.querySelector("h1")?.textContent === heading,
    HEADINGS[path],
  );
  await page.waitForLoadState("networkidle");
}

/** A native form post (no JavaScript): waits for the answer page to load. */
async function post(page: Page, button: string) {
  await Promise.all([
    page.waitForResponse((response) => response.request().method() === "POST"),
    page.getByRole("button", { name: button }).click(),
  ]);
  await page.waitForLoadState("load");
}

async function login(page: Page, password: string) {
  await page.locator("#connexion-email").fill(email);
  await page.locator("#connexion-mot-de-passe").fill(password);
  await submit(page, "Se connecter", "/mon-compte");
}

describe("member journey (with JavaScript)", () => {
  let opened: OpenedPage;

  beforeAll(async () => {
    opened = await openPage(browser(), 1280);
  });
  afterAll(async () => {
    await opened?.close();
  });

  test("refuses the registration until the terms are accepted, in French", async () => {
    const { page } = opened;
    await opened.goto(server.url(HOSTS.site1, "/auth"));
    await saveScreenshot(page, "account-auth-1280");
    await page.locator("#inscription-prenom").fill("Jeanne");
    await page.locator("#inscription-nom").fill("Martin");
    await page.locator("#inscription-email").fill(email);
    await page.locator("#inscription-telephone").fill("06 12 34 56 78");
    await page.locator("#inscription-mot-de-passe").fill(PASSWORD);
    await page.getByRole("button", { name: "Créer mon compte" }).click();
    const error = page.locator("#inscription-cgu-erreur");
    await expect
      .poll(() => error.textContent())
      .toContain("Vous devez accepter les CGU pour créer un compte.");
    expect(await page.locator("#inscription-cgu").getAttribute("aria-invalid")).toBe("true");
    await saveScreenshot(page, "account-auth-errors-1280");
  });

  test("registers and lands in the member area, with a session cookie", async () => {
    const { page, context } = opened;
    await page.getByLabel("Je reconnais avoir lu et compris les CGU et je les accepte").check();
    await submit(page, "Créer mon compte", "/mon-compte");
    expect(await page.locator("h1").textContent()).toBe("Mon compte");
    expect(await page.locator(".site-header__account-name").textContent()).toBe("Jeanne");
    const token = (await context.cookies()).find((c) => c.name === "token");
    // The e2e server runs with NODE_ENV=production: Secure (browsers accept it on *.localhost).
    expect(token).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/", secure: true });
    expect(token!.expires - Date.now() / 1000).toBeGreaterThan(86_400 - 120);
    await saveScreenshot(page, "account-member-area-1280");
  });

  test("logs out: the cookie is gone and the header offers to log in", async () => {
    const { page, context } = opened;
    await submit(page, "Se déconnecter", "/auth");
    await expect.poll(() => page.getByText("Vous êtes déconnecté.").isVisible()).toBe(true);
    expect((await context.cookies()).find((c) => c.name === "token")).toBeUndefined();
    expect(await page.locator(".site-header__account").getAttribute("href")).toBe("/auth");
  });

  test("logs in again", async () => {
    const { page } = opened;
    await login(page, PASSWORD);
    expect(await page.locator(".site-header__account").getAttribute("href")).toBe("/mon-compte");
    await submit(page, "Se déconnecter", "/auth");
  });

  test("asks a reset, follows the e-mailed link, sets a new password and logs in with it", async () => {
    const { page } = opened;
    await page.getByRole("link", { name: "Mot de passe oublié ?" }).click();
    await page.waitForURL((url) => url.pathname === "/password/reset/ask");
    await page.locator("#oubli-email").fill(email);
    await page.getByRole("button", { name: "Recevoir le lien" }).click();
    await expect
      .poll(() => page.locator(".form-message--success").textContent())
      .toContain("Si un compte existe avec cette adresse");

    const mail = await waitForMail(join(server.dataDir, "mail"), email, /réinitialisation/, {
      timeoutMs: 10_000,
    });
    const link = resetLinkOf(mail);
    expect(new URL(link).host).toBe(`${HOSTS.site1}:${server.port}`);
    await opened.goto(link);
    await page.locator("#nouveau-mot-de-passe").fill(NEW_PASSWORD);
    await page.locator("#nouveau-confirmation").fill(NEW_PASSWORD);
    await submit(page, "Enregistrer le mot de passe", "/auth");
    await expect.poll(() => page.getByText("Votre mot de passe est modifié.").isVisible()).toBe(true);

    await page.locator("#connexion-email").fill(email);
    await page.locator("#connexion-mot-de-passe").fill(PASSWORD);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect
      .poll(() => page.locator(".form-message--error").first().textContent())
      .toBe("Adresse e-mail ou mot de passe incorrect.");
    await login(page, NEW_PASSWORD);
    expect(await page.locator(".site-header__account-name").textContent()).toBe("Jeanne");

    // The link was spent: the page says so as it opens, without a form, and offers a new request.
    await opened.goto(link);
    expect(await page.locator(".form-message--error").first().textContent()).toContain("n'est plus valable");
    expect(await page.locator("#nouveau-mot-de-passe").count()).toBe(0);
    await page.getByRole("link", { name: "Faire une nouvelle demande" }).click();
    await page.waitForURL((url) => url.pathname === "/password/reset/ask");
  });

  test("loaded with no uncaught exception and no unexpected failed request", () => {
    expect(opened.problems.pageErrors).toEqual([]);
    expect(opened.problems.failedRequests.filter((line) => !expected400(line))).toEqual([]);
    expect(opened.problems.consoleErrors.filter((line) => !expected400(line))).toEqual([]);
  });
});

describe("the same forms without JavaScript, on a phone", () => {
  test("registers, shows French errors first, and opens the member area", async () => {
    const context = await browser().newContext({
      viewport: { width: 375, height: 800 },
      javaScriptEnabled: false,
      locale: "fr-FR",
    });
    try {
      const page = await context.newPage();
      await page.goto(server.url(HOSTS.site2, "/auth"));
      const birthdate = page.locator("#inscription-naissance");
      expect(await birthdate.isVisible()).toBe(true);
      await post(page, "Créer mon compte");
      expect(await page.locator("#inscription-prenom-erreur").textContent()).toContain(
        "Indiquez votre prénom.",
      );
      expect(await page.locator("#inscription-naissance-erreur").textContent()).toContain(
        "Indiquez votre date de naissance.",
      );
      await saveScreenshot(page, "account-auth-errors-nojs-375");

      await page.locator("#inscription-prenom").fill("Yann");
      await page.locator("#inscription-nom").fill("Le Bihan");
      await page.locator("#inscription-email").fill(`sans-js-${Date.now()}@example.fr`);
      await page.locator("#inscription-telephone").fill("02 40 00 00 00");
      await birthdate.fill("1980-05-04");
      await page.locator("#inscription-mot-de-passe").fill(PASSWORD);
      await page.locator("#inscription-cgu").check();
      await post(page, "Créer mon compte");
      expect(new URL(page.url()).pathname).toBe("/mon-compte");
      expect(await page.locator("h1").textContent()).toBe("Mon compte");
      expect(await page.getByText("Nouvelles du domaine").isVisible()).toBe(true);
      await saveScreenshot(page, "account-member-area-nojs-375");
    } finally {
      await context.close();
    }
  });
});

describe("members' pages written from a shared template", () => {
  /** A new member of site 1, registered through the API, their session cookie in a browser. */
  async function member(firstname: string): Promise<OpenedPage> {
    const opened = await openPage(browser(), 1280);
    await opened.goto(server.url(HOSTS.site1, "/a-propos"));
    const token = await opened.page.evaluate(async (name) => {
      const response = await fetch("/api/register", {
        method: "POST",
        headers: { "content-type": "application/json", idsite: "1" },
        body: JSON.stringify({
          email: `modele-${Math.random().toString(36).slice(2)}@example.fr`,
          password: "Toit-de-lauze-1987",
          firstname: name,
          lastname: "Le Goff",
          phone: "0612345678",
          acceptTerms: true,
        }),
      });
      return ((await response.json()) as { data?: { token?: string } }).data?.token;
    }, firstname);
    expect(token).toBeTruthy();
    await opened.context.addCookies([{ name: "token", value: token!, url: server.url(HOSTS.site1) }]);
    return opened;
  }

  test("each member sees their own name on the same page, hydrated without a mismatch", async () => {
    const first = await member("Maëlys");
    const second = await member(`Jean-Noël d'Arvor & "Fils"`);
    try {
      // The first view renders the page, the next ones are written from its template.
      for (const opened of [first, second, first]) {
        await opened.goto(server.url(HOSTS.site1, "/nous-contacter"));
        await hydrated(opened.page);
      }
      expect(await first.page.locator(".site-header__account-name").textContent()).toBe("Maëlys");
      expect(await second.page.locator(".site-header__account-name").textContent()).toBe(
        `Jean-Noël d'Arvor & "Fils"`,
      );
      // The contact form is prefilled with the member's own name, also once React has taken over.
      expect(await second.page.locator('input[name="firstname"]').inputValue()).toBe(
        `Jean-Noël d'Arvor & "Fils"`,
      );
      await second.page.locator(".site-header__account").click();
      await second.page.waitForURL((url) => url.pathname === "/mon-compte");
      for (const { problems } of [first, second]) {
        expect(problems.pageErrors).toEqual([]);
        expect(problems.consoleErrors).toEqual([]);
      }
    } finally {
      await first.close();
      await second.close();
    }
  });
});
