/**
 * Orders from the checkout's last step, without JavaScript where it needs none: the site's payment
 * methods, an order placed by transfer with one order for a double submit, the cart forgotten and
 * the header empty, the confirmation page (what happens next, the lines, the delivery) opened by
 * the order's secret or the member's session, the card's page with Stripe in its own CSP only,
 * refusals in the API's French words with the step to fix, the member's orders and « Commander à
 * nouveau », an unpaid order cancelled from its page, the order's link of a guest's e-mails.
 */

import { declinations, paymentConfigs } from "@vitrine/api/db/schema/index";
import { refundOrder } from "@vitrine/api/modules/shop/orders/refunds";
import { moveOrder } from "@vitrine/api/modules/shop/orders/transitions";
import { createMember } from "@vitrine/api/testing/factories/account";
import { createCarrier } from "@vitrine/api/testing/factories/delivery";
import { createDiscountCode } from "@vitrine/api/testing/factories/shop";
import { type FakeStripe, startFakeStripe } from "@vitrine/api/testing/fake-stripe";
import { readMails } from "@vitrine/api/testing/mail";
import { readPdf } from "@vitrine/api/testing/pdf";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  carrierValue,
  checkoutWalk,
  fieldError,
  Jar,
  sellingAbroad,
  shopProducts,
  text,
} from "./checkout-testing";
import { createTestWebServer, pageRequests, type TestWebServer } from "./testing";

let web: TestWebServer;
let app: FastifyInstance;
let stripe: FakeStripe;
let products: Array<{ url: string; declinationId: number }>;

const SITE2 = "domaine-trois-moulins.localhost";

beforeAll(async () => {
  stripe = await startFakeStripe({ webhookSecret: "whsec_web", secretKey: "sk_test_web" });
  web = await createTestWebServer({
    stripeSecretKey: "sk_test_web",
    stripeWebhookSecret: "whsec_web",
    stripeApiUrl: stripe.url,
  });
  app = web.app;
  const db = web.testDb.database.db;
  await db.update(paymentConfigs).set({ publishableKey: "pk_test_web" }).where(eq(paymentConfigs.siteId, 2));
  products = await shopProducts(app);
  // Enough bottles for every order of this file.
  await db.update(declinations).set({ stock: 500 }).where(eq(declinations.id, products[0]!.declinationId));
  await createCarrier(db, 2, { name: "Transport Loire Express", rates: [{ zone: "FR_METRO", price: 1290 }] });
});

afterAll(async () => {
  await web?.close();
  await stripe?.close();
});

const { get, post } = pageRequests(() => app, SITE2, 43);
const walk = checkoutWalk(() => app, post);

/** A guest's cart of `quantity` bottles taken to the payment step with home delivery. */
async function readyToPay(quantity = 6, product = products[0]!): Promise<Jar> {
  return toPaymentStep(await walk.cartWith(product, quantity));
}

/** From a cart: the contact step, home delivery, the summary confirmed. */
async function toPaymentStep(jar: Jar): Promise<Jar> {
  await walk.contact(jar);
  const delivery = await get("/commande?etape=livraison", { cookie: jar.toString() });
  const carrier = carrierValue(delivery.body, "Transport Loire Express");
  jar.take(
    await post("/commande?etape=livraison", { intent: "delivery", carrier }, { cookie: jar.toString() }),
  );
  const review = { intent: "review", acceptTerms: "on", adult: "on" };
  const confirmed = jar.take(await post("/commande?etape=recapitulatif", review, { cookie: jar.toString() }));
  expect(confirmed.headers.location).toBe("/commande?etape=paiement");
  return jar;
}

/** The payment step's hidden fields, as its form posts them. */
async function paymentForm(jar: Jar) {
  const page = await get("/commande?etape=paiement", { cookie: jar.toString() });
  expect(page.statusCode).toBe(200);
  const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(page.body)?.[1] ?? "";
  return {
    page,
    fields: { intent: "place", idempotencyKey: hidden("idempotencyKey"), lines: hidden("lines") },
  };
}

/** Places the order of the payment step as rendered now, by `paymentMethod`; the jar keeps the answer's cookies. */
async function place(jar: Jar, paymentMethod: string, extra: Record<string, string> = {}) {
  const { fields } = await paymentForm(jar);
  const placed = jar.take(
    await post(
      "/commande?etape=paiement",
      { ...fields, paymentMethod, ...extra },
      { cookie: jar.toString() },
    ),
  );
  return { placed, id: orderIdOf(placed.headers.location) };
}

const orderIdOf = (location: unknown) =>
  Number(/\/commande\/(?:confirmation|paiement)\/(\d+)$/.exec(String(location))?.[1]);

