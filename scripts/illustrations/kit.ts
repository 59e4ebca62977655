/**
 * Drawing kit of the sample illustrations: a palette, a seeded random source and an SVG document
 * whose gradient and clip ids carry a prefix unique to the file (several SVGs may be inlined in
 * one page).
 */

export const C = {
  navy: "#1b3358",
  navyLight: "#2c4d7c",
  navyDark: "#12243f",
  pink: "#d6336c",
  pinkLight: "#ec6a95",
  cream: "#f6f3ee",
  sand: "#ece6dc",
  linen: "#ddd5c8",
  beige: "#cfc4b2",
  wood: "#c69a66",
  woodDark: "#a97a48",
  oak: "#d2ac78",
  slate: "#4a5868",
  slateDark: "#37424f",
  slateMid: "#5d6b7a",
  grey: "#8a96a3",
  greyLight: "#aab3bd",
  silver: "#d5dbe1",
  white: "#ffffff",
  sage: "#a9c0a6",
  sageDark: "#7f9c7c",
  leaf: "#5f8a5a",
  leafDark: "#3f6b45",
  grass: "#9dbb84",
  grassDark: "#7fa06a",
  sky: "#bcd6ea",
  skyLight: "#e9f1f4",
  sea: "#6f9fc0",
  seaDark: "#4f7fa3",
  stone: "#d6ccbb",
  stoneDark: "#b8ab95",
  render: "#f3eee5",
  hydrangeaBlue: "#8fb1e0",
  hydrangeaPink: "#e48bb0",
} as const;

/** Mulberry32: the same seed gives the same drawing on every run. */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min: number, max: number) => min + next() * (max - min),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
  };
}
export type Random = ReturnType<typeof random>;

const r1 = (n: number) => Math.round(n * 10) / 10;

/** Attributes to text; numbers rounded to a tenth, undefined skipped. */
export function attrs(values: Record<string, string | number | undefined>): string {
  return Object.entries(values)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}="${typeof v === "number" ? r1(v) : v}"`)
    .join(" ");
}

export const el = (tag: string, values: Record<string, string | number | undefined>, children?: string) =>
  children === undefined ? `<${tag} ${attrs(values)}/>` : `<${tag} ${attrs(values)}>${children}</${tag}>`;

export const rect = (x: number, y: number, width: number, height: number, fill: string, extra = {}) =>
  el("rect", { x, y, width, height, fill, ...extra });

export const poly = (points: Array<[number, number]>, fill: string, extra = {}) =>
  el("polygon", { points: points.map(([x, y]) => `${r1(x)},${r1(y)}`).join(" "), fill, ...extra });

export const path = (d: string, fill: string, extra = {}) => el("path", { d, fill, ...extra });

export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width = 2, extra = {}) =>
  el("line", { x1, y1, x2, y2, stroke, "stroke-width": width, ...extra });

export const circle = (cx: number, cy: number, r: number, fill: string, extra = {}) =>
  el("circle", { cx, cy, r, fill, ...extra });

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = {}) =>
  el("ellipse", { cx, cy, rx, ry, fill, ...extra });

export const group = (children: string[], extra: Record<string, string | number | undefined> = {}) =>
  `<g ${attrs(extra)}>${children.join("")}</g>`;

/** A soft contact shadow under an object. */
export const shadow = (cx: number, cy: number, rx: number, ry = rx * 0.12, opacity = 0.18) =>
  ellipse(cx, cy, rx, ry, "#1b2330", { opacity });

/** One SVG file: collects its definitions under a unique prefix. */
export class Doc {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private count = 0;

  constructor(
    readonly prefix: string,
    readonly width = 1200,
    readonly height = 800,
  ) {}

  private id(name: string) {
    this.count += 1;
    return `${this.prefix}-${name}${this.count}`;
  }

  /** Vertical (default) or horizontal linear gradient; answers `url(#id)`. */
  linear(
    stops: Array<[number, string, number?]>,
    dir: "v" | "h" | [number, number, number, number] = "v",
  ): string {
    const id = this.id("g");
    const [x1, y1, x2, y2] = dir === "v" ? [0, 0, 0, 1] : dir === "h" ? [0, 0, 1, 0] : dir;
    const stopTags = stops
      .map(([offset, color, opacity]) =>
        el("stop", {
          offset,
          "stop-color": color,
          "stop-opacity": opacity === undefined ? undefined : opacity,
        }),
      )
      .join("");
    this.defs.push(el("linearGradient", { id, x1, y1, x2, y2 }, stopTags));
    return `url(#${id})`;
  }

  radial(stops: Array<[number, string, number?]>, cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.id("r");
    const stopTags = stops
      .map(([offset, color, opacity]) =>
        el("stop", {
          offset,
          "stop-color": color,
          "stop-opacity": opacity === undefined ? undefined : opacity,
        }),
      )
      .join("");
    this.defs.push(el("radialGradient", { id, cx, cy, r }, stopTags));
    return `url(#${id})`;
  }

  /** A clip path from shapes; answers `url(#id)`. */
  clip(shapes: string): string {
    const id = this.id("c");
    this.defs.push(el("clipPath", { id }, shapes));
    return `url(#${id})`;
  }

  /** A soft blur filter; answers `url(#id)`. */
  blur(deviation: number): string {
    const id = this.id("f");
    this.defs.push(
      el(
        "filter",
        { id, x: "-20%", y: "-20%", width: "140%", height: "140%" },
        el("feGaussianBlur", { stdDeviation: deviation }),
      ),
    );
    return `url(#${id})`;
  }

  add(...parts: string[]) {
    this.body.push(...parts);
    return this;
  }

  toString(title: string): string {
    return [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}" fill="none" role="img" aria-label="${title.replace(/"/g, "&quot;")}">`,
      `<title>${title.replace(/&/g, "&amp;").replace(/</g, "&lt;")}</title>`,
      `<defs>${this.defs.join("")}</defs>`,
      ...this.body,
      "</svg>",
      "",
    ].join("\n");
  }
}
