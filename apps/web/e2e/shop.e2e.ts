/**
 * The shop in Chromium: adding to the cart without leaving the product page, the header's count,
 * the cart preview on hover and keyboard focus (SEE_CART_ON_HOVER), its absence when the parameter
 * is off and on phones, and the cart page's forms.
 */
import type { Locator, Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { setParameter } from "./admin";
import { openPage, popupsAlreadyOpened, saveScreenshot, setupBrowser } from "./browser";
import { HOSTS, setupServer } from "./server";

const server = setupServer();
const browser = setupBrowser();
const ADMIN_2 = "admin@domaine-trois-moulins.fr";
const MUSCADET = "/boutique/muscadet-sevre-et-maine-sur-lie-les-trois-moulins/1";
const ROSE = "/boutique/rose-de-loire/5";
const CLISSON = "/boutique/clisson-24-mois-sur-lies/2";

afterAll(async () => {
  await setParameter(server, 2, ADMIN_2, "SEE_CART_ON_HOVER", "true");
});

/**
 * A decided consent, so that the banner does not cover what the test looks at; the site's popups
 * count as already opened in this visit, so none opens over the header while the test hovers it.
 */
async function consentGiven(page: Page) {
  await popupsAlreadyOpened(page.context());
  await page.context().addCookies([
    {
      name: "cookie-consent",
      value: encodeURIComponent(
        JSON.stringify({ audience: false, advertising: false, decidedAt: new Date().toISOString() }),
      ),
      url: server.url(HOSTS.site2, "/"),
    },
  ]);
}

/** Whether an element is shown to the visitor (visible, opaque) once transitions ended. */
async function shown(locator: Locator): Promise<boolean> {
  await locator.page().waitForTimeout(250);
  return locator.evaluate((el) => {
    const style = getComputedStyle(el);
    return style.display !== "none" && style.visibility === "visible" && Number(style.opacity) > 0.9;
  });
}

async function addFromProductPage(page: Page, quantity: number) {
  await page.getByLabel("Quantité").fill(String(quantity));
  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  await page.locator(".toast", { hasText: "Ajouté au panier" }).waitFor();
}

describe("cart in the header", () => {
  it("adds to the cart without leaving the page, counts it, and previews it on hover and focus", async () => {
    await setParameter(server, 2, ADMIN_2, "SEE_CART_ON_HOVER", "true");
    const opened = await openPage(browser(), 1280);
    await consentGiven(opened.page);
    const { page } = opened;
    await opened.goto(server.url(HOSTS.site2, MUSCADET));
    const cartLink = page.locator(".site-header__cart");
    expect(await cartLink.getAttribute("aria-label")).toBe("Panier, vide");
    expect(await page.evaluate(() => localStorage.getItem("cart-id"))).toBe("new");

    let navigations = 0;
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) navigations++;
    });
    await page.getByLabel(/2025 · 37,5 cl/).check();
    await addFromProductPage(page, 2);
    await page.waitForFunction(
      () => document.querySelector(".site-header__cart")?.getAttribute("aria-label") === "Panier, 2 articles",
    );
    expect(navigations).toBe(0);
    // The cart's id is kept in local storage as cart-id (spec section 4), the same as the cookie's.
    const cookieId = (await opened.context.cookies()).find((c) => c.name === "cartId")?.value;
    expect(cookieId).toMatch(/^\d+$/);
    expect(await page.evaluate(() => localStorage.getItem("cart-id"))).toBe(cookieId);
    expect(await page.locator(".cart-button__count").textContent()).toBe("2");

    const preview = page.locator(".cart-preview");
    expect(await shown(preview)).toBe(false);
    await cartLink.hover();
    await expect.poll(() => shown(preview)).toBe(true);
    expect(await preview.textContent()).toContain("2 articles dans le panier");
    expect(await preview.textContent()).toContain("Muscadet Sèvre et Maine");
    expect(await preview.textContent()).toContain("37,5 cl");
    await saveScreenshot(page, "shop-cart-preview-1280");
    // Escape closes it (WCAG 1.4.13) until the pointer leaves and comes back.
    await page.keyboard.press("Escape");
    expect(await shown(preview)).toBe(false);
    await page.mouse.move(10, 600);
    await cartLink.hover();
    await expect.poll(() => shown(preview)).toBe(true);
    // The pointer can travel from the button into the panel and click its link.
    await preview.getByRole("link", { name: "Voir le panier" }).click();
    await page.waitForURL((url) => url.pathname === "/panier");
    await page.mouse.move(10, 600);
    expect(await shown(preview)).toBe(false);

    // Keyboard: focusing the cart link opens the preview too.
    await cartLink.focus();
    await expect.poll(() => shown(preview)).toBe(true);
    expect(opened.problems.pageErrors).toEqual([]);
    await opened.close();
  });

  it("shows no preview when SEE_CART_ON_HOVER is off: the link leads to the cart", async () => {
    await setParameter(server, 2, ADMIN_2, "SEE_CART_ON_HOVER", "false");
    try {
      const opened = await openPage(browser(), 1280);
      await consentGiven(opened.page);
      const { page } = opened;
      await opened.goto(server.url(HOSTS.site2, ROSE));
      await addFromProductPage(page, 1);
      const cartLink = page.locator(".site-header__cart");
      await cartLink.hover();
      await page.waitForTimeout(300);
      expect(await page.locator(".cart-preview").count()).toBe(0);
      await cartLink.click();
      await page.waitForURL((url) => url.pathname === "/panier");
      await page.locator(".cart-line").first().waitFor();
      expect(await page.locator(".cart-line").count()).toBe(1);
      await opened.close();
    } finally {
      await setParameter(server, 2, ADMIN_2, "SEE_CART_ON_HOVER", "true");
    }
  });

  it("carries the shop's styles inline on the shop's site only", async () => {
    const opened = await openPage(browser(), 1280);
    const stylesheets: string[] = [];
    opened.page.on("request", (request) => {
      if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
    });
    await opened.goto(server.url(HOSTS.site2, "/boutique"));
    expect(await opened.page.locator("style#site-styles").count()).toBe(1);
    expect(await opened.page.locator("style#shop-styles").count()).toBe(1);
    await opened.goto(server.url(HOSTS.site1, "/"));
    expect(await opened.page.locator("style#site-styles").count()).toBe(1);
    expect(await opened.page.locator("style#shop-styles").count()).toBe(0);
    expect(stylesheets).toEqual([]);
    await opened.close();
  });

  it("keeps the preview closed on a phone, where there is no hover", async () => {
    const opened = await openPage(browser(), 375, 800, { hasTouch: true });
    await consentGiven(opened.page);
    const { page } = opened;
    await opened.goto(server.url(HOSTS.site2, ROSE));
    await addFromProductPage(page, 3);
    const cartLink = page.locator(".site-header__cart");
    expect(await cartLink.isVisible()).toBe(true);
    await cartLink.tap();
    await page.waitForURL((url) => url.pathname === "/panier");
    expect(await page.locator(".cart-preview").evaluate((el) => getComputedStyle(el).display)).toBe("none");
    await saveScreenshot(page, "shop-cart-375");
    await opened.close();
  });
});

