import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntries, orders, sessions, users } from "../../db/schema/index";
import { createTestApi, type TestApi } from "../../testing/api";
import { createMember, type TestMember } from "../../testing/factories/account";
import { createOrder, testAddress } from "../../testing/factories/orders";
import { createSite } from "../../testing/factories/site";
import { expectFrenchError } from "../content/testing";

/** The panel's customers: list, one customer, the export of their data and its erasure (RGPD). */

let api: TestApi;
let siteId = 0;
let token = "";
const db = () => api.database.db;
const people: Record<"zoe" | "bernard" | "admin" | "closed" | "elsewhere", TestMember> = {} as never;
let zoeOrder = 0;

async function customer(
  key: keyof typeof people,
  site: number,
  values: Parameters<typeof createMember>[2],
  at: string,
) {
  people[key] = await createMember(db(), site, values);
  await db()
    .update(users)
    .set({ createdAt: new Date(at) })
    .where(eq(users.id, people[key].id));
}

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  siteId = (await createSite(db(), { name: "Cave des clients", isECommerce: true })).id;
  const other = (await createSite(db(), { name: "Autre cave", isECommerce: true })).id;
  await customer(
    "zoe",
    siteId,
    { firstname: "Zoé", lastname: "Martin", email: "zoe.martin@exemple.fr" },
    "2026-01-01T10:00:00Z",
  );
  await customer(
    "bernard",
    siteId,
    { firstname: "Bernard", lastname: "Adam", email: "b.adam@exemple.fr" },
    "2026-02-01T10:00:00Z",
  );
  await customer("admin", siteId, { role: "ADMIN" }, "2026-02-02T10:00:00Z");
  await customer("closed", siteId, {}, "2026-02-03T10:00:00Z");
  await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, people.closed.id));
  await customer("elsewhere", other, { email: "zoe.martin@exemple.fr" }, "2026-02-04T10:00:00Z");
  zoeOrder = (
    await createOrder(db(), siteId, {
      userId: people.zoe.id,
      status: "paid",
      lines: [{ quantity: 1, unitPrice: 3000 }],
      billingAddress: testAddress({ firstname: "Zoé", city: "Nantes", postalCode: "44000" }),
    })
  ).id;
  await createOrder(db(), siteId, {
    userId: people.zoe.id,
    status: "cancelled",
    lines: [{ quantity: 1, unitPrice: 1000 }],
  });
  token = await api.services.accounts.sessions.createSession(siteId, people.admin.id);
});
afterAll(async () => {
  await api?.close();
});

const call = (method: "GET" | "DELETE", url: string) =>
  api.call({ method, url, site: siteId, headers: { authorization: `Bearer ${token}` } });

const idsOf = async (query: string) => {
  const reply = await call("GET", `/admin/customer?${query}`);
  expect([query, reply.status]).toEqual([query, 200]);
  return reply.body.data.items.map((item: { id: number }) => item.id);
};

describe("GET /admin/customer", () => {
  it("lists the site's open customer accounts with their orders' count and what they spent", async () => {
    const reply = await call("GET", "/admin/customer");
    expect(reply.status).toBe(200);
    expect(reply.body.data.total).toBe(2);
    expect(reply.body.data.items).toEqual([
      {
        id: people.bernard.id,
        firstname: "Bernard",
        lastname: "Adam",
        email: "b.adam@exemple.fr",
        createdAt: "2026-02-01T10:00:00.000Z",
        orderCount: 0,
        totalSpent: 0,
      },
      expect.objectContaining({ id: people.zoe.id, orderCount: 2, totalSpent: 3000 }),
    ]);
  });

  it("searches, sorts and pages", async () => {
    expect(await idsOf("search=martin")).toEqual([people.zoe.id]);
    expect(await idsOf("search=zoé mar")).toEqual([people.zoe.id]);
    expect(await idsOf("search=B.ADAM")).toEqual([people.bernard.id]);
    expect(await idsOf("search=100%")).toEqual([]);
    expect(await idsOf("orderBy=name")).toEqual([people.bernard.id, people.zoe.id]);
    expect(await idsOf("orderBy=totalSpent:desc")).toEqual([people.zoe.id, people.bernard.id]);
    expect(await idsOf("orderBy=orderCount")).toEqual([people.bernard.id, people.zoe.id]);
    expect(await idsOf("orderBy=createdAt:asc&nbItem=1&page=2")).toEqual([people.bernard.id]);
  });

  it.each([
    ["orderBy=passwordHash", "orderBy"],
    ["nbItem=1000", "nbItem"],
    ["search=gt:a", "search"],
    [`search=${"a".repeat(101)}`, "search"],
  ])("refuses %s in French", async (query, field) => {
    const reply = await call("GET", `/admin/customer?${query}`);
    expect(reply.status).toBe(400);
    expectFrenchError(reply.body);
    expect(Object.keys(reply.body.data?.errors ?? {})).toContain(field);
  });
});

