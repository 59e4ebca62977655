import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntries, companyAddresses, orders } from "../../../db/schema/index";
import { type AdminMethod, adminCall } from "../../../testing/admin-calls";
import { adminToken } from "../../../testing/admin-pages";
import { createTestApi, type TestApi } from "../../../testing/api";
import { expectFrenchError } from "../../content/testing";
import { createOrderShop, type OrderShop, orderBody, placeOrder } from "../orders/testing";

/**
 * Pickup places created and deleted in the admin panel, and their exceptional openings: what the
 * checkout's slots (GET /calendar/…) and POST /order then offer and accept.
 */

let api: TestApi;
let shop: OrderShop;
let token = "";
const db = () => api.database.db;
/** Far ahead, no notice to wait for: Tuesday 2 June 2099, Sunday 7 June, Tuesday 9 June. */
const TUESDAY = "2099-06-02";
const SUNDAY = "2099-06-07";
const NEXT_TUESDAY = "2099-06-09";

const NEW_PLACE = {
  name: "Retrait à la boutique",
  minNoticeHours: 2,
  address: { firstPart: "12 place du Marché", postalCode: "44190", city: "Clisson", phone: "02 40 00 00 00" },
  schedules: [{ weekday: 2, startTime: "10:00", endTime: "12:00", capacity: 4 }],
};

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  shop = await createOrderShop(api);
  ({ token } = await adminToken(api.services, db(), shop.siteId));
});
afterAll(async () => {
  await api?.close();
});

const call = (method: AdminMethod, url: string, payload?: unknown, site = shop.siteId) =>
  adminCall(api, site, token, method, url, payload);
const get = (url: string) => api.call({ method: "GET", url, site: shop.siteId });
const slotsOf = async (calendarId: number, date: string) =>
  (await get(`/calendar/${calendarId}/slots/${date}`)).body.data.slots;
const created = async () => {
  const { status, body } = await call("POST", "/admin/click-and-collect", NEW_PLACE);
  expect(status).toBe(201);
  return body.data as { id: number; schedules: Array<{ id: number }> };
};
const pickupOrder = (date: string, idSchedule: number) =>
  placeOrder(
    api,
    orderBody(shop, {
      delivery: { type: "clickAndCollect" },
      dateSchedule: date,
      idSchedule,
      paymentMethod: "ON_SITE",
    }),
    { site: shop.siteId },
  );

describe("POST /admin/click-and-collect", () => {
  it("creates a place with its address and schedules, offered at once at the checkout, audited", async () => {
    const place = await created();
    expect(place).toMatchObject({
      name: "Retrait à la boutique",
      minNoticeHours: 2,
      isActive: true,
      place: "Retrait à la boutique, Clisson",
      schedules: [{ weekday: 2, startTime: "10:00", endTime: "12:00", capacity: 4 }],
      closingDays: [],
      openingDays: [],
    });
    const offered = (await get("/click-and-collect")).body.data.find(
      (p: { calendarId: number }) => p.calendarId === place.id,
    );
    expect(offered.address).toMatchObject({ firstPart: "12 place du Marché", postalCode: "44190" });
    expect(offered.address.country.alphaTwo).toBe("FR");
    expect(await slotsOf(place.id, TUESDAY)).toEqual([
      expect.objectContaining({ idSchedule: place.schedules[0]!.id, capacity: 4 }),
    ]);
    const [entry] = await db()
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.siteId, shop.siteId), eq(auditEntries.action, "pickup.create")));
    expect(entry).toMatchObject({ entity: "pickup-calendar", entityId: String(place.id), before: null });
  });

  it("refuses a bad place in French, on its fields", async () => {
    const { status, body } = await call("POST", "/admin/click-and-collect", {
      name: " ",
      minNoticeHours: 1.5,
      address: { firstPart: "", postalCode: "4419", city: "Clisson", phone: "pas un numéro" },
      schedules: [{ weekday: 2, startTime: "12:00", endTime: "10:00" }],
    });
    expect(status).toBe(400);
    expectFrenchError(body);
    expect(body.data.errors).toMatchObject({
      name: "Indiquez le nom du lieu de retrait.",
      minNoticeHours: "Le délai de préparation s'indique en heures entières.",
      "address.firstPart": "Indiquez l'adresse (numéro et voie).",
      "address.postalCode": "Un code postal français compte 5 chiffres.",
      "schedules.0.endTime": "L'heure de fin doit suivre l'heure de début.",
    });
    expect(body.data.errors["address.phone"]).toMatch(/téléphone/);
    const noAddress = await call("POST", "/admin/click-and-collect", {
      name: "Sans adresse",
      minNoticeHours: 0,
    });
    expect(noAddress.status).toBe(400);
    expectFrenchError(noAddress.body);
  });

  it("answers 404 on a site without a shop", async () => {
    const { token: other } = await adminToken(api.services, db(), 1);
    const noShop = await adminCall(api, 1, other, "POST", "/admin/click-and-collect", NEW_PLACE);
    expect([noShop.status, noShop.body.message]).toEqual([404, "Cette boutique n'existe pas."]);
  });
});

