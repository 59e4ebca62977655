/**
 * A page's main image, when a small drawing, comes written into the page (decision 050): it shows
 * without a request of its own, stays as it is through hydration, and a product reached by a link
 * shows its own image.
 */
import { describe, expect, it } from "vitest";
import { hydrated, openPage, setupBrowser } from "./browser";
import { HOSTS, setupServer } from "./server";

const server = setupServer();
const browser = setupBrowser();

const PRODUCT = "/boutique/muscadet-sevre-et-maine-sur-lie-les-trois-moulins/1";

describe("a product's drawing written into the page", () => {
  it("shows without a request, through hydration and after a link to another wine", async () => {
    const opened = await openPage(browser(), 375, 800);
    const { page } = opened;
    const asked: string[] = [];
    const errors: string[] = [];
    page.on("request", (request) => asked.push(request.url()));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(String(error)));
    await opened.goto(server.url(HOSTS.site2, PRODUCT));
    const main = page.locator(".product-detail__media img");
    const shown = () =>
      main.evaluate((img: HTMLImageElement) => ({
        src: img.currentSrc,
        width: img.naturalWidth,
        done: img.complete,
      }));
    expect(await shown()).toMatchObject({ src: expect.stringMatching(/^data:image\/svg\+xml,/), done: true });
    expect((await shown()).width).toBeGreaterThan(0);
    expect(asked.filter((url) => url.includes("muscadet-les-trois-moulins"))).toEqual([]);

    // Hydrated, the image is still the one the server wrote: React adds no srcset to it.
    await hydrated(page);
    expect(await main.getAttribute("src")).toMatch(/^data:image\/svg\+xml,/);
    expect(await main.getAttribute("srcset")).toBeNull();
    expect(asked.filter((url) => url.includes("muscadet-les-trois-moulins"))).toEqual([]);

    await page.locator('a[href="/boutique/clisson-24-mois-sur-lies/2"]').first().click();
    await page.waitForURL(/clisson-24-mois-sur-lies/);
    await expect.poll(async () => (await shown()).src).toMatch(/\/media\/2\/products\/clisson\.svg/);
    await expect.poll(async () => (await shown()).width).toBeGreaterThan(0);
    await opened.close();
    expect(errors).toEqual([]);
  });
});
