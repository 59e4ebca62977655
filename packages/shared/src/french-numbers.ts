/**
 * Whole numbers written as French does, without `Intl`: pages format prices, counts and ratings
 * while they hydrate, and the first `Intl` formatter a browser makes loads its locale's data in
 * that task. Tests compare these with `Intl` over wide ranges.
 */

/** Digits (no sign) in French groups of three, a narrow no-break space between: "12 480". */
export const groupDigits = (digits: string): string => digits.replace(/\B(?=(\d{3})+$)/g, "\u202f");
