/**
 * axe-core on every public route at 1280 px, and on one route of each kind at 375 px (the phone's
 * menu, header and footer are the same on every page of a site): no serious or critical violation
 * (the French RGAA rests on WCAG 2.1 AA). Keyboard use of the menu is checked too.
 */
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations, targetsOf } from "./axe";
import { popupsAlreadyOpened, setupBrowser } from "./browser";
import { HOSTS, setupServer } from "./server";

const server = setupServer();
const browser = setupBrowser();

const ROUTES: Array<[string, string]> = [
  [HOSTS.site1, "/"],
  [HOSTS.site1, "/a-propos"],
  [HOSTS.site1, "/services/renovation-interieure"],
  [HOSTS.site1, "/services/renovation-exterieure"],
  [HOSTS.site1, "/services/installation-equipements"],
  [HOSTS.site1, "/services/entretien-maintenance"],
  [HOSTS.site1, "/realisations"],
  [HOSTS.site1, "/blog-conseils"],
  // Content pages (ids of the seed: the server starts on a fresh database).
  [HOSTS.site1, "/les-realisations/longere-arradon/1"],
  [HOSTS.site1, "/services/renovation-interieure/1"],
  [HOSTS.site1, "/blog-conseils/dossier/renovation-energetique/1"],
  [HOSTS.site1, "/blog-conseils/isolation-combles-perdus/1"],
  [HOSTS.site1, "/contact"],
  [HOSTS.site1, "/nous-contacter"],
  [HOSTS.site1, "/demande-devis"],
  [HOSTS.site1, "/auth"],
  [HOSTS.site1, "/password/reset/ask"],
  [HOSTS.site1, "/password/reset"],
  [HOSTS.site1, "/legal-notice"],
  [HOSTS.site1, "/privacy-policy"],
  [HOSTS.site1, "/cookie-policy"],
  [HOSTS.site1, "/use-terms"],
  [HOSTS.site1, "/sale-terms"],
  [HOSTS.site1, "/consent"],
  [HOSTS.site1, "/page-inexistante"],
  [HOSTS.site2, "/"],
  [HOSTS.site2, "/a-propos"],
  [HOSTS.site2, "/nos-vins"],
  [HOSTS.site2, "/visites-degustations"],
  [HOSTS.site2, "/nous-contacter"],
  [HOSTS.site2, "/boutique"],
  [HOSTS.site2, "/boutique/muscadet-sevre-et-maine-sur-lie-les-trois-moulins/1"],
  [HOSTS.site2, "/boutique/coffret-decouverte-3-bouteilles/7"],
  [HOSTS.site2, "/panier"],
  // The checkout's steps with a cart are checked in checkout.e2e.ts.
  [HOSTS.site2, "/commande"],
];

/** One route of each kind of page, for the phone's width. */
const PHONE_ROUTES = ROUTES.filter(([host, path]) =>
  [
    `${HOSTS.site1}/`,
    `${HOSTS.site1}/services/renovation-interieure`,
    `${HOSTS.site1}/realisations`,
    `${HOSTS.site1}/les-realisations/longere-arradon/1`,
    `${HOSTS.site1}/blog-conseils/isolation-combles-perdus/1`,
    `${HOSTS.site1}/demande-devis`,
    `${HOSTS.site1}/auth`,
    `${HOSTS.site1}/legal-notice`,
    `${HOSTS.site1}/page-inexistante`,
    `${HOSTS.site2}/`,
    `${HOSTS.site2}/boutique`,
    `${HOSTS.site2}/boutique/coffret-decouverte-3-bouteilles/7`,
    `${HOSTS.site2}/panier`,
  ].includes(`${host}${path}`),
);

/** Runs axe-core on the page as loaded: its serious and critical violations, one line each. */
async function wholePageProblems(page: Page, where: string): Promise<string[]> {
  // Sections off screen are not painted on a first visit (`content-visibility: auto`), and axe
  // reads colours from painted pixels: check the page as after a navigation, wholly rendered
  // (the same styles, every section painted).
  await page.evaluate(() => document.documentElement.setAttribute("data-render-all", ""));
  // Scroll once so that lazy images and scroll animations reach their final state.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 30));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForTimeout(700);
  const violations = await seriousViolations(page);
  return violations.map((v) => `${where} [${v.impact}] ${v.id}: ${v.help} — ${targetsOf(v, 3)}`);
}

