import { describe, expect, it } from "vitest";
import { csvCell, csvDocument } from "./csv";

describe("csvCell", () => {
  it("leaves a plain text or a number as it is", () => {
    expect(csvCell("Maison à Vannes")).toBe("Maison à Vannes");
    expect(csvCell(42)).toBe("42");
    expect(csvCell(-3)).toBe("-3");
    expect(csvCell(null)).toBe("");
  });

  it("quotes a cell holding the separator, quotes or line breaks", () => {
    expect(csvCell("a;b")).toBe('"a;b"');
    expect(csvCell('il a dit "oui"')).toBe('"il a dit ""oui"""');
    expect(csvCell("ligne 1\nligne 2")).toBe('"ligne 1\nligne 2"');
  });

  it("neutralizes what a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell("+33 6 12")).toBe("'+33 6 12");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=1")).toBe("'\t=1");
    expect(csvCell("\r=1")).toBe(`"'\r=1"`);
    expect(csvCell("a=1")).toBe("a=1");
  });
});

describe("csvDocument", () => {
  it("starts with the BOM, separates with ; and ends lines with CRLF", () => {
    const csv = csvDocument(["Nom", "Message"], [["Élodie", "Bonjour; merci"]]);
    expect(csv).toBe('\uFEFFNom;Message\r\nÉlodie;"Bonjour; merci"\r\n');
  });
});
