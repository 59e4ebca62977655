/**
 * The admin panel's dashboard and customers in Chromium at 1280 px, on the built production server:
 * the panel's home draws the sales chart of the seeded orders of site 2 (an SVG with a bar per day
 * of sales) and its data table holds, day by day in French, the orders and amounts of the seeded
 * orders sold in the last 30 days; then a member registers and places two orders by bank transfer,
 * the administrator marks them paid, the customers list finds the member, their page lists the
 * orders and the export downloads their personal data as JSON. axe-core finds no serious or
 * critical violation on the dashboard, the list and the customer's page. Screenshots under /tmp/shots/.
 */
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { orders as seededOrders } from "@vitrine/api/db/seed/site-2/orders";
import { adminOrderCalls } from "@vitrine/sdk/admin-orders";
import { createApiClient } from "@vitrine/sdk/client";
import { orderCalls } from "@vitrine/sdk/orders";
import { SOLD_ORDER_STATUSES } from "@vitrine/shared/schemas/admin-dashboard";
import type { ShippingFees } from "@vitrine/shared/schemas/delivery";
import { formatEuros } from "@vitrine/shared/shop-rules";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { adminCredentials } from "./admin";
import { type OpenedPage, openPage, setupBrowser } from "./browser";
import { axeProblems } from "./checkout-flow";
import { HOSTS, setupServer } from "./server";

const browser = setupBrowser();
const server = setupServer();
const SHOTS = "/tmp/shots";
const SITE = 2;
const ADMIN_EMAIL = "admin@domaine-trois-moulins.fr";
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

/**
 * A new member of site 2 (`email`) orders `quantities` bottles twice by bank transfer; the shop
 * marks both paid.
 */
async function memberOrders(admin: string, email: string, quantities: number[]): Promise<number> {
  const visitor = createApiClient({ baseUrl: apiUrl(""), siteId: SITE });
  const { token } = await visitor.register({
    email,
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
      email,
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

/** A Paris day in the words of the dashboard's data table: « 24 novembre 2026 ». */
const PARIS_DAY = new Intl.DateTimeFormat("fr-FR", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/Paris",
});

/**
 * The sales the seed left on each Paris day: the orders of the site (all seeded, none placed yet)
 * read through the admin API, checked to be the seed's customers in the seed's states.
 */
async function seededSales(admin: string) {
  const api = createApiClient({ baseUrl: apiUrl(""), siteId: SITE, token: admin });
  const { items, total } = await adminOrderCalls(api).adminOrders({ nbItem: 100 });
  expect(total).toBe(seededOrders.length);
  const byEmail = new Map(items.map((order) => [order.email, order]));
  const byDay = new Map<string, { orders: number; amount: number }>();
  for (const seeded of seededOrders) {
    const order = byEmail.get(seeded.customer.email);
    expect(order?.status).toBe(seeded.status);
    if (!order || !SOLD_ORDER_STATUSES.includes(order.status)) continue;
    const day = PARIS_DAY.format(new Date(order.createdAt));
    const figure = byDay.get(day) ?? { orders: 0, amount: 0 };
    byDay.set(day, { orders: figure.orders + 1, amount: figure.amount + order.total });
  }
  return byDay;
}

describe("the admin's dashboard and customers at 1280 px", () => {
  let admin = "";
  let opened: OpenedPage;
  const problems: string[] = [];

  it("charts the seeded orders of the last 30 days, day by day, with the data behind the chart", async () => {
    admin = await adminToken();
    const sales = await seededSales(admin);
    opened = await openPage(browser(), 1280);
    const { page } = opened;
    await opened.context.addCookies([
      { name: "token", value: admin, url: site2("/"), httpOnly: true, sameSite: "Lax" },
    ]);

    await opened.goto(site2("/admin"));
    await page.getByRole("heading", { name: "Tableau de bord" }).waitFor();
    const chart = page.locator(".dashboard-chart--ventes");
    await chart.getByText("Voir les données").click();
    const rows = chart.locator(".dashboard-table tbody tr");
    await rows.last().waitFor();
    const table = await rows.evaluateAll((list) =>
      list.map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent ?? "")),
    );
    expect(table).toHaveLength(30);
    expect(table.at(-1)![0]).toBe(PARIS_DAY.format(new Date()));
    // Every day of the table as the seeded orders make it; the days before the 30 are left out.
    const shown = new Set(table.map(([day]) => day));
    const expected = [...sales].filter(([day]) => shown.has(day));
    expect(expected).toHaveLength(6);
    expect(table.filter((row) => row[1] !== "0")).toEqual(
      table
        .filter(([day]) => sales.has(day!))
        .map(([day]) => [day, String(sales.get(day!)!.orders), formatEuros(sales.get(day!)!.amount)]),
    );
    for (const [day, orders, amount] of table) {
      if (!sales.has(day!)) expect([orders, amount]).toEqual(["0", formatEuros(0)]);
    }
    // One bar per day of sales, and the chart's summary in French.
    await expect.poll(() => chart.locator("svg .recharts-bar-rectangle path").count()).toBe(expected.length);
    const amount = expected.reduce((sum, [, figure]) => sum + figure.amount, 0);
    const summary = await chart.textContent();
    expect(summary).toContain(`${formatEuros(amount)} pour ${expected.length} commandes`);
    const dayFigure = page.locator(".dashboard-figure", { hasText: "Ventes du jour" });
    expect(await dayFigure.textContent()).toContain(formatEuros(0));
    problems.push(...(await axeProblems(page, "tableau de bord")));
    await shot(page, "home");

    await page.locator("#dashboard-periode").selectOption("mois");
    await page.getByRole("button", { name: "Afficher" }).click();
    await page.waitForURL(/periode=mois/);
    await expect.poll(() => chart.locator(".dashboard-table tbody tr").count()).toBe(12);
  });

  it("lists a customer with their orders and exports their data", async () => {
    // A member of this attempt's own: a retry does not meet the one an earlier attempt registered.
    const member = `cliente-tableau-${Date.now()}@example.fr`;
    const total = await memberOrders(admin, member, [6, 12]);
    const { page } = opened;
    await opened.goto(site2(`/admin/clients?recherche=${encodeURIComponent(member)}`));
    const row = page.locator(".orders-table tbody tr");
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.first().textContent()).toContain(member);
    expect(await row.first().textContent()).toContain(formatEuros(total));
    problems.push(...(await axeProblems(page, "liste des clients")));
    await shot(page, "customers");

    await page.getByRole("link", { name: "Margaux Tableau" }).click();
    await page.getByRole("heading", { name: "Margaux Tableau", level: 1 }).waitFor();
    expect(await page.locator("section[aria-labelledby='client-commandes'] table tbody tr").count()).toBe(2);
    problems.push(...(await axeProblems(page, "fiche client")));
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Exporter les données (JSON)" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^donnees-client-\d+-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(readFileSync((await download.path())!, "utf8"));
    expect(exported.profile).toMatchObject({ email: member, firstname: "Margaux", lastname: "Tableau" });
    await page.getByRole("link", { name: "Effacer les données…" }).click();
    await page.getByRole("button", { name: "Oui, effacer définitivement" }).waitFor();
    problems.push(...(await axeProblems(page, "confirmation de l'effacement")));
    await shot(page, "customer");

    expect(problems).toEqual([]);
    expect([...opened.problems.pageErrors, ...opened.problems.consoleErrors]).toEqual([]);
    await opened.close();
  });
});
