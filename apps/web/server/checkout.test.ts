/**
 * The checkout without JavaScript (/commande): each step a plain form post answered by a
 * redirect to the next one, errors next to their fields, the choices kept in the checkout cookie;
 * a guest with an e-mail; carriers, relay points and click-and-collect; the age confirmation.
 */

import {
  createCarrier,
  createPickupCalendar,
  createRelayPoint,
} from "@vitrine/api/testing/factories/delivery";
import { createDiscountCode } from "@vitrine/api/testing/factories/shop";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  carrierValue,
  checkoutWalk,
  fieldError,
  type Jar,
  sellingAbroad,
  shopProducts,
  text,
} from "./checkout-testing";
import { createTestWebServer, pageRequests, type TestWebServer } from "./testing";

let web: TestWebServer;
let app: FastifyInstance;
let products: Array<{ url: string; declinationId: number }>;

const SITE1 = "armor-habitat.localhost";
const SITE2 = "domaine-trois-moulins.localhost";

beforeAll(async () => {
  web = await createTestWebServer();
  app = web.app;
  products = await shopProducts(app);
  const db = web.testDb.database.db;
  await createCarrier(db, 2, {
    name: "Transport Loire Express",
    delay: "48 h",
    rates: [{ zone: "FR_METRO", price: 1290 }],
  });
  const relay = await createCarrier(db, 2, {
    name: "Relais Vignoble",
    kind: "PICKUP",
    rates: [{ zone: "FR_METRO", price: 590 }],
  });
  await createRelayPoint(db, 2, relay.id, {
    name: "Tabac de la Gare",
    city: "Vallet",
    zipCode: "44330",
    latitude: 47.162,
    longitude: -1.266,
  });
  await createRelayPoint(db, 2, relay.id, {
    name: "Épicerie du Bourg",
    city: "Clisson",
    zipCode: "44190",
    latitude: 47.087,
    longitude: -1.282,
  });
  await createPickupCalendar(db, 2, { name: "Caveau d'essai" });
});

afterAll(() => web?.close());

const { get, post } = pageRequests(() => app, SITE2, 41);

const walk = checkoutWalk(() => app, post);

async function cartWithWine(): Promise<Jar> {
  const jar = await walk.cartWith(products[0]!);
  expect(jar.has("cartId")).toBe(true);
  return jar;
}

const contact = walk.contact;

