import { roundToTotal, splitProportionally, sum } from "@vitrine/shared/orders/split-cents";
import { formatVatRate } from "@vitrine/shared/shop-rules";
import type { OrderAddressSnapshot } from "../../../db/schema/index";
import type { InvoiceDelivery } from "./invoice-delivery";

/**
 * What an invoice or a credit note says (French tax code, art. 242 nonies A of its annex II):
 * the seller's and the buyer's identities, the number and date, each line with its unit price
 * excluding VAT and its rate, the VAT per rate, the totals and how it was paid.
 */

export type InvoiceKind = "invoice" | "creditNote";

export interface InvoiceLine {
  label: string;
  quantity: number;
  /**
   * Cents excluding VAT, to the hundredth of a cent (printed to 4 decimals of a euro): the line's
   * total divided by its quantity, so that quantity × unit price gives the line's total back.
   */
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
  /**
   * A business buyer (a company on its address) is named by its company, with its SIREN or SIRET
   * digits and its VAT number when given (decision 045; absent from documents issued before).
   */
  buyer: {
    name: string;
    lines: string[];
    business: boolean;
    companyId?: string | null;
    vatNumber?: string | null;
  };
  /** « livraison de biens »: what the shop sells (absent from documents issued before it was said). */
  operationCategory?: string | null;
  /** Where the goods went when not to the buyer's address; null (or absent from older documents) otherwise. */
  delivery?: InvoiceDelivery | null;
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
  /** A credit note: its amount goes back on the card by itself (else the shop pays it back by hand). */
  cardRefund: boolean;
  /** Why the document states no VAT, its mention printed instead; null: with VAT. */
  vatExemption: VatExemption | null;
  /**
   * A credit note of a refund by line (decision 044): the products and units it gives back, and
   * the cents of shipping fees; null (or absent from older documents) otherwise.
   */
  refunded?: { lines: Array<{ label: string; quantity: number }>; shipping: number } | null;
}

/**
 * Why a document charges no VAT: the seller is under the VAT franchise (decision 042), or the
 * order is an export (decision 043). Either way every line is at 0 %.
 */
export type VatExemption = "franchise" | "export";

/** What the document says instead of the VAT (art. 242 nonies A, annex II CGI). */
export const VAT_EXEMPTION_MENTIONS: Record<VatExemption, string> = {
  franchise: "TVA non applicable, art. 293 B du CGI",
  export: "Exonération de TVA, article 262 I du CGI (exportation)",
};

/**
 * The category of every operation of the shop (art. 242 nonies A, annex II CGI, from 1 September
 * 2026): it sells goods, its shipping an accessory of their delivery.
 */
export const OPERATION_CATEGORY = "livraison de biens";

/** The standard rate, shipping's when there are no goods whose rate it could follow. */
export const STANDARD_VAT_RATE = 2000;
/** Every line's rate without VAT: the price is what the seller keeps. */
const NO_VAT = 0;

/** The part excluding VAT of an amount including it, to the cent. */
export const exclVat = (inclVat: number, rate: number) => Math.round((inclVat * 10_000) / (10_000 + rate));

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
  /** Without VAT (the franchise, an export): every line at 0 %, whatever the products' rates. */
  vatExemption?: VatExemption | null;
}

/** A line before its part of its rate's base is known. */
export interface DraftLine {
  label: string;
  quantity: number;
  inclVat: number;
  rate: number;
}

/** The drafts' rates, highest first, and what each comes to including VAT. */
export const ratesOf = (drafts: DraftLine[]) =>
  [...new Set(drafts.map((draft) => draft.rate))].sort((a, b) => b - a);
export const inclVatAt = (drafts: DraftLine[], rate: number) =>
  sum(drafts.filter((draft) => draft.rate === rate).map((draft) => draft.inclVat));

/** `amounts` (cents incl. VAT) of the `rates`, a line per rate not nil, its rate named when several. */
export const linesPerRate = (label: string, amounts: number[], rates: number[]): DraftLine[] =>
  rates.flatMap((rate, index) => {
    const inclVat = amounts[index]!;
    if (inclVat === 0) return [];
    return [
      { label: rates.length > 1 ? `${label}, TVA ${percent(rate)}` : label, quantity: 1, inclVat, rate },
    ];
  });

/**
 * The lines, the VAT per rate and the totals. The VAT table is computed per rate on the amounts
 * including VAT, so the totals are exactly the order's; each rate's base is then spread over its
 * lines (each within a cent of its own exact amount), so that the lines add up to it. `bases`
 * sets a rate's base instead (a credit note that completes a refund gives back what is left).
 */
