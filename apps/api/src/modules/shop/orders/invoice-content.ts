import { formatVatRate } from "@vitrine/shared/shop-rules";
import type { OrderAddressSnapshot } from "../../../db/schema/index";

/**
 * What an invoice or a credit note says (French tax code, art. 242 nonies A of its annex II):
 * the seller's and the buyer's identities, the number and date, each line with its unit price
 * excluding VAT and its rate, the VAT per rate, the totals and how it was paid.
 */

export type InvoiceKind = "invoice" | "creditNote";

export interface InvoiceLine {
  label: string;
  quantity: number;
  /** Cents excluding VAT. */
  unitPriceExclVat: number;
  /** Basis points: 2000 = 20 %. */
  vatRate: number;
  totalExclVat: number;
  totalInclVat: number;
}

export interface VatRow {
  rate: number;
  /** Taxable base excluding VAT, and the VAT on it (cents). */
  base: number;
  vat: number;
}

export interface InvoiceDocument {
  kind: InvoiceKind;
  number: string;
  issuedAt: Date;
  orderReference: string;
  orderDate: Date;
  seller: { name: string; lines: string[] };
  buyer: { name: string; lines: string[] };
  lines: InvoiceLine[];
  vat: VatRow[];
  totalExclVat: number;
  totalVat: number;
  totalInclVat: number;
  paymentMethod: string;
  paidAt: Date | null;
  /** A credit note: the invoice it cancels (in whole, or in part for a partial refund). */
  cancels: { number: string; issuedAt: Date; partial: boolean } | null;
  /** A credit note: why the money is given back; empty when not said. */
  reason: string;
}

/** Shipping is taxed at the standard rate. */
export const SHIPPING_VAT_RATE = 2000;

/** The part excluding VAT of an amount including it, to the cent. */
export const exclVat = (inclVat: number, rate: number) => Math.round((inclVat * 10_000) / (10_000 + rate));

/**
 * Splits `amount` over `weights` in proportion, to the cent, the rounding remainders going to the
 * largest shares: the parts always add up to `amount`.
 */
export function splitProportionally(amount: number, weights: number[]): number[] {
  const sum = weights.reduce((total, weight) => total + weight, 0);
  if (sum <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (amount * weight) / sum);
  const parts = exact.map(Math.floor);
  let left = amount - parts.reduce((total, part) => total + part, 0);
  const byRemainder = exact.map((value, index) => ({ index, rest: value - Math.floor(value) }));
  byRemainder.sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    parts[index]! += 1;
    left -= 1;
  }
  return parts;
}

export interface SoldLine {
  productName: string;
  variationLabel: string;
  quantity: number;
  /** Cents including VAT. */
  unitPrice: number;
  vatRate: number;
}

export interface InvoicedAmounts {
  lines: SoldLine[];
  shippingFees: number;
  discount: number;
  discountCode: string | null;
}

const lineOf = (label: string, quantity: number, unitInclVat: number, rate: number): InvoiceLine => ({
  label,
  quantity,
  unitPriceExclVat: exclVat(unitInclVat, rate),
  vatRate: rate,
  totalExclVat: exclVat(unitInclVat * quantity, rate),
  totalInclVat: unitInclVat * quantity,
});

/**
 * The lines, the VAT per rate and the totals. A discount comes off the products only, split over
 * their VAT rates in proportion to what each rate sold (a line per rate); shipping is taxed at 20 %.
 * The VAT table is computed per rate on the amounts including VAT, so the totals are exactly the
 * order's.
 */
