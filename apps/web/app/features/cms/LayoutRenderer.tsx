import { imageSizes, imageSrcSet } from "@vitrine/shared/image-widths";
import type { LayoutNode } from "@vitrine/shared/schemas/site";
import attributesToProps from "html-react-parser/lib/attributes-to-props";
import { type ComponentType, createElement, type ReactNode } from "react";
import { layoutComponents } from "./components";

type ElementNode = Extract<LayoutNode, { tag: string }>;

const VOID_TAGS = new Set(["img", "br", "hr", "source", "input", "wbr", "area", "col", "embed", "track"]);
/** Elements whose text is not parsed as HTML: always left to React. */
const RAW_TEXT_TAGS = new Set(["script", "style", "noscript", "template", "textarea", "title", "xmp"]);

/**
 * Marks an element whose children a document's data leaves out (`keepStaticParts`): the page's
 * markup already holds them. Its value is the hash of the children's HTML as the server writes it
 * (`htmlMark`).
 */
export const KEPT_ATTRIBUTE = "data-kept";

/** The HTML of a kept element's children: written by the server, read from the page in the browser. */
export const keptHtmlOf = new WeakMap<ElementNode, string>();

/** The page's own HTML of each kept element, by its mark: read once in the browser, when it hydrates. */
const pageHtml = new Map<string, string>();

const MARK = /^[0-9a-z]{1,12}$/;

/**
 * A short hash of an HTML string (53 bits, cyrb53), the same on the server and in the browser: a
 * kept element's mark, by which the browser knows that an element's HTML is the page's own.
 */
export function htmlMark(html: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < html.length; i++) {
    const code = html.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The components a layout's placeholders name. */
export type LayoutComponents = Readonly<Record<string, ComponentType<Record<string, unknown>> | undefined>>;

/** Renders a layout tree parsed at save time; placeholders become React components. */
export function LayoutRenderer({
  tree,
  inline = true,
  components = layoutComponents,
}: {
  tree: LayoutNode[];
  inline?: boolean;
  /** The site's dynamic components by default. */
  components?: LayoutComponents;
}) {
  return <>{render(tree, inline, components)}</>;
}

/**
 * An element whose whole subtree holds no component is rendered with its children as one HTML
 * string (`inline`): React neither builds nor walks those nodes, on the server nor when the page
 * hydrates. The string is written once per tree node (trees are kept per site version), and it
 * is the same markup: the nodes come from HTML sanitized at save.
 */
function render(nodes: LayoutNode[], inline: boolean, components: LayoutComponents): ReactNode[] {
  return nodes.map((node, index) => {
    if (typeof node === "string") return node;
    if ("component" in node) {
      const Component = components[node.component];
      // biome-ignore lint/suspicious/noArrayIndexKey: a layout tree is static, position is its identity.
      return Component ? <Component key={index} {...node.props} /> : null;
    }
    const attrs = elementAttributes(node);
    const { fetchpriority, ...rest } = attrs;
    const props: Record<string, unknown> = { ...attributesToProps(rest, node.tag), key: index };
    // React spells it fetchPriority; html-react-parser does not know the attribute.
    if (fetchpriority) props.fetchPriority = fetchpriority;
    if (VOID_TAGS.has(node.tag)) return createElement(node.tag, props);
    const html = keptHtml(node) ?? (inline ? asInPage(innerHtml(node)) : null);
    if (html !== null)
      return createElement(node.tag, { ...props, dangerouslySetInnerHTML: { __html: html } });
    return createElement(node.tag, props, ...render(node.children, inline, components));
  });
}

/** The attributes an element is rendered with: images decode off the main thread, photos get a srcset. */
function elementAttributes(node: ElementNode): Record<string, string> {
  if (node.tag !== "img") return node.attrs;
  const attrs = { ...node.attrs };
  if (!attrs.decoding) attrs.decoding = "async";
  const srcSet = !attrs.srcset && attrs.src ? imageSrcSet(attrs.src, Number(attrs.width) || null) : undefined;
  if (srcSet) {
    attrs.srcset = srcSet;
    attrs.sizes = attrs.sizes ?? imageSizes("100vw", attrs.loading === "lazy");
  }
  return attrs;
}

/**
 * The children's HTML of an element the document's data left out: the server's copy, else the
 * page's own markup, read once before React hydrates it (React does not compare that HTML when it
 * hydrates).
 */
function keptHtml(node: ElementNode): string | null {
  const mark = node.attrs[KEPT_ATTRIBUTE];
  if (mark === undefined || node.children.length > 0 || !MARK.test(mark)) return null;
  const html = keptHtmlOf.get(node) ?? pageHtml.get(mark);
  if (html !== undefined) return html;
  // On the server, a mark it did not write is an empty element (the sanitizer lets none through).
  if (typeof document === "undefined") return "";
  const read = document.querySelector(`[${KEPT_ATTRIBUTE}="${mark}"]`)?.innerHTML ?? "";
  pageHtml.set(mark, read);
  return read;
}

/**
 * In the browser, once a page came with kept elements, the same HTML arriving whole (the page's
 * data revalidated after an action, or a navigation back) is rendered as the page's own string:
 * React compares the two strings and leaves the element, and what scripts did to its nodes (the
 * scroll animations' classes), as they are.
 */
function asInPage(html: string | null): string | null {
  if (html === null || pageHtml.size === 0) return html;
  return pageHtml.get(htmlMark(html)) ?? html;
}

/** The HTML an element's children are rendered as, or null when they need React (see `render`). */
export const staticHtml = (node: ElementNode): string | null =>
  VOID_TAGS.has(node.tag) ? null : innerHtml(node);

const htmlOf = new WeakMap<ElementNode, string | null>();

/** The HTML of an element's children, or null when one of them needs React (a component). */
function innerHtml(node: ElementNode): string | null {
  let html = htmlOf.get(node);
  if (html === undefined) {
    html = RAW_TEXT_TAGS.has(node.tag) ? null : childrenHtml(node.children);
    htmlOf.set(node, html);
  }
  return html;
}

function childrenHtml(children: LayoutNode[]): string | null {
  let html = "";
  for (const child of children) {
    if (typeof child === "string") {
      html += escapeText(child);
      continue;
    }
    if ("component" in child || !NAME.test(child.tag) || preloaded(child)) return null;
    const inner = VOID_TAGS.has(child.tag) ? "" : innerHtml(child);
    if (inner === null) return null;
    let open = `<${child.tag}`;
    for (const [name, value] of Object.entries(elementAttributes(child))) {
      if (!NAME.test(name)) return null;
      open += ` ${name}="${escapeAttribute(value)}"`;
    }
    html += VOID_TAGS.has(child.tag) ? `${open}/>` : `${open}>${inner}</${child.tag}>`;
  }
  return html;
}

/**
 * React preloads the images a page shows at once (`<link rel="preload" as="image">` in the head,
 * at high priority for the first screen's): those stay React's, only lazy ones go in strings.
 */
const preloaded = (node: ElementNode) => node.tag === "img" && node.attrs.loading !== "lazy";

/** Tag and attribute names written as they are (the sanitizer's allow-list only has such names). */
const NAME = /^[a-zA-Z][a-zA-Z0-9:._-]*$/;

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
