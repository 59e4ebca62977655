/**
 * The admin panel's dashboard and customers in Chromium at 1280 px, on the built production server:
 * a member of site 2 registers and places two orders by bank transfer, the administrator marks them
 * paid; the panel's home draws the sales chart (an SVG with bars) and its data table holds today's
 * figures in French; the customers list finds the member, their page lists the orders and the
 * export downloads their personal data as JSON. axe-core finds no serious or critical violation on
 * the dashboard, the list and the customer's page. Screenshots under /tmp/shots/.
 */
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createApiClient } from "@vitrine/sdk/client";
import { orderCalls } from "@vitrine/sdk/orders";
import type { ShippingFees } from "@vitrine/shared/schemas/delivery";
import { formatEuros } from "@vitrine/shared/shop-rules";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { adminCredentials } from "./admin";
import { openPage, setupBrowser } from "./browser";
import { axeProblems } from "./checkout-flow";
import { HOSTS, setupServer } from "./server";

const browser = setupBrowser();
const server = setupServer();
const SHOTS = "/tmp/shots";
const SITE = 2;
const ADMIN_EMAIL = "admin@domaine-trois-moulins.fr";
const MEMBER = `cliente-tableau-${Date.now()}@example.fr`;
const site2 = (path: string) => server.url(HOSTS.site2, path);
const apiUrl = (path: string) => server.url("localhost", `/api${path}`);

beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

const shot = (page: Page, name: string) =>
  page.screenshot({
    path: join(SHOTS, `admin-dashboard-${name}.png`),
    fullPage: true,
    animations: "disabled",
  });

async function adminToken(): Promise<string> {
  const login = await fetch(apiUrl("/login"), {
    method: "POST",
    headers: { "content-type": "application/json", idSite: String(SITE) },
    body: JSON.stringify(adminCredentials(server, ADMIN_EMAIL)),
  });
  return ((await login.json()) as { data: { token: string } }).data.token;
}

/** A member of site 2 orders `quantities` bottles twice by bank transfer; the shop marks both paid. */
async function memberOrders(admin: string, quantities: number[]): Promise<number> {
  const visitor = createApiClient({ baseUrl: apiUrl(""), siteId: SITE });
  const { token } = await visitor.register({
    email: MEMBER,
    password: "Vendanges-2026!",
    firstname: "Margaux",
    lastname: "Tableau",
    phone: "06 12 34 56 78",
    birthdate: "1985-04-12",
    acceptTerms: true,
  });
  const member = createApiClient({ baseUrl: apiUrl(""), siteId: SITE, token });
  const product = await member.product(1);
  const declination = product.declinations.find((candidate) => (candidate.stock ?? 99) >= 12)!;
  const france = (await member.countries()).find((country) => country.alphaTwo === "FR")!;
  let total = 0;
  for (const quantity of quantities) {
    const fees = await member.request<ShippingFees>("POST", "/calculate/shipping-fees", {
      products: [{ idProduct: declination.id, quantity }],
      postalCode: "44330",
      country: "FR",
    });
    const carrier = fees.carriers.find((offer) => !offer.needsAccessPoint)!;
    const placed = await orderCalls(member).placeOrder({
      products: [{ id: declination.id, quantity }],
      email: MEMBER,
      phone: "06 12 34 56 78",
      address: {
        delivery: {
          firstname: "Margaux",
          lastname: "Tableau",
          firstPart: "3 rue des Vignes",
          postalCode: "44330",
          city: "Vallet",
          country: france.id,
        },
      },
      delivery: { type: "delivery", idCarrier: carrier.id },
      paymentMethod: "TRANSFER",
    });
    const paid = await fetch(apiUrl(`/admin/order/${placed.order.id}/status`), {
      method: "POST",
      headers: { "content-type": "application/json", idSite: String(SITE), authorization: `Bearer ${admin}` },
      body: JSON.stringify({ status: "paid" }),
    });
    expect(paid.status).toBe(200);
    total += placed.order.total;
  }
  return total;
}

describe("the admin's dashboard and customers at 1280 px", () => {
  it("charts the orders of the day, lists the customer and exports their data", async () => {
    const admin = await adminToken();
    const total = await memberOrders(admin, [6, 12]);
    const opened = await openPage(browser(), 1280);
    const { page } = opened;
    await opened.context.addCookies([
      { name: "token", value: admin, url: site2("/"), httpOnly: true, sameSite: "Lax" },
    ]);

    await opened.goto(site2("/admin"));
    await page.getByRole("heading", { name: "Tableau de bord" }).waitFor();
    const sales = page.locator(".dashboard-chart--ventes");
    // The chart is drawn: an SVG with one bar for today (the other days are empty).
    await expect.poll(() => sales.locator("svg .recharts-bar-rectangle path").count()).toBeGreaterThan(0);
    const dayFigure = page.locator(".dashboard-figure", { hasText: "Ventes du jour" });
    expect(await dayFigure.textContent()).toContain(formatEuros(total));
    expect(await dayFigure.textContent()).toContain("2 commandes");
    await sales.getByText("Voir les données").click();
    const lastRow = sales.locator(".dashboard-table tbody tr").last();
    await lastRow.waitFor();
    const cells = await lastRow.locator("th, td").allTextContents();
    expect(cells.slice(1)).toEqual(["2", formatEuros(total)]);
    expect(await sales.locator(".dashboard-table tbody tr").count()).toBe(30);
    const problems = await axeProblems(page, "tableau de bord");
    await shot(page, "home");

    await page.locator("#dashboard-periode").selectOption("mois");
    await page.getByRole("button", { name: "Afficher" }).click();
    await page.waitForURL(/periode=mois/);
    await expect.poll(() => sales.locator(".dashboard-table tbody tr").count()).toBe(12);

    await opened.goto(site2(`/admin/clients?recherche=${encodeURIComponent("Tableau")}`));
    const row = page.locator(".orders-table tbody tr");
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.first().textContent()).toContain(MEMBER);
    expect(await row.first().textContent()).toContain(formatEuros(total));
    problems.push(...(await axeProblems(page, "liste des clients")));
    await shot(page, "customers");

    await page.getByRole("link", { name: "Margaux Tableau" }).click();
    await page.getByRole("heading", { name: "Margaux Tableau", level: 1 }).waitFor();
    expect(await page.locator("#client-commandes ~ table tbody tr").count()).toBe(2);
    problems.push(...(await axeProblems(page, "fiche client")));
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Exporter les données (JSON)" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^donnees-client-\d+-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(readFileSync((await download.path())!, "utf8"));
    expect(exported.profile).toMatchObject({ email: MEMBER, firstname: "Margaux", lastname: "Tableau" });
    await page.getByRole("link", { name: "Effacer les données…" }).click();
    await page.getByRole("button", { name: "Oui, effacer définitivement" }).waitFor();
    problems.push(...(await axeProblems(page, "confirmation de l'effacement")));
    await shot(page, "customer");

    expect(problems).toEqual([]);
    expect([...opened.problems.pageErrors, ...opened.problems.consoleErrors]).toEqual([]);
    await opened.close();
  });
});
