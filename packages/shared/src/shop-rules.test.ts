import { describe, expect, it } from "vitest";
import {
  type BottleLine,
  bottleCount,
  capacityInCl,
  declinationLabel,
  declinationName,
  discountAmount,
  formatEuros,
  formatVatRate,
} from "./shop-rules";

const wine = (quantity: number, capacity: number | null, unit: "L" | "cl" | null = "cl"): BottleLine => ({
  type: "WINE",
  quantity,
  capacity,
  capacityUnit: capacity === null ? null : unit,
  sellByMultipleOf: 1,
});
const box = (quantity: number, sellByMultipleOf: number): BottleLine => ({
  type: "BOX",
  quantity,
  capacity: null,
  capacityUnit: null,
  sellByMultipleOf,
});

describe("bottleCount (spec section 9)", () => {
  it.each<[string, BottleLine[], number]>([
    ["an empty cart", [], 0],
    ["standard bottles count one each", [wine(3, 75)], 3],
    ["0.75 L is a standard bottle", [wine(2, 0.75, "L")], 2],
    ["a magnum counts one", [wine(2, 150)], 2],
    ["1.5 L counts one", [wine(1, 1.5, "L")], 1],
    ["a half bottle (37.5 cl) counts half", [wine(2, 37.5)], 1],
    ["0.5 L counts half", [wine(4, 0.5, "L")], 2],
    ["74.9 cl counts half", [wine(2, 74.9)], 1],
    ["one half bottle alone is rounded down to 0", [wine(1, 37.5)], 0],
    ["three half bottles are rounded down to 1", [wine(3, 37.5)], 1],
    ["halves of several lines add up before rounding", [wine(1, 37.5), wine(1, 50)], 1],
    ["a wine of unknown capacity counts one", [wine(2, null)], 2],
    ["a box counts quantity × sellByMultipleOf", [box(2, 6)], 12],
    ["a box of 3 once", [box(1, 3)], 3],
    ["a box ignores capacity", [{ ...box(1, 6), capacity: 37.5, capacityUnit: "cl" }], 6],
    ["a mixed cart", [wine(5, 75), wine(3, 37.5), box(1, 6), wine(1, 150)], 13],
  ])("%s", (_label, lines, expected) => {
    expect(bottleCount(lines)).toBe(expected);
  });
});

describe("capacityInCl", () => {
  it.each<[number | null, "L" | "cl" | null, number | null]>([
    [75, "cl", 75],
    [0.75, "L", 75],
    [1.5, "L", 150],
    [null, "cl", null],
    [75, null, null],
  ])("%s %s → %s", (capacity, unit, expected) => {
    expect(capacityInCl(capacity, unit)).toBe(expected);
  });
});

describe("discountAmount", () => {
  it.each<["PERCENT" | "AMOUNT", number, number, number]>([
    ["PERCENT", 10, 5000, 500],
    ["PERCENT", 10, 5695, 570],
    ["PERCENT", 10, 5694, 569],
    ["PERCENT", 100, 1234, 1234],
    ["PERCENT", 10, 0, 0],
    ["AMOUNT", 500, 5000, 500],
    ["AMOUNT", 5000, 1200, 1200],
    ["AMOUNT", 500, 0, 0],
  ])("%s %i on %i → %i", (kind, value, subtotal, expected) => {
    expect(discountAmount(kind, value, subtotal)).toBe(expected);
  });
});

describe("formatEuros", () => {
  it.each([
    [5000, "50,00\u00a0€"],
    [950, "9,50\u00a0€"],
    [0, "0,00\u00a0€"],
    [123450, "1\u202f234,50\u00a0€"],
  ])("%i → %s", (cents, expected) => {
    expect(formatEuros(cents)).toBe(expected);
  });
});

describe("formatEuros without Intl", () => {
  it("writes whole cents as Intl does, negative amounts and large ones included", () => {
    const EUROS = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" });
    const cents = [0, 1, 9, 10, 99, 100, 101, 99999, 100000, 123456789, 99_999_999_999, -1, -950, -123456];
    for (let value = -20_000; value <= 300_000; value += 13) cents.push(value);
    const wrong = cents.filter((value) => formatEuros(value) !== EUROS.format(value / 100));
    expect(wrong.map((value) => `${value} ${formatEuros(value)} ${EUROS.format(value / 100)}`)).toEqual([]);
    // What is no whole number of cents still gets Intl's answer.
    expect(formatEuros(12.5)).toBe(EUROS.format(0.125));
  });

  it("leaves VAT rates to Intl, made at their first use", () => {
    expect([formatVatRate(2000), formatVatRate(550), formatVatRate(210)]).toEqual(["20 %", "5,5 %", "2,1 %"]);
  });
});

describe("declination names", () => {
  it.each<[string | null, string | null, string | null, string, string]>([
    ["2022", "75 cl", null, "2022 · 75 cl", "Muscadet (2022 · 75 cl)"],
    [null, "Magnum", null, "Magnum", "Muscadet (Magnum)"],
    ["2022", null, "Étiquette or", "2022 · Étiquette or", "Muscadet (2022 · Étiquette or)"],
    [null, null, null, "", "Muscadet"],
  ])(
    "labels %s, %s, %s in order, skipping the empty ones",
    (variation1, variation2, variation3, label, name) => {
      const declination = { variation1, variation2, variation3 };
      expect(declinationLabel(declination)).toBe(label);
      expect(declinationName("Muscadet", declination)).toBe(name);
    },
  );
});
