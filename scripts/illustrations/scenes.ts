import { roof, seaAndCoast, shade, sky, technician } from "./exterior";
import { person } from "./interior";
import { C, circle, type Doc, el, ellipse, group, line, path, poly, random, rect, shadow } from "./kit";

/** Scenes of their own: attic, desk, workshop, roof close-up, certification badges. */

/** Under the roof: rafters, blown insulation, a duct and a VMC unit when asked. */
export function attic(
  doc: Doc,
  seed: number,
  o: { vmc?: boolean; insulation?: "blown" | "none"; gauge?: boolean },
): string[] {
  const rnd = random(seed);
  // One-point perspective along the attic: roof trusses recede toward (600, 330).
  const frame = (k: number) => ({
    apex: [600, 330 - 300 * k] as [number, number],
    left: [600 - 760 * k, 330 + 250 * k] as [number, number],
    right: [600 + 760 * k, 330 + 250 * k] as [number, number],
  });
  const near = frame(1);
  const far = frame(0.16);
  const parts = [
    rect(0, 0, 1200, 800, "#3f3228"),
    poly(
      [near.apex, near.left, far.left, far.apex],
      doc.linear(
        [
          [0, "#6e5a47"],
          [1, "#8a7058"],
        ],
        "h",
      ),
    ),
    poly(
      [near.apex, near.right, far.right, far.apex],
      doc.linear(
        [
          [0, "#8a7058"],
          [1, "#6e5a47"],
        ],
        "h",
      ),
    ),
    poly([near.left, near.right, far.right, far.left], "#7a6552"),
    poly([far.apex, far.left, far.right], "#fff1c9", { opacity: 0.9 }),
    poly(
      [far.apex, far.left, far.right],
      doc.radial([
        [0, "#ffffff", 0.9],
        [1, "#ffe7b0", 0.6],
      ]),
    ),
  ];
  // Battens on the roof slopes, then the trusses from far to near.
  for (let t = 0.08; t < 1; t += 0.09) {
    const a = [
      near.apex[0] + (near.left[0] - near.apex[0]) * t,
      near.apex[1] + (near.left[1] - near.apex[1]) * t,
    ] as const;
    const b = [
      far.apex[0] + (far.left[0] - far.apex[0]) * t,
      far.apex[1] + (far.left[1] - far.apex[1]) * t,
    ] as const;
    const c = [
      near.apex[0] + (near.right[0] - near.apex[0]) * t,
      near.apex[1] + (near.right[1] - near.apex[1]) * t,
    ] as const;
    const d = [
      far.apex[0] + (far.right[0] - far.apex[0]) * t,
      far.apex[1] + (far.right[1] - far.apex[1]) * t,
    ] as const;
    parts.push(
      line(a[0], a[1], b[0], b[1], "#5b4a3a", 3, { opacity: 0.6 }),
      line(c[0], c[1], d[0], d[1], "#5b4a3a", 3, { opacity: 0.6 }),
    );
  }
  for (const k of [0.16, 0.22, 0.3, 0.41, 0.56, 0.76, 1.02]) {
    const f = frame(k);
    const w = 26 * k;
    parts.push(
      path(`M${f.left[0]} ${f.left[1]} L${f.apex[0]} ${f.apex[1]} L${f.right[0]} ${f.right[1]}`, "none", {
        stroke: "#b98a55",
        "stroke-width": w,
        "stroke-linejoin": "round",
      }),
      path(`M${f.left[0]} ${f.left[1]} L${f.apex[0]} ${f.apex[1]} L${f.right[0]} ${f.right[1]}`, "none", {
        stroke: "#d6a96f",
        "stroke-width": w * 0.35,
        "stroke-linejoin": "round",
      }),
      line(
        f.left[0] + 230 * k,
        f.left[1] - 76 * k,
        f.right[0] - 230 * k,
        f.right[1] - 76 * k,
        "#b98a55",
        w * 0.8,
      ),
    );
  }
  // Light from the hatch.
  parts.push(ellipse(600, 700, 380, 120, "#fff1c9", { opacity: 0.18 }));
  // Floor joists, hidden under insulation when blown.
  if (o.insulation !== "none") {
    parts.push(
      path(
        "M0 590 C200 560 380 420 560 386 C620 378 700 392 760 402 C900 430 1050 560 1200 590 V800 H0 Z",
        "#efe4c8",
      ),
    );
    for (let i = 0; i < 320; i++) {
      const y = rnd.range(400, 800);
      const spread = 120 + (y - 380) * 2.6;
      const size = 2 + ((y - 380) / 420) * 12;
      parts.push(
        circle(
          600 + rnd.range(-spread, spread),
          y,
          rnd.range(size * 0.5, size),
          rnd.pick(["#f6eed8", "#e6d8b6", "#ddcfaa", "#fbf5e6"]),
          { opacity: 0.9 },
        ),
      );
    }
    parts.push(
      rect(
        0,
        380,
        1200,
        420,
        doc.linear([
          [0, "#000000", 0],
          [1, "#000000", 0.14],
        ]),
      ),
    );
  } else {
    for (let x = -600; x < 1800; x += 160)
      parts.push(line(600 + (x - 600) * 0.16, 370, x, 800, "#b48a58", 14));
  }
  if (o.gauge) {
    parts.push(rect(380, 470, 22, 220, "#ffffff"), rect(380, 470, 22, 14, C.pink));
    for (let y = 490; y < 690; y += 20) parts.push(line(380, y, 394, y, C.navy, 2.5));
    parts.push(
      rect(412, 478, 92, 40, C.navy, { rx: 8 }),
      el(
        "text",
        {
          x: 458,
          y: 506,
          fill: "#ffffff",
          "font-family": "Montserrat, Arial, sans-serif",
          "font-size": 22,
          "font-weight": 700,
          "text-anchor": "middle",
        },
        "35 cm",
      ),
    );
  }
  if (o.vmc) {
    parts.push(
      shadow(760, 560, 120, 14, 0.3),
      rect(
        660,
        460,
        200,
        100,
        doc.linear([
          [0, "#ffffff"],
          [1, "#dfe4e9"],
        ]),
        { rx: 10 },
      ),
      rect(690, 486, 60, 12, C.navy, { rx: 4 }),
      circle(820, 492, 8, C.pink),
      path("M660 500 C560 500 520 470 430 480 C360 488 300 520 240 560", "none", {
        stroke: "#c9ced4",
        "stroke-width": 34,
        "stroke-linecap": "round",
      }),
      path("M660 500 C560 500 520 470 430 480 C360 488 300 520 240 560", "none", {
        stroke: "#e4e8ec",
        "stroke-width": 22,
        "stroke-dasharray": "6 10",
      }),
      path("M860 510 C940 520 990 480 1060 470", "none", {
        stroke: "#c9ced4",
        "stroke-width": 34,
        "stroke-linecap": "round",
      }),
      path("M760 460 V300", "none", { stroke: "#9aa4ae", "stroke-width": 40 }),
      path("M760 460 V300", "none", { stroke: "#c5ccd3", "stroke-width": 26, "stroke-dasharray": "6 10" }),
    );
  }
  return parts;
}

