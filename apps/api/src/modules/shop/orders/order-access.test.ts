import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../../db/schema/index";
import { createTestApi, type TestApi } from "../../../testing/api";
import { createOrder } from "../../../testing/factories/orders";
import { expectFrenchError } from "../../content/testing";
import { newMember } from "../testing";
import {
  createOrderShop,
  type OrderShop,
  orderBody,
  orderCall,
  orderRow,
  placeOrder,
  stockOf,
} from "./testing";
import { moveOrder } from "./transitions";

/** GET /order, GET /order/{id} and POST /order/{id}/cancel: who may read an order, and cancel it. */

let api: TestApi;
let shop: OrderShop;
const ADMIN = { role: "admin", userId: null } as const;

const call = (method: "GET" | "POST", url: string, access: { token?: string; orderKey?: string } = {}) =>
  orderCall(api, method, url, method === "POST" ? {} : undefined, { site: shop.siteId, ...access });

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  shop = await createOrderShop(api, { stock: 30 });
});
afterAll(async () => {
  await api?.close();
});

describe("GET /order", () => {
  it("lists the member's orders, newest first, paged, and no one else's", async () => {
    const member = await newMember(api, shop.siteId);
    const placed = [];
    for (const quantity of [1, 2, 3]) {
      const body = orderBody(shop, { email: undefined, products: [{ id: shop.plain, quantity }] });
      placed.push((await placeOrder(api, body, { site: shop.siteId, token: member.token })).body.data.order);
    }
    await placeOrder(api, orderBody(shop), { site: shop.siteId });
    const { status, body } = await orderCall(api, "GET", "/order?nbItem=2", undefined, {
      site: shop.siteId,
      token: member.token,
    });
    expect(status).toBe(200);
    expect(body.data.total).toBe(3);
    expect(body.data.items).toEqual([
      {
        id: placed[2].id,
        reference: placed[2].reference,
        status: "awaitingPayment",
        statusLabel: "En attente de paiement",
        total: 2700 + 990,
        createdAt: expect.any(String),
        deliveryType: "delivery",
        paymentMethod: "TRANSFER",
        itemCount: 3,
      },
      expect.objectContaining({ id: placed[1].id, itemCount: 2 }),
    ]);
    const page2 = await orderCall(api, "GET", "/order?nbItem=2&page=2", undefined, {
      site: shop.siteId,
      token: member.token,
    });
    expect(page2.body.data.items.map((o: { id: number }) => o.id)).toEqual([placed[0].id]);
  });

  it("needs a member, and refuses a bad list query in French", async () => {
    const anonymous = await orderCall(api, "GET", "/order", undefined, { site: shop.siteId });
    expect(anonymous.status).toBe(401);
    expectFrenchError(anonymous.body);
    const member = await newMember(api, shop.siteId);
    const bad = await orderCall(api, "GET", "/order?orderBy=password", undefined, {
      site: shop.siteId,
      token: member.token,
    });
    expect(bad.status).toBe(400);
    expectFrenchError(bad.body);
  });
});

