import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, formSubmissions, forms, siteVisits, users } from "../../db/schema/index";
import { createTestApi, type TestApi } from "../../testing/api";
import { createMember } from "../../testing/factories/account";
import { createOrder, type OrderValues } from "../../testing/factories/orders";
import { createSite } from "../../testing/factories/site";
import { expectFrenchError } from "../content/testing";

/**
 * GET /admin/dashboard: every figure checked against orders, visits, members and submissions
 * written with known amounts and dates, French days across the change to summer time (29 March).
 */

let api: TestApi;
let shopId = 0;
let showcaseId = 0;
const tokens = { shop: "", showcase: "" };
const db = () => api.database.db;

async function seedShop() {
  shopId = (await createSite(db(), { name: "Cave du tableau", isECommerce: true })).id;
  const order = (createdAt: string, values: OrderValues) =>
    createOrder(db(), shopId, { createdAt: new Date(createdAt), ...values });
  // 29 March 00:30 in Paris (winter time): 2 × 15 € and 5 € of shipping.
  await order("2026-03-28T23:30:00Z", {
    status: "paid",
    shippingFees: 500,
    lines: [{ productName: "Rosé d'été", quantity: 2, unitPrice: 1500 }],
  });
  // 31 March 23:30 in Paris (summer time).
  await order("2026-03-31T21:30:00Z", {
    status: "delivered",
    lines: [{ productName: "Cuvée Prestige", quantity: 1, unitPrice: 4000 }],
  });
  // 1 April 00:30 in Paris: after the span.
  await order("2026-03-31T22:30:00Z", { status: "shipped", lines: [{ quantity: 5, unitPrice: 2000 }] });
  // Not sales: awaiting payment, cancelled.
  await order("2026-03-30T10:00:00Z", { status: "awaitingPayment" });
  await order("2026-03-15T10:00:00Z", { status: "cancelled", lines: [{ quantity: 1, unitPrice: 999 }] });
  // 1 March 23:59 in Paris: in the month, not in the last 30 days.
  await order("2026-03-01T22:59:00Z", { status: "paid", lines: [{ quantity: 1, unitPrice: 1000 }] });
  // 2 March 01:30 in Paris: the 30 days' first day.
  await order("2026-03-02T00:30:00Z", {
    status: "collected",
    deliveryType: "clickAndCollect",
    paymentMethod: "ON_SITE",
    lines: [{ productName: "Cuvée Prestige", quantity: 3, unitPrice: 2000 }],
  });
  // Another site's sale is not this one's.
  const other = await createSite(db(), { name: "Autre cave", isECommerce: true });
  await createOrder(db(), other.id, { createdAt: new Date("2026-03-31T10:00:00Z"), status: "paid" });
}

async function seedVisitorsAndForms(siteId: number) {
  await db()
    .insert(siteVisits)
    .values([
      { siteId, source: "facebook", day: "2026-03-31", count: 5 },
      { siteId, source: "facebook", day: "2026-03-10", count: 3 },
      { siteId, source: "newsletter", day: "2026-03-20", count: 4 },
      { siteId, source: "affiche", day: "2026-04-01", count: 100 },
      { siteId, source: "ancien", day: "2026-03-01", count: 7 },
    ]);
  const joined = async (createdAt: string, role: "CUSTOMER" | "ADMIN" = "CUSTOMER") => {
    const member = await createMember(db(), siteId, { role });
    await db()
      .update(users)
      .set({ createdAt: new Date(createdAt) })
      .where(eq(users.id, member.id));
  };
  await joined("2026-03-28T23:30:00Z");
  await joined("2026-03-20T10:00:00Z", "ADMIN");
  await joined("2026-03-31T22:30:00Z");
  const [form] = await db()
    .insert(forms)
    .values({ siteId, slug: "devis", name: "Demande de devis", successMessage: "Merci.", fields: [] })
    .returning({ id: forms.id });
  const submitted = (createdAt: string) => ({
    siteId,
    formId: form!.id,
    values: { nom: "Anne" },
    createdAt: new Date(createdAt),
  });
  await db()
    .insert(formSubmissions)
    .values([
      submitted("2026-03-05T10:00:00Z"),
      submitted("2026-03-30T10:00:00Z"),
      submitted("2026-02-10T10:00:00Z"),
    ]);
  await db()
    .insert(contactMessages)
    .values({
      siteId,
      name: "Paul",
      email: "paul@exemple.fr",
      subject: "Question",
      message: "Bonjour",
      consentAt: new Date(),
      createdAt: new Date("2026-03-12T10:00:00Z"),
    });
  return form!.id;
}

let formId = 0;

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  await seedShop();
  formId = await seedVisitorsAndForms(shopId);
  showcaseId = (await createSite(db(), { name: "Maçonnerie vitrine", isECommerce: false })).id;
  await db().insert(siteVisits).values({ siteId: showcaseId, source: "flyer", day: "2026-03-31", count: 2 });
  for (const [key, siteId] of [
    ["shop", shopId],
    ["showcase", showcaseId],
  ] as const) {
    const admin = await createMember(db(), siteId, { role: "ADMIN" });
    tokens[key] = await api.services.accounts.sessions.createSession(siteId, admin.id);
  }
});
afterAll(async () => {
  await api?.close();
});

