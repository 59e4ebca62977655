import { pages as site1Pages } from "@vitrine/api/db/seed/site-1/content";
import { pages as site2Pages } from "@vitrine/api/db/seed/site-2/content";
import { parseLayoutHtml } from "@vitrine/api/modules/site/layout";
import type { LayoutNode } from "@vitrine/shared/schemas/site";
import render from "dom-serializer";
import { parseDocument } from "htmlparser2";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { keepStaticParts } from "./kept-parts.server";
import { htmlMark, KEPT_ATTRIBUTE, type LayoutComponents, LayoutRenderer } from "./LayoutRenderer";

// The dynamic components read the route's data: here each is a marker with its name.
const markers: LayoutComponents = new Proxy(
  {},
  { get: (_target, name) => () => <div data-component-rendered={String(name)} /> },
);

/** The markup as a browser reads it: entities decoded, styles without spaces, attributes sorted. */
function normalized(html: string): string {
  const document = parseDocument(html, { decodeEntities: true });
  const visit = (node: (typeof document.children)[number]) => {
    if ("attribs" in node) {
      const sorted = Object.entries(node.attribs)
        .map(([name, value]): [string, string] => [
          name.toLowerCase(),
          name === "style" ? value.replace(/\s+/g, "").replace(/;$/, "") : value,
        ])
        .sort(([a], [b]) => a.localeCompare(b));
      node.attribs = Object.fromEntries(sorted);
    }
    if ("children" in node) for (const child of node.children) visit(child);
  };
  for (const node of document.children) visit(node);
  return render(document, { decodeEntities: true, encodeEntities: "utf8" });
}

const markup = (tree: LayoutNode[], inline: boolean) =>
  renderToStaticMarkup(<LayoutRenderer tree={tree} inline={inline} components={markers} />);

const withoutKeptMarks = (html: string) => html.replace(/ data-kept="[0-9a-z]+"/g, "");

/** The kept elements of a tree, at any depth. */
const keptNodes = (nodes: LayoutNode[]): Extract<LayoutNode, { tag: string }>[] =>
  nodes.flatMap((node) =>
    typeof node === "string" || "component" in node
      ? []
      : KEPT_ATTRIBUTE in node.attrs
        ? [node]
        : keptNodes(node.children),
  );

type SeedPage = { slug?: string; layout?: { html: string }; children?: SeedPage[] };
const layouts = (pages: SeedPage[]): [string, string][] =>
  pages.flatMap((page) => [
    ...(page.layout ? [[page.slug ?? "?", page.layout.html] as [string, string]] : []),
    ...layouts(page.children ?? []),
  ]);

describe("LayoutRenderer", () => {
  it.each(layouts([...site1Pages, ...site2Pages] as SeedPage[]))(
    "renders the sample page %s to the same markup, its static parts as HTML strings",
    (_slug, html) => {
      const tree = parseLayoutHtml(html);
      const inline = markup(tree, true);
      expect(normalized(inline)).toBe(normalized(markup(tree, false)));
    },
  );

  it("escapes text and attributes, keeps components and raw-text elements to React", () => {
    const tree = parseLayoutHtml(
      '<section class="a&quot;b"><p title="1 &lt; 2 &amp; &quot;trois&quot;">Tom &amp; Jerry &lt;script&gt; à 10&nbsp;€</p>' +
        '<img src="/media/1/photo.jpg" width="800" alt="Vue « large »">' +
        '<div data-component="contact-form" data-props="{}"></div></section>' +
        "<div><p>Seul <strong>texte</strong></p><br></div>",
    );
    const html = markup(tree, true);
    expect(normalized(html)).toBe(normalized(markup(tree, false)));
    expect(html).toContain('title="1 &lt; 2 &amp; &quot;trois&quot;"');
    expect(html).toContain("Tom &amp; Jerry &lt;script&gt; à 10\u00a0€");
    expect(html).not.toContain("<script>");
    // The static part of the section, with a component inside, is still rendered by React;
    // the other block is one string.
    expect(html).toContain("<div><p>Seul <strong>texte</strong></p><br/></div>");
    expect(html).toContain('<div data-component-rendered="contact-form"></div>');
  });

  it("gives a lazy image the width it is laid out at (`sizes` auto), an eager one the window's", () => {
    const tree = parseLayoutHtml(
      '<div><img src="/media/1/carte.jpg" width="1200" alt="Carte" loading="lazy"></div>' +
        '<img src="/media/1/hero.svg" width="1600" alt="Accueil">',
    );
    const html = markup(tree, true);
    expect(html).toContain('sizes="auto, 100vw"');
    expect(html).toMatch(/<img[^>]*hero\.svg\?w=320 320w[^>]*sizes="100vw"/);
  });

  it("leaves elements with a name outside the allow-list's shape to React", () => {
    const tree: LayoutNode[] = [
      { tag: "div", attrs: {}, children: [{ tag: "p", attrs: { 'x"onmouseover': "1" }, children: ["a"] }] },
    ];
    expect(markup(tree, true)).not.toContain('x"onmouseover');
  });
});