describe("GET /order/{id}", () => {
  it("opens the order to whoever presents its key, and to its member", async () => {
    const placed = (await placeOrder(api, orderBody(shop), { site: shop.siteId })).body.data;
    const byKey = await call("GET", `/order/${placed.order.id}`, { orderKey: placed.accessKey });
    expect(byKey.status).toBe(200);
    expect(byKey.body.data).toEqual(placed.order);
    expect(byKey.headers["cache-control"]).toBe("no-store");
    const member = await newMember(api, shop.siteId);
    const mine = (await placeOrder(api, orderBody(shop), { site: shop.siteId, token: member.token })).body
      .data;
    expect((await call("GET", `/order/${mine.order.id}`, { token: member.token })).status).toBe(200);
  });

  it("answers 404 to a wrong key, another member, another site, and 401 without any", async () => {
    const placed = (await placeOrder(api, orderBody(shop), { site: shop.siteId })).body.data;
    const url = `/order/${placed.order.id}`;
    const stranger = await newMember(api, shop.siteId);
    for (const access of [{ orderKey: "mauvaise-cle" }, { token: stranger.token }]) {
      const { status, body } = await call("GET", url, access);
      expect(status).toBe(404);
      expect(body.message).toBe("Cette commande n'existe pas.");
    }
    const other = await createOrderShop(api);
    const elsewhere = await orderCall(api, "GET", url, undefined, {
      site: other.siteId,
      orderKey: placed.accessKey,
    });
    expect(elsewhere.status).toBe(404);
    expect((await call("GET", url)).status).toBe(401);
    for (const bad of ["/order/0", "/order/abc", "/order/99999999999"]) {
      const { status, body } = await call("GET", bad, { orderKey: placed.accessKey });
      expect(status).toBe(400);
      expectFrenchError(body);
    }
  });

  it("shows the history and no payment once paid", async () => {
    const placed = (await placeOrder(api, orderBody(shop), { site: shop.siteId })).body.data;
    await moveOrder(api.database.db, {
      siteId: shop.siteId,
      orderId: placed.order.id,
      to: "paid",
      author: ADMIN,
    });
    const { body } = await call("GET", `/order/${placed.order.id}`, { orderKey: placed.accessKey });
    expect(body.data).toMatchObject({ status: "paid", statusLabel: "Payée", payment: null });
    expect(body.data.history.map((h: { to: string; authorRole: string }) => [h.to, h.authorRole])).toEqual([
      ["awaitingPayment", "customer"],
      ["paid", "admin"],
    ]);
    expect(body.data.invoices).toEqual([
      {
        kind: "invoice",
        number: expect.stringMatching(/^F-\d{4}-\d{6}$/),
        issuedAt: expect.any(String),
        total: 3390,
      },
    ]);
  });
});

describe("POST /order/{id}/cancel", () => {
  it("cancels an order awaiting payment, gives its stock back once, and queues the e-mail", async () => {
    const before = await stockOf(api, shop.wine);
    const placed = (await placeOrder(api, orderBody(shop), { site: shop.siteId })).body.data;
    expect(await stockOf(api, shop.wine)).toBe(before! - 2);
    const { status, body } = await call("POST", `/order/${placed.order.id}/cancel`, {
      orderKey: placed.accessKey,
    });
    expect(status).toBe(200);
    expect(body.message).toBe("Votre commande est annulée.");
    expect(body.data).toMatchObject({ status: "cancelled", statusLabel: "Annulée", payment: null });
    expect(body.data.history.at(-1)).toMatchObject({
      from: "awaitingPayment",
      to: "cancelled",
      authorRole: "customer",
    });
    expect(await stockOf(api, shop.wine)).toBe(before);
    expect((await orderRow(api, placed.order.id)).stockReleased).toBe(true);
    const again = await call("POST", `/order/${placed.order.id}/cancel`, { orderKey: placed.accessKey });
    expect(again.status).toBe(409);
    expectFrenchError(again.body);
    expect(await stockOf(api, shop.wine)).toBe(before);
    const mails = await api.database.db.select().from(jobs).where(eq(jobs.kind, "mail.order"));
    const events = mails
      .filter((job) => job.payload.orderId === placed.order.id)
      .map((job) => job.payload.event);
    expect(events.sort()).toEqual(["cancelled", "received"]);
  });

  it("refuses once the order is paid, and to a stranger", async () => {
    const paid = await createOrder(api.database.db, shop.siteId, { status: "paid" });
    const { status, body } = await call("POST", `/order/${paid.id}/cancel`, { orderKey: paid.accessKey });
    expect(status).toBe(409);
    expect(body.message).toBe("Vous ne pouvez annuler votre commande que tant qu'elle attend son paiement.");
    const unpaid = await createOrder(api.database.db, shop.siteId);
    expect((await call("POST", `/order/${unpaid.id}/cancel`, { orderKey: "autre" })).status).toBe(404);
  });
});

describe("POST /order from one address", () => {
  it("takes 20 orders in 10 minutes, then answers 429 in French", async () => {
    const own = await createOrderShop(api, { stock: null });
    const ip = "203.0.113.77";
    const body = orderBody(own, { products: [{ id: own.plain, quantity: 1 }] });
    for (let n = 0; n < 20; n++)
      expect((await placeOrder(api, body, { site: own.siteId, ip })).status).toBe(201);
    const { status, body: refused } = await placeOrder(api, body, { site: own.siteId, ip });
    expect(status).toBe(429);
    expect(refused.message).toMatch(
      /^Trop de commandes passées depuis votre connexion\. Merci de patienter \d+ minutes? avant de réessayer\.$/,
    );
    expect((await placeOrder(api, body, { site: own.siteId })).status).toBe(201);
  });
});
