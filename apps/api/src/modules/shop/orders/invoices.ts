import { PAYMENT_METHOD_LABELS } from "@vitrine/shared/schemas/orders";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { DateTime } from "luxon";
import type { Db } from "../../../db/client";
import { documentCounters, invoices, orderLines } from "../../../db/schema/index";
import type { SiteService } from "../../site/service";
import { sheetFonts } from "../sheet-fonts";
import {
  buyerOf,
  type InvoiceDocument,
  type InvoiceKind,
  invoiceAmounts,
  partialCreditAmounts,
  sellerOf,
} from "./invoice-content";
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

/** A new document of the site's series of that kind, numbered in the caller's transaction. */
export async function insertDocument(
  tx: Db,
  order: InvoicedOrder,
  kind: InvoiceKind,
  { total, reason = "" }: { total: number; reason?: string },
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
  return row!;
}

/** The order's invoice, issued now in the caller's transaction (the one that records the payment). */
export async function issueInvoice(tx: Db, order: InvoicedOrder, now: Date = new Date()): Promise<Invoice> {
  return (
    (await findDocument(tx, order.id, "invoice")) ??
    insertDocument(tx, order, "invoice", { total: order.total }, now)
  );
}

/** The label of a partial credit note's lines: its reason, else what it is. */
const partialLabel = (reason: string) => (reason ? `Remboursement : ${reason}` : "Remboursement partiel");

/** Everything an invoice or credit note of the order says. */
export async function invoiceDocument(
  db: Db,
  sites: SiteService,
  order: OrderRow,
  document: Invoice,
): Promise<InvoiceDocument> {
  const [invoice, lines, snapshot] = await Promise.all([
    document.kind === "creditNote" ? findDocument(db, order.id, "invoice") : null,
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id)),
    sites.getSnapshot(order.siteId),
  ]);
  const parameter = (key: string) => snapshot?.parameters.find((p) => p.type === key)?.value ?? null;
  const invoiced = {
    lines,
    shippingFees: order.shippingFees,
    discount: order.discount,
    discountCode: order.discountCode,
  };
  const partial = invoice !== null && document.total !== invoice.total;
  return {
    kind: document.kind,
    number: document.number,
    issuedAt: document.issuedAt,
    orderReference: order.reference,
    orderDate: order.createdAt,
    seller: sellerOf(parameter, snapshot?.info.name ?? ""),
    buyer: buyerOf(order.billingAddress, order.shippingAddress, order.email),
    ...(partial
      ? partialCreditAmounts(document.total, invoiced, partialLabel(document.reason))
      : invoiceAmounts(invoiced)),
    paymentMethod: PAYMENT_METHOD_LABELS[order.paymentMethod],
    paidAt: order.paidAt,
    cancels: invoice ? { number: invoice.number, issuedAt: invoice.issuedAt, partial } : null,
    reason: document.reason,
  };
}

/**
 * The order's invoice or credit note (its latest, or the one of that number) as a PDF, with its
 * number; null when it has none.
 */
export async function invoicePdf(
  db: Db,
  sites: SiteService,
  order: OrderRow,
  kind: InvoiceKind,
  number?: string,
): Promise<{ number: string; pdf: Uint8Array } | null> {
  const document = await findDocument(db, order.id, kind, number);
  if (!document) return null;
  const content = await invoiceDocument(db, sites, order, document);
  return { number: document.number, pdf: await renderInvoicePdf(content, await sheetFonts()) };
}
