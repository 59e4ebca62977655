/**
 * The visual layout editor (issue 16) in Chromium, on the production build: GrapesJS only on the
 * editor's screen; the site 1 administrator changes the home page's hero title, saves, publishes,
 * and an anonymous visitor of the cached home page sees it; two editors on one page get the
 * French conflict instead of overwriting each other; undo and redo; the 375 px width; axe-core;
 * the editor itself on a 375 px phone (toolbar in the screen, panels as a sheet).
 */
import type { Browser, Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { adminCredentials } from "./admin";
import { type OpenedPage, openPage, setupBrowser } from "./browser";
import { assetFiles, assetText, homePageFiles, routeManifest } from "./build-assets";
import { axeProblems } from "./checkout-flow";
import { HOSTS, setupServer } from "./server";

const server = setupServer();
const browser = setupBrowser();

const ADMIN = "admin@armor-habitat.fr";
const SHOTS = "/tmp/shots";
const HERO_TITLE = "Votre maison rénovée avec soin, de Vannes à Lorient";

let token: Promise<string> | undefined;

/** One session of the administrator for the whole file (logins are rate-limited). */
function adminToken(): Promise<string> {
  token ??= fetch(server.url("localhost", "/api/login"), {
    method: "POST",
    headers: { "content-type": "application/json", idSite: "1" },
    body: JSON.stringify(adminCredentials(server, ADMIN)),
  })
    .then((response) => response.json() as Promise<{ data: { token: string } }>)
    .then(({ data }) => data.token);
  return token;
}

/** The admin API's answers, as the editor's calls see them. */
async function adminApi() {
  const bearer = await adminToken();
  return async <T>(path: string): Promise<T> => {
    const response = await fetch(server.url("localhost", `/api${path}`), {
      headers: { idSite: "1", authorization: `Bearer ${bearer}` },
    });
    return ((await response.json()) as { data: T }).data;
  };
}

async function homePageId(): Promise<number> {
  const get = await adminApi();
  const tree = await get<{ id: number; url: string }[]>("/admin/page");
  return tree.find((page) => page.url === "accueil")!.id;
}

/** The editor of the home page, opened by a signed-in administrator, ready to edit. */
async function openEditor(b: Browser, pageId: number, width = 1280): Promise<OpenedPage> {
  const opened = await openPage(b, width, 800);
  const url = server.url(HOSTS.site1, "");
  await opened.context.addCookies([
    { name: "token", value: await adminToken(), url, httpOnly: true, sameSite: "Lax" },
  ]);
  // Not Playwright's network idleness: GrapesJS writes its canvas frames with document.open, and
  // under load that wait sometimes never ends (1 open in 12 in a loop beside another test file,
  // while Chromium reported every frame's network idle within 4 s). The canvas's title and the
  // enabled save button below say that the editor is ready.
  await opened.goto(server.url(HOSTS.site1, `/admin/pages/${pageId}/editeur`), "load");
  await canvas(opened.page).locator("h1").first().waitFor();
  await expect
    .poll(() => opened.page.getByRole("button", { name: "Enregistrer le brouillon" }).isEnabled())
    .toBe(true);
  return opened;
}

const canvas = (page: Page) => page.frameLocator("iframe.gjs-frame");

/** Replaces the hero's title in the canvas, as the owner types it. */
async function typeTitle(page: Page, title: string) {
  const h1 = canvas(page).locator("h1").first();
  await h1.dblclick();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(title);
  // Leaving the text ends its editing: the change is in the layout and its history.
  await canvas(page).locator("p.lead").first().click();
  await expect.poll(() => page.getByRole("button", { name: "Annuler" }).isEnabled()).toBe(true);
}

/** The home page's title as an anonymous visitor gets it (from the page cache when it has it). */
async function visitorTitle(): Promise<string | null> {
  const visitor = await openPage(browser(), 1280);
  await visitor.goto(server.url(HOSTS.site1, "/"));
  const title = await visitor.page.locator("h1").first().textContent();
  await visitor.close();
  return title;
}

async function save(page: Page) {
  await page.getByRole("button", { name: "Enregistrer le brouillon" }).click();
}

describe("the editor's code", () => {
  it("is no part of the public pages: no chunk of the home page's holds GrapesJS", () => {
    const grapes = assetFiles().filter((name) => assetText(name).includes("grapesjs"));
    expect(grapes.length).toBeGreaterThan(0);
    const reached = homePageFiles({ dynamic: true });
    expect([...reached].filter((name) => grapes.includes(name) || /grapes|editor/i.test(name))).toEqual([]);
    expect(routeManifest().routes["routes/admin/editor"]).toBeDefined();
  });
});

describe("the layout editor", () => {
  it("changes the home page's hero title, saves a draft with its picture, publishes: visitors see it", async () => {
    const pageId = await homePageId();
    // An anonymous visit first: the page cache keeps this home page for the next visitors.
    expect(await visitorTitle()).toBe(HERO_TITLE);

    const opened = await openEditor(browser(), pageId);
    const { page } = opened;
    await page.screenshot({ path: `${SHOTS}/editor-1280.png` });
    await typeTitle(page, "Des maisons bretonnes rénovées avec passion");
    await save(page);
    await expect.poll(() => page.getByRole("status").textContent()).toContain("Brouillon enregistré");
    await expect.poll(() => page.locator(".editor-bar__state").textContent()).toBe("Brouillon non publié");

    // The stored draft keeps the placeholders alone: the canvas's previews are not saved.
    const get = await adminApi();
    const layout = await get<{ draft: { html: string; previewUrl: string | null } }>(
      `/admin/page/${pageId}/layout`,
    );
    expect(layout.draft.html).toContain("Des maisons bretonnes rénovées avec passion");
    expect(layout.draft.html).toMatch(/<div data-component="projects-grid" data-props="[^"]*"><\/div>/);
    expect(layout.draft.html).not.toContain("project-card");
    expect(layout.draft.previewUrl).toMatch(/^\/media\//);
    await page.getByRole("tab", { name: "Historique" }).click();
    await page.locator("img.version__image").first().waitFor();
    await page.screenshot({ path: `${SHOTS}/editor-history-1280.png` });

    // The draft on the real site, before publication.
    const preview = await opened.context.newPage();
    await preview.goto(server.url(HOSTS.site1, `/apercu/${pageId}`), { waitUntil: "networkidle" });
    expect(await preview.locator("h1").first().textContent()).toBe(
      "Des maisons bretonnes rénovées avec passion",
    );
    await preview.screenshot({ path: `${SHOTS}/apercu-1280.png` });
    await preview.close();
    expect(await visitorTitle()).toBe(HERO_TITLE);

    await page.getByRole("button", { name: "Publier" }).click();
    await expect.poll(() => page.getByRole("status").textContent()).toContain("Page publiée");
    expect(opened.problems).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] });
    await opened.close();

    expect(await visitorTitle()).toBe("Des maisons bretonnes rénovées avec passion");
  });

  it("undoes and redoes a change, with the buttons and the keyboard", async () => {
    const opened = await openEditor(browser(), await homePageId());
    const { page } = opened;
    const title = () => canvas(page).locator("h1").first().textContent();
    const original = await title();
    const state = () => page.locator(".editor-bar__state").textContent();
    await typeTitle(page, "Un titre à annuler");
    await expect.poll(state).toBe("Modifications non enregistrées");
    await page.getByRole("button", { name: "Annuler" }).click();
    await expect.poll(title).toBe(original);
    // Back where it was saved: nothing left to save.
    await expect.poll(state).toBe("Publiée");
    await page.getByRole("button", { name: "Rétablir" }).click();
    await expect.poll(title).toBe("Un titre à annuler");
    await page.locator(".editor-bar__title").click();
    await page.keyboard.press("Control+Z");
    await expect.poll(title).toBe(original);
    await page.keyboard.press("Control+Shift+Z");
    await expect.poll(title).toBe("Un titre à annuler");
    await opened.close();
  });

  it("asks before a link of the panel leaves unsaved changes, and stays when told so", async () => {
    const pageId = await homePageId();
    const opened = await openEditor(browser(), pageId);
    const { page } = opened;
    await typeTitle(page, "Un titre pas encore enregistré");
    const questions: string[] = [];
    page.once("dialog", (dialog) => {
      questions.push(dialog.message());
      void dialog.dismiss();
    });
    await page.locator("a.editor-bar__back").click();
    await expect
      .poll(() => questions)
      .toEqual(["Vos modifications ne sont pas enregistrées. Quitter l'éditeur quand même ?"]);
    expect(new URL(page.url()).pathname).toBe(`/admin/pages/${pageId}/editeur`);
    expect(await canvas(page).locator("h1").first().textContent()).toBe("Un titre pas encore enregistré");
    page.once("dialog", (dialog) => void dialog.accept());
    await page.locator("a.editor-bar__back").click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/admin/pages");
    await opened.close();
  });

  it("shows the page 375 px wide on the mobile width, 1280 px on the desktop one", async () => {
    const opened = await openEditor(browser(), await homePageId());
    const { page } = opened;
    const frameWidth = () =>
      page.locator("iframe.gjs-frame").evaluate((frame) => (frame as HTMLIFrameElement).clientWidth);
    expect(await frameWidth()).toBe(1280);
    await page.getByRole("button", { name: "Mobile (375 px)" }).click();
    await expect.poll(frameWidth).toBe(375);
    expect(await page.getByRole("button", { name: "Mobile (375 px)" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    await page.screenshot({ path: `${SHOTS}/editor-mobile-1280.png` });
    await page.getByRole("button", { name: "Ordinateur (1280 px)" }).click();
    await expect.poll(frameWidth).toBe(1280);
    await opened.close();
  });

  it("tells the second of two editors, in French, that the page changed, and keeps the first's work", async () => {
    const pageId = await homePageId();
    const first = await openEditor(browser(), pageId);
    const second = await openEditor(browser(), pageId);
    await typeTitle(first.page, "Le titre du premier");
    await save(first.page);
    await expect.poll(() => first.page.getByRole("status").textContent()).toContain("Brouillon enregistré");

    await typeTitle(second.page, "Le titre du second");
    await save(second.page);
    const alert = second.page.getByRole("alert");
    await expect.poll(() => alert.textContent()).toContain("Quelqu'un d'autre a enregistré cette page");
    await second.page.screenshot({ path: `${SHOTS}/editor-conflict-1280.png` });
    const get = await adminApi();
    const layout = await get<{ draft: { html: string } }>(`/admin/page/${pageId}/layout`);
    expect(layout.draft.html).toContain("Le titre du premier");
    expect(layout.draft.html).not.toContain("Le titre du second");

    // « Recharger » opens the first's version.
    await alert.getByRole("button", { name: "Recharger" }).click();
    await expect
      .poll(() => canvas(second.page).locator("h1").first().textContent())
      .toBe("Le titre du premier");
    await first.close();
    await second.close();
  });

  it("restores a version of the history as the new draft", async () => {
    const pageId = await homePageId();
    const opened = await openEditor(browser(), pageId);
    const { page } = opened;
    await page.getByRole("tab", { name: "Historique" }).click();
    // Newest first: last the page as the site had it before any edit, then the first draft of
    // this file's first test.
    const versions = page.locator(".version");
    await versions.last().waitFor();
    expect(await versions.last().locator(".version__author").textContent()).toBe("Mise en page d'origine");
    const oldest = versions.nth((await versions.count()) - 2);
    expect(await oldest.locator(".version__badge").textContent()).toBe("Brouillon");
    await oldest.getByRole("button", { name: /^Rétablir/ }).click();
    const restored = "Des maisons bretonnes rénovées avec passion";
    await expect.poll(() => canvas(page).locator("h1").first().textContent()).toBe(restored);
    await expect.poll(() => page.getByRole("status").textContent()).toContain("est rétablie comme brouillon");
    const get = await adminApi();
    const layout = await get<{ draft: { html: string } }>(`/admin/page/${pageId}/layout`);
    expect(layout.draft.html).toContain(restored);
    expect(opened.problems).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] });
    await opened.close();
  });

  it("adds a block and selects an element from the keyboard", async () => {
    const opened = await openEditor(browser(), await homePageId());
    const { page } = opened;
    const sections = canvas(page).locator("[data-gjs-type=wrapper] > section");
    const before = await sections.count();
    await page.getByRole("button", { name: "Ajouter : Questions fréquentes" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => sections.count()).toBe(before + 1);
    expect(await canvas(page).locator("[data-gjs-type=wrapper] > section.gjs-selected .faq").count()).toBe(1);

    await page.getByRole("tab", { name: "Calques" }).click();
    await page.getByRole("button", { name: /^Page/ }).focus();
    await page.keyboard.press("ArrowRight");
    // Each section named by its heading: the hero's is the page's title (cut past 40 characters).
    const h1 = ((await canvas(page).locator("h1").first().textContent()) ?? "").trim();
    const shown = h1.length > 40 ? `${h1.slice(0, 39).trimEnd()}…` : h1;
    await page.getByRole("button", { name: `Section « ${shown} »` }).waitFor();
    await page
      .getByRole("button", { name: /^Section/ })
      .first()
      .focus();
    await page.keyboard.press("Enter");
    await expect
      .poll(() =>
        canvas(page)
          .locator(".gjs-selected")
          .evaluate((e) => e.tagName),
      )
      .toBe("SECTION");
    await page.screenshot({ path: `${SHOTS}/editor-layers-1280.png` });
    await opened.close();
  });

  it("has no serious or critical accessibility violation", async () => {
    const opened = await openEditor(browser(), await homePageId());
    expect(await axeProblems(opened.page, "éditeur")).toEqual([]);
    await opened.close();
  });
});

