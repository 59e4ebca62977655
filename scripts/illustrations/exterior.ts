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

/** Outdoor scenes: sky, sea, houses of the Golfe du Morbihan, roofs, scaffolds, gardens. */

export type Sky = "day" | "sunset" | "grey";

export function sky(doc: Doc, kind: Sky, seed: number, height = 800): string[] {
  const rnd = random(seed);
  const colors: Record<Sky, Array<[number, string]>> = {
    day: [
      [0, "#a9cbe6"],
      [0.7, "#dcebf3"],
      [1, "#eef4f5"],
    ],
    sunset: [
      [0, "#7d8fb8"],
      [0.45, "#e9a98f"],
      [0.8, "#f6d2a8"],
      [1, "#fbe9cf"],
    ],
    grey: [
      [0, "#8d9aa8"],
      [0.6, "#b9c2cb"],
      [1, "#d3d9de"],
    ],
  };
  const parts = [rect(0, 0, 1200, height, doc.linear(colors[kind]))];
  if (kind === "sunset") {
    parts.push(
      circle(
        880,
        430,
        220,
        doc.radial([
          [0, "#fff1c9", 0.9],
          [0.35, "#ffd9a0", 0.5],
          [1, "#ffd9a0", 0],
        ]),
      ),
    );
    parts.push(circle(880, 430, 46, "#fff4d8", { opacity: 0.95 }));
  }
  const cloud = kind === "grey" ? "#eef1f4" : "#ffffff";
  const count = kind === "grey" ? 7 : 4;
  for (let i = 0; i < count; i++) {
    const x = rnd.range(60, 1140);
    const y = rnd.range(40, kind === "grey" ? 260 : 200);
    const s = rnd.range(0.7, 1.4);
    parts.push(
      group(
        [
          ellipse(x, y, 90 * s, 26 * s, cloud),
          ellipse(x - 40 * s, y - 12 * s, 46 * s, 30 * s, cloud),
          ellipse(x + 28 * s, y - 22 * s, 54 * s, 40 * s, cloud),
        ],
        { opacity: kind === "grey" ? 0.85 : kind === "sunset" ? 0.55 : 0.9 },
      ),
    );
  }
  return parts;
}

/** Distant coast and the sea, between `horizon` and `shore`. */
export function seaAndCoast(
  doc: Doc,
  horizon: number,
  shore: number,
  seed: number,
  evening = false,
): string[] {
  const rnd = random(seed);
  const parts = [
    path(
      `M0 ${horizon} C180 ${horizon - 38} 320 ${horizon - 20} 470 ${horizon - 30} C620 ${horizon - 44} 760 ${horizon - 10} 900 ${horizon - 26} C1010 ${horizon - 38} 1110 ${horizon - 18} 1200 ${horizon - 24} V${horizon} Z`,
      evening ? "#8b8fa0" : "#98b49a",
    ),
    rect(
      0,
      horizon,
      1200,
      shore - horizon,
      doc.linear(
        evening
          ? [
              [0, "#c7a7a5"],
              [1, "#8ea4bd"],
            ]
          : [
              [0, "#8fb7d2"],
              [1, C.seaDark],
            ],
      ),
    ),
  ];
  for (let i = 0; i < 26; i++) {
    const y = rnd.range(horizon + 6, shore - 4);
    const x = rnd.range(0, 1150);
    parts.push(
      line(x, y, x + rnd.range(20, 70), y, "#ffffff", 2, { opacity: 0.35, "stroke-linecap": "round" }),
    );
  }
  // A sail on the Golfe.
  const sx = rnd.range(120, 1000);
  parts.push(
    poly(
      [
        [sx, horizon + 18],
        [sx + 16, horizon - 22],
        [sx + 18, horizon + 18],
      ],
      "#ffffff",
      { opacity: 0.9 },
    ),
    path(`M${sx - 10} ${horizon + 18} H${sx + 30} L${sx + 24} ${horizon + 25} H${sx - 4} Z`, C.navy),
  );
  return parts;
}

