/**
 * A member's addresses without JavaScript: the account page's address book (add, change, delete,
 * errors next to the fields), the saved addresses offered by the checkout, the communes of a postal
 * code for the forms' suggestions.
 */

import { createMember } from "@vitrine/api/testing/factories/account";
import { createCarrier } from "@vitrine/api/testing/factories/delivery";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { carrierValue, countryId, fieldError, Jar, shopProducts, text } from "./checkout-testing";
import { createTestWebServer, pageRequests, type TestWebServer } from "./testing";

let web: TestWebServer;
let app: FastifyInstance;
let france: string;

const SITE2 = "domaine-trois-moulins.localhost";

beforeAll(async () => {
  web = await createTestWebServer();
  app = web.app;
  const response = await app.inject({ method: "GET", url: "/api/countries", headers: { idsite: "2" } });
  france = String(
    (response.json() as { data: Array<{ id: number; alphaTwo: string }> }).data.find(
      (c) => c.alphaTwo === "FR",
    )!.id,
  );
  await createCarrier(web.testDb.database.db, 2, {
    name: "Messagerie du Val",
    rates: [{ zone: "FR_METRO", price: 1490 }],
  });
});

afterAll(() => web?.close());

const { get, post } = pageRequests(() => app, SITE2, 42);

/** A member of site 2 with a session, as the browser's cookie jar holds it. */
async function member(phone: string | null = "06 98 76 54 32"): Promise<Jar> {
  const { id } = await createMember(web.testDb.database.db, 2, {
    firstname: "Hélène",
    lastname: "Garnier",
    phone,
  });
  const jar = new Jar();
  jar.set("token", await web.services.accounts.sessions.createSession(2, id));
  return jar;
}

const HOME = {
  intent: "address",
  type: "SHIPPING",
  firstname: "Hélène",
  lastname: "Garnier",
  firstPart: "8 chemin des Coteaux",
  postalCode: "44190",
  city: "Clisson",
};

describe("the account page's address book", () => {
  it("adds, lists, changes and deletes an address with plain form posts", async () => {
    const jar = await member();
    const empty = await get("/mon-compte", { cookie: jar.toString() });
    expect(empty.statusCode).toBe(200);
    expect(text(empty.body)).toContain("Mes adresses");
    expect(empty.body).toContain('href="/mon-compte?adresse=nouvelle#adresses"');

    const form = await get("/mon-compte?adresse=nouvelle", { cookie: jar.toString() });
    expect(form.body).toContain('name="postalCode"');
    expect(form.body).toMatch(/<option value="\d+" selected="">France<\/option>/);

    const saved = await post("/mon-compte", { ...HOME, country: france }, { cookie: jar.toString() });
    expect(saved.statusCode).toBe(302);
    expect(saved.headers.location).toBe("/mon-compte?etat=adresse-enregistree#adresses");
    const listed = text((await get("/mon-compte?etat=adresse-enregistree", { cookie: jar.toString() })).body);
    expect(listed).toContain("L'adresse est enregistrée.");
    expect(listed).toMatch(/Par défaut Hélène Garnier 8 chemin des Coteaux 44190 Clisson France/);

    const page = (await get("/mon-compte", { cookie: jar.toString() })).body;
    const id = /href="\/mon-compte\?adresse=(\d+)#adresses"/.exec(page)?.[1];
    expect(id).toBeDefined();
    const edit = await get(`/mon-compte?adresse=${id}`, { cookie: jar.toString() });
    expect(edit.body).toContain('value="8 chemin des Coteaux"');
    await post(
      "/mon-compte",
      { ...HOME, addressId: id!, country: france, secondPart: "Le Haut-Coteau" },
      { cookie: jar.toString() },
    );
    expect(text((await get("/mon-compte", { cookie: jar.toString() })).body)).toContain("Le Haut-Coteau");

    const deleted = await post(
      "/mon-compte",
      { intent: "address-delete", addressId: id! },
      { cookie: jar.toString() },
    );
    expect(deleted.headers.location).toBe("/mon-compte?etat=adresse-supprimee#adresses");
    expect(text((await get("/mon-compte", { cookie: jar.toString() })).body)).not.toContain(
      "8 chemin des Coteaux",
    );
  });

  it("shows each refused field's message next to it, and keeps what was typed", async () => {
    const jar = await member();
    const refused = await post(
      "/mon-compte",
      { ...HOME, country: france, postalCode: "2A100", city: "", firstname: "Hélène" },
      { cookie: jar.toString() },
    );
    expect(refused.statusCode).toBe(400);
    expect(fieldError(refused.body, "adresse-nouvelle-postalCode")).toBe(
      "Un code postal français compte 5 chiffres.",
    );
    expect(fieldError(refused.body, "adresse-nouvelle-city")).toBe("Indiquez la ville.");
    expect(refused.body).toContain('value="8 chemin des Coteaux"');
    const corsica = await post(
      "/mon-compte",
      { ...HOME, country: france, postalCode: "20000", city: "Ajaccio" },
      { cookie: jar.toString() },
    );
    expect(corsica.statusCode).toBe(302);
  });

  it("answers 404 for another member's address, and sends a visitor without session to the login page", async () => {
    const owner = await member();
    await post("/mon-compte", { ...HOME, country: france }, { cookie: owner.toString() });
    const id = /href="\/mon-compte\?adresse=(\d+)#adresses"/.exec(
      (await get("/mon-compte", { cookie: owner.toString() })).body,
    )?.[1];
    const other = await member();
    const refused = await post(
      "/mon-compte",
      { intent: "address-delete", addressId: id! },
      { cookie: other.toString() },
    );
    expect(refused.statusCode).toBe(404);
    expect(text(refused.body)).toContain("Cette adresse n'existe pas.");
    const anonymous = await post("/mon-compte", { ...HOME, country: france });
    expect(anonymous.statusCode).toBe(302);
    expect(anonymous.headers.location).toContain("/auth");
  });
});