describe("GET /admin/customer/{id}", () => {
  it("gives the account and its orders, newest first", async () => {
    const reply = await call("GET", `/admin/customer/${people.zoe.id}`);
    expect(reply.status).toBe(200);
    const data = reply.body.data;
    expect([data.email, data.orderCount, data.totalSpent]).toEqual(["zoe.martin@exemple.fr", 2, 3000]);
    expect(data.orders.map((o: { status: string }) => o.status).sort()).toEqual(["cancelled", "paid"]);
    expect(data.orders.map((o: { id: number }) => o.id)).toContain(zoeOrder);
  });

  it("answers 404 for an administrator, a closed space, another site's customer; 400 for a bad id", async () => {
    for (const key of ["admin", "closed", "elsewhere"] as const) {
      const reply = await call("GET", `/admin/customer/${people[key].id}`);
      expect([key, reply.status]).toEqual([key, 404]);
      expectFrenchError(reply.body);
    }
    expect((await call("GET", "/admin/customer/999999")).status).toBe(404);
    const bad = await call("GET", "/admin/customer/abc");
    expect(bad.status).toBe(400);
    expectFrenchError(bad.body);
  });
});

const auditOf = (action: string, id: number) =>
  db()
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.action, action), eq(auditEntries.entityId, String(id))));

describe("the customer's personal data", () => {
  it("exports it as a JSON download, audited", async () => {
    const reply = await call("GET", `/admin/customer/${people.zoe.id}/export`);
    expect(reply.status).toBe(200);
    expect(reply.headers["content-disposition"]).toMatch(
      /^attachment; filename="donnees-client-\d+-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(reply.body.data.profile).toMatchObject({ email: "zoe.martin@exemple.fr", firstname: "Zoé" });
    // Data portability: every order of the account, newest first, lines, totals and addresses.
    const exported = reply.body.data.orders;
    expect(exported.map((order: { status: string }) => order.status)).toEqual(["cancelled", "paid"]);
    const [paid] = await db().select().from(orders).where(eq(orders.id, zoeOrder));
    expect(exported[1]).toMatchObject({
      reference: paid!.reference,
      createdAt: paid!.createdAt.toISOString(),
      statusLabel: "Payée",
      subtotal: 3000,
      total: paid!.total,
      lines: [{ quantity: 1, unitPrice: 3000, total: 3000, vatRate: 2000, variationLabel: "2022 · 75 cl" }],
      shippingAddress: { city: "Bordeaux", countryCode: "FR" },
      billingAddress: { firstname: "Zoé", city: "Nantes", postalCode: "44000" },
    });
    expect(exported[1]).not.toHaveProperty("id");
    expect(exported[1].lines[0]).not.toHaveProperty("declinationId");
    const bernard = await call("GET", `/admin/customer/${people.bernard.id}/export`);
    expect(bernard.body.data.orders).toEqual([]);
    const [entry] = await auditOf("customer.export", people.zoe.id);
    expect(entry).toMatchObject({ siteId, userId: people.admin.id });
    expect((await call("GET", `/admin/customer/${people.admin.id}/export`)).status).toBe(404);
  });

  it("erases it, keeping the orders for their legal period, audited without personal data", async () => {
    await api.services.accounts.sessions.createSession(siteId, people.zoe.id);
    const reply = await call("DELETE", `/admin/customer/${people.zoe.id}`);
    expect(reply.status).toBe(200);
    expect(reply.body.message).toMatch(/effacées/);

    const [row] = await db().select().from(users).where(eq(users.id, people.zoe.id));
    expect(row).toMatchObject({ firstname: "Compte", lastname: "supprimé", phone: null, passwordHash: "!" });
    expect(row!.email).not.toContain("zoe");
    expect(row!.deletedAt).not.toBeNull();
    expect(await db().select().from(sessions).where(eq(sessions.userId, people.zoe.id))).toEqual([]);
    const kept = await db().select({ id: orders.id }).from(orders).where(eq(orders.userId, people.zoe.id));
    expect(kept).toHaveLength(2);

    const [entry] = await auditOf("customer.erase", people.zoe.id);
    expect(entry).toMatchObject({
      userId: people.admin.id,
      before: { erased: false },
      after: { erased: true },
    });
    expect(JSON.stringify(entry)).not.toMatch(/zoe|Martin/i);

    expect(await idsOf("")).toEqual([people.bernard.id]);
    const again = await call("DELETE", `/admin/customer/${people.zoe.id}`);
    expect(again.status).toBe(404);
    expectFrenchError(again.body);
  });

  it("never erases an administrator or another site's customer", async () => {
    for (const key of ["admin", "elsewhere"] as const) {
      expect((await call("DELETE", `/admin/customer/${people[key].id}`)).status).toBe(404);
    }
    const [admin] = await db().select().from(users).where(eq(users.id, people.admin.id));
    expect(admin!.deletedAt).toBeNull();
  });
});
