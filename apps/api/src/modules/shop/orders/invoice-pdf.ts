import { companyIdLines } from "@vitrine/shared/company-ids";
import { formatEuros } from "@vitrine/shared/shop-rules";
import type { SheetFonts } from "../sheet-fonts";
import { type InvoiceDocument, percent, VAT_EXEMPTION_MENTIONS } from "./invoice-content";
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

const UNIT_PRICES = new Intl.NumberFormat("fr-FR", {
  style: "currency",
  currency: "EUR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
});

/** A unit price in cents to the hundredth of a cent, in French: 791.67 → « 7,9167 € », 1500 → « 15,00 € ». */
const unitPrice = (cents: number) => UNIT_PRICES.format(cents / 100);

/** A business buyer's mentions (art. L441-9 and L441-10 of the Code de commerce). */
const BUSINESS_TERMS = [
  "Pas d'escompte pour paiement anticipé.",
  "En cas de retard de paiement, pénalités au taux d'intérêt appliqué par la BCE à son opération de refinancement la plus récente majoré de 10 points, et indemnité forfaitaire pour frais de recouvrement de 40 € (art. L441-10 et D441-5 du Code de commerce).",
];

function header(w: Writer, document: InvoiceDocument) {
  const { fonts } = w;
  w.seller(document.seller);
  w.text(document.kind === "invoice" ? "Facture" : "Avoir", { font: fonts.title, size: 20 });
  w.text(`N° ${document.number}`, { font: fonts.bold, size: 11 });
  w.text(`Date d'émission : ${frenchDate(document.issuedAt)}`);
  w.text(`Commande ${document.orderReference} du ${frenchDate(document.orderDate)}`);
  if (document.operationCategory) w.text(`Catégorie de l'opération : ${document.operationCategory}`);
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
  // A business buyer's SIREN and VAT number (decision 045), when known.
  for (const line of companyIdLines(document.buyer)) w.text(line);
  if (document.delivery) {
    w.gap(6);
    w.text(document.delivery.title, { font: fonts.bold, size: 9, color: MUTED });
    for (const line of document.delivery.lines) w.text(line);
  }
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
      unitPrice(line.unitPriceExclVat),
      percent(line.vatRate),
      formatEuros(line.totalExclVat),
      formatEuros(line.totalInclVat),
    ]);
  }
  w.rule(MUTED);
  w.gap(6);
  // Without VAT (the franchise, an export), no VAT table: the mention instead, excl. and incl. VAT the same.
  const exemption = document.vatExemption;
  if (!exemption) {
    for (const row of document.vat) {
      w.amount(`Base HT à ${percent(row.rate)}`, formatEuros(row.base));
      w.amount(`TVA à ${percent(row.rate)}`, formatEuros(row.vat));
    }
  }
  w.gap(4);
  w.amount("Total HT", formatEuros(document.totalExclVat), true);
  if (exemption) w.amount(VAT_EXEMPTION_MENTIONS[exemption], "");
  else w.amount("Total TVA", formatEuros(document.totalVat), true);
  w.amount(
    document.kind === "invoice" ? "Total TTC" : "Total TTC de l'avoir",
    formatEuros(document.totalInclVat),
    true,
  );
}

function payment(w: Writer, document: InvoiceDocument) {
  w.gap(18);
  w.text(`Moyen de paiement : ${document.paymentMethod}`);
  if (document.kind === "invoice") {
    if (document.paidAt) w.text(`Facture acquittée le ${frenchDate(document.paidAt)}.`);
    if (document.buyer.business) for (const mention of BUSINESS_TERMS) w.text(mention);
  } else {
    // The shop pays back a transfer or a cheque itself, after the note is issued.
    const amount = formatEuros(document.totalInclVat);
    w.text(
      document.cardRefund
        ? `Montant remboursé au client sur sa carte bancaire : ${amount}.`
        : `Montant à rembourser au client : ${amount}.`,
    );
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
