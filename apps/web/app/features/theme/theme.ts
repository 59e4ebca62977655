import { darken, isHexColor, lighten, mix, readableTextOn, readableVariant } from "@vitrine/shared/colors";
import { DETAIL_PAGE_MARGIN_TOP_DEFAULT } from "@vitrine/shared/constants";
import type { ParameterKey } from "@vitrine/shared/parameters";
import { PARAMETERS } from "@vitrine/shared/parameters";
import type { Font, Parameter } from "@vitrine/shared/schemas/site";
import type { SelfHostedFont } from "@vitrine/shared/schemas/theme";

export type ParameterValues = Record<ParameterKey, string | null>;

/** Parameters by key; a key the site lacks takes its catalogue default. */
export function parameterValues(parameters: Parameter[]): ParameterValues {
  const values = Object.fromEntries(
    Object.entries(PARAMETERS).map(([key, definition]) => [key, definition.defaultValue]),
  ) as ParameterValues;
  for (const p of parameters) if (p.type in values) values[p.type as ParameterKey] = p.value;
  return values;
}

export const isOn = (value: string | null) => value === "true";

export function numberValue(value: string | null, fallback: number): number {
  const n = value === null ? Number.NaN : Number(value);
  return Number.isFinite(n) ? n : fallback;
}

/**
 * Self-hosted families (fontsource) and their fallbacks: first a local face sized like the family
 * (styles/font-fallbacks.css), so that the text keeps its place when the family arrives.
 */
const FONT_STACKS: Record<SelfHostedFont, string> = {
  Inter: "'Inter Variable', 'Inter', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', sans-serif",
  Montserrat: "'Montserrat Variable', 'Montserrat', 'Montserrat Fallback', system-ui, 'Segoe UI', sans-serif",
  "Playfair Display":
    "'Playfair Display Variable', 'Playfair Display', 'Playfair Display Fallback', Georgia, 'Times New Roman', serif",
  Lora: "'Lora Variable', 'Lora', 'Lora Fallback', Georgia, 'Times New Roman', serif",
};

export function fontStack(family: string): string {
  return (
    FONT_STACKS[family as SelfHostedFont] ?? `'${family.replace(/['";{}<>]/g, "")}', system-ui, sans-serif`
  );
}

const color = (value: string | null, fallback: string) => (value && isHexColor(value) ? value : fallback);

/**
 * Theme variables of spec section 3, from the site parameters and fonts. Font sizes are in the
 * editor's scale where 14 is normal body text (1rem).
 */
export function themeVariables(values: ParameterValues, fonts: Font[]): Record<string, string> {
  const primary = color(values.PRIMARY_COLOR, "#1b3358");
  const accent = color(values.ACCENT_COLOR, "#d6336c");
  const background = color(values.BACKGROUND_COLOR, "#ffffff");
  const header = color(values.HEADER_BACKGROUND_COLOR, background);
  const menu = color(values.MENU_BACKGROUND_COLOR, header);
  const footer = color(values.FOOTER_BACKGROUND_COLOR, darken(primary, 16));
  const surface = mix(primary, background, 0.05);
  // Accent-coloured text must read on both the page and the tinted sections.
  const accentText = readableVariant(readableVariant(darken(accent, 24), background), surface);
  const font = (type: Font["type"]) => fonts.find((f) => f.type === type);
  const title = font("TITLE");
  const content = font("CONTENT");
  const menuFont = font("MENU") ?? content;
  const rem = (size: number | undefined, fallback: number) => `${((size ?? fallback) / 14).toFixed(4)}rem`;
  const textColor = color(content?.color ?? null, readableTextOn(background));
  return {
    "--color-primary": primary,
    "--color-primary-dark": darken(primary, 24),
    "--color-primary-light": lighten(primary, 40),
    "--color-on-primary": readableTextOn(primary),
    "--color-accent": accent,
    // Text in the accent colour (labels, links) stays readable on the page background.
    "--color-accent-dark": accentText,
    "--color-on-accent": readableTextOn(accent),
    "--color-on-accent-dark": readableTextOn(accentText),
    "--color-background": background,
    "--color-surface": surface,
    "--color-text": textColor,
    "--color-muted": `color-mix(in srgb, ${textColor} 72%, ${background})`,
    "--color-title": color(title?.color ?? null, primary),
    "--color-header-bg": header,
    "--color-on-header": readableTextOn(header),
    "--color-menu-bg": menu,
    "--color-menu-text": color(menuFont?.color ?? null, readableTextOn(menu)),
    "--color-menu-active": readableVariant(color(values.ACTIVE_FONT_COLOR, accent), menu),
    "--color-mobile-menu-bg": color(values.MOBILE_MENU_BACKGROUND_COLOR, menu),
    "--color-on-mobile-menu": readableTextOn(color(values.MOBILE_MENU_BACKGROUND_COLOR, menu)),
    "--color-footer-bg": footer,
    "--color-footer-text": color(values.FOOTER_FONT_COLOR, readableTextOn(footer)),
    "--font-title": fontStack(title?.family ?? "Montserrat"),
    "--font-title-weight": String(title?.weight ?? 700),
    "--font-title-style": title?.style ?? "normal",
    "--font-title-size": rem(title?.size, 15),
    "--font-content": fontStack(content?.family ?? "Inter"),
    "--font-content-weight": String(content?.weight ?? 400),
    "--font-content-size": rem(content?.size, 14),
    "--font-menu": fontStack(menuFont?.family ?? "Inter"),
    "--font-menu-weight": String(menuFont?.weight ?? 400),
    "--font-menu-size": rem(menuFont?.size, 14),
    "--menu-icon-size": `${numberValue(values.MENU_ICON_SIZE, 12)}px`,
    "--detail-margin-top": `${numberValue(values.DETAIL_PAGE_MARGIN_TOP, DETAIL_PAGE_MARGIN_TOP_DEFAULT)}px`,
    "--logo-width": `${numberValue(values.LOGO_WIDTH, 180)}px`,
    "--logo-height": `${numberValue(values.LOGO_HEIGHT, 56)}px`,
    "--logo-footer-width": `${numberValue(values.LOGO_FOOTER_WIDTH, 180)}px`,
  };
}

/** The variables as a `:root` rule; values come from validated colours and a closed font list. */
export function themeCss(variables: Record<string, string>): string {
  const body = Object.entries(variables)
    .map(([name, value]) => `${name}:${value.replace(/[<>{}]/g, "")}`)
    .join(";");
  return `:root{${body}}`;
}