describe("the payment step", () => {
  it("offers the site's methods, the card saying it needs JavaScript, payment at pickup only for click-and-collect", async () => {
    const jar = await readyToPay();
    const { page, fields } = await paymentForm(jar);
    const body = text(page.body);
    expect(body).toContain("Moyen de paiement");
    expect(page.body).toMatch(/name="paymentMethod" value="CARD"/);
    expect(page.body).toMatch(/name="paymentMethod" value="TRANSFER"/);
    expect(page.body).toMatch(/name="paymentMethod" value="CHEQUE"/);
    expect(page.body).not.toMatch(/value="ON_SITE"/);
    expect(page.body).toMatch(/<noscript>[\s\S]*Le paiement par carte nécessite JavaScript/);
    expect(fields.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    // No Stripe on this page: neither its script nor its origins in the policy.
    expect(page.body).not.toContain("js.stripe.com");
    expect(String(page.headers["content-security-policy"])).not.toContain("stripe");
    // Each rendering has its own key.
    expect((await paymentForm(jar)).fields.idempotencyKey).not.toBe(fields.idempotencyKey);
  });

  it("refuses no method, and the card without JavaScript, next to the field", async () => {
    const jar = await readyToPay();
    const { fields } = await paymentForm(jar);
    const none = await post("/commande?etape=paiement", fields, { cookie: jar.toString() });
    expect(none.statusCode).toBe(400);
    expect(fieldError(none.body, "paiement")).toBe("Choisissez un moyen de paiement.");
    const card = await post(
      "/commande?etape=paiement",
      { ...fields, paymentMethod: "CARD" },
      { cookie: jar.toString() },
    );
    expect(card.statusCode).toBe(400);
    expect(fieldError(card.body, "paiement")).toContain("Le paiement par carte nécessite JavaScript");
    const noKey = await post(
      "/commande?etape=paiement",
      { ...fields, idempotencyKey: "", paymentMethod: "TRANSFER" },
      { cookie: jar.toString() },
    );
    expect(noKey.statusCode).toBe(400);
    expect(text(noKey.body)).toContain(
      "Cette page n'est plus valable : rechargez-la, puis validez votre commande.",
    );
    const forged = await post(
      "/commande?etape=paiement",
      { ...fields, paymentMethod: "ON_SITE" },
      { cookie: jar.toString() },
    );
    expect(fieldError(forged.body, "paiement")).toBe("Choisissez un moyen de paiement.");
    // Nothing was ordered: the cart is still there.
    expect(text((await get("/panier", { cookie: jar.toString() })).body)).not.toContain(
      "Votre panier est vide",
    );
  });
});

describe("an order by bank transfer, without JavaScript", () => {
  it("is placed once for a double submit, forgets the cart, and shows what to do next", async () => {
    const jar = await readyToPay();
    const { fields } = await paymentForm(jar);
    const before = jar.toString();
    const order = { ...fields, paymentMethod: "TRANSFER", message: "Livrer après 18 h, merci." };
    const placed = jar.take(await post("/commande?etape=paiement", order, { cookie: before }));
    expect(placed.statusCode).toBe(302);
    const id = orderIdOf(placed.headers.location);
    expect(placed.headers.location).toBe(`/commande/confirmation/${id}`);
    const cookies = String(placed.headers["set-cookie"]);
    expect(cookies).toMatch(/orderAccess=[^;]+;.*HttpOnly/i);
    for (const name of ["cartId", "cartKey", "checkout"]) expect(jar.has(name)).toBe(false);

    // The same post again, its first answer lost (the browser's cookies as before): the same order.
    const again = await post("/commande?etape=paiement", order, { cookie: before });
    expect(orderIdOf(again.headers.location)).toBe(id);
    // And with the answer's cookies: straight to it.
    const third = await post("/commande?etape=paiement", order, { cookie: jar.toString() });
    expect(third.headers.location).toBe(`/commande/confirmation/${id}`);

    const page = await get(`/commande/confirmation/${id}`, { cookie: jar.toString() });
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("private, no-store");
    const body = text(page.body);
    expect(body).toMatch(/Commande \d{4}-\d{6}/);
    expect(body).toContain("En attente de paiement");
    expect(body).toContain("Effectuez un virement de");
    expect(body).toContain("FR76 3000 4000 0312 3456 7890 143");
    expect(body).toMatch(/Référence à indiquer \d{4}-\d{6}/);
    expect(body).toContain("Transport Loire Express");
    expect(body).toContain("3 rue des Vignes");
    expect(body).toMatch(/Total TTC \d+,\d\d €/);
    expect(body).toContain("louise@example.fr");
    expect(page.body).not.toContain("Télécharger la facture");

    // The header's cart and the cart page agree: empty.
    const cart = await get("/panier", { cookie: jar.toString() });
    expect(text(cart.body)).toContain("Votre panier est vide");
    expect(cart.body).toContain('aria-label="Panier, vide"');
    expect(text((await get("/commande", { cookie: jar.toString() })).body)).toContain(
      "Votre panier est vide",
    );
  });

  it("opens a confirmation only with the order's secret or its member's session", async () => {
    const jar = await readyToPay(6);
    const { id } = await place(jar, "CHEQUE");
    const stranger = await get(`/commande/confirmation/${id}`);
    expect(stranger.statusCode).toBe(302);
    expect(stranger.headers.location).toBe(
      `/auth?redirectTo=${encodeURIComponent(`/commande/confirmation/${id}`)}`,
    );
    const other = await readyToPay(6);
    await place(other, "CHEQUE");
    // Another browser's secret opens its own order, not this one: the login, in case it is a member's.
    const elsewhere = await get(`/commande/confirmation/${id}`, { cookie: other.toString() });
    expect(elsewhere.statusCode).toBe(302);
    expect(String(elsewhere.headers.location)).toMatch(/^\/auth\?redirectTo=/);
    expect((await get(`/commande/facture/${id}`, { cookie: other.toString() })).statusCode).toBe(302);
    expect((await get("/commande/confirmation/abc", { cookie: jar.toString() })).statusCode).toBe(404);
    // A forged secret for this order: the API refuses it, the site answers 404.
    const forged = new Jar();
    forged.set(
      "orderAccess",
      Buffer.from(JSON.stringify([{ id, key: "not-the-key" }])).toString("base64url"),
    );
    expect((await get(`/commande/confirmation/${id}`, { cookie: forged.toString() })).statusCode).toBe(404);
    expect((await get(`/commande/confirmation/${id}`, { cookie: jar.toString() })).statusCode).toBe(200);
  });

  it("charges an export what its summary showed, without VAT, and its page says so (no « TTC »)", async () => {
    await sellingAbroad(web, "Transport Mondial", async (geneva) => {
      const jar = await walk.cartWith(products[0]!, 6);
      await walk.contact(jar, geneva);
      const delivery = await get("/commande?etape=livraison", { cookie: jar.toString() });
      const carrier = carrierValue(delivery.body, "Transport Mondial");
      jar.take(
        await post("/commande?etape=livraison", { intent: "delivery", carrier }, { cookie: jar.toString() }),
      );
      const review = { intent: "review", acceptTerms: "on", adult: "on" };
      jar.take(await post("/commande?etape=recapitulatif", review, { cookie: jar.toString() }));
      // 6 × 7,92 € and 24,92 € of delivery, without VAT.
      expect(text((await paymentForm(jar)).page.body)).toContain("Total 72,44 €");
      const { id } = await place(jar, "TRANSFER");
      const page = text((await get(`/commande/confirmation/${id}`, { cookie: jar.toString() })).body);
      expect(page).toMatch(/6 × 7,92 €/);
      expect(page).toContain("Total 72,44 €");
      expect(page).toContain("Vente à l'exportation (hors Union européenne ou outre-mer) : prix hors TVA.");
      expect(page).not.toMatch(/TTC/);
    });
  });
});

describe("refusals", () => {
  it("come back in the API's words with a link to the step concerned", async () => {
    const jar = await readyToPay(6);
    const { fields } = await paymentForm(jar);
    // A wine that someone else bought meanwhile.
    const db = web.testDb.database.db;
    await db.update(declinations).set({ stock: 2 }).where(eq(declinations.id, products[0]!.declinationId));
    try {
      const refused = await post(
        "/commande?etape=paiement",
        { ...fields, paymentMethod: "TRANSFER" },
        { cookie: jar.toString() },
      );
      expect([400, 409]).toContain(refused.statusCode);
      expect(refused.body).toMatch(/<a href="\/panier"[^>]*>Modifier mon panier<\/a>/);
      expect(jar.has("cartId")).toBe(true);
      // The step itself says it before the order is tried.
      const step = await get("/commande?etape=paiement", { cookie: jar.toString() });
      expect(text(step.body)).toContain("Certains produits ne peuvent pas être commandés tels quels");
    } finally {
      await db
        .update(declinations)
        .set({ stock: 500 })
        .where(eq(declinations.id, products[0]!.declinationId));
    }
  });
});

describe("a cart changed after the payment step was shown", () => {
  it("is not ordered at the amount confirmed: the step says so, then shows the new amount", async () => {
    const jar = await readyToPay(6);
    const { fields, page } = await paymentForm(jar);
    const shownTotal = /Commander et payer ([\d ,]+ €)/.exec(text(page.body))?.[1];
    // Another tab adds a wine to the same cart.
    const other = products[1]!;
    const added = { declinationId: String(other.declinationId), quantity: "1" };
    jar.take(await post(other.url, added, { cookie: jar.toString() }));

    const refused = await post(
      "/commande?etape=paiement",
      { ...fields, paymentMethod: "TRANSFER" },
      { cookie: jar.toString() },
    );
    expect(refused.statusCode).toBe(409);
    expect(text(refused.body)).toContain("Votre panier a changé depuis l'affichage de cette page");
    expect(refused.body).toMatch(/<a href="\/panier"[^>]*>Modifier mon panier<\/a>/);
    expect(refused.headers.location).toBeUndefined();
    expect(jar.has("cartId")).toBe(true);

    // Shown again, the step has the new amount and its lines: that order goes through.
    const again = await paymentForm(jar);
    expect(/Commander et payer ([\d ,]+ €)/.exec(text(again.page.body))?.[1]).not.toBe(shownTotal);
    const { placed } = await place(jar, "TRANSFER");
    expect(placed.statusCode).toBe(302);
    expect(String(placed.headers.location)).toMatch(/^\/commande\/confirmation\/\d+$/);
  });
});

describe("a discount code used up", () => {
  it("is refused at the order with a link back to the summary, where the code was typed", async () => {
    await createDiscountCode(web.testDb.database.db, 2, {
      code: "UNEFOIS",
      kind: "PERCENT",
      value: 10,
      usageLimitPerCustomer: 1,
    });
    const withCode = async () => {
      const jar = await readyToPay(6);
      const code = { intent: "discount", discountCode: "unefois" };
      jar.take(await post("/commande?etape=recapitulatif", code, { cookie: jar.toString() }));
      return jar;
    };
    const first = await withCode();
    const { placed } = await place(first, "TRANSFER");
    expect(placed.statusCode).toBe(302);
    const page = text((await get(String(placed.headers.location), { cookie: first.toString() })).body);
    expect(page).toMatch(/Code UNEFOIS − \d+,\d\d €/);

    // The same customer again: the cart takes the code, the order does not.
    const second = await withCode();
    const { placed: refused } = await place(second, "TRANSFER");
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toMatch(
      /<a href="\/commande\?etape=recapitulatif"[^>]*>Modifier le code promo<\/a>/,
    );
    expect(second.has("cartId")).toBe(true);
  });
});

describe("the card", () => {
  it("leads to the payment page, the only one whose CSP lets Stripe in", async () => {
    const jar = await readyToPay();
    const { placed, id } = await place(jar, "CARD", { script: "1" });
    expect(placed.statusCode).toBe(302);
    expect(placed.headers.location).toBe(`/commande/paiement/${id}`);
    // A document load, so the page's own policy applies.
    expect(placed.headers["x-remix-reload-document"]).toBe("true");
    const page = await get(`/commande/paiement/${id}`, { cookie: jar.toString() });
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers["content-security-policy"]);
    expect(csp).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/);
    expect(page.headers["x-page-sources"]).toBeUndefined();
    expect(text(page.body)).toContain("Paiement par carte");
    expect(text(page.body)).toContain("Le paiement par carte nécessite JavaScript");
    const confirmation = await get(`/commande/confirmation/${id}`, { cookie: jar.toString() });
    expect(String(confirmation.headers["content-security-policy"])).not.toContain("stripe");
    expect(text(confirmation.body)).toContain("Votre commande attend son paiement par carte.");
    expect(confirmation.body).toContain(`href="/commande/paiement/${id}"`);
    const failed = await get(`/commande/confirmation/${id}?redirect_status=failed`, {
      cookie: jar.toString(),
    });
    expect(text(failed.body)).toContain("Le paiement par carte n'a pas abouti");
  });
});

