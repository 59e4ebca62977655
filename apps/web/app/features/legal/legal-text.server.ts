import { LEGAL_PLACEHOLDERS } from "@vitrine/shared/parameters";
import sanitizeHtml from "sanitize-html";
import { escapeHtml } from "../http/escape-html";
import type { ParameterValues } from "../theme/theme";

/** A legal text with its {{KEY}} placeholders filled from the site parameters, sanitized. */
export function fillLegalText(html: string, values: ParameterValues): string {
  let filled = html;
  for (const key of LEGAL_PLACEHOLDERS) {
    filled = filled.replaceAll(`{{${key}}}`, escapeHtml(values[key] ?? "(non renseigné)"));
  }
  return sanitizeHtml(filled, {
    allowedTags: sanitizeHtml.defaults.allowedTags,
    allowedAttributes: { a: ["href", "target", "rel"] },
    allowedSchemes: ["http", "https", "mailto", "tel"],
  });
}
