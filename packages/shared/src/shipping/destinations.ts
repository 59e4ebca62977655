import type { ParameterKey } from "../parameters";
import type { ShippingRules } from "./fees";

/**
 * The site's delivery rules from its parameters (decision 018), for the API and the pages alike:
 * `value` gives a parameter's value, null or undefined when unset.
 */
export function shippingRulesOf(value: (key: ParameterKey) => string | null | undefined): ShippingRules {
  const count = (key: ParameterKey) => {
    const n = Number.parseInt(value(key) ?? "", 10);
    return Number.isInteger(n) && n > 0 ? n : null;
  };
  return {
    freeShippingBottles: count("FREE_SHIPPING_BOTTLE"),
    freeShippingPrice: count("FREE_SHIPPING_PRICE"),
    minimumBottles: count("MINIMUM_EXPEDITION_BOTTLE"),
    maximumBottles: count("MAXIMUM_EXPEDITION_BOTTLE"),
    bottleMultiple: count("BOTTLE_MULTIPLE"),
    onlySellInFrance: value("ONLY_SELL_IN_FRANCE") === "true",
    sellsWorldwide: value("SELLS_WORLDWIDE") === "true",
    lockDelivery: value("LOCK_DELIVERY") === "true",
  };
}
