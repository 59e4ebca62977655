import { describe, expect, it } from "vitest";
import {
  closingDayBody,
  openingDayBody,
  pickupCreateBody,
  pickupPlaceBody,
  pickupScheduleBody,
} from "./pickup-form";

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

  it("reads an exceptional opening; a capacity that is not a number is refused on its field", () => {
    const opening = (capacity: string) =>
      openingDayBody(
        form([
          ["date", "2026-12-20"],
          ["startTime", "09:00"],
          ["endTime", "12:00"],
          ["capacity", capacity],
        ]),
      );
    expect(opening("6")).toEqual({
      body: { date: "2026-12-20", startTime: "09:00", endTime: "12:00", capacity: 6 },
    });
    expect(opening("")).toMatchObject({ body: { capacity: null } });
    expect(opening("-1")).toEqual({
      errors: { capacity: "La capacité doit être un nombre entier d'au moins 1, ou vide." },
    });
  });

  it("reads a new place with its address, and its first schedule only when its hours are typed", () => {
    const fields: Array<[string, string]> = [
      ["name", "Boutique"],
      ["minNoticeHours", "2"],
      ["address.firstPart", "12 place du Marché"],
      ["address.postalCode", "44190"],
      ["address.city", "Clisson"],
      ["schedules.0.weekday", "6"],
      ["isActive", "off"],
      ["isActive", "on"],
    ];
    expect(pickupCreateBody(form(fields))).toEqual({
      body: {
        name: "Boutique",
        minNoticeHours: 2,
        isActive: true,
        address: {
          firstPart: "12 place du Marché",
          secondPart: "",
          postalCode: "44190",
          city: "Clisson",
          phone: "",
        },
        schedules: [],
      },
    });
    const withHours = pickupCreateBody(
      form([
        ...fields,
        ["schedules.0.startTime", "09:00"],
        ["schedules.0.endTime", "12:00"],
        ["schedules.0.capacity", "3"],
      ]),
    );
    expect(withHours).toMatchObject({
      body: { schedules: [{ weekday: 6, startTime: "09:00", endTime: "12:00", capacity: 3 }] },
    });
    expect(pickupCreateBody(form([...fields, ["schedules.0.capacity", "trois"]]))).toEqual({
      errors: { "schedules.0.capacity": "La capacité doit être un nombre entier d'au moins 1, ou vide." },
    });
  });
});
