import type { FieldErrors } from "@vitrine/shared/envelope";
import { CART_PATH } from "../shop/paths";
import { stepPath } from "./steps";

/** Where a refused order is fixed: the cart or an earlier step, with the link's words. */
export interface FixLink {
  path: string;
  label: string;
}

const FIXES: Array<{ fields: RegExp; fix: FixLink }> = [
  { fields: /^(products|cartId)\b/, fix: { path: CART_PATH, label: "Modifier mon panier" } },
  {
    fields: /^(delivery|dateSchedule|idSchedule)\b/,
    fix: { path: stepPath("livraison"), label: "Modifier la livraison" },
  },
  { fields: /^discount(Code)?\b/, fix: { path: stepPath("recapitulatif"), label: "Modifier le code promo" } },
  {
    fields: /^(address|email|phone)\b/,
    fix: { path: stepPath("coordonnees"), label: "Modifier mes coordonnées" },
  },
];

/**
 * The step concerned by the API's refusal of an order, from the fields it names (a line sold out
 * or no longer sold: the cart; a full pickup period or a carrier: the delivery; the code: the
 * summary; an address: the contact step). Null when it names none of them (the payment method's
 * own field, or a refusal of the whole order).
 */
export function fixFor(errors: FieldErrors): FixLink | null {
  const fields = Object.keys(errors);
  for (const { fields: pattern, fix } of FIXES) {
    if (fields.some((field) => pattern.test(field))) return fix;
  }
  return null;
}
