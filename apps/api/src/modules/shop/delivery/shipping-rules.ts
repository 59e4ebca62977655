import type { ParameterKey } from "@vitrine/shared/parameters";
import type { ShippingRules } from "@vitrine/shared/shipping/fees";
import type { SiteService } from "../../site/service";

/** The site parameters that govern delivery, read from the cached site snapshot. */
export async function shippingRules(sites: SiteService, siteId: number): Promise<ShippingRules> {
  const parameters = (await sites.getSnapshot(siteId))?.parameters ?? [];
  const value = (key: ParameterKey) => parameters.find((p) => p.type === key)?.value ?? null;
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