describe("cart page", () => {
  it("updates a quantity, applies a discount code and removes the line, the header following", async () => {
    const opened = await openPage(browser(), 1280);
    await consentGiven(opened.page);
    const { page } = opened;
    await opened.goto(server.url(HOSTS.site2, MUSCADET));
    await addFromProductPage(page, 1);
    await opened.goto(server.url(HOSTS.site2, "/panier"));
    const line = page.locator(".cart-line");
    expect(await line.count()).toBe(1);

    await line.getByRole("spinbutton").fill("8");
    await line.getByRole("button", { name: "Mettre à jour" }).click();
    await page.locator(".form-message", { hasText: "La quantité a été mise à jour." }).waitFor();
    await page.waitForFunction(() => document.querySelector(".cart-button__count")?.textContent === "8");
    expect(await page.locator(".cart-summary__total dd").textContent()).toMatch(/^76,00\s€$/);

    await page.getByLabel("Code promo").fill("bienvenue10");
    await page.getByRole("button", { name: "Appliquer" }).click();
    await page.locator(".form-message", { hasText: "Le code BIENVENUE10 est appliqué." }).waitFor();
    expect(await page.locator(".cart-summary__discount dd").textContent()).toMatch(/^−\s7,60\s€$/);
    expect(await page.locator(".cart-summary__total dd").textContent()).toMatch(/^68,40\s€$/);
    await saveScreenshot(page, "shop-cart-page-1280");

    await line.getByRole("button", { name: /Retirer Muscadet/ }).click();
    await page.locator(".cart-empty", { hasText: "Votre panier est vide." }).waitFor();
    expect(await page.locator(".site-header__cart").getAttribute("aria-label")).toBe("Panier, vide");
    expect(opened.problems.pageErrors).toEqual([]);
    await opened.close();
  });

  it("fits its lines within the page's margins on a phone of 320 to 375 px", async () => {
    for (const width of [375, 320]) {
      const opened = await openPage(browser(), width, 800, { hasTouch: true });
      await consentGiven(opened.page);
      const { page } = opened;
      await opened.goto(server.url(HOSTS.site2, CLISSON));
      await addFromProductPage(page, 4);
      await opened.goto(server.url(HOSTS.site2, "/panier"));
      const total = page.locator(".cart-line__total");
      expect(await total.textContent()).toMatch(/^78,00\s€$/);
      // Every box and every text of the line stays inside the list, which keeps the page's side
      // margins (a text wider than its box overflows it without widening the box).
      const outside = await page.locator(".cart-line").evaluate((line) => {
        const list = line.parentElement!.getBoundingClientRect();
        const out = (box: DOMRect) =>
          box.width > 0 && (box.right > list.right + 0.5 || box.left < list.left - 0.5);
        const boxes = [...line.querySelectorAll(":scope *:not(.visually-hidden)")]
          .filter((el) => out(el.getBoundingClientRect()))
          .map((el) => el.className || el.tagName);
        const texts: string[] = [];
        const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.parentElement?.closest(".visually-hidden")) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          if (out(range.getBoundingClientRect())) texts.push(node.textContent ?? "");
        }
        return [...boxes, ...texts];
      });
      expect(outside, `${width} px`).toEqual([]);
      const margin = await page.locator(".cart-lines").evaluate((list) => {
        const box = list.getBoundingClientRect();
        return { left: box.left, right: document.documentElement.clientWidth - box.right };
      });
      expect(margin.left, `${width} px`).toBeGreaterThanOrEqual(12);
      expect(margin.right, `${width} px`).toBeGreaterThanOrEqual(12);
      await saveScreenshot(page, `shop-cart-lines-${width}`);
      await opened.close();
    }
  });
});