export function amountsOf(drafts: DraftLine[], bases?: ReadonlyMap<number, number>) {
  const lines = new Map<DraftLine, InvoiceLine>();
  const vat: VatRow[] = ratesOf(drafts).map((rate) => {
    const own = drafts.filter((draft) => draft.rate === rate);
    const inclVat = inclVatAt(own, rate);
    const base = bases?.get(rate) ?? exclVat(inclVat, rate);
    const exact = own.map((draft) => (draft.inclVat * 10_000) / (10_000 + rate));
    roundToTotal(base, exact).forEach((totalExclVat, index) => {
      const { label, quantity, inclVat: totalInclVat } = own[index]!;
      // To the hundredth of a cent: quantity × unit price rounds back to the line's total.
      const unitPriceExclVat = Math.round((totalExclVat * 100) / quantity) / 100;
      lines.set(own[index]!, {
        label,
        quantity,
        unitPriceExclVat,
        vatRate: rate,
        totalExclVat,
        totalInclVat,
      });
    });
    return { rate, base, vat: inclVat - base };
  });
  const totalInclVat = sum(drafts.map((draft) => draft.inclVat));
  const totalExclVat = sum(vat.map((row) => row.base));
  return {
    lines: drafts.map((draft) => lines.get(draft)!),
    vat,
    totalExclVat,
    totalVat: totalInclVat - totalExclVat,
    totalInclVat,
  };
}

/** A sold line as documents name it: the product, then its variations. */
export const soldLineLabel = (line: Pick<SoldLine, "productName" | "variationLabel">) =>
  line.variationLabel ? `${line.productName} – ${line.variationLabel}` : line.productName;

/** A sold line's rate on the documents: none without VAT (the franchise, an export). */
export const soldLineRate = (
  line: Pick<SoldLine, "vatRate">,
  invoiced: Pick<InvoicedAmounts, "vatExemption">,
) => (invoiced.vatExemption ? NO_VAT : line.vatRate);

/**
 * The shipping `fees` (all or part of the invoice's) as the invoice taxes them: at the goods'
 * rates in proportion to each rate's goods excluding VAT (art. 267 I-2° CGI), a line per rate;
 * without goods, the standard rate (none without VAT).
 */
export function shippingDrafts(fees: number, invoiced: InvoicedAmounts): DraftLine[] {
  if (fees <= 0) return [];
  const goods = invoiced.lines.map((line) => ({
    inclVat: line.unitPrice * line.quantity,
    rate: soldLineRate(line, invoiced),
  }));
  const rates = ratesOf(goods.map((good) => ({ ...good, label: "", quantity: 1 })));
  const goodsExclVat = rates.map((rate) =>
    exclVat(sum(goods.filter((good) => good.rate === rate).map((good) => good.inclVat)), rate),
  );
  if (sum(goodsExclVat) > 0) {
    return linesPerRate("Frais de livraison", splitProportionally(fees, goodsExclVat), rates);
  }
  const rate = invoiced.vatExemption ? NO_VAT : STANDARD_VAT_RATE;
  return [{ label: "Frais de livraison", quantity: 1, inclVat: fees, rate }];
}

/**
 * The invoice's amounts. A discount comes off the products only, split over their VAT rates in
 * proportion to what each rate sold (a line per rate). Shipping is an accessory of the goods and
 * takes their rate (art. 267 I-2° CGI): with several, it is split in proportion to each rate's
 * goods excluding VAT (a line per rate); without goods, the standard rate. Without VAT (the
 * franchise, an export), every line is at 0 %.
 */
export function invoiceAmounts(invoiced: InvoicedAmounts) {
  const { lines, shippingFees, discount, discountCode } = invoiced;
  const drafts: DraftLine[] = lines.map((line) => ({
    label: soldLineLabel(line),
    quantity: line.quantity,
    inclVat: line.unitPrice * line.quantity,
    rate: soldLineRate(line, invoiced),
  }));
  const rates = ratesOf(drafts);
  const goods = rates.map((rate) => inclVatAt(drafts, rate));
  if (discount > 0) {
    const shares = splitProportionally(discount, goods);
    drafts.push(
      ...linesPerRate(
        discountLabel(discountCode),
        shares.map((share) => -share),
        rates,
      ),
    );
  }
  drafts.push(...shippingDrafts(shippingFees, invoiced));
  return amountsOf(drafts);
}

/** « Remise (code ETE) », « Remise ». */
export const discountLabel = (code: string | null) => (code ? `Remise (code ${code})` : "Remise");

/** 2000 → « 20 % », 550 → « 5,5 % » (the shared rule, as invoices write it). */
export const percent = formatVatRate;

/**
 * The buyer as the invoice names them: the billing address, else the shipping one, and the e-mail.
 * A company is the buyer, the person on the address is whom it is for.
 */
export function buyerOf(
  billing: OrderAddressSnapshot | null,
  shipping: OrderAddressSnapshot | null,
  email: string,
): InvoiceDocument["buyer"] {
  const address = billing ?? shipping;
  if (!address) return { name: email, lines: [], business: false };
  const person = `${address.firstname} ${address.lastname}`.trim();
  const company = address.company?.trim() ?? "";
  const lines = [
    company && person ? `À l'attention de ${person}` : "",
    address.firstPart,
    address.secondPart ?? "",
    `${address.postalCode} ${address.city}`,
    address.countryName,
    email,
  ];
  const business = company !== "";
  return {
    name: company || person,
    lines: lines.map((line) => line.trim()).filter(Boolean),
    business,
    companyId: (business && address.companyId) || null,
    vatNumber: (business && address.vatNumber) || null,
  };
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
