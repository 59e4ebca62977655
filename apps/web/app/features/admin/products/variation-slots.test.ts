import type { AdminVariation } from "@vitrine/shared/schemas/admin-products";
import { describe, expect, it } from "vitest";
import { emptyDeclination } from "./product-form";
import { labelSlots, rowTitle } from "./variation-slots";

/** The declinations' label fields, named by the site's variations. */

const variations: AdminVariation[] = [
  { id: 1, position: 1, label: "Millésime", displayLabel: "Millésime", values: ["2021", "2022"] },
  { id: 2, position: 2, label: "Contenance", displayLabel: "Format", values: ["75 cl", "Magnum"] },
];
const row = (values: Partial<ReturnType<typeof emptyDeclination>>) => ({ ...emptyDeclination(), ...values });

describe("the declinations' label fields", () => {
  it("are the site's variations in order, with the labels already used and the shop's name", () => {
    const slots = labelSlots(variations, [row({ variation1: "2022" })]);
    expect(slots.map((slot) => [slot.field, slot.label, slot.hint, slot.values])).toEqual([
      ["variation1", "Millésime", undefined, ["2021", "2022"]],
      ["variation2", "Contenance", "« Format » dans la boutique", ["75 cl", "Magnum"]],
    ]);
    expect(rowTitle(0, row({ variation1: "2022", variation2: " Magnum " }), slots)).toBe(
      "Déclinaison 1 · Millésime 2022 · Contenance Magnum",
    );
    expect(rowTitle(1, row({}), slots)).toBe("Déclinaison 2");
  });

  it("keep a place a declination fills though the site names no variation for it", () => {
    const slots = labelSlots(variations, [row({ variation3: "Étui" })]);
    expect(slots.map((slot) => [slot.field, slot.label, slot.named])).toEqual([
      ["variation1", "Millésime", true],
      ["variation2", "Contenance", true],
      ["variation3", "Troisième libellé", false],
    ]);
    expect(rowTitle(0, row({ variation3: "Étui" }), slots)).toBe("Déclinaison 1 · Étui");
  });

  it("fall back on two plain labels for a site without variations", () => {
    expect(labelSlots([], [row({})]).map((slot) => slot.label)).toEqual([
      "Libellé (millésime…)",
      "Second libellé (contenance…)",
    ]);
  });
});
