import { type BottleLine, halfBottles } from "../shop-rules";
import { isFrance, type ShippingZone } from "./zones";

/**
 * Shipping fees in integer cents (decision 018): a site's carriers, their rate brackets by zone,
 * bottle count and order amount, and the site's thresholds (FREE_SHIPPING_*, *_EXPEDITION_BOTTLE,
 * BOTTLE_MULTIPLE, ONLY_SELL_IN_FRANCE, SELLS_WORLDWIDE, LOCK_DELIVERY).
 */

export const CARRIER_KINDS = ["DELIVERY", "PICKUP"] as const;
export type CarrierKind = (typeof CARRIER_KINDS)[number];

/** A cart line as shipping sees it: the bottle-count fields, its unit price and whether it ships. */
export interface ShippingLine extends BottleLine {
  /** Cents, VAT included. */
  unitPrice: number;
  hasShippingFees: boolean;
}

/** The site parameters that govern delivery; null: the threshold is not set. */
export interface ShippingRules {
  freeShippingBottles: number | null;
  /** Cents. */
  freeShippingPrice: number | null;
  minimumBottles: number | null;
  maximumBottles: number | null;
  bottleMultiple: number | null;
  onlySellInFrance: boolean;
  sellsWorldwide: boolean;
  lockDelivery: boolean;
}

/** One rate of a carrier: a price for a zone, within bottle and amount bounds (inclusive; null: no upper bound). */
export interface RateBracket {
  zone: ShippingZone;
  minBottles: number;
  maxBottles: number | null;
  /** Cents. */
  minAmount: number;
  maxAmount: number | null;
  /** Cents. */
  price: number;
}

/** What a cart weighs for shipping. */
export interface ShippingBasis {
  /** Bottles of the lines that ship, counted as spec section 9 says (half bottles, boxes, rounded down). */
  bottles: number;
  /** The same in half bottles, before rounding down: what the customer is told. */
  halfBottles: number;
  /** Cents: every line, shipped or not. */
  amount: number;
  /** Whether any line ships at all (a cart of lines without shipping fees needs no carrier). */
  needsDelivery: boolean;
}

export function shippingBasis(lines: readonly ShippingLine[]): ShippingBasis {
  const shipped = lines.filter((line) => line.hasShippingFees);
  const halves = halfBottles(shipped);
  return {
    bottles: Math.floor(halves / 2),
    halfBottles: halves,
    amount: lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0),
    needsDelivery: shipped.length > 0,
  };
}

/** Why nothing can be shipped to an address, whatever the carrier. */
export type ShippingRefusal =
  | "LOCKED"
  | "COUNTRY_NOT_SERVED"
  | "BELOW_MINIMUM"
  | "ABOVE_MAXIMUM"
  | "NOT_MULTIPLE";

const positive = (value: number | null): value is number => value !== null && value > 0;

/** Whether the site ships to a zone at all: LOCK_DELIVERY, then ONLY_SELL_IN_FRANCE, then SELLS_WORLDWIDE. */
export function zoneRefusal(zone: ShippingZone, rules: ShippingRules): ShippingRefusal | null {
  if (rules.lockDelivery) return "LOCKED";
  if (rules.onlySellInFrance && !isFrance(zone)) return "COUNTRY_NOT_SERVED";
  if (zone === "WORLD" && !rules.sellsWorldwide) return "COUNTRY_NOT_SERVED";
  return null;
}

/** Whether a parcel of this many bottles may leave: minimum, maximum, then the multiple. */
export function bottlesRefusal(bottles: number, rules: ShippingRules): ShippingRefusal | null {
  if (positive(rules.minimumBottles) && bottles < rules.minimumBottles) return "BELOW_MINIMUM";
  if (positive(rules.maximumBottles) && bottles > rules.maximumBottles) return "ABOVE_MAXIMUM";
  if (positive(rules.bottleMultiple) && bottles % rules.bottleMultiple !== 0) return "NOT_MULTIPLE";
  return null;
}

/** Free shipping: in mainland France, from FREE_SHIPPING_BOTTLE bottles or FREE_SHIPPING_PRICE cents. */
export function isFreeShipping(zone: ShippingZone, basis: ShippingBasis, rules: ShippingRules): boolean {
  if (zone !== "FR_METRO") return false;
  if (positive(rules.freeShippingBottles) && basis.bottles >= rules.freeShippingBottles) return true;
  return positive(rules.freeShippingPrice) && basis.amount >= rules.freeShippingPrice;
}

const within = (value: number, min: number, max: number | null) =>
  value >= min && (max === null || value <= max);

/**
 * The carrier's price for a zone, bottles and amount: the matching bracket with the highest
 * minimum bottles, then the highest minimum amount (the most specific); null when none matches.
 */
export function ratePrice(
  rates: readonly RateBracket[],
  zone: ShippingZone,
  bottles: number,
  amount: number,
): number | null {
  let best: RateBracket | null = null;
  for (const rate of rates) {
    if (rate.zone !== zone || !within(bottles, rate.minBottles, rate.maxBottles)) continue;
    if (!within(amount, rate.minAmount, rate.maxAmount)) continue;
    if (
      !best ||
      rate.minBottles > best.minBottles ||
      (rate.minBottles === best.minBottles && rate.minAmount > best.minAmount)
    )
      best = rate;
  }
  return best ? best.price : null;
}