describe("an order with nothing to pay", () => {
  it("says so at the payment step, and by card leads to its confirmation, paid, not to Stripe", async () => {
    await createDiscountCode(web.testDb.database.db, 2, { code: "CADEAU100", kind: "PERCENT", value: 100 });
    const jar = await walk.cartWith(products[0]!);
    jar.take(
      await post("/panier", { intent: "discount", discountCode: "cadeau100" }, { cookie: jar.toString() }),
    );
    await walk.contact(jar);
    // Picked up at the cellar: no fees, so the code leaves nothing to pay.
    const delivery = await get("/commande?etape=livraison", { cookie: jar.toString() });
    const carrier = /value="(cc-\d+)"/.exec(delivery.body)![1]!;
    const calendar = carrier.slice(3);
    const slot = new RegExp(`name="slot-${calendar}"[\\s\\S]*?<option value="([^"]+\\|\\d+)"`).exec(
      delivery.body,
    )![1]!;
    const fields = { intent: "delivery", carrier, [`slot-${calendar}`]: slot };
    jar.take(await post("/commande?etape=livraison", fields, { cookie: jar.toString() }));
    const review = { intent: "review", acceptTerms: "on", adult: "on" };
    jar.take(await post("/commande?etape=recapitulatif", review, { cookie: jar.toString() }));
    const { page } = await paymentForm(jar);
    expect(text(page.body)).toContain("Vous n'aurez rien à payer pour cette commande.");
    expect(text(page.body)).toContain("Valider la commande");
    expect(text(page.body)).not.toContain("Commander et payer");
    const { placed, id } = await place(jar, "CARD", { script: "1" });
    expect(placed.headers.location).toBe(`/commande/confirmation/${id}`);
    const confirmation = text((await get(`/commande/confirmation/${id}`, { cookie: jar.toString() })).body);
    expect(confirmation).not.toContain("attend son paiement");
    expect(confirmation).toContain("Statut : Payée");
    // A pickup is free by nature: « Gratuit », not « Offerte » as a waived delivery.
    expect(confirmation).toMatch(/Retrait sur place Gratuit/);
    expect(confirmation).toContain("Vous n'avez rien à payer pour cette commande.");
  });
});

