import type { Font } from "@vitrine/shared/schemas/site";
import { FONT_TYPES, type FontBody, FontBodySchema, type FontType } from "@vitrine/shared/schemas/theme";
import { colourValue, text } from "./form-values";

/** What the panel calls each font. */
export const FONT_LABELS: Record<FontType, string> = { TITLE: "Titres", CONTENT: "Texte", MENU: "Menu" };

/** The defaults of spec section 9 (title 15 bold, content and menu 14 regular), for a site without fonts. */
export const DEFAULT_FONTS: Record<FontType, Omit<FontBody, "type">> = {
  TITLE: { family: "Montserrat", color: "#1b3358", size: 15, weight: 700, style: "normal" },
  CONTENT: { family: "Inter", color: "#2b3038", size: 14, weight: 400, style: "normal" },
  MENU: { family: "Inter", color: "#2b3038", size: 14, weight: 400, style: "normal" },
};

export const FONT_FIELDS = ["family", "size", "weight", "style", "color"] as const;

/** The name of a font's field in the form: `TITLE.family`. */
export const fontField = (type: FontType, field: (typeof FONT_FIELDS)[number]) => `${type}.${field}`;

/** The site's font of a type, or the default one. */
export function fontOf(fonts: Font[], type: FontType): FontBody {
  const font = fonts.find((f) => f.type === type);
  if (!font) return { type, ...DEFAULT_FONTS[type] };
  const { id: _, ...body } = font;
  return body as FontBody;
}

export interface ReadFonts {
  /** The fonts that differ from the site's. */
  changed: FontBody[];
  typed: Record<string, string>;
  errors: Record<string, string>;
}

/** Reads the three fonts of the form, each checked with the shared schema. */
export function readFonts(form: FormData, fonts: Font[]): ReadFonts {
  const read: ReadFonts = { changed: [], typed: {}, errors: {} };
  for (const type of FONT_TYPES) {
    const current = fontOf(fonts, type);
    const raw = {
      type,
      family: text(form, fontField(type, "family")) ?? "",
      size: Number(text(form, fontField(type, "size")) || Number.NaN),
      weight: Number(text(form, fontField(type, "weight")) || Number.NaN),
      style: text(form, fontField(type, "style")) ?? "",
      color: colourValue(form, fontField(type, "color"), current.color),
    };
    for (const field of FONT_FIELDS)
      read.typed[fontField(type, field)] = String(text(form, fontField(type, field)) ?? "");
    read.typed[fontField(type, "color")] = raw.color;
    const parsed = FontBodySchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        read.errors[`${type}.${String(issue.path[0])}`] ??= issue.message;
      continue;
    }
    const same = FONT_FIELDS.every((field) => parsed.data[field] === current[field]);
    if (!same || !fonts.some((f) => f.type === type)) read.changed.push(parsed.data);
  }
  return read;
}

/** The API's refusals (`fonts.0.family`) named by the form's fields (`TITLE.family`). */
export function fontErrors(errors: Record<string, string>, sent: FontBody[]): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => {
      const match = /^fonts\.(\d+)\.(\w+)$/.exec(field);
      const type = match ? sent[Number(match[1])]?.type : undefined;
      return [type ? `${type}.${match![2]}` : field, message];
    }),
  );
}