/** A desk seen from above: aid forms, calculator, a model house, and either coins or a pen. */
export function desk(doc: Doc, seed: number, o: { piggy?: boolean }): string[] {
  const rnd = random(seed);
  const parts = [
    rect(
      0,
      0,
      1200,
      800,
      doc.linear([
        [0, "#d9b98d"],
        [1, "#c49a66"],
      ]),
    ),
  ];
  for (let y = 20; y < 800; y += 70)
    parts.push(
      path(`M0 ${y} C300 ${y + rnd.range(-10, 10)} 900 ${y + rnd.range(-10, 10)} 1200 ${y}`, "none", {
        stroke: "#b58a57",
        "stroke-width": 2,
        opacity: 0.5,
      }),
    );
  // Papers.
  const paper = (x: number, y: number, angle: number, title: string) =>
    group(
      [
        rect(x + 8, y + 10, 340, 440, "#000000", { opacity: 0.12, rx: 4 }),
        rect(x, y, 340, 440, "#fbfaf7", { rx: 4 }),
        rect(x + 30, y + 34, 180, 16, C.navy, { rx: 3 }),
        el(
          "text",
          {
            x: x + 30,
            y: y + 86,
            fill: C.navy,
            "font-family": "Montserrat, Arial, sans-serif",
            "font-size": 22,
            "font-weight": 700,
          },
          title,
        ),
        ...Array.from({ length: 9 }, (_, i) =>
          rect(x + 30, y + 120 + i * 30, 280 - (i % 3) * 50, 8, "#d5d8dc", { rx: 3 }),
        ),
        rect(x + 30, y + 390, 110, 28, C.pink, { rx: 6 }),
      ],
      { transform: `rotate(${angle} ${x + 170} ${y + 220})` },
    );
  parts.push(paper(110, 150, -8, "Dossier d'aides"), paper(380, 120, 5, "Devis n° 2026-118"));
  // Calculator.
  const calc = [
    rect(800, 420, 200, 280, "#2f353c", { rx: 18 }),
    rect(822, 446, 156, 56, "#c8dcc0", { rx: 6 }),
  ];
  for (let r = 0; r < 4; r++)
    for (let c = 0; c < 3; c++)
      calc.push(rect(826 + c * 52, 522 + r * 42, 42, 32, r === 3 && c === 2 ? C.pink : "#59616b", { rx: 6 }));
  calc.push(
    el(
      "text",
      {
        x: 966,
        y: 486,
        fill: "#2f353c",
        "font-family": "Montserrat, Arial, sans-serif",
        "font-size": 26,
        "font-weight": 700,
        "text-anchor": "end",
      },
      "6 900",
    ),
  );
  parts.push(
    rect(810, 432, 200, 280, "#000000", { opacity: 0.15, rx: 18 }),
    group(calc, { transform: "rotate(-6 900 560)" }),
  );
  // Model house.
  parts.push(
    shadow(900, 320, 150, 26, 0.25),
    poly(
      [
        [800, 320],
        [800, 200],
        [900, 130],
        [1000, 200],
        [1000, 320],
      ],
      "#f6f3ee",
    ),
    poly(
      [
        [780, 210],
        [900, 118],
        [1020, 210],
        [1000, 222],
        [900, 146],
        [800, 222],
      ],
      C.slate,
    ),
    rect(880, 250, 40, 70, C.navy),
    rect(820, 230, 40, 36, "#9cc0dc"),
    rect(940, 230, 40, 36, "#9cc0dc"),
  );
  if (o.piggy) {
    parts.push(
      shadow(300, 700, 120, 20, 0.25),
      ellipse(300, 620, 120, 88, C.pinkLight),
      ellipse(300, 600, 100, 60, "#f2a2bf", { opacity: 0.6 }),
      circle(410, 600, 30, "#e45f8b"),
      circle(402, 594, 4, "#7a1f3f"),
      circle(416, 598, 4, "#7a1f3f"),
      circle(360, 560, 6, "#3a1a24"),
      poly(
        [
          [330, 536],
          [352, 500],
          [366, 540],
        ],
        C.pinkLight,
      ),
      rect(270, 528, 60, 8, "#7a1f3f", { rx: 4 }),
      rect(220, 690, 24, 30, "#e45f8b", { rx: 6 }),
      rect(350, 690, 24, 30, "#e45f8b", { rx: 6 }),
    );
    for (let i = 0; i < 7; i++) {
      const x = 520 + i * 34;
      const y = 700 - (i % 3) * 8;
      for (let k = 0; k < 3 + (i % 3); k++)
        parts.push(ellipse(x, y - k * 9, 26, 9, "#d9b24a"), ellipse(x, y - k * 9 - 2, 22, 6, "#efcd6b"));
    }
  } else {
    parts.push(
      line(180, 680, 440, 610, C.navy, 14, { "stroke-linecap": "round" }),
      line(420, 615, 446, 608, "#d6b26a", 14, { "stroke-linecap": "round" }),
      shadow(600, 720, 70, 12, 0.2),
      circle(600, 660, 62, "#ffffff"),
      circle(600, 660, 48, "#6b4a32"),
    );
  }
  return parts;
}

