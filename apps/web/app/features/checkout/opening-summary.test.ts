import { describe, expect, it } from "vitest";
import { frenchTime, openingSummary } from "./opening-summary";

/** The text with its no-break spaces written as spaces. */
const plain = (text: string) => text.replace(/\u00a0/g, " ");

const day = (weekday: number, ...periods: Array<[string, string]>) => ({
  weekday,
  periods: periods.map(([start, end]) => ({ start, end })),
});

describe("frenchTime", () => {
  it.each([
    ["10:00", "10 h"],
    ["07:30", "7 h 30"],
    ["19:05", "19 h 05"],
    ["00:00", "0 h"],
  ])("%s -> %s", (time, expected) => {
    expect(frenchTime(time)).toBe(expected.replace(/ /g, "\u00a0"));
  });
});

describe("openingSummary", () => {
  it("joins days in a row with the same hours", () => {
    const week = [1, 2, 3, 4, 5, 6].map((d) => day(d, ["07:00", "19:30"]));
    expect(plain(openingSummary([...week, day(7, ["08:00", "12:30"])]))).toBe(
      "lun.–sam. 7 h–19 h 30 · dim. 8 h–12 h 30",
    );
  });

  it("keeps apart days that are not in a row, and several periods of a day", () => {
    const hours = [
      day(2, ["10:00", "12:00"], ["14:00", "18:00"]),
      day(4, ["10:00", "12:00"], ["14:00", "18:00"]),
    ];
    expect(plain(openingSummary(hours))).toBe("mar. 10 h–12 h, 14 h–18 h · jeu. 10 h–12 h, 14 h–18 h");
  });

  it("orders the days and says nothing of a week without hours", () => {
    expect(plain(openingSummary([day(7, ["09:00", "12:00"]), day(1, ["09:00", "12:00"])]))).toBe(
      "lun. 9 h–12 h · dim. 9 h–12 h",
    );
    expect(plain(openingSummary([]))).toBe("");
  });
});
