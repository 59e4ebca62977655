import { describe, expect, it } from "vitest";
import { invoiceAmounts, percent, sellerOf, splitProportionally } from "./invoice-content";

describe("invoice amounts", () => {
  it("splits a discount over the VAT rates to the cent", () => {
    expect(splitProportionally(1000, [1, 1, 1])).toEqual([334, 333, 333]);
    expect(splitProportionally(1, [2, 1])).toEqual([1, 0]);
    expect(splitProportionally(500, [0])).toEqual([0]);
  });

  it("adds up to what the order costs, the VAT per rate computed on what each rate sold", () => {
    const amounts = invoiceAmounts({
      lines: [
        { productName: "Muscadet", variationLabel: "", quantity: 3, unitPrice: 999, vatRate: 2000 },
        { productName: "Jus", variationLabel: "1 L", quantity: 1, unitPrice: 401, vatRate: 550 },
      ],
      shippingFees: 0,
      discount: 333,
      discountCode: null,
    });
    expect(amounts.totalInclVat).toBe(2997 + 401 - 333);
    expect(amounts.totalExclVat + amounts.totalVat).toBe(amounts.totalInclVat);
    expect(amounts.vat.reduce((sum, row) => sum + row.base + row.vat, 0)).toBe(amounts.totalInclVat);
    expect(amounts.lines.map((line) => line.label)).toEqual([
      "Muscadet",
      "Jus – 1 L",
      "Remise, TVA 20 %",
      "Remise, TVA 5,5 %",
    ]);
    expect(amounts.lines[0]).toMatchObject({ unitPriceExclVat: 833, totalExclVat: 2498, totalInclVat: 2997 });
  });

  it("writes rates the French way and leaves out the seller's empty mentions", () => {
    expect(percent(2000)).toBe("20 %");
    expect(percent(550)).toBe("5,5 %");
    const seller = sellerOf(
      (key) => ({ COMPANY_NAME: "Domaine", SIRET_NUMBER: " ", SHARE_CAPITAL: "8 000 €" })[key] ?? null,
      "Site",
    );
    expect(seller).toEqual({ name: "Domaine", lines: ["Capital social : 8 000 €"] });
  });
});
