import { shade } from "./exterior";
import {
  C,
  circle,
  type Doc,
  ellipse,
  group,
  line,
  path,
  poly,
  type Random,
  random,
  rect,
  shadow,
} from "./kit";

/**
 * Indoor scenes in one-point perspective: the back wall spans (300,190)-(900,590), side walls,
 * ceiling and floor run to the frame's corners.
 */

export const BACK = { x1: 300, y1: 190, x2: 900, y2: 590 } as const;

type Pt = [number, number];
/** Left wall: u from the front (0) to the back (1), v from top (0) to bottom (1). */
const L = (u: number, v: number): Pt => [300 * u, 190 * u + v * (800 - 210 * u - 190 * u)];
const R = (u: number, v: number): Pt => [1200 - 300 * u, 190 * u + v * (800 - 210 * u - 190 * u)];
/** Floor: s from left (0) to right (1), t from the back (0) to the front (1). */
export const F = (s: number, t: number): Pt => {
  const y = 590 + 210 * t;
  const xl = 300 - 300 * t;
  return [xl + s * (600 + 600 * t), y];
};

export type Surface =
  | { kind: "paint"; color: string }
  | { kind: "wallpaper"; color: string; motif: string }
  | { kind: "stone" }
  | { kind: "tiles"; color: string; joint?: string; size?: number }
  | { kind: "studs" }
  | { kind: "drywall" }
  | { kind: "concrete" }
  | { kind: "membrane" };

export type FloorKind = "oak" | "tiles" | "tiles-dark" | "worn" | "tarp" | "concrete";

export interface RoomOptions {
  seed: number;
  back: Surface;
  left: Surface;
  right: Surface;
  floor: FloorKind;
  ceiling?: string;
  /** Darker and cooler before works, warmer when finished. */
  light?: "day" | "dim" | "warm";
}

const LEFT_WALL: Pt[] = [
  [0, 0],
  [300, 190],
  [300, 590],
  [0, 800],
];
const RIGHT_WALL: Pt[] = [
  [1200, 0],
  [900, 190],
  [900, 590],
  [1200, 800],
];
const FLOOR: Pt[] = [
  [300, 590],
  [900, 590],
  [1200, 800],
  [0, 800],
];
const CEILING: Pt[] = [
  [0, 0],
  [1200, 0],
  [900, 190],
  [300, 190],
];

type Mapper = (a: number, b: number) => Pt;
const BACK_MAP: Mapper = (s, v) => [300 + 600 * s, 190 + 400 * v];

const quad = (map: Mapper, a0: number, b0: number, a1: number, b1: number): Pt[] => [
  map(a0, b0),
  map(a1, b0),
  map(a1, b1),
  map(a0, b1),
];

function surface(
  doc: Doc,
  s: Surface,
  shape: Pt[],
  map: Mapper,
  rnd: Random,
  side: "back" | "left" | "right",
): string {
  const clip = doc.clip(poly(shape, "#000"));
  const parts: string[] = [];
  const sideShade = side === "back" ? 0 : side === "left" ? -14 : -8;
  const across = (n: number, draw: (a: number) => string) => {
    for (let i = 0; i <= n; i++) parts.push(draw(i / n));
  };
  switch (s.kind) {
    case "paint":
      parts.push(
        poly(
          shape,
          doc.linear([
            [0, shade(s.color, sideShade + 6)],
            [1, shade(s.color, sideShade - 6)],
          ]),
        ),
      );
      break;
    case "wallpaper": {
      parts.push(poly(shape, shade(s.color, sideShade)));
      for (let a = 0.04; a < 1; a += 0.08) {
        for (let b = 0.05; b < 1; b += 0.09) {
          const [x, y] = map(a, b + (Math.round(a / 0.08) % 2) * 0.045);
          const [, y2] = map(a, b + 0.1);
          const size = Math.max(3, (y2 - y) * 0.22);
          parts.push(
            poly(
              [
                [x, y - size],
                [x + size * 0.7, y],
                [x, y + size],
                [x - size * 0.7, y],
              ],
              s.motif,
              { opacity: 0.55 },
            ),
          );
        }
      }
      break;
    }
    case "stone": {
      parts.push(poly(shape, "#bdb2a0"));
      const tones = ["#d9cfbf", "#cfc4b2", "#c2b59f", "#b8ab95", "#ddd4c4", "#a99c86"];
      for (let b = 0; b < 1; ) {
        const h = rnd.range(0.045, 0.075);
        for (let a = -rnd.range(0, 0.06); a < 1; ) {
          const w = rnd.range(0.05, 0.12);
          parts.push(
            poly(quad(map, a + 0.006, b + 0.006, a + w - 0.006, b + h - 0.006), rnd.pick(tones), {
              stroke: "#a39682",
              "stroke-width": 0.6,
            }),
          );
          a += w;
        }
        b += h;
      }
      parts.push(poly(shape, "#000000", { opacity: side === "back" ? 0.02 : 0.1 }));
      break;
    }
    case "tiles": {
      const size = s.size ?? 0.1;
      parts.push(poly(shape, shade(s.color, sideShade)));
      across(Math.round(1 / size), (a) => {
        const [x1, y1] = map(a, 0);
        const [x2, y2] = map(a, 1);
        return line(x1, y1, x2, y2, s.joint ?? "#ffffff", 1.5, { opacity: 0.8 });
      });
      across(Math.round(1 / size), (b) => {
        const [x1, y1] = map(0, b);
        const [x2, y2] = map(1, b);
        return line(x1, y1, x2, y2, s.joint ?? "#ffffff", 1.5, { opacity: 0.8 });
      });
      break;
    }
    case "studs": {
      parts.push(poly(shape, "#cbbfa9"));
      for (let a = 0; a < 1; a += 0.1) {
        parts.push(poly(quad(map, a + 0.012, 0, a + 0.098, 1), "#e9cf7c"));
        for (let b = 0.05; b < 1; b += 0.1) {
          const [x1, y1] = map(a + 0.015, b);
          const [x2, y2] = map(a + 0.095, b + 0.03);
          parts.push(
            path(
              `M${x1.toFixed(1)} ${y1.toFixed(1)} Q${((x1 + x2) / 2).toFixed(1)} ${(y1 - 8).toFixed(1)} ${x2.toFixed(1)} ${y2.toFixed(1)}`,
              "none",
              { stroke: "#d2b25f", "stroke-width": 2 },
            ),
          );
        }
        parts.push(
          poly(quad(map, a, 0, a + 0.014, 1), "#aab3bd"),
          poly(quad(map, a + 0.004, 0, a + 0.008, 1), "#d5dbe1"),
        );
      }
      break;
    }
    case "drywall": {
      parts.push(poly(shape, shade("#e7e8e6", sideShade)));
      for (let a = 0; a <= 1; a += 0.2) {
        parts.push(poly(quad(map, a - 0.008, 0, a + 0.008, 1), "#f6f6f2"));
        for (let b = 0.08; b < 1; b += 0.12) {
          const [x, y] = map(a + 0.1, b);
          parts.push(circle(x, y, 1.8, "#9aa4ae"));
        }
      }
      break;
    }
    case "concrete": {
      parts.push(poly(shape, shade("#bfbcb4", sideShade)));
      for (let i = 0; i < 80; i++) {
        const [x, y] = map(rnd.next(), rnd.next());
        parts.push(circle(x, y, rnd.range(1, 3), rnd.pick(["#a8a59d", "#cfccc4"]), { opacity: 0.7 }));
      }
      break;
    }
    case "membrane": {
      parts.push(poly(shape, shade("#d9dcd9", sideShade)));
      parts.push(poly(quad(map, 0, 0.55, 1, 1), "#6d8fb1", { opacity: 0.85 }));
      for (let a = 0; a < 1; a += 0.16)
        parts.push(poly(quad(map, a, 0.5, a + 0.02, 1), "#a9bfd4", { opacity: 0.8 }));
      break;
    }
  }
  return group(parts, { "clip-path": clip });
}

