import { contrastRatio, isHexColor } from "@vitrine/shared/colors";

/** WCAG AA for body text: below it, the panel warns. */
export const MIN_TEXT_CONTRAST = 4.5;

/** The texts of the site and the background each is read on, as theme variables (theme.ts). */
const PAIRS = [
  { label: "Texte des pages sur leur fond", text: "--color-text", background: "--color-background" },
  { label: "Titres sur le fond des pages", text: "--color-title", background: "--color-background" },
  { label: "Texte des boutons principaux", text: "--color-on-primary", background: "--color-primary" },
  { label: "Texte des boutons d'accent", text: "--color-on-accent", background: "--color-accent" },
  { label: "Texte de l'en-tête", text: "--color-on-header", background: "--color-header-bg" },
  { label: "Entrées du menu", text: "--color-menu-text", background: "--color-menu-bg" },
  { label: "Page en cours dans le menu", text: "--color-menu-active", background: "--color-menu-bg" },
  {
    label: "Menu ouvert sur téléphone",
    text: "--color-on-mobile-menu",
    background: "--color-mobile-menu-bg",
  },
  { label: "Texte du pied de page", text: "--color-footer-text", background: "--color-footer-bg" },
] as const;

export interface ContrastCheck {
  label: string;
  text: string;
  background: string;
  ratio: number;
}

/** Each text of the theme against its background, with its WCAG contrast ratio (1 to 21). */
export function contrastChecks(variables: Record<string, string>): ContrastCheck[] {
  return PAIRS.flatMap(({ label, ...pair }) => {
    const text = variables[pair.text];
    const background = variables[pair.background];
    if (!text || !background || !isHexColor(text) || !isHexColor(background)) return [];
    return [{ label, text, background, ratio: contrastRatio(text, background) }];
  });
}

/** The checks below the AA threshold. */
export const lowContrasts = (variables: Record<string, string>): ContrastCheck[] =>
  contrastChecks(variables).filter((check) => check.ratio < MIN_TEXT_CONTRAST);

/** 4.5 → « 4,5:1 », 2.349 → « 2,35:1 »: a ratio as French readers write it. */
export const formatRatio = (ratio: number): string =>
  `${(Math.floor(ratio * 100) / 100).toLocaleString("fr-FR", { maximumFractionDigits: 2 })}:1`;