export function invoiceAmounts({ lines, shippingFees, discount, discountCode }: InvoicedAmounts) {
  const rows: InvoiceLine[] = lines.map((line) =>
    lineOf(
      line.variationLabel ? `${line.productName} – ${line.variationLabel}` : line.productName,
      line.quantity,
      line.unitPrice,
      line.vatRate,
    ),
  );
  const inclByRate = new Map<number, number>();
  const add = (rate: number, amount: number) => inclByRate.set(rate, (inclByRate.get(rate) ?? 0) + amount);
  for (const line of rows) add(line.vatRate, line.totalInclVat);
  const rates = [...inclByRate.keys()].sort((a, b) => b - a);
  if (discount > 0) {
    const shares = splitProportionally(
      discount,
      rates.map((rate) => inclByRate.get(rate)!),
    );
    const label = discountCode ? `Remise (code ${discountCode})` : "Remise";
    rates.forEach((rate, index) => {
      if (shares[index]! === 0) return;
      rows.push(
        lineOf(rates.length > 1 ? `${label}, TVA ${percent(rate)}` : label, 1, -shares[index]!, rate),
      );
      add(rate, -shares[index]!);
    });
  }
  if (shippingFees > 0) {
    rows.push(lineOf("Frais de livraison", 1, shippingFees, SHIPPING_VAT_RATE));
    add(SHIPPING_VAT_RATE, shippingFees);
  }
  const vat: VatRow[] = [...inclByRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, incl]) => ({ rate, base: exclVat(incl, rate), vat: incl - exclVat(incl, rate) }));
  const totalInclVat = [...inclByRate.values()].reduce((sum, amount) => sum + amount, 0);
  const totalExclVat = vat.reduce((sum, row) => sum + row.base, 0);
  return { lines: rows, vat, totalExclVat, totalVat: totalInclVat - totalExclVat, totalInclVat };
}

/**
 * A credit note for part of an invoice: `amount` split over the invoice's VAT rates in proportion
 * to what each rate was invoiced (a line per rate), so that the note states the VAT it gives back.
 */
export function partialCreditAmounts(amount: number, invoiced: InvoicedAmounts, label: string) {
  const rates = invoiceAmounts(invoiced).vat;
  const shares = splitProportionally(
    amount,
    rates.map((row) => row.base + row.vat),
  );
  const lines: InvoiceLine[] = [];
  const vat: VatRow[] = [];
  rates.forEach((row, index) => {
    const share = shares[index]!;
    if (share === 0) return;
    lines.push(lineOf(rates.length > 1 ? `${label}, TVA ${percent(row.rate)}` : label, 1, share, row.rate));
    vat.push({ rate: row.rate, base: exclVat(share, row.rate), vat: share - exclVat(share, row.rate) });
  });
  const totalExclVat = vat.reduce((sum, row) => sum + row.base, 0);
  return { lines, vat, totalExclVat, totalVat: amount - totalExclVat, totalInclVat: amount };
}

/** 2000 → « 20 % », 550 → « 5,5 % » (the shared rule, as invoices write it). */
export const percent = formatVatRate;

/** The buyer as the invoice names them: the billing address, else the shipping one, and the e-mail. */
export function buyerOf(
  billing: OrderAddressSnapshot | null,
  shipping: OrderAddressSnapshot | null,
  email: string,
): InvoiceDocument["buyer"] {
  const address = billing ?? shipping;
  if (!address) return { name: email, lines: [] };
  const name = `${address.firstname} ${address.lastname}`.trim();
  const lines = [
    address.company ?? "",
    address.firstPart,
    address.secondPart ?? "",
    `${address.postalCode} ${address.city}`,
    address.countryName,
    email,
  ];
  return { name, lines: lines.map((line) => line.trim()).filter(Boolean) };
}

/** The seller's legal mentions from the site's parameters (those left empty are not printed). */
export function sellerOf(
  parameter: (key: string) => string | null,
  siteName: string,
): InvoiceDocument["seller"] {
  const value = (key: string) => parameter(key)?.trim() || null;
  const name = value("LEGAL_COMPANY_NAME") ?? value("COMPANY_NAME") ?? siteName;
  const form = value("CORPORATE_FORM");
  const capital = value("SHARE_CAPITAL");
  const rcs = value("RCS_NUMBER");
  const lines = [
    form && capital
      ? `${form} au capital de ${capital}`
      : (form ?? (capital ? `Capital social : ${capital}` : null)),
    value("HEAD_OFFICE") && `Siège social : ${value("HEAD_OFFICE")}`,
    value("SIRET_NUMBER") && `SIRET : ${value("SIRET_NUMBER")}`,
    rcs && (/^RCS\b/i.test(rcs) ? rcs : `RCS ${rcs}`),
    value("INTRACO_VAT") && `N° de TVA intracommunautaire : ${value("INTRACO_VAT")}`,
    value("COMPANY_EMAIL") && `Contact : ${value("COMPANY_EMAIL")}`,
  ];
  return { name, lines: lines.filter((line): line is string => Boolean(line)) };
}
