/**
 * The shop's delivery and discount code screens of the admin panel in Chromium at 1280 px, on the
 * built production server: site 2's administrator creates a discount code in /admin/codes-promo
 * (it applies to a cart at once) and changes a rate of a carrier in /admin/livraison (the shipping
 * fees the checkout computes follow); creates a click-and-collect place with an exceptional
 * opening on a Sunday (the day's slot is then offered) and changes a relay point's opening hours.
 * axe-core on the screens. Screenshots under /tmp/shots/.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { signInAsAdmin } from "./admin";
import { type OpenedPage, openPage, setupBrowser } from "./browser";
import { axeProblems } from "./checkout-flow";
import { HOSTS, setupServer } from "./server";

const server = setupServer();
const browser = setupBrowser();

const SHOTS = "/tmp/shots";
const SITE = 2;
const ADMIN_EMAIL = "admin@domaine-trois-moulins.fr";
const site2 = (path: string) => server.url(HOSTS.site2, path);

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({
    path: join(SHOTS, `admin-delivery-${name}.png`),
    fullPage: true,
    animations: "disabled",
  });
}

/** Site 2's API from Node (which resolves no *.localhost name: localhost, the site named by idSite). */
async function api<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(server.url("localhost", `/api${path}`), {
    method,
    headers: { "content-type": "application/json", idSite: String(SITE), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as { data: T; message: string } };
}

/** An active declination of the first wine of the shop. */
async function bottle(): Promise<number> {
  const { body } = await api<{ declinations: Array<{ id: number; isActive?: boolean }> }>(
    "GET",
    "/product/1",
  );
  return body.data.declinations[0]!.id;
}

describe("the shop's delivery and discount codes", () => {
  let admin: OpenedPage;

  beforeAll(async () => {
    admin = await openPage(browser(), 1280);
    await signInAsAdmin(server, admin.context, HOSTS.site2, SITE, ADMIN_EMAIL);
  });
  afterAll(async () => {
    await admin?.close();
  });

  test("a discount code created in the panel applies to a cart", async () => {
    const { page } = admin;
    await admin.goto(site2("/admin/codes-promo"));
    expect(await page.locator("h1").textContent()).toBe("Codes promo");
    await page.getByRole("link", { name: "Nouveau code promo" }).click();
    await page.waitForURL(/\/admin\/codes-promo\/nouveau$/);
    await page.getByRole("textbox", { name: "Code", exact: true }).fill("VENDANGES12");
    await page.getByLabel("Type de remise").selectOption("PERCENT");
    await page.getByLabel("Valeur de la remise").fill("12");
    await page.getByLabel("Montant minimum du panier (€)").fill("10");
    await page.getByRole("button", { name: "Créer le code" }).click();
    await page.waitForURL(/\/admin\/codes-promo\/\d+\?fait=1$/);
    expect(await page.getByRole("status").first().textContent()).toContain("Le code promo est enregistré.");

    // A refusal comes back next to its field, in French.
    await admin.goto(site2("/admin/codes-promo/nouveau"));
    await page.getByRole("textbox", { name: "Code", exact: true }).fill("vendanges12");
    await page.getByLabel("Valeur de la remise").fill("10");
    await page.getByRole("button", { name: "Créer le code" }).click();
    await expect.poll(() => page.locator("#code-code-erreur").textContent()).toContain("Ce code existe déjà");

    await admin.goto(site2("/admin/codes-promo?recherche=vendanges"));
    const row = page.locator("tbody tr", { hasText: "VENDANGES12" });
    expect(await row.textContent()).toContain("12 %");
    expect(await axeProblems(page, "codes promo")).toEqual([]);
    await shot(page, "codes-promo");

    const id = await bottle();
    const cart = await api<{ id: number; cartKey: string }>("POST", `/cart/new/product/${id}`, {
      type: "WINE",
      quantity: 3,
    });
    const applied = await api<{ discount: { code: string; value: number; subtotal: number } }>(
      "POST",
      `/cart/${cart.body.data.id}`,
      { discountCode: "vendanges12" },
      { "x-cart-key": cart.body.data.cartKey },
    );
    expect(applied.status).toBe(200);
    expect(applied.body.data.discount.code).toBe("VENDANGES12");
    expect(applied.body.data.discount.value).toBe(Math.round(applied.body.data.discount.subtotal * 0.12));
  });

  test("a rate changed in the panel changes the shipping fees of the checkout", async () => {
    const { page } = admin;
    await admin.goto(site2("/admin/livraison"));
    expect(await page.locator("h1").textContent()).toBe("Livraison");
    const carrier = page.locator("section.carrier").first();
    const name = (await carrier.locator("h2").textContent())!.split(" (")[0]!;
    const price = carrier.getByLabel("Prix en euros, tarif 1", { exact: true });
    await price.fill("12,50");
    await carrier.getByRole("button", { name: "Enregistrer le tarif 1", exact: true }).click();
    await page.waitForURL(/fait=tarif/);
    expect(await page.getByRole("status").first().textContent()).toContain("Le tarif est enregistré.");
    expect(
      await page
        .locator("section.carrier")
        .first()
        .getByLabel("Prix en euros, tarif 1", { exact: true })
        .inputValue(),
    ).toBe("12,50");
    expect(await axeProblems(page, "livraison")).toEqual([]);
    await shot(page, "livraison");

    const fees = await api<{ carriers: Array<{ name: string; price: number }> }>(
      "POST",
      "/calculate/shipping-fees",
      {
        products: [{ idProduct: await bottle(), quantity: 3 }],
        postalCode: "44330",
        country: "FR",
      },
    );
    expect(fees.body.data.carriers.find((offer) => offer.name === name)?.price).toBe(1250);
    expect(admin.problems.pageErrors).toEqual([]);
  });

  test("a pickup place created with an exceptional opening offers that day's slot", async () => {
    const { page } = admin;
    await admin.goto(site2("/admin/livraison"));
    const name = "Retrait à la boutique de Clisson";
    const fill = (id: string, value: string) => page.locator(`#${id}`).fill(value);
    await fill("retrait-nouveau-name", name);
    await fill("retrait-nouveau-minNoticeHours", "0");
    await fill("retrait-nouveau-address-firstPart", "12 place du Marché");
    await fill("retrait-nouveau-address-postalCode", "44190");
    await fill("retrait-nouveau-address-city", "Clisson");
    await page.locator("#retrait-nouveau-schedules-0-weekday").selectOption("2");
    await fill("retrait-nouveau-schedules-0-startTime", "10:00");
    await fill("retrait-nouveau-schedules-0-endTime", "12:00");
    await page.getByRole("button", { name: "Créer le lieu de retrait", exact: true }).click();
    await page.waitForURL(/fait=retrait-cree/);
    expect(await page.getByRole("status").first().textContent()).toContain("Le lieu de retrait est créé.");
    // The form is emptied for the next place.
    expect(await page.locator("#retrait-nouveau-name").inputValue()).toBe("");
    const place = page.locator(".pickup-place", {
      has: page.getByRole("heading", { name: new RegExp(name) }),
    });
    const calendarId = Number((await place.getAttribute("id"))!.replace("retrait-", ""));
    expect(calendarId).toBeGreaterThan(0);

    // A Sunday one to two weeks ahead: the place opens on Tuesdays only.
    const sunday = new Date();
    sunday.setUTCDate(sunday.getUTCDate() + 7 + ((7 - sunday.getUTCDay()) % 7));
    const date = sunday.toISOString().slice(0, 10);
    const form = `ouverture-${calendarId}-nouveau`;
    const slots = async () =>
      (
        await api<{ slots: Array<{ idSchedule: number | null }> }>(
          "GET",
          `/calendar/${calendarId}/slots/${date}`,
        )
      ).body.data.slots;
    expect(await slots()).toEqual([]);

    // A refusal comes back next to its field, in French.
    await fill(`${form}-date`, date);
    await fill(`${form}-startTime`, "15:00");
    await fill(`${form}-endTime`, "09:00");
    const openingForm = page.locator(`form[aria-label="Nouvelle ouverture exceptionnelle de ${name}"]`);
    await openingForm.getByRole("button", { name: "Ouvrir ce jour", exact: true }).click();
    await expect
      .poll(() => page.locator(`#${form}-endTime-erreur`).textContent())
      .toContain("L'heure de fin doit suivre l'heure de début.");
    await fill(`${form}-date`, date);
    await fill(`${form}-startTime`, "09:00");
    await fill(`${form}-endTime`, "12:30");
    await fill(`${form}-capacity`, "5");
    await openingForm.getByRole("button", { name: "Ouvrir ce jour", exact: true }).click();
    await page.waitForURL(/fait=ouverture/);
    const listed = page.locator(`#retrait-${calendarId} time[datetime="${date}"]`);
    expect(await listed.textContent()).toMatch(/^dimanche \d+ \S+ \d{4}, de 9\sh à 12\sh\s30$/);
    expect(await slots()).toEqual([expect.objectContaining({ idSchedule: expect.any(Number), capacity: 5 })]);
    const offered = await api<Array<{ calendarId: number; name: string }>>("GET", "/click-and-collect");
    expect(offered.body.data.map((p) => p.name)).toContain(name);

    expect(await axeProblems(page, "livraison, retrait")).toEqual([]);
    await shot(page, "retrait");
    expect(admin.problems.pageErrors).toEqual([]);
  });

  test("a relay point's opening hours are changed in the panel", async () => {
    const { page } = admin;
    await admin.goto(site2("/admin/livraison"));
    const edit = () => page.locator("details.relay-edit").first();
    await edit().locator("summary").click();
    await edit().getByLabel("Horaires du dimanche", { exact: true }).fill("9h à midi");
    await edit()
      .getByRole("button", { name: /^Enregistrer le point relais/ })
      .click();
    await expect
      .poll(() => edit().locator(".field--invalid").textContent())
      .toContain("Indiquez les heures ainsi : 09:00-12:00, 14:00-19:00 (vide : fermé).");
    await edit().getByLabel("Horaires du dimanche", { exact: true }).fill("09:00-12:30");
    await edit()
      .getByRole("button", { name: /^Enregistrer le point relais/ })
      .click();
    await page.waitForURL(/fait=relais/);
    await admin.goto(site2("/admin/livraison"));
    await edit().locator("summary").click();
    expect(await edit().getByLabel("Horaires du dimanche", { exact: true }).inputValue()).toBe("09:00-12:30");
    expect(await axeProblems(page, "livraison, point relais")).toEqual([]);
    expect(admin.problems.pageErrors).toEqual([]);
  });
});
