/**
 * The media library of the admin panel in Chromium, on the built production server: site 1's
 * administrator adds a photo with its alt text (refused without it) and sees it in the grid, a
 * file in use offers no deletion (the panel says where it is used), an unused one is deleted; a file
 * dropped on the zone is taken; axe-core finds no serious or critical problem at 1280 and 375 px.
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
const ALT_REQUIRED = "Décrivez l'image pour les personnes qui ne la voient pas.";

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true, animations: "disabled" });
}

/** Signs the browser in as site 1's administrator. */
const signIn = ({ context }: Pick<OpenedPage, "context">) =>
  signInAsAdmin(server, context, HOSTS.site1, 1, ADMIN_EMAIL);

/** Waits until React has taken over the page (the scripts start after the load event). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const form = document.querySelector("form.media-upload");
    return Boolean(form && Object.keys(form).some((key) => key.startsWith("__reactFiber")));
  });
}

const screenUrl = (query = "") => server.url(HOSTS.site1, `/admin/medias${query}`);

/** Opens a file's panel from its card in the grid. */
async function openCard(page: Page, name: string) {
  await page.locator(".media-grid__card", { hasText: name }).first().click();
  await page.waitForURL((url) => url.searchParams.has("fichier"));
  await page.locator("#media-details-titre", { hasText: name }).waitFor();
}

/** Asks the deletion of the open file and confirms it in the dialog. */
async function deleteOpenFile(page: Page) {
  await page.getByRole("link", { name: "Supprimer le fichier" }).click();
  const dialog = page.getByRole("dialog", { name: "Supprimer ce fichier ?" });
  await dialog.waitFor();
  await Promise.all([
    page.waitForResponse((response) => response.request().method() === "POST"),
    dialog.getByRole("button", { name: "Supprimer" }).click(),
  ]);
  await page.waitForLoadState("networkidle");
}

