import { describe, expect, it } from "vitest";
import { isExport, isFrance, SHIPPING_ZONES, type ShippingZone, shippingZone } from "./zones";

describe("shippingZone", () => {
  it.each([
    ["FR", "44330", "FR_METRO"],
    ["FR", "75016", "FR_METRO"],
    ["FR", "01000", "FR_METRO"],
    ["FR", "95000", "FR_METRO"],
    ["FR", "20000", "FR_CORSE"],
    ["FR", "20090", "FR_CORSE"],
    ["FR", "20200", "FR_CORSE"],
    ["FR", "20620", "FR_CORSE"],
    ["FR", "97400", "WORLD"],
    ["FR", "97100", "WORLD"],
    ["FR", "97600", "WORLD"],
    ["BE", "1000", "EU"],
    ["DE", "10115", "EU"],
    ["IT", "20121", "EU"],
    ["ES", "28001", "EU"],
    ["CH", "1201", "WORLD"],
    ["GB", "SW1A 1AA", "WORLD"],
    ["MC", "98000", "WORLD"],
    ["US", "10001", "WORLD"],
  ] as Array<[string, string, ShippingZone]>)("%s %s is %s", (country, postalCode, zone) => {
    expect(shippingZone(country, postalCode)).toBe(zone);
  });

  it("counts mainland France and Corsica as France, nothing else", () => {
    expect(SHIPPING_ZONES.filter(isFrance)).toEqual(["FR_METRO", "FR_CORSE"]);
  });
});

describe("isExport", () => {
  it.each([
    ["CH", "1201", true],
    ["US", "10001", true],
    ["GB", "SW1A 1AA", true],
    ["FR", "97400", true],
    ["FR", "97100", true],
    ["FR", "44330", false],
    ["FR", "20000", false],
    ["BE", "1000", false],
    ["MC", "98000", false],
  ] as Array<[string, string, boolean]>)("%s %s is an export: %s", (country, postalCode, exported) => {
    expect(isExport(country, postalCode)).toBe(exported);
  });
});
