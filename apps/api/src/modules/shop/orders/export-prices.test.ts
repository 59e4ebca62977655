import { describe, expect, it } from "vitest";
import type { OrderDiscount } from "../discounts";
import { exportPrices } from "./export-prices";
import type { PricedLine } from "./order-lines";

/** An export's prices (decision 043): each line, the fees and the discount without VAT. */

const line = (unitPrice: number, vatRate: number, quantity = 2): PricedLine => ({
  declinationId: unitPrice,
  productName: "Cuvée",
  variationLabel: "",
  reference: "",
  name: "Cuvée",
  quantity,
  unitPrice,
  vatRate,
  stock: null,
  type: "WINE",
  capacity: 75,
  capacityUnit: "cl",
  sellByMultipleOf: 1,
  hasShippingFees: true,
});

const code = (kind: OrderDiscount["kind"], value: number, amount: number): OrderDiscount => ({
  codeId: 1,
  code: "CODE",
  kind,
  value,
  amount,
  freeShipping: kind === "FREE_SHIPPING",
});

/** 2 × 12 € at 20 % and 2 × 6,33 € at 5,5 %: 10 € and 6 € each without VAT. */
const lines = [line(1200, 2000), line(633, 550)];

describe("exportPrices", () => {
  it("charges each unit its price less its VAT, to the cent, at 0 %", () => {
    const { lines: charged } = exportPrices([...lines, line(999, 2000, 3)], 0, null);
    expect(charged.map((l) => [l.unitPrice, l.vatRate, l.quantity])).toEqual([
      [1000, 0, 2],
      [600, 0, 2],
      // 9,99 € / 1,2 = 8,325 €: 8,33 € a bottle, the line 24,99 €.
      [833, 0, 3],
    ]);
  });

  it("takes the fees' VAT at the goods' rates, split as the invoice splits them", () => {
    // 9,90 € over 20 € and 12 € of goods without VAT: 6,19 € at 20 % and 3,71 € at 5,5 %.
    expect(exportPrices(lines, 990, null).fees).toBe(516 + 352);
    expect(exportPrices([line(1200, 2000)], 990, null).fees).toBe(825);
    // No goods to follow (all free): the standard rate.
    expect(exportPrices([line(0, 550)], 990, null).fees).toBe(825);
  });

  it("takes a percentage of the subtotal without VAT", () => {
    const { discount } = exportPrices(lines, 0, code("PERCENT", 10, 367));
    expect(discount).toMatchObject({ kind: "PERCENT", amount: 320 });
  });

  it("takes a fixed amount off less its VAT, split over the goods' rates", () => {
    // 5 € over 24 € and 12,66 € of goods: 3,27 € at 20 % and 1,73 € at 5,5 %.
    expect(exportPrices(lines, 0, code("AMOUNT", 500, 500)).discount?.amount).toBe(273 + 164);
    // Never more than the subtotal.
    expect(exportPrices([line(1200, 2000, 1)], 0, code("AMOUNT", 5000, 1200)).discount?.amount).toBe(1000);
  });

  it("leaves a free-shipping code at nothing off, and no code at none", () => {
    expect(exportPrices(lines, 990, code("FREE_SHIPPING", 0, 0)).discount?.amount).toBe(0);
    expect(exportPrices(lines, 990, null).discount).toBeNull();
  });
});