describe("the media library at 1280 px", () => {
  let opened: OpenedPage;
  let photo: Buffer;

  beforeAll(async () => {
    opened = await openPage(browser(), 1280);
    await signIn(opened);
    photo = await sharp({ create: { width: 1400, height: 900, channels: 3, background: "#8a5a2f" } })
      .jpeg()
      .toBuffer();
  });
  afterAll(async () => {
    await opened?.close();
  });

  test("lists the site's files, the section in the panel's navigation", async () => {
    const { page } = opened;
    await opened.goto(screenUrl());
    await hydrated(page);
    expect(await page.locator("h1").textContent()).toBe("Médiathèque");
    expect(await page.locator(".admin__nav-link.active").textContent()).toBe("Médiathèque");
    expect(await page.locator(".media-grid__card").count()).toBe(24);
    await shot(page, "media-1280-grid");
  });

  test("refuses a photo without its alt text, then adds it with it and shows it first in the grid", async () => {
    const { page } = opened;
    await page
      .locator("#media-envoi-file")
      .setInputFiles({ name: "terrasse-bois.jpg", mimeType: "image/jpeg", buffer: photo });
    expect(await page.locator(".media-upload__current").textContent()).toContain("terrasse-bois.jpg");
    await page.getByRole("button", { name: "Envoyer", exact: true }).click();
    await expect.poll(() => page.locator("#media-envoi-alt-erreur").textContent()).toContain(ALT_REQUIRED);
    expect(await page.locator("#media-envoi-alt").evaluate((el) => el === document.activeElement)).toBe(true);
    await shot(page, "media-1280-alt-required");

    await page.locator("#media-envoi-alt").fill("Terrasse en bois d'une maison de Vannes");
    await page.locator("#media-envoi-name").fill("Terrasse en bois");
    await page.getByRole("button", { name: "Envoyer", exact: true }).click();
    await page.locator(".media-upload__notice", { hasText: "« Terrasse en bois » a été ajouté" }).waitFor();
    await expect.poll(() => page.locator(".media-grid__name").first().textContent()).toBe("Terrasse en bois");
    await shot(page, "media-1280-uploaded");

    await openCard(page, "Terrasse en bois");
    expect(await page.locator("#media-alt").inputValue()).toBe("Terrasse en bois d'une maison de Vannes");
    expect(await page.locator(".media-details").textContent()).toContain(
      "Ce fichier n'est utilisé nulle part sur le site.",
    );
    expect(await page.locator(".media-details__facts").textContent()).toMatch(/1400\s×\s900\spx/);
    const thumb = page.locator(".media-grid__card[aria-current=true] img");
    expect(await thumb.getAttribute("src")).toMatch(/^\/media\/1\/library\/[0-9a-f-]+\.jpg\?w=320$/);
    // The copy at 320 px the upload made, as the browser drew it.
    await expect.poll(() => thumb.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(320);
  });

  test("names a refused file once, in the drop zone, the accepted one waiting its turn", async () => {
    const { page } = opened;
    await page.locator("#media-envoi-file").setInputFiles([
      { name: "facade.jpg", mimeType: "image/jpeg", buffer: photo },
      { name: "devis.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4") },
    ]);
    expect(await page.locator(".media-upload__current").textContent()).toContain("facade.jpg");
    await expect
      .poll(() => page.locator("#media-envoi-file-erreur").textContent())
      .toContain("« devis.pdf »");
    expect(await page.getByText(/« devis\.pdf »/).count()).toBe(1);
    await page.getByRole("button", { name: "Ne pas envoyer ce fichier" }).click();
  });

  test("changes the alt text of a file, and refuses an empty one in French", async () => {
    const { page } = opened;
    await page.locator("#media-alt").fill("");
    await page.locator(".media-details__form").getByRole("button", { name: "Enregistrer" }).click();
    await expect.poll(() => page.locator("#media-alt-erreur").textContent()).toContain(ALT_REQUIRED);
    await page.locator("#media-alt").fill("Terrasse en pin d'une maison de Vannes");
    await page.locator(".media-details__form").getByRole("button", { name: "Enregistrer" }).click();
    await page.locator(".media-details .form-message--success", { hasText: "Fichier enregistré." }).waitFor();
  });

  test("offers no deletion of a file in use, and says where it is used instead", async () => {
    const { page } = opened;
    await opened.goto(screenUrl("?q=logo.svg"));
    await hydrated(page);
    await openCard(page, "logo.svg");
    expect(await page.locator(".media-details__uses").textContent()).toContain("Logo principal");
    // No way to a deletion the API would refuse: the reason instead, also at the question's address.
    expect(await page.getByRole("link", { name: "Supprimer le fichier" }).count()).toBe(0);
    expect(await page.locator(".media-details__locked").textContent()).toBe(
      "Ce fichier ne peut pas être supprimé tant qu'il est utilisé : retirez-le d'abord de ces endroits.",
    );
    await opened.goto(`${page.url()}&supprimer=1`);
    await hydrated(page);
    const dialog = page.getByRole("dialog", { name: "Ce fichier ne peut pas être supprimé" });
    await dialog.waitFor();
    // The way out has the focus, not the link to the file's use above it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Fermer");
    expect(await dialog.locator(".media-details__uses").textContent()).toContain("Logo principal");
    expect(await dialog.getByRole("button").count()).toBe(0);
    await shot(page, "media-1280-in-use");
    expect(await axeProblems(page, "in use 1280")).toEqual([]);
    await dialog.getByRole("link", { name: "Fermer" }).click();
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    // Still there.
    await opened.goto(screenUrl("?q=logo.svg"));
    expect(await page.locator(".media-grid__name", { hasText: /^logo\.svg$/ }).count()).toBe(1);
  });

  test("deletes an unused file after the question", async () => {
    const { page } = opened;
    await opened.goto(screenUrl("?q=Terrasse"));
    await hydrated(page);
    await openCard(page, "Terrasse en bois");
    await deleteOpenFile(page);
    await page.locator(".form-message--success", { hasText: "Fichier supprimé." }).waitFor();
    expect(await page.locator(".media-grid__card", { hasText: "Terrasse en bois" }).count()).toBe(0);
  });

  test("takes a file dropped on the zone, and filters the grid by kind", async () => {
    const { page } = opened;
    await opened.goto(screenUrl());
    await hydrated(page);
    const png = (
      await sharp({ create: { width: 40, height: 30, channels: 3, background: "#fff" } })
        .png()
        .toBuffer()
    ).toString("base64");
    const transfer = await page.evaluateHandle((data) => {
      const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
      const dt = new DataTransfer();
      dt.items.add(new File([bytes], "plan-rdc.png", { type: "image/png" }));
      return dt;
    }, png);
    await page.dispatchEvent(".media-upload__zone", "dragover", { dataTransfer: transfer });
    await page.dispatchEvent(".media-upload__zone", "drop", { dataTransfer: transfer });
    expect(await page.locator(".media-upload__current").textContent()).toContain("plan-rdc.png");
    expect(
      await page
        .locator("#media-envoi-file")
        .evaluate((input) => (input as HTMLInputElement).files?.[0]?.name),
    ).toBe("plan-rdc.png");

    await page.locator("#media-type").selectOption("VIDEO");
    await page.getByRole("button", { name: "Filtrer" }).click();
    await page.waitForURL((url) => url.searchParams.get("type") === "VIDEO");
    await page.locator(".media-grid__empty", { hasText: "Aucun fichier ne correspond" }).waitFor();
    expect(await axeProblems(page, "grid 1280")).toEqual([]);
    expect(opened.problems.pageErrors).toEqual([]);
  });
});

