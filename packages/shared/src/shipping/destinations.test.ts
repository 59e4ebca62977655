import { describe, expect, it } from "vitest";
import type { ParameterKey } from "../parameters";
import { shippingRulesOf } from "./destinations";
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
