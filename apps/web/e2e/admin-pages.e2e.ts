/**
 * The page tree of the admin panel in Chromium, on the built production server: site 1's
 * administrator creates two pages, drags one with the mouse under « À propos », moves the other
 * there with the keyboard (dnd-kit, announced in French), and the public site's menu shows them in
 * their new place; one goes to the trash after a confirmation and comes back from it. axe-core finds
 * no serious or critical problem on the tree and the journal at 1280 and 375 px.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { TrashedPage } from "@vitrine/shared/schemas/admin-pages";
import type { PageNode } from "@vitrine/shared/schemas/site";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type AdminCall, adminApi, signInAsAdmin } from "./admin";
import { type OpenedPage, openPage, setupBrowser } from "./browser";
import { axeProblems } from "./checkout-flow";
import { HOSTS, setupServer } from "./server";

const server = setupServer();
const browser = setupBrowser();

const SHOTS = "/tmp/shots";
const ADMIN_EMAIL = "admin@armor-habitat.fr";
const FIRST = "Garanties et assurances";
const SECOND = "Nos partenaires artisans";

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true, animations: "disabled" });
}

const screenUrl = (path = "/admin/pages") => server.url(HOSTS.site1, path);

/** Waits until React has taken over the screen (the scripts start after the load event). */
async function hydrated(page: Page, selector = ".tree-row__handle") {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return Boolean(element && Object.keys(element).some((key) => key.startsWith("__reactFiber")));
  }, selector);
}

/**
 * Site 1's administrator on the API, logged in once for the file: the login route counts its calls,
 * and a test that runs again in CI must not run out of them.
 */
let admin: Promise<AdminCall> | undefined;
const api = () => (admin ??= adminApi(server, 1, ADMIN_EMAIL));

/** Signs the browser in: the session cookie the login page would set. */
const signIn = (opened: OpenedPage) => signInAsAdmin(server, opened.context, HOSTS.site1, 1, ADMIN_EMAIL);

/** Site 1's page tree as the admin API gives it. */
const adminTree = async () => (await api())<PageNode[]>("GET", "/admin/page");

/**
 * Deletes for good the pages an earlier attempt of the test created: in CI a failed test runs once
 * more (vitest.config.ts), and it must find the site as the first attempt did.
 */
async function removeTestPages() {
  const call = await api();
  const ours = (nodes: PageNode[]): PageNode[] =>
    nodes.flatMap((node) => [
      ...([FIRST, SECOND].includes(node.title) ? [node] : []),
      ...ours(node.children ?? []),
    ]);
  // A page under another of ours went to the trash with it: its own delete then finds nothing.
  for (const node of ours(await adminTree())) await call("DELETE", `/admin/page/${node.id}`).catch(() => {});
  for (const page of await call<TrashedPage[]>("GET", "/admin/page/trash")) {
    if ([FIRST, SECOND].includes(page.title)) await call("DELETE", `/admin/page/${page.id}/purge`);
  }
}

const childrenOf = (tree: PageNode[], url: string) => tree.find((page) => page.url === url)?.children ?? [];

/** The titles of the submenu under the public menu's entry leading to `href`, in their order. */
async function submenu(page: Page, href: string): Promise<string[]> {
  await page.goto(server.url(HOSTS.site1, "/"), { waitUntil: "load" });
  return page.evaluate((parentHref) => {
    const entry = [...document.querySelectorAll(".menu__item--parent")].find(
      (item) => item.querySelector(".menu__link")?.getAttribute("href") === parentHref,
    );
    return [...(entry?.querySelectorAll(".submenu__link") ?? [])].map(
      (link) => link.textContent?.trim() ?? "",
    );
  }, href);
}

/** The row of a page in the tree. */
const row = (page: Page, title: string) =>
  page.locator(".tree-row", { has: page.locator(".tree-row__title", { hasText: title }) });

