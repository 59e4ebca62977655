/**
 * The layout editor's images and states in Chromium, on the production build: the image picker
 * offers the media library of now on a page saved before an upload, a library image brings its
 * description to the public page, sample images keep a page from being published (in French,
 * their section named), the hero's background image is changed without reaching it, an offline
 * page says so, and one Ctrl+Z undoes one change.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { type AdminCall, adminApi, createContentPage, signInAsAdmin } from "./admin";
import { type OpenedPage, openPage, setupBrowser } from "./browser";
import { HOSTS, setupServer } from "./server";

const server = setupServer();
const browser = setupBrowser();

const ADMIN = "admin@armor-habitat.fr";
const SHOTS = "/tmp/shots";
const RED_SQUARE = "Carré rouge de test";
const SAMPLE = "/editeur/image-a-remplacer.svg";

let calls: Promise<AdminCall> | undefined;
/** One session of the administrator for the whole file (logins are rate-limited). */
const admin = () => {
  calls ??= adminApi(server, 1, ADMIN);
  return calls;
};

const canvas = (page: Page) => page.frameLocator("iframe.gjs-frame");

/** A page's editor, opened by the signed-in administrator, ready to edit. */
async function openEditor(pageId: number, width = 1280): Promise<OpenedPage> {
  const opened = await openPage(browser(), width, 800);
  await signInAsAdmin(server, opened.context, HOSTS.site1, 1, ADMIN);
  await opened.goto(server.url(HOSTS.site1, `/admin/pages/${pageId}/editeur`), "load");
  await canvas(opened.page).locator("body").waitFor();
  await expect
    .poll(() => opened.page.getByRole("button", { name: "Enregistrer le brouillon" }).isEnabled())
    .toBe(true);
  return opened;
}

async function homePageId(): Promise<number> {
  const tree = await (await admin())<{ id: number; url: string }[]>("GET", "/admin/page");
  return tree.find((page) => page.url === "accueil")!.id;
}

/** Chooses the library image named `name` in the open image picker (a double click closes it). */
async function choose(page: Page, name: string) {
  await page.getByRole("dialog").or(page.locator(".gjs-mdl-container")).first().waitFor();
  await page.locator(".gjs-am-asset-image", { hasText: name }).dblclick();
}

describe("images from the media library", () => {
  it("offers the library of now on a saved page, gives the chosen image its description, refuses the sample", async () => {
    const call = await admin();
    const created = await createContentPage(call, "Atelier photo");
    let opened = await openEditor(created.id);
    await opened.page.getByRole("button", { name: "Ajouter : Texte et image" }).click();
    await canvas(opened.page).locator(`img[src="${SAMPLE}"]`).waitFor();

    // Publishing with the sample image: refused before anything is sent, the section named.
    await opened.page.getByRole("button", { name: "Publier" }).click();
    const alert = opened.page.getByRole("alert");
    await expect
      .poll(() => alert.locator(".editor-message > span").first().textContent())
      .toBe(
        "Publication impossible : remplacez d'abord l'image d'exemple de la section « Un titre qui donne envie de lire » (double-clic sur l'image), sans quoi vos visiteurs la verraient telle quelle.",
      );
    expect(await canvas(opened.page).locator("img.gjs-selected").getAttribute("src")).toBe(SAMPLE);
    await opened.page.screenshot({ path: `${SHOTS}/editor-sample-refused-1280.png` });
    // The message read, its owner closes it: the canvas is whole again.
    await alert.getByRole("button", { name: "Fermer le message" }).click();
    await expect.poll(() => opened.page.locator(".layout-editor__alert").textContent()).toBe("");

    // Saved as a draft, without the list of images the picker showed.
    await opened.page.getByRole("button", { name: "Enregistrer le brouillon" }).click();
    await expect.poll(() => opened.page.getByRole("status").textContent()).toContain("Brouillon enregistré");
    const layout = await call<{ draft: { project: Record<string, unknown> } }>(
      "GET",
      `/admin/page/${created.id}/layout`,
    );
    expect(Object.keys(layout.draft.project)).not.toContain("assets");
    expect(opened.problems).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] });
    await opened.close();

    // An image sent to the library afterwards is offered when the page is opened again.
    const form = new FormData();
    form.set("alt", RED_SQUARE);
    form.set("name", "carre-rouge-test");
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#c00"/></svg>';
    form.set("file", new Blob([svg], { type: "image/svg+xml" }), "carre-rouge.svg");
    const media = await call<{ url: string }>("POST", "/admin/media", form);
    opened = await openEditor(created.id);
    await canvas(opened.page).locator(`img[src="${SAMPLE}"]`).dblclick();
    await choose(opened.page, "carre-rouge-test");
    const image = canvas(opened.page).locator(`img[src="${media.url}"]`);
    expect(await image.getAttribute("alt")).toBe(RED_SQUARE);
    await opened.page.getByRole("button", { name: "Publier" }).click();
    await expect.poll(() => opened.page.getByRole("status").textContent()).toContain("Page publiée");
    await opened.close();

    // Visitors get the library's description.
    const visitor = await openPage(browser(), 1280);
    await visitor.goto(server.url(HOSTS.site1, created.path));
    expect(await visitor.page.locator(`main img[src="${media.url}"]`).getAttribute("alt")).toBe(RED_SQUARE);
    expect(await visitor.page.locator(`img[src="${SAMPLE}"]`).count()).toBe(0);
    await visitor.close();
  });
});

