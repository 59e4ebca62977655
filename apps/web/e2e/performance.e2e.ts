/**
 * The first page comes first (issue 5, speed): styles inline in the page, no request before the
 * first paint but the page's own text, images and fonts; the scripts are fetched after the load
 * event and run at the visitor's first gesture (decision 048), at once where a page needs them.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hydrated, openPage, setupBrowser } from "./browser";
import { assetFiles, assetText, homePageFiles } from "./build-assets";
import { consentGiven, toCheckout } from "./checkout-flow";
import { HOSTS, setupServer } from "./server";

const server = setupServer();
const browser = setupBrowser();

const atBottom = (page: Page) =>
  page.evaluate(() => scrollY + innerHeight >= document.documentElement.scrollHeight - 2);

describe("first page", () => {
  it("loads no validation library before hydrating: Zod is left to the screens that check input", () => {
    const zod = assetFiles().filter((name) => assetText(name).includes("$ZodObject"));
    expect(zod.length).toBeGreaterThan(0);
    expect([...homePageFiles({ dynamic: false })].filter((name) => zod.includes(name))).toEqual([]);
  });

  it("is styled without any stylesheet request, even with JavaScript off", async () => {
    const context = await browser().newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 800 },
    });
    const page = await context.newPage();
    const stylesheets: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
    });
    await page.goto(server.url(HOSTS.site1, "/nous-contacter"), { waitUntil: "load" });
    const look = await page.evaluate(() => ({
      inline: document.querySelectorAll("style#site-styles").length,
      links: document.querySelectorAll('link[rel="stylesheet"]').length,
      font: getComputedStyle(document.body).fontFamily,
      bottomBar: getComputedStyle(document.querySelector(".bottom-bar") as Element).position,
    }));
    await context.close();
    expect(stylesheets).toEqual([]);
    expect(look.inline).toBe(1);
    expect(look.links).toBe(0);
    expect(look.font).toContain("Inter Variable");
    // Below 960 px the bottom bar is fixed: the frame's rules are there.
    expect(look.bottomBar).toBe("fixed");
  });

  it("shows its illustrations as pictures of their place's width, its logo and icons as drawings", async () => {
    const opened = await openPage(browser(), 375, 800);
    const { page } = opened;
    const types = new Map<string, string>();
    page.on("response", (response) => {
      if (response.url().includes("/media/"))
        types.set(response.url(), response.headers()["content-type"] ?? "");
    });
    await page.goto(server.url(HOSTS.site1, "/"), { waitUntil: "load" });
    const shown = await page.evaluate(() =>
      Object.fromEntries(
        [".hero__bg", ".site-footer img"].map((selector) => [
          selector,
          (document.querySelector(selector) as HTMLImageElement).currentSrc,
        ]),
      ),
    );
    await opened.close();
    // 375 px at 1 pixel per CSS pixel: the 640 px picture of the 1,600 px wide hero drawing.
    expect(shown[".hero__bg"]).toMatch(/\/media\/1\/hero-home\.svg\?w=640$/);
    expect(types.get(shown[".hero__bg"] ?? "")).toBe("image/webp");
    expect(shown[".site-footer img"]).toMatch(/\.svg$/);
    expect(types.get(shown[".site-footer img"] ?? "")).toContain("image/svg+xml");

    // On a wide screen, a lazy card of the layout takes the picture of its own width (`sizes`
    // auto), not one of the window's: 272 px wide, the 320 px file.
    const wide = await openPage(browser(), 1280, 900);
    await wide.page.goto(server.url(HOSTS.site1, "/"), { waitUntil: "load" });
    const card = wide.page.locator('img[loading="lazy"][srcset*="service-renovation-interieure"]').first();
    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => card.evaluate((img) => (img as HTMLImageElement).currentSrc)).toMatch(/\?w=320$/);
    expect(await card.evaluate((img) => img.getBoundingClientRect().width)).toBeLessThanOrEqual(320);
    await wide.close();
  });

  it("fetches its scripts after the load event and runs them at the visitor's first gesture", async () => {
    const opened = await openPage(browser(), 375, 800);
    const { page } = opened;
    await page.goto(server.url(HOSTS.site1, "/"), { waitUntil: "networkidle" });
    await page.waitForTimeout(1000);
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      const scripts = performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.includes("/assets/") && entry.name.endsWith(".js"));
      return {
        loadEventStart: navigation.loadEventStart,
        firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
        scripts: scripts.length,
        names: scripts.map((entry) => new URL(entry.name).pathname),
        prefetched: document.querySelectorAll('link[rel="prefetch"][href^="/assets/"]').length,
        inertData: document.querySelectorAll('script[type="text/x-deferred-data"]').length,
        started: document.getElementById("hydration-bootstrap")?.dataset.started ?? null,
        drawn: document.documentElement.dataset.shownLocation ?? null,
      };
    });
    expect(timing.scripts).toBeGreaterThan(2);
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.loadEventStart);
    // A few chunks, not one per shared module (vite-chunks.ts): 39 before decision 036.
    expect(timing.scripts).toBeLessThanOrEqual(8);
    // Public pages ship no admin or editor code.
    expect(timing.names.filter((name) => /admin|grapes|editor/i.test(name))).toEqual([]);
    // Fetched at the lowest priority, not run: a reader who only reads costs no script (decision 048).
    expect(timing.prefetched).toBe(timing.scripts);
    expect({ started: timing.started, drawn: timing.drawn }).toEqual({ started: null, drawn: null });
    // The page's data for the hydration waits too (its scripts are inert).
    expect(timing.inertData).toBeGreaterThan(0);

    // The menu is plain HTML (a popover): it opens before any script has run.
    await page.locator(".bottom-bar").getByRole("button", { name: "Menu" }).click();
    await expect
      .poll(() => page.locator("#menu-mobile").evaluate((menu) => menu.matches(":popover-open")))
      .toBe(true);
    await page.keyboard.press("Escape");

    // The gesture started them: a menu link now navigates on the client (the page's globals survive).
    await hydrated(page);
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
    });
    await page.locator('.bottom-bar a[href="/nous-contacter"]').first().click();
    await page.waitForURL(/\/nous-contacter$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(opened.problems).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] });
    await opened.close();
  });

  it("keeps a click made before the scripts ran on a control only they serve, and makes it once they have", async () => {
    const opened = await openPage(browser(), 375, 800);
    const { page } = opened;
    await page.goto(server.url(HOSTS.site1, "/"), { waitUntil: "networkidle" });
    const refuse = page.locator(".consent").getByRole("button", { name: "Tout refuser" });
    expect(await page.evaluate(() => document.documentElement.dataset.shownLocation ?? null)).toBeNull();
    // The consent banner's buttons are served by scripts only (type="button"): the click starts
    // them, waits for them, then is made.
    await refuse.click();
    await expect.poll(() => page.locator(".consent").count(), { timeout: 15_000 }).toBe(0);
    const cookies = await page.context().cookies();
    expect(cookies.some((cookie) => /consent/i.test(cookie.name))).toBe(true);
    expect(await page.locator("[aria-busy='true']").count()).toBe(0);
    expect(opened.problems).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] });
    await opened.close();
  });

  it("runs its scripts at load where the page needs them: a tracked link's visit, the checkout", async () => {
    const opened = await openPage(browser(), 375, 800);
    const { page } = opened;
    // Nothing but waiting: no gesture is made on these pages (each opened in a new tab).
    const drawnBy = async (url: string) => {
      const tab = await page.context().newPage();
      await tab.goto(url, { waitUntil: "load" });
      await tab.waitForFunction(
        () => document.documentElement.dataset.shownLocation !== undefined,
        undefined,
        {
          timeout: 15_000,
        },
      );
      return tab;
    };
    const visit = page
      .context()
      .waitForEvent("request", (request) => request.url().includes("/api/site/visit/"));
    const tracked = await drawnBy(server.url(HOSTS.site1, "/nous-contacter?from=flyer"));
    await visit;
    await tracked.waitForURL(/\/nous-contacter$/);
    const site2 = (path: string) => server.url(HOSTS.site2, path);
    await consentGiven(page, site2);
    await toCheckout(opened, site2);
    await drawnBy(page.url());
    expect(opened.problems).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] });
    await opened.close();
  });

  it("sends the layout's static parts once, as markup, and shows them whole after hydration and navigation", async () => {
    const opened = await openPage(browser(), 375, 800);
    await opened.goto(server.url(HOSTS.site1, "/"));
    await hydrated(opened.page);
    const shown = () => opened.page.evaluate(() => document.querySelector("main")?.textContent ?? "");
    const served = await shown();
    const data = await opened.page.evaluate(() => {
      type Node = string | { tag?: string; attrs?: Record<string, string>; children?: Node[] };
      const { loaderData } = (
        window as unknown as {
          __reactRouterDataRouter: {
            state: { loaderData: Record<string, { page: { layout: { tree: Node[] } } }> };
          };
        }
      ).__reactRouterDataRouter.state;
      const tree = loaderData["routes/home"]?.page.layout.tree ?? [];
      const kept: Node[] = [];
      const walk = (nodes: Node[]) => {
        for (const node of nodes)
          if (typeof node !== "string" && node.attrs) {
            if ("data-kept" in node.attrs) kept.push(node);
            else walk(node.children ?? []);
          }
      };
      walk(tree);
      return {
        kept: kept.length,
        empty: kept.every((node) => typeof node !== "string" && node.children?.length === 0),
        inPage: document.querySelectorAll("[data-kept]").length,
      };
    });
    // The home page's sections without components come as HTML only: their data is a mark.
    expect(data.kept).toBeGreaterThan(5);
    expect(data.empty).toBe(true);
    expect(data.inPage).toBe(data.kept);
    expect(served).toContain("Quatre métiers pour prendre soin de votre maison");

    // An action revalidates the page's data, which then comes whole: the kept elements keep their
    // nodes, and their cards, below the first screen, still appear when scrolled to.
    await opened.page.evaluate(() => {
      (window as unknown as { keptAnimated: Element[] }).keptAnimated = [
        ...document.querySelectorAll("main [data-kept] [data-animate]"),
      ];
    });
    await opened.page.locator(".consent").getByRole("button", { name: "Tout refuser" }).click();
    await opened.page.waitForFunction(() => document.querySelector("main [data-kept]") === null);
    // Scrolled down the whole page, as a visitor does.
    for (let scrolled = 0; scrolled < 40 && !(await atBottom(opened.page)); scrolled++) {
      await opened.page.mouse.wheel(0, 500);
      await opened.page.waitForTimeout(100);
    }
    const afterAction = await opened.page.evaluate(() => {
      const animated = (window as unknown as { keptAnimated: Element[] }).keptAnimated;
      const shown = animated.filter(
        (element) => element.isConnected && element.classList.contains("is-visible"),
      );
      return { animated: animated.length, shown: shown.length };
    });
    expect(afterAction.animated).toBeGreaterThan(3);
    expect(afterAction.shown).toBe(afterAction.animated);
    expect(await shown()).toBe(served);

    // Away and back on the client: the home page's data comes whole, the same page shows.
    await opened.page.locator('.bottom-bar a[href="/nous-contacter"]').first().click();
    await opened.page.waitForURL(/\/nous-contacter$/);
    await opened.page.goBack();
    await opened.page.waitForURL(/\/$/);
    await opened.page.waitForFunction(() => document.querySelector("main.cms-page--accueil") !== null);
    expect(await shown()).toBe(served);
    expect(opened.problems).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] });
    await opened.close();
  });

  it("lays out the sections below the first screen only when they come near it, positions kept exact", async () => {
    const opened = await openPage(browser(), 375, 800);
    const { page } = opened;
    await opened.goto(server.url(HOSTS.site1, "/"));
    const visibility = () =>
      page.evaluate(() => {
        const sections = [...document.querySelectorAll(".cms-page > *")];
        const of = (element: Element | null | undefined) =>
          element ? getComputedStyle(element).contentVisibility : "missing";
        return {
          first: of(sections[0]),
          last: of(sections.filter((s) => s.classList.contains("section")).at(-1)),
          footer: of(document.querySelector(".site-footer")),
          renderAll: document.documentElement.hasAttribute("data-render-all"),
        };
      });
    // The footer is laid out at once: on a phone its columns overflowed any estimate (issue 18).
    expect(await visibility()).toEqual({
      first: "visible",
      last: "auto",
      footer: "visible",
      renderAll: false,
    });

    // The visitor scrolls down to the sixth section, as a reader does (each section passed is laid out).
    const target = ".cms-page > .section:nth-of-type(6)";
    const scrollTo = async () => {
      for (;;) {
        const top = await page.locator(target).evaluate((element) => element.getBoundingClientRect().top);
        if (top <= 0) break;
        await page.mouse.wheel(0, Math.min(top, 400));
        await page.waitForTimeout(60);
      }
    };
    await page.mouse.move(200, 400);
    await scrollTo();
    const topOf = () =>
      page.locator(target).evaluate((element) => Math.round(element.getBoundingClientRect().top));
    const before = await topOf();
    const title = await page.locator(`${target} h2`).first().textContent();

    // A reload restores the same place: every section is laid out before the position is restored.
    // On a loaded machine the page may still be moving there when the network is idle: the position
    // is read once React runs the page and it has settled.
    await page.reload({ waitUntil: "networkidle" });
    await hydrated(page);
    await expect.poll(async () => Math.abs((await topOf()) - before)).toBeLessThanOrEqual(2);
    expect((await visibility()).renderAll).toBe(true);

    // Client navigation there and back: the page comes back whole, at the same place.
    await page.locator('.bottom-bar a[href="/nous-contacter"]').first().click();
    await page.waitForURL(/\/nous-contacter$/);
    expect((await visibility()).renderAll).toBe(true);
    await page.goBack();
    await page.waitForURL(/\/$/);
    // (The page scrolls smoothly to its place.)
    await expect
      .poll(async () => Math.abs((await topOf()) - before), { timeout: 5000 })
      .toBeLessThanOrEqual(2);
    expect(await page.locator(`${target} h2`).first().textContent()).toBe(title);
    expect(opened.problems).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] });
    await opened.close();
  });

  it("keeps the place of a page reloaded before its scripts ran (the browser restores it)", async () => {
    const context = await browser().newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    // The scripts never arrive: React Router neither stores nor restores the position.
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
    await page.goto(server.url(HOSTS.site1, "/"), { waitUntil: "networkidle" });
    const target = ".cms-page > .section:nth-of-type(6)";
    const topOf = () =>
      page.locator(target).evaluate((element) => Math.round(element.getBoundingClientRect().top));
    await page.mouse.move(200, 400);
    while ((await topOf()) > 0) {
      await page.mouse.wheel(0, Math.min(await topOf(), 400));
      await page.waitForTimeout(60);
    }
    const before = await topOf();
    await page.reload({ waitUntil: "networkidle" });
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-render-all"))).toBe(true);
    await expect
      .poll(async () => Math.abs((await topOf()) - before), { timeout: 5000 })
      .toBeLessThanOrEqual(2);
    await context.close();
  });
});
