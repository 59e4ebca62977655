/**
 * The content pages in Chromium, on the built production server: a quote request with a file
 * (stored in DATA_DIR/uploads, e-mailed to DATA_DIR/mail), a project's album in the gallery
 * overlay, the map that contacts OpenStreetMap only when asked, and the projects filters.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { readMails } from "@vitrine/api/testing/mail";
import type { Page, Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import { type OpenedPage, openPage, popupsAlreadyOpened, saveScreenshot, setupBrowser } from "./browser";
import { HOSTS, setupServer } from "./server";

const server = setupServer();
const browser = setupBrowser();

/** A 1×1 PNG picture. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** A page whose visitor already answered the cookie banner (it would cover the forms). */
async function open(width: number): Promise<OpenedPage> {
  const opened = await openPage(browser(), width);
  await popupsAlreadyOpened(opened.context);
  await opened.context.addCookies([
    {
      name: "cookie-consent",
      value: encodeURIComponent(
        JSON.stringify({ audience: false, advertising: false, decidedAt: new Date().toISOString() }),
      ),
      url: server.url(HOSTS.site1, "/"),
    },
  ]);
  return opened;
}

/** Requests that leave the site's own origin. */
function thirdPartyRequests(page: Page, origin: string): string[] {
  const seen: string[] = [];
  page.on("request", (request: Request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith("data:") && !url.startsWith("blob:")) seen.push(url);
  });
  return seen;
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

