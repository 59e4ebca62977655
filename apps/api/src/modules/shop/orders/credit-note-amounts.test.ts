import { sum } from "@vitrine/shared/orders/split-cents";
import { describe, expect, it } from "vitest";
import { creditNoteAmounts, type RefundedItems } from "./credit-note-amounts";
import { type InvoicedAmounts, invoiceAmounts, type SoldLine } from "./invoice-content";

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
  totals.map((total, index) =>
    creditNoteAmounts({ total, reason: "" }, invoiced, earlier(totals.slice(0, index))),
  );

/** Earlier notes of amounts, as kept before contents were: their split composed from their total. */
const earlier = (totals: number[]) => totals.map((total) => ({ total, vat: null }));

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
      creditNoteAmounts({ total: amount, reason: "Casse" }, franchise, earlier(all.slice(0, index))),
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

describe("credit note amounts of a refund by line", () => {
  const [muscadet, jus] = invoiced.lines as [SoldLine, SoldLine];
  const items = (muscadets: number, jus_: number, shipping: number, discount = [0, 0]): RefundedItems => ({
    lines: [
      ...(muscadets
        ? [{ line: muscadet, quantity: muscadets, gross: muscadets * 999, discount: discount[0]! }]
        : []),
      ...(jus_ ? [{ line: jus, quantity: jus_, gross: jus_ * 401, discount: discount[1]! }] : []),
    ],
    shipping,
  });
  /** Checks a note adds up, and returns its lines' labels, quantities and totals. */
  const rows = (note: ReturnType<typeof creditNoteAmounts>) => {
    expect(note.totalExclVat + note.totalVat).toBe(note.totalInclVat);
    expect(sum(note.lines.map((line) => line.totalExclVat))).toBe(note.totalExclVat);
    expect(sum(note.lines.map((line) => line.totalInclVat))).toBe(note.totalInclVat);
    expect(sum(note.vat.map((row) => row.base))).toBe(note.totalExclVat);
    return note.lines.map((line) => [line.label, line.quantity, line.vatRate, line.totalInclVat]);
  };

  it("name the units at the invoiced price and rate, and the shipping fees at the goods' rates", () => {
    const note = creditNoteAmounts({ total: 999 + 690, reason: "" }, invoiced, [], items(1, 0, 690));
    expect(rows(note)).toEqual([
      ["Muscadet", 1, 2000, 999],
      ["Frais de livraison, TVA 20 %", 1, 2000, 529],
      ["Frais de livraison, TVA 5,5 %", 1, 550, 161],
    ]);
    expect(note.totalInclVat).toBe(1689);
  });

  it("take what is given back below the items' worth off with an « Ajustement » per rate", () => {
    const note = creditNoteAmounts({ total: 1000, reason: "Geste" }, invoiced, [], items(1, 1, 0));
    expect(rows(note)).toEqual([
      ["Muscadet", 1, 2000, 999],
      ["Jus – 1 L", 1, 550, 401],
      ["Ajustement, TVA 20 %", 1, 2000, -285],
      ["Ajustement, TVA 5,5 %", 1, 550, -115],
    ]);
  });

  it("take each unit's part of the discount off, on a line per rate", () => {
    const withCode = { ...invoiced, discount: 380, discountCode: "ETE" };
    const note = creditNoteAmounts({ total: 999 - 79, reason: "" }, withCode, [], items(1, 0, 0, [79, 0]));
    expect(rows(note)).toEqual([
      ["Muscadet", 1, 2000, 999],
      ["Remise (code ETE)", 1, 2000, -79],
    ]);
  });

  it("give back, with the note that completes the refund, exactly what was invoiced of each rate", () => {
    const first = creditNoteAmounts({ total: 999, reason: "" }, invoiced, [], items(1, 0, 0));
    const second = creditNoteAmounts({ total: 500, reason: "" }, invoiced, [{ total: 999, vat: first.vat }]);
    const done = [
      { total: 999, vat: first.vat },
      { total: 500, vat: second.vat },
    ];
    const rest = invoice.totalInclVat - 1499;
    const last = creditNoteAmounts({ total: rest, reason: "" }, invoiced, done, items(2, 2, 690));
    rows(last);
    for (const row of invoice.vat) {
      const own = [first, second, last].flatMap((note) => note.vat.filter((vat) => vat.rate === row.rate));
      expect([sum(own.map((vat) => vat.base)), sum(own.map((vat) => vat.vat))]).toEqual([row.base, row.vat]);
    }
    expect(last.lines.map((line) => line.label)).toEqual([
      "Muscadet",
      "Jus – 1 L",
      "Frais de livraison, TVA 20 %",
      "Frais de livraison, TVA 5,5 %",
      "Ajustement, TVA 20 %",
      "Ajustement, TVA 5,5 %",
    ]);
  });

  it("give back an export's or the franchise's units at 0 %, as invoiced", () => {
    const exported = { ...invoiced, vatExemption: "export" as const };
    const note = creditNoteAmounts({ total: 999 + 401, reason: "" }, exported, [], items(1, 1, 0));
    expect(rows(note)).toEqual([
      ["Muscadet", 1, 0, 999],
      ["Jus – 1 L", 1, 0, 401],
    ]);
    expect(note.vat).toEqual([{ rate: 0, base: 1400, vat: 0 }]);
  });
});
