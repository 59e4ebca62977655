import { RICH_TEXT_HTML } from "@vitrine/shared/rich-text";
import sanitizeHtml from "sanitize-html";

/**
 * Rich text of articles, services, news and elements: sanitized once, when saved (seed or admin),
 * then served as is. Only editorial markup survives (RICH_TEXT_HTML, which the panel's editor also
 * applies to what is pasted into it).
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: RICH_TEXT_HTML.tags,
  allowedAttributes: RICH_TEXT_HTML.attributes,
  allowedClasses: RICH_TEXT_HTML.classes,
  allowedSchemes: RICH_TEXT_HTML.schemes,
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
