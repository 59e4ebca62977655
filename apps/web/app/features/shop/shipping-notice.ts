import type { Cart } from "@vitrine/shared/schemas/shop";
import {
  bottlesRefusal,
  refusalMessage,
  type ShippingRules,
  shippingBasis,
} from "@vitrine/shared/shipping/fees";

/**
 * What the cart page says before the checkout when its cart cannot be shipped yet (LOCK_DELIVERY,
 * the minimum, maximum or multiple of an expedition, decision 018), in the delivery step's words
 * plus what remains possible; null when a delivery is possible or nothing ships.
 */
export function cartShippingNotice(
  cart: Cart,
  rules: ShippingRules,
  clickAndCollect: boolean,
): string | null {
  const basis = shippingBasis(cart.products.map((line) => ({ ...line, unitPrice: line.price })));
  if (!basis.needsDelivery) return null;
  if (rules.lockDelivery) {
    return clickAndCollect
      ? refusalMessage("LOCKED", basis.halfBottles, rules)
      : "La livraison n'est pas proposée pour le moment.";
  }
  const refusal = bottlesRefusal(basis.bottles, rules);
  if (!refusal) return null;
  const next = clickAndCollect
    ? "Ajustez votre panier pour être livré, ou choisissez le retrait sur place à la commande."
    : "Ajustez votre panier pour pouvoir commander.";
  return `${refusalMessage(refusal, basis.halfBottles, rules)} ${next}`;
}
