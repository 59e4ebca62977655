/**
 * The admin panel's products in Chromium at 1280 px, on the built production server: site 2's
 * administrator finds the catalogue in /admin/produits, creates a wine with two declinations
 * (the second added with « Ajouter une déclinaison »), takes two bottles out of its stock for
 * breakage and reads it in the history; the wine is then on sale in the shop: listed on
 * /boutique, its page offers both declinations and one goes into the cart. The form names the
 * declinations' labels by the site's variations (« Millésime », « Contenance », with the labels
 * already used to choose from), its picture is chosen in the media library's picker and shows on
 * the shop's page; its removal asks first. axe-core finds no serious or critical violation on the
 * list, the form, the picker and the question. Screenshots under /tmp/shots/.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAsAdmin } from "./admin";
import { type OpenedPage, openPage, setupBrowser } from "./browser";
import { axeProblems } from "./checkout-flow";
import { HOSTS, setupServer } from "./server";

const server = setupServer();
const browser = setupBrowser();
const SHOTS = "/tmp/shots";
const ADMIN_EMAIL = "admin@domaine-trois-moulins.fr";
const WINE = "Muscadet Cuvée Granit";
const site2 = (path: string) => server.url(HOSTS.site2, path);

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({
    path: join(SHOTS, `admin-products-${name}.png`),
    fullPage: true,
    animations: "disabled",
  });
}

/** Waits until React has taken over the form (its buttons add rows). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const form = document.querySelector("form.product-form");
    return Boolean(form && Object.keys(form).some((key) => key.startsWith("__reactFiber")));
  });
}

describe("the catalogue of site 2 at 1280 px", () => {
  let opened: OpenedPage;
  let productPath = "";

  beforeAll(async () => {
    opened = await openPage(browser(), 1280);
    await signInAsAdmin(server, opened.context, HOSTS.site2, 2, ADMIN_EMAIL);
    await opened.context.addCookies([
      {
        name: "cookie-consent",
        value: encodeURIComponent(
          JSON.stringify({ audience: false, advertising: false, decidedAt: new Date().toISOString() }),
        ),
        url: site2("/"),
      },
    ]);
    await opened.context.addInitScript(() => {
      const ids = Array.from({ length: 20 }, (_, index) => String(index + 1));
      sessionStorage.setItem("opened-popups", JSON.stringify(ids));
    });
  });
  afterAll(async () => {
    await opened?.close();
  });

  it("lists the seeded products in a sorted table, the section in the navigation", async () => {
    const { page } = opened;
    await opened.goto(site2("/admin/produits"));
    expect(await page.locator("h1").textContent()).toBe("Produits");
    expect(await page.locator(".admin__nav-link.active").textContent()).toBe("Produits");
    expect(await page.locator(".orders-table tbody tr").count()).toBeGreaterThan(2);
    await page.getByRole("link", { name: "Prix dès" }).click();
    await page.waitForURL((url) => url.searchParams.get("tri") === "prix-asc");
    expect(await page.locator("th[aria-sort=ascending]").textContent()).toContain("Prix dès");
    await shot(page, "list");
    expect(await axeProblems(page, "products list")).toEqual([]);
    // The table fits its box: no cell cut, the names wrapping rather than running into « Type ».
    const fit = await page.locator(".orders-table__scroll").evaluate((box) => ({
      box: box.clientWidth,
      table: box.scrollWidth,
      cut: [...box.querySelectorAll("th, td")].filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
        .length,
    }));
    expect(fit.table).toBeLessThanOrEqual(fit.box);
    expect(fit.cut).toBe(0);
    const name = await page.locator(".products-table__name").first().boundingBox();
    const type = await page.locator(".orders-table tbody td:nth-child(2)").first().boundingBox();
    expect(name!.x + name!.width).toBeLessThanOrEqual(type!.x);
  });

  it("creates a wine with two declinations", async () => {
    const { page } = opened;
    await page.getByRole("link", { name: "Nouveau produit" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/produits/nouveau");
    await hydrated(page);
    await page.locator("#produit-name").fill(WINE);
    await page.locator("#produit-kind").fill("blanc");
    await page.locator("#produit-degree").fill("12");
    await page.locator("#produit-summary").fill("Un muscadet de granit, tendu et salin.");
    await choosePicture(page);
    // The labels are the site's variations, offering the labels its declinations already use.
    expect(await page.locator("label[for=declinaison-0-variation1]").textContent()).toBe("Millésime");
    expect(await page.locator("label[for=declinaison-0-variation2]").textContent()).toBe("Contenance");
    expect(await page.locator("#declinaison-0-variation2-aide").textContent()).toBe(
      "« Format » dans la boutique",
    );
    expect(await page.locator("#declinaison-0-variation2").getAttribute("list")).toBe("variation2-choix");
    const sizes = await page
      .locator("#variation2-choix option")
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(sizes).toContain("75 cl");
    expect(sizes.some((size) => size.startsWith("Magnum"))).toBe(true);
    await page.locator("#declinaison-0-variation1").fill("2023");
    await page.locator("#declinaison-0-variation2").fill("75 cl");
    expect(await page.locator(".declination-row > legend").first().textContent()).toBe(
      "Déclinaison 1 · Millésime 2023 · Contenance 75 cl",
    );
    await page.locator("#declinaison-0-price").fill("14,50");
    await page.locator("#declinaison-0-stock").fill("36");
    await page.getByRole("button", { name: "Ajouter une déclinaison" }).click();
    await page.locator("#declinaison-1-variation1").fill("2023");
    await page.locator("#declinaison-1-variation2").fill("1,5 L");
    await page.locator("#declinaison-1-price").fill("31");
    await page.locator("#declinaison-1-capacity").fill("1,5");
    await page.locator("#declinaison-1-capacityUnit").selectOption("L");
    await page.locator("#declinaison-1-stock").fill("6");
    expect(await axeProblems(page, "new product form")).toEqual([]);
    await page.getByRole("button", { name: "Créer le produit" }).click();
    await page.waitForURL((url) => /^\/admin\/produits\/\d+$/.test(url.pathname));
    productPath = new URL(page.url()).pathname;
    expect(await page.locator(".form-message, [role=status]").first().textContent()).toContain(
      "Produit créé.",
    );
    expect(await page.locator("h1").textContent()).toBe(WINE);
    expect(await page.locator(".declination-row").count()).toBe(2);
    expect(await page.locator("#declinaison-1-price").inputValue()).toBe("31,00");
    expect(await page.locator("#produit-image img").getAttribute("src")).toContain("muscadet-primeur");
  });

  it("takes two broken bottles out of the stock, with the reason in the history", async () => {
    const { page } = opened;
    const panel = page.locator(".stock-panel").first();
    expect(await panel.locator("h3").textContent()).toContain(": 36");
    await panel.getByLabel("Unités (+ ou −)").fill("-2");
    await panel.getByLabel("Motif").selectOption("CASSE");
    await panel.getByLabel("Note").fill("Carton tombé");
    await panel.getByRole("button", { name: "Ajuster le stock" }).click();
    await page.waitForURL((url) => url.searchParams.get("fait") === "stock");
    // The address changes before React draws the new data (a transition): wait for the new stock.
    const updated = page.locator(".stock-panel").first();
    await updated.locator("h3", { hasText: ": 34" }).waitFor();
    const rows = await updated.locator("tbody tr").allTextContents();
    expect(rows[0]).toContain("Casse");
    expect(rows[0]).toContain("-2");
    expect(rows[0]).toContain("Carton tombé");
    expect(rows[1]).toContain("Inventaire");
    await shot(page, "form");
    expect(await axeProblems(page, "product form")).toEqual([]);
  });

  it("is on sale in the shop with both declinations, and goes into the cart", async () => {
    const { page } = opened;
    expect(productPath).not.toBe("");
    await opened.goto(site2("/boutique"));
    const link = page.locator(".card__link", { hasText: WINE }).first();
    await link.waitFor();
    await link.click();
    await page.waitForURL((url) => url.pathname.endsWith(`/${productPath.split("/").pop()}`));
    await page.locator("h1", { hasText: WINE }).waitFor();
    const choices = await page.locator(".purchase__choice").allTextContents();
    expect(choices).toHaveLength(2);
    expect(choices[0]).toMatch(/2023 · 75 cl\s*14,50\s€/);
    expect(choices[1]).toMatch(/2023 · 1,5 L\s*31,00\s€/);
    await page.getByLabel(/1,5 L/).check();
    await page.getByLabel("Quantité").fill("1");
    await page.getByRole("button", { name: "Ajouter au panier" }).click();
    await page.locator(".toast", { hasText: "Ajouté au panier" }).waitFor();
    // The picture chosen in the picker is the shop's.
    expect(await page.locator("main img[src*='muscadet-primeur']").count()).toBeGreaterThan(0);
    await shot(page, "shop-product");
    expect(opened.problems.pageErrors).toEqual([]);
  });

  it("asks before deleting the wine, and deletes it once confirmed", async () => {
    const { page } = opened;
    await opened.goto(site2(productPath));
    await page.getByRole("link", { name: "Supprimer le produit" }).click();
    const dialog = page.getByRole("dialog", { name: `Supprimer « ${WINE} » ?` });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain("ses 2 déclinaisons");
    expect(await axeProblems(page, "product removal question")).toEqual([]);
    await shot(page, "delete-question");
    await dialog.getByRole("link", { name: "Annuler" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await page.locator("h1").textContent()).toBe(WINE);
    await page.getByRole("link", { name: "Supprimer le produit" }).click();
    await dialog.getByRole("button", { name: "Supprimer le produit" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/produits");
    expect(await page.locator(".orders-table tbody").textContent()).not.toContain(WINE);
    expect(opened.problems.pageErrors).toEqual([]);
  });
});

describe("the catalogue of site 2 at 375 px", () => {
  it("keeps the page to the phone's width, the table scrolling inside its own region", async () => {
    const opened = await openPage(browser(), 375, 812);
    try {
      await signInAsAdmin(server, opened.context, HOSTS.site2, 2, ADMIN_EMAIL);
      await opened.goto(site2("/admin/produits"));
      const { page } = opened;
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      const region = await page.locator(".orders-table__scroll").evaluate((box) => ({
        overflow: getComputedStyle(box).overflowX,
        wider: box.scrollWidth > box.clientWidth,
      }));
      expect(region).toEqual({ overflow: "auto", wider: true });
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: join(SHOTS, "admin-products-list-375.png"), animations: "disabled" });
    } finally {
      await opened.close();
    }
  });
});

/** Chooses the product's picture in the media library's picker: found by name, with its alt text. */
async function choosePicture(page: Page) {
  const field = page.locator("#produit-image");
  await field.getByRole("button", { name: /Choisir dans la médiathèque/ }).click();
  const picker = page.getByRole("dialog", { name: "Image du produit" });
  await picker.getByRole("searchbox", { name: "Rechercher un nom" }).fill("primeur");
  await picker.getByRole("button", { name: "Rechercher" }).click();
  const card = picker.locator(".media-grid__card", { hasText: /primeur/i }).first();
  await card.waitFor();
  await card.click();
  expect(await axeProblems(page, "media picker")).toEqual([]);
  await picker.getByRole("button", { name: "Choisir ce fichier" }).click();
  await picker.waitFor({ state: "hidden" });
  expect(await field.locator("img").getAttribute("src")).toContain("muscadet-primeur");
  const alt = (await field.locator("img").getAttribute("alt")) ?? "";
  expect(alt).not.toBe("");
  expect(await field.locator("figcaption").textContent()).toBe(`Texte alternatif : « ${alt} »`);
  expect(await page.locator("#produit-image-alt").inputValue()).toBe(alt);
}