function floor(doc: Doc, kind: FloorKind, rnd: Random): string {
  const clip = doc.clip(poly(FLOOR, "#000"));
  const parts: string[] = [];
  switch (kind) {
    case "oak": {
      parts.push(
        poly(
          FLOOR,
          doc.linear([
            [0, "#c69a66"],
            [1, "#a97a48"],
          ]),
        ),
      );
      for (let s = -0.5; s <= 1.5; s += 0.05) {
        const [x1, y1] = F(s, 0);
        const [x2, y2] = F(s, 1);
        parts.push(line(x1, y1, x2, y2, "#8d6437", 1.6, { opacity: 0.55 }));
      }
      for (let i = 0; i < 60; i++) {
        const s = rnd.range(-0.4, 1.4);
        const t = rnd.next() ** 1.3;
        const [x1, y1] = F(Math.round(s * 20) / 20, t);
        const [x2, y2] = F(Math.round(s * 20) / 20 + 0.05, t);
        parts.push(line(x1, y1, x2, y2, "#8d6437", 1.4, { opacity: 0.55 }));
      }
      break;
    }
    case "tiles":
    case "tiles-dark": {
      const base = kind === "tiles" ? "#d7d2ca" : "#7d8187";
      parts.push(
        poly(
          FLOOR,
          doc.linear([
            [0, base],
            [1, shade(base, -12)],
          ]),
        ),
      );
      for (let s = -1; s <= 2; s += 0.125) {
        const [x1, y1] = F(s, 0);
        const [x2, y2] = F(s, 1);
        parts.push(line(x1, y1, x2, y2, kind === "tiles" ? "#f4f1ec" : "#5c6066", 1.6));
      }
      for (const t of [0.08, 0.18, 0.3, 0.45, 0.63, 0.84]) {
        const [x1, y1] = F(-1, t);
        const [x2, y2] = F(2, t);
        parts.push(line(x1, y1, x2, y2, kind === "tiles" ? "#f4f1ec" : "#5c6066", 1.6));
      }
      break;
    }
    case "worn": {
      parts.push(
        poly(
          FLOOR,
          doc.linear([
            [0, "#b9a98a"],
            [1, "#a3916f"],
          ]),
        ),
      );
      for (let s = -1; s <= 2; s += 0.25) {
        const [x1, y1] = F(s, 0);
        const [x2, y2] = F(s, 1);
        parts.push(line(x1, y1, x2, y2, "#8f7e5f", 2, { opacity: 0.5 }));
      }
      for (const t of [0.12, 0.3, 0.55, 0.85]) {
        const [x1, y1] = F(-1, t);
        const [x2, y2] = F(2, t);
        parts.push(line(x1, y1, x2, y2, "#8f7e5f", 2, { opacity: 0.5 }));
      }
      for (let i = 0; i < 9; i++) {
        const [x, y] = F(rnd.range(0, 1), rnd.range(0.1, 0.9));
        parts.push(ellipse(x, y, rnd.range(30, 90), rnd.range(8, 20), "#6f5f45", { opacity: 0.18 }));
      }
      break;
    }
    case "tarp": {
      parts.push(poly(FLOOR, "#c6c3bb"));
      parts.push(path("M40 800 C200 660 380 640 520 610 C700 600 860 640 1160 800 Z", "#e9e7e2"));
      for (let i = 0; i < 6; i++) {
        const x = rnd.range(150, 1050);
        parts.push(
          path(`M${x} 800 C${x + 20} 720 ${x - 30} 660 ${x + 10} 610`, "none", {
            stroke: "#cfccc4",
            "stroke-width": 3,
          }),
        );
      }
      break;
    }
    case "concrete": {
      parts.push(
        poly(
          FLOOR,
          doc.linear([
            [0, "#b3b0a8"],
            [1, "#9d9a92"],
          ]),
        ),
      );
      for (let i = 0; i < 120; i++) {
        const [x, y] = F(rnd.range(-0.2, 1.2), rnd.next());
        parts.push(circle(x, y, rnd.range(1, 3.5), rnd.pick(["#8f8c85", "#c4c1b9"]), { opacity: 0.6 }));
      }
      break;
    }
  }
  return group(parts, { "clip-path": clip });
}

