/**
 * The layout editor's keyboard in Chromium, on the production build: one Ctrl+Z undoes one change.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { type AdminCall, adminApi, signInAsAdmin } from "./admin";
import { type OpenedPage, openPage, setupBrowser } from "./browser";
import { HOSTS, setupServer } from "./server";

const server = setupServer();
const browser = setupBrowser();

const ADMIN = "admin@armor-habitat.fr";

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
