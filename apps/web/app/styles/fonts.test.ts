import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { fontStack } from "../features/theme/theme";

const stylesDir = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(stylesDir, "..", "..", "..", "..");
const css = readFileSync(join(stylesDir, "fonts.css"), "utf8");

interface Face {
  family: string;
  src: string;
  weights: [number, number];
  ranges: [number, number][];
}

const faces: Face[] = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = ""]) => ({
  family: /font-family: '([^']+)'/.exec(body)?.[1] ?? "",
  src: /url\(([^)]+)\)/.exec(body)?.[1] ?? "",
  weights: (/font-weight: (\d+) (\d+);/.exec(body)?.slice(1).map(Number) ?? [0, 0]) as [number, number],
  ranges: (/unicode-range: ([^;]+);/.exec(body)?.[1] ?? "").split(",").map((part) => {
    const [from = "", to] = part.trim().replace("U+", "").split("-");
    return [Number.parseInt(from, 16), Number.parseInt(to ?? from, 16)];
  }),
}));

/**
 * The face of `family` that draws `char` at `weight`: faces of the same weights combine by
 * unicode-range (the last declared wins, as in the browser); the others are not consulted.
 */
const faceFor = (family: string, char: string, weight = 400) => {
  const code = char.codePointAt(0) ?? 0;
  return faces.findLast(
    (f) =>
      f.family === family &&
      weight >= f.weights[0] &&
      weight <= f.weights[1] &&
      f.ranges.some(([a, b]) => code >= a && code <= b),
  );
};

/** Every source file under `dir` (recursively) with one of the extensions. */
function sources(dir: string, extensions: string[]): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path, extensions);
    return extensions.some((ext) => entry.name.endsWith(ext)) ? [path] : [];
  });
}

/** Symbols drawn on purpose by other fonts (icons, review stars, flags, warnings). */
const NOT_TEXT = /[\u2600-\u27ff\u{1f000}-\u{1faff}]/u;

describe("self-hosted fonts", () => {
  const families = [...new Set(faces.map((f) => f.family))];

  it("declares the four families, each with a French face served from the project", () => {
    expect(families).toEqual([
      "Inter Variable",
      "Montserrat Variable",
      "Playfair Display Variable",
      "Lora Variable",
    ]);
    for (const family of families) {
      const french = faceFor(family, "é");
      expect(french?.src).toMatch(/^\.\/fonts\/[a-z-]+-fr-wght(-400-700)?\.woff2$/);
      expect(existsSync(join(stylesDir, french?.src ?? ""))).toBe(true);
    }
  });

  it("draws every letter and sign of French text with the French face, at every weight", () => {
    const french = "àâäçéèêëîïôöùûüÿœæÀÂÄÇÉÈÊËÎÏÔÖÙÛÜŸŒÆ«»‹›–—‘’“”…€°·×\u00a0\u202f";
    for (const family of families) {
      const [min, max] = faces.find((f) => f.family === family)?.weights ?? [0, 0];
      for (const weight of [100, 300, 399, 400, 550, 700, 701, 800, 900].filter(
        (w) => w >= min && w <= max,
      )) {
        for (const char of `${french}aZ`) {
          expect(faceFor(family, char, weight)?.src, `${family} ${weight} ${char}`).toContain("-fr-");
        }
        // Rarer letters come from fontsource's latin-ext file at the same weight.
        expect(faceFor(family, "ł", weight)?.src, `${family} ${weight} ł`).toContain("latin-ext");
      }
    }
  });

  it("serves weights 400 to 700 from a lighter file, the others from the whole weight axis", () => {
    for (const family of ["Inter Variable", "Montserrat Variable"]) {
      for (const weight of [400, 600, 700])
        expect(faceFor(family, "é", weight)?.src).toContain("-400-700.woff2");
      for (const weight of [100, 300, 800, 900])
        expect(faceFor(family, "é", weight)?.src).toMatch(/-fr-wght\.woff2$/);
    }
    const size = (src: string) => readFileSync(join(stylesDir, src)).length;
    const core = size(faceFor("Inter Variable", "é", 400)?.src ?? "");
    expect(core).toBeLessThan(0.8 * size(faceFor("Inter Variable", "é", 800)?.src ?? ""));
  });

  it("draws every character of the interface and the sample sites with the self-hosted faces", () => {
    const files = [
      ...sources(join(repoRoot, "apps", "web", "app"), [".tsx", ".ts"]),
      ...sources(join(repoRoot, "apps", "api", "src", "db", "seed"), [".ts", ".html", ".md"]),
    ].filter((path) => !path.endsWith(".test.ts") && !path.endsWith(".test.tsx"));
    const used = new Set(files.flatMap((path) => [...readFileSync(path, "utf8")]));
    const missing = [...used].filter(
      (char) => char.codePointAt(0)! >= 0x20 && !NOT_TEXT.test(char) && !faceFor("Inter Variable", char),
    );
    expect(missing).toEqual([]);
  });
});

describe("fallback faces", () => {
  const fallbacks = readFileSync(join(stylesDir, "font-fallbacks.css"), "utf8");
  const rules = [...fallbacks.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = ""]) => body);

  it.each([
    ["Inter", "Arial"],
    ["Montserrat", "Arial"],
    ["Playfair Display", "Times New Roman"],
    ["Lora", "Times New Roman"],
  ])("sizes a local face like %s, at 400 and 700, and names it right after the family", (family, local) => {
    const own = rules.filter((body) => body.includes(`font-family: '${family} Fallback';`));
    expect(own.map((body) => /font-weight: (\d+);/.exec(body)?.[1])).toEqual(["400", "700"]);
    for (const body of own) {
      expect(body).toMatch(new RegExp(`src: local\\('${local}( Bold)?'\\)`));
      // Within a few percent of the family: a wider or narrower face would move the lines.
      const size = Number(/size-adjust: ([\d.]+)%;/.exec(body)?.[1]);
      expect(size).toBeGreaterThan(80);
      expect(size).toBeLessThan(125);
      for (const metric of ["ascent-override", "descent-override", "line-gap-override"]) {
        expect(body).toMatch(new RegExp(`${metric}: [\\d.]+%;`));
      }
    }
    expect(fontStack(family)).toContain(`'${family}', '${family} Fallback', `);
  });
});