/** The room's shell: ceiling, walls, floor and skirting; features are drawn over it. */
export function room(doc: Doc, o: RoomOptions): string[] {
  const rnd = random(o.seed);
  const ceiling = o.ceiling ?? "#f6f3ee";
  const parts = [
    poly(
      CEILING,
      doc.linear([
        [0, shade(ceiling, -6)],
        [1, ceiling],
      ]),
    ),
    surface(doc, o.left, LEFT_WALL, L, rnd, "left"),
    surface(doc, o.right, RIGHT_WALL, R, rnd, "right"),
    surface(doc, o.back, quad(BACK_MAP, 0, 0, 1, 1), BACK_MAP, rnd, "back"),
    floor(doc, o.floor, rnd),
    poly(
      [
        [300, 582],
        [900, 582],
        [900, 590],
        [300, 590],
      ],
      o.floor === "tarp" || o.floor === "concrete" ? "#9c978d" : "#f4f1ec",
    ),
    line(300, 190, 0, 0, "#000000", 1, { opacity: 0.06 }),
    line(900, 190, 1200, 0, "#000000", 1, { opacity: 0.06 }),
  ];
  return parts;
}

/** Light over everything: a cold veil before works, warm sun after. */
export function light(doc: Doc, kind: "day" | "dim" | "warm"): string {
  if (kind === "dim")
    return rect(
      0,
      0,
      1200,
      800,
      doc.linear([
        [0, "#2b3440", 0.28],
        [1, "#2b3440", 0.18],
      ]),
    );
  if (kind === "warm")
    return rect(
      0,
      0,
      1200,
      800,
      doc.radial(
        [
          [0, "#ffe9b0", 0.28],
          [1, "#ffe9b0", 0],
        ],
        0.55,
        0.35,
        0.7,
      ),
    );
  return rect(
    0,
    0,
    1200,
    800,
    doc.linear([
      [0, "#ffffff", 0.04],
      [1, "#ffffff", 0],
    ]),
  );
}

/* Features ---------------------------------------------------------------------------------- */

export type View = "garden" | "sea" | "street" | "night";

export function backWindow(
  doc: Doc,
  x: number,
  y: number,
  w: number,
  h: number,
  view: View,
  old = false,
): string {
  const inner = doc.clip(rect(x + 10, y + 10, w - 20, h - 20, "#000"));
  const scene: string[] = [
    rect(
      x,
      y,
      w,
      h,
      doc.linear(
        view === "night"
          ? [
              [0, "#27344d"],
              [1, "#56607a"],
            ]
          : [
              [0, "#bcd6ea"],
              [1, "#eef4f5"],
            ],
      ),
    ),
  ];
  if (view === "sea") {
    scene.push(
      rect(
        x,
        y + h * 0.55,
        w,
        h * 0.45,
        doc.linear([
          [0, "#8fb7d2"],
          [1, C.seaDark],
        ]),
      ),
      path(
        `M${x} ${y + h * 0.56} Q${x + w * 0.4} ${y + h * 0.46} ${x + w} ${y + h * 0.54} V${y + h * 0.58} H${x} Z`,
        "#98b49a",
      ),
    );
  } else if (view === "street") {
    scene.push(
      rect(x + w * 0.1, y + h * 0.35, w * 0.35, h * 0.65, "#e2d8c8"),
      poly(
        [
          [x + w * 0.05, y + h * 0.36],
          [x + w * 0.27, y + h * 0.18],
          [x + w * 0.5, y + h * 0.36],
        ],
        "#55606d",
      ),
      rect(x + w * 0.6, y + h * 0.45, w * 0.35, h * 0.55, "#cfc4b2"),
    );
  } else if (view === "garden") {
    scene.push(
      path(
        `M${x} ${y + h * 0.62} C${x + w * 0.3} ${y + h * 0.48} ${x + w * 0.6} ${y + h * 0.58} ${x + w} ${y + h * 0.5} V${y + h} H${x} Z`,
        "#8fb07d",
      ),
      path(
        `M${x} ${y + h * 0.78} C${x + w * 0.4} ${y + h * 0.66} ${x + w * 0.7} ${y + h * 0.76} ${x + w} ${y + h * 0.7} V${y + h} H${x} Z`,
        "#6f9a62",
      ),
      circle(x + w * 0.78, y + h * 0.46, w * 0.12, "#7fa06a"),
    );
  }
  const frame = old ? "#ede7dc" : "#ffffff";
  return group([
    rect(x - 10, y - 10, w + 20, h + 20, old ? "#d6cfc2" : "#f8f6f2"),
    group(scene, { "clip-path": inner }),
    rect(x, y, w, 10, frame),
    rect(x, y + h - 10, w, 10, frame),
    rect(x, y, 10, h, frame),
    rect(x + w - 10, y, 10, h, frame),
    rect(x + w / 2 - 5, y, 10, h, frame),
    ...(old ? [rect(x, y + h / 2 - 4, w, 8, frame)] : []),
    rect(x - 16, y + h + 8, w + 32, 10, old ? "#cfc7b8" : "#ffffff"),
    path(
      `M${x + 16} ${y + h - 20} L${x + w * 0.32} ${y + 18} L${x + w * 0.4} ${y + 18} L${x + 26} ${y + h - 20} Z`,
      "#ffffff",
      { opacity: 0.28 },
    ),
  ]);
}

