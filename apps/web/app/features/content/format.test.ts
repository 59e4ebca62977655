import { describe, expect, it } from "vitest";
import { formatDate, formatMonth, formatRating, isoDay, plural } from "./format";

/** What the browser's own formatters say, the reference the hand-written dates must match. */
const LONG_DATE = new Intl.DateTimeFormat("fr-FR", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/Paris",
});
const MONTH_YEAR = new Intl.DateTimeFormat("fr-FR", {
  month: "long",
  year: "numeric",
  timeZone: "Europe/Paris",
});
const ISO_DAY = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Paris" });

const HOUR = 3_600_000;

describe("content dates without Intl", () => {
  it("write every instant from 1996 to 2040 as Intl does in Paris (each 5 hours, and each 15 minutes around midnight and the clock changes)", () => {
    const instants: number[] = [];
    for (let time = Date.UTC(1996, 0, 1); time < Date.UTC(2040, 0, 1); time += 5 * HOUR) instants.push(time);
    for (let year = 1996; year < 2040; year++) {
      for (const month of [2, 9]) {
        const last = new Date(Date.UTC(year, month + 1, 0));
        const change = Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1);
        for (let time = change - 26 * HOUR; time <= change + 26 * HOUR; time += HOUR / 4) instants.push(time);
      }
      for (let time = Date.UTC(year, 11, 31, 21); time <= Date.UTC(year + 1, 0, 1, 3); time += HOUR / 4) {
        instants.push(time);
      }
    }
    expect(instants.length).toBeGreaterThan(90_000);
    const wrong: string[] = [];
    for (const time of instants) {
      const iso = new Date(time).toISOString();
      const date = new Date(time);
      if (formatDate(iso) !== LONG_DATE.format(date)) wrong.push(`${iso} ${formatDate(iso)}`);
      if (formatMonth(iso) !== MONTH_YEAR.format(date)) wrong.push(`${iso} ${formatMonth(iso)}`);
      if (isoDay(iso) !== ISO_DAY.format(date)) wrong.push(`${iso} ${isoDay(iso)}`);
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it("read a day as it is, an offset date-time at its instant, and leave what is no date unchanged", () => {
    expect(formatDate("2026-03-29")).toBe("29 mars 2026");
    expect(formatMonth("2026-08-01")).toBe("août 2026");
    expect(isoDay("2026-03-29")).toBe("2026-03-29");
    expect(formatDate("2026-06-30T23:30:00-02:00")).toBe("1 juillet 2026");
    expect(formatDate("2026-06-30T23:30:00-02:00")).toBe(
      LONG_DATE.format(new Date("2026-06-30T23:30:00-02:00")),
    );
    for (const value of ["", "demain", "2026-13-45T00:00:00Z"]) {
      expect(formatDate(value)).toBe(value);
      expect(formatMonth(value)).toBe(value);
      expect(isoDay(value)).toBe(value);
    }
  });
});

describe("content numbers without Intl", () => {
  const RATING = new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const COUNT = new Intl.NumberFormat("fr-FR");

  it("write ratings and averages of reviews as Intl does, halves included", () => {
    const values = new Set<number>([0, 5, 4.85, 4.95, 4.05, 0.05, 9.95, 1234.56, 1e21, 1e-7]);
    for (let k = 0; k <= 5000; k++) values.add(k / 1000);
    for (let reviews = 1; reviews <= 60; reviews++) {
      for (let sum = reviews; sum <= 5 * reviews; sum++) values.add(sum / reviews);
    }
    const wrong = [...values].filter((value) => formatRating(value) !== RATING.format(value));
    expect(wrong.map((value) => `${value} ${formatRating(value)} ${RATING.format(value)}`)).toEqual([]);
  });

  it("write counts with French groups as Intl does", () => {
    const values = [0, 1, 2, 999, 1000, 1001, 12480, 999999, 1000000, 123456789, 2 ** 53, 1.5, -3];
    for (let value = 0; value < 30_000; value += 7) values.push(value);
    for (const value of values) expect(plural(value, "avis", "avis")).toBe(`${COUNT.format(value)} avis`);
  });
});