/** Creates a page at the root from the new page form; answers its id. */
async function createPage(page: Page, title: string): Promise<number> {
  await page.getByRole("link", { name: "Nouvelle page" }).click();
  await page.locator("#nouvelle-page-titre-champ").fill(title);
  await expect
    .poll(() => page.locator("#nouvelle-page-adresse-aide").textContent())
    .toMatch(/^Adresse sur le site : \/.+\. Laissée vide, elle est faite à partir du titre\.$/);
  await Promise.all([
    page.waitForURL((url) => url.searchParams.get("fait") === "creee"),
    page.getByRole("button", { name: "Créer la page" }).click(),
  ]);
  await page.getByText("Page créée : complétez ses propriétés.").waitFor();
  return Number(new URL(page.url()).searchParams.get("page"));
}

/** The notice of the screen once a move is answered. */
async function notice(page: Page): Promise<string> {
  const message = page.locator(".pages-screen__notice .form-message");
  await message.waitFor();
  return (await message.textContent()) ?? "";
}

/** The text the drag and drop last announced to screen readers. */
const announced = (page: Page) =>
  page.evaluate(() => document.querySelector('[id^="DndLiveRegion"]')?.textContent ?? "");

/**
 * Waits until the live region says something else than `said`: the step of the keyboard has been
 * taken into account (a busy machine can take longer than any fixed pause). A step that lands in
 * the same place says nothing new, hence the short limit after which the next step goes on.
 */
const saidOtherThan = (page: Page, said: string) =>
  page
    .waitForFunction(
      (previous) => (document.querySelector('[id^="DndLiveRegion"]')?.textContent ?? "") !== previous,
      said,
      { timeout: 3000 },
    )
    .catch(() => undefined);