describe("the media library without JavaScript", () => {
  test("adds a photo with the plain form: the alt text refused in French first, then the file opened", async () => {
    const context = await browser().newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 900 },
      locale: "fr-FR",
    });
    try {
      await signIn({ context });
      const page = await context.newPage();
      await page.goto(screenUrl(), { waitUntil: "load" });
      const photo = await sharp({ create: { width: 500, height: 300, channels: 3, background: "#2f8a5a" } })
        .png()
        .toBuffer();
      const post = async () => {
        await Promise.all([
          page.waitForResponse((response) => response.request().method() === "POST"),
          page.getByRole("button", { name: "Envoyer", exact: true }).click(),
        ]);
        await page.waitForLoadState("load");
      };
      await page
        .locator("#media-envoi-file")
        .setInputFiles({ name: "jardin.png", mimeType: "image/png", buffer: photo });
      await post();
      expect(await page.locator("#media-envoi-alt-erreur").textContent()).toContain(ALT_REQUIRED);
      expect(await page.locator(".media-upload .form-message--error").textContent()).toBe(
        "Indiquez le texte alternatif de l'image.",
      );

      await page
        .locator("#media-envoi-file")
        .setInputFiles({ name: "jardin.png", mimeType: "image/png", buffer: photo });
      await page.locator("#media-envoi-alt").fill("Jardin paysager devant une longère");
      await post();
      expect(new URL(page.url()).searchParams.get("fait")).toBe("ajoute");
      expect(await page.locator(".form-message--success").first().textContent()).toBe(
        "Fichier ajouté à la médiathèque.",
      );
      expect(await page.locator("#media-details-titre").textContent()).toBe("jardin.png");
      expect(await page.locator("#media-alt").inputValue()).toBe("Jardin paysager devant une longère");
    } finally {
      await context.close();
    }
  });
});

describe("the media library at 375 px", () => {
  let opened: OpenedPage;

  beforeAll(async () => {
    opened = await openPage(browser(), 375, 800);
    await signIn(opened);
  });
  afterAll(async () => {
    await opened?.close();
  });

  test("fits the phone's width, the open file above the grid, without accessibility problems", async () => {
    const { page } = opened;
    await opened.goto(screenUrl());
    await hydrated(page);
    await shot(page, "media-375-grid");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await axeProblems(page, "grid 375")).toEqual([]);

    await opened.goto(screenUrl("?q=hero-home"));
    await hydrated(page);
    await openCard(page, "hero-home.svg");
    const details = await page.locator(".media-screen__details").boundingBox();
    const grid = await page.locator(".media-grid").boundingBox();
    expect(details!.y).toBeLessThan(grid!.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, "media-375-details");
    expect(await axeProblems(page, "details 375")).toEqual([]);
    // The page's hero image is in use: its question's address says so, in the phone's width.
    await opened.goto(`${page.url()}&supprimer=1`);
    await page.getByRole("dialog", { name: "Ce fichier ne peut pas être supprimé" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await axeProblems(page, "in use 375")).toEqual([]);
    await shot(page, "media-375-in-use");
    expect(opened.problems.pageErrors).toEqual([]);
  });
});
