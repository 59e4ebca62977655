import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { declinations, invoices, jobs, orders, orderTransitions } from "../../../db/schema/index";
import { HttpError } from "../../../lib/http";
import { createTestDatabase, type TestDatabase } from "../../../testing/database";
import { createOrder } from "../../../testing/factories/orders";
import { createProduct } from "../../../testing/factories/shop";
import { setParameters } from "../../../testing/factories/site";
import { releaseStock } from "./stock";
import { orderStockMovements } from "./testing";
import { moveOrder } from "./transitions";

let testDb: TestDatabase;
const db = () => testDb.database.db;
const SYSTEM = { role: "system", userId: null } as const;
const ADMIN = { role: "admin", userId: null } as const;
const AT = new Date("2026-03-14T10:00:00Z");

beforeAll(async () => {
  testDb = await createTestDatabase({ seed: "minimal" });
});
afterAll(async () => {
  await testDb?.cleanup();
});

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

const orderRow = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
const history = (id: number) =>
  db().select().from(orderTransitions).where(eq(orderTransitions.orderId, id)).orderBy(orderTransitions.id);
const documents = (id: number) =>
  db().select().from(invoices).where(eq(invoices.orderId, id)).orderBy(invoices.id);
const orderJobs = async (id: number) =>
  (await db().select().from(jobs).where(eq(jobs.kind, "mail.order"))).filter(
    (job) => (job.payload as { orderId: number }).orderId === id,
  );

/** A product of site 2 with `stock` bottles, and an order that took `quantity` of them. */
async function orderWithReservedStock(stock: number, quantity: number) {
  const product = await createProduct(db(), 2, { declinations: [{ stock: stock - quantity }] });
  const declinationId = product.declinationIds[0]!;
  const order = await createOrder(db(), 2, { lines: [{ declinationId, quantity, stockReserved: true }] });
  const stockNow = async () =>
    (
      await db()
        .select({ stock: declinations.stock })
        .from(declinations)
        .where(eq(declinations.id, declinationId))
    )[0]!.stock;
  return { order, stockNow };
}