/** The company's workshop: big door on the yard, bench, shelves of materials, the team. */
export function workshop(doc: Doc, seed: number, o: { people: number; van?: boolean }): string[] {
  const rnd = random(seed);
  const parts = [
    rect(
      0,
      0,
      1200,
      800,
      doc.linear([
        [0, "#d9d4cb"],
        [1, "#c9c3b8"],
      ]),
    ),
    rect(0, 0, 1200, 120, "#b7b0a5"),
  ];
  for (let x = 0; x < 1200; x += 100) parts.push(line(x, 0, x + 40, 120, "#9d968b", 4));
  parts.push(
    rect(
      0,
      600,
      1200,
      200,
      doc.linear([
        [0, "#a9a59d"],
        [1, "#8f8b83"],
      ]),
    ),
  );
  // Open door on the yard.
  parts.push(
    rect(
      660,
      170,
      460,
      430,
      doc.linear([
        [0, "#bcd6ea"],
        [1, "#eef4f5"],
      ]),
    ),
    rect(660, 470, 460, 130, "#9dbb84"),
  );
  if (o.van) {
    parts.push(
      group([
        path("M720 590 V460 Q720 440 740 440 H960 L1030 500 H1050 Q1060 500 1060 515 V590 Z", C.navy),
        path("M968 450 L1022 498 H968 Z", "#b9cfe0"),
        rect(720, 518, 340, 12, C.pink),
        circle(790, 594, 26, "#262b31"),
        circle(790, 594, 11, "#aab3bd"),
        circle(990, 594, 26, "#262b31"),
        circle(990, 594, 11, "#aab3bd"),
      ]),
    );
  }
  parts.push(
    rect(650, 160, 480, 14, "#6f7a86"),
    rect(650, 160, 12, 440, "#6f7a86"),
    rect(1118, 160, 12, 440, "#6f7a86"),
  );
  // Shelves with insulation rolls, plasterboard and pipes.
  parts.push(
    rect(40, 160, 560, 12, "#7a5a3e"),
    rect(40, 330, 560, 12, "#7a5a3e"),
    rect(40, 160, 12, 440, "#5d4530"),
    rect(588, 160, 12, 440, "#5d4530"),
  );
  for (let i = 0; i < 6; i++)
    parts.push(
      rect(60 + i * 88, 250, 80, 80, "#e9cf7c", { rx: 36 }),
      circle(100 + i * 88, 290, 16, "#d2b25f"),
    );
  for (let i = 0; i < 5; i++)
    parts.push(rect(70 + i * 100, 180, 86, 68, rnd.pick([C.pink, C.navy, "#e9e3d8", "#8a96a3"]), { rx: 4 }));
  for (let i = 0; i < 8; i++)
    parts.push(rect(60, 370 + i * 10, 520, 6, i % 2 ? "#b57a3c" : "#c7ccd1", { rx: 3 }));
  for (let i = 0; i < 6; i++) parts.push(rect(60 + i * 6, 470, 520, 24, shade("#e7e8e6", -i * 3), { rx: 2 }));
  // Bench.
  parts.push(
    shadow(400, 640, 300, 20, 0.25),
    rect(140, 520, 520, 24, "#b58552"),
    rect(160, 544, 20, 96, "#6b4d31"),
    rect(620, 544, 20, 96, "#6b4d31"),
  );
  parts.push(
    rect(220, 490, 90, 30, C.navy, { rx: 4 }),
    rect(340, 500, 140, 20, "#cfc4b2"),
    circle(540, 505, 16, "#e8c34a"),
  );
  const team = [
    { x: 330, shirt: C.navy, hair: "#3a2a1e" },
    { x: 450, shirt: "#3f5f8f", hair: "#8a5a2e" },
    { x: 560, shirt: C.navy, hair: "#1e1a17" },
  ].slice(0, o.people >= 3 ? 2 : o.people);
  for (const p of team) parts.push(person(p.x, 700, p.shirt, p.hair, 1.3));
  if (o.people >= 3) parts.push(technician(220, 704, 1.28));
  return parts;
}

