/**
 * Writes apps/web/app/styles/font-fallbacks.css: for each self-hosted family, a local face
 * (Arial, or Times New Roman for the serif ones) resized and given the family's vertical metrics,
 * at weights 400 and 700. While the web font loads (font-display: swap) the text is set in that
 * face, which takes the same room: when the web font arrives, lines and blocks stay where they
 * were (no layout shift).
 *
 * size-adjust is the ratio of the two faces' widths over a French sample text; ascent, descent
 * and line gap are the family's own, divided by that ratio (the way Next.js and fontaine compute
 * their fallbacks). Liberation Sans and Liberation Serif have Arial's and Times New Roman's widths
 * and metrics (Debian: fonts-liberation, which Chromium pulls in). Run:
 * `npx tsx scripts/font-fallbacks.ts`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import fontkit from "@pdf-lib/fontkit";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);
const stylesDir = join(dirname(require.resolve("../apps/web/package.json")), "app", "styles");
// fontsource's packages are the web app's dependencies.
const webRequire = createRequire(require.resolve("../apps/web/package.json"));
const LIBERATION = "/usr/share/fonts/truetype/liberation";

/** Text as the sites write it: letters in their French frequency, digits, punctuation, spaces. */
const SAMPLE =
  "Depuis 2009, nos quatorze artisans rénovent, équipent et entretiennent les maisons du Golfe. " +
  "Le domaine cultive vingt hectares de melon de Bourgogne : muscadet sur lie, gros plant, rosé " +
  "de Loire et crémant. Devis gratuit sous 48 h, visite à domicile, garantie décennale. " +
  "Élevage sur lies fines, vendanges à la main ; accords mets et vins : fruits de mer, brochet.";

interface Fallback {
  /** The local faces, by full and PostScript names, Arial's before its metric twin. */
  regular: string[];
  bold: string[];
  file: { regular: string; bold: string };
}

const SANS: Fallback = {
  regular: ["Arial", "ArialMT", "Liberation Sans", "LiberationSans"],
  bold: ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "LiberationSans-Bold"],
  file: { regular: "LiberationSans-Regular.ttf", bold: "LiberationSans-Bold.ttf" },
};
const SERIF: Fallback = {
  regular: ["Times New Roman", "TimesNewRomanPSMT", "Liberation Serif", "LiberationSerif"],
  bold: ["Times New Roman Bold", "TimesNewRomanPS-BoldMT", "Liberation Serif Bold", "LiberationSerif-Bold"],
  file: { regular: "LiberationSerif-Regular.ttf", bold: "LiberationSerif-Bold.ttf" },
};

/** The families of FONT_STACKS (features/theme/theme.ts), with their fontsource files and fallbacks. */
const FAMILIES: { name: string; file: string; fallback: Fallback }[] = [
  { name: "Inter", file: "inter/files/inter-latin-wght-normal.woff2", fallback: SANS },
  { name: "Montserrat", file: "montserrat/files/montserrat-latin-wght-normal.woff2", fallback: SANS },
  {
    name: "Playfair Display",
    file: "playfair-display/files/playfair-display-latin-wght-normal.woff2",
    fallback: SERIF,
  },
  { name: "Lora", file: "lora/files/lora-latin-wght-normal.woff2", fallback: SERIF },
];

type Font = ReturnType<typeof fontkit.create>;

/** The sample's advance width, in ems. */
const width = (font: Font) => font.layout(SAMPLE).advanceWidth / font.unitsPerEm;
const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

const rules: string[] = [];
for (const family of FAMILIES) {
  const source = readFileSync(webRequire.resolve(`@fontsource-variable/${family.file}`));
  for (const [weight, names, file] of [
    [400, family.fallback.regular, family.fallback.file.regular],
    [700, family.fallback.bold, family.fallback.file.bold],
  ] as const) {
    const local = fontkit.create(readFileSync(join(LIBERATION, file)));
    // The variable family pinned at this weight, as a plain TrueType font of the sample's letters.
    const instance = await subsetFont(source, SAMPLE, {
      targetFormat: "truetype",
      variationAxes: { wght: weight },
    });
    const web = fontkit.create(instance);
    const sizeAdjust = width(web) / width(local);
    const em = web.unitsPerEm * sizeAdjust;
    rules.push(
      [
        `/* ${family.name} ${weight} over ${names[0]} */`,
        "@font-face {",
        `  font-family: '${family.name} Fallback';`,
        `  src: ${names.map((name) => `local('${name}')`).join(", ")};`,
        `  font-weight: ${weight};`,
        `  size-adjust: ${percent(sizeAdjust)};`,
        `  ascent-override: ${percent(web.ascent / em)};`,
        `  descent-override: ${percent(Math.abs(web.descent) / em)};`,
        `  line-gap-override: ${percent(web.lineGap / em)};`,
        "}",
      ].join("\n"),
    );
  }
}

writeFileSync(
  join(stylesDir, "font-fallbacks.css"),
  [
    "/* Local faces sized like the self-hosted families, shown while those load (no layout shift):",
    "   written by scripts/font-fallbacks.ts. */",
    ...rules,
    "",
  ].join("\n"),
);
console.log(`${rules.length} fallback faces written to ${join(stylesDir, "font-fallbacks.css")}`);
