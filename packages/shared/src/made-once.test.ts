import { describe, expect, it } from "vitest";
import { madeOnce } from "./made-once";
import { formatEuros, formatVatRate } from "./shop-rules";

describe("madeOnce", () => {
  it("makes the value at the first call only, then gives the same one", () => {
    let made = 0;
    const value = madeOnce(() => ({ made: ++made }));
    expect(made).toBe(0);
    const first = value();
    expect(value()).toBe(first);
    expect(made).toBe(1);
  });

  it("backs the shop's formatters, which still write French amounts and rates", () => {
    expect(formatEuros(5000)).toBe("50,00\u00a0€");
    expect(formatEuros(123456)).toBe("1\u202f234,56\u00a0€");
    expect(formatVatRate(550)).toBe("5,5 %");
  });
});
