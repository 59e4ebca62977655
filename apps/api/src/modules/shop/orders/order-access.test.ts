import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../../db/schema/index";
import { createTestApi, type TestApi } from "../../../testing/api";
import { createOrder } from "../../../testing/factories/orders";
import { expectFrenchError } from "../../content/testing";
import { newMember } from "../testing";
import { refundOrder } from "./refunds";
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

describe("the signed link of the order e-mails (X-Order-Key)", () => {
  const DAY_MS = 86_400_000;
  const sign = (orderId: number, { siteId = shop.siteId, daysAgo = 0 } = {}) =>
    api.services.shop.orderLinks.sign(siteId, orderId, new Date(Date.now() - daysAgo * DAY_MS));
  const placed = async () => (await placeOrder(api, orderBody(shop), { site: shop.siteId })).body.data;
  const paidOrder = async () => {
    const order = (await placed()).order;
    await moveOrder(api.database.db, { siteId: shop.siteId, orderId: order.id, to: "paid", author: ADMIN });
    return order;
  };
  const INVALID = /^Ce lien de suivi n'est pas valable pour cette commande\./;
  const EXPIRED = /^Ce lien de suivi a expiré\./;

  it("opens its order, its invoice and credit notes, and lets it be cancelled while unpaid", async () => {
    const order = await paidOrder();
    const link = sign(order.id, { daysAgo: 89 });
    const read = await call("GET", `/order/${order.id}`, { orderKey: link });
    expect(read.status).toBe(200);
    expect(read.body.data.reference).toBe(order.reference);
    const invoice = await api.app.inject({
      method: "GET",
      url: `/order/${order.id}/invoice`,
      headers: { idSite: String(shop.siteId), "x-order-key": link },
    });
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers["content-type"]).toBe("application/pdf");
    const author = ADMIN;
    const { creditNote } = await refundOrder(api.database.db, {
      siteId: shop.siteId,
      orderId: order.id,
      amount: 300,
      reason: "Casse",
      author,
    });
    const note = await api.app.inject({
      method: "GET",
      url: `/order/${order.id}/credit-note?number=${creditNote.number}`,
      headers: { idSite: String(shop.siteId), "x-order-key": link },
    });
    expect(note.statusCode).toBe(200);
    const unpaid = (await placed()).order;
    const cancelled = await call("POST", `/order/${unpaid.id}/cancel`, { orderKey: sign(unpaid.id) });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.status).toBe("cancelled");
  });

  it("refuses another order's, another site's, an altered or a forged link with 403 in French", async () => {
    const order = (await placed()).order;
    const other = (await placed()).order;
    const link = sign(order.id);
    const otherShop = await createOrderShop(api);
    const [mac, expiry] = [link.split(".")[2]!, link.split(".")[1]!];
    const refusals: Array<[string, { site: number; orderKey: string; id?: number }]> = [
      ["another order's link", { site: shop.siteId, orderKey: sign(other.id) }],
      ["this link on another order", { site: shop.siteId, orderKey: link, id: other.id }],
      [
        "another site's link for this number",
        { site: shop.siteId, orderKey: sign(order.id, { siteId: otherShop.siteId }) },
      ],
      ["this link at another site", { site: otherShop.siteId, orderKey: link }],
      [
        "an altered signature",
        { site: shop.siteId, orderKey: `o1.${expiry}.${mac.slice(0, -1)}${mac.endsWith("A") ? "B" : "A"}` },
      ],
      [
        "a later expiry",
        { site: shop.siteId, orderKey: `o1.${(Number.parseInt(expiry, 36) + 1).toString(36)}.${mac}` },
      ],
      ["a made-up link", { site: shop.siteId, orderKey: "o1.zzzzzz.bm90LWEtc2lnbmF0dXJl" }],
      ["a link too long to be one", { site: shop.siteId, orderKey: `o1.${"a".repeat(600)}` }],
    ];
    for (const [what, { site, orderKey, id = order.id }] of refusals) {
      const { status, body } = await orderCall(api, "GET", `/order/${id}`, undefined, { site, orderKey });
      expect(status, what).toBe(403);
      expect(body.message, what).toMatch(INVALID);
      expectFrenchError(body);
    }
    // The answer tells nothing of the order: the same for an order that does not exist…
    const unknown = await call("GET", "/order/99999999", { orderKey: link });
    expect(unknown.status).toBe(403);
    // …and a genuine link to an order that is gone is an unknown order.
    const gone = await call("GET", "/order/99999999", { orderKey: sign(99_999_999) });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe("Cette commande n'existe pas.");
  });

  it("refuses an expired link with 410 in French, on every call, and changes nothing", async () => {
    const order = await paidOrder();
    const unpaid = (await placed()).order;
    const old = sign(order.id, { daysAgo: 91 });
    for (const url of [
      `/order/${order.id}`,
      `/order/${order.id}/invoice`,
      `/order/${order.id}/credit-note`,
    ]) {
      const reply = await api.app.inject({
        method: "GET",
        url,
        headers: { idSite: String(shop.siteId), "x-order-key": old },
      });
      expect(reply.statusCode, url).toBe(410);
      expect(reply.json().message, url).toMatch(EXPIRED);
    }
    const cancel = await call("POST", `/order/${unpaid.id}/cancel`, {
      orderKey: sign(unpaid.id, { daysAgo: 91 }),
    });
    expect(cancel.status).toBe(410);
    expect((await orderRow(api, unpaid.id)).status).toBe("awaitingPayment");
  });

  it("checks the link before anything else: its member's session does not make up for it, nor is a bad number told", async () => {
    const member = await newMember(api, shop.siteId);
    const body = orderBody(shop, { email: undefined });
    const mine = (await placeOrder(api, body, { site: shop.siteId, token: member.token })).body.data.order;
    const altered = `${sign(mine.id).slice(0, -1)}x`;
    const refused = await call("GET", `/order/${mine.id}`, { token: member.token, orderKey: altered });
    expect(refused.status).toBe(403);
    const badNumber = `/order/${mine.id}/credit-note?number=pas-un-avoir`;
    const headers = (orderKey?: string) => ({
      idSite: String(shop.siteId),
      ...(orderKey ? { "x-order-key": orderKey } : {}),
    });
    const asked = (orderKey?: string) =>
      api.app.inject({ method: "GET", url: badNumber, headers: headers(orderKey) });
    expect((await asked()).statusCode).toBe(401);
    expect((await asked(altered)).statusCode).toBe(403);
    expect((await asked(sign(mine.id, { daysAgo: 91 }))).statusCode).toBe(410);
    const valid = await asked(sign(mine.id));
    expect(valid.statusCode).toBe(400);
    expect(valid.json().message).toBe("Ce numéro d'avoir n'est pas valable.");
    const invoiceByNumber = await api.app.inject({
      method: "GET",
      url: `/order/${mine.id}/invoice?number=F-2026-000001`,
      headers: headers(sign(mine.id)),
    });
    expect(invoiceByNumber.statusCode).toBe(400);
    expect(invoiceByNumber.json().data.errors).toEqual({
      number: "Une commande n'a qu'une facture : seul un avoir se demande par son numéro.",
    });
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