describe("the member's orders", () => {
  const PASSWORD = "Vendanges-2026!";

  /** A member logged in with a cart of `quantity` bottles, taken to the payment step. */
  async function memberReadyToPay(quantity = 6) {
    const db = web.testDb.database.db;
    const member = await createMember(db, 2, { password: PASSWORD, phone: "06 22 33 44 55" });
    const jar = new Jar();
    jar.take(await post("/auth", { intent: "login", email: member.email, password: PASSWORD }));
    expect(jar.has("token")).toBe(true);
    const fields = { declinationId: String(products[0]!.declinationId), quantity: String(quantity) };
    jar.take(await post(products[0]!.url, fields, { cookie: jar.toString() }));
    return { member, jar: await toPaymentStep(jar) };
  }

  it("are listed with their status history, invoice, and « Commander à nouveau » back to the cart", async () => {
    const { jar } = await memberReadyToPay(6);
    const { id } = await place(jar, "TRANSFER");
    // The money arrived: the shop marks the order paid, which gives it its invoice.
    await moveOrder(web.testDb.database.db, {
      siteId: 2,
      orderId: id,
      to: "paid",
      author: { role: "admin", userId: null },
    });

    const list = await get("/mon-compte/commandes", { cookie: jar.toString() });
    expect(list.statusCode).toBe(200);
    expect(list.headers["cache-control"]).toBe("private, no-store");
    const body = text(list.body);
    expect(body).toMatch(/Commande \d{4}-\d{6} Payée/);
    // How it travels, by the carrier's name, not a bare « Livraison ».
    expect(body).toContain("Virement bancaire · Transport Loire Express");
    expect(body).toMatch(/En attente de paiement \d+ \p{L}+ \d{4} à \d+ h/u);
    expect(body).toMatch(/Payée \d+ \p{L}+ \d{4} à \d+ h[ \d]*, par la boutique/u);
    expect(body).toMatch(/Télécharger la facture F-\d{4}-\d{6}/);
    expect(list.body).toContain(`href="/commande/facture/${id}"`);
    // The confirmation page offers the invoice too, read with the member's session.
    const confirmation = text((await get(`/commande/confirmation/${id}`, { cookie: jar.toString() })).body);
    expect(confirmation).toContain("Votre paiement de");
    expect(confirmation).toMatch(/Télécharger la facture F-\d{4}-\d{6}/);

    const pdf = await get(`/commande/facture/${id}`, { cookie: jar.toString() });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect((await get(`/commande/avoir/${id}`, { cookie: jar.toString() })).statusCode).toBe(404);

    // Two partial refunds: each credit note of the list downloads that one, not the latest.
    const author = { role: "admin" as const, userId: null };
    const refund = (amount: number) =>
      refundOrder(web.testDb.database.db, { siteId: 2, orderId: id, amount, reason: "Casse", author });
    const notes = [(await refund(500)).creditNote.number, (await refund(700)).creditNote.number];
    const withNotes = (await get("/mon-compte/commandes", { cookie: jar.toString() })).body;
    for (const number of notes) {
      expect(withNotes).toContain(`href="/commande/avoir/${id}/${number}"`);
      const note = await get(`/commande/avoir/${id}/${number}`, { cookie: jar.toString() });
      expect(note.headers["content-type"]).toBe("application/pdf");
      expect(await readPdf(note.rawPayload)).toContain(number);
    }
    const unknown = await get(`/commande/avoir/${id}/A-1999-000001`, { cookie: jar.toString() });
    expect(unknown.statusCode).toBe(404);
    // The order's page tells each refund in its history, and what was given back under its total.
    const refunded = text((await get(`/commande/confirmation/${id}`, { cookie: jar.toString() })).body);
    expect(refunded).toContain(`Remboursement de 5,00 € (avoir ${notes[0]})`);
    expect(refunded).toContain(`Remboursement de 7,00 € (avoir ${notes[1]})`);
    expect(refunded).toMatch(/Remboursé − 12,00 €/);

    // The cart was emptied by the order; « Commander à nouveau » fills a new one.
    expect(text((await get("/panier", { cookie: jar.toString() })).body)).toContain("Votre panier est vide");
    const again = jar.take(
      await post(
        "/mon-compte/commandes",
        { intent: "reorder", orderId: String(id) },
        { cookie: jar.toString() },
      ),
    );
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe("/panier");
    const cart = await get("/panier", { cookie: jar.toString() });
    expect(text(cart.body)).toMatch(/Le vin de la commande \d{4}-\d{6} est dans votre panier\./);
    expect(cart.body).toContain('aria-label="Panier, 6 articles"');
    // Said once.
    jar.take(cart);
    expect(text((await get("/panier", { cookie: jar.toString() })).body)).not.toContain(
      "est dans votre panier",
    );
  });

  it("names the wines no longer sold when ordering again", async () => {
    const { jar } = await memberReadyToPay(6);
    const { id } = await place(jar, "CHEQUE");
    const db = web.testDb.database.db;
    await db
      .update(declinations)
      .set({ isActive: false })
      .where(eq(declinations.id, products[0]!.declinationId));
    try {
      jar.take(
        await post(
          "/mon-compte/commandes",
          { intent: "reorder", orderId: String(id) },
          { cookie: jar.toString() },
        ),
      );
      const cart = text((await get("/panier", { cookie: jar.toString() })).body);
      expect(cart).toMatch(
        /Aucun vin de la commande \d{4}-\d{6} n'a pu être ajouté au panier\. Non ajouté : Muscadet/,
      );
      expect(cart).toContain("ce vin n'est plus en vente.");
    } finally {
      await db
        .update(declinations)
        .set({ isActive: true })
        .where(eq(declinations.id, products[0]!.declinationId));
    }
    // Another member's order is not theirs to order again.
    const other = await memberReadyToPay(6);
    const refused = await post(
      "/mon-compte/commandes",
      { intent: "reorder", orderId: String(id) },
      { cookie: other.jar.toString() },
    );
    expect(refused.statusCode).toBe(404);
  });

  it("are the member's own: a visitor goes to the login page, an empty list says so", async () => {
    const visitor = await get("/mon-compte/commandes");
    expect(visitor.statusCode).toBe(302);
    expect(visitor.headers.location).toBe(`/auth?redirectTo=${encodeURIComponent("/mon-compte/commandes")}`);
    const member = await createMember(web.testDb.database.db, 2, { password: PASSWORD });
    const jar = new Jar();
    jar.take(await post("/auth", { intent: "login", email: member.email, password: PASSWORD }));
    expect(text((await get("/mon-compte/commandes", { cookie: jar.toString() })).body)).toContain(
      "Vous n'avez pas encore passé de commande.",
    );
    expect(text((await get("/mon-compte/commandes?page=3", { cookie: jar.toString() })).body)).toContain(
      "Cette page ne contient aucune commande.",
    );
    expect((await get("/mon-compte", { cookie: jar.toString() })).body).toContain(
      'href="/mon-compte/commandes"',
    );
    expect(
      (await post("/mon-compte/commandes", { intent: "other" }, { cookie: jar.toString() })).statusCode,
    ).toBe(400);
  });
});