describe("the page tree at 1280 px", () => {
  let opened: OpenedPage;
  let aboutTitle = "";

  beforeAll(async () => {
    opened = await openPage(browser(), 1280, 1600);
    await signIn(opened);
    const about = (await adminTree()).find((page) => page.url === "a-propos")!;
    aboutTitle = about.menuTitle ?? about.title;
  });
  afterAll(async () => {
    await opened?.close();
  });

  test("creates two pages, drags one under « À propos » with the mouse and the menu follows", async () => {
    const { page } = opened;
    await removeTestPages();
    await opened.goto(screenUrl());
    await hydrated(page);
    const first = await createPage(page, FIRST);
    const second = await createPage(page, SECOND);
    await shot(page, "admin-pages-created-1280");
    expect(childrenOf(await adminTree(), "a-propos")).toEqual([]);

    // The row after « À propos » at the root is where the page goes, one level right: under it.
    const tree = await adminTree();
    const aboutIndex = tree.findIndex((node) => node.url === "a-propos");
    const next = tree[aboutIndex + 1]!;
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const handle = (await row(page, FIRST).locator(".tree-row__handle").boundingBox())!;
    const target = (await row(page, next.menuTitle ?? next.title).boundingBox())!;
    const [x, y] = [handle.x + handle.width / 2, handle.y + handle.height / 2];
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x, y - 12, { steps: 4 });
    await page.mouse.move(x + 40, target.y + target.height / 2, { steps: 30 });
    await expect.poll(() => announced(page)).toContain(`irait sous « ${aboutTitle} », en position 1`);
    await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST"),
      page.mouse.up(),
    ]);
    expect(await notice(page)).toBe(`« ${FIRST} » est maintenant en position 1 sous « ${aboutTitle} ».`);
    expect(childrenOf(await adminTree(), "a-propos").map((node) => node.id)).toEqual([first]);
    expect(await announced(page)).toContain(`« ${FIRST} » déposée sous « ${aboutTitle} »`);
    expect(await submenu(page, "/a-propos")).toEqual([FIRST]);

    // With the keyboard: the second page picked up with Space, moved up until it would land first
    // under « À propos », dropped with Space.
    await opened.goto(screenUrl());
    await hydrated(page);
    await row(page, SECOND).locator(".tree-row__handle").focus();
    await page.keyboard.press("Space");
    await expect.poll(() => announced(page)).toContain(`Page « ${SECOND} » saisie.`);
    for (let presses = 0; presses < 12; presses++) {
      const said = await announced(page);
      if (said.includes(`irait sous « ${aboutTitle} », en position 1`)) break;
      await page.keyboard.press("ArrowUp");
      await saidOtherThan(page, said);
    }
    await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST"),
      page.keyboard.press("Space"),
    ]);
    await expect
      .poll(() => notice(page))
      .toBe(`« ${SECOND} » est maintenant en position 1 sous « ${aboutTitle} ».`);
    expect(childrenOf(await adminTree(), "a-propos").map((node) => node.id)).toEqual([second, first]);
    await shot(page, "admin-pages-moved-1280");
    expect(await submenu(page, "/a-propos")).toEqual([SECOND, FIRST]);
    expect(opened.problems.pageErrors).toEqual([]);
    expect(opened.problems.consoleErrors).toEqual([]);
  });

  test("puts a page in the trash after a confirmation, and restores it to its place", async () => {
    const { page } = opened;
    await opened.goto(screenUrl());
    await hydrated(page);
    await row(page, FIRST)
      .getByRole("link", { name: `Supprimer « ${FIRST} »` })
      .click();
    const dialog = page.getByRole("dialog", { name: `Supprimer « ${FIRST} » ?` });
    await dialog.waitFor();
    await shot(page, "admin-pages-confirm-1280");
    await Promise.all([
      page.waitForURL((url) => url.searchParams.get("fait") === "corbeille"),
      dialog.getByRole("button", { name: "Mettre à la corbeille" }).click(),
    ]);
    expect(await submenu(page, "/a-propos")).toEqual([SECOND]);

    await opened.goto(screenUrl("/admin/pages?vue=corbeille"));
    await hydrated(page, ".trash-list button");
    await shot(page, "admin-pages-trash-1280");
    await Promise.all([
      page.waitForURL((url) => url.searchParams.get("fait") === "restauree"),
      page.getByRole("button", { name: `Restaurer « ${FIRST} »` }).click(),
    ]);
    await page.getByText("Page restaurée, avec ses sous-pages.").waitFor();
    expect(await submenu(page, "/a-propos")).toEqual([SECOND, FIRST]);
  });

  test("axe-core finds no serious or critical problem on the tree and the journal", async () => {
    const { page } = opened;
    for (const path of ["/admin/pages", "/admin/journal"]) {
      await opened.goto(screenUrl(path));
      expect(await axeProblems(page, path)).toEqual([]);
    }
    await shot(page, "admin-journal-1280");
    await opened.goto(screenUrl("/admin/pages"));
    const id = (await adminTree()).find((node) => node.url === "a-propos")!.id;
    await opened.goto(screenUrl(`/admin/pages?page=${id}`));
    expect(await axeProblems(page, "/admin/pages?page")).toEqual([]);
    await shot(page, "admin-pages-panel-1280");
    // The panel open, a row's links stay on one line together, child pages' rows included.
    const lines = await page.locator(".tree-row__links").evaluateAll((groups) =>
      groups.map((group) => {
        const tops = [...group.querySelectorAll("a")].map((link) =>
          Math.round(link.getBoundingClientRect().top),
        );
        return { nested: group.closest(".tree-row--root") === null, tops: [...new Set(tops)].length };
      }),
    );
    expect(lines.some((line) => line.nested)).toBe(true);
    expect(lines.filter((line) => line.tops !== 1)).toEqual([]);
  });
});

describe("the page tree at 375 px", () => {
  let opened: OpenedPage;

  beforeAll(async () => {
    opened = await openPage(browser(), 375, 812);
    await signIn(opened);
  });
  afterAll(async () => {
    await opened?.close();
  });

  test("fits the screen, moves a page with its buttons, and axe-core finds no serious problem", async () => {
    const { page } = opened;
    await opened.goto(screenUrl());
    await hydrated(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await shot(page, "admin-pages-375");
    await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST"),
      row(page, FIRST)
        .getByRole("button", { name: `Monter « ${FIRST} »` })
        .click(),
    ]);
    await page.getByText(`« ${FIRST} » est maintenant en position 1`).waitFor();
    expect(await axeProblems(page, "/admin/pages 375")).toEqual([]);
    const tree = await adminTree();
    await opened.goto(screenUrl(`/admin/pages?page=${tree[0]!.id}`));
    await shot(page, "admin-pages-panel-375");
    expect(await axeProblems(page, "/admin/pages?page 375")).toEqual([]);
    await opened.goto(screenUrl("/admin/journal"));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, "admin-journal-375");
    expect(await axeProblems(page, "/admin/journal 375")).toEqual([]);
  });
});