export function lawn(doc: Doc, top: number, dry = false): string {
  return rect(
    0,
    top,
    1200,
    800 - top,
    doc.linear(
      dry
        ? [
            [0, "#b9bf8e"],
            [1, "#9aa574"],
          ]
        : [
            [0, C.grass],
            [1, C.grassDark],
          ],
    ),
  );
}

/* Walls ------------------------------------------------------------------------------------- */

export type WallKind = "stone" | "render" | "render-cracked" | "render-old" | "insulation" | "cladding";

export function wallTexture(
  doc: Doc,
  kind: WallKind,
  x: number,
  y: number,
  w: number,
  h: number,
  rnd: Random,
  color: string = C.render,
): string {
  const clip = doc.clip(rect(x, y, w, h, "#000"));
  const parts: string[] = [];
  switch (kind) {
    case "stone": {
      parts.push(rect(x, y, w, h, "#c9bfae"));
      const tones = ["#d9cfbf", "#cfc4b2", "#c2b59f", "#b8ab95", "#ddd4c4", "#a99c86"];
      for (let yy = y; yy < y + h; ) {
        const rh = rnd.range(16, 28);
        for (let xx = x - rnd.range(0, 30); xx < x + w; ) {
          const rw = rnd.range(28, 72);
          parts.push(rect(xx + 2, yy + 2, rw - 4, rh - 4, rnd.pick(tones), { rx: 5 }));
          xx += rw;
        }
        yy += rh;
      }
      parts.push(
        rect(
          x,
          y,
          w,
          h,
          doc.linear([
            [0, "#ffffff", 0.12],
            [1, "#000000", 0.08],
          ]),
        ),
      );
      break;
    }
    case "render":
    case "render-cracked":
    case "render-old": {
      const base = kind === "render" ? color : kind === "render-old" ? "#cfcac0" : "#b9b8b1";
      parts.push(
        rect(
          x,
          y,
          w,
          h,
          doc.linear([
            [0, base],
            [1, shade(base, -10)],
          ]),
        ),
      );
      if (kind !== "render") {
        for (let i = 0; i < Math.round(w / 90); i++) {
          const sx = x + rnd.range(0, w);
          parts.push(
            rect(sx, y + rnd.range(0, h * 0.4), rnd.range(10, 30), rnd.range(60, 160), "#6f6a60", {
              opacity: 0.12,
              rx: 8,
            }),
          );
        }
        for (let i = 0; i < Math.round(w / 140); i++) {
          let cx = x + rnd.range(20, w - 20);
          let cy = y + rnd.range(10, h * 0.5);
          let d = `M${cx.toFixed(1)} ${cy.toFixed(1)}`;
          for (let s = 0; s < 6; s++) {
            cx += rnd.range(-14, 14);
            cy += rnd.range(10, 24);
            d += ` L${cx.toFixed(1)} ${cy.toFixed(1)}`;
          }
          parts.push(path(d, "none", { stroke: "#5a544b", "stroke-width": 1.6, opacity: 0.55 }));
        }
      }
      break;
    }
    case "insulation": {
      parts.push(rect(x, y, w, h, "#eef1f4"));
      for (let yy = y, row = 0; yy < y + h; yy += 50, row++) {
        parts.push(line(x, yy, x + w, yy, "#cdd4dc", 2));
        for (let xx = x - (row % 2) * 50; xx < x + w; xx += 100) {
          parts.push(line(xx, yy, xx, yy + 50, "#cdd4dc", 2));
          parts.push(circle(xx + 25, yy + 25, 3.2, "#b7c0ca"), circle(xx + 75, yy + 25, 3.2, "#b7c0ca"));
        }
      }
      break;
    }
    case "cladding": {
      for (let xx = x, i = 0; xx < x + w; xx += 24, i++) {
        parts.push(rect(xx, y, 24, h, i % 3 === 0 ? "#c4915e" : i % 3 === 1 ? "#b98352" : "#caa06f"));
        parts.push(line(xx, y, xx, y + h, "#8a5f38", 1.5, { opacity: 0.6 }));
      }
      parts.push(
        rect(
          x,
          y,
          w,
          h,
          doc.linear([
            [0, "#ffffff", 0.1],
            [1, "#000000", 0.12],
          ]),
        ),
      );
      break;
    }
  }
  return group(parts, { "clip-path": clip });
}

