import type { OrderBody } from "@vitrine/shared/schemas/orders";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { declinations, orders, paymentConfigs, stockMovements } from "../../../db/schema/index";
import type { TestApi } from "../../../testing/api";
import { createCarrier, createPickupCalendar, createRelayPoint } from "../../../testing/factories/delivery";
import { createProduct } from "../../../testing/factories/shop";
import { createSite } from "../../../testing/factories/site";

/** Helpers of the order tests: a shop ready to take orders, a valid body, calls with their headers. */

/** Parameters of the test shop: every payment method, stock handled, bank and cheque details. */
export const SHOP_PARAMETERS = {
  PAYMENT_METHOD: "CARD,TRANSFER,CHEQUE,ON_SITE",
  HANDLE_STOCK: "true",
  BANK_ACCOUNT_HOLDER: "SCEA Domaine d'essai",
  BANK_IBAN: "FR76 3000 4000 0312 3456 7890 143",
  BANK_BIC: "BNPAFRPPXXX",
  CHEQUE_PAYEE: "SCEA Domaine d'essai",
  CHEQUE_ADDRESS: "La Grande Moulinière, 44330 Vallet",
};

export interface OrderShop {
  siteId: number;
  /** Muscadet 2022, 12 €, stock tracked (`stock` units). */
  wine: number;
  /** Gros-Plant, 9 €, stock not tracked. */
  plain: number;
  /** Sold by cases of 6, 10 €. */
  caseWine: number;
  /** A withdrawn declination. */
  withdrawn: number;
  /** A gift voucher: no shipping fees. */
  voucher: number;
  /** Home delivery 9,90 € in mainland France; relay delivery 4,90 € with one point `relayPoint`. */
  home: number;
  relay: number;
  relayPoint: string;
  pickup: Awaited<ReturnType<typeof createPickupCalendar>>;
  france: number;
  belgium: number;
}

/** A shop that sells online, with the products, carriers and pickup place the order tests use. */
export async function createOrderShop(
  api: TestApi,
  { stock = 50, parameters = {} }: { stock?: number | null; parameters?: Record<string, string | null> } = {},
): Promise<OrderShop> {
  const db = api.database.db;
  const site = await createSite(db, {
    name: "Domaine d'essai",
    isECommerce: true,
    parameters: { ...SHOP_PARAMETERS, ...parameters },
  });
  const siteId = site.id;
  await db
    .update(paymentConfigs)
    .set({ publishableKey: "pk_test_essai", accountId: "acct_essai" })
    .where(eq(paymentConfigs.siteId, siteId));
  const muscadet = await createProduct(db, siteId, {
    name: "Muscadet Sèvre et Maine",
    declinations: [
      { variation1: "2022", price: 1200, stock, reference: "MUS-22" },
      { variation1: "2019", price: 1500, stock: 10, isActive: false, reference: "MUS-19" },
    ],
  });
  const plain = await createProduct(db, siteId, {
    name: "Gros-Plant",
    declinations: [{ price: 900, stock: null }],
  });
  const cases = await createProduct(db, siteId, {
    name: "Folle Blanche",
    declinations: [{ price: 1000, sellByMultipleOf: 6, stock: null }],
  });
  const voucher = await createProduct(db, siteId, {
    type: "BOX",
    name: "Bon cadeau",
    declinations: [{ price: 5000, hasShippingFees: false, capacity: null, capacityUnit: null, stock: null }],
  });
  const home = await createCarrier(db, siteId, {
    name: "Colissimo",
    rates: [{ zone: "FR_METRO", price: 990 }],
  });
  const relay = await createCarrier(db, siteId, {
    name: "Relais Colis",
    kind: "PICKUP",
    rates: [{ zone: "FR_METRO", price: 490 }],
  });
  const point = await createRelayPoint(db, siteId, relay.id, {
    code: "NAN-1",
    latitude: 47.2133,
    longitude: -1.5622,
  });
  const pickup = await createPickupCalendar(db, siteId, {
    name: "Retrait au caveau",
    schedules: [1, 2, 3, 4, 5, 6, 7].flatMap((weekday) => [
      { weekday, startTime: "10:00", endTime: "12:00", capacity: 2 },
      { weekday, startTime: "14:00", endTime: "18:00", capacity: null },
    ]),
  });
  const countries = await api.services.geo.listCountries();
  return {
    siteId,
    wine: muscadet.declinationIds[0]!,
    withdrawn: muscadet.declinationIds[1]!,
    plain: plain.declinationIds[0]!,
    caseWine: cases.declinationIds[0]!,
    voucher: voucher.declinationIds[0]!,
    home: home.id,
    relay: relay.id,
    relayPoint: point.code,
    pickup,
    france: countries.find((c) => c.alphaTwo === "FR")!.id,
    belgium: countries.find((c) => c.alphaTwo === "BE")!.id,
  };
}

