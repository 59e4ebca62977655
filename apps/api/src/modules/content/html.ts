import sanitizeHtml from "sanitize-html";

/**
 * Rich text of articles, services, news and elements: sanitized once, when saved (seed or admin),
 * then served as is. Only editorial markup survives: no scripts, styles, forms or event handlers.
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    ...["p", "br", "hr", "h2", "h3", "h4", "strong", "b", "em", "i", "u", "small", "mark", "sup", "sub"],
    ...["a", "img", "figure", "figcaption", "blockquote", "cite", "q", "abbr", "time", "span"],
    ...["ul", "ol", "li", "dl", "dt", "dd", "table", "thead", "tbody", "tr", "th", "td", "caption"],
    ...["details", "summary", "aside"],
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "width", "height", "loading", "decoding"],
    abbr: ["title"],
    time: ["datetime"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    ol: ["start"],
    aside: ["class"],
    span: ["class"],
    p: ["class"],
  },
  allowedClasses: { aside: ["note", "tip", "warning"], span: ["highlight"], p: ["lead"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target === "_blank"
        ? { tagName, attribs: { ...attribs, rel: "noopener noreferrer" } }
        : { tagName, attribs },
    img: (tagName, attribs) => ({ tagName, attribs: { loading: "lazy", decoding: "async", ...attribs } }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT).trim();
}

/** Plain text of an HTML fragment (for reading time and e-mails). */
export function textOf(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const WORDS_PER_MINUTE = 220;

/** Reading time in whole minutes, at least 1. */
export function readingTimeOf(html: string): number {
  const words = textOf(html).split(" ").filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