describe("/commande", () => {
  it("is a page of e-commerce sites only, never indexed nor stored", async () => {
    expect((await get("/commande", { host: SITE1 })).statusCode).toBe(404);
    const empty = await get("/commande");
    expect(empty.statusCode).toBe(200);
    expect(text(empty.body)).toContain("Votre panier est vide");
    expect(empty.headers["cache-control"]).toBe("private, no-store");
    expect(empty.body).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect((await get("/robots.txt")).body).toContain("Disallow: /commande");
  });

  it("is reached from the cart page's « Commander » button", async () => {
    const jar = await cartWithWine();
    const cart = await get("/panier", { cookie: jar.toString() });
    expect(cart.body).toMatch(/<a[^>]*href="\/commande"[^>]*>Commander<\/a>/);
  });

  it("opens on the contact step for a guest, with the login offered, and keeps later steps closed", async () => {
    const jar = await cartWithWine();
    const page = await get("/commande", { cookie: jar.toString() });
    expect(page.statusCode).toBe(200);
    const body = text(page.body);
    expect(body).toContain("Coordonnées");
    expect(body).toContain("Vous avez un compte ? Se connecter");
    expect(page.body).toContain('href="/auth?redirectTo=%2Fcommande"');
    expect(page.body).toContain('name="email"');
    expect(page.body).toMatch(/aria-current="step"[^>]*>[\s\S]*?Coordonnées/);
    for (const step of ["livraison", "recapitulatif", "paiement"]) {
      const early = await get(`/commande?etape=${step}`, { cookie: jar.toString() });
      expect(early.statusCode).toBe(302);
      expect(early.headers.location).toBe("/commande");
    }
  });

  it("says what is wrong next to each field, and keeps what was typed", async () => {
    const jar = await cartWithWine();
    const refused = await contact(jar, {
      email: "louise@",
      "shipping.postalCode": "96000",
      "shipping.firstname": "",
    });
    expect(refused.statusCode).toBe(400);
    expect(fieldError(refused.body, "commande-email")).toBe("Cette adresse e-mail n'est pas valide.");
    expect(fieldError(refused.body, "livraison-postalCode")).toBe(
      "Ce code postal ne correspond à aucun département français.",
    );
    expect(fieldError(refused.body, "livraison-firstname")).toBe("Indiquez le prénom.");
    expect(refused.body).toContain('value="3 rue des Vignes"');
    expect(jar.has("checkout")).toBe(false);
    const noPhone = await contact(jar, { "shipping.phone": "" });
    expect(fieldError(noPhone.body, "livraison-phone")).toBe(
      "Indiquez un numéro de téléphone : le transporteur peut en avoir besoin.",
    );
    // With other fields wrong, the missing phone is said in the same answer.
    const both = await contact(jar, { "shipping.phone": "", "shipping.city": "" });
    expect(fieldError(both.body, "livraison-city")).not.toBeNull();
    expect(fieldError(both.body, "livraison-phone")).toBe(
      "Indiquez un numéro de téléphone : le transporteur peut en avoir besoin.",
    );
    const billing = await contact(jar, {
      sameBilling: "",
      "billing.type": "BILLING",
      "billing.city": "Nantes",
    });
    expect(billing.statusCode).toBe(400);
    expect(fieldError(billing.body, "facturation-firstPart")).toBe("Indiquez l'adresse (numéro et voie).");
  });

  it("walks a guest through delivery, summary and payment without JavaScript", async () => {
    const jar = await cartWithWine();
    const sent = await contact(jar);
    expect(sent.statusCode).toBe(302);
    expect(sent.headers.location).toBe("/commande?etape=livraison");
    expect(jar.has("checkout")).toBe(true);
    expect(String(sent.headers["set-cookie"])).toMatch(/checkout=[^;]+;.*HttpOnly/i);

    const delivery = await get("/commande?etape=livraison", { cookie: jar.toString() });
    expect(delivery.statusCode).toBe(200);
    const options = text(delivery.body);
    expect(options).toMatch(/Livraison à Louise Bernard\s?, 44330 Vallet \(\s?France\s?\)/);
    expect(options).toMatch(/Transport Loire Express 48 h[^€]*12,90 €/);
    expect(options).toMatch(/Relais Vignoble[^€]*5,90 €/);
    expect(options).toContain("Tabac de la Gare");
    expect(options).toContain("Épicerie du Bourg");
    expect(options).toContain("Retrait sur place : Caveau d'essai");
    // No map code before the visitor asks for it.
    expect(delivery.body).not.toContain("tile.openstreetmap.org");

    const none = jar.take(
      await post("/commande?etape=livraison", { intent: "delivery" }, { cookie: jar.toString() }),
    );
    expect(none.statusCode).toBe(400);
    expect(fieldError(none.body, "transporteur")).toBe("Choisissez un mode de livraison.");

    const relayId = carrierValue(delivery.body, "Relais Vignoble");
    expect(relayId).toBeDefined();
    const noPoint = await post(
      "/commande?etape=livraison",
      { intent: "delivery", carrier: relayId },
      { cookie: jar.toString() },
    );
    expect(noPoint.statusCode).toBe(400);
    expect(text(noPoint.body)).toContain("Choisissez un point relais.");
    const pointId = new RegExp(`name="accessPoint-${relayId}" value="([^"]+)"`).exec(delivery.body)?.[1];
    const chosen = jar.take(
      await post(
        "/commande?etape=livraison",
        { intent: "delivery", carrier: relayId, [`accessPoint-${relayId}`]: pointId! },
        { cookie: jar.toString() },
      ),
    );
    expect(chosen.statusCode).toBe(302);
    expect(chosen.headers.location).toBe("/commande?etape=recapitulatif");

    const review = await get("/commande?etape=recapitulatif", { cookie: jar.toString() });
    const summary = text(review.body);
    expect(summary).toContain("louise@example.fr");
    expect(summary).toContain("Point relais : Tabac de la Gare");
    expect(summary).toMatch(/Livraison \(Relais Vignoble\) 5,90 €/);
    expect(summary).toContain("Je certifie avoir 18 ans ou plus");
    expect(summary).toContain("Une pièce d'identité peut vous être demandée à la livraison.");
    expect(summary).toContain("Code promo");

    const minor = await post(
      "/commande?etape=recapitulatif",
      { intent: "review", acceptTerms: "on" },
      { cookie: jar.toString() },
    );
    expect(minor.statusCode).toBe(400);
    expect(fieldError(minor.body, "commande-majeur")).toBe(
      "Confirmez que vous avez 18 ans ou plus pour commander de l'alcool.",
    );
    const noTerms = await post(
      "/commande?etape=recapitulatif",
      { intent: "review", adult: "on" },
      { cookie: jar.toString() },
    );
    expect(fieldError(noTerms.body, "commande-cgv")).toBe(
      "Acceptez les conditions générales de vente pour continuer.",
    );
    const confirmed = jar.take(
      await post(
        "/commande?etape=recapitulatif",
        { intent: "review", adult: "on", acceptTerms: "on" },
        { cookie: jar.toString() },
      ),
    );
    expect(confirmed.headers.location).toBe("/commande?etape=paiement");
    const payment = await get("/commande?etape=paiement", { cookie: jar.toString() });
    expect(text(payment.body)).toContain("Moyen de paiement");
    // Another delivery asks for the summary's confirmation again.
    const express = carrierValue(delivery.body, "Transport Loire Express");
    jar.take(
      await post(
        "/commande?etape=livraison",
        { intent: "delivery", carrier: express },
        { cookie: jar.toString() },
      ),
    );
    const again = await get("/commande?etape=paiement", { cookie: jar.toString() });
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe("/commande?etape=recapitulatif");
    // The addresses posted again: a new calculation, the carrier to choose again (spec section 4).
    await contact(jar);
    const recalculated = await get("/commande?etape=recapitulatif", { cookie: jar.toString() });
    expect(recalculated.headers.location).toBe("/commande?etape=livraison");
  });

  it("resets the carrier and relay point when click-and-collect is chosen, with a checked period", async () => {
    const jar = await cartWithWine();
    await contact(jar);
    const delivery = await get("/commande?etape=livraison", { cookie: jar.toString() });
    const carrier = /value="(cc-\d+)"/.exec(delivery.body)?.[1];
    const calendar = carrier!.slice(3);
    const slot = new RegExp(`name="slot-${calendar}"[\\s\\S]*?<option value="([^"]+\\|\\d+)"`).exec(
      delivery.body,
    )?.[1];
    expect(slot).toBeDefined();
    // A relay point chosen first: click-and-collect takes its place.
    const relayId = carrierValue(delivery.body, "Relais Vignoble");
    const pointId =
      new RegExp(`name="accessPoint-${relayId}" value="([^"]+)"`).exec(delivery.body)?.[1] ?? "";
    jar.take(
      await post(
        "/commande?etape=livraison",
        { intent: "delivery", carrier: relayId, [`accessPoint-${relayId}`]: pointId },
        { cookie: jar.toString() },
      ),
    );
    expect(text((await get("/commande?etape=recapitulatif", { cookie: jar.toString() })).body)).toContain(
      "Point relais",
    );
    const noSlot = await post(
      "/commande?etape=livraison",
      { intent: "delivery", carrier: carrier! },
      { cookie: jar.toString() },
    );
    expect(fieldError(noSlot.body, `commande-retrait-${calendar}`)).toBe(
      "Choisissez le jour et l'heure du retrait.",
    );
    const gone = await post(
      "/commande?etape=livraison",
      { intent: "delivery", carrier: carrier!, [`slot-${calendar}`]: "2020-01-07|1" },
      { cookie: jar.toString() },
    );
    expect(gone.statusCode).toBe(400);
    const picked = jar.take(
      await post(
        "/commande?etape=livraison",
        { intent: "delivery", carrier: carrier!, [`slot-${calendar}`]: slot! },
        { cookie: jar.toString() },
      ),
    );
    expect(picked.headers.location).toBe("/commande?etape=recapitulatif");
    const review = text((await get("/commande?etape=recapitulatif", { cookie: jar.toString() })).body);
    expect(review).toMatch(/Retrait sur place, \p{L}+ \d+ \p{L}+, de \d+ h( \d+)? à \d+ h( \d+)? Gratuit/u);
    expect(review).toContain("Caveau d'essai");
    expect(review).not.toContain("Point relais");
    // Nothing is shipped: the address typed is the invoice's, not a delivery's.
    expect(review).not.toMatch(/Livraison\s*Louise Bernard/);
    expect(review).toMatch(/Facturation\s*Louise Bernard\s*3 rue des Vignes/);
    expect(review).not.toContain("Identique à l'adresse de livraison");
    // The bottles are handed over at the shop: the identity check is at the pickup.
    expect(review).toContain("Une pièce d'identité peut vous être demandée au retrait.");
    expect(review).not.toContain("à la livraison.");
  });

  it("applies and removes a discount code on the summary, the total with the delivery", async () => {
    await createDiscountCode(web.testDb.database.db, 2, { code: "VENDANGES15", kind: "PERCENT", value: 15 });
    const jar = await cartWithWine();
    await contact(jar);
    const delivery = await get("/commande?etape=livraison", { cookie: jar.toString() });
    const carrier = carrierValue(delivery.body, "Transport Loire Express");
    jar.take(
      await post("/commande?etape=livraison", { intent: "delivery", carrier }, { cookie: jar.toString() }),
    );
    const review = "/commande?etape=recapitulatif";
    const empty = await post(review, { intent: "discount", discountCode: "" }, { cookie: jar.toString() });
    expect(empty.statusCode).toBe(400);
    expect(text(empty.body)).toContain("Saisissez un code promo.");
    const wrong = await post(
      review,
      { intent: "discount", discountCode: "PASUNCODE" },
      { cookie: jar.toString() },
    );
    expect(wrong.statusCode).toBe(400);
    const applied = jar.take(
      await post(review, { intent: "discount", discountCode: "vendanges15" }, { cookie: jar.toString() }),
    );
    expect(applied.statusCode).toBe(200);
    const page = text(applied.body);
    expect(page).toContain("Le code VENDANGES15 est appliqué.");
    // 6 × 9,50 € = 57,00 €, − 15 % = 48,45 €, + 12,90 € of delivery.
    expect(page).toMatch(/Code VENDANGES15 − 8,55 €/);
    expect(page).toMatch(/Total TTC 61,35 €/);
    const again = text((await get(review, { cookie: jar.toString() })).body);
    expect(again).toMatch(/Total TTC 61,35 €/);
    const removed = jar.take(await post(review, { intent: "remove-discount" }, { cookie: jar.toString() }));
    expect(text(removed.body)).toMatch(/Total TTC 69,90 €/);
  });

  it("says « Total », not « Total TTC », on the cart and the checkout of a seller under the VAT franchise", async () => {
    const jar = await cartWithWine();
    await web.services.sites.updateParameter(2, "VAT_FRANCHISE", "true");
    try {
      for (const url of ["/panier", "/commande"]) {
        const page = text((await get(url, { cookie: jar.toString() })).body);
        // 6 × 9,50 €, the delivery not chosen yet.
        expect(page, url).toMatch(/Total 57,00 €/);
        expect(page, url).not.toMatch(/TTC|TVA incluse/);
      }
    } finally {
      await web.services.sites.updateParameter(2, "VAT_FRANCHISE", "false");
    }
    expect(text((await get("/panier", { cookie: jar.toString() })).body)).toMatch(/Total TTC 57,00 €/);
  });

  it("shows an export's amounts without VAT, as the API quotes them, once the address is outside the EU", async () => {
    const notice = "Vente à l'exportation (hors Union européenne ou outre-mer) : prix hors TVA.";
    await sellingAbroad(web, "Transport International", async (geneva) => {
      const jar = await cartWithWine();
      await contact(jar, geneva);
      const delivery = await get("/commande?etape=livraison", { cookie: jar.toString() });
      // 6 × 9,50 € less 20 % VAT: 7,92 € a bottle.
      expect(text(delivery.body)).toMatch(
        /Sous-total \( 6 articles \) 47,52 € Livraison À choisir Total 47,52 €/,
      );
      expect(text(delivery.body)).toContain(notice);
      // Its line at the price charged, not the cart's 57,00 €.
      expect(text(delivery.body)).toMatch(/quantité 6 47,52 € Sous-total/);
      // The carrier listed at the fee charged: 29,90 € less 20 % VAT.
      expect(text(delivery.body)).toMatch(/Transport International[^€]*24,92 €/);
      expect(text(delivery.body)).not.toContain("29,90 €");
      expect(text(delivery.body)).toContain(
        "Retirée sur place, en France, la commande reste vendue TVA comprise.",
      );
      const carrier = carrierValue(delivery.body, "Transport International");
      jar.take(
        await post("/commande?etape=livraison", { intent: "delivery", carrier }, { cookie: jar.toString() }),
      );
      const review = text((await get("/commande?etape=recapitulatif", { cookie: jar.toString() })).body);
      // 29,90 € of delivery less 20 % VAT: 24,92 €.
      expect(review).toMatch(/Livraison \(Transport International\) 24,92 € Total 72,44 €/);
      expect(review).toContain(notice);
      expect(review).not.toMatch(/TTC/);
    });
    const france = await cartWithWine();
    await contact(france);
    const page = text((await get("/commande?etape=livraison", { cookie: france.toString() })).body);
    expect(page).toMatch(/Total TTC 57,00 €/);
    expect(page).not.toContain(notice);
  });

  it("refuses an unknown form and sends a post without cart back to the cart page", async () => {
    expect((await post("/commande", { intent: "nothing" })).statusCode).toBe(400);
    const noCart = await post("/commande", { intent: "contact" });
    expect(noCart.statusCode).toBe(302);
    expect(noCart.headers.location).toBe("/panier");
  });
});

