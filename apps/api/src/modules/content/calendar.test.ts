import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calendarExceptions, calendarRules, calendars } from "../../db/schema/index";
import { createTestApi, type TestApi } from "../../testing/api";
import { createCalendar } from "../../testing/factories/content";
import { allowedDays, type CalendarDefinition } from "./calendar";
import { expectFrenchError } from "./testing";

/** Appointment calendars: weekly rules, exceptions, notice and horizon, Europe/Paris across DST. */

const weekdays = (startTime: string, endTime: string) =>
  [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startTime, endTime }));

const definition = (overrides: Partial<CalendarDefinition> = {}): CalendarDefinition => ({
  id: 1,
  name: "Visites",
  timezone: "Europe/Paris",
  slotMinutes: 60,
  minNoticeHours: 0,
  maxAdvanceDays: null,
  rules: weekdays("09:00", "17:00"),
  exceptions: new Map(),
  ...overrides,
});

const LONG_AGO = new Date("2000-01-01T00:00:00Z");

describe("allowedDays (rules)", () => {
  it("keeps the weekdays of the month with their local opening, in winter and in summer time", () => {
    // 29 March 2026: clocks go from 02:00 to 03:00 in France.
    const march = allowedDays(definition(), 3, 2026, LONG_AGO);
    expect(march.map((d) => d.date)).toHaveLength(22);
    expect(march.map((d) => d.date)).not.toContain("2026-03-28");
    expect(march.map((d) => d.date)).not.toContain("2026-03-29");
    const friday = march.find((d) => d.date === "2026-03-27")!;
    const monday = march.find((d) => d.date === "2026-03-30")!;
    expect(friday.slots).toEqual([{ start: "2026-03-27T09:00:00+01:00", end: "2026-03-27T17:00:00+01:00" }]);
    expect(monday.slots).toEqual([{ start: "2026-03-30T09:00:00+02:00", end: "2026-03-30T17:00:00+02:00" }]);
    // Both open at 9h local: 8h UTC before the change, 7h UTC after.
    expect(new Date(friday.slots[0]!.start).getUTCHours()).toBe(8);
    expect(new Date(monday.slots[0]!.start).getUTCHours()).toBe(7);
  });

  it("handles the day of the change itself and the autumn change", () => {
    const sunday = definition({ rules: [{ weekday: 7, startTime: "09:00", endTime: "12:00" }] });
    const spring = allowedDays(sunday, 3, 2026, LONG_AGO).find((d) => d.date === "2026-03-29")!;
    expect(spring.slots[0]).toEqual({ start: "2026-03-29T09:00:00+02:00", end: "2026-03-29T12:00:00+02:00" });
    // 25 October 2026: clocks go back from 03:00 to 02:00.
    const autumn = allowedDays(sunday, 10, 2026, LONG_AGO).find((d) => d.date === "2026-10-25")!;
    expect(autumn.slots[0]).toEqual({ start: "2026-10-25T09:00:00+01:00", end: "2026-10-25T12:00:00+01:00" });
    const october = allowedDays(definition(), 10, 2026, LONG_AGO);
    expect(october.find((d) => d.date === "2026-10-23")!.slots[0]!.start).toBe("2026-10-23T09:00:00+02:00");
    expect(october.find((d) => d.date === "2026-10-26")!.slots[0]!.start).toBe("2026-10-26T09:00:00+01:00");
    // Every day of the month is seen once, none twice, whatever the 25-hour day.
    const dates = october.map((d) => d.date);
    expect(new Set(dates).size).toBe(dates.length);
    expect(dates).toHaveLength(22);
  });

  it("applies closed days and exceptional openings", () => {
    const exceptions = new Map([
      ["2026-05-01", []],
      ["2026-05-08", []],
      ["2026-05-16", [{ startTime: "09:00", endTime: "12:00" }]],
      ["2026-05-20", [{ startTime: "14:00", endTime: "16:00" }]],
    ]);
    const may = allowedDays(definition({ exceptions }), 5, 2026, LONG_AGO);
    const dates = may.map((d) => d.date);
    expect(dates).not.toContain("2026-05-01");
    expect(dates).not.toContain("2026-05-08");
    expect(dates).toContain("2026-05-16");
    expect(may.find((d) => d.date === "2026-05-20")!.slots).toEqual([
      { start: "2026-05-20T14:00:00+02:00", end: "2026-05-20T16:00:00+02:00" },
    ]);
  });

  it("leaves out days before the notice and after the horizon", () => {
    // Wednesday 10 June 2026 at 15h in Paris (13h UTC), 24 h notice, 10 days ahead at most.
    const now = new Date("2026-06-10T13:00:00Z");
    const june = allowedDays(definition({ minNoticeHours: 24, maxAdvanceDays: 10 }), 6, 2026, now);
    expect(june.map((d) => d.date)).toEqual([
      "2026-06-12",
      "2026-06-15",
      "2026-06-16",
      "2026-06-17",
      "2026-06-18",
      "2026-06-19",
    ]);
    // Periods shorter than one appointment do not count.
    const short = allowedDays(definition({ rules: weekdays("09:00", "09:30") }), 6, 2026, LONG_AGO);
    expect(short).toEqual([]);
  });
});

