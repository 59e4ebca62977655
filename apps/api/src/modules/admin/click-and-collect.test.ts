import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntries } from "../../db/schema/index";
import { type AdminMethod, adminCall } from "../../testing/admin-calls";
import { adminToken } from "../../testing/admin-pages";
import { createTestApi, type TestApi } from "../../testing/api";
import { createPickupCalendar } from "../../testing/factories/delivery";
import { createSite } from "../../testing/factories/site";
import { expectFrenchError } from "../content/testing";

/** Click-and-collect in the admin panel: schedules and closing days, as the public pickup calls then read them. */

let api: TestApi;
let siteId = 0;
let token = "";
let pickup: Awaited<ReturnType<typeof createPickupCalendar>>;
const db = () => api.database.db;
/** A Tuesday far ahead (no notice to wait for). */
const TUESDAY = "2099-06-02";

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  siteId = (await createSite(db(), { name: "Cave du retrait", isECommerce: true })).id;
  ({ token } = await adminToken(api.services, db(), siteId));
  pickup = await createPickupCalendar(db(), siteId, {
    name: "Retrait au chai",
    schedules: [{ weekday: 2, startTime: "10:00", endTime: "12:00", capacity: 5 }],
  });
});
afterAll(async () => {
  await api?.close();
});

const call = (method: AdminMethod, url: string, payload?: unknown, site = siteId, bearer = token) =>
  adminCall(api, site, bearer, method, url, payload);
const base = () => `/admin/click-and-collect/${pickup.calendar.id}`;
/** What the checkout reads: the cached list of pickup places, and one day's slots. */
const publicSchedules = async () =>
  (await api.call({ method: "GET", url: "/click-and-collect", site: siteId })).body.data[0].schedules;
const slotsOf = async (date: string) =>
  (await api.call({ method: "GET", url: `/calendar/${pickup.calendar.id}/slots/${date}`, site: siteId })).body
    .data.slots;

describe("click-and-collect schedules", () => {
  it("lists the pickup places; a schedule added, changed and deleted here is what the checkout reads", async () => {
    const list = await call("GET", "/admin/click-and-collect");
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      expect.objectContaining({
        id: pickup.calendar.id,
        name: "Retrait au chai",
        place: expect.stringContaining("Vallet"),
      }),
    ]);
    expect(await publicSchedules()).toHaveLength(1);

    const added = await call("POST", `${base()}/schedule`, {
      weekday: 2,
      startTime: "14:00",
      endTime: "18:00",
    });
    expect(added.status).toBe(201);
    const afternoon = added.body.data.schedules.find((s: { startTime: string }) => s.startTime === "14:00");
    expect(afternoon).toMatchObject({ weekday: 2, endTime: "18:00", capacity: null });
    expect((await publicSchedules()).map((s: { startTime: string }) => s.startTime)).toEqual([
      "10:00",
      "14:00",
    ]);

    await call("PUT", `${base()}/schedule/${afternoon.id}`, {
      weekday: 2,
      startTime: "15:00",
      endTime: "18:00",
      capacity: 3,
    });
    expect(await publicSchedules()).toContainEqual(
      expect.objectContaining({ startTime: "15:00", capacity: 3 }),
    );
    const [entry] = await db()
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.siteId, siteId), eq(auditEntries.action, "pickup.schedule.update")));
    expect(entry).toMatchObject({ entity: "pickup-calendar", entityId: String(pickup.calendar.id) });

    await call("DELETE", `${base()}/schedule/${afternoon.id}`);
    expect(await publicSchedules()).toHaveLength(1);
  });

  it("refuses bad schedules in French, on the field", async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { weekday: 8, startTime: "10:00", endTime: "11:00" },
        "weekday",
        "Un jour va de 1 (lundi) à 7 (dimanche).",
      ],
      [{ weekday: 1, startTime: "9h", endTime: "11:00" }, "startTime", "Indiquez une heure au format HH:MM."],
      [
        { weekday: 1, startTime: "12:00", endTime: "11:00" },
        "endTime",
        "L'heure de fin doit suivre l'heure de début.",
      ],
      [
        { weekday: 1, startTime: "10:00", endTime: "11:00", capacity: 0 },
        "capacity",
        "La capacité doit être un nombre entier d'au moins 1.",
      ],
    ];
    for (const [payload, field, message] of cases) {
      const { status, body } = await call("POST", `${base()}/schedule`, payload);
      expect([payload, status, body.data?.errors?.[field]]).toEqual([payload, 400, message]);
      expectFrenchError(body);
    }
    const missing = await call("PUT", `${base()}/schedule/999999`, {
      weekday: 1,
      startTime: "10:00",
      endTime: "11:00",
    });
    expect([missing.status, missing.body.message]).toEqual([
      404,
      "Ce créneau n'existe pas pour ce lieu de retrait.",
    ]);
  });
});

