import { describe, expect, it } from "vitest";
import {
  formatCount,
  longDay,
  PERIODS_BY_WORD,
  stepLabel,
  stepName,
  WORD_OF_PERIOD,
} from "./dashboard-format";

/** The dashboard's French words for its days, weeks and months, whatever the machine's time zone. */

describe("the dashboard's French formats", () => {
  it("names a step on the axis and in the data table", () => {
    expect(stepLabel("day", "2026-03-29")).toBe("29 mars");
    expect(stepLabel("month", "2026-03-01")).toBe("mars 2026");
    expect(stepName("day", "2026-03-01")).toBe("1 mars 2026");
    expect(stepName("week", "2026-03-30")).toBe("Semaine du 30 mars 2026");
    expect(stepName("month", "2025-12-01")).toBe("décembre 2025");
    expect(longDay("2026-11-24")).toBe("24 novembre 2026");
  });

  it("writes counts with French spacing", () => {
    expect(formatCount(1234567).replace(/\s/g, " ")).toBe("1 234 567");
  });

  it("reads the address's period in French, day by default", () => {
    expect(PERIODS_BY_WORD[WORD_OF_PERIOD.week]).toBe("week");
    expect(PERIODS_BY_WORD.mois).toBe("month");
    expect(PERIODS_BY_WORD.annee).toBeUndefined();
  });
});
