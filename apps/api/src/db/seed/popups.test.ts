import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { aidsPopup, openDaysPopup } from "./popups";

const paris = (iso: string) => DateTime.fromISO(iso, { zone: "Europe/Paris" });

describe("the sample popups, dated from the seeding day", () => {
  it.each([
    // seeding day, open days as written, end of the popup (the Monday, midnight in Paris)
    ["2026-12-10", "Les samedi 2 et dimanche 3 janvier 2027", "2027-01-04T00:00:00.000+01:00"],
    ["2026-02-20", "Les samedi 14 et dimanche 15 mars 2026", "2026-03-16T00:00:00.000+01:00"],
    ["2025-05-06", "Le samedi 31 mai et le dimanche 1er juin 2025", "2025-06-02T00:00:00.000+02:00"],
    ["2027-12-10", "Les samedi 1er et dimanche 2 janvier 2028", "2028-01-03T00:00:00.000+01:00"],
    [
      "2022-12-10",
      "Le samedi 31 décembre 2022 et le dimanche 1er janvier 2023",
      "2023-01-02T00:00:00.000+01:00",
    ],
  ])("seeded on %s: « %s », shown until %s", (today, when, end) => {
    const popup = openDaysPopup(paris(today));
    expect(popup.content).toContain(`<p>${when}`);
    expect(popup.endsAt?.toISOString()).toBe(DateTime.fromISO(end).toUTC().toISO());
    expect(popup.endsAt!.getTime()).toBeGreaterThan(paris(today).plus({ days: 21 }).toMillis());
  });

  it("names the renovation aids of the seeding year", () => {
    expect(aidsPopup(paris("2027-03-01")).title).toBe("Aides à la rénovation 2027");
  });
});
