import { and, eq, lt, or } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { invoices } from "../../../db/schema/index";
import {
  exclVat,
  type InvoicedAmounts,
  type InvoiceLine,
  invoiceAmounts,
  percent,
  splitProportionally,
  sum,
  type VatRow,
} from "./invoice-content";

/**
 * What a credit note gives back (decision 024). The whole invoice at once: its lines. Part of it:
 * the amount split over the invoice's VAT rates in proportion to what each rate was invoiced (a
 * line per rate), so that the note states the VAT it gives back. The note that completes the
 * refund gives back what the earlier ones left of each rate's base and VAT: together, the notes
 * give back exactly what was invoiced.
 */

/** The totals of the order's credit notes issued before `note`. */
export async function earlierCreditTotals(
  db: Db,
  note: { id: number; orderId: number; issuedAt: Date },
): Promise<number[]> {
  const rows = await db
    .select({ total: invoices.total })
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
  return rows.map((row) => row.total);
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

/** The credit note of `note.total`, the order's earlier credit notes having given back `earlier`. */
export function creditNoteAmounts(
  note: { total: number; reason: string },
  invoiced: InvoicedAmounts,
  earlier: number[],
) {
  const invoice = invoiceAmounts(invoiced);
  if (earlier.length === 0 && note.total === invoice.totalInclVat) return invoice;
  const given = earlier.map((total) => shareOf(total, invoice.vat));
  const rows =
    sum(earlier) + note.total === invoice.totalInclVat
      ? invoice.vat.map(({ rate, base, vat }, index) => ({
          rate,
          base: base - sum(given.map((rows) => rows[index]!.base)),
          vat: vat - sum(given.map((rows) => rows[index]!.vat)),
        }))
      : shareOf(note.total, invoice.vat);
  const label = partialLabel(note.reason);
  const vat = rows.filter((row) => row.base !== 0 || row.vat !== 0);
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
