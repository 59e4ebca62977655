import { describe, expect, it } from "vitest";
import {
  addDays,
  allowedDays,
  type CalendarRules,
  isoWeekday,
  offsetMinutes,
  zonedInstant,
  zonedIso,
} from "./calendar-days";

const PARIS = "Europe/Paris";
const at = (date: string, time: string) => zonedIso(zonedInstant(date, time, PARIS), PARIS);

describe("zonedInstant and zonedIso in Europe/Paris", () => {
  it.each([
    // Winter, the Saturday before the spring change, the change's Sunday before and after 2h.
    ["2026-01-15", "09:00", "2026-01-15T09:00:00+01:00", "2026-01-15T08:00:00.000Z"],
    ["2026-03-28", "09:00", "2026-03-28T09:00:00+01:00", "2026-03-28T08:00:00.000Z"],
    ["2026-03-29", "01:59", "2026-03-29T01:59:00+01:00", "2026-03-29T00:59:00.000Z"],
    ["2026-03-29", "03:00", "2026-03-29T03:00:00+02:00", "2026-03-29T01:00:00.000Z"],
    ["2026-03-29", "09:00", "2026-03-29T09:00:00+02:00", "2026-03-29T07:00:00.000Z"],
    // 02:30 does not exist on that night: clocks jump to 03:30.
    ["2026-03-29", "02:30", "2026-03-29T03:30:00+02:00", "2026-03-29T01:30:00.000Z"],
    ["2026-03-30", "00:00", "2026-03-30T00:00:00+02:00", "2026-03-29T22:00:00.000Z"],
    // The autumn change: 25 October 2026, 3h becomes 2h again.
    ["2026-10-24", "18:00", "2026-10-24T18:00:00+02:00", "2026-10-24T16:00:00.000Z"],
    ["2026-10-25", "01:30", "2026-10-25T01:30:00+02:00", "2026-10-24T23:30:00.000Z"],
    ["2026-10-25", "09:00", "2026-10-25T09:00:00+01:00", "2026-10-25T08:00:00.000Z"],
    ["2026-10-26", "00:00", "2026-10-26T00:00:00+01:00", "2026-10-25T23:00:00.000Z"],
    // 2027: 28 March and 31 October.
    ["2027-03-27", "10:00", "2027-03-27T10:00:00+01:00", "2027-03-27T09:00:00.000Z"],
    ["2027-03-28", "10:00", "2027-03-28T10:00:00+02:00", "2027-03-28T08:00:00.000Z"],
    ["2027-10-30", "10:00", "2027-10-30T10:00:00+02:00", "2027-10-30T08:00:00.000Z"],
    ["2027-10-31", "10:00", "2027-10-31T10:00:00+01:00", "2027-10-31T09:00:00.000Z"],
  ])("%s %s is %s", (date, time, local, utc) => {
    expect(at(date, time)).toBe(local);
    expect(new Date(zonedInstant(date, time, PARIS)).toISOString()).toBe(utc);
  });

  it("gives Paris' offset either side of each change", () => {
    expect(offsetMinutes(Date.parse("2026-03-29T00:59:59Z"), PARIS)).toBe(60);
    expect(offsetMinutes(Date.parse("2026-03-29T01:00:00Z"), PARIS)).toBe(120);
    expect(offsetMinutes(Date.parse("2026-10-25T00:59:59Z"), PARIS)).toBe(120);
    expect(offsetMinutes(Date.parse("2026-10-25T01:00:00Z"), PARIS)).toBe(60);
    expect(offsetMinutes(Date.parse("2026-07-01T12:00:00Z"), "UTC")).toBe(0);
  });
});

describe("isoWeekday and addDays", () => {
  it.each([
    ["2026-03-29", 7],
    ["2026-03-30", 1],
    ["2026-10-25", 7],
    ["2028-02-29", 2],
    ["2026-01-01", 4],
  ])("%s is weekday %i", (date, weekday) => {
    expect(isoWeekday(date)).toBe(weekday);
  });

  it.each([
    ["2026-03-28", 1, "2026-03-29"],
    ["2026-03-29", 1, "2026-03-30"],
    ["2026-10-25", 1, "2026-10-26"],
    ["2026-12-31", 1, "2027-01-01"],
    ["2028-02-28", 1, "2028-02-29"],
    ["2026-03-01", -1, "2026-02-28"],
  ])("%s + %i day is %s", (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });
});

/** The estate's pickup: Tuesday to Saturday, 10h–12h30 and 14h–18h, 24 h of notice. */
const pickup = (overrides: Partial<CalendarRules> = {}): CalendarRules => ({
  timezone: PARIS,
  slotMinutes: 30,
  minNoticeHours: 24,
  maxAdvanceDays: null,
  rules: [2, 3, 4, 5, 6].flatMap((weekday) => [
    { id: weekday * 10, weekday, startTime: "10:00", endTime: "12:30", capacity: 8 },
    { id: weekday * 10 + 1, weekday, startTime: "14:00", endTime: "18:00", capacity: null },
  ]),
  exceptions: new Map(),
  ...overrides,
});

