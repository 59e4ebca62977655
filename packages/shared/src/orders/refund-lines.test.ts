import { describe, expect, it } from "vitest";
import { refundedUnits, refundValue } from "./refund-lines";
import { roundToTotal, splitProportionally } from "./split-cents";

const lines = [
  { id: 11, quantity: 3, unitPrice: 999, refundedQuantity: 0 },
  { id: 12, quantity: 2, unitPrice: 401, refundedQuantity: 0 },
];

describe("refund by line", () => {
  it.each([
    ["one unit, no discount", 0, [{ id: 11, quantity: 1 }], 0, 999],
    [
      "two lines and shipping",
      0,
      [
        { id: 11, quantity: 2 },
        { id: 12, quantity: 1 },
      ],
      690,
      2399 + 690,
    ],
    [
      "a quantity of 0 and an unknown id give nothing",
      0,
      [
        { id: 11, quantity: 0 },
        { id: 99, quantity: 1 },
      ],
      0,
      0,
    ],
    // 300 × 2997 / 3799 ≈ 237 for the first line, 79 a unit.
    ["with a discount, each unit less its part", 300, [{ id: 11, quantity: 1 }], 0, 999 - 79],
  ])("%s", (_, discount, chosen, shipping, value) => {
    expect(refundValue(refundedUnits(lines, discount, chosen), shipping)).toBe(value);
  });

  it("gives back, over several refunds, each line's total less exactly its share of the discount", () => {
    const discount = 301;
    const shares = splitProportionally(discount, [2997, 802]);
    let given = 0;
    const state = lines.map((line) => ({ ...line }));
    for (const quantity of [1, 1, 1]) {
      const [units] = refundedUnits(state, discount, [{ id: 11, quantity }]);
      given += units!.discount;
      state[0]!.refundedQuantity += quantity;
    }
    expect(given).toBe(shares[0]);
    const whole = refundedUnits(lines, discount, [
      { id: 11, quantity: 3 },
      { id: 12, quantity: 2 },
    ]);
    expect(refundValue(whole, 0)).toBe(2997 + 802 - discount);
  });
});

describe("roundToTotal", () => {
  it.each([
    ["the cents left to the largest fractions", 3, [1.4, 0.9, 0.7], [1, 1, 1]],
    ["a total above the sum of the parts", 5, [1.4, 0.9, 0.7], [2, 2, 1]],
    ["a total below the sum of the floors", 0, [1.4, 0.9, 0.7], [0, 0, 0]],
    ["negative amounts", -3, [-1.4, -1.6], [-1, -2]],
    ["nothing to share", 0, [], []],
  ])("%s", (_, total, exact, parts) => {
    expect(roundToTotal(total, exact)).toEqual(parts);
  });
});
