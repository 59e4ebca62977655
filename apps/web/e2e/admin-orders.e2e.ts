/**
 * The admin panel's orders in Chromium at 1280 px, on the built production server with the Stripe
 * fake: a card order of site 2 is placed through the API and paid by the fake's signed webhook;
 * site 2's administrator finds it in /admin/commandes (search, sorted table), opens it, moves it
 * from « Payée » to « En préparation » then « Expédiée » and the customer's e-mail is written in the
 * server's mail directory; a partial refund issues a credit note and the card is refunded at the
 * fake; the packing slip downloads as a PDF. axe-core finds no serious or critical violation on
 * the list, the order and the refund dialog. Screenshots under /tmp/shots/.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { waitForMail } from "@vitrine/api/testing/mail";
import { createApiClient } from "@vitrine/sdk/client";
import { orderCalls } from "@vitrine/sdk/orders";
import type { ShippingFees } from "@vitrine/shared/schemas/delivery";
import { formatEuros } from "@vitrine/shared/shop-rules";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { adminCredentials } from "./admin";
import { type OpenedPage, openPage, setupBrowser } from "./browser";
import { axeProblems } from "./checkout-flow";
import { HOSTS } from "./server";
import { setupShopServer } from "./stripe";

const browser = setupBrowser();
const shop = setupShopServer();
const SHOTS = "/tmp/shots";
const SITE = 2;
const ADMIN_EMAIL = "admin@domaine-trois-moulins.fr";
const CUSTOMER = `client-admin-${Date.now()}@example.fr`;
const site2 = (path: string) => shop().server.url(HOSTS.site2, path);

beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

async function shot(page: Page, name: string) {
  await page.screenshot({
    path: join(SHOTS, `admin-orders-${name}.png`),
    fullPage: true,
    animations: "disabled",
  });
}

/** The API of site 2 from Node (which resolves no *.localhost name: localhost, the site named by idSite). */
const siteApi = () => createApiClient({ baseUrl: shop().server.url("localhost", "/api"), siteId: SITE });

/** Six Muscadet to a home in Vallet, paid by card: Stripe's webhook makes the order paid. */
async function paidCardOrder(): Promise<{
  id: number;
  reference: string;
  intentId: string;
  declinationId: number;
}> {
  const api = siteApi();
  const product = await api.product(1);
  const declination = product.declinations.find((candidate) => (candidate.stock ?? 99) >= 6)!;
  const products = [{ id: declination.id, quantity: 6 }];
  const fees = await api.request<ShippingFees>("POST", "/calculate/shipping-fees", {
    products: [{ idProduct: declination.id, quantity: 6 }],
    postalCode: "44330",
    country: "FR",
  });
  const carrier = fees.carriers.find((offer) => !offer.needsAccessPoint)!;
  const france = (await api.countries()).find((country) => country.alphaTwo === "FR")!;
  const placed = await orderCalls(api).placeOrder({
    products,
    email: CUSTOMER,
    phone: "06 11 22 33 44",
    address: {
      delivery: {
        firstname: "Louise",
        lastname: "Bernard",
        firstPart: "3 rue des Vignes",
        postalCode: "44330",
        city: "Vallet",
        country: france.id,
      },
    },
    delivery: { type: "delivery", idCarrier: carrier.id },
    paymentMethod: "CARD",
  });
  const stripe = shop().stripe;
  const intent = stripe
    .intents()
    .find((candidate) => candidate.metadata.orderId === String(placed.order.id))!;
  await stripe.succeed(intent.id);
  await stripe.idle();
  return {
    id: placed.order.id,
    reference: placed.order.reference,
    intentId: intent.id,
    declinationId: declination.id,
  };
}

/** The stock of the declination the orders take. */
async function stockOf(declinationId: number) {
  const product = await siteApi().product(1);
  return product.declinations.find((candidate) => candidate.id === declinationId)!.stock ?? 0;
}

/** A unit's price in cents, as the refund form's line says it (« 6 sur 6 à rembourser, 12,00 € l'unité »). */
async function unitPrice(page: Page): Promise<number> {
  const hint = (await page.locator(".refund-form__items .field__hint").first().textContent()) ?? "";
  const [, euros, cents] = /(\d+),(\d{2})\s€ l'unité/.exec(plain(hint))!;
  return Number(euros) * 100 + Number(cents);
}

