/**
 * The platform's screens in Chromium at 1280 px, on the built production server: the SUPER_ADMIN
 * creates a third site from the wine estate's template in /admin/plateforme/sites, its home page
 * answers at once at its host name, its administrator's first password is shown once and opens
 * its panel; the new administrator is found in /admin/plateforme/utilisateurs; the site, once
 * suspended, answers the French 503 page at its host; the platform's journal shows both changes.
 * axe-core finds no serious or critical violation on the three screens. Screenshots under /tmp/shots/.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { adminCredentials } from "./admin";
import { openPage, setupBrowser } from "./browser";
import { axeProblems } from "./checkout-flow";
import { HOSTS, setupServer } from "./server";

const server = setupServer();
const browser = setupBrowser();
const SHOTS = "/tmp/shots";
const NEW_HOST = "domaine-des-pins.localhost";
const NEW_ADMIN = "admin@domaine-des-pins.fr";

beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

const shot = (page: Page, name: string) =>
  page.screenshot({
    path: join(SHOTS, `admin-platform-${name}.png`),
    fullPage: true,
    animations: "disabled",
  });

/** A session cookie on `host` for `email` of site `siteId` (Node resolves no *.localhost name). */
async function signIn(
  page: Page,
  host: string,
  siteId: number,
  credentials: { email: string; password: string },
) {
  const login = await fetch(server.url("localhost", "/api/login"), {
    method: "POST",
    headers: { "content-type": "application/json", idSite: String(siteId) },
    body: JSON.stringify(credentials),
  });
  expect(login.status).toBe(200);
  const { data } = (await login.json()) as { data: { token: string } };
  await page
    .context()
    .addCookies([
      { name: "token", value: data.token, url: server.url(host, "/"), httpOnly: true, sameSite: "Lax" },
    ]);
}

describe("the platform's screens at 1280 px", () => {
  it("creates a site from the wine estate's template, served at its host name, then suspends it", async () => {
    const opened = await openPage(browser(), 1280);
    const { page } = opened;
    await signIn(page, HOSTS.site1, 1, adminCredentials(server, "superadmin@vitrine.localhost"));
    await opened.goto(server.url(HOSTS.site1, "/admin/plateforme/sites"));
    await page.getByRole("heading", { name: "Sites de la plateforme", level: 1 }).waitFor();
    const problems = await axeProblems(page, "sites");
    expect(await page.locator(".platform-table tbody tr").count()).toBe(2);

    await page.getByLabel("Modèle").selectOption("WINE_ESTATE");
    await page.getByLabel("Nom du site").fill("Domaine des Pins");
    await page.getByLabel("Vigneron (fiches techniques des vins)").check();
    await page.getByLabel("Vente en ligne (boutique, commandes)").check();
    await page.getByLabel("Noms d'hôte de production").fill("www.domaine-des-pins.fr");
    await page.getByLabel("Noms d'hôte de développement").fill(NEW_HOST);
    await page.getByLabel("E-mail de l'administrateur du site").fill(NEW_ADMIN);
    await page.getByRole("button", { name: "Créer le site" }).click();
    const created = page.getByRole("status").filter({ hasText: "Le site Domaine des Pins est créé" });
    await created.waitFor();
    const password = (await created.locator("code").textContent())!.trim();
    expect(password.length).toBeGreaterThanOrEqual(16);
    await expect.poll(() => page.locator(".platform-table tbody tr").count()).toBe(3);
    await shot(page, "sites-created");

    // The third site answers at its host name at once, with the template's wine estate.
    const visitor = await openPage(browser(), 1280);
    const link = await created.getByRole("link", { name: NEW_HOST }).getAttribute("href");
    expect(link).toBe(server.url(NEW_HOST, "/"));
    const home = await visitor.goto(link!);
    expect(home.status()).toBe(200);
    await visitor.page.locator("main").getByText("Muscadet", { exact: false }).first().waitFor();
    expect(await visitor.page.title()).toContain("Domaine des Pins");
    await shot(visitor.page, "new-site-home");
    // Its administrator signs in with the password shown once and reaches its panel.
    await signIn(visitor.page, NEW_HOST, 3, { email: NEW_ADMIN, password });
    await visitor.goto(server.url(NEW_HOST, "/admin"));
    await visitor.page.locator(".admin__site", { hasText: "Domaine des Pins" }).waitFor();
    expect(await visitor.page.getByRole("link", { name: "Sites de la plateforme" }).count()).toBe(0);

    await opened.goto(server.url(HOSTS.site1, "/admin/plateforme/utilisateurs"));
    problems.push(...(await axeProblems(page, "comptes")));
    await page.getByLabel("Rechercher (e-mail, nom)").fill("domaine-des-pins");
    await page.getByRole("button", { name: "Filtrer" }).click();
    await page.waitForURL(/recherche=/);
    await expect.poll(() => page.locator(".platform-table tbody tr").count()).toBe(1);
    expect(await page.locator(".platform-table tbody tr").textContent()).toContain("Domaine des Pins");
    await shot(page, "users");

    await opened.goto(server.url(HOSTS.site1, "/admin/plateforme/sites"));
    await page.getByRole("button", { name: "Suspendre Domaine des Pins" }).click();
    await page.getByText("Domaine des Pins est suspendu.").waitFor();
    const suspended = await visitor.page.goto(server.url(NEW_HOST, "/"));
    expect(suspended?.status()).toBe(503);
    await visitor.page.getByRole("heading", { name: "Site suspendu" }).waitFor();
    await shot(visitor.page, "suspended");

    // The platform's journal: the creation and the suspension, on the new site.
    await opened.goto(server.url(HOSTS.site1, "/admin/plateforme/journal?site=3"));
    await page.getByText("Site suspendu", { exact: false }).first().waitFor();
    expect(await page.locator(".journal-entry").count()).toBe(2);
    expect(await page.locator(".journal-entry").last().textContent()).toContain("Site créé");
    problems.push(...(await axeProblems(page, "journal")));
    await shot(page, "journal");

    expect(problems).toEqual([]);
    await visitor.close();
    await opened.close();
  });
});
