import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderTransitions } from "../../db/schema/index";
import { createTestApi, type TestApi } from "../../testing/api";
import { createMember, userIdByEmail } from "../../testing/factories/account";
import { createOrder } from "../../testing/factories/orders";
import { createSite } from "../../testing/factories/site";
import { MINIMAL_SITES } from "../../testing/minimal-seed";
import { expectFrenchError } from "../content/testing";

/** The shop's orders in the admin panel: GET /admin/order, GET /admin/order/{id}, POST /admin/order/{id}/status. */

let api: TestApi;
const db = () => api.database.db;
const SHOP: number = MINIMAL_SITES.shop.id;
const tokens = { admin: "", member: "", superAdmin: "", otherAdmin: "", buildingAdmin: "" };
let adminId = 0;
let otherSite = 0;

const userId = (siteId: number, email: string) => userIdByEmail(db(), siteId, email);

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  const sessions = api.services.accounts.sessions;
  adminId = await userId(SHOP, MINIMAL_SITES.shop.adminEmail);
  tokens.admin = await sessions.createSession(SHOP, adminId);
  tokens.member = await sessions.createSession(SHOP, (await createMember(db(), SHOP)).id);
  // The platform's super administrator belongs to site 1 and may open a session on any site.
  tokens.superAdmin = await sessions.createSession(SHOP, await userId(1, MINIMAL_SITES.superAdminEmail));
  tokens.buildingAdmin = await sessions.createSession(1, await userId(1, MINIMAL_SITES.building.adminEmail));
  otherSite = (await createSite(db(), { name: "Cave voisine", isECommerce: true })).id;
  tokens.otherAdmin = await sessions.createSession(
    otherSite,
    (await createMember(db(), otherSite, { role: "ADMIN" })).id,
  );
});
afterAll(async () => {
  await api?.close();
});

