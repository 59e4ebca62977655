/**
 * Writes the self-hosted fonts of the sites (fontsource variable families):
 * - apps/web/app/styles/fonts/{family}-fr-wght.woff2: the latin file cut down to the characters
 *   French text uses (Latin-1, œ Œ Ÿ, typographic quotes, dashes, spaces, €…), every weight and
 *   every OpenType feature kept;
 * - apps/web/app/styles/fonts.css: its @font-face rule, whose unicode-range is exactly that set,
 *   then fontsource's latin-ext rule for the rarer letters (names with ł, ő, ș…). Any other
 *   character falls back to the next family of the stack.
 * Every page carries its styles inline, and the browser fetches a font file before the first paint
 * of its text: the fewer bytes, the sooner the page reads. Run: `npx tsx scripts/fonts-css.ts`.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import subsetFont from "subset-font";

const FAMILIES = ["inter", "montserrat", "playfair-display", "lora"];

/** The characters of French text, as inclusive code point ranges. */
const FRENCH_RANGES: [number, number][] = [
  [0x20, 0x7e], // ASCII
  [0xa0, 0xff], // Latin-1: à â ç é è ê ë î ï ô ù û ü ÿ, « », nbsp, °…
  [0x131, 0x131],
  [0x152, 0x153], // Œ œ
  [0x178, 0x178], // Ÿ
  [0x2c6, 0x2c6],
  [0x2da, 0x2da],
  [0x2dc, 0x2dc],
  [0x2000, 0x200b], // spaces
  [0x2010, 0x2027], // dashes, quotes ‘ ’ “ ”, bullet, ellipsis
  [0x202f, 0x2030], // narrow no-break space (before ; : ! ?), ‰
  [0x2039, 0x203a], // ‹ ›
  [0x2044, 0x2044],
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122],
  [0x2190, 0x2193], // arrows
  [0x2212, 0x2212],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

const require = createRequire(import.meta.url);
const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, "0");
const unicodeRange = FRENCH_RANGES.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(
  ",",
);
const characters = FRENCH_RANGES.flatMap(([a, b]) =>
  Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i)),
).join("");

const stylesDir = join(dirname(require.resolve("../apps/web/package.json")), "app", "styles");
mkdirSync(join(stylesDir, "fonts"), { recursive: true });

/** One fontsource rule of a family's wght.css, its url made resolvable from app/styles. */
function fontsourceRule(family: string, subset: string): string {
  const css = readFileSync(require.resolve(`@fontsource-variable/${family}/wght.css`), "utf8");
  const marker = `/* ${family}-${subset}-wght-normal */`;
  const start = css.indexOf(marker);
  if (start < 0) throw new Error(`${marker} missing`);
  const rule = css.slice(start, css.indexOf("}", start) + 1);
  return rule.replace("url(./files/", `url(@fontsource-variable/${family}/files/`);
}

/** The weights of nearly every page (text, labels, bold, titles): their own lighter file. */
const CORE_WEIGHTS = { min: 400, max: 700 } as const;

const rules: string[] = [];
for (const family of FAMILIES) {
  const latinRule = fontsourceRule(family, "latin");
  const source = readFileSync(
    require.resolve(`@fontsource-variable/${family}/files/${family}-latin-wght-normal.woff2`),
  );
  const write = async (file: string, options: Parameters<typeof subsetFont>[2]) => {
    const subset = await subsetFont(source, characters, { targetFormat: "woff2", ...options });
    writeFileSync(join(stylesDir, "fonts", file), subset);
    console.log(`${file}: ${source.length} → ${subset.length} bytes`);
  };
  const frenchRule = (file: string, weights: string) =>
    latinRule
      .replace(`${family}-latin-wght-normal */`, `${family}-fr-wght-normal ${weights} */`)
      .replace(/url\([^)]+\)/, `url(./fonts/${file})`)
      .replace(/font-weight: [^;]+;/, `font-weight: ${weights};`)
      .replace(/unicode-range: [^;]+;/, `unicode-range: ${unicodeRange};`);
  const latinExtRule = (weights: string) =>
    fontsourceRule(family, "latin-ext")
      .replace(`${family}-latin-ext-wght-normal */`, `${family}-latin-ext-wght-normal ${weights} */`)
      .replace(/font-weight: [^;]+;/, `font-weight: ${weights};`);
  const [min = 400, max = 700] = (/font-weight: (\d+) (\d+);/.exec(latinRule) ?? []).slice(1).map(Number);
  const full = `${family}-fr-wght.woff2`;
  await write(full, {});
  // The weight axis cut to 400–700 (Inter: 38 → 28 KB); the other weights keep the whole axis,
  // fetched only by a site whose theme asks for them. Faces with the same weights combine by
  // unicode-range, so each weight range gets both its rare-letters and its French face.
  const core = `${family}-fr-wght-${CORE_WEIGHTS.min}-${CORE_WEIGHTS.max}.woff2`;
  const cut = min < CORE_WEIGHTS.min || max > CORE_WEIGHTS.max;
  if (cut) await write(core, { variationAxes: { wght: { ...CORE_WEIGHTS } } });
  const ranges: [number, number, string][] = cut
    ? [
        [min, CORE_WEIGHTS.min - 1, full],
        [CORE_WEIGHTS.min, CORE_WEIGHTS.max, core],
        [CORE_WEIGHTS.max + 1, max, full],
      ]
    : [[min, max, full]];
  for (const [from, to, file] of ranges) {
    if (from > to) continue;
    rules.push(latinExtRule(`${from} ${to}`), frenchRule(file, `${from} ${to}`));
  }
}

writeFileSync(
  join(stylesDir, "fonts.css"),
  [
    "/* Self-hosted fonts (fontsource), cut to the characters of French text: written by",
    "   scripts/fonts-css.ts. The browser downloads only the families and subsets a page uses. */",
    ...rules,
    "",
  ].join("\n"),
);
console.log(`${rules.length} rules written to ${join(stylesDir, "fonts.css")}`);