describe("exceptional openings", () => {
  it("offers a slot on a day usually closed, which an order names; none on a closing day", async () => {
    const place = await created();
    expect(await slotsOf(place.id, SUNDAY)).toEqual([]);
    const opened = await call("POST", `/admin/click-and-collect/${place.id}/opening-day`, {
      date: SUNDAY,
      startTime: "09:00",
      endTime: "12:30",
      capacity: 1,
    });
    expect(opened.status).toBe(201);
    const [opening] = opened.body.data.openingDays;
    expect(opening).toMatchObject({ date: SUNDAY, startTime: "09:00", endTime: "12:30", capacity: 1 });
    // Not a weekly schedule: the other Sundays stay closed.
    expect(opened.body.data.schedules).toHaveLength(1);
    expect(await slotsOf(place.id, "2099-06-14")).toEqual([]);
    expect(await slotsOf(place.id, SUNDAY)).toEqual([
      {
        start: `${SUNDAY}T09:00:00+02:00`,
        end: `${SUNDAY}T12:30:00+02:00`,
        idSchedule: opening.id,
        capacity: 1,
      },
    ]);
    const month = (await get(`/calendar/${place.id}/date/allowed/6/2099`)).body.data;
    expect(month.dates).toContain(SUNDAY);
    expect(month.days.find((d: { date: string }) => d.date === SUNDAY).slots[0].idSchedule).toBe(opening.id);

    const order = await pickupOrder(SUNDAY, opening.id);
    expect(order.status).toBe(201);
    expect(order.body.data.order).toMatchObject({
      pickupDate: SUNDAY,
      pickupStart: "09:00",
      delivery: { pickup: { date: SUNDAY, start: "09:00", end: "12:30" } },
    });
    expect((await pickupOrder(SUNDAY, opening.id)).status).toBe(409);
    // The opening is that date's only: another Sunday refuses it.
    expect((await pickupOrder("2099-06-14", opening.id)).status).toBe(422);

    const closed = await call("POST", `/admin/click-and-collect/${place.id}/closing-day`, {
      date: NEXT_TUESDAY,
    });
    expect(closed.status).toBe(201);
    expect(await slotsOf(place.id, NEXT_TUESDAY)).toEqual([]);
    const refused = await pickupOrder(NEXT_TUESDAY, place.schedules[0]!.id);
    expect([refused.status, refused.body.data.errors.idSchedule]).toEqual([
      422,
      "Ce créneau de retrait n'est pas ouvert ce jour-là : choisissez-en un autre.",
    ]);
  });

  it("replaces the weekly hours of that day with other ones", async () => {
    const place = await created();
    const opened = await call("POST", `/admin/click-and-collect/${place.id}/opening-day`, {
      date: TUESDAY,
      startTime: "15:00",
      endTime: "19:00",
    });
    const [opening] = opened.body.data.openingDays;
    expect(await slotsOf(place.id, TUESDAY)).toEqual([
      expect.objectContaining({ start: `${TUESDAY}T15:00:00+02:00`, idSchedule: opening.id, capacity: null }),
    ]);
    const removed = await call("DELETE", `/admin/click-and-collect/${place.id}/opening-day/${opening.id}`);
    expect([removed.status, removed.body.data.openingDays]).toEqual([200, []]);
    expect((await slotsOf(place.id, TUESDAY))[0].start).toBe(`${TUESDAY}T10:00:00+02:00`);
  });

  it("refuses a closed day, an overlap, a past date and bad hours, in French", async () => {
    const place = await created();
    const base = `/admin/click-and-collect/${place.id}`;
    await call("POST", `${base}/closing-day`, { date: NEXT_TUESDAY });
    const onClosed = await call("POST", `${base}/opening-day`, {
      date: NEXT_TUESDAY,
      startTime: "10:00",
      endTime: "11:00",
    });
    expect([onClosed.status, onClosed.body.data.errors.date]).toEqual([
      409,
      "Ce jour est fermé : rouvrez-le avant d'y ajouter une ouverture.",
    ]);
    await call("POST", `${base}/opening-day`, { date: SUNDAY, startTime: "10:00", endTime: "12:00" });
    const overlap = await call("POST", `${base}/opening-day`, {
      date: SUNDAY,
      startTime: "11:00",
      endTime: "13:00",
    });
    expect([overlap.status, overlap.body.data.errors.startTime]).toEqual([
      409,
      "Cette période chevauche une autre ouverture de ce jour.",
    ]);
    const afternoon = await call("POST", `${base}/opening-day`, {
      date: SUNDAY,
      startTime: "14:00",
      endTime: "17:00",
    });
    expect(afternoon.body.data.openingDays).toHaveLength(2);
    const closeOpened = await call("POST", `${base}/closing-day`, { date: SUNDAY });
    expect([closeOpened.status, closeOpened.body.data.errors.date]).toEqual([
      409,
      "Ce jour a une ouverture exceptionnelle : retirez-la avant de le fermer.",
    ]);
    const past = await call("POST", `${base}/opening-day`, {
      date: "2020-01-05",
      startTime: "10:00",
      endTime: "11:00",
    });
    expect([past.status, past.body.data.errors.date]).toEqual([
      422,
      "Cette date est passée : choisissez aujourd'hui ou un jour à venir.",
    ]);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { date: "07/06/2099", startTime: "10:00", endTime: "11:00" },
        "date",
        "Indiquez la date au format AAAA-MM-JJ.",
      ],
      [
        { date: SUNDAY, startTime: "10h", endTime: "11:00" },
        "startTime",
        "Indiquez une heure au format HH:MM.",
      ],
      [
        { date: SUNDAY, startTime: "18:00", endTime: "17:00" },
        "endTime",
        "L'heure de fin doit suivre l'heure de début.",
      ],
      [
        { date: SUNDAY, startTime: "18:00", endTime: "19:00", capacity: -2 },
        "capacity",
        "La capacité doit être un nombre entier d'au moins 1.",
      ],
    ];
    for (const [payload, field, message] of cases) {
      const { status, body } = await call("POST", `${base}/opening-day`, payload);
      expect([payload, status, body.data?.errors?.[field]]).toEqual([payload, 400, message]);
      expectFrenchError(body);
    }
    const missing = await call("DELETE", `${base}/opening-day/${place.schedules[0]!.id}`);
    expect([missing.status, missing.body.message]).toEqual([
      404,
      "Cette ouverture exceptionnelle n'existe pas pour ce lieu de retrait.",
    ]);
    const unknown = await call("POST", "/admin/click-and-collect/2000000000/opening-day", {
      date: SUNDAY,
      startTime: "10:00",
      endTime: "11:00",
    });
    expect([unknown.status, unknown.body.message]).toEqual([404, "Ce lieu de retrait n'existe pas."]);
  });
});