describe("closing days and settings", () => {
  it("closes a day (no slot that day), refuses it twice, opens it again", async () => {
    expect(await slotsOf(TUESDAY)).toHaveLength(1);
    const closed = await call("POST", `${base()}/closing-day`, { date: TUESDAY, label: "Vendanges" });
    expect(closed.status).toBe(201);
    const day = closed.body.data.closingDays[0];
    expect(day).toMatchObject({ date: TUESDAY, label: "Vendanges" });
    expect(await slotsOf(TUESDAY)).toEqual([]);
    const twice = await call("POST", `${base()}/closing-day`, { date: TUESDAY });
    expect([twice.status, twice.body.data.errors.date]).toEqual([409, "Ce jour est déjà fermé."]);
    const past = await call("POST", `${base()}/closing-day`, { date: "2020-01-07" });
    expect([past.status, past.body.data.errors.date]).toEqual([
      422,
      "Cette date est passée : choisissez aujourd'hui ou un jour à venir.",
    ]);
    const bad = await call("POST", `${base()}/closing-day`, { date: "02/06/2099" });
    expect([bad.status, bad.body.data.errors.date]).toEqual([400, "Indiquez la date au format AAAA-MM-JJ."]);
    await call("DELETE", `${base()}/closing-day/${day.id}`);
    expect(await slotsOf(TUESDAY)).toHaveLength(1);
  });

  it("changes the place's notice and takes it off the checkout", async () => {
    const off = await call("PUT", base(), { name: "Retrait au chai", minNoticeHours: 24, isActive: false });
    expect(off.body.data).toMatchObject({ minNoticeHours: 24, isActive: false });
    expect((await api.call({ method: "GET", url: "/click-and-collect", site: siteId })).body.data).toEqual(
      [],
    );
    const bad = await call("PUT", base(), { name: "", minNoticeHours: -1 });
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors).toMatchObject({
      name: "Indiquez le nom du lieu de retrait.",
      minNoticeHours: "Le délai de préparation ne peut pas être négatif.",
    });
    await call("PUT", base(), { name: "Retrait au chai", minNoticeHours: 0, isActive: true });
  });

  it("answers 404 for another site's calendar and on a site without a shop", async () => {
    const neighbour = await createSite(db(), { isECommerce: true });
    const theirs = await createPickupCalendar(db(), neighbour.id);
    const { status, body } = await call(
      "POST",
      `/admin/click-and-collect/${theirs.calendar.id}/closing-day`,
      {
        date: TUESDAY,
      },
    );
    expect([status, body.message]).toEqual([404, "Ce lieu de retrait n'existe pas."]);
    const { token: other } = await adminToken(api.services, db(), 1);
    const noShop = await call("GET", "/admin/click-and-collect", undefined, 1, other);
    expect([noShop.status, noShop.body.message]).toEqual([404, "Cette boutique n'existe pas."]);
  });
});
