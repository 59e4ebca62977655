import type { ParameterKey } from "../parameters";
import { type ShippingRules, servedPlaces, zoneRefusal } from "./fees";
import { shippingZone } from "./zones";

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

/** Whether the site ships to a country (ISO alpha-2) at all; France counts by its mainland. */
export function countryServed(country: string, rules: ShippingRules): boolean {
  const zone = country === "FR" ? "FR_METRO" : shippingZone(country, "");
  return zoneRefusal(zone, { ...rules, lockDelivery: false }) === null;
}

/** A shipping address as the checkout keeps it. */
export interface Destination {
  countryCode: string;
  countryName: string;
  postalCode: string;
}

/**
 * Why the site cannot ship to an address because of where it is, naming the place and where the
 * site ships (« Nous ne livrons pas à cette adresse (Allemagne). Nous livrons uniquement en France
 * métropolitaine et en Corse. »), or null. LOCK_DELIVERY is the delivery step's to say.
 */
export function destinationRefusal(address: Destination, rules: ShippingRules): string | null {
  const zone = shippingZone(address.countryCode, address.postalCode);
  if (zoneRefusal(zone, { ...rules, lockDelivery: false }) === null) return null;
  const place = address.countryCode === "FR" ? "outre-mer" : address.countryName;
  return [`Nous ne livrons pas à cette adresse (${place}).`, servedPlaces(rules)].filter(Boolean).join(" ");
}
