import type { RefundedUnits } from "@vitrine/shared/orders/refund-lines";
import { PAYMENT_METHOD_LABELS } from "@vitrine/shared/schemas/orders";
import { switchOn } from "@vitrine/shared/site-switches";
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import { DateTime } from "luxon";
import type { Db } from "../../../db/client";
import {
  documentCounters,
  invoices,
  orderLines,
  orders,
  siteParameters,
  sites,
} from "../../../db/schema/index";
import { refundsOnCard } from "../payments/refund-jobs";
import { sheetFonts } from "../sheet-fonts";
import { creditNoteAmounts, earlierCreditNotes, type RefundedItems } from "./credit-note-amounts";
import {
  buyerOf,
  type InvoiceDocument,
  type InvoiceKind,
  invoiceAmounts,
  OPERATION_CATEGORY,
  sellerOf,
  soldLineLabel,
  type VatExemption,
} from "./invoice-content";
import { deliveryOf } from "./invoice-delivery";
import { renderInvoicePdf } from "./invoice-pdf";
import type { OrderRow } from "./order-reads";

export type { InvoiceKind };

/** Invoices and credit notes (decision 021): numbered per site, in order, with no gap, never reused. */

export type Invoice = typeof invoices.$inferSelect;

/** What numbering needs to know of the order (and a credit note, how it was paid). */
export interface InvoicedOrder {
  id: number;
  siteId: number;
  total: number;
  paymentMethod?: string;
  paymentIntentId?: string | null;
}

const PREFIXES: Record<InvoiceKind, string> = { invoice: "F", creditNote: "A" };

/** « F-2026-000001 »: the kind's letter, the year of issue (French time), the site's sequence. */
export function documentNumber(kind: InvoiceKind, sequence: number, issuedAt: Date): string {
  const year = DateTime.fromJSDate(issuedAt, { zone: "Europe/Paris" }).year;
  return `${PREFIXES[kind]}-${year}-${String(sequence).padStart(6, "0")}`;
}

/**
 * The next number of a site's series. The upsert locks the counter's row until the caller's
 * transaction ends: a concurrent payment waits, then reads the committed value, and a rolled back
 * transaction takes its number back with it, so the series has no gap and no duplicate.
 */
export async function nextSequence(tx: Db, siteId: number, kind: string): Promise<number> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ siteId, kind, last: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.siteId, documentCounters.kind],
      set: { last: sql`${documentCounters.last} + 1` },
    })
    .returning({ last: documentCounters.last });
  return row!.last;
}

/**
 * The order's document of that kind, if it has one: its invoice, or its latest credit note (or the
 * credit note of that number).
 */
export async function findDocument(
  db: Db,
  orderId: number,
  kind: InvoiceKind,
  number?: string,
): Promise<Invoice | null> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.orderId, orderId),
        eq(invoices.kind, kind),
        number === undefined ? undefined : eq(invoices.number, number),
      ),
    )
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .limit(1);
  return row ?? null;
}

/** What a refund by line names (decision 044): units of the order's lines, and shipping fees. */
export interface RefundedOrderItems {
  units: RefundedUnits[];
  /** Cents of the shipping fees. */
  shipping: number;
}

/**
 * A new document of the site's series of that kind, numbered in the caller's transaction; a
 * credit note of a refund by line names its `items`.
 */
export async function insertDocument(
  tx: Db,
  order: InvoicedOrder,
  kind: InvoiceKind,
  { total, reason = "", items }: { total: number; reason?: string; items?: RefundedOrderItems | undefined },
  now: Date,
): Promise<Invoice> {
  const sequence = await nextSequence(tx, order.siteId, kind);
  const [row] = await tx
    .insert(invoices)
    .values({
      siteId: order.siteId,
      orderId: order.id,
      kind,
      sequence,
      number: documentNumber(kind, sequence, now),
      total,
      reason,
      issuedAt: now,
    })
    .returning();
  return { ...row!, content: asJson(await keepDocument(tx, row!, undefined, items)) };
}

/** The order's invoice, issued now in the caller's transaction (the one that records the payment). */
export async function issueInvoice(tx: Db, order: InvoicedOrder, now: Date = new Date()): Promise<Invoice> {
  return (
    (await findDocument(tx, order.id, "invoice")) ??
    insertDocument(tx, order, "invoice", { total: order.total }, now)
  );
}

/**
 * The seller's mentions and whether it is under the VAT franchise, as the site's parameters say
 * now, read in the caller's transaction.
 */
async function currentSeller(db: Db, siteId: number) {
  const [rows, [site]] = await Promise.all([
    db
      .select({ type: siteParameters.type, value: siteParameters.value })
      .from(siteParameters)
      .where(eq(siteParameters.siteId, siteId)),
    db.select({ name: sites.name }).from(sites).where(eq(sites.id, siteId)),
  ]);
  const values = new Map(rows.map((row) => [row.type, row.value]));
  return {
    seller: sellerOf((key) => values.get(key) ?? null, site?.name ?? ""),
    vatFranchise: switchOn("VAT_FRANCHISE", values.get("VAT_FRANCHISE")),
  };
}

/**
 * Why a kept content states no VAT. Kept before exports existed, it said `vatFranchise`; before
 * the franchise existed, nothing: it was issued with VAT.
 */
