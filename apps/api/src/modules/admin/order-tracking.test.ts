import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntries } from "../../db/schema/index";
import { createTestApi, type TestApi } from "../../testing/api";
import { createMember, userIdByEmail } from "../../testing/factories/account";
import { createCarrier } from "../../testing/factories/delivery";
import { createOrder, type OrderValues } from "../../testing/factories/orders";
import { createSite } from "../../testing/factories/site";
import { readMails } from "../../testing/mail";
import { MINIMAL_SITES } from "../../testing/minimal-seed";
import { expectFrenchError } from "../content/testing";

/**
 * A shipped parcel's tracking: given with the move to « Expédiée » (POST /admin/order/{id}/status),
 * in the customer's « expédiée » e-mail and on the order (GET /order/{id}, the panel's detail),
 * corrected with POST /admin/order/{id}/tracking.
 */

let api: TestApi;
const db = () => api.database.db;
const SHOP: number = MINIMAL_SITES.shop.id;
const tokens = { admin: "", member: "", otherAdmin: "" };
let otherSite = 0;

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  const sessions = api.services.accounts.sessions;
  tokens.admin = await sessions.createSession(
    SHOP,
    await userIdByEmail(db(), SHOP, MINIMAL_SITES.shop.adminEmail),
  );
  tokens.member = await sessions.createSession(SHOP, (await createMember(db(), SHOP)).id);
  otherSite = (await createSite(db(), { name: "Cave voisine", isECommerce: true })).id;
  tokens.otherAdmin = await sessions.createSession(
    otherSite,
    (await createMember(db(), otherSite, { role: "ADMIN" })).id,
  );
});
afterAll(async () => {
  await api?.close();
});

const post = (url: string, payload: object, token = tokens.admin, site = SHOP) =>
  api.call({ method: "POST", url, site, headers: { authorization: `Bearer ${token}` }, payload });

/** An order of the shop, paid and in preparation: it may be shipped next. */
async function preparingOrder(email = "colis@exemple.fr", values: OrderValues = {}) {
  const order = await createOrder(db(), SHOP, { paymentMethod: "TRANSFER", email, ...values });
  for (const status of ["paid", "preparing"]) {
    expect((await post(`/admin/order/${order.id}/status`, { status })).status).toBe(200);
  }
  return order;
}

const LA_POSTE = "https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901";