/** Site 2's half bottle (37,5 cl) as its page's form posts it. */
async function halfBottle(): Promise<{ url: string; declinationId: number }> {
  const response = await app.inject({
    method: "GET",
    url: "/api/product?nbItem=100",
    headers: { idsite: "2" },
  });
  const { products: list } = (
    response.json() as {
      data: {
        products: Array<{
          id: number;
          slug: string;
          declinations: Array<{ id: number; capacity: number | null }>;
        }>;
      };
    }
  ).data;
  for (const product of list) {
    const half = product.declinations.find((d) => d.capacity === 37.5);
    if (half) return { url: `/boutique/${product.slug}/${product.id}`, declinationId: half.id };
  }
  throw new Error("No half bottle on site 2");
}

describe("a cart that cannot be shipped yet", () => {
  const MINIMUM =
    "Une expédition compte au moins 3 bouteilles de 75 cl (ou l'équivalent : deux demi-bouteilles en font une) ; votre panier en contient l'équivalent d'une bouteille et demie.";

  it("is said on the cart page before the checkout, in words that match the cart, click-and-collect still open", async () => {
    const jar = await walk.cartWith(await halfBottle(), 3);
    const cart = text((await get("/panier", { cookie: jar.toString() })).body);
    expect(cart).toContain(
      `${MINIMUM} Ajustez votre panier pour être livré, ou choisissez le retrait sur place à la commande.`,
    );
    await contact(jar);
    const delivery = text((await get("/commande?etape=livraison", { cookie: jar.toString() })).body);
    expect(delivery).toContain(MINIMUM);
    expect(delivery).toContain("Caveau d'essai");
    // Six standard bottles ship: nothing is said.
    const enough = await cartWithWine();
    expect(text((await get("/panier", { cookie: enough.toString() })).body)).not.toContain(
      "Une expédition compte",
    );
  });
});

