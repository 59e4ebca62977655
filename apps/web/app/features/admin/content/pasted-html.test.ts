import { describe, expect, it } from "vitest";
import { textParagraphs } from "./pasted-html";

/** Plain text pasted into the rich-text editors (the HTML's cleaning runs in Chromium: pasted-html.e2e.ts). */
describe("textParagraphs", () => {
  it.each([
    ["Une ligne", [["Une ligne"]]],
    ["Première ligne\nDeuxième ligne", [["Première ligne", "Deuxième ligne"]]],
    ["Premier paragraphe\n\nSecond paragraphe", [["Premier paragraphe"], ["Second paragraphe"]]],
    ["Windows\r\nà la ligne\r\n\r\nfin", [["Windows", "à la ligne"], ["fin"]]],
    ["Mac\rancien", [["Mac", "ancien"]]],
    ["\n\nA\n \t\n\n\nB\n\n", [["A"], ["B"]]],
    ["Adresse :\n\n12 rue du Port\n56000 Vannes", [["Adresse :"], ["12 rue du Port", "56000 Vannes"]]],
    ["A\n  \n \nB", [["A"], ["B"]]],
    [" ", [[" "]]],
    ["", []],
  ])("%j → %j", (text, paragraphs) => {
    expect(textParagraphs(text)).toEqual(paragraphs);
  });

  it("keeps the spaces and the text as typed, markup included", () => {
    expect(textParagraphs("  <b>gras</b>\ta & b  ")).toEqual([["  <b>gras</b>\ta & b  "]]);
  });
});