/** A French amount's narrow no-break spaces as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

/** A session of site 2's administrator, as the login page would open it. */
async function adminToken(): Promise<string> {
  const login = await fetch(shop().server.url("localhost", "/api/login"), {
    method: "POST",
    headers: { "content-type": "application/json", idSite: String(SITE) },
    body: JSON.stringify(adminCredentials(shop().server, ADMIN_EMAIL)),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  return data.token;
}

/** Site 2's administrator signed in: the session cookie the login page would set. */
async function adminPage(width = 1280): Promise<OpenedPage> {
  const opened = await openPage(browser(), width);
  await opened.context.addCookies([
    { name: "token", value: await adminToken(), url: site2("/"), httpOnly: true, sameSite: "Lax" },
  ]);
  return opened;
}

/** Clicks a move's button and waits for the order page to confirm it. */
async function moveTo(page: Page, label: string) {
  await page.getByRole("button", { name: `Passer à « ${label} »` }).click();
  await page
    .getByRole("status")
    .filter({ hasText: `Commande passée à « ${label} »` })
    .waitFor();
  await page.locator(".order-page__head .order-status", { hasText: label }).waitFor();
}

describe("the admin's orders at 1280 px", () => {
  it("finds a paid card order, ships it (the customer is e-mailed), refunds part of it at Stripe", async () => {
    const order = await paidCardOrder();
    const opened = await adminPage();
    const { page } = opened;
    await opened.goto(site2("/admin/commandes"));
    await page.getByRole("heading", { name: "Commandes", level: 1 }).waitFor();
    await page.getByRole("link", { name: "Commandes" }).first().waitFor();
    const problems = await axeProblems(page, "liste des commandes");
    await shot(page, "list");

    await page.getByLabel("Rechercher").fill(order.reference);
    await page.getByLabel("État").selectOption("paid");
    await page.getByRole("button", { name: "Filtrer" }).click();
    await page.waitForURL(/recherche=/);
    const rows = page.locator(".orders-table tbody tr");
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain("Louise Bernard");
    // Sorted by total: the header link says so to assistive technologies.
    await page.getByRole("link", { name: /^Total/ }).click();
    await page.waitForURL(/tri=total-desc/);
    expect(await page.locator("th[aria-sort]").textContent()).toContain("Total");
    await shot(page, "list-filtered");

    await page.getByRole("link", { name: order.reference }).click();
    await page.getByRole("heading", { name: `Commande ${order.reference}`, level: 1 }).waitFor();
    await page.locator(".order-page__head .order-status", { hasText: "Payée" }).waitFor();
    problems.push(...(await axeProblems(page, "commande")));
    await shot(page, "order-paid");

    await moveTo(page, "En préparation");
    await page.getByLabel("Note pour l'historique (facultative)").fill("Colis remis à La Poste");
    // The parcel's tracking, typed with the move: a wrong link is refused next to its field.
    await page.getByLabel("Numéro de suivi (facultatif)").fill("6A12345678901");
    await page.getByLabel("Lien de suivi chez le transporteur (facultatif)").fill("laposte.fr/suivi");
    await page.getByRole("button", { name: "Passer à « Expédiée »" }).click();
    await page.getByText("Le lien de suivi doit être une adresse complète en https://.").waitFor();
    expect(await page.getByLabel("Numéro de suivi (facultatif)").inputValue()).toBe("6A12345678901");
    const trackingPage = "https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901";
    await page.getByLabel("Lien de suivi chez le transporteur (facultatif)").fill(trackingPage);
    await moveTo(page, "Expédiée");
    const mailDir = join(shop().server.dataDir, "mail");
    const shipped = await waitForMail(mailDir, CUSTOMER, /est expédiée/, { timeoutMs: 15_000 });
    expect(shipped.subject).toBe(`Votre commande ${order.reference} est expédiée`);
    expect(shipped.text).toContain(`Votre commande n° ${order.reference} vient d'être expédiée.`);
    expect(shipped.text).toContain("Numéro de suivi : 6A12345678901");
    expect(shipped.text).toContain(`Suivre votre colis : ${trackingPage}`);
    // Shipped, the tracking is shown and may be corrected (no e-mail).
    expect(await page.getByRole("link", { name: /Suivre le colis/ }).getAttribute("href")).toBe(trackingPage);
    await page.getByLabel("Numéro de suivi (facultatif)").fill("6A12345678902");
    await page.getByRole("button", { name: "Enregistrer le suivi" }).click();
    await page.getByRole("status").filter({ hasText: "Suivi du colis enregistré." }).waitFor();
    expect(await page.locator(".order-tracking__number").textContent()).toBe("6A12345678902");
    expect(await page.locator(".order-timeline").textContent()).toContain("« Colis remis à La Poste »");

    await page.getByLabel("Montant à rembourser (€)").fill("5,50");
    await page.getByLabel("Motif (figure sur l'avoir)").fill("Étiquette abîmée");
    await page.getByRole("button", { name: "Rembourser", exact: true }).click();
    await page
      .getByRole("status")
      .filter({ hasText: /Remboursement enregistré : avoir A-\d{4}-\d{6}\./ })
      .waitFor();
    await page.locator(".order-page__head .order-status", { hasText: "Expédiée" }).waitFor();
    // Made, the refund leaves an empty form: a second click refunds nothing twice.
    expect(await page.getByLabel("Montant à rembourser (€)").inputValue()).toBe("");
    const refund = await shop().stripe.waitForEvent(
      "charge.refunded",
      (event) => event.data.object.payment_intent === order.intentId,
      20_000,
    );
    expect(refund.data.object.amount_refunded).toBe(550);
    await opened.goto(page.url());
    expect(await page.locator(".order-documents").textContent()).toMatch(
      /Avoir A-\d{4}-\d{6}.*remboursé sur la carte/s,
    );
    problems.push(...(await axeProblems(page, "commande expédiée")));
    await shot(page, "order-shipped-refunded");

    // By line: one bottle, its worth shown and put in the amount, lowered to 2 €, back in stock.
    const stockBefore = await stockOf(order.declinationId);
    const bottles = page.getByRole("group", { name: "Bouteilles et frais à rembourser" });
    await bottles.getByRole("spinbutton").first().fill("1");
    const price = plain(formatEuros(await unitPrice(page)));
    expect(plain((await page.locator(".refund-form__worth").textContent()) ?? "")).toContain(price);
    const amount = page.getByLabel("Montant à rembourser (€)");
    expect(`${await amount.inputValue()} €`).toBe(price);
    expect(await page.getByLabel("Remettre en stock").isChecked()).toBe(true);
    await amount.fill("2,00");
    await page.getByRole("button", { name: "Rembourser", exact: true }).click();
    await page
      .getByRole("status")
      .filter({ hasText: /Remboursement enregistré : avoir A-\d{4}-\d{6}\./ })
      .waitFor();
    await shop().stripe.waitForEvent(
      "charge.refunded",
      (event) =>
        event.data.object.payment_intent === order.intentId && event.data.object.amount_refunded === 750,
      20_000,
    );
    expect(await stockOf(order.declinationId)).toBe(stockBefore + 1);
    problems.push(...(await axeProblems(page, "remboursement par bouteille")));
    await shot(page, "order-refunded-by-line");

    await page.getByRole("link", { name: "Rembourser toute la commande" }).click();
    await page.getByRole("dialog", { name: "Rembourser toute la commande ?" }).waitFor();
    problems.push(...(await axeProblems(page, "dialogue de remboursement")));
    await shot(page, "refund-dialog");
    await page.getByRole("link", { name: "Annuler" }).click();
    await page.getByRole("dialog").waitFor({ state: "detached" });

    // The packing slip, fetched by the page with the administrator's cookie (Node resolves no *.localhost).
    const slip = await page.evaluate(async (url) => {
      const response = await fetch(url);
      const start = new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5));
      return { status: response.status, type: response.headers.get("content-type"), start };
    }, `/admin/commandes/${order.id}/bon-de-livraison`);
    expect(slip).toEqual({ status: 200, type: "application/pdf", start: "%PDF-" });

    expect(problems).toEqual([]);
    expect(opened.problems.pageErrors).toEqual([]);
    await opened.close();
  });

  it("refunds a bottle without JavaScript: the server gives back its worth", async () => {
    const order = await paidCardOrder();
    const context = await browser().newContext({ javaScriptEnabled: false, locale: "fr-FR" });
    await context.addCookies([
      { name: "token", value: await adminToken(), url: site2("/"), httpOnly: true, sameSite: "Lax" },
    ]);
    const page = await context.newPage();
    await page.goto(site2(`/admin/commandes/${order.id}`));
    const bottle = page
      .getByRole("group", { name: "Bouteilles et frais à rembourser" })
      .getByRole("spinbutton")
      .first();
    await bottle.fill("1");
    await page.getByRole("button", { name: "Rembourser", exact: true }).click();
    await page
      .getByRole("status")
      .filter({ hasText: /Remboursement enregistré/ })
      .waitFor();
    const refund = await shop().stripe.waitForEvent(
      "charge.refunded",
      (event) => event.data.object.payment_intent === order.intentId,
      20_000,
    );
    expect(refund.data.object.amount_refunded).toBe(await unitPrice(page));
    await context.close();
  });

  it("shows an unknown order as such in the panel, and the list's refusals next to their field", async () => {
    const opened = await adminPage();
    const { page } = opened;
    const missing = await opened.goto(site2("/admin/commandes/999999"));
    expect(missing.status()).toBe(404);
    await page.getByRole("heading", { name: "Commande introuvable" }).waitFor();
    await opened.goto(site2("/admin/commandes?du=2026-04-02&au=2026-04-01"));
    await page.getByText("La date de fin doit être le même jour que la date de début, ou après.").waitFor();
    expect(await page.getByLabel("Au").getAttribute("aria-invalid")).toBe("true");
    await shot(page, "list-refused");
    await opened.close();
  });
});

