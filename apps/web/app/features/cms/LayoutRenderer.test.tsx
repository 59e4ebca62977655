import { pages as site1Pages } from "@vitrine/api/db/seed/site-1/content";
import { pages as site2Pages } from "@vitrine/api/db/seed/site-2/content";
import { parseLayoutHtml } from "@vitrine/api/modules/site/layout";
import type { LayoutNode } from "@vitrine/shared/schemas/site";
import render from "dom-serializer";
import { parseDocument } from "htmlparser2";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type LayoutComponents, LayoutRenderer } from "./LayoutRenderer";

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

  it("leaves elements with a name outside the allow-list's shape to React", () => {
    const tree: LayoutNode[] = [
      { tag: "div", attrs: {}, children: [{ tag: "p", attrs: { 'x"onmouseover': "1" }, children: ["a"] }] },
    ];
    expect(markup(tree, true)).not.toContain('x"onmouseover');
  });
});
