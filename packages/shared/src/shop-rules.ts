/** Shop rules of spec section 9 (bottle counting) and the cart's money arithmetic, in integer cents. */

import { groupDigits } from "./french-numbers";
import { madeOnce } from "./made-once";

export const PRODUCT_TYPES = ["WINE", "BOX"] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const CAPACITY_UNITS = ["L", "cl"] as const;
export type CapacityUnit = (typeof CAPACITY_UNITS)[number];

/** FREE_SHIPPING waives the shipping fees and takes nothing off the products. */
export const DISCOUNT_KINDS = ["PERCENT", "AMOUNT", "FREE_SHIPPING"] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** The API's answer for a cart the caller may not use (unknown, deleted, someone else's). */
export const CART_MISSING = "Ce panier n'existe pas.";

/** Largest quantity of one cart line. */
export const MAX_LINE_QUANTITY = 999;

/** The labels of a declination: what variation1, variation2 and variation3 say (vintage, size…). */
export interface DeclinationLabels {
  variation1: string | null;
  variation2: string | null;
  variation3: string | null;
}

/** The labels of a declination, in the order of the site's variations: "2022 · 75 cl". */
export function declinationLabel(declination: DeclinationLabels): string {
  return [declination.variation1, declination.variation2, declination.variation3]
    .filter((label): label is string => Boolean(label))
    .join(" · ");
}

/** A product with its declination's labels: "Muscadet Sèvre et Maine (2022 · 75 cl)". */
export function declinationName(productName: string, declination: DeclinationLabels): string {
  const label = declinationLabel(declination);
  return label ? `${productName} (${label})` : productName;
}

/** A standard bottle: below it, a wine bottle counts as half a bottle. */
const STANDARD_BOTTLE_CL = 75;

export interface BottleLine {
  type: ProductType;
  quantity: number;
  capacity: number | null;
  capacityUnit: CapacityUnit | null;
  sellByMultipleOf: number;
}

/** Capacity in centilitres; null when unknown. */
export function capacityInCl(capacity: number | null, unit: CapacityUnit | null): number | null {
  if (capacity === null || unit === null) return null;
  return unit === "L" ? capacity * 100 : capacity;
}

/**
 * Bottles of a cart for free shipping (spec section 9): a wine bottle under 0.75 L (75 cl) counts
 * as half, a box as quantity × sellByMultipleOf, and the total is rounded down. A wine of unknown
 * capacity counts as a standard bottle.
 */
export function bottleCount(lines: readonly BottleLine[]): number {
  return Math.floor(halfBottles(lines) / 2);
}

/**
 * The same count in half bottles, before rounding down (three 37.5 cl bottles: 3, one and a half
 * standard bottles): what a customer is told, since the rounded count would contradict the cart.
 * Counted in halves, so that no float rounding can move the total.
 */
export function halfBottles(lines: readonly BottleLine[]): number {
  let halves = 0;
  for (const line of lines) {
    if (line.type === "BOX") {
      halves += 2 * line.quantity * line.sellByMultipleOf;
      continue;
    }
    const cl = capacityInCl(line.capacity, line.capacityUnit);
    halves += cl !== null && cl < STANDARD_BOTTLE_CL ? line.quantity : 2 * line.quantity;
  }
  return halves;
}

/**
 * Amount a discount code takes off a subtotal (cents): a percentage rounded to the cent, or a fixed
 * amount, never more than the subtotal; nothing for a free-shipping code (it waives the fees).
 */
export function discountAmount(kind: DiscountKind, value: number, subtotal: number): number {
  if (kind === "FREE_SHIPPING") return 0;
  const amount = kind === "PERCENT" ? Math.round((subtotal * value) / 100) : value;
  return Math.max(0, Math.min(amount, subtotal));
}

const euros = madeOnce(() => new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" }));

/**
 * The fees' line of an order or a cart: « Gratuit » for a pickup (free by nature), « Offerte » for a
 * delivery whose fees the shop waives, else the amount.
 */
export const feesLabel = (cents: number, pickup: boolean): string =>
  cents !== 0 ? formatEuros(cents) : pickup ? "Gratuit" : "Offerte";

/** Cents as French euros: 5000 → "50,00 €" (non-breaking spaces as French typography wants). */
export function formatEuros(cents: number): string {
  if (!Number.isSafeInteger(cents)) return euros().format(cents / 100);
  const digits = String(Math.abs(cents)).padStart(3, "0");
  const amount = `${groupDigits(digits.slice(0, -2))},${digits.slice(-2)}\u00a0€`;
  return cents < 0 ? `-${amount}` : amount;
}

const rate = madeOnce(() => new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 2 }));

/** A VAT rate in basis points as French writes it: 2000 → « 20 % », 550 → « 5,5 % ». */
export const formatVatRate = (basisPoints: number): string => `${rate().format(basisPoints / 100)} %`;