describe("DELETE /admin/click-and-collect/{id}", () => {
  it("deletes a place no order names, with its address; 404 once gone", async () => {
    const place = await created();
    const [address] = await db()
      .select({ id: companyAddresses.id })
      .from(companyAddresses)
      .where(
        and(eq(companyAddresses.siteId, shop.siteId), eq(companyAddresses.firstPart, "12 place du Marché")),
      )
      .orderBy(companyAddresses.id);
    expect(address).toBeDefined();
    const before = (
      await db().select().from(companyAddresses).where(eq(companyAddresses.siteId, shop.siteId))
    ).length;
    const { status, body } = await call("DELETE", `/admin/click-and-collect/${place.id}`);
    expect([status, body.data]).toEqual([200, { id: place.id }]);
    const list = (await call("GET", "/admin/click-and-collect")).body.data;
    expect(list.some((p: { id: number }) => p.id === place.id)).toBe(false);
    const after = (await db().select().from(companyAddresses).where(eq(companyAddresses.siteId, shop.siteId)))
      .length;
    expect(after).toBe(before - 1);
    const again = await call("DELETE", `/admin/click-and-collect/${place.id}`);
    expect([again.status, again.body.message]).toEqual([404, "Ce lieu de retrait n'existe pas."]);
  });

  it("refuses, in French, to delete a place an order names; the order keeps it", async () => {
    const place = await created();
    const order = await pickupOrder(TUESDAY, place.schedules[0]!.id);
    expect(order.status).toBe(201);
    const { status, body } = await call("DELETE", `/admin/click-and-collect/${place.id}`);
    expect(status).toBe(409);
    expectFrenchError(body);
    expect(body.message).toMatch(/^Des commandes nomment ce lieu de retrait/);
    const [kept] = await db().select().from(orders).where(eq(orders.id, order.body.data.order.id));
    expect(kept).toMatchObject({ calendarId: place.id, pickupDate: TUESDAY });
    const off = await call("PUT", `/admin/click-and-collect/${place.id}`, {
      name: NEW_PLACE.name,
      minNoticeHours: 2,
      isActive: false,
    });
    expect(off.body.data.isActive).toBe(false);
  });
});