describe("GET /calendar/{id}/date/allowed/{month}/{year}", () => {
  let api: TestApi;
  let visits: number;
  let dst: number;

  beforeAll(async () => {
    api = await createTestApi({ seed: "minimal" });
    const db = api.database.db;
    const visitCalendar = await createCalendar(db, 1, {
      name: "Visites à domicile",
      minNoticeHours: 24,
      maxAdvanceDays: 90,
      rules: weekdays("09:00", "17:00"),
    });
    visits = visitCalendar.id;
    const [row] = await db
      .insert(calendars)
      .values({ siteId: 1, name: "Test sans délai", minNoticeHours: 0, maxAdvanceDays: null })
      .returning({ id: calendars.id });
    dst = row!.id;
    await db
      .insert(calendarRules)
      .values(weekdays("09:00", "17:00").map((r) => ({ siteId: 1, calendarId: dst, ...r })));
    await db.insert(calendarExceptions).values([
      { siteId: 1, calendarId: dst, date: "2030-03-29", isClosed: true, label: "Inventaire" },
      {
        siteId: 1,
        calendarId: dst,
        date: "2030-03-30",
        isClosed: false,
        startTime: "09:00",
        endTime: "12:00",
        label: "Samedi",
      },
    ]);
  });

  afterAll(async () => {
    await api?.close();
  });

  const get = (url: string, site = 1) => api.call({ method: "GET", url, site });

  it("answers the allowed dates across the March 2030 change (31 March)", async () => {
    const { status, body } = await get(`/calendar/${dst}/date/allowed/3/2030`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ calendarId: dst, month: 3, year: 2030, timezone: "Europe/Paris" });
    expect(body.data.dates).not.toContain("2030-03-29");
    expect(body.data.dates).toContain("2030-03-30");
    expect(body.data.dates.at(-1)).toBe("2030-03-30");
    const days = new Map(body.data.days.map((d: { date: string; slots: unknown[] }) => [d.date, d.slots]));
    expect(days.get("2030-03-28")).toEqual([
      { start: "2030-03-28T09:00:00+01:00", end: "2030-03-28T17:00:00+01:00" },
    ]);
    expect(days.get("2030-03-30")).toEqual([
      { start: "2030-03-30T09:00:00+01:00", end: "2030-03-30T12:00:00+01:00" },
    ]);
    const april = await get(`/calendar/${dst}/date/allowed/04/2030`);
    expect(april.body.data.days[0]).toEqual({
      date: "2030-04-01",
      slots: [{ start: "2030-04-01T09:00:00+02:00", end: "2030-04-01T17:00:00+02:00" }],
    });
  });

  it("serves a visit calendar: weekdays 9h–17h, nothing in the past", async () => {
    const now = new Date();
    const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    const { body } = await get(
      `/calendar/${visits}/date/allowed/${next.getUTCMonth() + 1}/${next.getUTCFullYear()}`,
    );
    expect(body.data.name).toBe("Visites à domicile");
    expect(body.data.dates.length).toBeGreaterThan(10);
    for (const day of body.data.days) {
      expect(day.slots[0].start).toMatch(/T09:00:00\+0[12]:00$/);
    }
    const past = await get(`/calendar/${visits}/date/allowed/1/2020`);
    expect(past.body.data.dates).toEqual([]);
  });

  it("answers 404 for another site's calendar and 400 for malformed parameters", async () => {
    expect((await get(`/calendar/${dst}/date/allowed/3/2030`, 2)).status).toBe(404);
    expect((await get("/calendar/999999/date/allowed/3/2030")).status).toBe(404);
    for (const url of [
      `/calendar/${dst}/date/allowed/13/2030`,
      `/calendar/${dst}/date/allowed/0/2030`,
      `/calendar/${dst}/date/allowed/3/30`,
      `/calendar/${dst}/date/allowed/3/3000`,
      "/calendar/abc/date/allowed/3/2030",
    ]) {
      const reply = await get(url);
      expect(reply.status, url).toBe(400);
      expectFrenchError(reply.body);
    }
  });
});