export function pendant(x: number, y: number, color: string = C.navy, glow = true): string {
  return group([
    line(x, 0, x, y - 30, color, 2),
    ...(glow ? [ellipse(x, y + 30, 90, 50, "#fff1c9", { opacity: 0.35 })] : []),
    path(`M${x - 30} ${y} Q${x - 28} ${y - 32} ${x} ${y - 34} Q${x + 28} ${y - 32} ${x + 30} ${y} Z`, color),
    ellipse(x, y, 30, 6, "#fff1c9"),
  ]);
}

export function plant(x: number, floorY: number, size = 1, seed = 1): string {
  const rnd = random(seed);
  const leaves: string[] = [];
  for (let i = 0; i < 9; i++) {
    const a = rnd.range(-1.2, 1.2);
    const len = rnd.range(70, 120) * size;
    const ex = x + Math.sin(a) * len;
    const ey = floorY - 70 * size - Math.cos(a) * len;
    leaves.push(
      path(
        `M${x} ${floorY - 70 * size} Q${(x + ex) / 2 - 20 * a} ${(floorY - 70 * size + ey) / 2} ${ex} ${ey} Q${(x + ex) / 2 + 14} ${(floorY - 70 * size + ey) / 2 + 10} ${x} ${floorY - 70 * size} Z`,
        rnd.pick([C.leaf, C.leafDark, "#6f9a62"]),
      ),
    );
  }
  return group([
    shadow(x, floorY, 46 * size, 9 * size),
    ...leaves,
    path(
      `M${x - 34 * size} ${floorY - 74 * size} H${x + 34 * size} L${x + 26 * size} ${floorY} H${x - 26 * size} Z`,
      "#e9e3d8",
    ),
    rect(x - 34 * size, floorY - 74 * size, 68 * size, 8 * size, "#d8d0c2"),
  ]);
}

export function sofa(x: number, y: number, w: number, color: string = C.sage): string {
  const dark = shade(color, -22);
  return group([
    shadow(x + w / 2, y + 110, w * 0.55, 14),
    rect(x, y, w, 70, dark, { rx: 18 }),
    rect(x - 18, y + 30, 40, 80, color, { rx: 14 }),
    rect(x + w - 22, y + 30, 40, 80, color, { rx: 14 }),
    rect(x + 10, y + 52, w - 20, 46, color, { rx: 12 }),
    line(x + w / 2, y + 54, x + w / 2, y + 96, dark, 2),
    rect(x + 30, y + 20, 70, 46, C.pink, { rx: 12, opacity: 0.9 }),
    rect(x + w - 100, y + 20, 70, 46, C.cream, { rx: 12 }),
    rect(x + 8, y + 108, 10, 14, "#6d4d31"),
    rect(x + w - 18, y + 108, 10, 14, "#6d4d31"),
  ]);
}

export function rug(cx: number, cy: number, rx: number, ry: number, color = "#e8dfd0"): string {
  return group([
    ellipse(cx, cy, rx, ry, color),
    ellipse(cx, cy, rx * 0.8, ry * 0.8, "none", { stroke: shade(color, -20), "stroke-width": 3 }),
  ]);
}

export function woodStove(doc: Doc, x: number, floorY: number, pellet = false): string {
  const w = pellet ? 110 : 130;
  const h = pellet ? 190 : 150;
  const top = floorY - h;
  return group([
    rect(x + w / 2 - 12, 0, 24, top - 10, "#2f353c"),
    rect(x + w / 2 - 12, 0, 6, top - 10, "#4b535c"),
    shadow(x + w / 2, floorY, w * 0.8, 10, 0.25),
    rect(x - 20, floorY - 6, w + 40, 10, "#cfc8bb", { rx: 2 }),
    rect(
      x,
      top,
      w,
      h - 6,
      doc.linear(
        [
          [0, "#4a525b"],
          [1, "#2f353c"],
        ],
        "h",
      ),
      { rx: pellet ? 14 : 6 },
    ),
    rect(x + 16, top + (pellet ? 40 : 30), w - 32, pellet ? 70 : 80, "#1d2126", { rx: 6 }),
    rect(
      x + 20,
      top + (pellet ? 44 : 34),
      w - 40,
      pellet ? 62 : 72,
      doc.radial(
        [
          [0, "#ffd27a"],
          [0.5, "#f08a3c"],
          [1, "#7a2e1a"],
        ],
        0.5,
        0.8,
        0.7,
      ),
      { rx: 4 },
    ),
    ...(pellet
      ? [rect(x + 16, top + 14, 40, 12, "#1d2126", { rx: 3 }), circle(x + w - 28, top + 20, 6, C.pink)]
      : [rect(x + 8, top + h - 40, w - 16, 10, "#252a30", { rx: 3 })]),
    ellipse(x + w / 2, top + h * 0.5, w, h * 0.7, "#ffb347", { opacity: 0.08 }),
  ]);
}

