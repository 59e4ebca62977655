import fontkit from "@pdf-lib/fontkit";
import { ALCOHOL_MESSAGE } from "@vitrine/shared/catalog-rules";
import { PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";
import type { SheetFonts } from "./sheet-fonts";

/** The technical sheet of a wine as a PDF document (pdf-lib), from the texts it shows. */

/** Page sizes in PDF points (1/72 inch), portrait. */
export const SHEET_FORMATS = { A4: [595.28, 841.89], A5: [419.53, 595.28] } as const;
export type SheetFormat = keyof typeof SHEET_FORMATS;

/** WINE_SHEET: the whole sheet; TASTING_CARD: what a tasting counter needs (no vinification, no awards). */
export const SHEET_MODELS = ["WINE_SHEET", "TASTING_CARD"] as const;
export type SheetModel = (typeof SHEET_MODELS)[number];

export interface SheetContent {
  /** The estate: its name, then its address and contacts, one per line. */
  estate: { name: string; lines: string[] };
  productName: string;
  /** Rows of the facts table, those with an empty value left out. */
  facts: Array<[string, string]>;
  /** Titled paragraphs, those with an empty text left out. */
  sections: Array<{ title: string; text: string; only?: SheetModel }>;
  /** Document metadata. */
  title: string;
}

const INK = rgb(0.13, 0.13, 0.16);
const MUTED = rgb(0.38, 0.38, 0.42);
const ACCENT = rgb(0.45, 0.14, 0.22);

/** Lines of `text` no wider than `width`, its own line breaks kept. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(candidate, size) > width) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    lines.push(line);
  }
  return lines;
}

/** Writes top to bottom, opening a new page (with the legal footer) when the current one is full. */
class Writer {
  page!: PDFPage;
  y = 0;
  readonly margin: number;
  readonly scale: number;

  constructor(
    private readonly doc: PDFDocument,
    private readonly size: readonly [number, number],
    readonly fonts: { regular: PDFFont; bold: PDFFont; title: PDFFont },
  ) {
    this.scale = size[0] / SHEET_FORMATS.A4[0];
    this.margin = 48 * this.scale;
    this.newPage();
  }

  get width() {
    return this.size[0] - 2 * this.margin;
  }

  newPage() {
    this.page = this.doc.addPage([...this.size]);
    this.y = this.size[1] - this.margin;
    this.footer();
  }

  /** The health warning French law puts beside alcohol, at the foot of every page. */
  private footer() {
    const size = 8.5 * this.scale;
    const lines = wrapText(ALCOHOL_MESSAGE, this.fonts.bold, size, this.width);
    lines.forEach((line, index) => {
      const lineWidth = this.fonts.bold.widthOfTextAtSize(line, size);
      this.page.drawText(line, {
        x: (this.size[0] - lineWidth) / 2,
        y: this.margin / 2 + (lines.length - 1 - index) * size * 1.3,
        size,
        font: this.fonts.bold,
        color: MUTED,
      });
    });
  }

  private room(height: number) {
    if (this.y - height < this.margin + 14 * this.scale) this.newPage();
  }

  text(text: string, options: { font?: PDFFont; size: number; color?: typeof INK; indent?: number }) {
    const font = options.font ?? this.fonts.regular;
    const size = options.size * this.scale;
    const indent = (options.indent ?? 0) * this.scale;
    for (const line of wrapText(text, font, size, this.width - indent)) {
      this.room(size * 1.4);
      this.y -= size * 1.4;
      this.page.drawText(line, {
        x: this.margin + indent,
        y: this.y,
        size,
        font,
        color: options.color ?? INK,
      });
    }
  }

  gap(points: number) {
    this.y -= points * this.scale;
  }

  rule() {
    this.room(8 * this.scale);
    this.y -= 6 * this.scale;
    this.page.drawLine({
      start: { x: this.margin, y: this.y },
      end: { x: this.size[0] - this.margin, y: this.y },
      thickness: 0.8,
      color: ACCENT,
    });
  }

  /** A label and its value side by side; the value wraps in its column. */
  fact(label: string, value: string) {
    const size = 10 * this.scale;
    const labelWidth = 120 * this.scale;
    const lines = wrapText(value, this.fonts.regular, size, this.width - labelWidth);
    this.room(size * 1.5 * lines.length);
    lines.forEach((line, index) => {
      this.y -= size * 1.5;
      if (index === 0) {
        this.page.drawText(label, { x: this.margin, y: this.y, size, font: this.fonts.bold, color: MUTED });
      }
      this.page.drawText(line, { x: this.margin + labelWidth, y: this.y, size, font: this.fonts.regular });
    });
  }
}

export async function renderSheet(
  content: SheetContent,
  options: { model: SheetModel; format: SheetFormat; fonts: SheetFonts },
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const [regular, bold, title] = await Promise.all([
    doc.embedFont(options.fonts.regular, { subset: true }),
    doc.embedFont(options.fonts.bold, { subset: true }),
    doc.embedFont(options.fonts.title, { subset: true }),
  ]);
  doc.setTitle(content.title);
  doc.setAuthor(content.estate.name);
  doc.setSubject(content.productName);
  doc.setLanguage("fr-FR");
  doc.setCreator(content.estate.name);

  const w = new Writer(doc, SHEET_FORMATS[options.format], { regular, bold, title });
  w.text(content.estate.name, { font: title, size: 15, color: ACCENT });
  for (const line of content.estate.lines) w.text(line, { size: 9, color: MUTED });
  w.rule();
  w.gap(10);
  w.text(options.model === "TASTING_CARD" ? "Fiche de dégustation" : "Fiche technique", {
    font: bold,
    size: 9,
    color: MUTED,
  });
  w.text(content.productName, { font: title, size: 20 });
  w.gap(8);
  for (const [label, value] of content.facts) w.fact(label, value);
  for (const section of content.sections) {
    if (section.only && section.only !== options.model) continue;
    w.gap(12);
    w.text(section.title, { font: title, size: 12.5, color: ACCENT });
    w.gap(2);
    w.text(section.text, { size: 10 });
  }
  return doc.save();
}
