import type { LayoutNode } from "@vitrine/shared/schemas/site";
import { type ChildNode, isTag } from "domhandler";
import { parseDocument } from "htmlparser2";
import { LAYOUT_COMPONENTS } from "../modules/site/layout";

/**
 * What of a stored layout could run code or reach another site: the oracle of the XSS corpus,
 * written apart from the sanitizer (its own lists, its own reading of URLs) so that it does not
 * share the sanitizer's mistakes. Answers one line per problem; an empty list is a clean layout.
 */

const FORBIDDEN_TAGS = new Set([
  ...["script", "style", "object", "embed", "applet", "base", "meta", "link", "form", "input", "button"],
  ...["textarea", "select", "template", "noscript", "xmp", "title", "frame", "frameset", "isindex"],
  ...["marquee", "math", "body", "head", "html"],
]);
const URL_ATTRIBUTES = ["href", "src", "srcset", "poster", "action", "formaction", "data", "background"];
const FRAME_HOSTS = ["www.openstreetmap.org", "www.youtube-nocookie.com", "player.vimeo.com"];
/** The attributes of the inline icons the tree holds in place of Font Awesome's <i>. */
const ICON_ATTRIBUTES = new Set([
  "class",
  "viewBox",
  "fill",
  "aria-hidden",
  "focusable",
  "d",
  "title",
  "role",
]);

type Element = { tag: string; attrs: Record<string, string> };

/** The URL's scheme as a browser reads it: it skips controls and spaces before and within it. */
function scheme(url: string): string | undefined {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: controls are what browsers skip.
  const squeezed = url.replace(/[\x00-\x20]/g, "");
  return /^([a-z][a-z0-9+.-]*):/i.exec(squeezed)?.[1]?.toLowerCase();
}

function urlProblem(url: string): string | null {
  const name = scheme(url);
  return name && !["http", "https", "mailto", "tel"].includes(name) ? `scheme ${name}:` : null;
}

/** What a piece of CSS (a stylesheet or a style attribute) holds that it may not. */
export function cssProblems(css: string): string[] {
  const text = css
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/\\([0-9a-f]{1,6})\s?/gi, (_m, hex) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/\\(.)/g, "$1")
    .toLowerCase();
  const problems: string[] = [];
  if (css.includes("</")) problems.push("css: </ (closes the style element)");
  for (const word of ["@import", "expression(", "javascript:", "vbscript:", "-moz-binding"])
    if (text.includes(word)) problems.push(`css: ${word}`);
  if (/(^|[^\w-])behavior\s*:/.test(text)) problems.push("css: behavior");
  for (const match of text.matchAll(/url\(\s*["']?([^"')]*)/g)) {
    const url = match[1]!.trim();
    if (!url.startsWith("#") && !/^\/(media|assets)\/[^\\]*$/.test(url)) problems.push(`css: url(${url})`);
  }
  for (const match of text.matchAll(/image-set\(([^)]*)\)/g))
    if (/https?:|\/\/|var\(/.test(match[1]!)) problems.push("css: image-set from elsewhere");
  return problems;
}

function elementProblems(element: Element, inTree: boolean): string[] {
  const { tag, attrs } = element;
  const problems: string[] = [];
  if (FORBIDDEN_TAGS.has(tag)) problems.push(`<${tag}>`);
  const icon = inTree && (tag === "svg" || tag === "path");
  if ((tag === "svg" || tag === "path") && !inTree) problems.push(`<${tag}>`);
  for (const [name, value] of Object.entries(attrs)) {
    if (/^on/i.test(name)) problems.push(`<${tag} ${name}>`);
    if (name.includes(":") || ["srcdoc", "http-equiv", "formaction", "action"].includes(name))
      problems.push(`<${tag} ${name}>`);
    if (icon && !ICON_ATTRIBUTES.has(name)) problems.push(`<${tag} ${name}> on an icon`);
    if (URL_ATTRIBUTES.includes(name)) {
      const urls =
        name === "srcset" ? value.split(",").map((part) => part.trim().split(/\s+/)[0] ?? "") : [value];
      for (const url of urls) {
        const problem = urlProblem(url);
        if (problem) problems.push(`<${tag} ${name}>: ${problem}`);
      }
    }
    if (name === "style") problems.push(...cssProblems(value).map((p) => `<${tag} style> ${p}`));
    if (name === "data-props") {
      try {
        const props: unknown = JSON.parse(value);
        if (!props || typeof props !== "object" || Array.isArray(props))
          problems.push("data-props: no object");
      } catch {
        problems.push("data-props: no JSON");
      }
    }
    if (name === "data-component" && !(LAYOUT_COMPONENTS as readonly string[]).includes(value))
      problems.push(`data-component ${value}`);
  }
  if (tag === "iframe") {
    const src = attrs.src ?? "";
    const host = /^https:\/\/([^/?#]+)\//.exec(src)?.[1];
    if (!host || !FRAME_HOSTS.includes(host)) problems.push(`<iframe src="${src}">`);
  }
  return problems;
}

function* htmlElements(nodes: ChildNode[]): Generator<Element> {
  for (const node of nodes) {
    if (!isTag(node)) continue;
    yield { tag: node.name.toLowerCase(), attrs: node.attribs };
    yield* htmlElements(node.children);
  }
}

function* treeElements(nodes: LayoutNode[]): Generator<Element> {
  for (const node of nodes) {
    if (typeof node === "string") continue;
    if ("component" in node) {
      yield {
        tag: "div",
        attrs: { "data-component": node.component, "data-props": JSON.stringify(node.props) },
      };
      continue;
    }
    yield { tag: node.tag.toLowerCase(), attrs: node.attrs };
    yield* treeElements(node.children);
  }
}

/** Every problem of a stored layout: its HTML, its CSS and the tree the pages render. */
export function executableParts(layout: { html: string; css: string; tree: LayoutNode[] }): string[] {
  const problems: string[] = [];
  for (const element of htmlElements(parseDocument(layout.html).children))
    problems.push(...elementProblems(element, false).map((p) => `html ${p}`));
  for (const element of treeElements(layout.tree))
    problems.push(...elementProblems(element, true).map((p) => `tree ${p}`));
  problems.push(...cssProblems(layout.css));
  return problems;
}
