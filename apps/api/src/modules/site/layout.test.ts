import { createHash } from "node:crypto";
import type { LayoutNode } from "@vitrine/shared/schemas/site";
import { describe, expect, it } from "vitest";
import {
  hashHtml,
  LAYOUT_TOO_DEEP,
  parseLayoutHtml,
  prepareLayout,
  sanitizeLayoutCss,
  sanitizeLayoutHtml,
} from "./layout";

type Element = { tag: string; attrs: Record<string, string>; children: LayoutNode[] };

function* walk(nodes: LayoutNode[]): Generator<LayoutNode> {
  for (const node of nodes) {
    yield node;
    if (typeof node === "object" && "tag" in node) yield* walk(node.children);
  }
}

const elements = (nodes: LayoutNode[]) =>
  [...walk(nodes)].filter((n): n is Element => typeof n === "object" && "tag" in n);

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

describe("sanitizeLayoutHtml", () => {
  it("removes script and style elements with their content", () => {
    const html = sanitizeLayoutHtml(
      '<p>Bonjour</p><script>alert("x")</script><style>body{display:none}</style><p>fin</p>',
    );
    expect(html).toBe("<p>Bonjour</p><p>fin</p>");
  });

  it("removes on* handlers", () => {
    const html = sanitizeLayoutHtml(
      '<div onclick="steal()" class="card"><img src="/a.png" onerror="steal()" alt="a"><a href="/x" onmouseover="x()">x</a></div>',
    );
    expect(html).not.toMatch(/\son\w+=/i);
    expect(html).toContain('class="card"');
    expect(html).toContain('<img src="/a.png" alt="a" />');
    expect(html).toContain('<a href="/x">x</a>');
  });

  it("removes javascript: and data: URLs", () => {
    const html = sanitizeLayoutHtml(
      '<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt:alert(1)">b</a><a href=" javascript:alert(1)">c</a><img src="data:image/svg+xml;base64,PHN2Zz4=" alt="d"><iframe src="javascript:alert(1)"></iframe>',
    );
    expect(html.toLowerCase()).not.toContain("javascript:");
    expect(html).not.toContain("data:");
    expect(html).toContain("<a>a</a>");
  });

  it("keeps allowed links and adds rel to links opening a new tab", () => {
    const html = sanitizeLayoutHtml(
      '<a href="https://example.fr" target="_blank">e</a><a href="tel:+33297401258">t</a><a href="mailto:a@b.fr">m</a>',
    );
    expect(html).toContain('<a href="https://example.fr" target="_blank" rel="noopener noreferrer">e</a>');
    expect(html).toContain('href="tel:+33297401258"');
    expect(html).toContain('href="mailto:a@b.fr"');
  });

  it("drops unknown elements but keeps their text, and keeps component placeholders", () => {
    const html = sanitizeLayoutHtml(
      `<form action="/x"><input name="a">Texte</form><object data="x.swf"></object><div data-component="map" data-props='{"zoom":12}'></div>`,
    );
    expect(html).not.toMatch(/<form|<input|<object/);
    expect(html).toContain("Texte");
    expect(html).toContain('data-component="map"');
    expect(html).toContain("data-props=");
  });

  it("keeps iframes from allowed providers only", () => {
    const html = sanitizeLayoutHtml(
      '<iframe src="https://www.openstreetmap.org/export/embed.html"></iframe><iframe src="https://evil.example/"></iframe>',
    );
    expect(html).toContain('src="https://www.openstreetmap.org/export/embed.html"');
    expect(html).not.toContain("evil.example");
  });
});