/** A large roof plane seen from the scaffold, with the sea behind. */
export function roofCloseup(
  doc: Doc,
  seed: number,
  kind: "slate-mossy" | "battens" | "slate-new",
  o: { gutter?: boolean; roofer?: boolean },
): string[] {
  const rnd = random(seed);
  const parts = [
    ...sky(doc, "day", seed, 520),
    ...seaAndCoast(doc, 420, 520, seed + 1),
    rect(0, 520, 1200, 280, "#9dbb84"),
  ];
  // The roof plane runs down from a diagonal ridge, seen from the scaffold: slates drawn large.
  const plane = roof(doc, { kind, left: -300, right: 640, eave: 420, ridge: 40, inset: 0 }, rnd);
  const gutterParts = o.gutter
    ? [
        rect(
          -320,
          412,
          980,
          30,
          doc.linear([
            [0, "#d5dbe1"],
            [1, "#9aa4ae"],
          ]),
          { rx: 14 },
        ),
        rect(-320, 412, 980, 7, "#eef1f4", { rx: 4 }),
        ...[-200, 60, 320, 560].map((x) => rect(x, 402, 9, 24, "#8e99a5", { rx: 3 })),
        rect(590, 440, 30, 400, "#aab3bd"),
        rect(590, 440, 8, 400, "#d5dbe1"),
      ]
    : [];
  parts.push(group([plane, ...gutterParts], { transform: "translate(20 290) rotate(-8) scale(1.3)" }));
  if (o.roofer) parts.push(technician(560, 600, 1.4, true));
  // The scaffold we stand on, in the foreground.
  parts.push(
    rect(
      0,
      748,
      1200,
      52,
      doc.linear([
        [0, "#c99b62"],
        [1, "#a97a48"],
      ]),
    ),
    line(0, 752, 1200, 752, "#8d6437", 3),
    rect(0, 690, 1200, 10, "#8e99a5"),
    rect(0, 690, 1200, 3, "#c5ccd3"),
    rect(0, 660, 1200, 8, C.pink),
    ...[80, 620, 1160].map((x) => rect(x - 6, 640, 12, 160, "#8e99a5")),
  );
  return parts;
}

