import { describe, expect, it } from "vitest";
import type { ParameterKey } from "../parameters";
import { countryServed, destinationRefusal, shippingRulesOf } from "./destinations";
import type { ShippingRules } from "./fees";

const RULES: ShippingRules = {
  freeShippingBottles: null,
  freeShippingPrice: null,
  minimumBottles: null,
  maximumBottles: null,
  bottleMultiple: null,
  onlySellInFrance: true,
  sellsWorldwide: false,
  lockDelivery: false,
};
const FRANCE_ONLY = "Nous livrons uniquement en France métropolitaine et en Corse.";
const EUROPE = "Nous livrons uniquement en France métropolitaine, en Corse et dans l'Union européenne.";

describe("shippingRulesOf", () => {
  it("reads the thresholds and the switches, unset or invalid counts as none", () => {
    const values: Partial<Record<ParameterKey, string | null>> = {
      MINIMUM_EXPEDITION_BOTTLE: "3",
      MAXIMUM_EXPEDITION_BOTTLE: "zéro",
      BOTTLE_MULTIPLE: "0",
      ONLY_SELL_IN_FRANCE: "true",
      SELLS_WORLDWIDE: null,
    };
    expect(shippingRulesOf((key) => values[key])).toEqual({
      ...RULES,
      minimumBottles: 3,
    });
  });
});

describe("countryServed", () => {
  it.each([
    ["FR", RULES, true],
    ["DE", RULES, false],
    ["DE", { ...RULES, onlySellInFrance: false }, true],
    ["US", { ...RULES, onlySellInFrance: false }, false],
    ["US", { ...RULES, onlySellInFrance: false, sellsWorldwide: true }, true],
    ["US", { ...RULES, sellsWorldwide: true }, false],
    ["FR", { ...RULES, lockDelivery: true }, true],
  ] as const)("%s under %j: %s", (country, rules, served) => {
    expect(countryServed(country, rules)).toBe(served);
  });
});

describe("destinationRefusal", () => {
  const at = (countryCode: string, countryName: string, postalCode: string) => ({
    countryCode,
    countryName,
    postalCode,
  });
  it("names the place and where the site ships", () => {
    expect(destinationRefusal(at("FR", "France", "44330"), RULES)).toBeNull();
    expect(destinationRefusal(at("FR", "France", "20000"), RULES)).toBeNull();
    expect(destinationRefusal(at("DE", "Allemagne", "10115"), RULES)).toBe(
      `Nous ne livrons pas à cette adresse (Allemagne). ${FRANCE_ONLY}`,
    );
    const europe = { ...RULES, onlySellInFrance: false };
    expect(destinationRefusal(at("DE", "Allemagne", "10115"), europe)).toBeNull();
    expect(destinationRefusal(at("US", "États-Unis", "10001"), europe)).toBe(
      `Nous ne livrons pas à cette adresse (États-Unis). ${EUROPE}`,
    );
    expect(destinationRefusal(at("FR", "France", "97400"), europe)).toBe(
      `Nous ne livrons pas à cette adresse (outre-mer). ${EUROPE}`,
    );
    expect(
      destinationRefusal(at("US", "États-Unis", "10001"), { ...europe, sellsWorldwide: true }),
    ).toBeNull();
  });
});
