import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntries, sites } from "../../db/schema/index";
import { type AdminMethod, adminCall } from "../../testing/admin-calls";
import { adminToken } from "../../testing/admin-pages";
import { createTestApi, type TestApi } from "../../testing/api";
import { createCarrier } from "../../testing/factories/delivery";
import { createProduct } from "../../testing/factories/shop";
import { createSite } from "../../testing/factories/site";
import { expectFrenchError } from "../content/testing";

/** Carriers, rates and relay points in the admin panel: what the checkout's shipping fees and relay search then read. */

let api: TestApi;
let siteId = 0;
let token = "";
let bottleId = 0;
const db = () => api.database.db;

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  siteId = (await createSite(db(), { name: "Cave des transporteurs", isECommerce: true })).id;
  ({ token } = await adminToken(api.services, db(), siteId));
  bottleId = (await createProduct(db(), siteId, { declinations: [{ price: 1000, stock: null }] }))
    .declinationIds[0]!;
});
afterAll(async () => {
  await api?.close();
});

const call = (method: AdminMethod, url: string, payload?: unknown, site = siteId, bearer = token) =>
  adminCall(api, site, bearer, method, url, payload);

/** What the checkout offers for `bottles` × 10 € to Vallet (44330). */
const feesFor = async (bottles: number) => {
  const { status, body } = await api.call({
    method: "POST",
    url: "/calculate/shipping-fees",
    site: siteId,
    payload: { products: [{ idProduct: bottleId, quantity: bottles }], postalCode: "44330", country: "FR" },
  });
  expect(status).toBe(200);
  return body.data as { carriers: Array<{ id: number; price: number }>; unavailable: Array<{ id: number }> };
};
const priceOf = (fees: Awaited<ReturnType<typeof feesFor>>, id: number) =>
  fees.carriers.find((c) => c.id === id)?.price ?? null;

const versionOf = async () =>
  (await db().select({ v: sites.contentVersion }).from(sites).where(eq(sites.id, siteId)))[0]!.v;

const RELAY = {
  code: "VAL-9",
  name: "Tabac de la Poste",
  addLine1: "2 place du Marché",
  zipCode: "44330",
  city: "Vallet",
  latitude: 47.1617,
  longitude: -1.2663,
  openingHours: [{ weekday: 2, periods: [{ start: "09:00", end: "12:30" }] }],
};