const dates = (calendar: CalendarRules, month: number, year: number, now: string) =>
  allowedDays(calendar, month, year, new Date(now)).map((d) => d.date);

describe("allowedDays with a lead time, around the daylight-saving weekends", () => {
  it.each([
    // now (UTC), first allowed date of the month, its first period's start
    ["2026-03-27T08:00:00Z", "2026-03-28", "2026-03-28T10:00:00+01:00"],
    ["2026-03-27T09:30:00Z", "2026-03-28", "2026-03-28T14:00:00+01:00"],
    ["2026-03-27T13:30:00Z", "2026-03-31", "2026-03-31T10:00:00+02:00"],
    // Saturday 28 March, 9h Paris: Sunday and Monday closed, Tuesday opens at 10h summer time.
    ["2026-03-28T08:00:00Z", "2026-03-31", "2026-03-31T10:00:00+02:00"],
  ])("now %s: first %s at %s", (now, first, start) => {
    const march = allowedDays(pickup(), 3, 2026, new Date(now));
    expect(march[0]!.date).toBe(first);
    expect(march[0]!.slots[0]!.start).toBe(start);
  });

  it("counts the 24 hours in real hours across the spring change (a 23-hour Sunday)", () => {
    // Saturday 28 March 2026, 10h15 Paris (+01:00): 24 h later is Sunday 29 March 11h15 (+02:00).
    const now = "2026-03-28T09:15:00Z";
    const calendar = pickup({
      rules: [...pickup().rules, { id: 70, weekday: 7, startTime: "11:00", endTime: "12:00" }],
    });
    expect(dates(calendar, 3, 2026, now)).not.toContain("2026-03-29");
    const earlier = pickup({
      rules: [...pickup().rules, { id: 70, weekday: 7, startTime: "11:30", endTime: "12:30" }],
    });
    expect(allowedDays(earlier, 3, 2026, new Date(now))[0]!.slots[0]).toEqual({
      start: "2026-03-29T11:30:00+02:00",
      end: "2026-03-29T12:30:00+02:00",
      idSchedule: 70,
      capacity: null,
    });
  });

  it("counts the 24 hours in real hours across the autumn change (a 25-hour Sunday)", () => {
    // Saturday 24 October 2026, 11h Paris (+02:00): 24 h later is Sunday 25 October 10h (+01:00).
    const now = "2026-10-24T09:00:00Z";
    const sunday = (startTime: string) =>
      pickup({ rules: [{ id: 70, weekday: 7, startTime, endTime: "12:00" }] });
    expect(dates(sunday("09:30"), 10, 2026, now)).toEqual([]);
    expect(allowedDays(sunday("10:00"), 10, 2026, new Date(now))[0]!.slots[0]!.start).toBe(
      "2026-10-25T10:00:00+01:00",
    );
  });

  it("closes the closing days and keeps each period's schedule and capacity", () => {
    const exceptions = new Map([
      ["2026-10-31", []],
      ["2026-10-30", [{ startTime: "10:00", endTime: "12:00" }]],
    ]);
    const october = allowedDays(pickup({ exceptions }), 10, 2026, new Date("2026-10-01T00:00:00Z"));
    const list = october.map((d) => d.date);
    expect(list).not.toContain("2026-10-31");
    expect(list).not.toContain("2026-10-25");
    expect(list).not.toContain("2026-10-26");
    expect(october.find((d) => d.date === "2026-10-27")!.slots).toEqual([
      { start: "2026-10-27T10:00:00+01:00", end: "2026-10-27T12:30:00+01:00", idSchedule: 20, capacity: 8 },
      {
        start: "2026-10-27T14:00:00+01:00",
        end: "2026-10-27T18:00:00+01:00",
        idSchedule: 21,
        capacity: null,
      },
    ]);
    expect(october.find((d) => d.date === "2026-10-30")!.slots).toEqual([
      {
        start: "2026-10-30T10:00:00+01:00",
        end: "2026-10-30T12:00:00+01:00",
        idSchedule: null,
        capacity: null,
      },
    ]);
  });

  it("stops at the horizon, counted in local days", () => {
    // Friday 27 March 2026, 20h Paris; 5 days ahead: up to Wednesday 1 April included.
    const list = dates(pickup({ minNoticeHours: 0, maxAdvanceDays: 5 }), 4, 2026, "2026-03-27T19:00:00Z");
    expect(list).toEqual(["2026-04-01"]);
    expect(dates(pickup({ minNoticeHours: 0, maxAdvanceDays: 5 }), 3, 2026, "2026-03-27T19:00:00Z")).toEqual([
      "2026-03-28",
      "2026-03-31",
    ]);
  });
});