function keptExemption(content: Record<string, unknown> | null): VatExemption | null {
  const kept = content?.vatExemption;
  if (kept === "franchise" || kept === "export") return kept;
  return content?.vatFranchise === true ? "franchise" : null;
}

/**
 * Why a document states no VAT. A credit note: as the invoice it cancels (it gives back what that
 * invoice charged). An invoice: the franchise when its site is under it at its issue (composed
 * later, a document was issued before contents were kept, so before the franchise could be set),
 * else an export when the order is one (decision 043).
 */
function exemptionOf(
  invoice: Invoice | null,
  order: OrderRow,
  siteFranchise: boolean,
  atIssue: boolean,
): VatExemption | null {
  if (invoice) return keptExemption(invoice.content);
  if (atIssue && siteFranchise) return "franchise";
  return order.vatExempt ? "export" : null;
}

/** Everything an invoice or credit note of the order says, from the order and the site as they are. */
async function composeDocument(
  db: Db,
  order: OrderRow,
  document: Invoice,
  atIssue: boolean,
  items?: RefundedOrderItems,
): Promise<InvoiceDocument> {
  const [invoice, lines, site, earlier] = await Promise.all([
    document.kind === "creditNote" ? findDocument(db, order.id, "invoice") : null,
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id)),
    currentSeller(db, order.siteId),
    document.kind === "creditNote" ? earlierCreditNotes(db, document) : [],
  ]);
  const vatExemption = exemptionOf(invoice, order, site.vatFranchise, atIssue);
  const invoiced = {
    lines,
    shippingFees: order.shippingFees,
    discount: order.discount,
    discountCode: order.discountCode,
    vatExemption,
  };
  const partial = invoice !== null && document.total !== invoice.total;
  const refunded = items && refundedItems(items, lines);
  return {
    kind: document.kind,
    number: document.number,
    issuedAt: document.issuedAt,
    orderReference: order.reference,
    orderDate: order.createdAt,
    seller: site.seller,
    buyer: buyerOf(order.billingAddress, order.shippingAddress, order.email),
    delivery: deliveryOf(order),
    operationCategory: OPERATION_CATEGORY,
    ...(invoice ? creditNoteAmounts(document, invoiced, earlier, refunded) : invoiceAmounts(invoiced)),
    paymentMethod: PAYMENT_METHOD_LABELS[order.paymentMethod],
    paidAt: order.paidAt,
    cancels: invoice ? { number: invoice.number, issuedAt: invoice.issuedAt, partial } : null,
    reason: document.reason,
    cardRefund: document.kind === "creditNote" && refundsOnCard(order),
    vatExemption,
    refunded: refunded
      ? {
          lines: refunded.lines.map(({ line, quantity }) => ({ label: soldLineLabel(line), quantity })),
          shipping: refunded.shipping,
        }
      : null,
  };
}

/** The units of a refund by line with the order's lines they are of. */
function refundedItems(
  items: RefundedOrderItems,
  lines: Array<typeof orderLines.$inferSelect>,
): RefundedItems {
  return {
    lines: items.units.map((unit) => ({ ...unit, line: lines.find((line) => line.id === unit.id)! })),
    shipping: items.shipping,
  };
}

/** A document as its row keeps it: JSON, its dates written as ISO strings. */
const asJson = (document: InvoiceDocument): Record<string, unknown> => JSON.parse(JSON.stringify(document));

/** The document of a row's JSON, its dates read back. */
function keptDocument(content: Record<string, unknown>): InvoiceDocument {
  const kept = content as unknown as InvoiceDocument;
  const date = (value: Date | string) => new Date(value);
  return {
    ...kept,
    issuedAt: date(kept.issuedAt),
    orderDate: date(kept.orderDate),
    paidAt: kept.paidAt === null ? null : date(kept.paidAt),
    cancels: kept.cancels && { ...kept.cancels, issuedAt: date(kept.cancels.issuedAt) },
    vatExemption: keptExemption(content),
  };
}

/**
 * Writes what the document says into its row, once: at its issue, in the issuing transaction, or
 * `late`, at the first reading of a document issued before contents were kept.
 */
async function keepDocument(
  db: Db,
  document: Invoice,
  late?: { order: OrderRow },
  items?: RefundedOrderItems,
): Promise<InvoiceDocument> {
  const [row] = late ? [late.order] : await db.select().from(orders).where(eq(orders.id, document.orderId));
  const content = await composeDocument(db, row!, document, !late, items);
  await db
    .update(invoices)
    .set({ content: asJson(content) })
    .where(and(eq(invoices.id, document.id), isNull(invoices.content)));
  return content;
}

/** Everything an invoice or credit note of the order says, as it was issued. */
export async function invoiceDocument(db: Db, order: OrderRow, document: Invoice): Promise<InvoiceDocument> {
  return document.content ? keptDocument(document.content) : keepDocument(db, document, { order });
}

/**
 * The order's invoice or credit note (its latest, or the one of that number) as a PDF, with its
 * number; null when it has none.
 */
export async function invoicePdf(
  db: Db,
  order: OrderRow,
  kind: InvoiceKind,
  number?: string,
): Promise<{ number: string; pdf: Uint8Array } | null> {
  const document = await findDocument(db, order.id, kind, number);
  if (!document) return null;
  const content = await invoiceDocument(db, order, document);
  return { number: document.number, pdf: await renderInvoicePdf(content, await sheetFonts()) };
}