export interface CarrierTariff {
  id: number;
  rates: readonly RateBracket[];
}

export interface CarrierQuote {
  id: number;
  /** Cents; null when the carrier has no rate for this zone and cart. */
  price: number | null;
}

export interface ShippingQuote extends ShippingBasis {
  zone: ShippingZone;
  refusal: ShippingRefusal | null;
  freeShipping: boolean;
  /** Empty when refused. */
  carriers: CarrierQuote[];
}

/** The price of each carrier for a cart and an address's zone, after the site's rules. */
export function quoteShipping(
  lines: readonly ShippingLine[],
  zone: ShippingZone,
  rules: ShippingRules,
  carriers: readonly CarrierTariff[],
): ShippingQuote {
  const basis = shippingBasis(lines);
  const refusal =
    zoneRefusal(zone, rules) ?? (basis.needsDelivery ? bottlesRefusal(basis.bottles, rules) : null);
  const freeShipping = !basis.needsDelivery || isFreeShipping(zone, basis, rules);
  if (refusal) return { ...basis, zone, refusal, freeShipping: false, carriers: [] };
  return {
    ...basis,
    zone,
    refusal,
    freeShipping,
    carriers: carriers.map((carrier) => {
      const price = ratePrice(carrier.rates, zone, basis.bottles, basis.amount);
      return { id: carrier.id, price: price === null ? null : freeShipping ? 0 : price };
    }),
  };
}

/**
 * « une demi-bouteille », « une bouteille et demie », « 2 bouteilles », « 12 bouteilles et demie »:
 * a count of half bottles as a customer reads it, after « l'équivalent d' » or « de ».
 */
export function bottlesInWords(halves: number): string {
  if (halves === 1) return "une demi-bouteille";
  const whole = Math.floor(halves / 2);
  const half = halves % 2 === 1 ? " et demie" : "";
  return whole === 1 ? `une bouteille${half}` : `${whole} bouteilles${half}`;
}

/** « votre panier en contient l'équivalent d'une bouteille et demie », « … de 2 bouteilles ». */
function cartCount(halves: number): string {
  if (halves === 0) return "votre panier n'en contient aucune";
  const words = bottlesInWords(halves);
  return `votre panier en contient l'équivalent ${words.startsWith("une") ? `d'${words}` : `de ${words}`}`;
}

/** Where the site ships, in French, for the visitor; null when it ships everywhere. */
export function servedPlaces(
  rules: Pick<ShippingRules, "onlySellInFrance" | "sellsWorldwide">,
): string | null {
  if (rules.onlySellInFrance) return "Nous livrons uniquement en France métropolitaine et en Corse.";
  if (!rules.sellsWorldwide)
    return "Nous livrons uniquement en France métropolitaine, en Corse et dans l'Union européenne.";
  return null;
}

/** How the cart's bottles are counted against the site's thresholds, said once in each message. */
const STANDARD = "bouteilles de 75 cl (ou l'équivalent : deux demi-bouteilles en font une)";

/**
 * The French message of a refusal, for the visitor. `halves` is the cart's count in half bottles
 * (ShippingBasis.halfBottles): « votre panier en contient l'équivalent d'une bouteille et demie »
 * for three 37.5 cl bottles, where the rounded count (1) would contradict the three in the cart.
 */
export function refusalMessage(refusal: ShippingRefusal, halves: number, rules: ShippingRules): string {
  const count = cartCount(halves);
  switch (refusal) {
    case "LOCKED":
      return "La livraison n'est pas proposée pour le moment : choisissez le retrait sur place.";
    case "COUNTRY_NOT_SERVED":
      return ["Nous ne livrons pas à cette adresse.", servedPlaces(rules)].filter(Boolean).join(" ");
    case "BELOW_MINIMUM":
      return `Une expédition compte au moins ${rules.minimumBottles} ${STANDARD} ; ${count}.`;
    case "ABOVE_MAXIMUM":
      return `Une expédition compte au plus ${rules.maximumBottles} ${STANDARD} ; ${count}.`;
    case "NOT_MULTIPLE":
      return `Nous expédions par multiples de ${rules.bottleMultiple} ${STANDARD} ; ${count}.`;
  }
}

const ZONE_NAMES: Record<ShippingZone, string> = {
  FR_METRO: "en France métropolitaine",
  FR_CORSE: "en Corse",
  EU: "dans l'Union européenne",
  WORLD: "à cette adresse",
};

/** Why a carrier without a price is left out, in French: the zone, else the cart's size. */
export function noRateReason(rates: readonly RateBracket[], zone: ShippingZone, bottles: number): string {
  const inZone = rates.filter((rate) => rate.zone === zone);
  if (inZone.length === 0) return `Ce transporteur ne livre pas ${ZONE_NAMES[zone]}.`;
  if (!inZone.some((rate) => within(bottles, rate.minBottles, rate.maxBottles)))
    return `Ce transporteur ne prend pas de colis de ${bottles} bouteilles.`;
  return "Ce transporteur ne prend pas ce panier.";
}
