import { createHash } from "node:crypto";
import type { LayoutNode } from "@vitrine/shared/schemas/site";
import { type ChildNode, isTag, isText } from "domhandler";
import { parseDocument } from "htmlparser2";
import sanitizeHtml from "sanitize-html";
import { iconNode } from "./icons";

/** Component placeholders a layout may hold: `<div data-component="services-list" data-props='{}'>`. */
export const LAYOUT_COMPONENTS = [
  "services-list",
  "projects-grid",
  "blog-cards",
  "news",
  "reviews",
  "album",
  "slider",
  "contact-form",
  "quote-form",
  "map",
  "shop-products",
  "newsletter-form",
] as const;

const ALLOWED_TAGS = [
  ...["section", "article", "aside", "header", "footer", "nav", "main", "div", "span", "p", "br", "hr"],
  ...["h1", "h2", "h3", "h4", "h5", "h6", "strong", "b", "em", "i", "u", "small", "mark", "sup", "sub"],
  ...["a", "img", "picture", "source", "figure", "figcaption", "blockquote", "cite", "q", "address"],
  ...["ul", "ol", "li", "dl", "dt", "dd", "details", "summary", "time", "abbr"],
  ...["table", "thead", "tbody", "tfoot", "tr", "th", "td", "caption", "video", "iframe"],
];

const GLOBAL_ATTRIBUTES = [
  "class",
  "id",
  "style",
  "title",
  "role",
  "lang",
  "data-component",
  "data-props",
  "data-animate",
  "aria-*",
];

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    "*": GLOBAL_ATTRIBUTES,
    a: ["href", "target", "rel"],
    img: ["src", "srcset", "sizes", "alt", "width", "height", "loading", "decoding", "fetchpriority"],
    source: ["src", "srcset", "type", "media", "sizes"],
    video: ["src", "poster", "controls", "muted", "loop", "playsinline", "width", "height", "preload"],
    iframe: ["src", "width", "height", "loading", "allowfullscreen", "referrerpolicy"],
    time: ["datetime"],
    td: ["colspan", "rowspan"],
    th: ["colspan", "rowspan", "scope"],
    ol: ["start", "reversed"],
    details: ["open"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href", "src", "srcset", "poster"],
  allowProtocolRelative: false,
  // Maps and videos may only be embedded from these providers.
  allowedIframeHostnames: ["www.openstreetmap.org", "www.youtube-nocookie.com", "player.vimeo.com"],
  transformTags: {
    a: (tagName, attribs) => {
      if (attribs.target === "_blank")
        return { tagName, attribs: { ...attribs, rel: "noopener noreferrer" } };
      return { tagName, attribs };
    },
  },
};

export function sanitizeLayoutHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE_OPTIONS).trim();
}

/** Layout CSS may not close its <style> element nor pull remote resources. */
export function sanitizeLayoutCss(css: string): string {
  return css
    .replace(/<\/?style[^>]*>/gi, "")
    .replace(/@import[^;]*;?/gi, "")
    .replace(/url\(\s*(['"]?)\s*(?:https?:)?\/\/[^)]*\)/gi, "none")
    .replace(/expression\s*\(/gi, "(")
    .trim();
}

function parseProps(raw: string | undefined): Record<string, unknown> {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

function toNodes(children: ChildNode[]): LayoutNode[] {
  const nodes: LayoutNode[] = [];
  for (const child of children) {
    if (isText(child)) {
      if (child.data.length > 0) nodes.push(child.data);
    } else if (isTag(child)) {
      const attrs = { ...child.attribs };
      const component = attrs["data-component"];
      if (component) {
        nodes.push({ component, props: parseProps(attrs["data-props"]) });
        continue;
      }
      if (child.name === "i" && attrs.class?.includes("fa-")) {
        const { class: classes, ...rest } = attrs;
        const icon = iconNode(classes ?? "", rest);
        if (icon) {
          nodes.push(icon);
          continue;
        }
      }
      nodes.push({ tag: child.name, attrs, children: toNodes(child.children) });
    }
  }
  return nodes;
}

/** Parses sanitized HTML once, at save time, into the tree the pages render. */
export function parseLayoutHtml(html: string): LayoutNode[] {
  return toNodes(parseDocument(html, { decodeEntities: true }).children);
}

export interface PreparedLayout {
  html: string;
  css: string;
  hash: string;
  tree: LayoutNode[];
}

export function hashHtml(html: string): string {
  return createHash("sha256").update(html, "utf8").digest("hex");
}

/** Everything a layout save stores: sanitized HTML and CSS, the hash of the HTML, the parsed tree. */
export function prepareLayout(input: { html: string; css: string }): PreparedLayout {
  const html = sanitizeLayoutHtml(input.html);
  return { html, css: sanitizeLayoutCss(input.css), hash: hashHtml(html), tree: parseLayoutHtml(html) };
}
