import { describe, expect, it } from "vitest";
import { closingDayBody, pickupPlaceBody, pickupScheduleBody } from "./pickup-form";

const form = (fields: Array<[string, string]>) => {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
};

describe("click-and-collect's forms", () => {
  it("reads a schedule, an empty capacity as no limit", () => {
    expect(
      pickupScheduleBody(
        form([
          ["weekday", "3"],
          ["startTime", "10:00"],
          ["endTime", "12:30"],
          ["capacity", ""],
        ]),
      ),
    ).toEqual({ body: { weekday: 3, startTime: "10:00", endTime: "12:30", capacity: null } });
    expect(pickupScheduleBody(form([["capacity", "huit"]]))).toEqual({
      errors: { capacity: "La capacité doit être un nombre entier d'au moins 1, ou vide." },
    });
  });

  it("reads a place's notice and its check box after the hidden « off »", () => {
    const place = (extra: Array<[string, string]>) =>
      pickupPlaceBody(form([["name", "Caveau"], ["minNoticeHours", "24"], ["isActive", "off"], ...extra]));
    expect(place([])).toEqual({ body: { name: "Caveau", minNoticeHours: 24, isActive: false } });
    expect(place([["isActive", "on"]])).toMatchObject({ body: { isActive: true } });
    expect(pickupPlaceBody(form([["minNoticeHours", "un jour"]]))).toEqual({
      errors: { minNoticeHours: "Le délai de préparation s'indique en heures entières." },
    });
  });

  it("reads a closing day as typed", () => {
    expect(
      closingDayBody(
        form([
          ["date", "2026-08-15"],
          ["label", " Assomption "],
        ]),
      ),
    ).toEqual({
      body: { date: "2026-08-15", label: "Assomption" },
    });
  });
});
