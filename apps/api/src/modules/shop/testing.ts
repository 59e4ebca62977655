import { CART_KEY_COOKIE } from "@vitrine/shared/constants";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { declinations, products, sites, users } from "../../db/schema/index";
import type { TestApi } from "../../testing/api";

/** Helpers of the shop tests: calls with a member's token or a cart's secret, members, a third site. */

export interface ShopCall {
  method: InjectOptions["method"];
  url: string;
  body?: unknown;
  /** idSite header; the wine estate (2) unless told. */
  site?: number;
  /** A member's session token. */
  token?: string;
  /** A cart secret sent as the X-Cart-Key header. */
  key?: string;
  /** A cart secret sent as the cartKey cookie. */
  cookieKey?: string;
  /** The visitor's address; each call comes from a new one unless told (carts are opened per address). */
  ip?: string;
}

let addresses = 0;
const nextAddress = () => `10.77.${Math.floor(++addresses / 250) % 250}.${(addresses % 250) + 1}`;

export function shopCaller(api: TestApi) {
  return ({ method, url, body, site = 2, token, key, cookieKey, ip = nextAddress() }: ShopCall) =>
    api.call({
      method,
      url,
      site,
      ...(body === undefined ? {} : { payload: body as InjectOptions["payload"] }),
      headers: {
        "x-forwarded-for": ip,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(key ? { "x-cart-key": key } : {}),
        ...(cookieKey ? { cookie: `${CART_KEY_COOKIE}=${cookieKey}` } : {}),
      },
    });
}

let members = 0;

/** A member of `siteId` with an open session (written directly: no password hashing, no rate limit). */
export async function newMember(api: TestApi, siteId = 2): Promise<{ id: number; token: string }> {
  members += 1;
  const [user] = await api.database.db
    .insert(users)
    .values({
      siteId,
      email: `client-${members}-${Date.now()}@example.fr`,
      passwordHash: "x",
      firstname: "Anne",
      lastname: "Client",
      acceptedTermsAt: new Date(),
    })
    .returning({ id: users.id });
  return { id: user!.id, token: await api.services.accounts.sessions.createSession(siteId, user!.id) };
}

/** A product of site 2 made for a test, with one declination (75 cl wine unless told). */
export async function testProduct(
  api: TestApi,
  values: Partial<typeof declinations.$inferInsert> & { type?: "WINE" | "BOX"; productActive?: boolean } = {},
) {
  const { type = "WINE", productActive = true, ...declination } = values;
  const db = api.database.db;
  members += 1;
  const [product] = await db
    .insert(products)
    .values({
      siteId: 2,
      type,
      slug: `essai-${members}-${Date.now()}`,
      name: `Cuvée d'essai ${members}`,
      kind: "blanc",
      isActive: productActive,
    })
    .returning({ id: products.id });
  const [row] = await db
    .insert(declinations)
    .values({
      siteId: 2,
      productId: product!.id,
      price: 1000,
      capacity: 75,
      capacityUnit: "cl",
      reference: `ESSAI-${members}`,
      ...declination,
    })
    .returning({ id: declinations.id });
  return { productId: product!.id, declinationId: row!.id };
}

/** A third site that sells online, with one product: its ids must mean nothing on site 2. */
export async function otherShopSite(api: TestApi) {
  const db = api.database.db;
  const [model] = await db.select({ langId: sites.defaultLangId }).from(sites).where(eq(sites.id, 2));
  const [site] = await db
    .insert(sites)
    .values({
      name: "Cave d'essai",
      isECommerce: true,
      defaultLangId: model!.langId,
      devUrls: ["http://cave-essai.localhost:3000"],
    })
    .returning({ id: sites.id });
  const siteId = site!.id;
  const [product] = await db
    .insert(products)
    .values({ siteId, type: "WINE", slug: "cuvee-voisine", name: "Cuvée voisine", kind: "blanc" })
    .returning({ id: products.id });
  const [declination] = await db
    .insert(declinations)
    .values({
      siteId,
      productId: product!.id,
      price: 1200,
      capacity: 75,
      capacityUnit: "cl",
      reference: "V-1",
    })
    .returning({ id: declinations.id });
  await api.services.sites.invalidate(siteId);
  return { siteId, productId: product!.id, declinationId: declination!.id };
}
