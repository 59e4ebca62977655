/**
 * The shop pages without JavaScript: list, product page, adding to the cart with a plain form post,
 * the cart page (quantities, removal, discount code, emptying), the header's cart and its preview
 * (SEE_CART_ON_HOVER), lost carts, login and logout, sitemap and robots.
 */

import type { Services } from "@vitrine/api/composition";
import type { Product } from "@vitrine/shared/schemas/shop";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestWebServer, pageRequests, siteProducts, type TestWebServer } from "./testing";

let web: TestWebServer;
let app: FastifyInstance;
let services: Services;

const SITE1 = "armor-habitat.localhost";
const SITE2 = "domaine-trois-moulins.localhost";
const PASSWORD = "Toit-de-lauze-1987";

let products: Product[] = [];

beforeAll(async () => {
  web = await createTestWebServer();
  ({ app, services } = web);
  products = await siteProducts(app, 2);
});

afterAll(() => web?.close());

const { get, post } = pageRequests(() => app, SITE2, 30);

/** The text of an HTML fragment, entities decoded, spaces collapsed. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

/** Set-Cookie lines of a response, by cookie name (value "" when the cookie is removed). */
function setCookies(response: { headers: Record<string, unknown> }): Map<string, string> {
  const lines = ([] as string[]).concat((response.headers["set-cookie"] as string | string[]) ?? []);
  return new Map(
    lines.map((line) => {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
}

/** A browser's cookie jar, fed by responses. */
class Jar {
  private readonly cookies = new Map<string, string>();
  take<T extends { headers: Record<string, unknown> }>(response: T): T {
    for (const [name, value] of setCookies(response)) {
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
    return response;
  }
  get(name: string) {
    return this.cookies.get(name);
  }
  toString() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

const productNamed = (name: string) => {
  const product = products.find((p) => p.name.startsWith(name));
  if (!product) throw new Error(`No product ${name}`);
  return product;
};
const productUrl = (p: Product) => `/boutique/${p.slug}/${p.id}`;

/** The quantity shown for a cart line on the cart page, or null when the line is absent. */
function lineQuantity(html: string, declinationId: number): number | null {
  const tag = new RegExp(`<input[^>]*id="quantite-${declinationId}"[^>]*>`).exec(html)?.[0];
  const value = tag ? /value="(\d+)"/.exec(tag)?.[1] : undefined;
  return value === undefined ? null : Number(value);
}

/** The visitor's message of a cart form (success or error). */
const formMessage = (html: string) =>
  text(/<p class="form-message[^"]*"[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? "");

/** The header's cart link tag. */
const cartLink = (html: string) => /<a[^>]*class="site-header__cart[^"]*"[^>]*>/.exec(html)?.[0] ?? "";

async function addToCart(jar: Jar, product: Product, declinationIndex = 0, quantity = 1) {
  const declination = product.declinations[declinationIndex]!;
  return jar.take(
    await post(
      productUrl(product),
      { declinationId: String(declination.id), quantity: String(quantity) },
      { cookie: jar.toString() },
    ),
  );
}

describe("shop pages", () => {
  it("lists the products of site 2 with their prices, and filters them by kind", async () => {
    expect(products.length).toBeGreaterThanOrEqual(6);
    const response = await get("/boutique");
    expect(response.statusCode).toBe(200);
    const html = response.body;
    for (const product of products) expect(html).toContain(`href="${productUrl(product)}"`);
    expect(text(html)).toContain(`${products.length} produits`);
    expect(text(html)).toMatch(/dès \d+,\d{2}\s€/);
    expect(text(html)).toContain("L'abus d'alcool est dangereux pour la santé");

    const kind = products.find((p) => p.type === "WINE")?.kind ?? "";
    const filtered = await get(`/boutique?type=${encodeURIComponent(kind)}`);
    const expected = products.filter((p) => p.kind === kind);
    expect(text(filtered.body)).toContain(`${expected.length} produit`);
    for (const product of products) {
      expect(filtered.body.includes(`href="${productUrl(product)}"`)).toBe(product.kind === kind);
    }
    // An unknown kind is ignored rather than answered with an empty page.
    expect(text((await get("/boutique?type=inconnu")).body)).toContain(`${products.length} produits`);
  });

  it("sends the products' cards only in the page data: no description, technical sheet or pairings", async () => {
    // A plain run of words of each description (no markup or quote the page data would escape).
    const sample = products.map((p) => /[\p{L}\d ,.]{30,}/u.exec(p.description)?.[0].slice(0, 30) ?? "");
    expect(sample.every((words) => words.length === 30)).toBe(true);
    for (const url of ["/boutique", "/boutique.data"]) {
      const raw = (await get(url)).body.replace(/\\"/g, '"');
      for (const product of products) expect(raw).toContain(product.slug);
      for (const words of sample) expect(raw, `${url}: ${words}`).not.toContain(words);
    }
    // The data of a client navigation names no field of the product page.
    const data = (await get("/boutique.data")).body;
    for (const key of ["description", "vinification", "tasting", "mealIcon", "reference"]) {
      expect(data, key).not.toContain(`"${key}"`);
    }
  });

  it("answers 404 on a site without a shop", async () => {
    expect((await get("/boutique", { host: SITE1 })).statusCode).toBe(404);
    expect((await get("/panier", { host: SITE1 })).statusCode).toBe(404);
    expect((await get(productUrl(products[0]!), { host: SITE1 })).statusCode).toBe(404);
  });

  it("shows a product with its declinations, JSON-LD offers, and redirects legacy addresses", async () => {
    const product = products.find((p) => p.declinations.length > 1) ?? products[0]!;
    const response = await get(productUrl(product));
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(product.name.replace(/'/g, "&#x27;").replace(/"/g, "&quot;").split(" ")[0]);
    for (const declination of product.declinations) expect(html).toContain(`value="${declination.id}"`);
    const jsonLd =
      /<script type="application\/ld\+json"[^>]*>(\{"@context":"https:\/\/schema.org","@type":"Product"[^<]*)<\/script>/.exec(
        html,
      );
    const data = JSON.parse(jsonLd?.[1] ?? "{}");
    expect(data.offers).toHaveLength(product.declinations.length);
    expect(data.offers[0].priceCurrency).toBe("EUR");

    const legacy = await get(`/boutique/${product.id}`);
    expect(legacy.statusCode).toBe(301);
    expect(legacy.headers.location).toBe(productUrl(product));
    expect((await get("/boutique/inconnu/999999")).statusCode).toBe(404);
    expect((await get("/boutique/x/abc")).statusCode).toBe(404);
  });
});

describe("cart without JavaScript", () => {
  it("adds a product with a form post, remembers the cart in cookies and counts it in the header", async () => {
    const jar = new Jar();
    const product = productNamed("Muscadet Sèvre et Maine");
    const first = await addToCart(jar, product, 0, 2);
    // Posted without JavaScript: on to the cart, whose header already counts the new cart.
    const declinationId = product.declinations[0]!.id;
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe(`/panier?ajout=${declinationId}`);
    const landing = await get(String(first.headers.location), { cookie: jar.toString() });
    expect(formMessage(landing.body)).toContain(`Ajouté au panier : ${text(product.name)}`);
    expect(cartLink(landing.body)).toContain('aria-label="Panier, 2 articles"');
    expect(lineQuantity(landing.body, Number(declinationId))).toBe(2);
    // With JavaScript (React Router's data request), the product page keeps its place and says it.
    const fetcher = jar.take(
      await post(
        `${productUrl(product)}.data`,
        { declinationId: String(declinationId), quantity: "1" },
        { cookie: jar.toString() },
      ),
    );
    expect(fetcher.statusCode).toBe(200);
    expect(fetcher.body).toContain(`Ajouté au panier : ${product.name}`);
    // A declination that is not in the cart gives no message.
    const elsewhere = await get("/panier?ajout=999999", { cookie: jar.toString() });
    expect(formMessage(elsewhere.body)).toBe("");
    expect(jar.get("cartId")).toMatch(/^\d+$/);
    expect(jar.get("cartKey")).toBeTruthy();
    const cookies = ([] as string[]).concat(first.headers["set-cookie"] as string[]);
    expect(cookies.find((c) => c.startsWith("cartKey="))).toMatch(/HttpOnly/i);

    // A second post sums in the same cart (2 + 1 + 1).
    await addToCart(jar, product, 0, 1);
    const page = await get("/boutique", { cookie: jar.toString() });
    expect(cartLink(page.body)).toContain('aria-label="Panier, 4 articles"');

    const cart = await get("/panier", { cookie: jar.toString() });
    expect(cart.statusCode).toBe(200);
    expect(cart.headers["cache-control"]).toBe("private, no-store");
    expect(String(cart.headers.vary)).toMatch(/cookie/i);
    const anonymous = await get("/boutique");
    expect(anonymous.headers["cache-control"]).toContain("public");
    expect(String(anonymous.headers.vary)).toMatch(/cookie/i);
    const declination = product.declinations[0]!;
    expect(lineQuantity(cart.body, Number(declination.id))).toBe(4);
    expect(cart.body).toContain('<meta name="robots" content="noindex"/>');
  });

  it("sends the cart's cookies Secure in production only, HttpOnly and SameSite=Lax always", async () => {
    const product = productNamed("Muscadet Sèvre et Maine");
    const cartCookies = async () => {
      const response = await addToCart(new Jar(), product);
      const lines = ([] as string[]).concat(response.headers["set-cookie"] as string[]);
      return ["cartId", "cartKey"].map((name) => lines.find((line) => line.startsWith(`${name}=`)) ?? "");
    };
    for (const line of await cartCookies()) {
      expect(line).toMatch(/; HttpOnly/i);
      expect(line).toMatch(/; SameSite=Lax/i);
      expect(line).not.toMatch(/; Secure/i);
    }
    services.config.env = "production";
    try {
      for (const line of await cartCookies()) {
        expect(line).toMatch(/; Secure/i);
        expect(line).toMatch(/; HttpOnly/i);
      }
    } finally {
      services.config.env = "test";
    }
  });

  it("refuses bad input with French messages and keeps the cart", async () => {
    const jar = new Jar();
    const product = productNamed("Muscadet Sèvre et Maine");
    await addToCart(jar, product);
    const url = productUrl(product);
    const noQuantity = await post(
      url,
      { declinationId: String(product.declinations[0]!.id), quantity: "abc" },
      { cookie: jar.toString() },
    );
    expect(noQuantity.statusCode).toBe(400);
    expect(formMessage(noQuantity.body)).toContain("Indiquez une quantité.");
    const tooMany = await post(
      url,
      { declinationId: String(product.declinations[0]!.id), quantity: "5000" },
      { cookie: jar.toString() },
    );
    expect(tooMany.statusCode).toBe(400);
    expect(formMessage(tooMany.body)).toContain("La quantité est limitée à 999 par produit.");
    const other = productNamed("Rosé");
    const foreign = await post(
      url,
      { declinationId: String(other.declinations[0]!.id), quantity: "1" },
      { cookie: jar.toString() },
    );
    expect(foreign.statusCode).toBe(400);
    expect(formMessage(foreign.body)).toContain("Choisissez une version du produit.");
    const cart = await get("/panier", { cookie: jar.toString() });
    expect(lineQuantity(cart.body, Number(product.declinations[0]!.id))).toBe(1);
  });

  it("changes quantities, removes lines, applies and removes a discount code, empties the cart", async () => {
    const jar = new Jar();
    const muscadet = productNamed("Muscadet Sèvre et Maine");
    const box = products.find((p) => p.type === "BOX")!;
    await addToCart(jar, muscadet);
    await addToCart(jar, box);
    const cookie = () => ({ cookie: jar.toString() });
    const lineId = String(muscadet.declinations[0]!.id);

    const updated = jar.take(
      await post("/panier", { intent: "quantity", productId: lineId, quantity: "6" }, cookie()),
    );
    expect(updated.statusCode).toBe(200);
    expect(formMessage(updated.body)).toContain("La quantité a été mise à jour.");
    expect(lineQuantity(updated.body, Number(lineId))).toBe(6);

    const invalid = await post("/panier", { intent: "discount", discountCode: "FAUXCODE" }, cookie());
    expect(invalid.statusCode).toBe(400);
    expect(formMessage(invalid.body)).toContain("Ce code promo n'est pas valable.");

    const applied = jar.take(
      await post("/panier", { intent: "discount", discountCode: "bienvenue10" }, cookie()),
    );
    expect(applied.statusCode).toBe(200);
    expect(formMessage(applied.body)).toContain("Le code BIENVENUE10 est appliqué.");
    expect(jar.get("cartDiscount")).toBe("BIENVENUE10");
    expect(text(applied.body)).toContain("Code BIENVENUE10");

    // Below the code's minimum, the page says why and forgets the code.
    const removedBox = jar.take(
      await post("/panier", { intent: "remove", productId: String(box.declinations[0]!.id) }, cookie()),
    );
    expect(formMessage(removedBox.body)).toContain("Le produit a été retiré du panier.");
    const small = jar.take(
      await post("/panier", { intent: "quantity", productId: lineId, quantity: "1" }, cookie()),
    );
    expect(text(small.body)).toMatch(
      /Ce code promo s'applique à partir de \d+,\d{2}\s€\. Le code a été retiré\./,
    );
    expect(jar.get("cartDiscount")).toBeUndefined();

    const unknown = await post(
      "/panier",
      { intent: "quantity", productId: "999999", quantity: "2" },
      cookie(),
    );
    expect(unknown.statusCode).toBe(404);
    expect(formMessage(unknown.body)).toContain("Ce produit n'est pas dans le panier.");
    const badIntent = await post("/panier", { intent: "pirater" }, cookie());
    expect(badIntent.statusCode).toBe(400);

    const cleared = jar.take(await post("/panier", { intent: "clear" }, cookie()));
    expect(formMessage(cleared.body)).toContain("Votre panier a été vidé.");
    expect(jar.get("cartId")).toBeUndefined();
    expect(text((await get("/panier", cookie())).body)).toContain("Votre panier est vide.");
  });

  it("forgets a cart the API no longer knows, and opens a new one at the next addition", async () => {
    const stale = "cartId=999999; cartKey=inconnue";
    const page = await get("/panier", { cookie: stale });
    expect(page.statusCode).toBe(200);
    expect(text(page.body)).toContain("Votre panier est vide.");
    expect(setCookies(page).get("cartId")).toBe("");

    const jar = new Jar();
    jar.take({ headers: { "set-cookie": ["cartId=999999", "cartKey=inconnue"] } });
    const added = await addToCart(jar, productNamed("Rosé"));
    expect(added.statusCode).toBe(303);
    expect(jar.get("cartId")).not.toBe("999999");
    expect(cartLink((await get("/boutique", { cookie: jar.toString() })).body)).toContain(
      "Panier, 1 article",
    );
  });

  it("never shows another visitor's cart", async () => {
    const owner = new Jar();
    await addToCart(owner, productNamed("Rosé"));
    const intruder = `cartId=${owner.get("cartId")}; cartKey=devine`;
    const page = await get("/panier", { cookie: intruder });
    expect(text(page.body)).toContain("Votre panier est vide.");
    expect(cartLink(page.body)).toContain("Panier, vide");
  });
});

describe("header cart and its preview", () => {
  it("previews the cart on hover when SEE_CART_ON_HOVER is on, and not when it is off", async () => {
    const jar = new Jar();
    const product = productNamed("Rosé");
    await addToCart(jar, product, 0, 2);
    await services.sites.updateParameter(2, "SEE_CART_ON_HOVER", "true");
    const on = await get("/", { cookie: jar.toString() });
    expect(on.body).toContain('class="cart-button cart-button--preview"');
    const preview = /<section class="cart-preview"[\s\S]*?<\/section>/.exec(on.body)?.[0] ?? "";
    expect(text(preview)).toContain("2 articles dans le panier");
    expect(text(preview)).toContain(product.name);
    expect(preview).toContain('href="/panier"');

    await services.sites.updateParameter(2, "SEE_CART_ON_HOVER", "false");
    try {
      const off = await get("/", { cookie: jar.toString() });
      expect(off.body).toContain('class="cart-button"');
      expect(off.body).not.toContain("cart-preview");
      expect(cartLink(off.body)).toContain("Panier, 2 articles");
    } finally {
      await services.sites.updateParameter(2, "SEE_CART_ON_HOVER", "true");
    }
  });

  it("has no cart on a site without a shop, nor the shop's styles", async () => {
    const home = await get("/", { host: SITE1 });
    expect(home.body).not.toContain("site-header__cart");
    expect(home.body).not.toContain("shop.css");
    expect((await get("/")).body).toContain("shop.css");
  });
});

describe("cart and session", () => {
  it("gives the visitor's cart to the member at login, and forgets it at logout", async () => {
    const email = `panier-${Date.now()}@example.fr`;
    const registered = await post("/auth", {
      intent: "register",
      firstname: "Anne",
      lastname: "Leroux",
      email,
      phone: "06 11 22 33 44",
      birthdate: "1980-02-03",
      password: PASSWORD,
      acceptTerms: "on",
    });
    expect(registered.statusCode, registered.body.slice(0, 300)).toBe(302);
    const member = new Jar();
    member.take(registered);
    // Registration already gave the member a default cart.
    expect(member.get("cartId")).toMatch(/^\d+$/);
    await post("/deconnexion", {}, { cookie: member.toString() }).then((r) => member.take(r));
    expect(member.get("cartId")).toBeUndefined();
    expect(member.get("token")).toBeUndefined();

    // Anonymous, they fill a cart, then log in: the cart is theirs.
    const product = productNamed("Rosé");
    await addToCart(member, product, 0, 4);
    const anonymousCart = member.get("cartId");
    const login = member.take(
      await post("/auth", { intent: "login", email, password: PASSWORD }, { cookie: member.toString() }),
    );
    expect(login.statusCode).toBe(302);
    expect(member.get("cartId")).toBe(anonymousCart);
    const withoutKey = `token=${member.get("token")}; cartId=${member.get("cartId")}`;
    const page = await get("/panier", { cookie: withoutKey });
    expect(lineQuantity(page.body, Number(product.declinations[0]!.id))).toBe(4);
  });
});

describe("login with a cart that is gone", () => {
  it("gives the member their own default cart instead of keeping the dead one", async () => {
    const email = `panier-perdu-${Date.now()}@example.fr`;
    const member = new Jar();
    member.take(
      await post("/auth", {
        intent: "register",
        firstname: "Paul",
        lastname: "Guérin",
        email,
        phone: "06 55 44 33 22",
        birthdate: "1975-06-07",
        password: PASSWORD,
        acceptTerms: "on",
      }),
    );
    const own = member.get("cartId");
    expect(own).toMatch(/^\d+$/);
    await post("/deconnexion", {}, { cookie: member.toString() }).then((r) => member.take(r));
    member.take({ headers: { "set-cookie": ["cartId=999999", "cartKey=inconnue", "cartDiscount=VIEUX"] } });
    const login = member.take(
      await post("/auth", { intent: "login", email, password: PASSWORD }, { cookie: member.toString() }),
    );
    expect(login.statusCode).toBe(302);
    expect(member.get("cartId")).toBe(own);
    expect(member.get("cartDiscount")).toBeUndefined();
  });
});

describe("search engines", () => {
  it("lists the shop and every product in the sitemap, and keeps the cart out of robots", async () => {
    const sitemap = await get("/sitemap.xml");
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain(`/boutique</loc>`);
    for (const product of products) expect(sitemap.body).toContain(`${productUrl(product)}</loc>`);
    expect((await get("/sitemap.xml", { host: SITE1 })).body).not.toContain("/boutique");
    const robots = await get("/robots.txt");
    expect(robots.body).toContain("Disallow: /panier");
  });

  // A cart is not a page to index: its Lighthouse SEO score stays low on purpose (noindex).
  it("keeps the cart page noindex, empty or not, and out of the sitemap", async () => {
    const empty = await get("/panier");
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('<meta name="robots" content="noindex"/>');
    const jar = new Jar();
    await addToCart(jar, productNamed("Muscadet Sèvre et Maine"));
    const full = await get("/panier", { cookie: jar.toString() });
    expect(full.body).toContain('<meta name="robots" content="noindex"/>');
    for (const host of [SITE1, SITE2]) {
      const sitemap = await get("/sitemap.xml", { host });
      expect(sitemap.statusCode).toBe(200);
      expect(sitemap.body).not.toMatch(/\/panier|\/commande/);
    }
  });
});