describe("a cancelled order", () => {
  it("says so, and puts its wines back in a new cart for the visitor who placed it", async () => {
    const jar = await readyToPay(6);
    const { id } = await place(jar, "CHEQUE");
    const cheque = text((await get(`/commande/confirmation/${id}`, { cookie: jar.toString() })).body);
    expect(cheque).toMatch(/Envoyez un chèque de \d+,\d\d € à l'ordre de SCEA Domaine des Trois Moulins/);
    await moveOrder(web.testDb.database.db, {
      siteId: 2,
      orderId: id,
      to: "cancelled",
      author: { role: "system", userId: null },
    });
    const page = await get(`/commande/confirmation/${id}`, { cookie: jar.toString() });
    expect(text(page.body)).toContain("Cette commande a été annulée : aucun montant ne vous sera demandé.");
    expect(text(page.body)).toContain("Remettre ces vins dans mon panier");
    expect(jar.has("cartId")).toBe(false);
    const back = jar.take(
      await post(`/commande/confirmation/${id}`, { intent: "reorder" }, { cookie: jar.toString() }),
    );
    expect(back.headers.location).toBe("/panier");
    expect(jar.has("cartId")).toBe(true);
    const cart = await get("/panier", { cookie: jar.toString() });
    expect(text(cart.body)).toMatch(/Le vin de la commande \d{4}-\d{6} est dans votre panier\./);
    expect(cart.body).toContain('aria-label="Panier, 6 articles"');
    // Someone without the order's secret cannot.
    const stranger = await post(`/commande/confirmation/${id}`, { intent: "reorder" });
    expect(stranger.statusCode).toBe(302);
    expect(String(stranger.headers.location)).toMatch(/^\/auth\?/);
  });
});

describe("an order awaiting its payment", () => {
  it("can be cancelled from its page by the visitor who placed it, not by a stranger nor once paid", async () => {
    const jar = await readyToPay(3);
    const { id } = await place(jar, "TRANSFER");
    const page = await get(`/commande/confirmation/${id}`, { cookie: jar.toString() });
    expect(text(page.body)).toContain("Annuler ma commande");
    // The link asks first, in the page: a tap by mistake cancels nothing.
    expect(page.body).toContain(`href="/commande/confirmation/${id}?annuler=1"`);
    const asked = text(
      (await get(`/commande/confirmation/${id}?annuler=1`, { cookie: jar.toString() })).body,
    );
    expect(asked).toMatch(/Annuler la commande \d{4}-\d{6} \? Vous ne pourrez plus la payer\./);
    expect(asked).toContain("Garder ma commande");
    expect(text((await get(`/commande/confirmation/${id}`, { cookie: jar.toString() })).body)).toContain(
      "En attente de paiement",
    );
    const stranger = await post(`/commande/confirmation/${id}`, { intent: "cancel" });
    expect(String(stranger.headers.location)).toMatch(/^\/auth\?/);
    const cancelled = await post(
      `/commande/confirmation/${id}`,
      { intent: "cancel" },
      { cookie: jar.toString() },
    );
    expect(cancelled.statusCode).toBe(302);
    expect(cancelled.headers.location).toBe(`/commande/confirmation/${id}`);
    const after = text((await get(`/commande/confirmation/${id}`, { cookie: jar.toString() })).body);
    expect(after).toContain("Cette commande a été annulée : aucun montant ne vous sera demandé.");
    expect(after).not.toContain("Annuler ma commande");
    // Once it no longer awaits its payment, the API's French refusal, not an error page.
    const again = await post(
      `/commande/confirmation/${id}`,
      { intent: "cancel" },
      { cookie: jar.toString() },
    );
    expect(again.statusCode).toBe(409);
    expect(text(again.body)).toContain(
      "Vous ne pouvez annuler votre commande que tant qu'elle attend son paiement.",
    );
  });
});

describe("the order's link of a guest's e-mails", () => {
  /** The key of the link to order `id` in the e-mails sent so far. */
  function mailedLink(id: number): string {
    const links = readMails(web.testDb.config.mailDir)
      .map((mail) => new RegExp(`https?://[^\\s/]+(/commande/suivi/${id}\\?acces=\\S+)`).exec(mail.text)?.[1])
      .filter((link): link is string => Boolean(link));
    expect(links.length, `a link to order ${id}`).toBeGreaterThan(0);
    return links.at(-1)!;
  }
  const orderAccessOf = (jar: Jar) =>
    JSON.parse(Buffer.from(/orderAccess=([^;]+)/.exec(jar.toString())![1]!, "base64url").toString("utf8"));

  it("opens the order and its invoice in another browser, kept there by the order's cookie", async () => {
    const checkout = await readyToPay(6);
    const { id } = await place(checkout, "TRANSFER");
    await moveOrder(web.testDb.database.db, {
      siteId: 2,
      orderId: id,
      to: "paid",
      author: { role: "admin", userId: null },
    });
    await web.services.jobs.runDue();
    const link = mailedLink(id);

    // Another browser (the e-mail read on a phone): straight to the order, by an address without the key.
    const phone = new Jar();
    const opened = phone.take(await get(link, { cookie: phone.toString() }));
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe(`/commande/confirmation/${id}`);
    expect(opened.headers["cache-control"]).toBe("private, no-store");
    expect(String(opened.headers["set-cookie"])).toMatch(/orderAccess=[^;]+;.*HttpOnly/i);
    const page = await get(`/commande/confirmation/${id}`, { cookie: phone.toString() });
    expect(page.statusCode).toBe(200);
    expect(text(page.body)).toMatch(/Télécharger la facture F-\d{4}-\d{6}/);
    const pdf = await get(`/commande/facture/${id}`, { cookie: phone.toString() });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");

    // The browser of the checkout keeps its order's Idempotency-Key with the link's key.
    const before = orderAccessOf(checkout).find((entry: { id: number }) => entry.id === id);
    checkout.take(await get(link, { cookie: checkout.toString() }));
    const after = orderAccessOf(checkout).find((entry: { id: number }) => entry.id === id);
    expect(after).toEqual({
      id,
      key: new URL(link, "http://x").searchParams.get("acces"),
      idempotencyKey: before.idempotencyKey,
    });
  });

  it("shows a shipped parcel's number and the carrier's page", async () => {
    const checkout = await readyToPay(6);
    const { id } = await place(checkout, "TRANSFER");
    const admin = web.services.shop.orderAdmin;
    const staff = await createMember(web.testDb.database.db, 2, { role: "ADMIN" });
    const actor = { userId: staff.id, email: staff.email };
    for (const to of ["paid", "preparing"] as const) await admin.move({ siteId: 2, orderId: id, to, actor });
    const page = "https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901";
    const tracking = { number: "6A12345678901", url: page };
    await admin.move({ siteId: 2, orderId: id, to: "shipped", actor, tracking });
    const shown = await get(`/commande/confirmation/${id}`, { cookie: checkout.toString() });
    expect(text(shown.body)).toContain("Numéro de suivi : 6A12345678901 Suivre le colis (nouvel onglet)");
    // Moved on by the shop, the order is no longer thanked for as new.
    expect(text(shown.body)).toContain("Commande passée le");
    expect(text(shown.body)).not.toContain("Merci ! Votre commande est enregistrée.");
    expect(shown.body).toContain(`href="${page.replaceAll("&", "&amp;")}"`);
  });

  it("says in French why a link does not open the order, with its status, and keeps nothing", async () => {
    const checkout = await readyToPay(6);
    const { id } = await place(checkout, "CHEQUE");
    const other = await place(await readyToPay(6), "CHEQUE");
    const links = web.services.shop.orderLinks;
    const key = links.sign(2, id);
    const path = (orderId: number, value: string) =>
      `/commande/suivi/${orderId}?acces=${encodeURIComponent(value)}`;
    const refusals: Array<[string, string, number, RegExp]> = [
      [
        "another order's link",
        path(id, links.sign(2, other.id)),
        403,
        /Ce lien de suivi n'est pas valable pour cette commande\./,
      ],
      [
        "this link on another order",
        path(other.id, key),
        403,
        /Ce lien de suivi n'est pas valable pour cette commande\./,
      ],
      [
        "another site's link",
        path(id, links.sign(1, id)),
        403,
        /Ce lien de suivi n'est pas valable pour cette commande\./,
      ],
      [
        "an altered link",
        path(id, `${key.slice(0, -1)}${key.endsWith("A") ? "B" : "A"}`),
        403,
        /n'est pas valable/,
      ],
      [
        "an expired link",
        path(id, links.sign(2, id, new Date(Date.now() - 91 * 86_400_000))),
        410,
        /Ce lien de suivi a expiré\./,
      ],
    ];
    for (const [what, url, status, message] of refusals) {
      const page = await get(url);
      expect(page.statusCode, what).toBe(status);
      expect(page.headers["set-cookie"], what).toBeUndefined();
      expect(text(page.body), what).toMatch(message);
      expect(text(page.body), what).toContain("Ce lien n'ouvre pas la commande");
      expect(page.body, what).toContain('name="referrer" content="same-origin"');
    }
    // Without a key, the order's page asks for what opens it; a number that is none is the site's 404.
    const bare = await get(`/commande/suivi/${id}`);
    expect(bare.headers.location).toBe(`/commande/confirmation/${id}`);
    expect((await get(`/commande/suivi/abc?acces=${encodeURIComponent(key)}`)).statusCode).toBe(404);
    // An e-mail's link kept past its expiry no longer opens the order: the site's 404, not an error.
    const stale = new Jar();
    stale.set(
      "orderAccess",
      Buffer.from(
        JSON.stringify([{ id, key: links.sign(2, id, new Date(Date.now() - 91 * 86_400_000)) }]),
      ).toString("base64url"),
    );
    expect((await get(`/commande/confirmation/${id}`, { cookie: stale.toString() })).statusCode).toBe(404);
    expect((await get(`/commande/facture/${id}`, { cookie: stale.toString() })).statusCode).toBe(404);
  });
});