describe("the shop's screens at 375 px", () => {
  it("fit a phone's width: their tables scroll inside their cards, not the page", async () => {
    const opened = await adminPage(375);
    const { page } = opened;
    for (const path of [
      "/admin/commandes",
      "/admin/commandes/1",
      "/admin/produits",
      "/admin/produits/1",
      "/admin/clients",
      "/admin/livraison",
      "/admin/codes-promo",
    ]) {
      await opened.goto(site2(path));
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
      // The lists' sort links are a finger's room high.
      const shortSorts = await page.evaluate(() =>
        [...document.querySelectorAll(".orders-table__sort")]
          .filter((link) => link.getBoundingClientRect().height < 44)
          .map((link) => link.textContent),
      );
      expect(shortSorts, path).toEqual([]);
      // The top bar's site name holds on one line.
      const brandLines = await page.evaluate(() => {
        const range = document.createRange();
        range.selectNodeContents(document.querySelector(".admin__brand")!);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.bottom))).size;
      });
      expect(brandLines, path).toBe(1);
    }
    await shot(page, "codes-promo-375");
    await opened.close();
  });

  it("keeps the list's filters in their card, apart, and the customers' names readable", async () => {
    const opened = await adminPage(375);
    const { page } = opened;
    await opened.goto(site2("/admin/commandes"));
    const layout = await page.evaluate(() => {
      const card = document.querySelector(".order-filters")!.getBoundingClientRect();
      const boxes = [...document.querySelectorAll(".order-filters .field__input")].map((input) => ({
        name: input.getAttribute("name"),
        box: input.getBoundingClientRect(),
      }));
      const overlaps = (a: DOMRect, b: DOMRect) =>
        a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      return {
        outside: boxes.filter(({ box }) => box.left < card.left || box.right > card.right).map((f) => f.name),
        overlapping: boxes
          .filter(({ box }, i) => boxes.some((other, j) => i !== j && overlaps(box, other.box)))
          .map((f) => f.name),
        // Room for a date's whole value and its calendar button (Chromium's own width is 178 px).
        narrowestDate: Math.min(
          ...boxes.filter(({ name }) => name === "du" || name === "au").map(({ box }) => box.width),
        ),
        narrowestCustomer: Math.min(
          ...[...document.querySelectorAll(".orders-table__customer")].map(
            (c) => c.getBoundingClientRect().width,
          ),
        ),
      };
    });
    expect({
      ...layout,
      narrowestDate: layout.narrowestDate >= 178,
      narrowestCustomer: layout.narrowestCustomer >= 160,
    }).toEqual({ outside: [], overlapping: [], narrowestDate: true, narrowestCustomer: true });
    await opened.close();
  });

  it("shows the whole list at 1280 px, its states in view, the e-mails cut after their « @ » only", async () => {
    const opened = await adminPage(1280);
    const { page } = opened;
    await opened.goto(site2("/admin/commandes"));
    const fit = await page.evaluate(() => {
      const scroll = document.querySelector(".orders-table__scroll")!;
      const right = scroll.getBoundingClientRect().right;
      return {
        scrolls: scroll.scrollWidth > scroll.clientWidth,
        statesCut: [...document.querySelectorAll(".orders-table .order-status")].filter(
          (badge) => badge.getBoundingClientRect().right > right,
        ).length,
        // An address on two lines breaks at its « @ »: each side of it on one line (the sample
        // customers'; a longer one, as this file's own, may still be cut where it must).
        emailsCut: [...document.querySelectorAll(".orders-table__customer > span")].filter((email) => {
          if ((email.textContent ?? "").indexOf("@") > 20) return false;
          const [local, domain] = [email.childNodes[0]!, email.childNodes[email.childNodes.length - 1]!];
          const oneLine = (node: ChildNode) => {
            const range = document.createRange();
            range.selectNodeContents(node);
            return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size <= 1;
          };
          return !oneLine(local) || !oneLine(domain);
        }).length,
      };
    });
    expect(fit).toEqual({ scrolls: false, statesCut: 0, emailsCut: 0 });
    await opened.close();
  });
});
