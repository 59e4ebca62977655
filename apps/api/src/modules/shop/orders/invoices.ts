import { PAYMENT_METHOD_LABELS } from "@vitrine/shared/schemas/orders";
import { and, asc, eq, sql } from "drizzle-orm";
import { DateTime } from "luxon";
import type { Db } from "../../../db/client";
import { documentCounters, invoices, orderLines } from "../../../db/schema/index";
import type { SiteService } from "../../site/service";
import { sheetFonts } from "../sheet-fonts";
import { buyerOf, type InvoiceDocument, type InvoiceKind, invoiceAmounts, sellerOf } from "./invoice-content";
import { renderInvoicePdf } from "./invoice-pdf";
import type { OrderRow } from "./order-reads";

export type { InvoiceKind };

/** Invoices and credit notes (decision 021): numbered per site, in order, with no gap, never reused. */

export type Invoice = typeof invoices.$inferSelect;

/** What numbering needs to know of the order. */
export interface InvoicedOrder {
  id: number;
  siteId: number;
  total: number;
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

/** The order's document of that kind, if it has one. */
export async function findDocument(db: Db, orderId: number, kind: InvoiceKind): Promise<Invoice | null> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, kind)));
  return row ?? null;
}

async function issue(tx: Db, order: InvoicedOrder, kind: InvoiceKind, total: number, now: Date) {
  const existing = await findDocument(tx, order.id, kind);
  if (existing) return existing;
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
      issuedAt: now,
    })
    .returning();
  return row!;
}

/** The order's invoice, issued now in the caller's transaction (the one that records the payment). */
export function issueInvoice(tx: Db, order: InvoicedOrder, now: Date = new Date()): Promise<Invoice> {
  return issue(tx, order, "invoice", order.total, now);
}

/**
 * A credit note cancelling the order's invoice, for its whole amount; null when the order was
 * never invoiced (nothing to cancel).
 */
export async function issueCreditNote(
  tx: Db,
  order: InvoicedOrder,
  now: Date = new Date(),
): Promise<Invoice | null> {
  const invoice = await findDocument(tx, order.id, "invoice");
  if (!invoice) return null;
  return issue(tx, order, "creditNote", invoice.total, now);
}

/** Everything the document of that kind says, or null when the order has none (yet). */
export async function invoiceDocument(
  db: Db,
  sites: SiteService,
  order: OrderRow,
  kind: InvoiceKind,
): Promise<InvoiceDocument | null> {
  const [document, invoice, lines, snapshot] = await Promise.all([
    findDocument(db, order.id, kind),
    kind === "creditNote" ? findDocument(db, order.id, "invoice") : null,
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id)),
    sites.getSnapshot(order.siteId),
  ]);
  if (!document) return null;
  const parameter = (key: string) => snapshot?.parameters.find((p) => p.type === key)?.value ?? null;
  return {
    kind,
    number: document.number,
    issuedAt: document.issuedAt,
    orderReference: order.reference,
    orderDate: order.createdAt,
    seller: sellerOf(parameter, snapshot?.info.name ?? ""),
    buyer: buyerOf(order.billingAddress, order.shippingAddress, order.email),
    ...invoiceAmounts({
      lines,
      shippingFees: order.shippingFees,
      discount: order.discount,
      discountCode: order.discountCode,
    }),
    paymentMethod: PAYMENT_METHOD_LABELS[order.paymentMethod],
    paidAt: order.paidAt,
    cancels: invoice ? { number: invoice.number, issuedAt: invoice.issuedAt } : null,
  };
}

/** The order's invoice or credit note as a PDF, with its number; null when it has none. */
export async function invoicePdf(
  db: Db,
  sites: SiteService,
  order: OrderRow,
  kind: InvoiceKind,
): Promise<{ number: string; pdf: Uint8Array } | null> {
  const document = await invoiceDocument(db, sites, order, kind);
  if (!document) return null;
  return { number: document.number, pdf: await renderInvoicePdf(document, await sheetFonts()) };
}
