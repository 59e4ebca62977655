/**
 * Writes apps/web/app/styles/fonts.css: the @font-face rules of the self-hosted families, latin and
 * latin-ext subsets only (French sites). Every page carries its styles inline, so the other
 * subsets (Cyrillic, Greek, Vietnamese…) would only add weight. Run: `npx tsx scripts/fonts-css.ts`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const FAMILIES = ["inter", "montserrat", "playfair-display", "lora"];
const SUBSETS = ["latin-ext", "latin"];
const require = createRequire(import.meta.url);

const rules = FAMILIES.flatMap((family) => {
  const css = readFileSync(require.resolve(`@fontsource-variable/${family}/wght.css`), "utf8");
  return SUBSETS.map((subset) => {
    const marker = `/* ${family}-${subset}-wght-normal */`;
    const start = css.indexOf(marker);
    if (start < 0) throw new Error(`${marker} missing`);
    const rule = css.slice(start, css.indexOf("}", start) + 1);
    return rule.replace("url(./files/", `url(@fontsource-variable/${family}/files/`);
  });
});

const target = join(dirname(require.resolve("../apps/web/package.json")), "app", "styles", "fonts.css");
writeFileSync(
  target,
  [
    "/* Self-hosted fonts (fontsource), latin subsets: written by scripts/fonts-css.ts. The browser",
    "   downloads only the families and subsets a page uses. */",
    ...rules,
    "",
  ].join("\n"),
);
console.log(`${rules.length} rules written to ${target}`);
