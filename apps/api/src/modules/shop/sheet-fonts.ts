import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import subsetFont from "subset-font";

/**
 * The fonts of the technical sheets: the sites' own families (Inter for texts, Lora for titles,
 * from fontsource), made static TrueType at a given weight once per process (pdf-lib embeds and
 * subsets TrueType, not variable WOFF2), keeping Latin letters and punctuation (é, œ, «, €…).
 */

export interface SheetFonts {
  regular: Uint8Array;
  bold: Uint8Array;
  title: Uint8Array;
}

const require = createRequire(import.meta.url);

/** Basic Latin, Latin-1, Latin Extended-A, general punctuation (’ « » – … narrow no-break space), €. */
const CHARACTERS = (() => {
  let text = "€";
  for (const [from, to] of [
    [0x20, 0x7e],
    [0xa0, 0x17f],
    [0x2000, 0x206f],
  ] as const)
    for (let code = from; code <= to; code++) text += String.fromCharCode(code);
  return text;
})();

async function staticFont(file: string, weight: number): Promise<Uint8Array> {
  const source = await readFile(require.resolve(file));
  return subsetFont(source, CHARACTERS, { targetFormat: "sfnt", variationAxes: { wght: weight } });
}

let loading: Promise<SheetFonts> | null = null;

export function sheetFonts(): Promise<SheetFonts> {
  loading ??= Promise.all([
    staticFont("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2", 400),
    staticFont("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2", 700),
    staticFont("@fontsource-variable/lora/files/lora-latin-wght-normal.woff2", 600),
  ]).then(([regular, bold, title]) => ({ regular, bold, title }));
  // A failure is not kept: the next sheet tries again.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
