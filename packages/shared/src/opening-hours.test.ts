import { describe, expect, it } from "vitest";
import { parseOpeningHours } from "./opening-hours";

describe("parseOpeningHours", () => {
  it.each([
    ["9h – 17h", [{ opens: "09:00", closes: "17:00" }]],
    ["9h-17h", [{ opens: "09:00", closes: "17:00" }]],
    ["9 h 30 – 18 h", [{ opens: "09:30", closes: "18:00" }]],
    [
      "10h – 12h30, 14h – 18h30",
      [
        { opens: "10:00", closes: "12:30" },
        { opens: "14:00", closes: "18:30" },
      ],
    ],
    [
      "8h30 à 12h et 13h30 à 17h",
      [
        { opens: "08:30", closes: "12:00" },
        { opens: "13:30", closes: "17:00" },
      ],
    ],
  ])("reads %j", (text, expected) => {
    expect(parseOpeningHours(text)).toEqual(expected);
  });

  it.each([
    null,
    undefined,
    "",
    "Fermé",
    "sur rendez-vous",
    "17h – 9h",
    "25h – 26h",
    "9h – 17h, n'importe quoi",
  ])("gives no range for %j", (text) => {
    expect(parseOpeningHours(text)).toEqual([]);
  });
});
