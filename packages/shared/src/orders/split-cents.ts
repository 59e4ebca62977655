/** Cents shared out without losing one: the invoices' and the refunds' rounding rule. */

/** Cents added up. */
export const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);

/**
 * Rounds `exact` amounts to whole cents adding up to `total`: each rounded down, the cents left
 * going to the largest fractions. A total set a few cents apart from their sum (a credit note that
 * completes a refund) has the difference spread the same way, taken from the smallest fractions
 * when it is below.
 */
export function roundToTotal(total: number, exact: number[]): number[] {
  const parts = exact.map(Math.floor);
  if (parts.length === 0) return parts;
  const byRemainder = exact.map((value, index) => ({ index, rest: value - Math.floor(value) }));
  byRemainder.sort((a, b) => b.rest - a.rest || a.index - b.index);
  let left = total - sum(parts);
  for (let turn = 0; left > 0; turn += 1, left -= 1) {
    parts[byRemainder[turn % parts.length]!.index]! += 1;
  }
  for (let turn = 0; left < 0; turn += 1, left += 1) {
    parts[byRemainder[parts.length - 1 - (turn % parts.length)]!.index]! -= 1;
  }
  return parts;
}

/**
 * Splits `amount` over `weights` in proportion, to the cent, the rounding remainders going to the
 * largest shares: the parts always add up to `amount`.
 */
export function splitProportionally(amount: number, weights: number[]): number[] {
  const total = sum(weights);
  if (total <= 0) return weights.map(() => 0);
  return roundToTotal(
    amount,
    weights.map((weight) => (amount * weight) / total),
  );
}
