import { contrastRatio, isHexColor } from "@vitrine/shared/colors";

/** WCAG AA for body text: below it, the panel warns. */
export const MIN_TEXT_CONTRAST = 4.5;

/** The white of the site's cards, banners and boxes (the cookie banner, forms, cart), whatever the theme. */
const WHITE = "#ffffff";

/**
 * The texts of the site and the background each is read on, as theme variables (theme.ts) or the
 * fixed white its styles draw cards on: every pairing the public stylesheets make with a theme
 * colour used as text (links are `--color-primary`, styles/site.css).
 */
const PAIRS = [
  { label: "Texte des pages sur leur fond", text: "--color-text", background: "--color-background" },
  { label: "Titres sur le fond des pages", text: "--color-title", background: "--color-background" },
  { label: "Titres des cartes et bandeaux blancs", text: "--color-title", background: WHITE },
  { label: "Titres des sections teintées", text: "--color-title", background: "--color-surface" },
  { label: "Liens sur le fond des pages", text: "--color-primary", background: "--color-background" },
  {
    label: "Liens des cartes et bandeaux blancs (bandeau des cookies, formulaires, panier)",
    text: "--color-primary",
    background: WHITE,
  },
  { label: "Liens des sections teintées", text: "--color-primary", background: "--color-surface" },
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
    const background = pair.background === WHITE ? WHITE : variables[pair.background];
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
