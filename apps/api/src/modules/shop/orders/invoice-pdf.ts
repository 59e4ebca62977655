import fontkit from "@pdf-lib/fontkit";
import { formatEuros } from "@vitrine/shared/shop-rules";
import { DateTime } from "luxon";
import { PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";
import type { SheetFonts } from "../sheet-fonts";
import { wrapText } from "../technical-sheet-pdf";
import { type InvoiceDocument, percent } from "./invoice-content";

/** An invoice or a credit note as an A4 PDF (pdf-lib, the technical sheets' fonts), in French. */

const A4 = [595.28, 841.89] as const;
const MARGIN = 48;
const INK = rgb(0.13, 0.13, 0.16);
const MUTED = rgb(0.38, 0.38, 0.42);
const ACCENT = rgb(0.45, 0.14, 0.22);

/** Right edges of the table's number columns, after the description. */
const COLUMNS = [
  { title: "Qté", right: 318 },
  { title: "PU HT", right: 383 },
  { title: "TVA", right: 424 },
  { title: "Total HT", right: 486 },
  { title: "Total TTC", right: A4[0] - MARGIN },
] as const;
const LABEL_WIDTH = 230;

export const frenchDate = (date: Date) =>
  DateTime.fromJSDate(date, { zone: "Europe/Paris" }).toFormat("dd/MM/yyyy");

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  title: PDFFont;
}

interface TextOptions {
  font?: PDFFont;
  size?: number;
  color?: typeof INK;
  x?: number;
  /** Right-aligned on this x instead of starting at x. */
  right?: number;
}

/** Writes top to bottom, opening a new page when the current one is full. */
class Writer {
  page!: PDFPage;
  y = 0;

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.newPage();
  }

  newPage() {
    this.page = this.doc.addPage([...A4]);
    this.y = A4[1] - MARGIN;
  }

  room(height: number) {
    if (this.y - height < MARGIN) this.newPage();
  }

  /** Draws one line at the current height without moving down. */
  put(text: string, { font = this.fonts.regular, size = 9.5, color = INK, x = MARGIN, right }: TextOptions) {
    const left = right === undefined ? x : right - font.widthOfTextAtSize(text, size);
    this.page.drawText(text, { x: left, y: this.y, size, font, color });
  }

  /** Wrapped text, each line below the last. */
  text(text: string, options: TextOptions & { width?: number } = {}) {
    const font = options.font ?? this.fonts.regular;
    const size = options.size ?? 9.5;
    for (const line of wrapText(text, font, size, options.width ?? A4[0] - 2 * MARGIN)) {
      this.room(size * 1.45);
      this.y -= size * 1.45;
      this.put(line, { ...options, font, size });
    }
  }

  gap(points: number) {
    this.y -= points;
  }

  rule(color = ACCENT) {
    this.room(8);
    this.y -= 6;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4[0] - MARGIN, y: this.y },
      thickness: 0.7,
      color,
    });
  }

  /** A row of the lines table: the wrapped description, then the numbers on its first line. */
  row(label: string, cells: string[], font = this.fonts.regular) {
    const size = 9;
    const lines = wrapText(label, font, size, LABEL_WIDTH);
    this.room(size * 1.5 * lines.length);
    lines.forEach((line, index) => {
      this.y -= size * 1.5;
      this.put(line, { font, size });
      if (index > 0) return;
      cells.forEach((cell, n) => {
        this.put(cell, { font, size, right: COLUMNS[n]!.right });
      });
    });
  }

  /** A label and an amount aligned on the right edge (totals, VAT table). */
  amount(label: string, value: string, bold = false) {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    this.room(15);
    this.y -= 15;
    this.put(label, { font, size: 10, right: COLUMNS[3].right });
    this.put(value, { font, size: 10, right: COLUMNS[4].right });
  }
}

function header(w: Writer, document: InvoiceDocument) {
  const { fonts } = w;
  w.text(document.seller.name, { font: fonts.title, size: 15, color: ACCENT });
  for (const line of document.seller.lines) w.text(line, { size: 8.5, color: MUTED });
  w.rule();
  w.gap(8);
  w.text(document.kind === "invoice" ? "Facture" : "Avoir", { font: fonts.title, size: 20 });
  w.text(`N° ${document.number}`, { font: fonts.bold, size: 11 });
  w.text(`Date d'émission : ${frenchDate(document.issuedAt)}`);
  w.text(`Commande ${document.orderReference} du ${frenchDate(document.orderDate)}`);
  if (document.cancels) {
    w.text(
      `Avoir annulant la facture n° ${document.cancels.number} du ${frenchDate(document.cancels.issuedAt)}.`,
      {
        font: fonts.bold,
      },
    );
  }
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
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const [regular, bold, title] = await Promise.all([
    doc.embedFont(fonts.regular, { subset: true }),
    doc.embedFont(fonts.bold, { subset: true }),
    doc.embedFont(fonts.title, { subset: true }),
  ]);
  const name = document.kind === "invoice" ? "Facture" : "Avoir";
  doc.setTitle(`${name} ${document.number}`);
  doc.setAuthor(document.seller.name);
  doc.setCreator(document.seller.name);
  doc.setLanguage("fr-FR");
  const w = new Writer(doc, { regular, bold, title });
  header(w, document);
  table(w, document);
  payment(w, document);
  return doc.save();
}
