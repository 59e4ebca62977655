import fontkit from "@pdf-lib/fontkit";
import { DateTime } from "luxon";
import { PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";
import type { SheetFonts } from "../sheet-fonts";
import { wrapText } from "../technical-sheet-pdf";

/** What the order's A4 documents share (invoices, credit notes, packing slips): fonts, colours, a writer. */

export const A4 = [595.28, 841.89] as const;
export const MARGIN = 48;
export const INK = rgb(0.13, 0.13, 0.16);
export const MUTED = rgb(0.38, 0.38, 0.42);
export const ACCENT = rgb(0.45, 0.14, 0.22);

export const frenchDate = (date: Date) =>
  DateTime.fromJSDate(date, { zone: "Europe/Paris" }).toFormat("dd/MM/yyyy");

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  title: PDFFont;
}

/** A column of a table right of its description: its title and right edge. */
export interface Column {
  title: string;
  right: number;
}

interface TextOptions {
  font?: PDFFont;
  size?: number;
  color?: typeof INK;
  x?: number;
  /** Right-aligned on this x instead of starting at x. */
  right?: number;
}

/** A new French A4 document with the sheets' fonts embedded, and its metadata. */
export async function newDocument(
  fonts: SheetFonts,
  meta: { title: string; author: string },
): Promise<{ doc: PDFDocument; fonts: Fonts }> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const [regular, bold, title] = await Promise.all([
    doc.embedFont(fonts.regular, { subset: true }),
    doc.embedFont(fonts.bold, { subset: true }),
    doc.embedFont(fonts.title, { subset: true }),
  ]);
  doc.setTitle(meta.title);
  doc.setAuthor(meta.author);
  doc.setCreator(meta.author);
  doc.setLanguage("fr-FR");
  return { doc, fonts: { regular, bold, title } };
}

/** Writes top to bottom, opening a new page when the current one is full. */
export class Writer {
  page!: PDFPage;
  y = 0;

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
    /** The table's number columns, after a description `labelWidth` wide. */
    private readonly columns: readonly Column[] = [],
    private readonly labelWidth = 230,
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

  /** A row of the table: the wrapped description, then the cells on its first line. */
  row(label: string, cells: string[], font = this.fonts.regular, after?: () => void) {
    const size = 9;
    const lines = wrapText(label, font, size, this.labelWidth);
    this.room(size * 1.5 * lines.length);
    lines.forEach((line, index) => {
      this.y -= size * 1.5;
      this.put(line, { font, size });
      if (index > 0) return;
      cells.forEach((cell, n) => {
        this.put(cell, { font, size, right: this.columns[n]!.right });
      });
      after?.();
    });
  }

  /** A label and an amount aligned on the two last columns (totals, VAT table). */
  amount(label: string, value: string, bold = false) {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    const last = this.columns.length - 1;
    this.room(15);
    this.y -= 15;
    this.put(label, { font, size: 10, right: this.columns[last - 1]!.right });
    this.put(value, { font, size: 10, right: this.columns[last]!.right });
  }

  /** An empty square to tick by hand, its right edge at `right`, on the current line. */
  box(right: number, size = 8) {
    this.page.drawRectangle({
      x: right - size,
      y: this.y - 1,
      width: size,
      height: size,
      borderColor: INK,
      borderWidth: 0.7,
    });
  }

  /** The seller's name and legal lines, then a rule. */
  seller(seller: { name: string; lines: string[] }) {
    this.text(seller.name, { font: this.fonts.title, size: 15, color: ACCENT });
    for (const line of seller.lines) this.text(line, { size: 8.5, color: MUTED });
    this.rule();
    this.gap(8);
  }
}
