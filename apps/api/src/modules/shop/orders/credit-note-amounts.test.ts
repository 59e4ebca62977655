import { describe, expect, it } from "vitest";
import { creditNoteAmounts } from "./credit-note-amounts";
import { type InvoicedAmounts, invoiceAmounts } from "./invoice-content";

const invoiced: InvoicedAmounts = {
  lines: [
    { productName: "Muscadet", variationLabel: "", quantity: 3, unitPrice: 999, vatRate: 2000 },
    { productName: "Jus", variationLabel: "1 L", quantity: 2, unitPrice: 401, vatRate: 550 },
  ],
  shippingFees: 690,
  discount: 0,
  discountCode: null,
};
const invoice = invoiceAmounts(invoiced);

/** The credit notes of `totals`, each issued after the ones before it. */
const notes = (totals: number[]) =>
  totals.map((total, index) => creditNoteAmounts({ total, reason: "" }, invoiced, totals.slice(0, index)));

describe("credit note amounts", () => {
  it("cancel the whole invoice with its own lines", () => {
    expect(notes([invoice.totalInclVat])[0]).toEqual(invoice);
  });

  it("give back, over several partial notes, exactly the invoice's base and VAT of each rate", () => {
    const given = notes([1000, 777, invoice.totalInclVat - 1777]);
    for (const row of invoice.vat) {
      const own = given.flatMap((note) => note.vat.filter((vat) => vat.rate === row.rate));
      expect(own.reduce((sum, vat) => sum + vat.base, 0)).toBe(row.base);
      expect(own.reduce((sum, vat) => sum + vat.vat, 0)).toBe(row.vat);
    }
    for (const note of given) {
      expect(note.totalExclVat + note.totalVat).toBe(note.totalInclVat);
      expect(note.lines.reduce((sum, line) => sum + line.totalExclVat, 0)).toBe(note.totalExclVat);
      expect(note.lines.reduce((sum, line) => sum + line.totalInclVat, 0)).toBe(note.totalInclVat);
    }
    expect(given[0]!.lines.map((line) => line.label)).toEqual([
      "Remboursement partiel, TVA 20 %",
      "Remboursement partiel, TVA 5,5 %",
    ]);
  });

  it("give back no VAT for an invoice issued under the VAT franchise, in part or in whole", () => {
    const franchise = { ...invoiced, vatExemption: "franchise" as const };
    const total = invoiceAmounts(franchise).totalInclVat;
    const given = [1000, total - 1000].map((amount, index, all) =>
      creditNoteAmounts({ total: amount, reason: "Casse" }, franchise, all.slice(0, index)),
    );
    expect(given[0]).toEqual({
      lines: [
        {
          label: "Remboursement : Casse",
          quantity: 1,
          unitPriceExclVat: 1000,
          vatRate: 0,
          totalExclVat: 1000,
          totalInclVat: 1000,
        },
      ],
      vat: [{ rate: 0, base: 1000, vat: 0 }],
      totalExclVat: 1000,
      totalVat: 0,
      totalInclVat: 1000,
    });
    expect(given[1]).toMatchObject({ totalExclVat: total - 1000, totalVat: 0 });
  });
});