/** 6 bottles in the cart of the member of `jar`. */
async function withCart(jar: Jar) {
  const product = (await shopProducts(app))[0]!;
  jar.take(
    await post(
      product.url,
      { declinationId: String(product.declinationId), quantity: "6" },
      { cookie: jar.toString() },
    ),
  );
}

describe("saved addresses in the checkout", () => {
  it("offers the member's addresses, the default ticked, and goes on with the one chosen", async () => {
    const jar = await member();
    await post("/mon-compte", { ...HOME, country: france }, { cookie: jar.toString() });
    await withCart(jar);
    const contact = await get("/commande", { cookie: jar.toString() });
    expect(text(contact.body)).toContain("Connecté en tant que");
    // The checkout asks no e-mail of a member (the footer's newsletter form has its own).
    const checkout = contact.body.slice(0, contact.body.indexOf("<footer"));
    expect(checkout).toContain('name="shippingChoice"');
    expect(checkout).not.toContain('name="email"');
    const saved = /name="shippingChoice" checked="" value="(\d+)"/.exec(contact.body)?.[1];
    expect(saved).toBeDefined();
    const sent = jar.take(
      await post(
        "/commande",
        { intent: "contact", shippingChoice: saved!, sameBilling: "on" },
        { cookie: jar.toString() },
      ),
    );
    expect(sent.headers.location).toBe("/commande?etape=livraison");
    const delivery = await get("/commande?etape=livraison", { cookie: jar.toString() });
    expect(text(delivery.body)).toMatch(/Livraison à Hélène Garnier\s?, 44190 Clisson/);
    expect(carrierValue(delivery.body, "Messagerie du Val")).toMatch(/^\d+$/);
    const unknown = await post(
      "/commande",
      { intent: "contact", shippingChoice: "999999", sameBilling: "on" },
      { cookie: jar.toString() },
    );
    expect(unknown.statusCode).toBe(400);
    expect(fieldError(unknown.body, "livraison-choix")).toBe(
      "Choisissez une adresse enregistrée ou saisissez-en une nouvelle.",
    );
  });
});

