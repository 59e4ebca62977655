import { z } from "zod";
import { isHexColor } from "../colors";
import { idNumber, line } from "./common";

/**
 * The theme an administrator edits beside the parameters: the three fonts (title, content, menu)
 * among the families the site serves itself, and the five logos with their text alternative.
 */

/** Families served from the site itself (apps/web/app/styles/fonts.css): no font comes from elsewhere. */
export const SELF_HOSTED_FONTS = ["Inter", "Montserrat", "Playfair Display", "Lora"] as const;
export type SelfHostedFont = (typeof SELF_HOSTED_FONTS)[number];

export const FONT_TYPES = ["TITLE", "CONTENT", "MENU"] as const;
export type FontType = (typeof FONT_TYPES)[number];

/** Weights every self-hosted family draws (their variable files cover 400 to 700 at least). */
export const FONT_WEIGHTS = [400, 500, 600, 700] as const;
export const FONT_STYLES = ["normal", "italic"] as const;
export const FONT_SIZE_MIN = 10;
export const FONT_SIZE_MAX = 48;

export const FontBodySchema = z.object({
  type: z.enum(FONT_TYPES, { error: "Police inconnue : titres, texte ou menu." }),
  family: z.enum(SELF_HOSTED_FONTS, {
    error: `Choisissez une des polices du site : ${SELF_HOSTED_FONTS.join(", ")}.`,
  }),
  color: line("Indiquez une couleur.")
    .trim()
    .refine(isHexColor, "La couleur doit être au format #rrggbb ou #rrggbbaa."),
  size: z
    .number({ error: "Indiquez une taille en nombre." })
    .int("La taille doit être un nombre entier.")
    .min(FONT_SIZE_MIN, `La taille doit être comprise entre ${FONT_SIZE_MIN} et ${FONT_SIZE_MAX}.`)
    .max(FONT_SIZE_MAX, `La taille doit être comprise entre ${FONT_SIZE_MIN} et ${FONT_SIZE_MAX}.`),
  weight: z
    .number({ error: "Indiquez une graisse en nombre." })
    .refine(
      (w) => (FONT_WEIGHTS as readonly number[]).includes(w),
      `Graisse possible : ${FONT_WEIGHTS.join(", ")}.`,
    ),
  style: z.enum(FONT_STYLES, { error: "Style possible : normal ou italique." }),
});
export type FontBody = z.infer<typeof FontBodySchema>;

/** Body of PUT /admin/font: the fonts to change, each type once. */
export const FontsBodySchema = z.object({
  fonts: z
    .array(FontBodySchema, { error: "Indiquez les polices à enregistrer." })
    .min(1, "Indiquez au moins une police.")
    .max(FONT_TYPES.length, "Une police par usage au plus.")
    .refine(
      (fonts) => new Set(fonts.map((f) => f.type)).size === fonts.length,
      "Une police par usage au plus.",
    ),
});
export type FontsBody = z.infer<typeof FontsBodySchema>;

export const LOGO_TYPES = [
  "LOGO",
  "LOGO_FOOTER",
  "LOGO_LIGHT_THEME",
  "LOGO_DARK_THEME",
  "LOGO_FAVICON",
] as const;
export type LogoType = (typeof LOGO_TYPES)[number];

/** What the panel calls each logo, and where the site shows it. */
export const LOGO_LABELS: Record<LogoType, { label: string; help: string }> = {
  LOGO: { label: "Logo principal", help: "Dans l'en-tête, quand la version pour fond clair manque." },
  LOGO_FOOTER: { label: "Logo du pied de page", help: "En bas de chaque page." },
  LOGO_LIGHT_THEME: {
    label: "Logo sur fond clair",
    help: "Dans l'en-tête sur son fond habituel ; remplace alors le logo principal.",
  },
  LOGO_DARK_THEME: {
    label: "Logo sur fond sombre",
    help: "Dans l'en-tête posé sur le haut de la page (menu par-dessus une image).",
  },
  LOGO_FAVICON: {
    label: "Icône du site (favicon)",
    help: "Petite image carrée montrée dans l'onglet du navigateur.",
  },
};

export const LOGO_ALT_MAX = 200;
export const LOGO_ALT_MISSING = "Décrivez le logo en quelques mots (texte alternatif).";

/** The text alternative of a logo: what a screen reader says in its place. */
export const logoAlt = () =>
  line(LOGO_ALT_MISSING)
    .trim()
    .min(1, LOGO_ALT_MISSING)
    .max(LOGO_ALT_MAX, `${LOGO_ALT_MAX} caractères au maximum.`);

export const LogoTypeSchema = z.enum(LOGO_TYPES, {
  error: "Type de logo inconnu : LOGO, LOGO_FOOTER, LOGO_LIGHT_THEME, LOGO_DARK_THEME ou LOGO_FAVICON.",
});

const MEDIA_MISSING = "Choisissez une image de la médiathèque.";

/** Body of PUT /admin/logo/{type}: the text alternative, and the library's image to show (optional). */
export const LogoBodySchema = z.object({
  idMedia: idNumber(MEDIA_MISSING).optional(),
  alt: logoAlt(),
});
export type LogoBody = z.input<typeof LogoBodySchema>;