describe("a free-shipping code", () => {
  /** A cart of wine with a new free-shipping code `code`, typed in lower case on the cart page. */
  async function cartWithFreeShipping(code: string) {
    await createDiscountCode(web.testDb.database.db, 2, { code, kind: "FREE_SHIPPING", value: 0 });
    const jar = await cartWithWine();
    const discountCode = code.toLowerCase();
    const applied = jar.take(
      await post("/panier", { intent: "discount", discountCode }, { cookie: jar.toString() }),
    );
    return { jar, applied };
  }

  it("shows as « Livraison offerte » in the cart, not as a zero amount", async () => {
    const { jar, applied } = await cartWithFreeShipping("PORTOFFERT");
    expect(applied.statusCode).toBe(200);
    const page = text((await get("/panier", { cookie: jar.toString() })).body);
    expect(page).toContain("Code PORTOFFERT Livraison offerte");
    expect(page).not.toMatch(/PORTOFFERT − 0,00/);
  });

  it("waives the carriers' fees at the checkout: offers, summary and the amount to pay", async () => {
    const { jar } = await cartWithFreeShipping("LIVRAISON0");
    await contact(jar);
    const delivery = await get("/commande?etape=livraison", { cookie: jar.toString() });
    const offers = text(delivery.body);
    // Each carrier is offered, as POST /order charges it (12,90 € and 5,90 € without the code).
    expect(offers).toContain("La livraison vous est offerte.");
    expect(offers).not.toMatch(/12,90 €|5,90 €/);
    const carrier = carrierValue(delivery.body, "Transport Loire Express");
    jar.take(
      await post("/commande?etape=livraison", { intent: "delivery", carrier }, { cookie: jar.toString() }),
    );
    const review = text((await get("/commande?etape=recapitulatif", { cookie: jar.toString() })).body);
    // 6 × 9,50 €, the delivery offered: the customer is asked 57,00 €, what the order charges.
    expect(review).toMatch(/Livraison \(Transport Loire Express\) Offerte/);
    expect(review).toMatch(/Total TTC 57,00 €/);
    expect(review).not.toContain("69,90 €");
  });
});
