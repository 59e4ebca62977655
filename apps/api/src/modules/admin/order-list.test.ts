import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../testing/api";
import { createMember } from "../../testing/factories/account";
import { createOrder, testAddress } from "../../testing/factories/orders";
import { createSite } from "../../testing/factories/site";
import { expectFrenchError } from "../content/testing";

/** GET /admin/order's filters: state, delivery type, days in French time, search; its sorts and refusals. */

let api: TestApi;
let siteId = 0;
let token = "";
const db = () => api.database.db;
const ids = { march: 0, april: 0, lateApril: 0, pickup: 0 };

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  siteId = (await createSite(db(), { name: "Cave des filtres", isECommerce: true })).id;
  const admin = await createMember(db(), siteId, { role: "ADMIN" });
  token = await api.services.accounts.sessions.createSession(siteId, admin.id);
  ids.march = (
    await createOrder(db(), siteId, {
      createdAt: new Date("2026-03-31T22:30:00Z"), // 1 April, 00:30 in Paris
      email: "helene.moreau@exemple.fr",
      billingAddress: testAddress({ firstname: "Hélène", lastname: "Moreau" }),
      lines: [{ quantity: 1, unitPrice: 4000 }],
    })
  ).id;
  ids.april = (
    await createOrder(db(), siteId, {
      createdAt: new Date("2026-04-02T08:00:00Z"),
      email: "paul@exemple.fr",
      shippingAddress: testAddress({ firstname: "Paul", lastname: "Lefèvre" }),
      lines: [{ quantity: 1, unitPrice: 900 }],
    })
  ).id;
  ids.lateApril = (
    await createOrder(db(), siteId, {
      createdAt: new Date("2026-04-30T22:30:00Z"), // 1 May in Paris
      reference: "2026-004242",
      lines: [{ quantity: 3, unitPrice: 1500 }],
    })
  ).id;
  ids.pickup = (
    await createOrder(db(), siteId, {
      createdAt: new Date("2026-04-10T10:00:00Z"),
      deliveryType: "clickAndCollect",
      paymentMethod: "ON_SITE",
      status: "preparing",
    })
  ).id;
});
afterAll(async () => {
  await api?.close();
});

const list = (query: string) =>
  api.call({
    method: "GET",
    url: `/admin/order?${query}`,
    site: siteId,
    headers: { authorization: `Bearer ${token}` },
  });
const idsOf = async (query: string) => {
  const reply = await list(query);
  expect([query, reply.status]).toEqual([query, 200]);
  return reply.body.data.items.map((item: { id: number }) => item.id);
};

describe("GET /admin/order filters", () => {
  it("filters by days in French time, both ends included", async () => {
    expect(await idsOf("from=2026-04-01&to=2026-04-01")).toEqual([ids.march]);
    expect(await idsOf("from=2026-04-02&to=2026-04-30")).toEqual([ids.pickup, ids.april]);
    expect(await idsOf("from=2026-05-01")).toEqual([ids.lateApril]);
    expect(await idsOf("to=2026-04-01")).toEqual([ids.march]);
  });

  it("filters by delivery type and state, all but a state with df:", async () => {
    expect(await idsOf("deliveryType=clickAndCollect")).toEqual([ids.pickup]);
    expect(await idsOf("status=preparing")).toEqual([ids.pickup]);
    expect(await idsOf("status=df:preparing&deliveryType=delivery")).toEqual([
      ids.lateApril,
      ids.april,
      ids.march,
    ]);
  });

  it("searches the number, the e-mail and the names, accents and case as typed", async () => {
    expect(await idsOf("search=004242")).toEqual([ids.lateApril]);
    expect(await idsOf("search=PAUL%40")).toEqual([ids.april]);
    expect(await idsOf("search=hélène moreau")).toEqual([ids.march]);
    expect(await idsOf("search=lk:lefèvre")).toEqual([ids.april]);
    expect(await idsOf("search=personne")).toEqual([]);
    // A wildcard is a character like another.
    expect(await idsOf("search=%25")).toEqual([]);
  });

  it("sorts by total, e-mail and date, and pages", async () => {
    expect(await idsOf("orderBy=total:desc&deliveryType=delivery")).toEqual([
      ids.lateApril,
      ids.march,
      ids.april,
    ]);
    expect((await idsOf("orderBy=email:desc")).slice(0, 2)).toEqual([ids.april, ids.march]);
    expect(await idsOf("orderBy=createdAt&nbItem=2&page=2")).toEqual([ids.pickup, ids.lateApril]);
    const paged = await list("nbItem=1&page=9");
    expect(paged.body.data).toEqual({ items: [], total: 4 });
  });

  it("refuses bad filters in French, naming the key", async () => {
    const cases: Array<[string, string]> = [
      ["from=2026-02-30", "from"],
      ["to=01/04/2026", "to"],
      ["from=gte:2026-04-01", "from"],
      ["from=2026-04-02&to=2026-04-01", "to"],
      ["deliveryType=drone", "deliveryType"],
      ["deliveryType=df:delivery", "deliveryType"],
      ["status=lk:pai", "status"],
      ["search=gt:a", "search"],
      [`search=${"a".repeat(101)}`, "search"],
      ["orderBy=customerName", "orderBy"],
      ["colour=red", "colour"],
    ];
    for (const [query, key] of cases) {
      const reply = await list(query);
      expect([query, reply.status]).toEqual([query, 400]);
      expectFrenchError(reply.body);
      expect([query, Object.keys(reply.body.data.errors)]).toEqual([query, [key]]);
    }
  });
});