/** A French address of the shop's country ids. */
export const testAddress = (shop: OrderShop, values: Record<string, unknown> = {}) => ({
  firstname: "Camille",
  lastname: "Durand",
  firstPart: "3 rue Kervégan",
  postalCode: "44000",
  city: "Nantes",
  country: shop.france,
  ...values,
});

/** A visitor's bank-transfer order of 2 Muscadet delivered at home, changed by `overrides`. */
export function orderBody(shop: OrderShop, overrides: Partial<OrderBody> = {}): OrderBody {
  return {
    products: [{ id: shop.wine, quantity: 2 }],
    email: "camille.durand@exemple.fr",
    phone: "06 12 34 56 78",
    address: { delivery: testAddress(shop) },
    delivery: { type: "delivery", idCarrier: shop.home },
    paymentMethod: "TRANSFER",
    ...overrides,
  };
}

let addresses = 0;
/** A new client address per call: the orders' rate limit counts per address. */
export const nextAddress = () => `10.88.${Math.floor(++addresses / 250) % 250}.${(addresses % 250) + 1}`;

export interface OrderCall {
  site: number;
  token?: string;
  orderKey?: string;
  cartKey?: string;
  idempotencyKey?: string;
  ip?: string;
}

/** Calls an order route as a visitor (or member with `token`) from a new address. */
export function orderCall(api: TestApi, method: "GET" | "POST", url: string, body: unknown, call: OrderCall) {
  return api.call({
    method,
    url,
    site: call.site,
    ...(body === undefined ? {} : { payload: body as object }),
    headers: {
      "x-forwarded-for": call.ip ?? nextAddress(),
      ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
      ...(call.orderKey ? { "x-order-key": call.orderKey } : {}),
      ...(call.cartKey ? { "x-cart-key": call.cartKey } : {}),
      ...(call.idempotencyKey ? { "idempotency-key": call.idempotencyKey } : {}),
    },
  });
}

/** POST /order. */
export const placeOrder = (api: TestApi, body: unknown, call: OrderCall) =>
  orderCall(api, "POST", "/order", body, call);

/** The declination's stock now. */
export async function stockOf(api: TestApi, declinationId: number): Promise<number | null> {
  const [row] = await api.database.db
    .select({ stock: declinations.stock })
    .from(declinations)
    .where(eq(declinations.id, declinationId));
  return row!.stock;
}

/** The order's row. */
export async function orderRow(api: TestApi, orderId: number) {
  const [row] = await api.database.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

/** A day (YYYY-MM-DD) `days` from today, Paris time. */
export function dayFromNow(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(date);
}

/** The stock movements an order wrote (decision 047), in the order they were written. */
export function orderStockMovements(db: Db, orderId: number) {
  return db
    .select({
      declinationId: stockMovements.declinationId,
      reason: stockMovements.reason,
      delta: stockMovements.delta,
      stockAfter: stockMovements.stockAfter,
      userId: stockMovements.userId,
      userEmail: stockMovements.userEmail,
      note: stockMovements.note,
    })
    .from(stockMovements)
    .where(eq(stockMovements.orderId, orderId))
    .orderBy(asc(stockMovements.id));
}