describe("carriers and rates", () => {
  it("creates a carrier and its rates; a rate changed here changes the fee the checkout computes", async () => {
    const created = await call("POST", "/admin/carrier", {
      name: "Colissimo",
      kind: "DELIVERY",
      delay: "48 h",
      trackingUrl: " https://www.laposte.fr/outils/suivre-vos-envois?code={numero} ",
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe("Transporteur « Colissimo » créé.");
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({
      name: "Colissimo",
      trackingUrl: "https://www.laposte.fr/outils/suivre-vos-envois?code={numero}",
      isActive: true,
      rates: [],
      relayPoints: [],
    });

    const before = await versionOf();
    const small = await call("POST", `/admin/carrier/${id}/rate`, {
      zone: "FR_METRO",
      maxBottles: 6,
      price: 1290,
    });
    expect(small.status).toBe(201);
    await call("POST", `/admin/carrier/${id}/rate`, { zone: "FR_METRO", minBottles: 7, price: 1890 });
    expect(await versionOf()).toBeGreaterThan(before);
    expect(priceOf(await feesFor(3), id)).toBe(1290);
    expect(priceOf(await feesFor(8), id)).toBe(1890);

    const rateId = small.body.data.rates[0].id;
    const changed = await call("PUT", `/admin/carrier/${id}/rate/${rateId}`, {
      zone: "FR_METRO",
      maxBottles: 6,
      price: 990,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.rates.map((r: { price: number }) => r.price)).toEqual([990, 1890]);
    expect(priceOf(await feesFor(3), id)).toBe(990);
    // From 50 € on, a cheaper band of amount (cents) wins: it is the more specific.
    await call("POST", `/admin/carrier/${id}/rate`, {
      zone: "FR_METRO",
      maxBottles: 6,
      minAmount: 5000,
      price: 500,
    });
    expect(priceOf(await feesFor(5), id)).toBe(500);
    expect(priceOf(await feesFor(4), id)).toBe(990);
    // The same zone and bounds twice: the shop could not tell which applies.
    const twin = await call("POST", `/admin/carrier/${id}/rate`, {
      zone: "FR_METRO",
      maxBottles: 6,
      price: 1490,
    });
    expect(twin.status).toBe(409);
    expect(twin.body.message).toBe(
      "Ce transporteur a déjà un tarif pour cette zone et ces bornes : modifiez ce tarif plutôt que d'en ajouter un second.",
    );
    const moved = await call("PUT", `/admin/carrier/${id}/rate/${rateId}`, {
      zone: "FR_METRO",
      minBottles: 7,
      price: 990,
    });
    expect(moved.status).toBe(409);
    expect(priceOf(await feesFor(3), id)).toBe(990);

    const [entry] = await db()
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.siteId, siteId), eq(auditEntries.action, "carrier.rate.update")));
    expect((entry!.before as { rates: Array<{ price: number }> }).rates[0]!.price).toBe(1290);
    expect((entry!.after as { rates: Array<{ price: number }> }).rates[0]!.price).toBe(990);

    const deleted = await call("DELETE", `/admin/carrier/${id}/rate/${rateId}`);
    expect(deleted.body.data.rates).toHaveLength(2);
    expect(priceOf(await feesFor(3), id)).toBeNull();
    expect((await feesFor(3)).unavailable.map((c) => c.id)).toContain(id);
  });

  it("disables and enables a carrier: the checkout offers it or not", async () => {
    const carrier = await createCarrier(db(), siteId, {
      name: "Chronopost",
      rates: [{ zone: "FR_METRO", price: 2000 }],
    });
    expect(priceOf(await feesFor(2), carrier.id)).toBe(2000);
    const off = await call("PUT", `/admin/carrier/${carrier.id}`, {
      name: "Chronopost",
      kind: "DELIVERY",
      isActive: false,
    });
    expect([off.status, off.body.message]).toEqual([200, "Transporteur désactivé."]);
    expect(priceOf(await feesFor(2), carrier.id)).toBeNull();
    const list = await call("GET", "/admin/carrier");
    expect(list.body.data.find((c: { id: number }) => c.id === carrier.id)).toMatchObject({
      isActive: false,
    });
    await call("PUT", `/admin/carrier/${carrier.id}`, {
      name: "Chronopost",
      kind: "DELIVERY",
      isActive: true,
    });
    expect(priceOf(await feesFor(2), carrier.id)).toBe(2000);
  });

  it("refuses bad carriers and rates in French, next to the field", async () => {
    const carrier = await createCarrier(db(), siteId);
    const cases: Array<[string, unknown, string, string]> = [
      ["/admin/carrier", { name: " ", kind: "DELIVERY" }, "name", "Indiquez le nom du transporteur."],
      ...[
        "https://suivi.example/colis",
        "suivi.example/{numero}",
        "javascript:{numero}",
        "https://{numero}",
        "https://{numero}.example/",
        "http://suivi.example/{numero}",
      ].map((trackingUrl): [string, unknown, string, string] => [
        "/admin/carrier",
        { name: "X", kind: "DELIVERY", trackingUrl },
        "trackingUrl",
        "L'adresse de suivi doit être une adresse complète en https:// contenant {numero}, remplacé par le numéro du colis.",
      ]),
      [
        "/admin/carrier",
        { name: "X", kind: "DRONE" },
        "kind",
        "Choisissez le type : livraison à domicile ou point relais.",
      ],
      [
        `/admin/carrier/${carrier.id}/rate`,
        { zone: "MARS", price: 100 },
        "zone",
        "Choisissez la zone du tarif.",
      ],
      [
        `/admin/carrier/${carrier.id}/rate`,
        { zone: "EU", price: -1 },
        "price",
        "Le prix ne peut pas être négatif.",
      ],
      [
        `/admin/carrier/${carrier.id}/rate`,
        { zone: "EU", price: 9.5 },
        "price",
        "Le prix s'indique en centimes entiers.",
      ],
      [
        `/admin/carrier/${carrier.id}/rate`,
        { zone: "EU", minBottles: 12, maxBottles: 6, price: 100 },
        "maxBottles",
        "Le nombre maximum de bouteilles doit être au moins le minimum.",
      ],
      [
        `/admin/carrier/${carrier.id}/rate`,
        { zone: "EU", minAmount: 5000, maxAmount: 100, price: 100 },
        "maxAmount",
        "Le montant maximum doit être au moins le minimum.",
      ],
    ];
    for (const [url, payload, field, message] of cases) {
      const { status, body } = await call("POST", url, payload);
      expect([url, status, body.data?.errors?.[field]]).toEqual([url, 400, message]);
      expectFrenchError(body);
    }
  });

  it("answers 404 for another site's carrier, another carrier's rate, and on a site without a shop", async () => {
    const neighbour = await createSite(db(), { isECommerce: true });
    const theirs = await createCarrier(db(), neighbour.id);
    const mine = await createCarrier(db(), siteId);
    const theirRate = (
      await call(
        "GET",
        "/admin/carrier",
        undefined,
        neighbour.id,
        (
          await adminToken(api.services, db(), neighbour.id)
        ).token,
      )
    ).body.data[0].rates[0].id;
    const rate = { zone: "FR_METRO", price: 100 };
    const cases: Array<[AdminMethod, string, unknown, string]> = [
      [
        "PUT",
        `/admin/carrier/${theirs.id}`,
        { name: "Volé", kind: "DELIVERY" },
        "Ce transporteur n'existe pas.",
      ],
      ["POST", `/admin/carrier/${theirs.id}/rate`, rate, "Ce transporteur n'existe pas."],
      [
        "PUT",
        `/admin/carrier/${mine.id}/rate/${theirRate}`,
        rate,
        "Ce tarif n'existe pas pour ce transporteur.",
      ],
      [
        "DELETE",
        `/admin/carrier/${mine.id}/rate/${theirRate}`,
        undefined,
        "Ce tarif n'existe pas pour ce transporteur.",
      ],
    ];
    for (const [method, url, payload, message] of cases) {
      const { status, body } = await call(method, url, payload);
      expect([url, status, body.message]).toEqual([url, 404, message]);
    }
    const { token: other } = await adminToken(api.services, db(), 1);
    const noShop = await call("GET", "/admin/carrier", undefined, 1, other);
    expect([noShop.status, noShop.body.message]).toEqual([404, "Cette boutique n'existe pas."]);
  });
});

