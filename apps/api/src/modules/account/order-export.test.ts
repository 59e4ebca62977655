import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../testing/api";
import { createMember } from "../../testing/factories/account";
import { createOrder, testAddress } from "../../testing/factories/orders";
import { createSite } from "../../testing/factories/site";

/** The member's own export (GET /user/export) gives their orders (data portability), theirs only. */

let api: TestApi;
let siteId = 0;
let token = "";
let reference = "";

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  const db = api.database.db;
  siteId = (await createSite(db, { name: "Cave exportée", isECommerce: true })).id;
  const other = (await createSite(db, { name: "Autre cave", isECommerce: true })).id;
  const member = await createMember(db, siteId, { email: "lea@exemple.fr" });
  const neighbour = await createMember(db, siteId, {});
  const elsewhere = await createMember(db, other, { email: "lea@exemple.fr" });
  reference = (
    await createOrder(db, siteId, {
      userId: member.id,
      status: "shipped",
      shippingFees: 900,
      lines: [
        { productName: "Côtes de Bordeaux", quantity: 6, unitPrice: 1450 },
        { productName: "Crémant", quantity: 1, unitPrice: 1800 },
      ],
      billingAddress: testAddress({ company: "Léa SARL", city: "Libourne" }),
    })
  ).reference;
  await createOrder(db, siteId, { userId: neighbour.id });
  await createOrder(db, other, { userId: elsewhere.id });
  await createOrder(db, siteId, {});
  token = await api.services.accounts.sessions.createSession(siteId, member.id);
});
afterAll(async () => {
  await api?.close();
});

describe("GET /user/export", () => {
  it("gives the member's orders with their lines, totals and addresses, and no one else's", async () => {
    const reply = await api.call({
      method: "GET",
      url: "/user/export",
      site: siteId,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data.orders).toEqual([
      expect.objectContaining({
        reference,
        status: "shipped",
        statusLabel: "Expédiée",
        subtotal: 6 * 1450 + 1800,
        shippingFees: 900,
        total: 6 * 1450 + 1800 + 900,
        deliveryType: "delivery",
        paymentMethod: "CARD",
        lines: [
          expect.objectContaining({ productName: "Côtes de Bordeaux", quantity: 6, total: 8700 }),
          expect.objectContaining({ productName: "Crémant", quantity: 1, total: 1800 }),
        ],
        shippingAddress: expect.objectContaining({ city: "Bordeaux" }),
        billingAddress: expect.objectContaining({ company: "Léa SARL", city: "Libourne" }),
      }),
    ]);
    expect(reply.body.data.processing.retention).toContain("10 ans");
  });
});