export function fireplaceOld(x: number, floorY: number): string {
  return group([
    rect(x, floorY - 230, 260, 230, "#d8cdb9"),
    rect(x - 20, floorY - 250, 300, 26, "#c2b59f"),
    rect(x + 50, floorY - 170, 160, 170, "#2a2724"),
    path(`M${x + 50} ${floorY - 170} Q${x + 130} ${floorY - 210} ${x + 210} ${floorY - 170}`, "#2a2724"),
    ellipse(x + 130, floorY - 10, 60, 10, "#6a6158"),
    rect(x + 80, floorY - 30, 100, 14, "#5b4634", { rx: 6 }),
    rect(x, floorY - 230, 260, 230, "#000000", { opacity: 0.08 }),
  ]);
}

export function radiator(x: number, y: number, w: number, old = false): string {
  const parts = [rect(x, y, w, 90, old ? "#e6e0d4" : "#f4f4f2", { rx: 6 })];
  for (let xx = x + 10; xx < x + w - 6; xx += 14)
    parts.push(rect(xx, y + 6, 8, 78, old ? "#d6cfbf" : "#e3e5e6", { rx: 4 }));
  parts.push(rect(x + 4, y + 90, 8, 18, "#b7bcc2"), rect(x + w - 12, y + 90, 8, 18, "#b7bcc2"));
  return group(parts);
}

export function kitchenNavy(doc: Doc, x1: number, x2: number, floorY: number, withWallUnits = true): string {
  const top = floorY - 128;
  const parts = [
    rect(
      x1,
      top - 14,
      x2 - x1,
      14,
      doc.linear(
        [
          [0, "#c89a62"],
          [1, "#b78853"],
        ],
        "h",
      ),
    ),
    rect(
      x1 + 4,
      top,
      x2 - x1 - 8,
      124,
      doc.linear([
        [0, "#23406b"],
        [1, C.navy],
      ]),
    ),
  ];
  const n = Math.max(2, Math.round((x2 - x1) / 115));
  const cw = (x2 - x1 - 8) / n;
  for (let i = 0; i < n; i++) {
    parts.push(rect(x1 + 8 + i * cw, top + 6, cw - 8, 110, "none", { stroke: "#2f5183", "stroke-width": 2 }));
    parts.push(rect(x1 + i * cw + cw / 2 - 14, top + 16, 28, 4, "#d6b26a", { rx: 2 }));
  }
  parts.push(rect(x1 + 4, floorY - 6, x2 - x1 - 8, 6, "#12243f"));
  if (withWallUnits) {
    parts.push(rect(x1 + 20, top - 110, 150, 6, "#c89a62"), rect(x2 - 170, top - 110, 150, 6, "#c89a62"));
    parts.push(
      rect(x1 + 40, top - 140, 18, 30, "#e9e3d8"),
      rect(x1 + 66, top - 132, 14, 22, C.pink),
      rect(x2 - 140, top - 138, 26, 28, "#dcd6cb"),
    );
  }
  return group(parts);
}

export function kitchenOld(x1: number, x2: number, floorY: number): string {
  const top = floorY - 120;
  const parts = [rect(x1, top - 12, x2 - x1, 12, "#d9d0b8"), rect(x1 + 4, top, x2 - x1 - 8, 114, "#8a6440")];
  const n = Math.max(2, Math.round((x2 - x1) / 100));
  const cw = (x2 - x1 - 8) / n;
  for (let i = 0; i < n; i++) {
    parts.push(rect(x1 + 10 + i * cw, top + 8, cw - 12, 98, "#7a5533", { rx: 3 }));
    parts.push(
      rect(x1 + 18 + i * cw, top + 16, cw - 28, 82, "none", { stroke: "#a37a52", "stroke-width": 3 }),
    );
    parts.push(circle(x1 + i * cw + cw - 18, top + 56, 4, "#c9b58a"));
  }
  parts.push(rect(x1 + 10, top - 230, x2 - x1 - 20, 120, "#8a6440"));
  for (let i = 0; i < n; i++)
    parts.push(rect(x1 + 16 + i * cw, top - 224, cw - 14, 108, "#7a5533", { rx: 3 }));
  return group(parts);
}

export function island(doc: Doc, cx: number, floorY: number, w: number): string {
  const top = floorY - 150;
  return group([
    shadow(cx, floorY + 4, w * 0.6, 12, 0.25),
    rect(
      cx - w / 2,
      top + 18,
      w,
      132,
      doc.linear([
        [0, "#23406b"],
        [1, C.navy],
      ]),
    ),
    rect(
      cx - w / 2 - 14,
      top,
      w + 28,
      20,
      doc.linear(
        [
          [0, "#d2ac78"],
          [1, "#b78853"],
        ],
        "h",
      ),
    ),
    rect(cx - w / 2 - 14, top + 16, w + 28, 4, "#8d6437"),
    line(cx - w / 6, top + 24, cx - w / 6, floorY - 4, "#2f5183", 2),
    line(cx + w / 6, top + 24, cx + w / 6, floorY - 4, "#2f5183", 2),
    rect(cx - 70, top - 40, 60, 40, "#e9e3d8", { rx: 8 }),
    circle(cx + 60, top - 14, 16, "#e8c34a"),
    circle(cx + 82, top - 10, 12, "#d8a83a"),
  ]);
}