const TEXT = "Rénovation & entretien de l'habitat : ".repeat(6);

describe("keepStaticParts (a document's layout data)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(layouts([...site1Pages, ...site2Pages] as SeedPage[]))(
    "leaves the static parts' children of %s out of the data, and the server renders the same page",
    (_slug, html) => {
      const tree = parseLayoutHtml(html);
      const kept = keepStaticParts(tree);
      expect(keepStaticParts(tree)).toBe(kept);
      expect(withoutKeptMarks(markup(kept, true))).toBe(markup(tree, true));
      const marks = keptNodes(kept).map((node) => node.attrs[KEPT_ATTRIBUTE]);
      expect(new Set(marks).size).toBe(marks.length);
      for (const node of keptNodes(kept)) expect(node.children).toEqual([]);
      if (marks.length > 0) expect(JSON.stringify(kept).length).toBeLessThan(JSON.stringify(tree).length);
    },
  );

  it("in the browser, reads a kept element's HTML from the page, once, and keeps it when the data comes whole", () => {
    const tree = parseLayoutHtml(
      `<section><h2>Nos services</h2><p>${TEXT}<br>Vannes</p></section><h3>Contact</h3><div data-component="contact-form"></div>`,
    );
    const served = markup(keepStaticParts(tree), true);
    const mark = keptNodes(keepStaticParts(tree))[0]?.attrs[KEPT_ATTRIBUTE];
    expect(mark).toMatch(/^[0-9a-z]+$/);
    expect(served).toContain(`data-kept="${mark}"><h2>Nos services</h2>`);
    // Short HTML stays in the data.
    expect(served).toContain("<h3>Contact</h3>");
    // What the page holds inside the kept section, as the browser serializes it (`<br>`, where the
    // server wrote `<br/>`).
    const innerHTML = /data-kept="[0-9a-z]+">(.*)<\/section>/.exec(served)?.[1]?.replace("<br/>", "<br>");
    expect(innerHTML).toContain("Rénovation &amp; entretien de l'habitat : <br>Vannes");
    const querySelector = vi.fn((selector: string) =>
      selector === `[data-kept="${mark}"]` ? { innerHTML } : null,
    );
    vi.stubGlobal("document", { querySelector });
    // The data as the browser decodes it: new objects, which the server never saw.
    const decoded = structuredClone(keepStaticParts(tree));
    const hydrating = markup(decoded, true);
    expect(hydrating).toContain(`<section data-kept="${mark}">${innerHTML}</section>`);
    expect(markup(decoded, true)).toBe(hydrating);
    expect(querySelector).toHaveBeenCalledTimes(1);
    // After an action the data comes whole: the section is rendered from the page's own string,
    // which React compares with the one it hydrated and leaves alone.
    expect(markup(structuredClone(tree), true)).toContain(`<section>${innerHTML}</section>`);
    // Other HTML, as the server writes it.
    const changed = parseLayoutHtml(`<section><h2>Nos services</h2><p>${TEXT}<br>Auray</p></section>`);
    expect(markup(changed, true)).toContain("<br/>Auray");
  });

  it("renders a kept element the page does not hold, or a mark that is not one, without crashing", () => {
    vi.stubGlobal("document", { querySelector: () => null });
    const lost: LayoutNode[] = [{ tag: "section", attrs: { [KEPT_ATTRIBUTE]: "7z" }, children: [] }];
    expect(markup(lost, true)).toBe('<section data-kept="7z"></section>');
    const odd: LayoutNode[] = [{ tag: "p", attrs: { [KEPT_ATTRIBUTE]: '"]' }, children: ["texte"] }];
    expect(markup(odd, true)).toContain("texte");
  });
});

describe("htmlMark", () => {
  it("is short, stable and tells different HTML apart", () => {
    expect(htmlMark("<p>Bonjour</p>")).toBe(htmlMark("<p>Bonjour</p>"));
    expect(htmlMark("<p>Bonjour</p>")).not.toBe(htmlMark("<p>Bonjour.</p>"));
    expect(htmlMark("")).toMatch(/^[0-9a-z]{1,12}$/);
    expect(htmlMark("é".repeat(10_000))).toMatch(/^[0-9a-z]{1,12}$/);
    const marks = new Set(Array.from({ length: 5000 }, (_, i) => htmlMark(`<li>${i}</li>`)));
    expect(marks.size).toBe(5000);
  });
});
