/**
 * HTTP details of the pages: a method a page does not take answers 405 with the methods it takes,
 * before any page code runs; a switched-off search is the site's 404 whatever the query; page
 * titles end with the site's name, once.
 */
import { newsletterSubscriptions } from "@vitrine/api/db/schema/index";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestWebServer, pageRequests, type TestWebServer } from "./testing";

let web: TestWebServer;
let app: FastifyInstance;

beforeAll(async () => {
  web = await createTestWebServer();
  app = web.app;
});

afterAll(() => web?.close());

const SITE1 = "armor-habitat.localhost";
const SITE2 = "domaine-trois-moulins.localhost";
const { get } = pageRequests(() => app, SITE1, 63);

let sequence = 0;
const send = (
  method: "PUT" | "DELETE" | "PATCH" | "OPTIONS" | "POST",
  url: string,
  host = SITE1,
  payload = "intent=clear",
) =>
  app.inject({
    method,
    url,
    headers: {
      host,
      "x-forwarded-for": `10.64.0.${++sequence % 250}`,
      "content-type": "application/x-www-form-urlencoded",
    },
    payload: method === "OPTIONS" ? undefined : payload,
  });

describe("methods a page does not take", () => {
  it("answers 405 with Allow on every page, for PUT, DELETE, PATCH and OPTIONS", async () => {
    const pages: Array<[string, string, string]> = [
      ["/panier", SITE2, "GET, HEAD, POST"],
      ["/panier.data", SITE2, "GET, HEAD, POST"],
      ["/contact", SITE1, "GET, HEAD, POST"],
      ["/?index", SITE1, "GET, HEAD, POST"],
      ["/realisations", SITE1, "GET, HEAD"],
      ["/recherche?q=toit", SITE1, "GET, HEAD"],
      ["/legal-notice", SITE1, "GET, HEAD"],
    ];
    for (const [url, host, allow] of pages) {
      for (const method of ["PUT", "DELETE", "PATCH", "OPTIONS"] as const) {
        const reply = await send(method, url, host);
        expect(reply.statusCode, `${method} ${url}`).toBe(405);
        expect(reply.headers.allow, `${method} ${url}`).toBe(allow);
        expect(reply.body).toContain("Méthode non autorisée");
      }
    }
  });

  it("answers a POST where no action is with 405 and Allow, and still takes a form's post", async () => {
    for (const url of ["/realisations", "/legal-notice", "/realisations.data"]) {
      const reply = await send("POST", url);
      expect(reply.statusCode, url).toBe(405);
      expect(reply.headers.allow, url).toBe("GET, HEAD");
    }
    const cart = await send("POST", "/panier", SITE2);
    expect(cart.statusCode).not.toBe(405);
  });

  it("runs no page code after the 405: the action never sees the request", async () => {
    const subscribed = async (email: string) =>
      (
        await web.testDb.database.db
          .select({ id: newsletterSubscriptions.id })
          .from(newsletterSubscriptions)
          .where(eq(newsletterSubscriptions.email, email))
      ).length;
    for (const method of ["PUT", "PATCH", "DELETE"] as const) {
      const email = `refus-${method.toLowerCase()}@exemple.fr`;
      const reply = await send(
        method,
        "/newsletter/inscription",
        SITE2,
        `email=${encodeURIComponent(email)}`,
      );
      expect(reply.statusCode).toBe(405);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await subscribed(email), method).toBe(0);
    }
    // The same form posted is taken: the check above would see the action's row.
    const email = "pris@exemple.fr";
    const taken = await send("POST", "/newsletter/inscription", SITE2, `email=${encodeURIComponent(email)}`);
    expect(taken.statusCode).toBe(200);
    expect(await subscribed(email)).toBe(1);
  });

  it("writes no error nor stack for a refused method", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      await send("DELETE", "/panier", SITE2);
      await send("POST", "/realisations");
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });
});

describe("the search of a site without it", () => {
  it("is the site's 404 whatever the query", async () => {
    for (const url of ["/recherche", `/recherche?q=${"a".repeat(101)}`, "/recherche?q=vin&page=0"]) {
      const reply = await get(url, { host: SITE2 });
      expect(reply.statusCode, url).toBe(404);
      expect(reply.body, url).not.toContain("Votre recherche est trop longue");
    }
  });
});

describe("page titles", () => {
  const titleOf = (html: string) =>
    /<title>([^<]*)<\/title>/
      .exec(html)?.[1]
      ?.replace(/&#x27;/g, "'")
      .replace(/&amp;/g, "&");

  it.each([
    [SITE1, "/", "Rénovation et entretien de maisons à Vannes | Armor Habitat Rénovation"],
    [SITE1, "/contact", "Nous contacter à Vannes – devis gratuit | Armor Habitat Rénovation"],
    [
      SITE1,
      "/a-propos",
      "À propos : artisans de la rénovation à Vannes depuis 2009 | Armor Habitat Rénovation",
    ],
    [
      SITE1,
      "/services/renovation-interieure",
      "Rénovation intérieure à Vannes : salle de bains, cuisine, sols | Armor Habitat Rénovation",
    ],
    [
      SITE1,
      "/realisations",
      "Nos réalisations : chantiers de rénovation dans le Morbihan | Armor Habitat Rénovation",
    ],
    [SITE1, "/page-inconnue", "Cette page est introuvable | Armor Habitat Rénovation"],
    [SITE2, "/", "Vins de Muscadet à Vallet, de la vigne à la bouteille | Domaine des Trois Moulins"],
    [SITE2, "/panier", "Mon panier | Domaine des Trois Moulins"],
  ])("%s%s: one brand suffix", async (host, path, expected) => {
    const title = titleOf((await get(path, { host })).body);
    expect(title).toBe(expected);
  });
});
