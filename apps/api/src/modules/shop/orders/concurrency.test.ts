import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderLines, orders } from "../../../db/schema/index";
import { createTestApi, type TestApi } from "../../../testing/api";
import { createDiscountCode } from "../../../testing/factories/shop";
import { createOrderShop, dayFromNow, type OrderShop, orderBody, placeOrder, stockOf } from "./testing";

/**
 * Orders at the same time (decision 021, on PGlite and on PostgreSQL): no overselling, a discount
 * code's last use taken once, a pickup slot's capacity kept, one order per Idempotency-Key.
 */

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
});
afterAll(async () => {
  await api?.close();
});

const statuses = (responses: Array<{ status: number }>) => {
  const counts: Record<number, number> = {};
  for (const { status } of responses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
};

describe("200 orders at once for 50 bottles", () => {
  let shop: OrderShop;
  let responses: Awaited<ReturnType<typeof placeOrder>>[];

  beforeAll(async () => {
    shop = await createOrderShop(api, { stock: 50 });
    const body = orderBody(shop, { products: [{ id: shop.wine, quantity: 1 }] });
    responses = await Promise.all(
      Array.from({ length: 200 }, () => placeOrder(api, body, { site: shop.siteId })),
    );
  }, 120_000);

  it("accepts exactly 50 and refuses 150 in French, naming the wine", () => {
    expect(statuses(responses)).toEqual({ 201: 50, 409: 150 });
    for (const refused of responses.filter((r) => r.status === 409)) {
      expect(refused.body.message).toBe(
        "« Muscadet Sèvre et Maine (2022) » vient d'être épuisé : retirez-le de votre commande.",
      );
    }
  });

  it("leaves the stock at 0, never below, with 50 bottles ordered", async () => {
    expect(await stockOf(api, shop.wine)).toBe(0);
    const [ordered] = await api.database.db
      .select({
        bottles: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int`,
        orders: sql<number>`count(distinct ${orderLines.orderId})::int`,
      })
      .from(orderLines)
      .where(and(eq(orderLines.declinationId, shop.wine), eq(orderLines.stockReserved, true)));
    expect(ordered).toEqual({ bottles: 50, orders: 50 });
  });

  it("numbers the 50 orders 1 to 50 with no gap and no duplicate", () => {
    const numbers = responses
      .filter((r) => r.status === 201)
      .map((r) => Number(r.body.data.order.reference.split("-")[1]))
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });
});

describe("a discount code with 5 uses, 30 orders at once", () => {
  it("gives the code to exactly 5 orders and refuses the others with a French message", async () => {
    const shop = await createOrderShop(api, { stock: null });
    const code = await createDiscountCode(api.database.db, shop.siteId, {
      code: "CINQ",
      value: 20,
      usageLimit: 5,
    });
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        placeOrder(api, orderBody(shop, { discount: "CINQ", email: `client${i}@exemple.fr` }), {
          site: shop.siteId,
        }),
      ),
    );
    expect(statuses(responses)).toEqual({ 201: 5, 409: 25 });
    for (const refused of responses.filter((r) => r.status === 409)) {
      expect(refused.body.data.errors.discountCode).toBe(
        "Ce code promo n'est plus disponible : il a servi autant de fois que prévu.",
      );
    }
    const used = await api.database.db.select().from(orders).where(eq(orders.discountCodeId, code.id));
    expect(used).toHaveLength(5);
    expect(used.every((order) => order.discount === 480)).toBe(true);
  });

  it("gives a once-per-customer code once to one e-mail, whatever its case", async () => {
    const shop = await createOrderShop(api, { stock: null });
    await createDiscountCode(api.database.db, shop.siteId, { code: "BIENVENUE", usageLimitPerCustomer: 1 });
    const emails = ["Jeanne@Exemple.fr", "jeanne@exemple.fr", "JEANNE@EXEMPLE.FR", "jeanne@exemple.fr"];
    const responses = await Promise.all(
      emails.map((email) =>
        placeOrder(api, orderBody(shop, { discount: "BIENVENUE", email }), { site: shop.siteId }),
      ),
    );
    expect(statuses(responses)).toEqual({ 201: 1, 409: 3 });
    const refused = responses.find((r) => r.status === 409)!;
    expect(refused.body.message).toBe("Vous avez déjà utilisé ce code promo.");
  });
});

describe("a pickup slot for 2 orders", () => {
  it("takes 2 of 6 orders at once and refuses the others in French", async () => {
    const shop = await createOrderShop(api, { stock: null });
    const morning = shop.pickup.rules.find(
      (rule) => rule.capacity === 2 && rule.weekday === isoWeekday(dayFromNow(8)),
    )!;
    const body = orderBody(shop, {
      delivery: { type: "clickAndCollect" },
      dateSchedule: dayFromNow(8),
      idSchedule: morning.id,
      paymentMethod: "ON_SITE",
    });
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => placeOrder(api, body, { site: shop.siteId })),
    );
    expect(statuses(responses)).toEqual({ 201: 2, 409: 4 });
    const refused = responses.find((r) => r.status === 409)!;
    expect(refused.body.data.errors.idSchedule).toBe(
      "Ce créneau de retrait est complet : choisissez-en un autre.",
    );
  });
});

describe("one Idempotency-Key sent 8 times at once", () => {
  it("places one order: the first answer 201, every other 200 with the same order and secret", async () => {
    const shop = await createOrderShop(api, { stock: 50 });
    const body = orderBody(shop);
    const idempotencyKey = "8f7c5a2e-4d1b-4c3a-9e2f-0b6d1a7c3e51";
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => placeOrder(api, body, { site: shop.siteId, idempotencyKey })),
    );
    expect(statuses(responses)).toEqual({ 201: 1, 200: 7 });
    const ids = new Set(responses.map((r) => r.body.data.order.id));
    const keys = new Set(responses.map((r) => r.body.data.accessKey));
    expect(ids.size).toBe(1);
    expect(keys.size).toBe(1);
    expect(await stockOf(api, shop.wine)).toBe(48);
    // Knowing the Idempotency-Key (the checkout's payment page holds it) is not knowing the
    // order's secret: it is derived under the server's secret, not by a hash anyone can redo.
    const guessed = createHash("sha256")
      .update(`order-access:${shop.siteId}:${idempotencyKey}`, "utf8")
      .digest("base64url");
    expect(keys.has(guessed)).toBe(false);
    const [id] = ids;
    const read = await api.call({
      method: "GET",
      url: `/order/${id}`,
      site: shop.siteId,
      headers: { "x-order-key": guessed },
    });
    expect(read.status).toBe(404);
  });
});

/** ISO weekday of a YYYY-MM-DD day. */
function isoWeekday(day: string): number {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}
