/**
 * What the site's switches and start state do with JavaScript, in Chromium (issue 18): the search
 * field's suggestions (combobox), the newsletter sign-up in place, a popup « shown on every
 * reload » after a reload, the promoted news closed for good, the first visit's transition, the
 * locale cookie, a page's link script run on a click. The server runs on its own PostgreSQL
 * database, which the tests write to as an administrator would. Needs TEST_DATABASE_URL.
 */
import { rm } from "node:fs/promises";
import { openDatabase } from "@vitrine/api/db/client";
import { pages, popups } from "@vitrine/api/db/schema/index";
import { createServerDatabase } from "@vitrine/api/testing/server-database";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hydrated, type OpenedPage, openPage, saveScreenshot, setupBrowser } from "./browser";
import { HOSTS, type RunningServer, startServer } from "./server";

const serverUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;
const browser = setupBrowser();

describe.skipIf(!serverUrl)("site switches and start state, with JavaScript", () => {
  let server: RunningServer;
  let database: Awaited<ReturnType<typeof openDatabase>>;
  let drop = async () => {};

  beforeAll(async () => {
    const created = await createServerDatabase(serverUrl!);
    drop = created.drop;
    server = await startServer({ DATABASE_URL: created.databaseUrl });
    database = await openDatabase({ databaseUrl: created.databaseUrl, pgliteDir: "memory://" });
  });

  afterAll(async () => {
    await database?.close();
    await server?.stop();
    await drop();
    if (server) await rm(server.dataDir, { recursive: true, force: true });
  });

  /** A page of `host` at `width`, the cookie banner answered (popups wait for it). */
  async function visit(host: string, path: string, width = 1280): Promise<OpenedPage> {
    const opened = await openPage(browser(), width);
    const decidedAt = new Date().toISOString();
    await opened.context.addCookies([
      {
        name: "cookie-consent",
        value: encodeURIComponent(JSON.stringify({ audience: false, advertising: false, decidedAt })),
        url: server.url(host, "/"),
      },
    ]);
    await opened.goto(server.url(host, path));
    return opened;
  }

  /** What another instance's write takes to reach the pages (VERSION_CHECK_MS, 500 ms). */
  const afterWrite = () => new Promise((resolve) => setTimeout(resolve, 1200));

  it("suggests as one types: arrows choose, Enter opens, Escape closes; Enter alone shows the results", async () => {
    // The header's field from 1600 px; below, its icon leads to the results page's own field.
    const { page, problems, close } = await visit(HOSTS.site1, "/a-propos", 1680);
    const field = page.getByRole("combobox", { name: "Rechercher sur le site" });
    await field.pressSequentially("isolat", { delay: 40 });
    const list = page.getByRole("listbox", { name: "Suggestions" });
    await list.waitFor();
    const options = list.getByRole("option");
    expect(await options.count()).toBeGreaterThan(0);
    expect(await field.getAttribute("aria-expanded")).toBe("true");
    await saveScreenshot(page, "search-suggestions-1680");
    // Nothing wider than the window: the header keeps to it.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1680);
    await page.keyboard.press("ArrowDown");
    const first = options.first();
    expect(await first.getAttribute("aria-selected")).toBe("true");
    expect(await field.getAttribute("aria-activedescendant")).toBe(await first.getAttribute("id"));
    await page.keyboard.press("Escape");
    await list.waitFor({ state: "hidden" });
    expect(await field.getAttribute("aria-expanded")).toBe("false");
    await page.keyboard.press("ArrowDown");
    await list.waitFor();
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname !== "/a-propos");
    expect(new URL(page.url()).pathname).toMatch(/^\/(blog-conseils|les-realisations|services|[a-z-]+)/);

    await page.goto(server.url(HOSTS.site1, "/a-propos"));
    const again = page.getByRole("combobox", { name: "Rechercher sur le site" });
    await again.fill("rénovations");
    await again.press("Enter");
    await page.waitForURL((url) => url.pathname === "/recherche");
    expect(new URL(page.url()).searchParams.get("q")).toBe("rénovations");
    expect(await page.locator(".search-result").count()).toBeGreaterThan(1);
    await saveScreenshot(page, "search-results-1680");
    expect(problems.pageErrors).toEqual([]);
    await close();
  });

  it("offers the results page from the header on a phone and on a laptop, never wider than the window", async () => {
    const laptop = await visit(HOSTS.site1, "/", 1280);
    expect(await laptop.page.getByRole("link", { name: "Rechercher sur le site" }).isVisible()).toBe(true);
    expect(await laptop.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await laptop.close();
    const { page, close } = await visit(HOSTS.site1, "/", 375);
    await page.getByRole("link", { name: "Rechercher sur le site" }).click();
    await page.waitForURL((url) => url.pathname === "/recherche");
    await page.getByRole("combobox", { name: "Que cherchez-vous ?" }).fill("chaudière");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.searchParams.get("q") === "chaudière");
    await saveScreenshot(page, "search-results-375");
    await close();
  });

  it("signs a visitor up to the newsletter in place, the page staying where it is", async () => {
    const { page, problems, close } = await visit(HOSTS.site2, "/");
    const form = page.locator(".footer-newsletter form");
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel("Votre adresse e-mail").fill("pas-une-adresse");
    await form.getByRole("button", { name: "Je m'inscris" }).click();
    await form.getByText("Cette adresse e-mail n'est pas valide.").waitFor();
    await form.getByLabel("Votre adresse e-mail").fill("cave.amie@example.fr");
    await form.getByRole("button", { name: "Je m'inscris" }).click();
    await form.getByText(/^Merci ! Si cette adresse/).waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
    expect(await form.getByLabel("Votre adresse e-mail").inputValue()).toBe("");
    await saveScreenshot(page, "newsletter-footer-site2-1280");
    expect(problems.pageErrors).toEqual([]);
    await close();
  });

  it("opens a popup « shown on every reload » again after a reload of the same tab", async () => {
    const [popup] = await database.db
      .insert(popups)
      .values({
        siteId: 2,
        title: "Portes ouvertes au domaine",
        content: "<p>Samedi et dimanche, de 10 h à 18 h.</p>",
        delaySeconds: 1,
        showOnEveryReload: true,
      })
      .returning({ id: popups.id });
    await afterWrite();
    try {
      const { page, close } = await visit(HOSTS.site2, "/a-propos");
      const dialog = page.locator("dialog.modal", { hasText: "Portes ouvertes au domaine" });
      await dialog.waitFor({ timeout: 10_000 });
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      expect(await page.evaluate(() => sessionStorage.getItem("opened-popups"))).toContain(String(popup!.id));
      await page.reload({ waitUntil: "networkidle" });
      // Its delay runs from the visitor's first gesture, when the page's scripts start (decision 048).
      await hydrated(page);
      await dialog.waitFor({ timeout: 10_000 });
      await page.keyboard.press("Escape");
      // A client navigation is no reload: it stays closed.
      await page
        .getByRole("link", { name: /Nos vins/ })
        .first()
        .click();
      await page.waitForTimeout(2500);
      expect(await dialog.count()).toBe(0);
      await close();
    } finally {
      await database.db.delete(popups).where(eq(popups.id, popup!.id));
    }
  });

  it("keeps the promoted news closed, plays the first visit's transition once, sets the locale cookie for 365 days", async () => {
    const { page, context, close } = await visit(HOSTS.site1, "/");
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-show-transition"))).toBe(
      true,
    );
    expect(await page.evaluate(() => localStorage.getItem("show-transition"))).toBe("false");
    const locale = (await context.cookies()).find((cookie) => cookie.name === "locale");
    expect(locale?.value).toBe("fr_FR");
    const days = ((locale?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);

    const news = page.locator(".promoted-news");
    await news.scrollIntoViewIfNeeded();
    const id = await news.getAttribute("data-news-id");
    await news.getByRole("button", { name: /^Masquer l'actualité/ }).click();
    await news.waitFor({ state: "detached" });
    expect(await page.evaluate(() => localStorage.getItem("promoted-news-hidden"))).toBe(id);
    await page.reload({ waitUntil: "domcontentloaded" });
    // Hidden before the first paint by the start script, then left out by React.
    expect(
      await page
        .locator(".promoted-news")
        .evaluateAll((all) => all.map((el) => getComputedStyle(el).display)),
    ).not.toContain("grid");
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-show-transition"))).toBe(
      false,
    );
    await page.waitForLoadState("networkidle");
    await hydrated(page);
    expect(await page.locator(".promoted-news").count()).toBe(0);
    await close();
  });

  it("runs a page's link script when its menu entry is clicked, and not before", async () => {
    const [page] = await database.db
      .insert(pages)
      .values({
        siteId: 1,
        url: "discuter",
        title: "Discuter",
        order: 50,
        linkType: "JS",
        linkJsCode: "window.__pageScript = (window.__pageScript || 0) + 1;",
      })
      .returning({ id: pages.id });
    await afterWrite();
    try {
      const opened = await visit(HOSTS.site1, "/a-propos");
      expect(
        await opened.page.evaluate(() => (window as { __pageScript?: number }).__pageScript),
      ).toBeUndefined();
      await opened.page.locator(".menu").getByRole("button", { name: "Discuter" }).click();
      await opened.page.waitForFunction(() => (window as { __pageScript?: number }).__pageScript === 1);
      expect(opened.problems.consoleErrors.filter((line) => /Content Security Policy/i.test(line))).toEqual(
        [],
      );
      await opened.close();
    } finally {
      await database.db.delete(pages).where(eq(pages.id, page!.id));
    }
  });
});