describe("relay points", () => {
  it("adds, changes and disables a relay point: the relay search follows", async () => {
    const pickup = await createCarrier(db(), siteId, { name: "Relais", kind: "PICKUP" });
    const added = await call("POST", `/admin/carrier/${pickup.id}/relay-point`, RELAY);
    expect(added.status).toBe(201);
    const point = added.body.data.relayPoints[0];
    expect(point).toMatchObject({
      code: "VAL-9",
      country: "FR",
      isActive: true,
      openingHours: RELAY.openingHours,
    });
    const search = () =>
      api.call({
        method: "POST",
        url: "/relay/access-points",
        site: siteId,
        payload: { postalCode: "44330", city: "Vallet", country: "FR", idCarrier: pickup.id },
      });
    expect((await search()).body.data.items.map((p: { name: string }) => p.name)).toEqual([
      "Tabac de la Poste",
    ]);
    await call("PUT", `/admin/carrier/${pickup.id}/relay-point/${point.id}`, {
      ...RELAY,
      name: "Tabac du Marché",
    });
    expect((await search()).body.data.items.map((p: { name: string }) => p.name)).toEqual([
      "Tabac du Marché",
    ]);
    await call("PUT", `/admin/carrier/${pickup.id}/relay-point/${point.id}`, { ...RELAY, isActive: false });
    expect((await search()).body.data.items).toEqual([]);

    const twice = await call("POST", `/admin/carrier/${pickup.id}/relay-point`, RELAY);
    expect([twice.status, twice.body.data.errors.code]).toEqual([
      409,
      "Ce transporteur a déjà un point relais de ce code.",
    ]);
    const kindChange = await call("PUT", `/admin/carrier/${pickup.id}`, { name: "Relais", kind: "DELIVERY" });
    expect(kindChange.status).toBe(409);
    expectFrenchError(kindChange.body);
  });

  it("refuses a relay point for a home delivery carrier and bad points", async () => {
    const home = await createCarrier(db(), siteId);
    const wrong = await call("POST", `/admin/carrier/${home.id}/relay-point`, RELAY);
    expect([wrong.status, wrong.body.message]).toEqual([
      409,
      "Seul un transporteur en point relais a des points relais.",
    ]);
    const pickup = await createCarrier(db(), siteId, { kind: "PICKUP" });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ latitude: 91 }, "latitude", "La latitude va de -90 à 90."],
      [{ country: "France" }, "country", "Indiquez le pays par son code à deux lettres (FR, BE…)."],
      [{ name: "" }, "name", "Indiquez le nom du point relais."],
      [
        { openingHours: [{ weekday: 8, periods: [] }] },
        "openingHours.0.weekday",
        "Un jour va de 1 (lundi) à 7 (dimanche).",
      ],
      [
        { openingHours: [{ weekday: 1, periods: [{ start: "14:00", end: "09:00" }] }] },
        "openingHours.0.periods.0",
        "Une période d'ouverture finit après son début.",
      ],
    ];
    for (const [values, field, message] of cases) {
      const { status, body } = await call("POST", `/admin/carrier/${pickup.id}/relay-point`, {
        ...RELAY,
        ...values,
      });
      expect([values, status, body.data?.errors?.[field]]).toEqual([values, 400, message]);
    }
    const missing = await call("PUT", `/admin/carrier/${pickup.id}/relay-point/999999`, RELAY);
    expect([missing.status, missing.body.message]).toEqual([
      404,
      "Ce point relais n'existe pas pour ce transporteur.",
    ]);
  });
});