describe("moveOrder", () => {
  it("records a payment: status, transition with its author and note, invoice number and e-mail", async () => {
    const order = await createOrder(db(), 2, { reservedUntil: new Date(AT.getTime() + 60_000) });
    expect(
      await moveOrder(db(), {
        siteId: 2,
        orderId: order.id,
        to: "paid",
        author: SYSTEM,
        note: " Stripe ",
        now: AT,
      }),
    ).toEqual({
      from: "awaitingPayment",
      to: "paid",
    });
    const row = await orderRow(order.id);
    expect(row.status).toBe("paid");
    expect(row.paidAt?.toISOString()).toBe(AT.toISOString());
    expect(row.reservedUntil).toBeNull();
    const [, move] = await history(order.id);
    expect(move).toMatchObject({
      fromStatus: "awaitingPayment",
      toStatus: "paid",
      authorRole: "system",
      note: "Stripe",
    });
    expect(move!.at.toISOString()).toBe(AT.toISOString());
    const [invoice] = await documents(order.id);
    expect(invoice).toMatchObject({ kind: "invoice", total: order.total });
    expect(invoice!.number).toMatch(/^F-2026-\d{6}$/);
    expect((await orderJobs(order.id)).map((job) => job.payload)).toEqual([
      { orderId: order.id, event: "paid" },
    ]);
  });

  it("answers 404 in French for an unknown order and for another site's order", async () => {
    const order = await createOrder(db(), 2);
    const unknown = await refusal(
      moveOrder(db(), { siteId: 2, orderId: 999_999, to: "paid", author: SYSTEM }),
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.message).toBe("Cette commande n'existe pas.");
    const elsewhere = await refusal(
      moveOrder(db(), { siteId: 1, orderId: order.id, to: "paid", author: SYSTEM }),
    );
    expect(elsewhere.statusCode).toBe(404);
    expect((await orderRow(order.id)).status).toBe("awaitingPayment");
  });

  it("refuses what the lifecycle refuses: 409 with its French sentence, 403 for the wrong author", async () => {
    const order = await createOrder(db(), 2);
    const skip = await refusal(
      moveOrder(db(), { siteId: 2, orderId: order.id, to: "shipped", author: ADMIN }),
    );
    expect(skip.statusCode).toBe(409);
    expect(skip.message).toBe("Une commande « En attente de paiement » ne peut pas passer à « Expédiée ».");
    const customer = { role: "customer", userId: null } as const;
    const pay = await refusal(
      moveOrder(db(), { siteId: 2, orderId: order.id, to: "paid", author: customer }),
    );
    expect(pay.statusCode).toBe(403);
    expect(pay.message).toBe("Seule la boutique peut faire passer une commande à « Payée ».");
    expect(await history(order.id)).toHaveLength(1);
    expect(await documents(order.id)).toEqual([]);
    expect(await orderJobs(order.id)).toEqual([]);
  });

  it("lets only one of two simultaneous payments through: one invoice, the other 409", async () => {
    const order = await createOrder(db(), 2);
    const results = await Promise.allSettled(
      [0, 1].map(() => moveOrder(db(), { siteId: 2, orderId: order.id, to: "paid", author: SYSTEM })),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const failed = results.find((result) => result.status === "rejected") as PromiseRejectedResult;
    expect((failed.reason as HttpError).statusCode).toBe(409);
    expect(await documents(order.id)).toHaveLength(1);
    expect(await history(order.id)).toHaveLength(2);
  });

  it("gives the stock back once when an unpaid order is cancelled, one ANNULATION in its history", async () => {
    const { order, stockNow } = await orderWithReservedStock(10, 4);
    expect(await stockNow()).toBe(6);
    await moveOrder(db(), {
      siteId: 2,
      orderId: order.id,
      to: "cancelled",
      author: { role: "customer", userId: null },
    });
    expect(await stockNow()).toBe(10);
    expect((await orderRow(order.id)).stockReleased).toBe(true);
    expect(await releaseStock(db(), order.id, { reason: "ANNULATION", author: SYSTEM, note: "" })).toBe(
      false,
    );
    expect(await stockNow()).toBe(10);
    // The customer is no panel user: no one named.
    expect(await orderStockMovements(db(), order.id)).toEqual([
      expect.objectContaining({
        reason: "ANNULATION",
        delta: 4,
        stockAfter: 10,
        userId: null,
        userEmail: "",
      }),
    ]);
    expect(await documents(order.id)).toEqual([]);
    expect((await orderJobs(order.id)).map((job) => job.payload)).toEqual([
      { orderId: order.id, event: "cancelled" },
    ]);
  });

  it("refunds a paid order with a credit note for its invoice, the stock back and the e-mails", async () => {
    const { order, stockNow } = await orderWithReservedStock(5, 2);
    await moveOrder(db(), { siteId: 2, orderId: order.id, to: "paid", author: SYSTEM, now: AT });
    expect(await stockNow()).toBe(3);
    await moveOrder(db(), { siteId: 2, orderId: order.id, to: "refunded", author: ADMIN, now: AT });
    const [invoice, creditNote] = await documents(order.id);
    expect(creditNote).toMatchObject({ kind: "creditNote", total: invoice!.total });
    expect(creditNote!.number).toMatch(/^A-2026-\d{6}$/);
    expect(await stockNow()).toBe(5);
    expect(await orderStockMovements(db(), order.id)).toEqual([
      expect.objectContaining({ reason: "RETOUR", delta: 2, stockAfter: 5, userId: null, userEmail: "" }),
    ]);
    const events = (await orderJobs(order.id)).map((job) => (job.payload as { event: string }).event);
    expect(events.sort()).toEqual(["paid", "refunded"]);
  });

  it("invoices an order paid at pickup when it is collected, then asks for a review after ORDER_REVIEW_DELAY days", async () => {
    await setParameters(db(), 2, { ORDER_REVIEW_DELAY: "10" });
    const order = await createOrder(db(), 2, { deliveryType: "clickAndCollect", paymentMethod: "ON_SITE" });
    for (const to of ["preparing", "readyForPickup"] as const) {
      await moveOrder(db(), { siteId: 2, orderId: order.id, to, author: ADMIN, now: AT });
    }
    expect(await documents(order.id)).toEqual([]);
    await moveOrder(db(), { siteId: 2, orderId: order.id, to: "collected", author: ADMIN, now: AT });
    expect((await documents(order.id)).map((document) => document.kind)).toEqual(["invoice"]);
    expect((await orderRow(order.id)).paidAt?.toISOString()).toBe(AT.toISOString());
    const [review] = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.key, `review:${order.id}`));
    expect(review).toMatchObject({
      kind: "mail.order",
      siteId: 2,
      payload: { orderId: order.id, event: "review" },
    });
    expect(review!.runAt.toISOString()).toBe("2026-03-24T10:00:00.000Z");
    const events = (await orderJobs(order.id)).map((job) => (job.payload as { event: string }).event);
    expect(events.sort()).toEqual(["collected", "preparing", "readyForPickup", "review"]);
  });

  it("queues no review request when the site has no ORDER_REVIEW_DELAY", async () => {
    await setParameters(db(), 2, { ORDER_REVIEW_DELAY: null });
    const order = await createOrder(db(), 2, { deliveryType: "no_delivery" });
    for (const to of ["paid", "preparing", "delivered"] as const) {
      await moveOrder(db(), { siteId: 2, orderId: order.id, to, author: ADMIN });
    }
    expect((await orderRow(order.id)).status).toBe("delivered");
    expect(
      await db()
        .select()
        .from(jobs)
        .where(and(eq(jobs.key, `review:${order.id}`))),
    ).toEqual([]);
  });
});