async function waitFor<T>(probe: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error("Timed out");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("quote request", () => {
  it("is sent with a photo: the file is stored, the company gets the e-mail, the visitor a confirmation", async () => {
    const opened = await open(1280);
    const { page } = opened;
    await opened.goto(server.url(HOSTS.site1, "/demande-devis"));
    const marker = `Devis e2e ${Date.now()}`;

    // First without the required fields: French errors per field, no page reload.
    await page.getByRole("button", { name: "Envoyer ma demande de devis" }).click();
    const summary = page.locator(".content-form__errors");
    await summary.waitFor();
    expect(await summary.textContent()).toContain("Certains champs sont invalides.");
    expect(await page.locator("#devis-city").getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator("#devis-city-erreur").textContent()).toContain("Ce champ est obligatoire.");
    const focused = () => page.evaluate(() => document.activeElement?.className);
    expect(await focused()).toBe("form-message form-message--error");
    // Sent again with the same errors, the message (which does not change) takes the focus again.
    await page.locator("#devis-city").focus();
    await page.getByRole("button", { name: "Envoyer ma demande de devis" }).click();
    await expect.poll(focused).toBe("form-message form-message--error");

    await page.getByLabel("Rénovation intérieure").check();
    await page.getByLabel("Salle de bains").check();
    await page.locator("#devis-propertyType").selectOption("maison");
    await page.locator("#devis-timeframe").selectOption("3-mois");
    await page.locator("#devis-description").fill(`${marker} : salle de bains à refaire entièrement.`);
    await page.locator("#devis-attachments").setInputFiles({
      name: "salle-de-bains.png",
      mimeType: "image/png",
      buffer: PNG,
    });
    await page.locator("#devis-lastname").fill("Guého");
    await page.locator("#devis-firstname").fill("Anne");
    await page.locator("#devis-email").fill("anne.gueho@example.fr");
    await page.locator("#devis-phone").fill("06 98 76 54 32");
    await page.locator("#devis-postalCode").fill("56400");
    await page.locator("#devis-city").fill("Auray");
    await page.locator("#devis-consent").check();
    const uploadsBefore = filesUnder(join(server.dataDir, "uploads")).length;
    await page.getByRole("button", { name: "Envoyer ma demande de devis" }).click();

    const done = page.locator(".content-form__done");
    await done.waitFor();
    expect(await done.textContent()).toContain("Merci, votre demande de devis est bien enregistrée.");
    await saveScreenshot(page, "content-quote-sent-1280");

    const uploads = filesUnder(join(server.dataDir, "uploads"));
    expect(uploads.length).toBe(uploadsBefore + 1);
    expect(uploads.some((file) => file.endsWith(".png"))).toBe(true);
    const mail = await waitFor(() =>
      readMails(join(server.dataDir, "mail")).find((m) => m.text.includes(marker)),
    );
    expect(mail.to).toContain("contact@armor-habitat.fr");
    expect(mail.subject).toContain("Demande de devis");
    expect(mail.text).toContain("salle-de-bains.png");
    expect(opened.problems.pageErrors).toEqual([]);
    await opened.close();
  });
});

describe("project album", () => {
  it("opens in the gallery overlay at the picture clicked, steps with the arrows and closes with Escape", async () => {
    const opened = await open(1280);
    const { page } = opened;
    await opened.goto(server.url(HOSTS.site1, "/realisations"));
    await page.locator(".project-card .card__link").first().click();
    await page.waitForURL((url) => url.pathname.startsWith("/les-realisations/"));
    const thumbnails = page.locator(".album .album__item");
    await thumbnails.first().waitFor();
    const total = await thumbnails.count();
    expect(total).toBeGreaterThan(2);
    const path = new URL(page.url()).pathname;

    await thumbnails.nth(1).click();
    const gallery = page.locator("dialog.gallery");
    await gallery.waitFor();
    const counter = gallery.locator(".gallery__counter");
    expect(await counter.textContent()).toBe(`2 / ${total}`);
    // The overlay shows the picture clicked, not a new page.
    expect(new URL(page.url()).pathname).toBe(path);
    const href = await thumbnails.nth(1).getAttribute("href");
    expect(await gallery.locator("img.gallery__image").getAttribute("src")).toBe(href);
    await saveScreenshot(page, "content-gallery-1280");

    await page.keyboard.press("ArrowRight");
    expect(await counter.textContent()).toBe(`3 / ${total}`);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    expect(await counter.textContent()).toBe(`1 / ${total}`);
    await page.keyboard.press("ArrowLeft");
    expect(await counter.textContent()).toBe(`${total} / ${total}`);
    await page.keyboard.press("Escape");
    await gallery.waitFor({ state: "detached" });
    expect(opened.problems.pageErrors).toEqual([]);
    expect(opened.problems.failedRequests).toEqual([]);
    await opened.close();
  });

  it("leaves the pictures as plain links to their files without JavaScript", async () => {
    const context = await browser().newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(server.url(HOSTS.site1, "/realisations"));
    const first = await page.locator(".project-card .card__link").first().getAttribute("href");
    await page.goto(server.url(HOSTS.site1, first!));
    const href = await page.locator(".album .album__item").nth(1).getAttribute("href");
    expect(href).toMatch(/^\/media\/1\/projects\/.+\.svg$/);
    const response = await page.goto(server.url(HOSTS.site1, href!));
    expect(response?.status()).toBe(200);
    expect(response?.headers()["content-type"]).toContain("image/svg+xml");
    await context.close();
  });
});

describe("map", () => {
  it("contacts no third party before the visitor clicks « Afficher la carte »", async () => {
    for (const width of [1280, 375]) {
      const opened = await open(width);
      const { page } = opened;
      const origin = server.url(HOSTS.site1, "").replace(/\/$/, "");
      const external = thirdPartyRequests(page, origin);
      await opened.goto(server.url(HOSTS.site1, "/nous-contacter"));
      const button = page.getByRole("button", { name: "Afficher la carte" });
      await button.scrollIntoViewIfNeeded();
      await page.waitForTimeout(1000);
      expect(external).toEqual([]);
      expect(await page.locator("iframe").count()).toBe(0);
      await saveScreenshot(page, `content-map-before-${width}`);

      await button.click();
      const frame = page.locator("iframe.map__iframe");
      await frame.waitFor({ state: "attached" });
      const src = await frame.getAttribute("src");
      expect(src).toMatch(
        /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=[-\d.,]+&layer=mapnik&marker=47\.6647,-2\.7436$/,
      );
      expect(await frame.getAttribute("title")).toContain("Armor Habitat Rénovation");
      // Only now does the page ask OpenStreetMap (the test machine may have no network).
      await waitFor(() => external.find((url) => url.startsWith("https://www.openstreetmap.org/")));
      await opened.close();
    }
  });
});

describe("reviews", () => {
  it("fill as many stars as each rating, and the mean in part", async () => {
    const opened = await open(1280);
    await opened.goto(server.url(HOSTS.site1, "/"));
    const stars = await opened.page.locator(".reviews .stars").evaluateAll((elements) =>
      elements.map((el) => ({
        label: el.getAttribute("aria-label") ?? "",
        share:
          (el.querySelector(".stars__full") as HTMLElement).offsetWidth / (el as HTMLElement).offsetWidth,
        width: (el as HTMLElement).offsetWidth,
      })),
    );
    expect(stars.length).toBeGreaterThan(1);
    for (const star of stars) {
      const rating = Number(/Note : ([\d,]+) sur 5/.exec(star.label)![1]!.replace(",", "."));
      expect(star.share).toBeCloseTo(rating / 5, 1);
      expect(star.width).toBeLessThan(200);
    }
    await opened.close();
  });
});

describe("projects filters", () => {
  it("apply as soon as a choice is made, and the address keeps them", async () => {
    const opened = await open(1280);
    const { page } = opened;
    await opened.goto(server.url(HOSTS.site1, "/realisations"));
    const cards = page.locator(".project-card");
    const all = await cards.count();
    await page.locator("#filtre-categorie").selectOption("renovation-exterieure");
    await page.waitForURL((url) => url.searchParams.get("categorie") === "renovation-exterieure");
    await page.waitForFunction((before) => document.querySelectorAll(".project-card").length < before, all);
    const labels = await page.locator(".project-card .badge").allTextContents();
    expect(new Set(labels)).toEqual(new Set(["Rénovation extérieure"]));
    await page.getByRole("link", { name: "Effacer les filtres" }).click();
    await page.waitForURL((url) => url.search === "");
    await page.waitForFunction((before) => document.querySelectorAll(".project-card").length === before, all);
    expect(opened.problems.pageErrors).toEqual([]);
    await opened.close();
  });
});
