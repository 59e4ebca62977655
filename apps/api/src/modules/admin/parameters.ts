import { LEGAL_TEXT_KEYS, type ParameterKey } from "@vitrine/shared/parameters";
import { LEGAL_TEXT_HTML } from "@vitrine/shared/rich-text";
import sanitizeHtml from "sanitize-html";

/**
 * What the legal texts' editor writes (LEGAL_TEXT_HTML, which the editor also applies to what is
 * pasted into it) and nothing else: no script, style, frame, form, event handler or `javascript:`
 * link. The {{KEY}} placeholders are plain text and go through untouched.
 */
const LEGAL_HTML: sanitizeHtml.IOptions = {
  allowedTags: LEGAL_TEXT_HTML.tags,
  allowedAttributes: LEGAL_TEXT_HTML.attributes,
  allowedSchemes: LEGAL_TEXT_HTML.schemes,
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, { href, target }) => {
      const attribs: Record<string, string> = href === undefined ? {} : { href };
      if (target === "_blank") Object.assign(attribs, { target, rel: "noopener noreferrer nofollow" });
      return { tagName, attribs };
    },
  },
};

const LEGAL_KEYS: ReadonlySet<string> = new Set(LEGAL_TEXT_KEYS);

/** The value as it is stored: a legal text's HTML sanitized, any other value as given. */
export function storedParameterValue(key: ParameterKey, value: string | null): string | null {
  if (value === null || !LEGAL_KEYS.has(key)) return value;
  return sanitizeHtml(value, LEGAL_HTML).trim() || null;
}
