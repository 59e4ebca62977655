import { createHash } from "node:crypto";
import type { LayoutNode } from "@vitrine/shared/schemas/site";
import { type ChildNode, isTag, isText } from "domhandler";
import { Parser, parseDocument } from "htmlparser2";
import sanitizeHtml from "sanitize-html";
import { badRequest } from "../../lib/http";
import { jsonStorageProblem } from "../../lib/json";
import { iconNode } from "./icons";
import { sanitizeLayoutCss, sanitizeStyleAttribute } from "./layout-css";

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

/** Embedded maps and videos: the CSP's frame-src (apps/web/server/security.ts), over HTTPS only. */
export const IFRAME_HOSTS = ["www.openstreetmap.org", "www.youtube-nocookie.com", "player.vimeo.com"];

/** Elements dropped with everything they hold: their text is code, or markup parsed another way. */
const DROPPED_WITH_CONTENT = [
  ...["script", "style", "textarea", "option", "select", "noscript", "template", "xmp", "noembed"],
  ...["noframes", "plaintext", "title", "svg", "math", "object", "embed", "applet", "head"],
];

/** An animation name, or none (a bare `data-animate` takes the default fade). */
const ANIMATION = /^[a-z0-9-]{0,40}$/i;

/**
 * `data-props` as JSON of an object, written again by JSON.stringify; undefined when it is anything
 * else, or an object the layout's tree could not store (NUL, lone surrogate, too deeply nested).
 */
function jsonProps(raw: string): string | undefined {
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === "object" && !Array.isArray(value) && !jsonStorageProblem(value)
      ? JSON.stringify(value)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The attributes every element keeps, before sanitize-html's allow-list: style attributes cleaned
 * like the layout's CSS, a placeholder only for a component the site knows with JSON props, an
 * animation name, a link target among _blank and _self.
 */
function cleanAttributes(tagName: string, attribs: sanitizeHtml.Attributes) {
  const attrs: sanitizeHtml.Attributes = { ...attribs };
  if (attrs.style !== undefined) {
    const style = sanitizeStyleAttribute(attrs.style);
    if (style) attrs.style = style;
    else delete attrs.style;
  }
  const component = attrs["data-component"];
  if (component === undefined || !(LAYOUT_COMPONENTS as readonly string[]).includes(component)) {
    delete attrs["data-component"];
    delete attrs["data-props"];
  } else if (attrs["data-props"] !== undefined) {
    const props = jsonProps(attrs["data-props"]);
    if (props === undefined) delete attrs["data-props"];
    else attrs["data-props"] = props;
  }
  if (attrs["data-animate"] !== undefined && !ANIMATION.test(attrs["data-animate"]))
    delete attrs["data-animate"];
  if (attrs.target !== undefined && attrs.target !== "_blank" && attrs.target !== "_self")
    delete attrs.target;
  if (tagName === "iframe" && attrs.src !== undefined && !/^\s*https:\/\//i.test(attrs.src)) delete attrs.src;
  return { tagName, attribs: attrs };
}

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
  nonTextTags: DROPPED_WITH_CONTENT,
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href", "src", "srcset", "poster"],
  allowProtocolRelative: false,
  allowedIframeHostnames: IFRAME_HOSTS,
  allowIframeRelativeUrls: false,
  // Style attributes are cleaned by cleanAttributes, with the rules of the layout's CSS.
  parseStyleAttributes: false,
  // An iframe left without its address (another site's, a script) is no embed.
  exclusiveFilter: (frame) => frame.tag === "iframe" && !frame.attribs.src,
  transformTags: {
    a: (tagName, attribs) => {
      if (attribs.target === "_blank")
        return { tagName, attribs: { ...attribs, rel: "noopener noreferrer" } };
      return { tagName, attribs };
    },
    "*": cleanAttributes,
  },
};

/** C0 controls but tab and line breaks, and DEL: nothing a layout writes, something parsers disagree on. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is dropped.
const CONTROLS = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/g;

/** Sanitized HTML of a layout; 400 when it nests more than LAYOUT_MAX_DEPTH elements. */
export function sanitizeLayoutHtml(html: string): string {
  const text = html.replace(CONTROLS, "");
  refuseDeepNesting(text);
  return sanitizeHtml(text, SANITIZE_OPTIONS).trim();
}

/**
 * Refuses HTML nested past LAYOUT_MAX_DEPTH before it is sanitized: sanitize-html's time grows
 * with the square of the nesting (100,000 nested elements kept one process busy for seconds,
 * every site it serves with it). One streaming pass, the parser's own closing rules.
 */
function refuseDeepNesting(html: string): void {
  let depth = 0;
  const parser = new Parser({
    onopentag() {
      depth += 1;
      if (depth > LAYOUT_MAX_DEPTH) throw badRequest(LAYOUT_TOO_DEEP, { html: LAYOUT_TOO_DEEP });
    },
    onclosetag() {
      depth -= 1;
    },
  });
  parser.end(html);
}

export { sanitizeLayoutCss };

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

/** Deepest nesting of elements a layout may have: far more than any page needs, little for the stack. */
export const LAYOUT_MAX_DEPTH = 256;
export const LAYOUT_TOO_DEEP = `La mise en page est trop imbriquée : ${LAYOUT_MAX_DEPTH} niveaux d'éléments au plus.`;

/** The tree of `children`, elements of level `depth + 1`; 400 past LAYOUT_MAX_DEPTH levels. */
function toNodes(children: ChildNode[], depth = 0): LayoutNode[] {
  const nodes: LayoutNode[] = [];
  for (const child of children) {
    if (isText(child)) {
      if (child.data.length > 0) nodes.push(child.data);
    } else if (isTag(child)) {
      if (depth >= LAYOUT_MAX_DEPTH) throw badRequest(LAYOUT_TOO_DEEP, { html: LAYOUT_TOO_DEEP });
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
      nodes.push({ tag: child.name, attrs, children: toNodes(child.children, depth + 1) });
    }
  }
  return nodes;
}

/** Parses sanitized HTML once, at save time, into the tree the pages render (400 when too deep). */
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