/** Lightens (positive) or darkens (negative) a hex colour by `amount` per channel. */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.max(0, Math.min(255, ((n >> shift) & 255) + amount));
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, "0")).join("")}`;
}

/* Roofs ------------------------------------------------------------------------------------- */

export type RoofKind = "slate" | "slate-new" | "slate-mossy" | "battens";

export interface RoofSpec {
  kind: RoofKind;
  /** Eave line: left, right, y. */
  left: number;
  right: number;
  eave: number;
  ridge: number;
  /** Horizontal inset of the ridge on each side (0: straight gable seen from the front). */
  inset?: number;
  /** Battens on the left part, up to this x (a roof being redone). */
  openUntil?: number;
}

export function roof(doc: Doc, spec: RoofSpec, rnd: Random): string {
  const inset = spec.inset ?? 0;
  const shape: Array<[number, number]> = [
    [spec.left, spec.eave],
    [spec.left + inset, spec.ridge],
    [spec.right - inset, spec.ridge],
    [spec.right, spec.eave],
  ];
  const clip = doc.clip(poly(shape, "#000"));
  const parts: string[] = [];
  const tones =
    spec.kind === "slate-new"
      ? ["#3f4d5d", "#44525f", "#3b4856", "#485664"]
      : ["#4a5868", "#525f6e", "#44505e", "#5a6675", "#3d4856"];
  parts.push(poly(shape, "#3a4552"));
  const rowH = spec.kind === "slate-new" ? 15 : 16;
  for (let y = spec.ridge, row = 0; y < spec.eave + rowH; y += rowH, row++) {
    for (let x = spec.left - (row % 2) * 17; x < spec.right; x += 34) {
      const missing = spec.kind === "slate-mossy" && rnd.next() < 0.025;
      parts.push(
        rect(x + 1, y + 1, 32, rowH + 2, missing ? "#1f252d" : rnd.pick(tones), {
          rx: 2,
          opacity: missing ? 0.9 : 1,
        }),
      );
    }
    parts.push(line(spec.left, y, spec.right, y, "#2b333d", 1.2, { opacity: 0.5 }));
  }
  if (spec.kind === "slate-mossy") {
    for (let i = 0; i < 60; i++) {
      const x = rnd.range(spec.left, spec.right);
      const y = rnd.range(spec.ridge + 10, spec.eave);
      parts.push(
        ellipse(x, y, rnd.range(12, 40), rnd.range(5, 12), rnd.pick(["#7d8f4e", "#93a05a", "#6b7d44"]), {
          opacity: 0.75,
        }),
      );
    }
  }
  parts.push(
    poly(
      shape,
      doc.linear([
        [0, "#ffffff", 0.14],
        [0.5, "#ffffff", 0],
        [1, "#000000", 0.14],
      ]),
    ),
  );
  if (spec.kind === "battens" || spec.openUntil) {
    const until = spec.kind === "battens" ? spec.right : spec.openUntil!;
    const open = doc.clip(rect(spec.left, spec.ridge, until - spec.left, spec.eave - spec.ridge, "#000"));
    const battens = [rect(spec.left, spec.ridge, until - spec.left, spec.eave - spec.ridge, "#56606c")];
    for (let x = spec.left + 20; x < until; x += 70)
      battens.push(rect(x, spec.ridge, 10, spec.eave - spec.ridge, "#b58552"));
    for (let y = spec.ridge + 10; y < spec.eave; y += 22) {
      battens.push(
        rect(spec.left, y, until - spec.left, 7, "#d0a064"),
        line(spec.left, y + 7, until, y + 7, "#8d6437", 1.4),
      );
    }
    parts.push(group([group(battens, { "clip-path": open })]));
  }
  parts.push(
    line(spec.left + inset, spec.ridge, spec.right - inset, spec.ridge, "#2a323c", 8, {
      "stroke-linecap": "round",
    }),
  );
  return group([group(parts, { "clip-path": clip })]);
}

export function gutter(x1: number, x2: number, y: number, downpipes: number[] = []): string {
  const parts = [
    rect(x1 - 6, y - 3, x2 - x1 + 12, 12, "#a8b1ba", { rx: 5 }),
    rect(x1 - 6, y - 3, x2 - x1 + 12, 4, "#d5dbe1", { rx: 2 }),
  ];
  for (const x of downpipes)
    parts.push(rect(x - 5, y + 6, 10, 800, "#a8b1ba"), rect(x - 5, y + 6, 3, 800, "#d5dbe1"));
  return group(parts);
}

export function chimney(x: number, top: number, bottom: number, stone = true): string {
  return group([
    rect(x, top, 64, bottom - top, stone ? "#b8ab95" : "#e9e3d8"),
    rect(x + 40, top, 24, bottom - top, "#000000", { opacity: 0.08 }),
    rect(x - 6, top - 10, 76, 12, "#8f8578"),
    rect(x + 10, top - 30, 16, 22, "#c77d5a"),
    rect(x + 36, top - 26, 16, 18, "#b96f4e"),
  ]);
}

/* Openings ---------------------------------------------------------------------------------- */

export type WindowStyle = "new" | "old" | "bay" | "velux";

export function windowAt(
  doc: Doc,
  x: number,
  y: number,
  w: number,
  h: number,
  style: WindowStyle,
  shutters?: string,
): string {
  const parts: string[] = [];
  if (shutters) {
    parts.push(
      rect(x - w / 2 - 6, y - 4, w / 2, h + 8, shutters, { rx: 2 }),
      rect(x + w + 6, y - 4, w / 2, h + 8, shutters, { rx: 2 }),
    );
    for (let yy = y + 8; yy < y + h; yy += 12) {
      parts.push(line(x - w / 2 - 2, yy, x - 10, yy, "#000", 1.2, { opacity: 0.18 }));
      parts.push(line(x + w + 10, yy, x + w * 1.5 + 2, yy, "#000", 1.2, { opacity: 0.18 }));
    }
  }
  const glass = doc.linear(
    [
      [0, "#8fb3cf"],
      [0.55, "#c9dcea"],
      [1, "#6d8aa6"],
    ],
    [0, 0, 1, 1],
  );
  const frame = style === "old" ? "#efe9df" : "#3a4250";
  parts.push(rect(x - 8, y + h, w + 16, 10, "#d8d2c6"), rect(x, y, w, h, frame, { rx: 2 }));
  const border = style === "bay" ? 8 : style === "old" ? 7 : 9;
  if (style === "bay") {
    const half = (w - border * 3) / 2;
    parts.push(
      rect(x + border, y + border, half, h - border * 2, glass),
      rect(x + border * 2 + half, y + border, half, h - border * 2, glass),
    );
    parts.push(rect(x + w / 2 - 3, y + h / 2 - 20, 6, 40, "#c9ced4", { rx: 3 }));
  } else {
    parts.push(
      rect(x + border, y + border, w - border * 2, h - border * 2, style === "old" ? "#5f7488" : glass),
    );
    parts.push(rect(x + w / 2 - 3, y + border, 6, h - border * 2, frame));
    if (style === "old") {
      parts.push(
        line(x + border, y + h / 3, x + w - border, y + h / 3, frame, 4),
        line(x + border, y + (2 * h) / 3, x + w - border, y + (2 * h) / 3, frame, 4),
      );
      for (let i = 0; i < 5; i++) parts.push(circle(x + 4 + (i * w) / 5, y + h - 4, 2.5, "#b5ab9c"));
    }
  }
  parts.push(
    path(
      `M${x + border + 6} ${y + h - border - 10} L${x + w * 0.42} ${y + border + 8} L${x + w * 0.5} ${y + border + 8} L${x + border + 16} ${y + h - border - 10} Z`,
      "#ffffff",
      { opacity: style === "old" ? 0.12 : 0.32 },
    ),
  );
  return group(parts);
}

export function door(x: number, y: number, w: number, h: number, color: string = C.navy): string {
  return group([
    rect(x - 10, y + h, w + 20, 10, "#cfc8bb"),
    rect(x - 6, y - 6, w + 12, h + 6, "#e7e1d6"),
    rect(x, y, w, h, color, { rx: 2 }),
    rect(x + w * 0.18, y + 16, w * 0.2, h * 0.5, "#b9cfe0", { rx: 3 }),
    rect(x + w * 0.18, y + 16, w * 0.06, h * 0.5, "#ffffff", { opacity: 0.5 }),
    circle(x + w - 16, y + h * 0.56, 5, "#d6b26a"),
  ]);
}

/* Site equipment ---------------------------------------------------------------------------- */

export function scaffold(x1: number, x2: number, top: number, ground: number): string {
  const parts: string[] = [];
  const poles: number[] = [];
  for (let x = x1; x <= x2 + 1; x += (x2 - x1) / Math.max(1, Math.round((x2 - x1) / 250))) poles.push(x);
  for (const x of poles)
    parts.push(rect(x - 4, top, 8, ground - top, "#8e99a5"), rect(x - 4, top, 3, ground - top, "#c5ccd3"));
  const levels: number[] = [];
  for (let y = top + 70; y < ground - 40; y += 190) levels.push(y);
  for (const y of levels) {
    parts.push(
      rect(x1 - 10, y, x2 - x1 + 20, 14, "#c08a4e"),
      rect(x1 - 10, y + 14, x2 - x1 + 20, 4, "#8d6437"),
    );
    parts.push(line(x1, y - 50, x2, y - 50, "#8e99a5", 4));
  }
  for (let i = 0; i < poles.length - 1; i++) {
    const a = poles[i]!;
    const b = poles[i + 1]!;
    parts.push(line(a, ground - 10, b, levels[0] ?? top, "#8e99a5", 3));
  }
  parts.push(rect(x1 - 10, top + 40, x2 - x1 + 20, 6, C.pink));
  for (const x of poles) parts.push(rect(x - 14, ground - 6, 28, 8, "#6f7a86"));
  return group(parts);
}

export function heatPumpUnit(doc: Doc, x: number, ground: number, scale = 1): string {
  const w = 170 * scale;
  const h = 120 * scale;
  const y = ground - h - 18 * scale;
  const cx = x + w * 0.38;
  const cy = y + h / 2;
  const r = h * 0.36;
  const spokes: string[] = [];
  for (let a = 0; a < 360; a += 30) {
    const rad = (a * Math.PI) / 180;
    spokes.push(line(cx, cy, cx + Math.cos(rad) * r, cy + Math.sin(rad) * r, "#9aa4ae", 1.4));
  }
  return group([
    shadow(x + w / 2, ground, w * 0.6, 10 * scale, 0.22),
    rect(x + 12 * scale, y + h, 14 * scale, 18 * scale, "#6f7a86"),
    rect(x + w - 26 * scale, y + h, 14 * scale, 18 * scale, "#6f7a86"),
    rect(
      x,
      y,
      w,
      h,
      doc.linear([
        [0, "#fbfcfd"],
        [1, "#dfe4e9"],
      ]),
      { rx: 10 * scale },
    ),
    rect(x, y, w, 10 * scale, "#ffffff", { rx: 5 * scale, opacity: 0.8 }),
    circle(cx, cy, r + 6 * scale, "#cfd6dd"),
    circle(cx, cy, r, "#6b7784"),
    circle(cx, cy, r * 0.72, "none", { stroke: "#9aa4ae", "stroke-width": 1.6 }),
    circle(cx, cy, r * 0.42, "none", { stroke: "#9aa4ae", "stroke-width": 1.6 }),
    ...spokes,
    circle(cx, cy, 6 * scale, "#c5ccd3"),
    rect(x + w * 0.74, y + h * 0.2, w * 0.18, h * 0.6, "#eef1f4", { rx: 4 }),
    rect(x + w * 0.77, y + h * 0.28, w * 0.12, 5 * scale, C.pink, { rx: 2 }),
    rect(x + w - 8 * scale, y + h * 0.3, 40 * scale, 12 * scale, "#f1f3f5", { rx: 4 }),
    rect(x + w - 8 * scale, y + h * 0.55, 40 * scale, 10 * scale, "#f1f3f5", { rx: 4 }),
  ]);
}

export function hydrangea(
  x: number,
  ground: number,
  color: "blue" | "pink",
  size: number,
  seed: number,
): string {
  const rnd = random(seed);
  const parts = [ellipse(x, ground - size * 0.25, size * 1.1, size * 0.55, C.leafDark)];
  for (let i = 0; i < 9; i++) {
    parts.push(
      ellipse(
        x + rnd.range(-size, size),
        ground - rnd.range(size * 0.1, size * 0.6),
        size * 0.35,
        size * 0.18,
        rnd.pick([C.leaf, C.leafDark, "#4c7a4b"]),
        { transform: undefined },
      ),
    );
  }
  const tones =
    color === "blue"
      ? [C.hydrangeaBlue, "#a9c3ea", "#7c9fd6", "#b7c9ef"]
      : [C.hydrangeaPink, "#f0a8c6", "#d8779f", "#f5bfd5"];
  for (let i = 0; i < 6; i++) {
    const cx = x + rnd.range(-size * 0.85, size * 0.85);
    const cy = ground - rnd.range(size * 0.45, size * 0.95);
    const r = size * rnd.range(0.22, 0.32);
    parts.push(circle(cx, cy, r, rnd.pick(tones)));
    for (let k = 0; k < 7; k++) {
      parts.push(
        circle(
          cx + rnd.range(-r * 0.7, r * 0.7),
          cy + rnd.range(-r * 0.7, r * 0.7),
          r * 0.22,
          rnd.pick(tones),
          { opacity: 0.9 },
        ),
      );
    }
    parts.push(circle(cx - r * 0.3, cy - r * 0.35, r * 0.25, "#ffffff", { opacity: 0.25 }));
  }
  return group(parts);
}

export function tree(x: number, ground: number, height: number, seed: number, autumn = false): string {
  const rnd = random(seed);
  const tones = autumn
    ? ["#c9822f", "#d9a441", "#b4612a", "#a8872f"]
    : [C.leaf, C.leafDark, "#6f9a62", "#4f7d4c"];
  const parts = [rect(x - 9, ground - height * 0.45, 18, height * 0.45, "#7a5a3e")];
  for (let i = 0; i < 10; i++) {
    parts.push(
      circle(
        x + rnd.range(-height * 0.28, height * 0.28),
        ground - height * rnd.range(0.5, 0.9),
        height * rnd.range(0.16, 0.24),
        rnd.pick(tones),
      ),
    );
  }
  return group(parts);
}

export function ladder(x: number, ground: number, topX: number, topY: number): string {
  const parts = [
    line(x, ground, topX, topY, "#9aa4ae", 7, { "stroke-linecap": "round" }),
    line(x + 42, ground, topX + 42, topY, "#9aa4ae", 7, { "stroke-linecap": "round" }),
  ];
  const steps = Math.floor((ground - topY) / 34);
  for (let i = 1; i < steps; i++) {
    const t = i / steps;
    const ax = x + (topX - x) * t;
    const ay = ground + (topY - ground) * t;
    parts.push(line(ax, ay, ax + 42, ay, "#b7c0ca", 5));
  }
  return group(parts);
}

/** A technician in the company's navy work clothes with a pink cap. */
export function technician(x: number, feet: number, scale = 1, armsUp = false): string {
  const s = scale;
  const skin = "#e3b792";
  return group([
    shadow(x, feet, 34 * s, 6 * s, 0.2),
    rect(x - 16 * s, feet - 88 * s, 14 * s, 88 * s, C.navyDark, { rx: 5 * s }),
    rect(x + 2 * s, feet - 88 * s, 14 * s, 88 * s, C.navyDark, { rx: 5 * s }),
    rect(x - 20 * s, feet - 8 * s, 18 * s, 8 * s, "#2a2f36", { rx: 3 * s }),
    rect(x + 2 * s, feet - 8 * s, 18 * s, 8 * s, "#2a2f36", { rx: 3 * s }),
    rect(x - 22 * s, feet - 168 * s, 44 * s, 86 * s, C.navy, { rx: 12 * s }),
    rect(x - 22 * s, feet - 120 * s, 44 * s, 6 * s, C.pink),
    armsUp
      ? path(`M${x - 18 * s} ${feet - 160 * s} L${x - 30 * s} ${feet - 210 * s}`, "none", {
          stroke: C.navy,
          "stroke-width": 12 * s,
          "stroke-linecap": "round",
        })
      : rect(x - 32 * s, feet - 162 * s, 12 * s, 64 * s, C.navy, { rx: 6 * s }),
    armsUp
      ? path(`M${x + 18 * s} ${feet - 160 * s} L${x + 30 * s} ${feet - 214 * s}`, "none", {
          stroke: C.navy,
          "stroke-width": 12 * s,
          "stroke-linecap": "round",
        })
      : rect(x + 20 * s, feet - 162 * s, 12 * s, 64 * s, C.navy, { rx: 6 * s }),
    rect(x - 5 * s, feet - 180 * s, 10 * s, 14 * s, skin),
    circle(x, feet - 194 * s, 17 * s, skin),
    path(
      `M${x - 18 * s} ${feet - 198 * s} Q${x} ${feet - 226 * s} ${x + 18 * s} ${feet - 198 * s} Z`,
      C.pink,
    ),
    rect(x + 4 * s, feet - 202 * s, 22 * s, 5 * s, C.pink, { rx: 2 * s }),
  ]);
}

export function rain(seed: number, opacity = 0.35): string {
  const rnd = random(seed);
  const parts: string[] = [];
  for (let i = 0; i < 160; i++) {
    const x = rnd.range(-40, 1200);
    const y = rnd.range(0, 800);
    parts.push(line(x, y, x - 10, y + 28, "#ffffff", 1.6, { "stroke-linecap": "round" }));
  }
  return group(parts, { opacity });
}

/** A garden path of flat stones toward the viewer. */
export function stonePath(x: number, ground: number, seed: number): string {
  const rnd = random(seed);
  const parts: string[] = [];
  for (let i = 0; i < 6; i++) {
    const t = i / 5;
    parts.push(
      ellipse(
        x + rnd.range(-10, 10) + t * 30,
        ground + 20 + t * 90,
        34 + t * 30,
        9 + t * 8,
        rnd.pick(["#cfc8bb", "#c3bcae", "#d9d3c7"]),
      ),
    );
  }
  return group(parts);
}

/* Decks ------------------------------------------------------------------------------------- */

export type DeckKind = "wood" | "concrete" | "joists";

/** A flat area in front of a house, seen slightly from above: back edge at `y`, 150 px deep. */
export function deck(doc: Doc, kind: DeckKind, x1: number, x2: number, y: number, seed: number): string {
  const rnd = random(seed);
  const depth = 150;
  const spread = 60;
  const shape: Array<[number, number]> = [
    [x1, y],
    [x2, y],
    [x2 + spread, y + depth],
    [x1 - spread, y + depth],
  ];
  const clip = doc.clip(poly(shape, "#000"));
  const parts: string[] = [];
  if (kind === "concrete") {
    parts.push(
      poly(
        shape,
        doc.linear([
          [0, "#b8b5ad"],
          [1, "#a19e96"],
        ]),
      ),
    );
    for (let i = 0; i < 5; i++) {
      let cx = rnd.range(x1, x2);
      let cy = y + 4;
      let d = `M${cx.toFixed(1)} ${cy}`;
      for (let s = 0; s < 7; s++) {
        cx += rnd.range(-20, 20);
        cy += rnd.range(12, 24);
        d += ` L${cx.toFixed(1)} ${cy.toFixed(1)}`;
      }
      parts.push(path(d, "none", { stroke: "#6e6b64", "stroke-width": 2, opacity: 0.7 }));
    }
    for (let i = 0; i < 12; i++)
      parts.push(
        ellipse(rnd.range(x1, x2), rnd.range(y, y + depth), rnd.range(8, 30), rnd.range(3, 8), "#7f8f4f", {
          opacity: 0.45,
        }),
      );
  } else if (kind === "joists") {
    parts.push(poly(shape, "#9c9385"));
    for (let i = 0; i < 80; i++)
      parts.push(
        circle(
          rnd.range(x1 - spread, x2 + spread),
          rnd.range(y, y + depth),
          rnd.range(1.5, 3.5),
          rnd.pick(["#b3aa9b", "#857c70", "#c7bfb2"]),
        ),
      );
    for (let t = 0; t <= 1.001; t += 1 / 9) {
      const top = x1 + (x2 - x1) * t;
      const bottom = x1 - spread + (x2 - x1 + 2 * spread) * t;
      parts.push(
        line(top, y, bottom, y + depth, "#b07c45", 9),
        line(top + 3, y, bottom + 3, y + depth, "#d1a066", 3),
      );
      parts.push(
        rect(bottom - 8, y + depth - 30, 16, 10, "#3d4248"),
        rect((top + bottom) / 2 - 7, y + depth / 2 - 6, 14, 9, "#3d4248"),
      );
    }
  } else {
    parts.push(
      poly(
        shape,
        doc.linear([
          [0, "#c9995f"],
          [1, "#b98552"],
        ]),
      ),
    );
    for (let k = 0, yy = y; yy < y + depth; k++) {
      const h = 9 + k * 1.1;
      parts.push(line(x1 - spread * 2, yy, x2 + spread * 2, yy, "#8d6437", 1.6, { opacity: 0.7 }));
      for (let i = 0; i < 4; i++) {
        const jx = rnd.range(x1 - spread, x2 + spread);
        parts.push(line(jx, yy, jx, yy + h, "#8d6437", 1.2, { opacity: 0.5 }));
      }
      yy += h;
    }
    parts.push(
      poly(
        shape,
        doc.linear([
          [0, "#ffffff", 0.12],
          [1, "#ffffff", 0],
        ]),
      ),
    );
  }
  return group([
    group(parts, { "clip-path": clip }),
    line(x1 - spread, y + depth, x2 + spread, y + depth, "#6d5a44", 4, { opacity: 0.6 }),
  ]);
}

export function deckChair(x: number, y: number, fabric: string): string {
  return group([
    shadow(x + 30, y + 70, 50, 8, 0.2),
    line(x, y + 70, x + 60, y, "#a97a48", 6, { "stroke-linecap": "round" }),
    line(x + 60, y + 70, x + 18, y + 20, "#a97a48", 6, { "stroke-linecap": "round" }),
    path(`M${x + 14} ${y + 8} L${x + 58} ${y + 2} L${x + 44} ${y + 58} L${x + 8} ${y + 50} Z`, fabric),
    path(`M${x + 20} ${y + 18} L${x + 54} ${y + 13}`, "none", {
      stroke: "#ffffff",
      "stroke-width": 5,
      opacity: 0.6,
    }),
  ]);
}