export interface BadgeSpec {
  prefix: string;
  title: string;
  lines: string[];
  color: string;
  accent: string;
  /** Drawn in the badge's centre. */
  icon: "house-leaf" | "bolt" | "access" | "shield";
}

/** A round certification badge, 240 × 240, of our own design. */
export function badge(doc: Doc, spec: BadgeSpec): string[] {
  const icons: Record<BadgeSpec["icon"], string> = {
    "house-leaf": group([
      path("M88 118 L120 90 L152 118 V150 H88 Z", "none", {
        stroke: "#ffffff",
        "stroke-width": 7,
        "stroke-linejoin": "round",
      }),
      path("M116 150 C112 128 124 116 142 112 C144 130 136 146 116 150 Z", spec.accent),
    ]),
    bolt: path("M128 84 L100 128 H122 L112 160 L142 112 H120 Z", spec.accent, {
      stroke: "#ffffff",
      "stroke-width": 3,
      "stroke-linejoin": "round",
    }),
    access: group([
      circle(120, 92, 9, "#ffffff"),
      path("M120 104 V130 H142 L150 152", "none", {
        stroke: "#ffffff",
        "stroke-width": 7,
        "stroke-linecap": "round",
        "stroke-linejoin": "round",
      }),
      path("M106 118 A26 26 0 1 0 140 150", "none", {
        stroke: spec.accent,
        "stroke-width": 7,
        "stroke-linecap": "round",
      }),
    ]),
    shield: group([
      path("M120 84 L150 96 V122 C150 142 136 154 120 160 C104 154 90 142 90 122 V96 Z", "none", {
        stroke: "#ffffff",
        "stroke-width": 7,
        "stroke-linejoin": "round",
      }),
      path("M106 122 L117 133 L136 112", "none", {
        stroke: spec.accent,
        "stroke-width": 7,
        "stroke-linecap": "round",
        "stroke-linejoin": "round",
      }),
    ]),
  };
  const text = (y: number, content: string, size: number, fill = "#ffffff", weight = 700) =>
    el(
      "text",
      {
        x: 120,
        y,
        fill,
        "font-family": "Montserrat, Arial, sans-serif",
        "font-size": size,
        "font-weight": weight,
        "text-anchor": "middle",
        "letter-spacing": size > 12 ? 1 : 0.3,
      },
      content,
    );
  return [
    circle(120, 120, 116, "#ffffff"),
    circle(
      120,
      120,
      110,
      doc.linear([
        [0, shade(spec.color, 18)],
        [1, spec.color],
      ]),
    ),
    circle(120, 120, 94, "none", {
      stroke: "#ffffff",
      "stroke-width": 2,
      opacity: 0.6,
      "stroke-dasharray": "3 5",
    }),
    icons[spec.icon],
    text(64, spec.title, spec.title.length > 10 ? 17 : 20),
    ...spec.lines.map((l, i) => text(178 + i * 18, l, i === 0 ? 14 : 11.5, "#ffffff", i === 0 ? 700 : 500)),
    path("M52 206 Q120 232 188 206", "none", {
      stroke: spec.accent,
      "stroke-width": 4,
      "stroke-linecap": "round",
    }),
  ];
}
