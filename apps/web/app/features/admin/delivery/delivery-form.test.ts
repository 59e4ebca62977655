import { describe, expect, it } from "vitest";
import { carrierBody, rateBody, relayPointBody } from "./delivery-form";
import { HOURS_MESSAGE } from "./relay-hours";

const form = (fields: Array<[string, string]>) => {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
};

describe("the delivery screen's forms", () => {
  it("reads a rate: bottles as counts, amounts and price in euros as cents, empty maxima open", () => {
    expect(
      rateBody(
        form([
          ["zone", "FR_METRO"],
          ["minBottles", "7"],
          ["maxBottles", ""],
          ["minAmount", "100"],
          ["maxAmount", ""],
          ["price", "12,90"],
        ]),
      ),
    ).toEqual({
      body: {
        zone: "FR_METRO",
        minBottles: 7,
        maxBottles: null,
        minAmount: 10000,
        maxAmount: null,
        price: 1290,
      },
    });
  });

  it("refuses a rate it cannot read, in French, on its field", () => {
    expect(
      rateBody(
        form([
          ["zone", "EU"],
          ["minBottles", "deux"],
          ["price", ""],
          ["maxAmount", "1.234"],
        ]),
      ),
    ).toEqual({
      errors: {
        minBottles: "Indiquez un nombre entier de bouteilles.",
        price: "Indiquez le prix en euros (par exemple 9,90).",
        maxAmount: "Indiquez un montant en euros (par exemple 9,90).",
      },
    });
  });

  it("reads a carrier's check box after its hidden « off »", () => {
    const base: Array<[string, string]> = [
      ["name", "Colissimo"],
      ["kind", "DELIVERY"],
      ["isActive", "off"],
    ];
    expect(carrierBody(form(base))).toMatchObject({ body: { isActive: false, order: 0, trackingUrl: "" } });
    const page = "https://www.laposte.fr/outils/suivre-vos-envois?code={numero}";
    expect(carrierBody(form([...base, ["trackingUrl", ` ${page} `]]))).toMatchObject({
      body: { trackingUrl: page },
    });
    expect(carrierBody(form([...base, ["isActive", "on"]]))).toMatchObject({ body: { isActive: true } });
    expect(
      carrierBody(
        form([
          ["name", "Neuf"],
          ["kind", "PICKUP"],
        ]),
      ),
    ).toMatchObject({ body: { isActive: true } });
    expect(carrierBody(form([...base, ["order", "-1"]]))).toEqual({
      errors: { order: "L'ordre doit être un nombre entier de 0 à 999." },
    });
  });

  it("reads a relay point's coordinates with a comma or a dot", () => {
    const point = relayPointBody(
      form([
        ["code", "VAL-1"],
        ["name", "Tabac"],
        ["latitude", "47,1617"],
        ["longitude", "-1.2663"],
      ]),
    );
    expect(point).toMatchObject({ body: { latitude: 47.1617, longitude: -1.2663, country: "FR" } });
    expect(relayPointBody(form([["latitude", "nord"]]))).toMatchObject({
      errors: { latitude: "Indiquez un nombre décimal (par exemple 47,16).", longitude: expect.any(String) },
    });
  });

  it("reads a relay point's week, a day per field; keeps it hidden when it was", () => {
    const point = relayPointBody(
      form([
        ["code", "VAL-1"],
        ["name", "Tabac"],
        ["latitude", "47,1617"],
        ["longitude", "-1.2663"],
        ["isActive", "off"],
        ["hours-1", "09:00-12:00, 14:00 – 19:00"],
        ["hours-6", "08:30-12:30"],
        ["hours-7", ""],
      ]),
    );
    expect(point).toMatchObject({
      body: {
        isActive: false,
        openingHours: [
          {
            weekday: 1,
            periods: [
              { start: "09:00", end: "12:00" },
              { start: "14:00", end: "19:00" },
            ],
          },
          { weekday: 6, periods: [{ start: "08:30", end: "12:30" }] },
        ],
      },
    });
    expect(
      relayPointBody(
        form([
          ["latitude", "47"],
          ["longitude", "-1"],
          ["hours-2", "9h-12h"],
        ]),
      ),
    ).toEqual({
      errors: { "hours-2": HOURS_MESSAGE },
    });
  });
});
