import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { declinations, orderLines, orders, stockMovements } from "../../db/schema/index";
import { adminCall } from "../../testing/admin-calls";
import { createTestApi, type TestApi } from "../../testing/api";
import { createMember } from "../../testing/factories/account";
import { createProduct } from "../../testing/factories/shop";
import { expectFrenchError } from "../content/testing";
import {
  createOrderShop,
  type OrderShop,
  orderBody,
  orderStockMovements,
  placeOrder,
  stockOf,
} from "../shop/testing";

/**
 * The stock's history of orders (decision 047): each order that takes, gives back or puts back
 * units writes a movement (VENTE, ANNULATION, RETOUR) with the stock after it and the order,
 * listed with the order's reference; the hand adjustments cannot use those reasons.
 */

let api: TestApi;
let shop: OrderShop;
/** A second tracked wine: Melon de Bourgogne, 11 €, 8 bottles. */
let melon = { productId: 0, declinationId: 0 };
let wineProduct = 0;
let plainProduct = 0;
let token = "";
const db = () => api.database.db;
const ADMIN_EMAIL = "caviste@domaine.test";

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  shop = await createOrderShop(api, { stock: 20 });
  const product = await createProduct(db(), shop.siteId, {
    name: "Melon de Bourgogne",
    declinations: [{ price: 1100, stock: 8, reference: "MEL-23" }],
  });
  melon = { productId: product.id, declinationId: product.declinationIds[0]! };
  wineProduct = await productOf(shop.wine);
  plainProduct = await productOf(shop.plain);
  const owner = await createMember(db(), shop.siteId, { role: "ADMIN", email: ADMIN_EMAIL });
  token = await api.services.accounts.sessions.createSession(shop.siteId, owner.id);
});
afterAll(async () => {
  await api?.close();
});

async function productOf(declinationId: number): Promise<number> {
  const [row] = await db()
    .select({ productId: declinations.productId })
    .from(declinations)
    .where(eq(declinations.id, declinationId));
  return row!.productId;
}

const call = (method: "GET" | "POST", url: string, payload?: object) =>
  adminCall(api, shop.siteId, token, method, url, payload);
const history = async (productId: number, declinationId: number) => {
  const reply = await call("GET", `/admin/product/${productId}/declination/${declinationId}/stock`);
  expect(reply.status).toBe(200);
  return reply.body.data as { total: number; items: Array<Record<string, unknown>> };
};
const ofOrder = async (orderId: number) =>
  (await orderStockMovements(db(), orderId)).map(({ userId: _, ...movement }) => movement);

/** A transfer order of 3 Muscadet and 2 Melon (stocks tracked) and 2 Gros-Plant (not tracked). */
async function placed() {
  const body = orderBody(shop, {
    products: [
      { id: shop.wine, quantity: 3 },
      { id: melon.declinationId, quantity: 2 },
      { id: shop.plain, quantity: 2 },
    ],
  });
  const reply = await placeOrder(api, body, { site: shop.siteId });
  expect(reply.status).toBe(201);
  return reply.body.data.order as { id: number; reference: string };
}