type Box = { x: number; y: number; width: number; height: number };

/** The boxes of the visible elements a locator matches. */
async function boxesOf(locator: Locator): Promise<{ name: string; box: Box }[]> {
  return locator.evaluateAll((elements) =>
    elements
      .filter((element) => (element as HTMLElement).offsetParent !== null)
      .map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return {
          name: (element.textContent ?? "").trim() || element.outerHTML.slice(0, 60),
          box: { x, y, width, height },
        };
      }),
  );
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width - 0.5 &&
  b.x < a.x + a.width - 0.5 &&
  a.y < b.y + b.height - 0.5 &&
  b.y < a.y + a.height - 0.5;

/** Whether a box lies inside the viewport (width × height). */
const inside = (box: Box | null, width: number, height: number) =>
  box !== null &&
  box.x >= 0 &&
  box.y >= 0 &&
  box.x + box.width <= width + 0.5 &&
  box.y + box.height <= height + 0.5;

describe("the layout editor on a phone (375 px)", () => {
  it("keeps its toolbar in the screen, gives the canvas the width, opens its panels as a sheet", async () => {
    const opened = await openEditor(browser(), await homePageId(), 375);
    const { page } = opened;
    await page.screenshot({ path: `${SHOTS}/editor-375.png` });
    // The page itself at the mobile width, not the desktop one scaled down.
    const mobile = page.getByRole("button", { name: "Mobile (375 px)" });
    await expect.poll(() => mobile.getAttribute("aria-pressed")).toBe("true");
    await expect
      .poll(() =>
        page.locator("iframe.gjs-frame").evaluate((frame) => (frame as HTMLIFrameElement).clientWidth),
      )
      .toBe(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // The toolbar's controls, each whole in the screen, none over another.
    const controls = await boxesOf(page.locator(".editor-bar :is(a, button, h1, .editor-bar__state)"));
    expect(controls.length).toBeGreaterThanOrEqual(9);
    expect(controls.filter(({ box }) => !inside(box, 375, 800)).map(({ name }) => name)).toEqual([]);
    const crossing = controls.flatMap((a, i) =>
      controls.slice(i + 1).flatMap((b) => (overlap(a.box, b.box) ? [`${a.name} / ${b.name}`] : [])),
    );
    expect(crossing).toEqual([]);

    // The canvas takes the width; the panels wait behind their buttons.
    const canvasBox = await page.locator(".layout-editor__canvas").boundingBox();
    expect(canvasBox?.width).toBe(375);
    const blocks = page.getByRole("button", { name: "Blocs et calques", exact: true });
    const settings = page.getByRole("button", { name: "Réglages", exact: true });
    expect(await blocks.getAttribute("aria-expanded")).toBe("false");
    const sheet = page.locator(`#${await blocks.getAttribute("aria-controls")}`);
    expect(await sheet.isVisible()).toBe(false);

    // Opened from the keyboard: the sheet in the screen, the focus in it, a block added from it.
    await blocks.focus();
    await page.keyboard.press("Enter");
    expect(await blocks.getAttribute("aria-expanded")).toBe("true");
    expect(inside(await sheet.boundingBox(), 375, 800)).toBe(true);
    expect(await sheet.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.screenshot({ path: `${SHOTS}/editor-375-blocs.png` });
    const sections = canvas(page).locator("[data-gjs-type=wrapper] > section");
    const before = await sections.count();
    const faq = page.getByRole("button", { name: "Ajouter : Questions fréquentes" });
    await faq.focus();
    expect(inside(await faq.boundingBox(), 375, 800)).toBe(true);
    await page.keyboard.press("Enter");
    await expect.poll(() => sections.count()).toBe(before + 1);

    // Escape closes it and gives the focus back to its button.
    await page.keyboard.press("Escape");
    expect(await blocks.getAttribute("aria-expanded")).toBe("false");
    expect(await sheet.isVisible()).toBe(false);
    expect(await blocks.evaluate((element) => element === document.activeElement)).toBe(true);

    // The settings' sheet: the added section's style, a field in the screen.
    await settings.click();
    expect(await settings.getAttribute("aria-expanded")).toBe("true");
    const settingsSheet = page.locator(`#${await settings.getAttribute("aria-controls")}`);
    expect(inside(await settingsSheet.boundingBox(), 375, 800)).toBe(true);
    const font = settingsSheet.getByRole("combobox", { name: "Police" });
    await font.scrollIntoViewIfNeeded();
    expect(inside(await font.boundingBox(), 375, 800)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/editor-375-style.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await settings.click();
    expect(await settingsSheet.isVisible()).toBe(false);
    expect(opened.problems).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] });
    await opened.close();
  });

  it("keeps the desktop's three columns at 1280 px, without the sheets' buttons", async () => {
    const opened = await openEditor(browser(), await homePageId());
    const { page } = opened;
    expect(await page.getByRole("complementary", { name: "Blocs et calques" }).isVisible()).toBe(true);
    expect(await page.getByRole("complementary", { name: "Réglages" }).isVisible()).toBe(true);
    expect(await page.locator(".layout-editor__canvas").evaluate((e) => e.clientWidth)).toBe(
      1280 - 280 - 304,
    );
    expect(await page.getByRole("button", { name: "Blocs et calques", exact: true }).count()).toBe(0);
    await opened.close();
  });
});