function call(method: "GET" | "POST", url: string, token: string | null, payload?: unknown, site = SHOP) {
  return api.call({
    method,
    url,
    site,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
const moveTo = (id: number, body: unknown, token: string | null = tokens.admin, site = SHOP) =>
  call("POST", `/admin/order/${id}/status`, token, body, site);

describe("POST /admin/order/{id}/status", () => {
  it("moves an order as the shop's administrator: history with author and note, invoice, next states", async () => {
    const order = await createOrder(db(), SHOP, { paymentMethod: "TRANSFER" });
    const reply = await moveTo(order.id, { status: "paid", note: "  Virement reçu le 12/03  " });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe("Commande passée à « Payée ».");
    expect(reply.body.data).toMatchObject({ id: order.id, status: "paid", statusLabel: "Payée" });
    expect(reply.body.data.history.at(-1)).toMatchObject({
      from: "awaitingPayment",
      to: "paid",
      authorRole: "admin",
    });
    expect(reply.body.data.invoices).toEqual([
      expect.objectContaining({ kind: "invoice", total: order.total }),
    ]);
    expect(reply.body.data.nextStatuses).toEqual(["preparing", "refunded"]);
    const [move] = await db()
      .select()
      .from(orderTransitions)
      .where(and(eq(orderTransitions.orderId, order.id), eq(orderTransitions.toStatus, "paid")));
    expect(move).toMatchObject({
      authorRole: "admin",
      authorUserId: adminId,
      note: "Virement reçu le 12/03",
    });
  });

  it("refuses a move the lifecycle does not allow: 409 with its French sentence", async () => {
    const order = await createOrder(db(), SHOP);
    const reply = await moveTo(order.id, { status: "shipped" });
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe(
      "Une commande « En attente de paiement » ne peut pas passer à « Expédiée ».",
    );
    await moveTo(order.id, { status: "paid" });
    const cancel = await moveTo(order.id, { status: "cancelled" });
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe("Cette commande a été payée : elle ne s'annule pas, elle se rembourse.");
    const again = await moveTo(order.id, { status: "paid" });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("La commande est déjà « Payée ».");
  });

  it("refuses a bad body in French: unknown state, overlong note, no body", async () => {
    const order = await createOrder(db(), SHOP);
    for (const body of [
      { status: "expediee" },
      { status: "paid", note: "x".repeat(1001) },
      {},
      { status: 3 },
    ]) {
      const reply = await moveTo(order.id, body);
      expect(reply.status).toBe(400);
      expectFrenchError(reply.body);
    }
    const unknown = await moveTo(order.id, { status: "expediee" });
    expect(unknown.body.data.errors.status).toBe("Choisissez un état de commande valide.");
    const badId = await call("POST", "/admin/order/abc/status", tokens.admin, { status: "paid" });
    expect(badId.status).toBe(400);
  });

  it("answers 401 without a session, 403 for a member, and keeps each administrator to their site", async () => {
    const order = await createOrder(db(), SHOP);
    const anonymous = await moveTo(order.id, { status: "paid" }, null);
    expect(anonymous.status).toBe(401);
    expect((await moveTo(order.id, { status: "paid" }, tokens.member)).status).toBe(403);
    // Another site's administrator: their session does not open this site.
    expect((await moveTo(order.id, { status: "paid" }, tokens.otherAdmin)).status).toBe(401);
    // On their own site, this site's order does not exist.
    const elsewhere = await moveTo(order.id, { status: "paid" }, tokens.otherAdmin, otherSite);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.message).toBe("Cette commande n'existe pas.");
    // A site that does not sell online has no orders.
    const noShop = await moveTo(order.id, { status: "paid" }, tokens.buildingAdmin, 1);
    expect(noShop.status).toBe(404);
    expectFrenchError(noShop.body);
    expect((await call("GET", `/admin/order/${order.id}`, tokens.admin)).body.data.status).toBe(
      "awaitingPayment",
    );
    const bySuperAdmin = await moveTo(order.id, { status: "paid" }, tokens.superAdmin);
    expect(bySuperAdmin.status).toBe(200);
  });

  it("cancels a card order awaiting its payment, its stock back", async () => {
    const order = await createOrder(db(), SHOP, { paymentIntentId: `pi_admin_${Date.now()}` });
    const reply = await moveTo(order.id, { status: "cancelled" });
    expect(reply.status).toBe(200);
    expect(reply.body.data.status).toBe("cancelled");
    expect(reply.body.data.nextStatuses).toEqual([]);
  });
});

describe("GET /admin/order and /admin/order/{id}", () => {
  it("lists the site's orders newest first, filtered by state, with who ordered", async () => {
    const paid = await createOrder(db(), otherSite, { email: "paye@exemple.fr" });
    const waiting = await createOrder(db(), otherSite, { email: "attente@exemple.fr" });
    await moveTo(paid.id, { status: "paid" }, tokens.otherAdmin, otherSite);
    const all = await call("GET", "/admin/order", tokens.otherAdmin, undefined, otherSite);
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBe(2);
    expect(all.body.data.items.map((item: { id: number }) => item.id)).toEqual([waiting.id, paid.id]);
    expect(all.body.data.items[0]).toMatchObject({
      reference: waiting.reference,
      email: "attente@exemple.fr",
      customerName: "Camille Durand",
      itemCount: 2,
      status: "awaitingPayment",
    });
    const onlyPaid = await call("GET", "/admin/order?status=paid", tokens.otherAdmin, undefined, otherSite);
    expect(onlyPaid.body.data).toMatchObject({ total: 1, items: [{ id: paid.id, statusLabel: "Payée" }] });
    const byEmail = await call(
      "GET",
      "/admin/order?email=lk:ATTENTE",
      tokens.otherAdmin,
      undefined,
      otherSite,
    );
    expect(byEmail.body.data.items.map((item: { id: number }) => item.id)).toEqual([waiting.id]);
    const paged = await call("GET", "/admin/order?nbItem=1&page=2", tokens.otherAdmin, undefined, otherSite);
    expect(paged.body.data).toMatchObject({ total: 2, items: [{ id: paid.id }] });
  });

  it("refuses a bad filter in French and hides other sites' orders", async () => {
    for (const query of ["status=expediee", "status=lk:pai", "colour=red", "nbItem=0"]) {
      const reply = await call("GET", `/admin/order?${query}`, tokens.admin);
      expect([query, reply.status]).toEqual([query, 400]);
      expectFrenchError(reply.body);
    }
    const theirs = await createOrder(db(), otherSite);
    const detail = await call("GET", `/admin/order/${theirs.id}`, tokens.admin);
    expect(detail.status).toBe(404);
    expect(detail.body.message).toBe("Cette commande n'existe pas.");
    expect((await call("GET", "/admin/order", tokens.member)).status).toBe(403);
    expect((await call("GET", "/admin/order", null)).status).toBe(401);
  });

  it("shows one order with its lines and the states it may move to", async () => {
    const order = await createOrder(db(), SHOP, {
      deliveryType: "clickAndCollect",
      paymentMethod: "ON_SITE",
    });
    const reply = await call("GET", `/admin/order/${order.id}`, tokens.admin);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ id: order.id, paymentMethod: "ON_SITE", payment: null });
    expect(reply.body.data.lines).toHaveLength(1);
    expect(reply.body.data.nextStatuses).toEqual(["preparing", "cancelled"]);
  });
});
