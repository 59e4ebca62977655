import { splitProportionally, sum } from "@vitrine/shared/orders/split-cents";
import { and, eq, lt, or } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { invoices } from "../../../db/schema/index";
import {
  amountsOf,
  type DraftLine,
  discountLabel,
  exclVat,
  type InvoicedAmounts,
  type InvoiceLine,
  inclVatAt,
  invoiceAmounts,
  linesPerRate,
  percent,
  ratesOf,
  type SoldLine,
  shippingDrafts,
  soldLineLabel,
  soldLineRate,
  type VatRow,
} from "./invoice-content";

/**
 * What a credit note gives back (decisions 024 and 044). The whole invoice at once: its lines.
 * Part of it, as an amount: the amount split over the invoice's VAT rates in proportion to what
 * each rate was invoiced (a line per rate), so that the note states the VAT it gives back. Part
 * of it, by line: the units and shipping named, at the invoice's prices and rates, their part of
 * the discount, and an « Ajustement » when less is given back. The note that completes the refund
 * gives back what the earlier ones left of each rate's base and VAT: together, the notes give back
 * exactly what was invoiced.
 */

/** An earlier credit note of the order: its amount, and its VAT rows as it was issued. */
export interface EarlierNote {
  total: number;
  /** Null for a note whose content was never kept: an amount's split (composed from its total). */
  vat: VatRow[] | null;
}

/** The order's credit notes issued before `note`. */
export async function earlierCreditNotes(
  db: Db,
  note: { id: number; orderId: number; issuedAt: Date },
): Promise<EarlierNote[]> {
  const rows = await db
    .select({ total: invoices.total, content: invoices.content })
    .from(invoices)
    .where(
      and(
        eq(invoices.orderId, note.orderId),
        eq(invoices.kind, "creditNote"),
        or(
          lt(invoices.issuedAt, note.issuedAt),
          and(eq(invoices.issuedAt, note.issuedAt), lt(invoices.id, note.id)),
        ),
      ),
    );
  return rows.map((row) => ({ total: row.total, vat: (row.content?.vat as VatRow[] | undefined) ?? null }));
}

/** The units and shipping fees a refund by line names (decision 044). */
export interface RefundedItems {
  lines: Array<{
    line: SoldLine;
    quantity: number;
    /** Cents: quantity × the unit price invoiced, and these units' part of the discount. */
    gross: number;
    discount: number;
  }>;
  /** Cents of the shipping fees. */
  shipping: number;
}

/** `amount` of the invoice over its VAT rows, in proportion to what each rate was invoiced. */
function shareOf(amount: number, invoiced: VatRow[]): VatRow[] {
  const shares = splitProportionally(
    amount,
    invoiced.map((row) => row.base + row.vat),
  );
  return invoiced.map(({ rate }, index) => {
    const base = exclVat(shares[index]!, rate);
    return { rate, base, vat: shares[index]! - base };
  });
}

/** The label of a partial credit note's lines: its reason, else what it is. */
const partialLabel = (reason: string) => (reason ? `Remboursement : ${reason}` : "Remboursement partiel");

/** What is given back less than the lines and fees named are worth, or what completes each rate. */
const ADJUSTMENT = "Ajustement";

/** The rows without amount left out: a rate the note gives nothing back of. */
const withAmounts = (rows: VatRow[]) => rows.filter((row) => row.base !== 0 || row.vat !== 0);

/**
 * A credit note naming the units and fees it gives back. Below their worth, an « Ajustement »
 * takes the difference off, split over the note's own rates in proportion to what each gives
 * back. Completing the refund (`left`), the adjustment of each rate brings it to what is left of
 * its base and VAT.
 */
function itemAmounts(total: number, invoiced: InvoicedAmounts, items: RefundedItems, left: VatRow[] | null) {
  const drafts: DraftLine[] = items.lines.map(({ line, quantity, gross }) => ({
    label: soldLineLabel(line),
    quantity,
    inclVat: gross,
    rate: soldLineRate(line, invoiced),
  }));
  const goodsRates = ratesOf(drafts);
  const discounts = goodsRates.map((rate) =>
    sum(items.lines.filter(({ line }) => soldLineRate(line, invoiced) === rate).map((item) => item.discount)),
  );
  drafts.push(
    ...linesPerRate(
      discountLabel(invoiced.discountCode),
      discounts.map((discount) => -discount),
      goodsRates,
    ),
  );
  drafts.push(...shippingDrafts(items.shipping, invoiced));
  const rates = ratesOf(drafts);
  const named = rates.map((rate) => inclVatAt(drafts, rate));
  let bases: Map<number, number> | undefined;
  if (left) {
    const all = [...new Set([...rates, ...withAmounts(left).map((row) => row.rate)])].sort((a, b) => b - a);
    const owed = (rate: number) => {
      const row = left.find((each) => each.rate === rate);
      return row ? row.base + row.vat : 0;
    };
    drafts.push(
      ...linesPerRate(
        ADJUSTMENT,
        all.map((rate) => owed(rate) - inclVatAt(drafts, rate)),
        all,
      ),
    );
    bases = new Map(all.map((rate) => [rate, left.find((row) => row.rate === rate)?.base ?? 0]));
  } else if (total < sum(named)) {
    drafts.push(...linesPerRate(ADJUSTMENT, splitProportionally(total - sum(named), named), rates));
  }
  const amounts = amountsOf(drafts, bases);
  return { ...amounts, vat: withAmounts(amounts.vat) };
}

/**
 * The credit note of `note.total`, the order's earlier credit notes having given back `earlier`;
 * `items` when the refund names what it gives back.
 */
export function creditNoteAmounts(
  note: { total: number; reason: string },
  invoiced: InvoicedAmounts,
  earlier: EarlierNote[],
  items?: RefundedItems | null,
) {
  const invoice = invoiceAmounts(invoiced);
  if (!items && earlier.length === 0 && note.total === invoice.totalInclVat) return invoice;
  const given = earlier.flatMap((each) => each.vat ?? shareOf(each.total, invoice.vat));
  const givenAt = (rate: number) => given.filter((row) => row.rate === rate);
  const left = invoice.vat.map(({ rate, base, vat }) => ({
    rate,
    base: base - sum(givenAt(rate).map((row) => row.base)),
    vat: vat - sum(givenAt(rate).map((row) => row.vat)),
  }));
  const completes = sum(earlier.map((each) => each.total)) + note.total === invoice.totalInclVat;
  if (items) return itemAmounts(note.total, invoiced, items, completes ? left : null);
  const label = partialLabel(note.reason);
  const vat = withAmounts(completes ? left : shareOf(note.total, invoice.vat));
  const lines: InvoiceLine[] = vat.map(({ rate, base, vat }) => ({
    label: invoice.vat.length > 1 ? `${label}, TVA ${percent(rate)}` : label,
    quantity: 1,
    unitPriceExclVat: base,
    vatRate: rate,
    totalExclVat: base,
    totalInclVat: base + vat,
  }));
  const totalExclVat = sum(vat.map((row) => row.base));
  return { lines, vat, totalExclVat, totalVat: note.total - totalExclVat, totalInclVat: note.total };
}