const dashboard = (query: string, site: "shop" | "showcase" = "shop") =>
  api.call({
    method: "GET",
    url: `/admin/dashboard?${query}`,
    site: site === "shop" ? shopId : showcaseId,
    headers: { authorization: `Bearer ${tokens[site]}` },
  });

const figures = async (query: string, site: "shop" | "showcase" = "shop") => {
  const reply = await dashboard(query, site);
  expect(reply.status).toBe(200);
  return reply.body.data;
};

describe("GET /admin/dashboard", () => {
  it("sums a shop's sales of the last 30 French days, day by day", async () => {
    const data = await figures("period=day&date=2026-03-31");
    expect([data.period, data.from, data.to]).toEqual(["day", "2026-03-02", "2026-03-31"]);
    const series = data.shop.series;
    expect(series).toHaveLength(30);
    expect(series[0]).toEqual({ start: "2026-03-02", orders: 1, amount: 6000 });
    expect(series.at(-1)).toEqual({ start: "2026-03-31", orders: 1, amount: 4000 });
    const sold = series.filter((point: { orders: number }) => point.orders > 0);
    expect(sold.map((point: { start: string }) => point.start)).toEqual([
      "2026-03-02",
      "2026-03-29",
      "2026-03-31",
    ]);
    expect(series.find((p: { start: string }) => p.start === "2026-03-29").amount).toBe(3500);

    expect(data.shop.sales).toEqual({
      day: { orders: 1, amount: 4000 },
      week: { orders: 1, amount: 4000 },
      month: { orders: 4, amount: 14_500 },
    });
    expect(data.shop.averageBasket).toBe(4500);
    expect(data.shop.ordersByStatus).toEqual([
      { status: "awaitingPayment", count: 1 },
      { status: "cancelled", count: 1 },
      { status: "collected", count: 1 },
      { status: "delivered", count: 1 },
      { status: "paid", count: 1 },
    ]);
    expect(data.shop.bestSellers).toEqual([
      { name: "Cuvée Prestige", quantity: 4, amount: 10_000 },
      { name: "Rosé d'été", quantity: 2, amount: 3000 },
    ]);
  });

  it("counts visits by source, new customers and form submissions in French days", async () => {
    const data = await figures("period=day&date=2026-03-31");
    expect(data.visitsBySource).toEqual([
      { source: "facebook", count: 8 },
      { source: "newsletter", count: 4 },
    ]);
    expect(data.newMembers).toBe(1);
    expect(data.formSubmissions).toEqual([{ formId, name: "Demande de devis", count: 2 }]);
    expect(data.contactMessages).toBe(1);
  });

  it("steps by week from Monday and by month", async () => {
    const weeks = await figures("period=week&date=2026-03-31");
    expect([weeks.from, weeks.to, weeks.shop.series.length]).toEqual(["2026-01-12", "2026-03-31", 12]);
    const byStart = Object.fromEntries(
      weeks.shop.series.map((p: { start: string; amount: number }) => [p.start, p.amount]),
    );
    expect(byStart).toMatchObject({
      "2026-02-23": 1000,
      "2026-03-02": 6000,
      "2026-03-23": 3500,
      "2026-03-30": 4000,
    });
    expect(weeks.visitsBySource).toContainEqual({ source: "ancien", count: 7 });

    const months = await figures("period=month&date=2026-03-31");
    expect([months.from, months.to, months.shop.series.length]).toEqual(["2025-04-01", "2026-03-31", 12]);
    expect(months.shop.series.at(-1)).toEqual({ start: "2026-03-01", orders: 4, amount: 14_500 });
    expect(months.shop.averageBasket).toBe(3625);
    expect(months.formSubmissions[0].count).toBe(3);

    const april = await figures("period=month&date=2026-04-01");
    expect(april.shop.sales.day).toEqual({ orders: 1, amount: 10_000 });
    expect(april.shop.series.at(-1)).toEqual({ start: "2026-04-01", orders: 1, amount: 10_000 });
  });

  it("shows a showcase site no shop figures", async () => {
    const data = await figures("period=day&date=2026-03-31", "showcase");
    expect(data.shop).toBeNull();
    expect(data.visitsBySource).toEqual([{ source: "flyer", count: 2 }]);
    expect(data.newMembers).toBe(0);
  });

  it("answers today's figures without a date", async () => {
    const data = await figures("");
    expect(data.period).toBe("day");
    expect(data.shop.series).toHaveLength(30);
  });

  it.each([
    ["period=year", "period"],
    ["period=", "period"],
    ["period=day&date=2026-02-30", "date"],
    ["period=day&date=31/03/2026", "date"],
    ["period=day&period=week", "period"],
  ])("refuses %s in French", async (query, field) => {
    const reply = await dashboard(query);
    expect(reply.status).toBe(400);
    expectFrenchError(reply.body);
    expect(Object.keys(reply.body.data?.errors ?? {})).toContain(field);
  });
});
