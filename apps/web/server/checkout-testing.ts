import { createCarrier } from "@vitrine/api/testing/factories/delivery";
import type { FastifyInstance } from "fastify";
import type { TestWebServer } from "./testing";

/** What the checkout's page tests share: a cookie jar, the text of a page, products in a cart. */

/** The text of an HTML fragment, entities decoded, spaces collapsed. */
export const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&nbsp;|\u00a0|\u202f/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** A browser's cookie jar, fed by responses. */
export class Jar {
  private readonly cookies = new Map<string, string>();
  take<T extends { headers: Record<string, unknown> }>(response: T): T {
    const lines = ([] as string[]).concat((response.headers["set-cookie"] as string | string[]) ?? []);
    for (const line of lines) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
    return response;
  }
  has(name: string) {
    return this.cookies.has(name);
  }
  set(name: string, value: string) {
    this.cookies.set(name, value);
  }
  toString() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

/** The message next to the field whose input has `id` (aria-describedby → its error paragraph). */
export function fieldError(html: string, id: string): string | null {
  const match = new RegExp(`<p class="field__error" id="${id}-erreur">([\\s\\S]*?)</p>`).exec(html);
  return match ? text(match[1]!).replace(/^⚠\s*/, "") : null;
}

/** Products of site 2 as the form of their page posts them: address and first declination. */
export async function shopProducts(
  app: FastifyInstance,
): Promise<Array<{ url: string; declinationId: number }>> {
  const response = await app.inject({
    method: "GET",
    url: "/api/product?nbItem=100",
    headers: { idsite: "2" },
  });
  const { products } = (
    response.json() as {
      data: { products: Array<{ id: number; slug: string; declinations: Array<{ id: number }> }> };
    }
  ).data;
  return products.map((p) => ({ url: `/boutique/${p.slug}/${p.id}`, declinationId: p.declinations[0]!.id }));
}

/** The id of the delivery choice named `name` on the delivery step (its radio comes before its name). */
export function carrierValue(html: string, name: string): string {
  const match = new RegExp(`name="carrier" value="([^"]+)"(?:(?!name="carrier")[\\s\\S])*?${name}`).exec(
    html,
  );
  if (!match) throw new Error(`No delivery choice ${name}`);
  return match[1]!;
}

type PostPage = (
  url: string,
  fields: Record<string, string>,
  options?: { cookie?: string },
) => Promise<{ statusCode: number; headers: Record<string, unknown>; body: string }>;

/** The contact step's shipping address of a guest in Vallet (44). */
export const GUEST_ADDRESS = {
  "shipping.type": "SHIPPING",
  "shipping.firstname": "Louise",
  "shipping.lastname": "Bernard",
  "shipping.firstPart": "3 rue des Vignes",
  "shipping.postalCode": "44330",
  "shipping.city": "Vallet",
  "shipping.phone": "06 11 22 33 44",
};

/** The id of a country of GET /countries by its French name, as the address forms post it. */
export async function countryId(app: FastifyInstance, name: string): Promise<string> {
  const response = await app.inject({ method: "GET", url: "/api/countries", headers: { idsite: "2" } });
  return String(
    (response.json() as { data: Array<{ id: number; name: string }> }).data.find((c) => c.name === name)!.id,
  );
}

/** The first steps of site 2's checkout as a browser without JavaScript walks them. */
export function checkoutWalk(app: () => FastifyInstance, post: PostPage) {
  return {
    /** `quantity` bottles of a product in a new cart, from its page's form. */
    async cartWith(product: { url: string; declinationId: number }, quantity = 6): Promise<Jar> {
      const jar = new Jar();
      const fields = { declinationId: String(product.declinationId), quantity: String(quantity) };
      jar.take(await post(product.url, fields, { cookie: jar.toString() }));
      return jar;
    },
    /** Posts the contact step as a guest; the jar keeps the checkout cookie. */
    async contact(jar: Jar, fields: Record<string, string> = {}) {
      const france = await countryId(app(), "France");
      const form = { intent: "contact", email: "louise@example.fr", sameBilling: "on", ...GUEST_ADDRESS };
      return jar.take(
        await post(
          "/commande",
          { ...form, "shipping.country": france, ...fields },
          { cookie: jar.toString() },
        ),
      );
    },
  };
}

/**
 * Runs `steps` while site 2 sells outside France, with a carrier to zone WORLD at 29,90 € named
 * `carrier`; then sells in France only again. `geneva` is the contact step's address fields of
 * a customer in Geneva: an export (decision 043).
 */
export async function sellingAbroad(
  web: TestWebServer,
  carrier: string,
  steps: (geneva: Record<string, string>) => Promise<void>,
) {
  await createCarrier(web.testDb.database.db, 2, { name: carrier, rates: [{ zone: "WORLD", price: 2990 }] });
  await web.services.sites.updateParameter(2, "ONLY_SELL_IN_FRANCE", "false");
  await web.services.sites.updateParameter(2, "SELLS_WORLDWIDE", "true");
  try {
    const country = await countryId(web.app, "Suisse");
    await steps({ "shipping.country": country, "shipping.postalCode": "1201", "shipping.city": "Genève" });
  } finally {
    await web.services.sites.updateParameter(2, "ONLY_SELL_IN_FRANCE", "true");
    await web.services.sites.updateParameter(2, "SELLS_WORLDWIDE", "false");
  }
}