describe("sanitizeLayoutCss", () => {
  it("cannot close its style element, import or load remote resources", () => {
    const css = sanitizeLayoutCss(
      '@import url("https://evil.example/x.css");\n.a{background:url(https://evil.example/t.png)}</style><script>x()</script>\n.b{width:expression(alert(1))}\n.c{background:url(/media/1/a.svg)}',
    );
    expect(css).not.toContain("@import");
    expect(css).not.toContain("evil.example");
    expect(css).not.toMatch(/<\/?style/i);
    expect(css).not.toMatch(/expression\s*\(/i);
    expect(css).toContain("url(/media/1/a.svg)");
  });

  it("keeps ordinary CSS as written: rules, media queries (range syntax too), keyframes, site pictures", () => {
    const css = [
      ".hero{color:#1b3358;background:url('/media/1/hero.jpg') center/cover no-repeat}",
      "@media (width < 600px){.hero{padding:1rem}}",
      "@supports (display:grid){.grid{display:grid}}",
      "@keyframes pulse{from{opacity:0}to{opacity:1}}",
      ".icon{filter:url(#ombre);background-image:image-set('/media/1/a.webp' 1x,'/media/1/a@2x.webp' 2x)}",
      "html{scroll-behavior:smooth}",
      '.q::before{content:"\\201C"}',
    ].join("\n");
    expect(sanitizeLayoutCss(css)).toBe(css);
  });

  it("drops at-rules outside the allow-list, even written with escapes", () => {
    const css = sanitizeLayoutCss(
      '@\\69 mport "https://evil.example/x.css";@charset "utf-8";@namespace svg url(http://www.w3.org/2000/svg);@-moz-document url-prefix(){.a{color:red}}.b{color:blue}',
    );
    expect(css).toBe(".b{color:blue}");
  });

  it.each([
    ["a script URL", ".a{background:url(javascript:alert(1))}"],
    ["a quoted script URL", '.a{background:url("javascript:alert(1)")}'],
    ["a data: URL", ".a{background:url(data:image/svg+xml;base64,PHN2Zz4=)}"],
    ["another site", ".a{background:url(https://evil.example/pixel.png)}"],
    ["a protocol-relative URL", ".a{background:url(//evil.example/pixel.png)}"],
    ["a backslash URL", ".a{background:url(/\\\\evil.example/pixel.png)}"],
    ["a path leaving /media/", ".a{background:url(/media/../deconnexion)}"],
    ["an encoded path leaving /media/", ".a{background:url(/media/%2e%2e/deconnexion)}"],
    ["a path of the site outside its pictures", ".a{background:url(/api/logged)}"],
    ["a relative path", ".a{background:url(media/1/a.png)}"],
    ["url written with escapes", ".a{background:u\\72 l(https://evil.example/x.png)}"],
    ["url in an escaped string", '.a{background:url("\\68ttps://evil.example/x.png")}'],
    ["an image-set from elsewhere", '.a{background:image-set("https://evil.example/x.png" 1x)}'],
    ["an image-set from a custom property", ".a{background:image-set(var(--u) 1x)}"],
    ["expression()", ".a{width:expression(alert(1))}"],
    ["expression() split by a comment", ".a{width:exp/**/ression(alert(1))}"],
    ["expression() written with escapes", ".a{width:e\\78pression(alert(1))}"],
    ["behavior", ".a{behavior:url(/media/1/x.htc)}"],
    ["-moz-binding", ".a{-moz-binding:url(/media/1/x.xml#b)}"],
    ["an escaped property name", ".a{\\62 ehavior:url(/media/1/x.htc)}"],
    ["a font from elsewhere", ".a{src:url(https://evil.example/f.woff2)}"],
  ])("drops a declaration with %s and keeps the rest", (_label, rule) => {
    const css = sanitizeLayoutCss(`${rule}.ok{color:red}`);
    expect(css).toMatch(/^\.a\{\s*\}\.ok\{color:red\}$/);
  });

  it("never writes </ : no declaration, selector nor at-rule may end the style element", () => {
    expect(sanitizeLayoutCss('.a::after{content:"</style><script>alert(1)</script>"}.b{color:red}')).toBe(
      ".a::after{}.b{color:red}",
    );
    expect(sanitizeLayoutCss("</style><script>alert(1)</script>\n.b{color:red}")).toBe("");
    expect(sanitizeLayoutCss("@media (min-width:1px)</style>{.b{color:red}}")).toBe("");
  });

  it("reads broken CSS as a browser does: what it cannot read is skipped, the rest kept", () => {
    expect(sanitizeLayoutCss(".a{color:red}</style><script>x()</script>")).toBe(".a{color:red}");
    expect(sanitizeLayoutCss("}}.a{color:red}")).toBe(".a{color:red}");
    expect(sanitizeLayoutCss(".a{color:red} .b{color:blue")).toBe(".a{color:red}");
    expect(sanitizeLayoutCss('.a{content:"unclosed}')).toBe("");
    expect(sanitizeLayoutCss("color:red;")).toBe("");
    expect(sanitizeLayoutCss("")).toBe("");
  });
});

describe("style attributes", () => {
  it("keep their safe declarations, cleaned like the layout's CSS", () => {
    const html = sanitizeLayoutHtml(
      '<div style="color:red;background:url(/media/1/a.png);width:expression(alert(1))">a</div><p style="background:url(https://evil.example/x)">b</p>',
    );
    expect(html).toBe('<div style="color: red; background: url(/media/1/a.png)">a</div><p>b</p>');
  });

  it("lose everything when they are no list of declarations", () => {
    expect(sanitizeLayoutHtml('<p style="color:red}body{background:blue">x</p>')).toBe("<p>x</p>");
    expect(sanitizeLayoutHtml('<p style="color:red;}</style><script>alert(1)</script>">x</p>')).toBe(
      "<p>x</p>",
    );
  });
});

describe("placeholders and embeds", () => {
  it("keeps data-props as JSON of an object only, and known components only", () => {
    const html = sanitizeLayoutHtml(
      `<div data-component="map" data-props='{ "zoom" : 12 }'></div><div data-component="map" data-props="javascript:alert(1)"></div><div data-component="map" data-props="[1]"></div><div data-component="nope" data-props="{}">x</div><p data-props='{"a":1}'>y</p>`,
    );
    expect(html).toBe(
      '<div data-component="map" data-props="{&quot;zoom&quot;:12}"></div><div data-component="map"></div><div data-component="map"></div><div>x</div><p>y</p>',
    );
  });

  it("drops data-props a jsonb column cannot store: NUL, lone surrogates, deep nesting", () => {
    const deep = `{"a":${"[".repeat(5_000)}${"]".repeat(5_000)}}`;
    for (const props of ['{"a":"b\\u0000"}', '{"\\udc00":1}', '{"a":["\\ud800x"]}', deep]) {
      expect(sanitizeLayoutHtml(`<div data-component="map" data-props='${props}'></div>`)).toBe(
        '<div data-component="map"></div>',
      );
    }
    expect(sanitizeLayoutHtml(`<div data-component="map" data-props='{"a":"\\ud83d\\ude00"}'></div>`)).toBe(
      '<div data-component="map" data-props="{&quot;a&quot;:&quot;😀&quot;}"></div>',
    );
  });

  it("keeps data-animate bare or with an animation name, and nothing else in it", () => {
    const html = sanitizeLayoutHtml(
      `<article data-animate>a</article><div data-animate="fade-up">b</div><div data-animate="x\\" onload=1">c</div>`,
    );
    expect(html).toBe('<article data-animate>a</article><div data-animate="fade-up">b</div><div>c</div>');
  });

  it("keeps iframes of the allowed providers over HTTPS only", () => {
    const html = sanitizeLayoutHtml(
      [
        '<iframe src="https://www.youtube-nocookie.com/embed/abc" allowfullscreen></iframe>',
        '<iframe src="http://player.vimeo.com/video/1"></iframe>',
        '<iframe src="https://www.youtube-nocookie.com.evil.example/embed/abc"></iframe>',
        '<iframe src="https://www.youtube-nocookie.com@evil.example/"></iframe>',
        '<iframe src="/api/logged"></iframe>',
        '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
      ].join(""),
    );
    expect(html).toBe('<iframe src="https://www.youtube-nocookie.com/embed/abc" allowfullscreen></iframe>');
  });

  it("drops what parsers read differently with what it holds (mXSS): svg, math, noscript, template", () => {
    const html = sanitizeLayoutHtml(
      '<svg><style><img src=x onerror=alert(1)></style></svg><math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math><noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript><template><img src=x onerror=alert(1)></template><p>fin</p>',
    );
    expect(html).not.toMatch(/onerror|<svg|<math|<style|<noscript|<template/i);
    expect(html).toContain("<p>fin</p>");
  });

  it("reads script URLs however they are written (entities, controls, case)", () => {
    const hrefs = [
      "&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)",
      "java&#x09;script:alert(1)",
      "javascript&colon;alert(1)",
      "\u0001javascript:alert(1)",
      " &#14; javascript:alert(1)",
      "VBScript:alert(1)",
    ];
    const html = sanitizeLayoutHtml(hrefs.map((href) => `<a href="${href}">x</a>`).join(""));
    expect(html).toBe("<a>x</a>".repeat(hrefs.length));
  });
});

describe("parseLayoutHtml", () => {
  it("parses elements, attributes and text", () => {
    const tree = parseLayoutHtml(
      '<section class="hero"><h1>Titre &amp; sous-titre</h1><p>Texte</p></section>',
    );
    expect(tree).toEqual([
      {
        tag: "section",
        attrs: { class: "hero" },
        children: [
          { tag: "h1", attrs: {}, children: ["Titre & sous-titre"] },
          { tag: "p", attrs: {}, children: ["Texte"] },
        ],
      },
    ]);
  });

  it("turns data-component placeholders into component nodes with parsed props", () => {
    const tree = parseLayoutHtml(
      `<div class="wrap"><div data-component="services-list" data-props='{"nbItem":3,"tags":["bois"],"nested":{"a":true}}'><p>ignored</p></div></div>`,
    );
    expect(tree).toEqual([
      {
        tag: "div",
        attrs: { class: "wrap" },
        children: [{ component: "services-list", props: { nbItem: 3, tags: ["bois"], nested: { a: true } } }],
      },
    ]);
  });

  it.each([
    ["invalid JSON", `data-props='{nbItem:3'`],
    ["an array", `data-props='[1,2]'`],
    ["a number", `data-props='42'`],
    ["null", `data-props='null'`],
    ["a string", `data-props='"texte"'`],
    ["no props", ""],
  ])("gives {} as props for %s", (_label, props) => {
    const tree = parseLayoutHtml(`<div data-component="contact-form" ${props}></div>`);
    expect(tree).toEqual([{ component: "contact-form", props: {} }]);
  });

  it("turns a Font Awesome <i> into an inline svg node", () => {
    const tree = parseLayoutHtml('<p><i class="fa-solid fa-phone"></i> Appelez-nous</p>');
    const p = tree[0] as Element;
    expect(p.tag).toBe("p");
    const icon = p.children[0] as Element;
    expect(icon.tag).toBe("svg");
    expect(icon.attrs.class).toBe("icon icon-phone");
    expect(icon.attrs.viewBox).toMatch(/^0 0 \d+ \d+$/);
    expect(icon.attrs.fill).toBe("currentColor");
    expect(icon.attrs["aria-hidden"]).toBe("true");
    expect(icon.attrs.focusable).toBe("false");
    expect(icon.children.length).toBeGreaterThan(0);
    for (const path of icon.children) {
      expect(path).toMatchObject({ tag: "path", children: [] });
      expect((path as Element).attrs.d).toMatch(/^M/);
    }
    expect(p.children[1]).toBe(" Appelez-nous");
    expect(elements(tree).some((e) => e.tag === "i")).toBe(false);
  });

  it("handles brand icons, aliases and extra classes", () => {
    const [brand] = parseLayoutHtml('<i class="fa-brands fa-facebook" title="Facebook"></i>') as Element[];
    expect(brand!.tag).toBe("svg");
    expect(brand!.attrs.class).toContain("icon-facebook");
    expect(brand!.attrs.title).toBe("Facebook");
    const [fixed] = parseLayoutHtml('<i class="fas fa-fw fa-envelope big"></i>') as Element[];
    expect(fixed!.tag).toBe("svg");
    expect(fixed!.attrs.class!.split(" ")).toEqual(expect.arrayContaining(["icon-envelope", "fa-fw", "big"]));
  });

  it("keeps an <i> that names no known icon", () => {
    expect(parseLayoutHtml('<i class="fa-solid fa-not-an-icon-xyz">x</i>')).toEqual([
      { tag: "i", attrs: { class: "fa-solid fa-not-an-icon-xyz" }, children: ["x"] },
    ]);
    expect(parseLayoutHtml("<i>italique</i>")).toEqual([{ tag: "i", attrs: {}, children: ["italique"] }]);
  });
});

describe("layout depth", () => {
  it("parses 256 nested elements, and refuses (400, in French) one more", () => {
    const nested = (depth: number) => `${"<div>".repeat(depth)}x${"</div>".repeat(depth)}`;
    expect(() => parseLayoutHtml(nested(256))).not.toThrow();
    for (const depth of [257, 5_000]) {
      expect(() => prepareLayout({ html: nested(depth), css: "" })).toThrow(
        expect.objectContaining({
          statusCode: 400,
          message: "La mise en page est trop imbriquée : 256 niveaux d'éléments au plus.",
        }),
      );
    }
  });

  it("refuses deep nesting before sanitizing it, unclosed tags counted as the parser nests them", () => {
    const tooDeep = expect.objectContaining({ statusCode: 400, message: LAYOUT_TOO_DEEP });
    expect(() => sanitizeLayoutHtml(`${"<div>".repeat(100_000)}x`)).toThrow(tooDeep);
    expect(() => sanitizeLayoutHtml(`${"<section><div>".repeat(129)}x`)).toThrow(tooDeep);
    // Siblings, void elements and paragraphs the parser closes itself do not add up.
    const wide = `${"<div><img src=a.png><br><p>a<p>b</div>".repeat(5_000)}`;
    expect(sanitizeLayoutHtml(wide)).toContain("<p>b</p></div>");
    expect(sanitizeLayoutHtml(`${"<div>".repeat(256)}x${"</div>".repeat(256)}`)).toContain("x");
  });
});

describe("prepareLayout", () => {
  const input = {
    html: `
      <section class="hero" onclick="x()">
        <script>document.cookie</script>
        <h1>Bienvenue</h1>
        <a href="javascript:alert(1)">piège</a>
        <a class="btn" href="/demande-devis"><i class="fa-solid fa-phone"></i> Devis</a>
        <div data-component="services-list" data-props='{"nbItem":3}'></div>
        <div data-component="reviews" data-props='{oops}'></div>
      </section>`,
    css: ".hero{color:red}</style><script>x()</script>",
  };

  it("sanitizes the HTML and the CSS", () => {
    const layout = prepareLayout(input);
    expect(layout.html).not.toContain("<script");
    expect(layout.html).not.toContain("document.cookie");
    expect(layout.html).not.toMatch(/onclick/i);
    expect(layout.html.toLowerCase()).not.toContain("javascript:");
    expect(layout.html).toContain("<h1>Bienvenue</h1>");
    expect(layout.html.startsWith("<section")).toBe(true);
    expect(layout.css).not.toMatch(/<\/?style/i);
    expect(layout.css).toContain(".hero{color:red}");
  });

  it("hashes the sanitized HTML with SHA-256 (hex)", () => {
    const layout = prepareLayout(input);
    expect(layout.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(layout.hash).toBe(sha256(layout.html));
    expect(layout.hash).toBe(hashHtml(layout.html));
    expect(layout.hash).not.toBe(sha256(input.html));
    // Same input, same hash; another input, another hash.
    expect(prepareLayout(input).hash).toBe(layout.hash);
    expect(prepareLayout({ ...input, html: `${input.html}<p>+</p>` }).hash).not.toBe(layout.hash);
    // Unsafe parts do not change the hash: they are removed before hashing.
    expect(prepareLayout({ html: '<p onclick="x()">a</p><script>1</script>', css: "" }).hash).toBe(
      sha256("<p>a</p>"),
    );
  });

  it("parses the sanitized HTML into the tree", () => {
    const { tree } = prepareLayout(input);
    expect(tree).toEqual(parseLayoutHtml(sanitizeLayoutHtml(input.html)));
    const section = tree.find((n): n is Element => typeof n === "object" && "tag" in n)!;
    expect(section.tag).toBe("section");
    expect(section.attrs).toEqual({ class: "hero" });
    const components = [...walk(tree)].filter(
      (n): n is { component: string; props: Record<string, unknown> } =>
        typeof n === "object" && "component" in n,
    );
    expect(components).toEqual([
      { component: "services-list", props: { nbItem: 3 } },
      { component: "reviews", props: {} },
    ]);
    const svgs = elements(tree).filter((e) => e.tag === "svg");
    expect(svgs).toHaveLength(1);
    expect(svgs[0]!.attrs.class).toContain("icon-phone");
    const links = elements(tree).filter((e) => e.tag === "a");
    expect(links.map((a) => a.attrs.href)).toEqual([undefined, "/demande-devis"]);
    expect(elements(tree).some((e) => e.tag === "script")).toBe(false);
    for (const element of elements(tree)) {
      for (const name of Object.keys(element.attrs)) expect(name.startsWith("on"), name).toBe(false);
    }
  });
});