describe("the layout editor on a tablet (768 px)", () => {
  it("gives a finger room on the selected section's tools, and speaks French in the style panel", async () => {
    const opened = await openEditor(browser(), await homePageId(), 768);
    const { page } = opened;
    const sections = canvas(page).locator("[data-gjs-type=wrapper] > section");
    const before = await sections.count();
    await sections.nth(1).click({ position: { x: 20, y: 20 } });
    const tools = page.locator(".gjs-toolbar-item");
    await expect.poll(() => tools.count()).toBe(4);
    const sizes = (await boxesOf(tools)).map(({ box }) => [Math.round(box.width), Math.round(box.height)]);
    expect(sizes.filter(([width, height]) => width! < 44 || height! < 44)).toEqual([]);
    // Tapped, the bin deletes the section; « Annuler » brings it back.
    await page.locator(".gjs-toolbar-item[aria-label=Supprimer]").click();
    await expect.poll(() => sections.count()).toBe(before - 1);
    await page.getByRole("button", { name: "Annuler" }).click();
    await expect.poll(() => sections.count()).toBe(before);

    // Every group of the style panel open: no CSS keyword shown as a hint or as a choice.
    await sections.nth(1).click({ position: { x: 20, y: 20 } });
    await page.getByRole("button", { name: "Réglages", exact: true }).click();
    const closed = page.locator(".gjs-sm-sector:not(.gjs-sm-open) .gjs-sm-sector-title");
    while ((await closed.count()) > 0) await closed.first().click();
    const shown = await page.evaluate(() => [
      ...[...document.querySelectorAll<HTMLInputElement>(".gjs-sm-sectors input")].map(
        (input) => input.placeholder,
      ),
      ...[...document.querySelectorAll(".gjs-sm-sectors option")].map((option) => option.textContent ?? ""),
    ]);
    const keywords = [
      "black",
      "none",
      "medium",
      "normal",
      "auto",
      "row",
      "column",
      "flex-start",
      "center",
      "solid",
      "stretch",
    ];
    expect(shown.filter((text) => keywords.includes(text))).toEqual([]);
    // Its fields are a finger's room high too.
    const lowFields = await page.evaluate(() =>
      // (A list of shadows or backgrounds is a holder, not a field.)
      [...document.querySelectorAll(".gjs-sm-sectors .gjs-field:not(.gjs-sm-layers)")]
        .filter((field) => {
          const { height } = field.getBoundingClientRect();
          return height > 0 && height < 44;
        })
        .map((field) => `${field.className} ${Math.round(field.getBoundingClientRect().height)}`),
    );
    expect(lowFields).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/editor-768-style.png` });
    await opened.close();
  });
});
