import { splitProportionally, sum } from "./split-cents";

/**
 * What a refund by line gives back (decision 044): each unit at the price it was sold, less its
 * part of the order's discount, and the shipping fees named. The panel shows it as it is typed,
 * the API charges the credit note with it: one rule for both.
 */

export interface RefundableLine {
  id: number;
  quantity: number;
  /** Cents, as invoiced (VAT included; an export's without). */
  unitPrice: number;
  /** Units already given back by earlier refunds naming the line. */
  refundedQuantity: number;
}

export interface RefundChoice {
  id: number;
  quantity: number;
}

/** The units a refund names on one line: what they sold for, and their part of the discount. */
export interface RefundedUnits {
  id: number;
  quantity: number;
  /** Cents: quantity × unit price. */
  gross: number;
  /** Cents of the order's discount these units carried. */
  discount: number;
}

/**
 * The units chosen (none for a quantity of 0, or an id not among `lines`). A line carries a share
 * of the discount in proportion to its total; its first k units carry that share × k / quantity,
 * rounded, so that units refunded over several times carry exactly the line's share in all.
 */
export function refundedUnits(
  lines: readonly RefundableLine[],
  discount: number,
  chosen: readonly RefundChoice[],
): RefundedUnits[] {
  const shares = splitProportionally(
    discount,
    lines.map((line) => line.quantity * line.unitPrice),
  );
  return chosen.flatMap((choice) => {
    const index = lines.findIndex((line) => line.id === choice.id);
    const line = lines[index];
    if (!line || choice.quantity <= 0) return [];
    const share = shares[index]!;
    const carried = (units: number) => Math.round((share * units) / line.quantity);
    const before = line.refundedQuantity;
    return [
      {
        id: line.id,
        quantity: choice.quantity,
        gross: choice.quantity * line.unitPrice,
        discount: carried(before + choice.quantity) - carried(before),
      },
    ];
  });
}

/** Cents a refund of those units and `shipping` cents of fees gives back at most. */
export const refundValue = (units: readonly RefundedUnits[], shipping: number) =>
  sum(units.map((unit) => unit.gross - unit.discount)) + shipping;
