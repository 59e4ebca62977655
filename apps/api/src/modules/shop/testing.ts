import { CART_KEY_COOKIE } from "@vitrine/shared/constants";
import type { InjectOptions } from "fastify";
import type { TestApi } from "../../testing/api";
import { createMember } from "../../testing/factories/account";
import { createProduct, type DeclinationValues } from "../../testing/factories/shop";
import { createSite } from "../../testing/factories/site";

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

/** A member of `siteId` with an open session (written directly: no password hashing, no rate limit). */
export async function newMember(api: TestApi, siteId = 2): Promise<{ id: number; token: string }> {
  const { id } = await createMember(api.database.db, siteId, { lastname: "Client" });
  return { id, token: await api.services.accounts.sessions.createSession(siteId, id) };
}

/** A product of site 2 made for a test, with one declination (75 cl wine unless told). */
export async function testProduct(
  api: TestApi,
  values: DeclinationValues & { type?: "WINE" | "BOX"; productActive?: boolean } = {},
) {
  const { type = "WINE", productActive = true, ...declination } = values;
  const product = await createProduct(api.database.db, 2, {
    type,
    name: "Cuvée d'essai",
    isActive: productActive,
    declinations: [declination],
  });
  return { productId: product.id, declinationId: product.declinationIds[0]! };
}

/** A third site that sells online, with one product: its ids must mean nothing on site 2. */
export async function otherShopSite(api: TestApi) {
  const db = api.database.db;
  const site = await createSite(db, { name: "Cave voisine", isECommerce: true });
  const product = await createProduct(db, site.id, {
    slug: "cuvee-voisine",
    name: "Cuvée voisine",
    declinations: [{ price: 1200, reference: "V-1" }],
  });
  await api.services.sites.invalidate(site.id);
  return { siteId: site.id, productId: product.id, declinationId: product.declinationIds[0]! };
}

/** The order tests' shop and calls, for other modules' tests (the admin panel's orders). */
export {
  createOrderShop,
  type OrderShop,
  orderBody,
  orderRow,
  orderStockMovements,
  placeOrder,
  stockOf,
} from "./orders/testing";