describe.each([
  [1280, ROUTES],
  [375, PHONE_ROUTES],
])("axe-core at %i px", (width, routes) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    // The test context may inject axe despite the pages' CSP.
    context = await browser().newContext({ viewport: { width, height: 900 }, bypassCSP: true });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it("covers the public routes", () => {
    expect(routes.length).toBeGreaterThan(width === 1280 ? 30 : 12);
  });

  it.each(routes)("finds no serious or critical violation on %s%s", async (host, path) => {
    await page.goto(server.url(host, path), { waitUntil: "networkidle" });
    expect(await wholePageProblems(page, `${host}${path}`)).toEqual([]);
  });
});

describe("keyboard", () => {
  it("opens the submenu with its button, closes it with Escape, follows a link, keyboard alone", async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    await popupsAlreadyOpened(context);
    const page = await context.newPage();
    await context.addCookies([
      {
        name: "cookie-consent",
        value: encodeURIComponent(
          JSON.stringify({ audience: false, advertising: false, decidedAt: new Date().toISOString() }),
        ),
        url: server.url(HOSTS.site1, "/"),
      },
    ]);
    await page.goto(server.url(HOSTS.site1, "/a-propos"), { waitUntil: "networkidle" });
    const button = page.getByRole("button", { name: "Nos services" });
    const submenuLink = page.locator(".submenu__link", { hasText: "Rénovation extérieure" });
    const isFocused = (locator: typeof button) => locator.evaluate((el) => el === document.activeElement);
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    const submenuId = await button.getAttribute("aria-controls");
    expect(await page.locator(`[id="${submenuId}"]`).evaluate((el) => el.classList.contains("submenu"))).toBe(
      true,
    );
    expect(await submenuLink.isVisible()).toBe(false);
    // The first key starts the page's scripts (decision 048); until they run, the submenu is the
    // plain HTML one, whose links follow its button in the Tab order.
    await page.keyboard.press("Tab");
    await page.waitForFunction(() => document.documentElement.dataset.shownLocation !== undefined);
    for (let i = 0; i < 30 && !(await isFocused(button)); i++) await page.keyboard.press("Tab");
    expect(await isFocused(button)).toBe(true);
    // Closed, the submenu's links are not in the Tab order: the next Tab leaves the entry.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest(".submenu"))).toBeNull();
    await page.keyboard.press("Shift+Tab");
    expect(await isFocused(button)).toBe(true);

    await page.keyboard.press("Enter");
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    await submenuLink.waitFor({ state: "visible" });
    for (let i = 0; i < 6 && !(await isFocused(submenuLink)); i++) await page.keyboard.press("Tab");
    expect(await isFocused(submenuLink)).toBe(true);
    const outline = await submenuLink.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe("none");
    // Escape from inside the submenu closes it and gives the focus back to its button.
    await page.keyboard.press("Escape");
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    expect(await isFocused(button)).toBe(true);
    await submenuLink.waitFor({ state: "hidden" });
    // Space opens it too; Escape on the button closes it.
    await page.keyboard.press("Space");
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Escape");
    expect(await button.getAttribute("aria-expanded")).toBe("false");

    // The pointer's hover still opens it, and says so.
    await button.hover();
    await submenuLink.waitFor({ state: "visible" });
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    await page.mouse.move(5, 600);
    await submenuLink.waitFor({ state: "hidden" });
    expect(await button.getAttribute("aria-expanded")).toBe("false");

    await button.focus();
    await page.keyboard.press("Enter");
    for (let i = 0; i < 6 && !(await isFocused(submenuLink)); i++) await page.keyboard.press("Tab");
    expect(await isFocused(submenuLink)).toBe(true);
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/services/renovation-exterieure");
    await context.close();
  });
});
