/** Colour rules of spec section 5: hex parsing, lightening and darkening, dark detection. */

export interface Rgba {
  r: number;
  g: number;
  b: number;
  /** Alpha pair of digits as written (0-255), when present. */
  a?: number;
}

const HEX = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})?$/i;

/** Parses `#rrggbb` or `#rrggbbaa` (the `#` is optional); null for anything else. */
export function parseHex(input: string): Rgba | null {
  const match = HEX.exec(input.trim());
  if (!match) return null;
  const [, r, g, b, a] = match as unknown as [string, string, string, string, string | undefined];
  const color: Rgba = { r: Number.parseInt(r, 16), g: Number.parseInt(g, 16), b: Number.parseInt(b, 16) };
  if (a !== undefined) color.a = Number.parseInt(a, 16);
  return color;
}

export function isHexColor(input: string): boolean {
  return parseHex(input) !== null;
}

const clampChannel = (value: number) => Math.min(255, Math.max(0, Math.round(value)));
const hexPair = (value: number) => clampChannel(value).toString(16).padStart(2, "0");

export function toHex({ r, g, b, a }: Rgba): string {
  return `#${hexPair(r)}${hexPair(g)}${hexPair(b)}${a === undefined ? "" : hexPair(a)}`;
}

/** Adds `amount` to each channel, clamped to 0-255: positive lightens, negative darkens. Alpha is kept. */
export function shade(color: string, amount: number): string {
  const rgba = parseHex(color);
  if (!rgba) throw new Error(`Invalid colour: ${color}`);
  return toHex({ ...rgba, r: rgba.r + amount, g: rgba.g + amount, b: rgba.b + amount });
}

export const lighten = (color: string, amount: number) => shade(color, Math.abs(amount));
export const darken = (color: string, amount: number) => shade(color, -Math.abs(amount));

/** Weighted luminance on the 0-255 scale (0.2126 red, 0.7152 green, 0.0722 blue). */
export function luminance(color: string): number {
  const rgba = parseHex(color);
  if (!rgba) throw new Error(`Invalid colour: ${color}`);
  return 0.2126 * rgba.r + 0.7152 * rgba.g + 0.0722 * rgba.b;
}

/** A colour counts as dark when its weighted luminance is 128 or less. */
export function isDark(color: string): boolean {
  return luminance(color) <= 128;
}

export const LIGHT_TEXT = "#ffffff";
export const DARK_TEXT = "#14171f";

/** Text colour readable on the given background: light on dark colours, dark on light ones. */
export function readableTextOn(background: string): string {
  return isDark(background) ? LIGHT_TEXT : DARK_TEXT;
}

/** WCAG 2.1 relative luminance (0-1), with sRGB linearisation. */
export function relativeLuminance(color: string): number {
  const rgba = parseHex(color);
  if (!rgba) throw new Error(`Invalid colour: ${color}`);
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(rgba.r) + 0.7152 * linear(rgba.g) + 0.0722 * linear(rgba.b);
}

/** WCAG contrast ratio between two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [high, low] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/**
 * The colour itself when it is readable as text on `background` (WCAG AA, 4.5:1 by default);
 * otherwise the nearest darker (on a light background) or lighter (on a dark one) shade that is.
 */
export function readableVariant(color: string, background: string, minRatio = 4.5): string {
  const step = isDark(background) ? 8 : -8;
  let candidate = toHex({ ...parseHex(color)!, a: undefined });
  for (let i = 0; i < 32 && contrastRatio(candidate, background) < minRatio; i++) {
    candidate = shade(candidate, step);
  }
  return candidate;
}

/** `weight` (0-1) of `a` mixed into `b`, channel by channel, like CSS color-mix in sRGB. */
export function mix(a: string, b: string, weight: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  if (!x || !y) throw new Error(`Invalid colour: ${x ? b : a}`);
  const channel = (p: number, q: number) => p * weight + q * (1 - weight);
  return toHex({ r: channel(x.r, y.r), g: channel(x.g, y.g), b: channel(x.b, y.b) });
}
