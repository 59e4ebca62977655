import { splitProportionally, sum } from "@vitrine/shared/orders/split-cents";
import { discountAmount } from "@vitrine/shared/shop-rules";
import type { OrderDiscount } from "../discounts";
import { exclVat, STANDARD_VAT_RATE } from "./invoice-content";
import { linesSubtotal, type PricedLine } from "./order-lines";

/**
 * An export's prices (decision 043): the shop's prices include French VAT, and a parcel sent
 * outside the EU is sold without it (art. 262 I CGI). The customer pays each price less its VAT,
 * the shipping fees and the discount likewise; the invoice then states every line at 0 %.
 */

/** What the lines sell at each of their VAT rates, VAT included. */
function goodsByRate(lines: readonly PricedLine[]): Array<{ rate: number; inclVat: number }> {
  const byRate = new Map<number, number>();
  for (const line of lines) {
    byRate.set(line.vatRate, (byRate.get(line.vatRate) ?? 0) + line.unitPrice * line.quantity);
  }
  return [...byRate].map(([rate, inclVat]) => ({ rate, inclVat }));
}

/** `amount` (VAT included) spread over the goods in proportion to `weights`, each share less its rate's VAT. */
function withoutVat(amount: number, goods: Array<{ rate: number }>, weights: number[]): number {
  return sum(splitProportionally(amount, weights).map((share, index) => exclVat(share, goods[index]!.rate)));
}

/**
 * Shipping follows the goods' rates (art. 267 I-2° CGI), split as the invoice splits it: in
 * proportion to each rate's goods excluding VAT; without goods, the standard rate.
 */
function feesExclVat(fees: number, lines: readonly PricedLine[]): number {
  const goods = goodsByRate(lines);
  const weights = goods.map(({ rate, inclVat }) => exclVat(inclVat, rate));
  return sum(weights) > 0 ? withoutVat(fees, goods, weights) : exclVat(fees, STANDARD_VAT_RATE);
}

/**
 * A percentage code takes its percentage of the subtotal excluding VAT. A fixed amount is, as
 * every price of the shop, VAT included: it comes off less its VAT, split over the goods' rates as
 * the invoice splits a discount (in proportion to what each rate sells), so that a code is worth
 * abroad what it is worth in France, less the VAT.
 */
function discountExclVat(discount: OrderDiscount, lines: readonly PricedLine[], subtotal: number): number {
  const goods = goodsByRate(lines);
  const sold = goods.map(({ inclVat }) => inclVat);
  const value = discount.kind === "AMOUNT" ? withoutVat(discount.amount, goods, sold) : discount.value;
  return discountAmount(discount.kind, value, subtotal);
}

/** The order's lines, fees and discount as an export charges them: each line at 0 %, its unit price less its VAT to the cent. */
export function exportPrices(lines: readonly PricedLine[], fees: number, discount: OrderDiscount | null) {
  const exported = lines.map((line) => ({
    ...line,
    unitPrice: exclVat(line.unitPrice, line.vatRate),
    vatRate: 0,
  }));
  const subtotal = linesSubtotal(exported);
  return {
    lines: exported,
    fees: feesExclVat(fees, lines),
    discount: discount && { ...discount, amount: discountExclVat(discount, lines, subtotal) },
  };
}
