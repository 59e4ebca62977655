import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntries, declinations } from "../../db/schema/index";
import { createTestApi, type TestApi } from "../../testing/api";
import { createMember } from "../../testing/factories/account";
import { createProduct } from "../../testing/factories/shop";
import { createSite } from "../../testing/factories/site";
import { expectFrenchError } from "../content/testing";

/** A declination's stock adjusted by hand with a reason, and its history. */

let api: TestApi;
let siteId = 0;
let token = "";
const db = () => api.database.db;

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  siteId = (await createSite(db(), { name: "Cave du stock", isECommerce: true })).id;
  const admin = await createMember(db(), siteId, { role: "ADMIN", email: "caviste@cave.test" });
  token = await api.services.accounts.sessions.createSession(siteId, admin.id);
});
afterAll(async () => {
  await api?.close();
});

const stockUrl = (productId: number, declinationId: number) =>
  `/admin/product/${productId}/declination/${declinationId}/stock`;
const adjust = (productId: number, declinationId: number, payload: unknown) =>
  api.call({
    method: "POST",
    url: stockUrl(productId, declinationId),
    site: siteId,
    headers: { authorization: `Bearer ${token}` },
    payload: payload as object,
  });
const history = (productId: number, declinationId: number, query = "") =>
  api.call({
    method: "GET",
    url: `${stockUrl(productId, declinationId)}${query}`,
    site: siteId,
    headers: { authorization: `Bearer ${token}` },
  });

describe("POST /admin/product/{id}/declination/{declinationId}/stock", () => {
  it("adds and takes units with a reason, newest first in the history, audited", async () => {
    const product = await createProduct(db(), siteId, { declinations: [{ stock: 10 }, { stock: 3 }] });
    const [bottle, magnum] = product.declinationIds as [number, number];
    const received = await adjust(product.id, bottle, {
      delta: 12,
      reason: "RECEPTION",
      note: "Palette du 3 mars",
    });
    expect(received.status).toBe(200);
    expect(received.body.message).toBe("Stock mis à jour.");
    expect(received.body.data.declinations.map((d: { stock: number }) => d.stock)).toEqual([22, 3]);
    const broken = await adjust(product.id, bottle, { delta: -2, reason: "CASSE" });
    expect(broken.body.data.declinations[0].stock).toBe(20);
    const list = await history(product.id, bottle);
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.items).toMatchObject([
      { delta: -2, stockAfter: 20, reason: "CASSE", note: "", userEmail: "caviste@cave.test" },
      { delta: 12, stockAfter: 22, reason: "RECEPTION", note: "Palette du 3 mars" },
    ]);
    expect((await history(product.id, magnum)).body.data.total).toBe(0);
    const entries = await db()
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, "stock.adjust"), eq(auditEntries.entityId, String(bottle))));
    expect(entries.map((entry) => entry.before)).toEqual(
      expect.arrayContaining([{ stock: 10 }, { stock: 22 }]),
    );
    const paged = await history(product.id, bottle, "?nbItem=1&page=2");
    expect(paged.body.data.items.map((m: { delta: number }) => m.delta)).toEqual([12]);
  });

  it("starts an untracked stock from zero", async () => {
    const product = await createProduct(db(), siteId, { declinations: [{ stock: null }] });
    const reply = await adjust(product.id, product.declinationIds[0]!, { delta: 6, reason: "INVENTAIRE" });
    expect(reply.body.data.declinations[0].stock).toBe(6);
  });

  it("never lets the stock go below zero (422 in French), the stock unchanged", async () => {
    const product = await createProduct(db(), siteId, { declinations: [{ stock: 2 }] });
    const id = product.declinationIds[0]!;
    const reply = await adjust(product.id, id, { delta: -3, reason: "CASSE" });
    expect(reply.status).toBe(422);
    expect(reply.body.message).toBe("Le stock ne peut pas devenir négatif : il reste 2 unités.");
    expect(reply.body.data.errors.delta).toBe("Retirez 2 unités au plus.");
    const [row] = await db()
      .select({ stock: declinations.stock })
      .from(declinations)
      .where(eq(declinations.id, id));
    expect(row!.stock).toBe(2);
    expect((await history(product.id, id)).body.data.total).toBe(0);
  });

  it("counts two adjustments made at once", async () => {
    const product = await createProduct(db(), siteId, { declinations: [{ stock: 5 }] });
    const id = product.declinationIds[0]!;
    await Promise.all([
      adjust(product.id, id, { delta: 4, reason: "RECEPTION" }),
      adjust(product.id, id, { delta: -1, reason: "CASSE" }),
    ]);
    const [row] = await db()
      .select({ stock: declinations.stock })
      .from(declinations)
      .where(eq(declinations.id, id));
    expect(row!.stock).toBe(8);
  });

  it("refuses bad input in French and a declination of another product (404)", async () => {
    const product = await createProduct(db(), siteId, { declinations: [{ stock: 5 }] });
    const other = await createProduct(db(), siteId);
    const id = product.declinationIds[0]!;
    const cases: Array<[unknown, string]> = [
      [{ delta: 0, reason: "RECEPTION" }, "delta"],
      [{ delta: 1.5, reason: "RECEPTION" }, "delta"],
      [{ delta: "3", reason: "RECEPTION" }, "delta"],
      [{ delta: 3, reason: "VOL" }, "reason"],
      [{ delta: 3 }, "reason"],
      [{ delta: 3, reason: "CASSE", note: "x".repeat(501) }, "note"],
    ];
    for (const [body, field] of cases) {
      const reply = await adjust(product.id, id, body);
      expect([field, reply.status]).toEqual([field, 400]);
      expect(Object.keys(reply.body.data.errors)).toContain(field);
      expectFrenchError(reply.body);
    }
    const foreign = await adjust(product.id, other.declinationIds[0]!, { delta: 1, reason: "RECEPTION" });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe("Cette déclinaison n'existe pas pour ce produit.");
    expect((await history(product.id, other.declinationIds[0]!)).status).toBe(404);
    expect((await history(product.id, id, "?page=0")).status).toBe(400);
    expect((await adjust(999_999, id, { delta: 1, reason: "RECEPTION" })).status).toBe(404);
  });
});