describe("where the checkout delivers", () => {
  const FRANCE_ONLY = "Nous livrons uniquement en France métropolitaine et en Corse.";

  /** The options of the select named `name`. */
  const options = (html: string, name: string) =>
    text(new RegExp(`<select[^>]*name="${name}"[\\s\\S]*?</select>`).exec(html)?.[0] ?? "");

  it("shows a saved address abroad as one it cannot deliver to, and refuses it by its country", async () => {
    const jar = await member();
    const germany = await countryId(app, "Allemagne");
    await post(
      "/mon-compte",
      { ...HOME, firstPart: "Unter den Linden 5", postalCode: "10117", city: "Berlin", country: germany },
      { cookie: jar.toString() },
    );
    await withCart(jar);
    const contact = await get("/commande", { cookie: jar.toString() });
    const page = text(contact.body);
    const refusal = `Nous ne livrons pas à cette adresse (Allemagne). ${FRANCE_ONLY}`;
    expect(page).toContain(FRANCE_ONLY);
    expect(page).toMatch(new RegExp(`10117 Berlin Allemagne ${refusal.replace(/[().]/g, "\\$&")}`));
    const radio = /<input[^>]*name="shippingChoice"[^>]*value="(\d+)"[^>]*>/.exec(contact.body);
    expect(radio?.[0]).toContain('disabled=""');
    // Nothing else to choose: the new address is ticked.
    expect(contact.body).toMatch(/name="shippingChoice" checked="" value="new"/);
    const forced = await post(
      "/commande",
      { intent: "contact", shippingChoice: radio![1]!, sameBilling: "on" },
      { cookie: jar.toString() },
    );
    expect(forced.statusCode).toBe(400);
    expect(fieldError(forced.body, "livraison-choix")).toBe(refusal);
    const typed = await post(
      "/commande",
      {
        intent: "contact",
        shippingChoice: "new",
        sameBilling: "on",
        ...Object.fromEntries(
          Object.entries({ ...HOME, firstPart: "Unter den Linden 5", postalCode: "10117", city: "Berlin" })
            .filter(([key]) => key !== "intent")
            .map(([key, value]) => [`shipping.${key}`, value]),
        ),
        "shipping.country": germany,
      },
      { cookie: jar.toString() },
    );
    expect(typed.statusCode).toBe(400);
    expect(fieldError(typed.body, "livraison-country")).toBe(refusal);
  });

  it("takes a billing address in any country, the shipping one where the shop delivers", async () => {
    const jar = await member();
    await withCart(jar);
    const contact = await get("/commande", { cookie: jar.toString() });
    expect(options(contact.body, "shipping.country")).toBe("France");
    const billingCountries = options(contact.body, "billing.country");
    expect(billingCountries).toContain("France");
    expect(billingCountries).toContain("États-Unis");
    const sent = jar.take(
      await post(
        "/commande",
        {
          intent: "contact",
          ...Object.fromEntries(
            Object.entries({ ...HOME, country: france })
              .filter(([key]) => key !== "intent")
              .map(([key, value]) => [`shipping.${key}`, value]),
          ),
          "billing.type": "BILLING",
          "billing.firstname": "Emily",
          "billing.lastname": "Walker",
          "billing.firstPart": "350 Fifth Avenue",
          "billing.postalCode": "10118",
          "billing.city": "New York",
          "billing.country": await countryId(app, "États-Unis d'Amérique"),
        },
        { cookie: jar.toString() },
      ),
    );
    expect(sent.statusCode).toBe(302);
    expect(sent.headers.location).toBe("/commande?etape=livraison");
    const delivery = text((await get("/commande?etape=livraison", { cookie: jar.toString() })).body);
    expect(delivery).toMatch(/Livraison à Hélène Garnier\s?, 44190 Clisson/);
  });

  it("starts a member's new address with the name and phone of their account, which stay editable", async () => {
    const jar = await member();
    await withCart(jar);
    const contact = await get("/commande", { cookie: jar.toString() });
    const value = (name: string) => new RegExp(`name="${name}"[^>]*value="([^"]*)"`).exec(contact.body)?.[1];
    expect(value("shipping.firstname")).toBe("Hélène");
    expect(value("shipping.lastname")).toBe("Garnier");
    expect(value("shipping.phone")).toBe("06 98 76 54 32");
    expect(value("billing.lastname")).toBe("Garnier");
  });
});

describe("/adresses/communes", () => {
  it("gives the communes of a French postal code, and refuses anything else", async () => {
    const found = await get(`/adresses/communes?cp=44330&pays=${france}`);
    expect(found.statusCode).toBe(200);
    const names = (found.json() as Array<{ name: string }>).map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(["Vallet", "Le Pallet"]));
    expect((await get("/adresses/communes?cp=abc&pays=1")).statusCode).toBe(400);
    expect((await get(`/adresses/communes?cp=44330&pays=999999`)).statusCode).toBe(400);
  });
});