describe("the stock's history of orders", () => {
  it("records an order's take: one VENTE per tracked line, its stock after, the order's reference", async () => {
    const wineBefore = (await stockOf(api, shop.wine))!;
    const melonBefore = (await stockOf(api, melon.declinationId))!;
    const order = await placed();
    expect(await ofOrder(order.id)).toEqual([
      {
        declinationId: shop.wine,
        reason: "VENTE",
        delta: -3,
        stockAfter: wineBefore - 3,
        userEmail: "",
        note: "",
      },
      {
        declinationId: melon.declinationId,
        reason: "VENTE",
        delta: -2,
        stockAfter: melonBefore - 2,
        userEmail: "",
        note: "",
      },
    ]);
    const listed = await history(wineProduct, shop.wine);
    expect(listed.items[0]).toMatchObject({
      reason: "VENTE",
      delta: -3,
      stockAfter: wineBefore - 3,
      userEmail: "",
      order: { id: order.id, reference: order.reference },
    });
    // A stock not tracked moves nothing and writes nothing.
    expect((await history(plainProduct, shop.plain)).total).toBe(0);
  });

  it("records a cancellation once: ANNULATION per line, by the panel user who made it", async () => {
    const order = await placed();
    const wineTaken = (await stockOf(api, shop.wine))!;
    const cancelled = await call("POST", `/admin/order/${order.id}/status`, { status: "cancelled" });
    expect(cancelled.status).toBe(200);
    const again = await call("POST", `/admin/order/${order.id}/status`, { status: "cancelled" });
    expect(again.status).toBe(409);
    const rows = await ofOrder(order.id);
    expect(rows.filter((row) => row.reason === "ANNULATION")).toEqual([
      {
        declinationId: shop.wine,
        reason: "ANNULATION",
        delta: 3,
        stockAfter: wineTaken + 3,
        userEmail: ADMIN_EMAIL,
        note: "",
      },
      expect.objectContaining({ declinationId: melon.declinationId, delta: 2, userEmail: ADMIN_EMAIL }),
    ]);
    expect((await history(wineProduct, shop.wine)).items[0]).toMatchObject({
      reason: "ANNULATION",
      order: { id: order.id, reference: order.reference },
    });
  });

  it("records a refund's restock as RETOUR for the lines named only; none without restock", async () => {
    const order = await placed();
    expect((await call("POST", `/admin/order/${order.id}/status`, { status: "paid" })).status).toBe(200);
    const lines = await db()
      .select({ id: orderLines.id, declinationId: orderLines.declinationId })
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id));
    const lineOf = (declinationId: number) => lines.find((line) => line.declinationId === declinationId)!.id;
    const wineTaken = (await stockOf(api, shop.wine))!;
    const refund = (body: object) => call("POST", `/admin/order/${order.id}/refund`, body);
    const restocked = await refund({
      lines: [
        { id: lineOf(shop.wine), quantity: 1 },
        { id: lineOf(melon.declinationId), quantity: 0 },
      ],
      shipping: 0,
      restock: true,
      reason: "Bouteille bouchonnée",
    });
    expect(restocked.status).toBe(200);
    const kept = await refund({
      lines: [{ id: lineOf(melon.declinationId), quantity: 1 }],
      shipping: 0,
      restock: false,
    });
    expect(kept.status).toBe(200);
    const returns = (await ofOrder(order.id)).filter((row) => row.reason === "RETOUR");
    expect(returns).toEqual([
      {
        declinationId: shop.wine,
        reason: "RETOUR",
        delta: 1,
        stockAfter: wineTaken + 1,
        userEmail: ADMIN_EMAIL,
        note: "Bouteille bouchonnée",
      },
    ]);
  });

  it("keeps the movements of an erased order, without its reference", async () => {
    const order = await placed();
    await db().delete(orderLines).where(eq(orderLines.orderId, order.id));
    await db().delete(orders).where(eq(orders.id, order.id));
    const listed = await history(melon.productId, melon.declinationId);
    expect(listed.items[0]).toMatchObject({ reason: "VENTE", delta: -2, order: null });
    const [kept] = await db()
      .select({ orderId: stockMovements.orderId })
      .from(stockMovements)
      .where(eq(stockMovements.id, listed.items[0]!.id as number));
    expect(kept!.orderId).toBeNull();
  });

  it("refuses a hand adjustment with an order's reason (400 in French), the stock unchanged", async () => {
    const before = await stockOf(api, shop.wine);
    for (const reason of ["VENTE", "ANNULATION", "RETOUR"]) {
      const reply = await call("POST", `/admin/product/${wineProduct}/declination/${shop.wine}/stock`, {
        delta: 2,
        reason,
      });
      expect([reason, reply.status]).toEqual([reason, 400]);
      expect(reply.body.data.errors.reason).toBe(
        "Les ventes, annulations et retours viennent des commandes : choisissez réception, casse, inventaire ou correction.",
      );
      expectFrenchError(reply.body);
    }
    expect(await stockOf(api, shop.wine)).toBe(before);
  });
});
