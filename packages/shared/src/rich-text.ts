/**
 * The markup the rich texts keep, written once: the API sanitizes what it stores with it
 * (sanitize-html), and the panel's editors reduce what is pasted into them to it.
 */
export interface HtmlAllowList {
  /** Elements kept; any other is dropped and its text kept (a script's or a style's aside). */
  tags: string[];
  /** Attributes kept, per element. */
  attributes: Record<string, string[]>;
  /** Class names kept, per element. */
  classes: Record<string, string[]>;
  /** Schemes a link may use; a relative link (`/page`) stays, one to another host (`//host`) does not. */
  schemes: string[];
}

const LINK_SCHEMES = ["http", "https", "mailto", "tel"];

/**
 * Rich text of articles, services, news and elements: editorial markup only, no script, style,
 * form or event handler.
 */
export const RICH_TEXT_HTML: HtmlAllowList = {
  tags: [
    ...["p", "br", "hr", "h2", "h3", "h4", "strong", "b", "em", "i", "u", "small", "mark", "sup", "sub"],
    ...["a", "img", "figure", "figcaption", "blockquote", "cite", "q", "abbr", "time", "span"],
    ...["ul", "ol", "li", "dl", "dt", "dd", "table", "thead", "tbody", "tr", "th", "td", "caption"],
    ...["details", "summary", "aside"],
  ],
  attributes: {
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
  classes: { aside: ["note", "tip", "warning"], span: ["highlight"], p: ["lead"] },
  schemes: LINK_SCHEMES,
};

/**
 * What the legal texts' editor writes (paragraphs, headings, lists, quotes, links, emphasis) and
 * nothing else. The {{KEY}} placeholders are plain text and go through untouched.
 */
export const LEGAL_TEXT_HTML: HtmlAllowList = {
  tags: [
    ...["p", "br", "hr", "h2", "h3", "h4", "strong", "b", "em", "i", "u", "s", "code"],
    ...["a", "ul", "ol", "li", "blockquote"],
  ],
  attributes: { a: ["href", "target", "rel"], ol: ["start"] },
  classes: {},
  schemes: LINK_SCHEMES,
};

/** Code points a browser drops from a link before reading its scheme (`java\tscript:`). */
const ignoredInLink = (char: string) => char.charCodeAt(0) <= 0x20 || char.charCodeAt(0) === 0x7f;

/**
 * Whether a link may stay in a rich text: one of `schemes` (case aside), or relative to the site
 * (`/page`, `#part`, `page`); not `javascript:`, `data:` nor a link to another host without a
 * scheme (`//host`, `/\host`).
 */
export function isSafeLink(href: string, schemes: readonly string[]): boolean {
  const bare = [...href].filter((char) => !ignoredInLink(char)).join("");
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(bare)?.[1];
  if (scheme !== undefined) return schemes.includes(scheme.toLowerCase());
  return !/^[/\\]{2}/.test(bare);
}