export function stool(x: number, floorY: number): string {
  return group([
    line(x - 18, floorY, x - 10, floorY - 90, "#3a3f45", 4),
    line(x + 18, floorY, x + 10, floorY - 90, "#3a3f45", 4),
    ellipse(x, floorY - 92, 24, 8, "#c69a66"),
  ]);
}

export function bathtubOld(x1: number, x2: number, floorY: number): string {
  return group([
    shadow((x1 + x2) / 2, floorY, (x2 - x1) * 0.55, 10),
    rect(x1, floorY - 110, x2 - x1, 110, "#efe7d6", { rx: 6 }),
    rect(x1 + 8, floorY - 104, x2 - x1 - 16, 20, "#e2d8c2", { rx: 8 }),
    rect(x1, floorY - 110, x2 - x1, 110, "#000000", { opacity: 0.05 }),
    rect(x2 - 60, floorY - 190, 10, 80, "#c7ccd1"),
    path(`M${x2 - 60} ${floorY - 190} Q${x2 - 90} ${floorY - 200} ${x2 - 96} ${floorY - 176}`, "none", {
      stroke: "#c7ccd1",
      "stroke-width": 8,
    }),
    rect(x1 + 30, floorY - 30, 60, 10, "#c9b58a", { opacity: 0.5 }),
  ]);
}

export function shower(doc: Doc, x: number, w: number, floorY: number): string {
  return group([
    rect(x, floorY - 6, w, 8, "#bfc3c6"),
    rect(x + w / 2 - 30, floorY - 4, 60, 4, "#8e959c"),
    rect(x + w - 30, 250, 10, floorY - 330, "#c7ccd1"),
    rect(x + w - 60, 244, 40, 8, "#c7ccd1"),
    ellipse(x + w - 90, 252, 38, 7, "#aab3bd"),
    rect(x + w - 40, floorY - 220, 24, 40, "#d5dbe1", { rx: 6 }),
    rect(x + 30, 330, 90, 60, "#e9e3d8", { rx: 4 }),
    rect(x + 40, 350, 14, 30, C.pink, { rx: 3 }),
    rect(x + 62, 346, 14, 34, "#ffffff", { rx: 3 }),
    rect(
      x - 10,
      220,
      14,
      floorY - 220,
      doc.linear(
        [
          [0, "#ffffff", 0.8],
          [1, "#dfe9ef", 0.8],
        ],
        "h",
      ),
    ),
    rect(x - 4, 220, w * 0.55, floorY - 226, "#dcebf3", { opacity: 0.35 }),
    line(x - 4, 220, x + w * 0.55, 220, "#9aa4ae", 4),
    path(
      `M${x + 10} ${floorY - 60} L${x + w * 0.3} 260 L${x + w * 0.36} 260 L${x + 20} ${floorY - 60} Z`,
      "#ffffff",
      { opacity: 0.35 },
    ),
  ]);
}

export function vanity(doc: Doc, x: number, y: number, w: number, wood = true): string {
  return group([
    rect(
      x + w * 0.15,
      y - 220,
      w * 0.7,
      180,
      doc.linear(
        [
          [0, "#dfe9ef"],
          [1, "#b8cbd8"],
        ],
        [0, 0, 1, 1],
      ),
      { rx: 10 },
    ),
    rect(x + w * 0.15, y - 220, w * 0.7, 180, "none", { stroke: "#c8a06a", "stroke-width": 6, rx: 10 }),
    path(
      `M${x + w * 0.25} ${y - 80} L${x + w * 0.45} ${y - 200} L${x + w * 0.52} ${y - 200} L${x + w * 0.32} ${y - 80} Z`,
      "#ffffff",
      { opacity: 0.35 },
    ),
    rect(
      x,
      y,
      w,
      90,
      wood
        ? doc.linear([
            [0, "#c99b66"],
            [1, "#a97a48"],
          ])
        : "#f4f4f2",
      { rx: 4 },
    ),
    line(x + w / 2, y + 10, x + w / 2, y + 84, wood ? "#8d6437" : "#d0d2d4", 2),
    rect(x + w / 2 - 24, y + 40, 14, 4, "#3a3f45", { rx: 2 }),
    rect(x + w / 2 + 10, y + 40, 14, 4, "#3a3f45", { rx: 2 }),
    ellipse(x + w / 2, y - 4, w * 0.28, 14, "#ffffff"),
    rect(x - 6, y - 10, w + 12, 12, "#f4f4f2", { rx: 4 }),
    rect(x + w / 2 - 4, y - 46, 8, 36, "#aab3bd"),
    rect(x + w / 2 - 4, y - 46, 26, 8, "#aab3bd", { rx: 4 }),
    shadow(x + w / 2, y + 150, w * 0.5, 10, 0.12),
  ]);
}

