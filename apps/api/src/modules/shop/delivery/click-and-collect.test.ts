import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../testing/api";
import { createPickupCalendar } from "../../../testing/factories/delivery";
import { createSite } from "../../../testing/factories/site";
import { expectFrenchError } from "../../content/testing";

/** Click-and-collect: pickup places, their allowed dates (CLICK_AND_COLLECT_HOURS, closing days, DST) and slots. */

let api: TestApi;
let siteId: number;
let pickup: Awaited<ReturnType<typeof createPickupCalendar>>;

const get = (url: string, site = siteId) => api.call({ method: "GET", url, site });

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  const db = api.database.db;
  ({ id: siteId } = await createSite(db, {
    name: "Domaine du retrait",
    isECommerce: true,
    parameters: { CLICK_AND_COLLECT_HOURS: "48" },
  }));
  // 30 March 2030 is a Saturday, 31 March the spring change; 27 October 2030 the autumn one.
  pickup = await createPickupCalendar(db, siteId, {
    name: "Retrait au caveau",
    closed: ["2030-03-29", "2030-10-26"],
  });
});

afterAll(async () => {
  await api?.close();
});

describe("GET /click-and-collect", () => {
  it("lists the pickup places with their address, lead time and schedules", async () => {
    const { status, body } = await get("/click-and-collect");
    expect(status).toBe(200);
    expect(body.data).toHaveLength(1);
    const [place] = body.data;
    expect(place).toMatchObject({
      calendarId: pickup.calendar.id,
      name: "Retrait au caveau",
      leadHours: 48,
      address: { id: pickup.address.id, city: "Vallet", postalCode: "44330", isClickAndCollect: true },
    });
    expect(place.address.country.alphaTwo).toBe("FR");
    expect(place.schedules).toHaveLength(10);
    expect(place.schedules[0]).toEqual({
      idSchedule: expect.any(Number),
      weekday: 2,
      startTime: "10:00",
      endTime: "12:30",
      capacity: 8,
    });
    expect(place.schedules[1]).toMatchObject({ weekday: 2, startTime: "14:00", capacity: null });
  });

  it("is empty on a shop without pickup until one is written, and 404 on a site that does not sell online", async () => {
    const bare = await createSite(api.database.db, { name: "Sans retrait", isECommerce: true });
    expect((await get("/click-and-collect", bare.id)).body.data).toEqual([]);
    // The reply is kept per content version: a new pickup place shows at once.
    await createPickupCalendar(api.database.db, bare.id, { name: "Retrait à la ferme" });
    const after = await get("/click-and-collect", bare.id);
    expect(after.body.data.map((p: { name: string }) => p.name)).toEqual(["Retrait à la ferme"]);
    expect((await get("/click-and-collect", 1)).status).toBe(404);
  });
});

describe("GET /calendar/{id}/date/allowed/{month}/{year} for a pickup place", () => {
  it("opens Tuesday to Saturday, on each day's own offset, without the closing days", async () => {
    const { status, body } = await get(`/calendar/${pickup.calendar.id}/date/allowed/3/2030`);
    expect(status).toBe(200);
    expect(body.data.dates).not.toContain("2030-03-29");
    expect(body.data.dates).not.toContain("2030-03-31");
    expect(body.data.dates.slice(-2)).toEqual(["2030-03-28", "2030-03-30"]);
    const days = new Map(body.data.days.map((d: { date: string; slots: unknown[] }) => [d.date, d.slots]));
    // Each period names the weekly schedule an order gives back.
    const [morning, afternoon] = pickup.rules.filter((r) => r.weekday === 6);
    expect(days.get("2030-03-30")).toEqual([
      { start: "2030-03-30T10:00:00+01:00", end: "2030-03-30T12:30:00+01:00", idSchedule: morning!.id },
      { start: "2030-03-30T14:00:00+01:00", end: "2030-03-30T18:00:00+01:00", idSchedule: afternoon!.id },
    ]);
    const april = await get(`/calendar/${pickup.calendar.id}/date/allowed/4/2030`);
    expect(april.body.data.days[0].slots[0].start).toBe("2030-04-02T10:00:00+02:00");
  });

  it("keeps CLICK_AND_COLLECT_HOURS of notice, counted in real hours across the autumn change", async () => {
    // Thursday 24 October 2030, 11h15 Paris (+02:00): 48 h later is Saturday 26 October, closed;
    // the first pickup is Tuesday 29 October at 10h (+01:00).
    const calendars = api.services.content.calendars;
    const now = new Date("2030-10-24T09:15:00Z");
    const october = await calendars.allowedDates(siteId, pickup.calendar.id, 10, 2030, now);
    expect(october!.dates).toEqual(["2030-10-29", "2030-10-30", "2030-10-31"]);
    // Wednesday 23 October 2030, 13h Paris: Friday 25 October from 13h: the afternoon only.
    const wednesday = await calendars.daySlots(
      siteId,
      pickup.calendar.id,
      "2030-10-25",
      new Date("2030-10-23T11:00:00Z"),
    );
    expect(wednesday!.leadHours).toBe(48);
    expect(wednesday!.slots.map((s) => s.start)).toEqual(["2030-10-25T14:00:00+02:00"]);
  });
});

describe("GET /calendar/{id}/slots/{date}", () => {
  it("gives the day's periods with the schedule an order names and its capacity", async () => {
    const { status, body } = await get(`/calendar/${pickup.calendar.id}/slots/2030-04-02`);
    expect(status).toBe(200);
    const [morning, afternoon] = pickup.rules.filter((r) => r.weekday === 2);
    expect(body.data).toEqual({
      calendarId: pickup.calendar.id,
      timezone: "Europe/Paris",
      date: "2030-04-02",
      weekday: 2,
      leadHours: 48,
      slots: [
        {
          start: "2030-04-02T10:00:00+02:00",
          end: "2030-04-02T12:30:00+02:00",
          idSchedule: morning!.id,
          capacity: 8,
        },
        {
          start: "2030-04-02T14:00:00+02:00",
          end: "2030-04-02T18:00:00+02:00",
          idSchedule: afternoon!.id,
          capacity: null,
        },
      ],
    });
  });

  it.each(["2030-03-31", "2030-03-29", "2030-04-01", "2020-06-02"])(
    "has no slot on %s (closed or past)",
    async (date) => {
      const { status, body } = await get(`/calendar/${pickup.calendar.id}/slots/${date}`);
      expect(status).toBe(200);
      expect(body.data.slots).toEqual([]);
    },
  );

  it.each([
    ["2030-02-30", "Cette date n'existe pas."],
    ["2030-3-1", "La date doit s'écrire AAAA-MM-JJ."],
    ["30-03-2030", "La date doit s'écrire AAAA-MM-JJ."],
    ["1999-12-31", "La date doit s'écrire AAAA-MM-JJ."],
    ["2030-03-01%00", "La date doit s'écrire AAAA-MM-JJ."],
  ])("refuses the date %s", async (date, message) => {
    const { status, body } = await get(`/calendar/${pickup.calendar.id}/slots/${date}`);
    expect(status).toBe(400);
    expectFrenchError(body);
    expect(body.data.errors.date).toBe(message);
  });

  it("answers 404 for another site's calendar or an unknown one", async () => {
    expect((await get(`/calendar/${pickup.calendar.id}/slots/2030-04-02`, 2)).status).toBe(404);
    expect((await get("/calendar/2000000000/slots/2030-04-02")).status).toBe(404);
  });
});
