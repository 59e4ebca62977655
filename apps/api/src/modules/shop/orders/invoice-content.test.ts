import { splitProportionally } from "@vitrine/shared/orders/split-cents";
import { describe, expect, it } from "vitest";
import { type InvoicedAmounts, invoiceAmounts, percent, sellerOf } from "./invoice-content";

const sold = (vatRate: number, unitPrice: number, quantity = 1, productName = "Cuvée") => ({
  productName,
  variationLabel: "",
  quantity,
  unitPrice,
  vatRate,
});
const order = (lines: InvoicedAmounts["lines"], shippingFees = 0): InvoicedAmounts => ({
  lines,
  shippingFees,
  discount: 0,
  discountCode: null,
});

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
    expect(amounts.lines[0]).toMatchObject({
      unitPriceExclVat: 832.67,
      totalExclVat: 2498,
      totalInclVat: 2997,
    });
  });

  it("taxes shipping at the goods' rate, split in proportion to each rate's goods excluding VAT", () => {
    const shippingOf = (amounts: ReturnType<typeof invoiceAmounts>) =>
      amounts.lines
        .filter((line) => line.label.startsWith("Frais de livraison"))
        .map(({ label, vatRate, totalInclVat }) => ({ label, vatRate, totalInclVat }));
    const juice = invoiceAmounts(order([sold(550, 633, 2)], 990));
    expect(shippingOf(juice)).toEqual([{ label: "Frais de livraison", vatRate: 550, totalInclVat: 990 }]);
    expect(juice.vat.map((row) => row.rate)).toEqual([550]);
    const untaxed = invoiceAmounts(order([sold(0, 2500)], 600));
    expect(untaxed.vat).toEqual([{ rate: 0, base: 3100, vat: 0 }]);
    // 108 € at 20 % (90 € HT) and 12,66 € at 5,5 % (12 € HT): 12,90 € split 90 to 12.
    const mixed = invoiceAmounts(order([sold(2000, 1800, 6), sold(550, 633, 2)], 1290));
    expect(shippingOf(mixed)).toEqual([
      { label: "Frais de livraison, TVA 20 %", vatRate: 2000, totalInclVat: 1138 },
      { label: "Frais de livraison, TVA 5,5 %", vatRate: 550, totalInclVat: 152 },
    ]);
    expect(mixed.totalInclVat).toBe(10800 + 1266 + 1290);
  });

  it("gives lines excluding VAT that add up to each rate's base, and unit prices that give the lines back", () => {
    // Rounded one by one, 28,33 + 13,58 = 41,91 € HT for a base of 41,92 € (50,30 € at 20 %).
    const amounts = invoiceAmounts(
      order([sold(2000, 680, 5), sold(2000, 1630), sold(550, 401, 3), sold(2000, 950, 12)], 490),
    );
    for (const row of amounts.vat) {
      const own = amounts.lines.filter((line) => line.vatRate === row.rate);
      expect(own.reduce((sum, line) => sum + line.totalExclVat, 0)).toBe(row.base);
    }
    expect(amounts.lines.reduce((sum, line) => sum + line.totalExclVat, 0)).toBe(amounts.totalExclVat);
    expect(amounts.lines.reduce((sum, line) => sum + line.totalInclVat, 0)).toBe(amounts.totalInclVat);
    expect(amounts.totalInclVat).toBe(3400 + 1630 + 1203 + 11400 + 490);
    for (const line of amounts.lines) {
      const exact = (line.totalInclVat * 10_000) / (10_000 + line.vatRate);
      expect(Math.abs(line.totalExclVat - exact), line.label).toBeLessThan(1);
      expect(Math.round(line.quantity * line.unitPriceExclVat), line.label).toBe(line.totalExclVat);
    }
    // 12 × 9,50 € at 20 %: 95 € HT, 7,9167 € each (7,92 € would make 95,04 €).
    expect(amounts.lines[3]).toMatchObject({ unitPriceExclVat: 791.67, totalExclVat: 9500 });
    const alone = invoiceAmounts(order([sold(2000, 680, 5), sold(2000, 1630)]));
    expect(alone.lines.map((line) => line.totalExclVat).reduce((a, b) => a + b)).toBe(4192);
  });

  it("puts every line at 0 % under the VAT franchise, excluding VAT what the order costs", () => {
    const amounts = invoiceAmounts({
      lines: [sold(2000, 1800, 6), sold(550, 633, 2, "Jus")],
      shippingFees: 1290,
      discount: 1200,
      discountCode: "PRINTEMPS",
      vatExemption: "franchise",
    });
    expect(
      amounts.lines.map(({ label, vatRate, totalExclVat, totalInclVat }) => [
        label,
        vatRate,
        totalExclVat,
        totalInclVat,
      ]),
    ).toEqual([
      ["Cuvée", 0, 10800, 10800],
      ["Jus", 0, 1266, 1266],
      ["Remise (code PRINTEMPS)", 0, -1200, -1200],
      ["Frais de livraison", 0, 1290, 1290],
    ]);
    expect(amounts.vat).toEqual([{ rate: 0, base: 12156, vat: 0 }]);
    expect(amounts).toMatchObject({ totalExclVat: 12156, totalVat: 0, totalInclVat: 12156 });
    // Shipping alone does not take the standard rate either.
    expect(invoiceAmounts({ ...order([], 990), vatExemption: "franchise" }).lines).toMatchObject([
      { label: "Frais de livraison", vatRate: 0, totalExclVat: 990 },
    ]);
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
