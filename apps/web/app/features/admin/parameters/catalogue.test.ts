import { LEGAL_TEXT_KEYS, PARAMETER_KEYS } from "@vitrine/shared/parameters";
import { describe, expect, it } from "vitest";
import { HELP, labelOf, PARAMETER_GROUPS } from "./catalogue";

describe("the parameters screen's table", () => {
  it("shows every parameter of the catalogue in one group exactly", () => {
    const shown = PARAMETER_GROUPS.flatMap((group) => group.keys);
    expect([...shown].sort()).toEqual([...PARAMETER_KEYS].sort());
    expect(new Set(shown).size).toBe(shown.length);
  });

  it("gives each parameter a French label and help, and each group an address of its own", () => {
    for (const key of PARAMETER_KEYS) {
      expect(labelOf(key), key).toMatch(/^[A-ZÉ]/);
      // No stored codes in a label: « Position du logo », not « (LEFT ou CENTER) ».
      expect(labelOf(key), key).not.toMatch(/\([A-Z_]{3,}[ ,]/);
      expect(HELP[key], key).toMatch(/[.»)]$/);
    }
    const slugs = PARAMETER_GROUPS.map((group) => group.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it("edits the legal texts in their own group, and the colours in theirs", () => {
    expect(PARAMETER_GROUPS.find((g) => g.kind === "legal")?.keys).toEqual(
      expect.arrayContaining([...LEGAL_TEXT_KEYS]),
    );
    for (const key of PARAMETER_GROUPS.find((g) => g.kind === "colors")!.keys) expect(key).toMatch(/_COLOR$/);
  });
});
