/**
 * The change of a site by the SUPER_ADMIN in Chromium at 1280 px, on the built production server:
 * « Modifier » on /admin/plateforme/sites opens /admin/plateforme/sites/2; a host name of another
 * site is refused beside its field (in French); a new name and a new development host name are
 * saved, and site 2 answers at once at that host. The form works with JavaScript off too. axe-core
 * finds no serious or critical violation on the screen, with and without an error.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { signInAsAdmin } from "./admin";
import { openPage, setupBrowser } from "./browser";
import { axeProblems } from "./checkout-flow";
import { HOSTS, setupServer } from "./server";

const server = setupServer();
const browser = setupBrowser();
const SHOTS = "/tmp/shots";
const NEW_HOST = "moulins-caves.localhost";

beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

const shot = (page: Page, name: string) =>
  page.screenshot({
    path: join(SHOTS, `admin-platform-edit-${name}.png`),
    fullPage: true,
    animations: "disabled",
  });

describe("the change of a site by the platform's administrator", () => {
  it("refuses a host name of another site beside its field, then saves a new name and host name", async () => {
    const opened = await openPage(browser(), 1280);
    const { page, context } = opened;
    await signInAsAdmin(server, context, HOSTS.site1, 1, "superadmin@vitrine.localhost");
    await opened.goto(server.url(HOSTS.site1, "/admin/plateforme/sites"));
    await page.locator('a[href="/admin/plateforme/sites/2"]').click();
    await page.waitForURL(/\/admin\/plateforme\/sites\/2$/);
    await page.getByRole("heading", { level: 1, name: /Modifier le site/ }).waitFor();
    const problems = await axeProblems(page, "site");
    const devHosts = page.getByLabel("Noms d'hôte de développement");
    expect(await devHosts.inputValue()).toBe(HOSTS.site2);

    // The first site's host name: refused, said beside the field.
    await devHosts.fill(`${HOSTS.site2}, ${HOSTS.site1}`);
    await page.getByRole("button", { name: "Enregistrer le site" }).click();
    const refusal = page.locator("#site-dev-hosts-erreur");
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain(`« ${HOSTS.site1} » est déjà utilisé`);
    expect(await devHosts.getAttribute("aria-invalid")).toBe("true");
    problems.push(...(await axeProblems(page, "site-erreur")));
    await shot(page, "refused");

    // Without JavaScript: the plain form saves a new name and a new host name.
    const plain = await browser().newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 900 },
      locale: "fr-FR",
    });
    await signInAsAdmin(server, plain, HOSTS.site1, 1, "superadmin@vitrine.localhost");
    const noJs = await plain.newPage();
    await noJs.goto(server.url(HOSTS.site1, "/admin/plateforme/sites/2"));
    const name = noJs.getByLabel("Nom du site");
    const renamed = `${await name.inputValue()} (caves)`;
    await name.fill(renamed);
    await noJs.getByLabel("Noms d'hôte de développement").fill(`${HOSTS.site2}, ${NEW_HOST}`);
    await noJs.getByRole("button", { name: "Enregistrer le site" }).click();
    await noJs.getByText(`Le site ${renamed} est enregistré.`).waitFor();
    expect(await noJs.getByLabel("Noms d'hôte de développement").inputValue()).toBe(
      `${HOSTS.site2}, ${NEW_HOST}`,
    );
    await shot(noJs, "saved");
    await plain.close();

    // Site 2 answers at once at its new host name; the list shows the new name.
    const visitor = await openPage(browser(), 1280);
    await visitor.goto(server.url(HOSTS.site2, "/"));
    const siteTwoTitle = await visitor.page.title();
    expect((await visitor.goto(server.url(NEW_HOST, "/"))).status()).toBe(200);
    expect(await visitor.page.title()).toBe(siteTwoTitle);
    await visitor.close();
    await opened.goto(server.url(HOSTS.site1, "/admin/plateforme/sites"));
    expect(await page.locator(".platform-table").textContent()).toContain(NEW_HOST);

    expect(problems).toEqual([]);
    await opened.close();
  });
});
