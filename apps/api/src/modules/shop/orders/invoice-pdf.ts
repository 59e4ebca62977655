import { formatEuros } from "@vitrine/shared/shop-rules";
import type { SheetFonts } from "../sheet-fonts";
import { type InvoiceDocument, percent } from "./invoice-content";
import { A4, type Column, frenchDate, MARGIN, MUTED, newDocument, Writer } from "./pdf-writer";

/** An invoice or a credit note as an A4 PDF (pdf-lib, the technical sheets' fonts), in French. */

/** Right edges of the table's number columns, after the description. */
const COLUMNS: readonly Column[] = [
  { title: "Qté", right: 318 },
  { title: "PU HT", right: 383 },
  { title: "TVA", right: 424 },
  { title: "Total HT", right: 486 },
  { title: "Total TTC", right: A4[0] - MARGIN },
];

function header(w: Writer, document: InvoiceDocument) {
  const { fonts } = w;
  w.seller(document.seller);
  w.text(document.kind === "invoice" ? "Facture" : "Avoir", { font: fonts.title, size: 20 });
  w.text(`N° ${document.number}`, { font: fonts.bold, size: 11 });
  w.text(`Date d'émission : ${frenchDate(document.issuedAt)}`);
  w.text(`Commande ${document.orderReference} du ${frenchDate(document.orderDate)}`);
  const cancels = document.cancels;
  if (cancels) {
    const invoice = `la facture n° ${cancels.number} du ${frenchDate(cancels.issuedAt)}`;
    w.text(cancels.partial ? `Avoir partiel sur ${invoice}.` : `Avoir annulant ${invoice}.`, {
      font: fonts.bold,
    });
  }
  if (document.reason) w.text(`Motif : ${document.reason}`);
  w.gap(10);
  w.text("Client", { font: fonts.bold, size: 9, color: MUTED });
  w.text(document.buyer.name, { font: fonts.bold });
  for (const line of document.buyer.lines) w.text(line);
  w.gap(14);
}

function table(w: Writer, document: InvoiceDocument) {
  w.row(
    "Désignation",
    COLUMNS.map((column) => column.title),
    w.fonts.bold,
  );
  w.rule(MUTED);
  for (const line of document.lines) {
    w.row(line.label, [
      String(line.quantity),
      formatEuros(line.unitPriceExclVat),
      percent(line.vatRate),
      formatEuros(line.totalExclVat),
      formatEuros(line.totalInclVat),
    ]);
  }
  w.rule(MUTED);
  w.gap(6);
  for (const row of document.vat) {
    w.amount(`Base HT à ${percent(row.rate)}`, formatEuros(row.base));
    w.amount(`TVA à ${percent(row.rate)}`, formatEuros(row.vat));
  }
  w.gap(4);
  w.amount("Total HT", formatEuros(document.totalExclVat), true);
  w.amount("Total TVA", formatEuros(document.totalVat), true);
  w.amount(
    document.kind === "invoice" ? "Total TTC" : "Total TTC remboursé",
    formatEuros(document.totalInclVat),
    true,
  );
}

function payment(w: Writer, document: InvoiceDocument) {
  w.gap(18);
  w.text(`Moyen de paiement : ${document.paymentMethod}`);
  if (document.kind === "invoice" && document.paidAt) {
    w.text(`Facture acquittée le ${frenchDate(document.paidAt)}.`);
  }
  if (document.kind === "creditNote") {
    w.text(`Montant remboursé au client : ${formatEuros(document.totalInclVat)}.`);
  }
}

export async function renderInvoicePdf(document: InvoiceDocument, fonts: SheetFonts): Promise<Uint8Array> {
  const name = document.kind === "invoice" ? "Facture" : "Avoir";
  const { doc, fonts: embedded } = await newDocument(fonts, {
    title: `${name} ${document.number}`,
    author: document.seller.name,
  });
  const w = new Writer(doc, embedded, COLUMNS);
  header(w, document);
  table(w, document);
  payment(w, document);
  return doc.save();
}