export function towelRail(x: number, y: number): string {
  const parts = [rect(x, y, 80, 200, "none", { stroke: "#3a3f45", "stroke-width": 6, rx: 6 })];
  for (let yy = y + 20; yy < y + 200; yy += 26) parts.push(line(x, yy, x + 80, yy, "#3a3f45", 4));
  parts.push(
    rect(x + 8, y + 40, 64, 90, C.cream, { rx: 6 }),
    rect(x + 8, y + 100, 64, 10, C.pink, { opacity: 0.8 }),
  );
  return group(parts);
}

export function oilBoiler(doc: Doc, x: number, floorY: number): string {
  return group([
    shadow(x + 80, floorY, 120, 12, 0.25),
    rect(
      x,
      floorY - 220,
      160,
      220,
      doc.linear(
        [
          [0, "#efe6cf"],
          [1, "#d9cdb0"],
        ],
        "h",
      ),
      { rx: 6 },
    ),
    rect(x + 20, floorY - 190, 120, 40, "#c9bb98", { rx: 4 }),
    circle(x + 50, floorY - 170, 10, "#8a6a3a"),
    circle(x + 90, floorY - 170, 6, "#b5452f"),
    rect(x + 20, floorY - 120, 120, 90, "#cbbd9a", { rx: 4 }),
    rect(x + 30, floorY - 280, 20, 60, "#8f8a80"),
    rect(x + 110, floorY - 300, 16, 80, "#b57a3c"),
    path(`M${x + 126} ${floorY - 296} H${x + 260}`, "none", { stroke: "#b57a3c", "stroke-width": 10 }),
    rect(
      x + 200,
      floorY - 150,
      220,
      150,
      doc.linear([
        [0, "#6f8a64"],
        [1, "#56704c"],
      ]),
      { rx: 40 },
    ),
    rect(x + 220, floorY - 140, 180, 8, "#8ba67e", { rx: 4 }),
    ellipse(x + 60, floorY - 6, 40, 6, "#3a2f22", { opacity: 0.35 }),
    rect(x, floorY - 220, 160, 220, "#000000", { opacity: 0.06 }),
  ]);
}

export function heatPumpIndoor(doc: Doc, x: number, floorY: number): string {
  return group([
    shadow(x + 140, floorY, 170, 12, 0.2),
    rect(
      x,
      floorY - 340,
      150,
      340,
      doc.linear(
        [
          [0, "#ffffff"],
          [1, "#e4e8ec"],
        ],
        "h",
      ),
      { rx: 10 },
    ),
    rect(x + 30, floorY - 300, 90, 50, "#2c3440", { rx: 6 }),
    rect(x + 38, floorY - 292, 50, 8, "#7fd1a8", { rx: 2 }),
    rect(x + 38, floorY - 278, 30, 6, "#9aa4ae", { rx: 2 }),
    circle(x + 104, floorY - 276, 8, C.pink),
    rect(x + 20, floorY - 200, 110, 4, "#e0e4e8"),
    rect(
      x + 180,
      floorY - 260,
      120,
      260,
      doc.linear(
        [
          [0, "#ffffff"],
          [1, "#dfe4e9"],
        ],
        "h",
      ),
      { rx: 50 },
    ),
    rect(x + 200, floorY - 200, 80, 6, "#dfe4e9", { rx: 3 }),
    path(`M${x + 150} ${floorY - 120} H${x + 180}`, "none", { stroke: "#b57a3c", "stroke-width": 8 }),
    path(`M${x + 150} ${floorY - 80} H${x + 180}`, "none", { stroke: "#3f6fa3", "stroke-width": 8 }),
    path(`M${x + 60} ${floorY - 340} V0`, "none", { stroke: "#b57a3c", "stroke-width": 8 }),
    path(`M${x + 90} ${floorY - 340} V0`, "none", { stroke: "#3f6fa3", "stroke-width": 8 }),
    rect(x + 52, floorY - 400, 46, 14, "#2f353c", { rx: 3 }),
  ]);
}

export function waterHeater(doc: Doc, x: number, y: number): string {
  return group([
    rect(
      x,
      y,
      130,
      260,
      doc.linear(
        [
          [0, "#ffffff"],
          [1, "#dde2e7"],
        ],
        "h",
      ),
      { rx: 60 },
    ),
    rect(x + 40, y + 100, 50, 30, "#2c3440", { rx: 4 }),
    rect(x + 46, y + 108, 24, 6, "#7fd1a8"),
    path(`M${x + 40} ${y + 260} V${y + 320}`, "none", { stroke: "#b57a3c", "stroke-width": 8 }),
    path(`M${x + 90} ${y + 260} V${y + 320}`, "none", { stroke: "#3f6fa3", "stroke-width": 8 }),
  ]);
}

export function stepLadder(x: number, floorY: number, h = 300): string {
  const parts = [
    line(x, floorY, x + 40, floorY - h, "#aab3bd", 8),
    line(x + 110, floorY, x + 70, floorY - h, "#aab3bd", 8),
    rect(x + 30, floorY - h - 10, 50, 16, C.navy, { rx: 3 }),
  ];
  for (let i = 1; i < 5; i++) {
    const t = i / 5;
    parts.push(
      line(
        x + 40 * (1 - t) + 2,
        floorY - h * (1 - t),
        x + 110 - 40 * (1 - t) - 2,
        floorY - h * (1 - t),
        "#d5dbe1",
        6,
      ),
    );
  }
  return group([shadow(x + 55, floorY, 80, 8), ...parts]);
}

