/**
 * CSV files opened by a French spreadsheet (Excel, LibreOffice): UTF-8 with a byte order mark so
 * accents read right, `;` between cells (the comma is the decimal separator in French), CRLF line
 * ends. A cell that a spreadsheet would take for a formula (starting with =, +, -, @, or a tab or
 * carriage return before one) is prefixed with an apostrophe: it shows as text, never runs.
 */

export const CSV_SEPARATOR = ";";
const BOM = "\uFEFF";
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: neutralized when it starts like a formula, quoted when it holds `;`, quotes or line breaks. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (typeof value !== "number" && FORMULA_START.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: the BOM, the header row, then the rows. */
export function csvDocument(header: string[], rows: (string | number | null)[][]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(CSV_SEPARATOR));
  return `${BOM}${lines.join("\r\n")}\r\n`;
}
