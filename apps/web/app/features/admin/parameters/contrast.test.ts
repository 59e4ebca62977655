import { describe, expect, it } from "vitest";
import { parameterValues, themeVariables } from "../../theme/theme";
import { contrastChecks, formatRatio, lowContrasts } from "./contrast";

const theme = (values: Record<string, string | null>) =>
  themeVariables(
    parameterValues(
      Object.entries(values).map(([type, value], id) => ({ id, type, kind: "STRING", label: "", value })),
    ),
    [],
  );

describe("contrast checks", () => {
  it("finds nothing to say of the default theme", () => {
    expect(contrastChecks(theme({})).length).toBeGreaterThanOrEqual(8);
    expect(lowContrasts(theme({}))).toEqual([]);
  });

  it("warns of a pale primary colour: the titles are written in it on the page", () => {
    const low = lowContrasts(theme({ PRIMARY_COLOR: "#f5e663" }));
    expect(low.map((check) => check.label)).toContain("Titres sur le fond des pages");
    expect(low[0]!.ratio).toBeLessThan(2);
  });

  it("warns of links in a pale primary colour, on the page and on the white banners and cards", () => {
    const low = lowContrasts(theme({ PRIMARY_COLOR: "#ffff66" }));
    const links = low.filter((check) => check.label.startsWith("Liens"));
    expect(links.map((check) => check.label)).toEqual([
      "Liens sur le fond des pages",
      "Liens des cartes et bandeaux blancs (bandeau des cookies, formulaires, panier)",
      "Liens des sections teintées",
    ]);
    for (const check of links) expect(check.ratio).toBeLessThan(1.2);
  });

  it("checks the white cards even when the page itself is dark", () => {
    const low = lowContrasts(
      theme({ PRIMARY_COLOR: "#ffff66", BACKGROUND_COLOR: "#111111", HEADER_BACKGROUND_COLOR: "#111111" }),
    );
    const labels = low.map((check) => check.label);
    expect(labels).not.toContain("Liens sur le fond des pages");
    expect(labels).toContain(
      "Liens des cartes et bandeaux blancs (bandeau des cookies, formulaires, panier)",
    );
    expect(labels).toContain("Titres des cartes et bandeaux blancs");
  });

  it("warns of a footer text chosen too close to its background", () => {
    const low = lowContrasts(theme({ FOOTER_BACKGROUND_COLOR: "#333333", FOOTER_FONT_COLOR: "#555555" }));
    expect(low).toEqual([
      expect.objectContaining({ label: "Texte du pied de page", text: "#555555", background: "#333333" }),
    ]);
  });

  it.each([
    [21, "21:1"],
    [4.5, "4,5:1"],
    [4.499, "4,49:1"],
    [2.349, "2,34:1"],
  ])("writes %d as %s, never rounding up past the threshold", (ratio, text) => {
    expect(formatRatio(ratio)).toBe(text);
  });
});