export function paintCan(x: number, floorY: number, band: string = C.pink, size = 1): string {
  return group([
    shadow(x + 30 * size, floorY, 40 * size, 6 * size),
    rect(x, floorY - 70 * size, 60 * size, 70 * size, "#f4f4f2", { rx: 4 }),
    rect(x, floorY - 48 * size, 60 * size, 22 * size, C.navy),
    rect(x, floorY - 30 * size, 60 * size, 5 * size, band),
    ellipse(x + 30 * size, floorY - 70 * size, 30 * size, 6 * size, "#c7ccd1"),
  ]);
}

export function bucket(x: number, floorY: number, color: string = C.pink): string {
  return group([
    shadow(x + 30, floorY, 38, 6),
    path(`M${x} ${floorY - 64} H${x + 60} L${x + 52} ${floorY} H${x + 8} Z`, color),
    ellipse(x + 30, floorY - 64, 30, 7, shade(color, -30)),
    path(`M${x + 4} ${floorY - 66} Q${x + 30} ${floorY - 100} ${x + 56} ${floorY - 66}`, "none", {
      stroke: "#3a3f45",
      "stroke-width": 3,
    }),
  ]);
}

export function toolbox(x: number, floorY: number): string {
  return group([
    shadow(x + 60, floorY, 70, 7),
    rect(x, floorY - 56, 120, 56, C.navy, { rx: 6 }),
    rect(x, floorY - 56, 120, 12, C.pink, { rx: 4 }),
    path(`M${x + 40} ${floorY - 56} V${floorY - 72} H${x + 80} V${floorY - 56}`, "none", {
      stroke: "#3a3f45",
      "stroke-width": 5,
    }),
  ]);
}

/** Props holding a beam while a load-bearing wall is opened. */
export function wallOpening(
  doc: Doc,
  x1: number,
  x2: number,
  floorY: number,
  beamY: number,
  seed: number,
): string {
  const rnd = random(seed);
  const parts = [
    rect(x1, beamY + 26, x2 - x1, floorY - beamY - 26, "#3a3733", { opacity: 0.15 }),
    rect(
      x1 - 30,
      beamY,
      x2 - x1 + 60,
      26,
      doc.linear([
        [0, "#7b8794"],
        [1, "#55606c"],
      ]),
    ),
    rect(x1 - 30, beamY + 4, x2 - x1 + 60, 3, "#aab3bd"),
  ];
  for (let x = x1 + 30; x < x2; x += (x2 - x1 - 60) / 3) {
    parts.push(
      rect(x - 6, beamY + 26, 12, floorY - beamY - 30, "#d8892f"),
      rect(x - 3, beamY + 26, 3, floorY - beamY - 30, "#f0b062"),
      rect(x - 20, floorY - 8, 40, 8, "#3d4248"),
    );
  }
  for (let i = 0; i < 14; i++) {
    parts.push(
      poly(
        [
          [x1 + rnd.range(0, x2 - x1), floorY],
          [x1 + rnd.range(0, x2 - x1), floorY - rnd.range(10, 36)],
          [x1 + rnd.range(0, x2 - x1), floorY],
        ],
        rnd.pick(["#bdb2a0", "#a99c86", "#cfc4b2"]),
      ),
    );
  }
  return group(parts);
}

export function showerTray(x: number, w: number, floorY: number): string {
  return group([
    poly(
      [
        [x, floorY - 4],
        [x + w, floorY - 4],
        [x + w + 40, floorY + 40],
        [x - 40, floorY + 40],
      ],
      "#f1f2f2",
    ),
    poly(
      [
        [x + w / 2 - 40, floorY + 14],
        [x + w / 2 + 40, floorY + 14],
        [x + w / 2 + 44, floorY + 20],
        [x + w / 2 - 44, floorY + 20],
      ],
      "#8e959c",
    ),
    poly(
      [
        [x - 40, floorY + 40],
        [x + w + 40, floorY + 40],
        [x + w + 40, floorY + 46],
        [x - 40, floorY + 46],
      ],
      "#d5d8da",
    ),
  ]);
}

export function person(x: number, feet: number, shirt: string, hair: string, scale = 1): string {
  const s = scale;
  const skin = "#e3b792";
  return group([
    shadow(x, feet, 32 * s, 6 * s, 0.2),
    rect(x - 15 * s, feet - 86 * s, 13 * s, 86 * s, "#3a4250", { rx: 5 * s }),
    rect(x + 2 * s, feet - 86 * s, 13 * s, 86 * s, "#3a4250", { rx: 5 * s }),
    rect(x - 21 * s, feet - 164 * s, 42 * s, 84 * s, shirt, { rx: 12 * s }),
    rect(x - 31 * s, feet - 158 * s, 11 * s, 62 * s, shirt, { rx: 5 * s }),
    rect(x + 20 * s, feet - 158 * s, 11 * s, 62 * s, shirt, { rx: 5 * s }),
    rect(x - 5 * s, feet - 176 * s, 10 * s, 14 * s, skin),
    circle(x, feet - 190 * s, 16 * s, skin),
    path(
      `M${x - 17 * s} ${feet - 190 * s} Q${x - 16 * s} ${feet - 214 * s} ${x} ${feet - 212 * s} Q${x + 18 * s} ${feet - 212 * s} ${x + 17 * s} ${feet - 192 * s} Q${x + 6 * s} ${feet - 202 * s} ${x - 17 * s} ${feet - 190 * s} Z`,
      hair,
    ),
  ]);
}
