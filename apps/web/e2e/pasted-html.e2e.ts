/**
 * The cleaning of HTML pasted into the panel's rich-text editors (features/admin/content/
 * pasted-html.ts) in Chromium, on a blank page without the site's CSP: the module bundled on the
 * spot, no server. Word's and Google Docs' markup, a script, an image's onerror, a `javascript:`
 * link and styled spans come out as the editor's own markup; nothing pasted runs or loads. The same
 * paste through the real editor: admin-content.e2e.ts.
 */
import { join } from "node:path";
import { build } from "esbuild";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupBrowser } from "./browser";
import { REPO_ROOT } from "./server";

const browser = setupBrowser();
let page: Page;
const requested: string[] = [];

/** The elements the articles' editor (Tiptap's StarterKit, headings 2 to 4) reads from HTML. */
const EDITOR_TAGS = "p h2 h3 h4 blockquote ul ol li br hr strong b em i s del strike code u a".split(" ");

beforeAll(async () => {
  const bundle = await build({
    stdin: {
      contents: `
        import { RICH_TEXT_HTML } from "@vitrine/shared/rich-text";
        import { cleanPastedHtml } from "./app/features/admin/content/pasted-html";
        window.cleanPasted = (html, tags) => cleanPastedHtml(html, RICH_TEXT_HTML, tags ?? undefined);
      `,
      resolveDir: join(REPO_ROOT, "apps", "web"),
      loader: "ts",
    },
    bundle: true,
    write: false,
    format: "iife",
    platform: "browser",
    logLevel: "silent",
  });
  page = await browser().newPage();
  page.on("request", (request) => requested.push(request.url()));
  await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
});

afterAll(() => page?.close());

/** What `html` gives once pasted, the line breaks between elements aside; `tags`: the editor's. */
async function cleaned(html: string, tags: string[] | null = EDITOR_TAGS): Promise<string> {
  const out = await page.evaluate(
    ([source, allowed]) =>
      (window as unknown as { cleanPasted(h: string, t: string[] | null): string }).cleanPasted(
        source as string,
        allowed as string[] | null,
      ),
    [html, tags] as const,
  );
  return out.replace(/>\s*\n\s*</g, "><").trim();
}

describe("HTML pasted into a rich-text editor", () => {
  it("keeps of Word's markup its headings, paragraphs and emphasis, without styles, classes, bullets or tables", async () => {
    const word = [
      `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><meta charset="utf-8">`,
      `<style>p.MsoNormal { margin: 0; color: red }</style></head><body lang="FR"><!--StartFragment-->`,
      `<h1 style="mso-margin-top-alt:auto">Nos horaires</h1>`,
      `<p class="MsoNormal" style='margin:0cm;font-family:"Calibri",sans-serif'><b><span style="font-size:12pt">Ouvert</span></b><span style="font-size:12pt"> du lundi au <i>vendredi</i><o:p></o:p></span></p>`,
      `<p class="MsoListParagraphCxSpFirst" style="mso-list:l0 level1 lfo1"><![if !supportLists]><span style="font-family:Symbol;mso-list:Ignore">·<span style='font:7pt "Times New Roman"'>&nbsp;&nbsp; </span></span><![endif]>Matin : 9 h</p>`,
      `<p><font face="Arial" color="red">Rouge</font></p>`,
      `<table class="MsoTableGrid" border="1"><tr><td><p>Lundi</p></td><td>9 h</td></tr></table>`,
      `<div>Bloc</div><div>suivant</div>`,
      `<!--EndFragment--></body></html>`,
    ].join("\n");
    expect(await cleaned(word)).toBe(
      "<h2>Nos horaires</h2><p><b>Ouvert</b> du lundi au <i>vendredi</i></p><p>Matin : 9 h</p>" +
        "<p>Rouge</p><p>Lundi</p><p>9 h</p><p>Bloc</p><p>suivant</p>",
    );
  });

  it("drops scripts, images and handlers: nothing runs and nothing loads", async () => {
    const html =
      `<p>Avant<script>window.__pasteRan = 1</script> après</p>` +
      `<img src="https://sonde.invalid/onerror.png" onerror="window.__pasteRan = 2">` +
      `<p onclick="window.__pasteRan = 3" onmouseover="window.__pasteRan = 4" style="color:red">Clic</p>` +
      `<svg><script>window.__pasteRan = 5</script><image href="https://sonde.invalid/svg.png" onerror="window.__pasteRan = 6"/></svg>` +
      `<iframe src="https://sonde.invalid/cadre.html"></iframe><style>body { display: none }</style>`;
    expect(await cleaned(html)).toBe("<p>Avant après</p><p>Clic</p>");
    await page.waitForTimeout(300);
    expect(
      await page.evaluate(() => (window as unknown as { __pasteRan?: number }).__pasteRan),
    ).toBeUndefined();
    expect(requested.filter((url) => url.includes("sonde.invalid"))).toEqual([]);
  });

  it("keeps links with a safe address only, their other attributes aside; the others become their text", async () => {
    const html =
      `<p><a href="javascript:alert(1)">piège</a> <a href=" JaVa&#x09;script:alert(1)">piège 2</a> ` +
      `<a href="data:text/html,x">données</a> <a href="//evil.com">double</a> <a name="ancre">ancre</a> ` +
      `<a href="https://exemple.fr/" target="_blank" onclick="x()" style="color:red" class="bouton">sûr</a> ` +
      `<a href="/nos-vins">relatif</a> <a href="mailto:contact@exemple.fr">courriel</a> <a href="tel:+33297000000">appel</a></p>`;
    expect(await cleaned(html)).toBe(
      '<p>piège piège 2 données double ancre <a href="https://exemple.fr/" target="_blank">sûr</a> ' +
        '<a href="/nos-vins">relatif</a> <a href="mailto:contact@exemple.fr">courriel</a> ' +
        '<a href="tel:+33297000000">appel</a></p>',
    );
  });

  it("turns nested styled spans into the emphasis they show, and Google Docs' wrapping bold into nothing", async () => {
    const html =
      `<p><span style="font-family:Arial"><span style="font-weight:700"><span style="font-style:italic">gras italique</span></span> ` +
      `<span class="highlight" style="text-decoration:underline">souligné</span> <span style="text-decoration:line-through">barré</span></span></p>` +
      `<b style="font-weight:normal" id="docs-internal-guid-1"><p dir="ltr"><span style="font-weight:400">normal</span></p></b>`;
    expect(await cleaned(html)).toBe(
      "<p><strong><em>gras italique</em></strong> <u>souligné</u> barré</p><p>normal</p>",
    );
  });

  it("keeps what the API keeps when no editor narrows it: safe images, tables, allowed classes", async () => {
    const html =
      `<p class="lead MsoNormal">Chapeau</p><img src="https://sonde.invalid/a.png" alt="A" onerror="x()">` +
      `<img src="javascript:x()" alt="piège"><table><tbody><tr><td colspan="2" style="width:5cm">Case</td></tr></tbody></table>`;
    expect(await cleaned(html, null)).toBe(
      '<p class="lead">Chapeau</p><img src="https://sonde.invalid/a.png" alt="A">' +
        '<table><tbody><tr><td colspan="2">Case</td></tr></tbody></table>',
    );
    expect(requested.filter((url) => url.includes("sonde.invalid"))).toEqual([]);
  });

  it("keeps the record of a copy made within the editor", async () => {
    expect(await cleaned('<ul data-pm-slice="3 3 []"><li><p>Un</p></li></ul>')).toBe(
      '<ul data-pm-slice="3 3 []"><li><p>Un</p></li></ul>',
    );
  });
});