describe("the hero's background image", () => {
  it("is changed from the toolbar of its text (keyboard) and by a double click where no text is", async () => {
    const opened = await openEditor(await homePageId());
    const { page } = opened;
    const background = canvas(page).locator("section.hero img.hero__bg");
    await canvas(page).locator("section.hero h1").click();
    const change = page.getByRole("button", { name: "Changer l'image de fond" });
    await change.focus();
    await page.keyboard.press("Enter");
    await choose(page, "toiture-ardoise-auray-4.svg");
    await expect
      .poll(() => background.getAttribute("src"))
      .toBe("/media/1/projects/toiture-ardoise-auray-4.svg");
    expect(await background.getAttribute("alt")).toBe(
      "Détail de la gouttière en zinc et des ardoises posées au crochet",
    );
    await page.screenshot({ path: `${SHOTS}/editor-hero-background-1280.png` });

    // One undo puts the former image back, its description with it.
    await page.getByRole("button", { name: "Annuler" }).click();
    await expect.poll(() => background.getAttribute("src")).toBe("/media/1/hero-home.svg");
    expect(await background.getAttribute("alt")).toContain("Maison bretonne en pierre");

    await canvas(page)
      .locator("section.hero")
      .dblclick({ position: { x: 8, y: 8 } });
    await choose(page, "service-renovation-exterieure.svg");
    await expect
      .poll(() => background.getAttribute("src"))
      .toBe("/media/1/service-renovation-exterieure.svg");
    expect(opened.problems).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] });
    await opened.close();
  });
});

describe("the editor's keyboard", () => {
  it("undoes one change per Ctrl+Z and redoes one per Ctrl+Y or Ctrl+Maj+Z, after the toolbar's buttons too", async () => {
    const opened = await openEditor(await homePageId());
    const { page } = opened;
    const texts = () =>
      Promise.all(["h1", "p.lead"].map((selector) => canvas(page).locator(selector).first().textContent()));
    const original = await texts();
    for (const [selector, text] of [
      ["h1", "Premier changement"],
      ["p.lead", "Second changement"],
    ] as const) {
      await canvas(page).locator(selector).first().dblclick();
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.type(text);
      await canvas(page).locator("p.eyebrow").first().click();
    }
    await page.getByRole("button", { name: "Annuler" }).click();
    await page.getByRole("button", { name: "Rétablir" }).click();
    await page.keyboard.press("Control+Z");
    await expect.poll(texts).toEqual(["Premier changement", original[1]]);
    await page.keyboard.press("Control+Shift+Z");
    await expect.poll(texts).toEqual(["Premier changement", "Second changement"]);
    // The focus in the page itself: the canvas passes its keys on.
    await canvas(page).locator("p.eyebrow").first().click();
    await page.keyboard.press("Control+Z");
    await expect.poll(texts).toEqual(["Premier changement", original[1]]);
    await page.keyboard.press("Control+Y");
    await expect.poll(texts).toEqual(["Premier changement", "Second changement"]);
    await opened.close();
  });
});

describe("a page offline", () => {
  it.each([1280, 375])("says so at %i px, with the way to put it online", async (width) => {
    const call = await admin();
    const created = await createContentPage(call, `Page cachée ${width}`);
    await call("PUT", `/admin/page/${created.id}`, { isValid: false });
    const opened = await openEditor(created.id, width);
    const { page } = opened;
    expect(await page.locator(".editor-bar__state").textContent()).toBe("Hors ligne");
    const online = page.getByRole("link", { name: /Mettre en ligne/ });
    expect(await online.getAttribute("href")).toBe(`/admin/pages?page=${created.id}`);
    const box = await online.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SHOTS}/editor-offline-${width}.png` });
    await opened.close();
  });

  it("is « Publiée » no more: the home page, online, is", async () => {
    const opened = await openEditor(await homePageId());
    expect(await opened.page.locator(".editor-bar__state").textContent()).toBe("Publiée");
    expect(await opened.page.getByRole("link", { name: /Mettre en ligne/ }).count()).toBe(0);
    await opened.close();
  });
});
