import type { FastifyInstance } from "fastify";

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