describe("the tracking given with the move to « Expédiée »", () => {
  it("is kept with the order, shown to the customer and the panel, and sent in the e-mail", async () => {
    const order = await preparingOrder("suivi-colis@exemple.fr");
    const reply = await post(`/admin/order/${order.id}/status`, {
      status: "shipped",
      trackingNumber: "  6A12345678901 ",
      trackingUrl: LA_POSTE,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data.delivery.tracking).toEqual({ number: "6A12345678901", url: LA_POSTE });
    await api.services.jobs.runDue();
    const mail = readMails(api.config.mailDir).find(
      (sent) => sent.to.includes("suivi-colis@exemple.fr") && sent.subject.includes("est expédiée"),
    );
    expect(mail?.text).toContain("Numéro de suivi : 6A12345678901");
    expect(mail?.text).toContain(`Suivre votre colis : ${LA_POSTE}`);
    const audits = await db()
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.entityId, String(order.id)))
      .orderBy(auditEntries.id);
    const audit = audits.filter((row) => row.action === "order.status").at(-1);
    expect(audit?.after).toMatchObject({ status: "shipped", tracking: { number: "6A12345678901" } });
  });

  it("links a number given alone to the carrier's tracking page, when it has one", async () => {
    const carrier = await createCarrier(db(), SHOP, {
      name: "Colissimo",
      trackingUrl: "https://www.laposte.fr/outils/suivre-vos-envois?code={numero}",
    });
    const order = await preparingOrder("page-transporteur@exemple.fr", { carrierId: carrier.id });
    const reply = await post(`/admin/order/${order.id}/status`, {
      status: "shipped",
      trackingNumber: "6A 123/45",
    });
    expect(reply.body.data.delivery.tracking).toEqual({
      number: "6A 123/45",
      url: "https://www.laposte.fr/outils/suivre-vos-envois?code=6A%20123%2F45",
    });
    // A new number sent back with the page the form showed: the page follows the number.
    const corrected = await post(`/admin/order/${order.id}/tracking`, {
      trackingNumber: "6A999",
      trackingUrl: "https://www.laposte.fr/outils/suivre-vos-envois?code=6A%20123%2F45",
    });
    expect(corrected.body.data.delivery.tracking.url).toBe(
      "https://www.laposte.fr/outils/suivre-vos-envois?code=6A999",
    );
    // A link given wins over the carrier's page; a carrier without a page leaves none.
    const given = await post(`/admin/order/${order.id}/tracking`, {
      trackingNumber: "6A9",
      trackingUrl: LA_POSTE,
    });
    expect(given.body.data.delivery.tracking.url).toBe(LA_POSTE);
    const plain = await createCarrier(db(), SHOP, { name: "Transporteur du coin" });
    const other = await preparingOrder("sans-page@exemple.fr", { carrierId: plain.id });
    const alone = await post(`/admin/order/${other.id}/status`, { status: "shipped", trackingNumber: "XY1" });
    expect(alone.body.data.delivery.tracking).toEqual({ number: "XY1", url: null });
  });

  it("is optional: a parcel shipped without it has none, and its e-mail says nothing of it", async () => {
    const order = await preparingOrder("sans-suivi@exemple.fr");
    const reply = await post(`/admin/order/${order.id}/status`, { status: "shipped", trackingNumber: "" });
    expect(reply.status).toBe(200);
    expect(reply.body.data.delivery.tracking ?? null).toBeNull();
    await api.services.jobs.runDue();
    const mail = readMails(api.config.mailDir).find((sent) => sent.to.includes("sans-suivi@exemple.fr"));
    expect(mail?.text).not.toContain("Numéro de suivi");
  });

  it.each([
    [{ status: "paid", trackingNumber: "6A123" }, "Le suivi du colis s'indique au passage à « Expédiée »."],
    [
      { status: "shipped", trackingUrl: LA_POSTE },
      "Avec un lien de suivi, indiquez aussi le numéro du colis.",
    ],
    [
      { status: "shipped", trackingNumber: "<script>" },
      "Le numéro de suivi commence par une lettre ou un chiffre, suivis de lettres, de chiffres, d'espaces, de points, de tirets ou de barres obliques.",
    ],
    [
      { status: "shipped", trackingNumber: "6".repeat(61) },
      "Le numéro de suivi compte au plus 60 caractères.",
    ],
  ])("refuses %j in French on the number's field, the order unmoved", async (body, message) => {
    const order = await preparingOrder();
    const reply = await post(`/admin/order/${order.id}/status`, body);
    expect([reply.status, reply.body.data.errors?.trackingNumber]).toEqual([400, message]);
    expectFrenchError(reply.body);
    const detail = await api.call({
      method: "GET",
      url: `/admin/order/${order.id}`,
      site: SHOP,
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    expect(detail.body.data.status).toBe("preparing");
  });

  it.each([
    "javascript:alert(1)",
    "//evil.example/suivi",
    "suivi.example",
    12,
    "http://www.laposte.fr/suivi",
    "https://x",
    "https://client:secret@evil.example/",
    "https://www.laposte.fr@evil.example/",
  ])("refuses the link %j in French", async (trackingUrl) => {
    const order = await preparingOrder();
    const reply = await post(`/admin/order/${order.id}/status`, {
      status: "shipped",
      trackingNumber: "6A123",
      trackingUrl,
    });
    expect([reply.status, reply.body.data.errors?.trackingUrl]).toEqual([
      400,
      "Le lien de suivi doit être une adresse complète en https://.",
    ]);
  });
});

describe("POST /admin/order/{id}/tracking", () => {
  it("corrects the tracking of a shipped or delivered parcel, and removes it, without an e-mail", async () => {
    const order = await preparingOrder("correction@exemple.fr");
    await post(`/admin/order/${order.id}/status`, { status: "shipped", trackingNumber: "6A000" });
    await api.services.jobs.runDue();
    const before = readMails(api.config.mailDir).length;
    const corrected = await post(`/admin/order/${order.id}/tracking`, {
      trackingNumber: "6A111",
      trackingUrl: LA_POSTE,
    });
    expect([corrected.status, corrected.body.message]).toEqual([200, "Suivi du colis enregistré."]);
    expect(corrected.body.data.delivery.tracking).toEqual({ number: "6A111", url: LA_POSTE });
    await post(`/admin/order/${order.id}/status`, { status: "delivered" });
    const removed = await post(`/admin/order/${order.id}/tracking`, { trackingNumber: "" });
    expect([removed.status, removed.body.message, removed.body.data.delivery.tracking]).toEqual([
      200,
      "Suivi du colis retiré.",
      null,
    ]);
    await api.services.jobs.runDue();
    const after = readMails(api.config.mailDir).filter((mail) => mail.to.includes("correction@exemple.fr"));
    // The « livrée » e-mail only: a correction sends nothing.
    expect(readMails(api.config.mailDir).length - before).toBe(1);
    expect(after.at(-1)?.subject).toContain("est livrée");
  });

  it("refuses an order not on its way (409), another site's (404), a stranger (401/403), garbage (400)", async () => {
    const order = await preparingOrder();
    const early = await post(`/admin/order/${order.id}/tracking`, { trackingNumber: "6A1" });
    expect([early.status, early.body.message]).toEqual([
      409,
      "Le suivi du colis s'indique pour une commande expédiée ou livrée.",
    ]);
    const theirs = await post(
      `/admin/order/${order.id}/tracking`,
      { trackingNumber: "6A1" },
      tokens.otherAdmin,
      otherSite,
    );
    expect(theirs.status).toBe(404);
    expect(
      (await post(`/admin/order/${order.id}/tracking`, { trackingNumber: "6A1" }, tokens.member)).status,
    ).toBe(403);
    // Rights first: a member's garbage is refused as the member's, not as garbage.
    expect(
      (await post(`/admin/order/${order.id}/tracking`, { trackingNumber: 12 }, tokens.member)).status,
    ).toBe(403);
    const anonymous = await api.call({
      method: "POST",
      url: `/admin/order/${order.id}/tracking`,
      site: SHOP,
      payload: { trackingNumber: "6A1" },
    });
    expect(anonymous.status).toBe(401);
    for (const body of [{}, { trackingNumber: 12 }, { trackingNumber: "6A1", extra: "x".repeat(10_000) }]) {
      const reply = await post(`/admin/order/${order.id}/tracking`, body);
      expect(reply.status, JSON.stringify(body).slice(0, 40)).toBeLessThan(500);
    }
    expect((await post(`/admin/order/${order.id}/tracking`, {})).status).toBe(400);
    expect((await post("/admin/order/999999/tracking", { trackingNumber: "6A1" })).status).toBe(404);
    // An order the site does not have is a 404 before its body is read, on each of its changes.
    expect((await post("/admin/order/999999/tracking", { trackingNumber: 12 })).status).toBe(404);
    expect((await post("/admin/order/999999/status", { status: "SHIPPED!" })).status).toBe(404);
  });
});
