/**
 * Draws the product pictures of site 2 (Domaine des Trois Moulins) into
 * apps/api/src/db/seed/media/site-2/products: one bottle or one wooden case per product, in the
 * site's colours (burgundy #5b1a2b, gold #c9a45c, cream background). Deterministic.
 *
 *   npx tsx scripts/illustrations/bottles.ts
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { SEED_MEDIA_DIR } from "@vitrine/api/paths";
import { circle, Doc, el, group, line, path, rect, shadow } from "./kit";

const OUT = join(SEED_MEDIA_DIR, "site-2", "products");
const W = 600;
const H = 800;

const SITE = { burgundy: "#5b1a2b", burgundyDark: "#3f111d", gold: "#c9a45c", cream: "#fffdf8" } as const;

type Shape = "burgundy" | "sparkling";
const BOTTLE_SCALE = 1.18;

interface BottleSpec {
  shape: Shape;
  /** Glass colours, dark edge to highlight. */
  glass: [string, string, string];
  /** Capsule over the cork (foil for sparkling wines). */
  capsule: string;
  label: { title: string; subtitle: string; year: string; dark?: boolean };
}

const serif = "Georgia, 'Times New Roman', serif";

const text = (x: number, y: number, content: string, size: number, fill: string, extra = {}) =>
  el(
    "text",
    { x, y, "font-family": serif, "font-size": size, fill, "text-anchor": "middle", ...extra },
    content.replace(/&/g, "&amp;"),
  );

/** Cream studio backdrop and an oak shelf, as on the estate's other pictures. */
function backdrop(doc: Doc, shelfY: number): string[] {
  return [
    rect(
      0,
      0,
      W,
      H,
      doc.linear([
        [0, "#f7f1e6"],
        [1, "#eadfca"],
      ]),
    ),
    rect(
      0,
      0,
      W,
      H,
      doc.radial(
        [
          [0, SITE.cream, 0.95],
          [1, SITE.cream, 0],
        ],
        0.5,
        0.42,
        0.6,
      ),
    ),
    rect(
      0,
      shelfY,
      W,
      H - shelfY,
      doc.linear([
        [0, "#cdb48c"],
        [1, "#a98a5e"],
      ]),
    ),
    rect(0, shelfY, W, 6, "#e2cfac"),
  ];
}

/** A small windmill like the estate's logo: tower, cap and four sails. */
function windmill(cx: number, baseY: number, size: number, color: string): string {
  const towerTop = baseY - size;
  const hub: [number, number] = [cx, towerTop - size * 0.12];
  const sails = [20, 110, 200, 290].map((angle) => {
    const a = (angle * Math.PI) / 180;
    const x2 = hub[0] + Math.cos(a) * size * 0.62;
    const y2 = hub[1] + Math.sin(a) * size * 0.62;
    return line(hub[0], hub[1], x2, y2, color, size * 0.07, { "stroke-linecap": "round" });
  });
  return group([
    path(
      `M${cx - size * 0.2} ${baseY} L${cx - size * 0.13} ${towerTop} L${cx + size * 0.13} ${towerTop} L${cx + size * 0.2} ${baseY}Z`,
      color,
    ),
    path(
      `M${cx - size * 0.16} ${towerTop + 1} Q${cx} ${towerTop - size * 0.32} ${cx + size * 0.16} ${towerTop + 1}Z`,
      color,
    ),
    ...sails,
    circle(hub[0], hub[1], size * 0.06, SITE.cream),
  ]);
}

/** Outline of a bottle standing on `bottom`, centred on `cx`. */
function bottleOutline(cx: number, bottom: number, shape: Shape) {
  const d =
    shape === "burgundy"
      ? { w: 150, body: 300, shoulder: 150, neck: 44, neckH: 112 }
      : { w: 162, body: 292, shoulder: 118, neck: 50, neckH: 140 };
  const hw = d.w / 2;
  const hn = d.neck / 2;
  const bodyTop = bottom - d.body;
  const neckBottom = bodyTop - d.shoulder;
  const top = neckBottom - d.neckH;
  const r = 14;
  const outline = [
    `M${cx - hw + r} ${bottom}`,
    `L${cx + hw - r} ${bottom}`,
    `Q${cx + hw} ${bottom} ${cx + hw} ${bottom - r}`,
    `L${cx + hw} ${bodyTop}`,
    `C${cx + hw} ${bodyTop - d.shoulder * 0.6} ${cx + hn} ${neckBottom + d.shoulder * 0.35} ${cx + hn} ${neckBottom}`,
    `L${cx + hn} ${top + 10}`,
    `L${cx + hn + 4} ${top + 8}`,
    `L${cx + hn + 4} ${top}`,
    `L${cx - hn - 4} ${top}`,
    `L${cx - hn - 4} ${top + 8}`,
    `L${cx - hn} ${top + 10}`,
    `L${cx - hn} ${neckBottom}`,
    `C${cx - hn} ${neckBottom + d.shoulder * 0.35} ${cx - hw} ${bodyTop - d.shoulder * 0.6} ${cx - hw} ${bodyTop}`,
    `L${cx - hw} ${bottom - r}`,
    `Q${cx - hw} ${bottom} ${cx - hw + r} ${bottom}Z`,
  ].join(" ");
  return { outline, hw, hn, bodyTop, neckBottom, top };
}

function bottle(doc: Doc, cx: number, bottom: number, spec: BottleSpec): string[] {
  const b = bottleOutline(cx, bottom, spec.shape);
  const [edge, mid, light] = spec.glass;
  const glass = doc.linear(
    [
      [0, edge],
      [0.2, light],
      [0.45, mid],
      [0.8, edge],
      [1, edge],
    ],
    "h",
  );
  const clip = doc.clip(path(b.outline, "#000"));
  const capsuleBottom = spec.shape === "sparkling" ? b.neckBottom + 46 : b.top + 62;
  const labelTop = b.bodyTop + 30;
  const labelH = 170;
  const labelW = b.hw * 2 - 22;
  const lbl = spec.label;
  const ink = lbl.dark ? SITE.cream : SITE.burgundy;
  const parts = [
    path(b.outline, glass),
    group(
      [
        rect(cx - b.hw - 10, b.top - 2, b.hw * 2 + 20, capsuleBottom - b.top + 2, spec.capsule),
        rect(cx - b.hw - 10, capsuleBottom - 8, b.hw * 2 + 20, 3, "#000000", { opacity: 0.18 }),
        rect(cx - b.hn + 5, b.top, 7, capsuleBottom - b.top, "#ffffff", { opacity: 0.25 }),
        // The glass's reflection, under the label.
        rect(cx - b.hw * 0.62, b.bodyTop - 40, 12, b.bodyTop - labelTop + 300, "#ffffff", { opacity: 0.16 }),
        rect(
          cx - labelW / 2,
          labelTop,
          labelW,
          labelH,
          lbl.dark
            ? SITE.burgundyDark
            : doc.linear(
                [
                  [0, "#efe6d2"],
                  [0.35, "#fcf9f2"],
                  [1, "#e3d6bb"],
                ],
                "h",
              ),
        ),
        rect(cx - labelW / 2 + 8, labelTop + 8, labelW - 16, labelH - 16, "none", {
          stroke: SITE.gold,
          "stroke-width": 1.5,
        }),
      ],
      { "clip-path": clip },
    ),
    windmill(cx, labelTop + 52, 30, SITE.gold),
    text(cx, labelTop + 76, "TROIS MOULINS", 11, ink, { "letter-spacing": 2.5 }),
    text(cx, labelTop + 104, lbl.title, lbl.title.length > 11 ? 15 : 18, ink, { "font-weight": 700 }),
    text(cx, labelTop + 124, lbl.subtitle, 10.5, ink, { "font-style": "italic" }),
    text(cx, labelTop + 150, lbl.year, 14, lbl.dark ? SITE.gold : SITE.burgundy, { "letter-spacing": 1.5 }),
  ];
  // Drawn at one size, shown larger so that the bottle fills the portrait frame.
  return [
    shadow(cx, bottom + 2, b.hw * BOTTLE_SCALE + 30, 12, 0.22),
    group(parts, {
      transform: `translate(${cx} ${bottom}) scale(${BOTTLE_SCALE}) translate(${-cx} ${-bottom})`,
    }),
  ];
}

const GREEN: [string, string, string] = ["#27361b", "#4b6633", "#8fa869"];
const DARK_GREEN: [string, string, string] = ["#141d11", "#263420", "#55703a"];
const AMBER_GREEN: [string, string, string] = ["#3a3a14", "#6b6a2a", "#b1ad68"];
const ROSE: [string, string, string] = ["#c98f82", "#efc3b6", "#fff1ec"];

interface CaseSpec {
  bottles: 3 | 6;
  line1: string;
  line2: string;
  capsules: string[];
}

/** A wooden case seen from the front, the bottles' necks standing out of it. */
function woodenCase(doc: Doc, spec: CaseSpec, shelfY: number): string[] {
  const caseW = spec.bottles === 3 ? 380 : 460;
  const caseH = spec.bottles === 3 ? 250 : 270;
  const x = (W - caseW) / 2;
  const top = shelfY - caseH;
  const perRow = 3;
  const rows = spec.bottles / perRow;
  const parts: string[] = [shadow(W / 2, shelfY + 2, caseW / 2 + 30, 14, 0.25)];
  for (let row = rows - 1; row >= 0; row--) {
    for (let i = 0; i < perRow; i++) {
      const cx = x + (caseW / perRow) * (i + 0.5) + (row ? 18 : 0);
      const neckTop = top - 150 - row * 26;
      const capsule = spec.capsules[(row * perRow + i) % spec.capsules.length]!;
      parts.push(
        path(
          `M${cx - 26} ${top + 10} C${cx - 26} ${top - 40} ${cx - 18} ${top - 60} ${cx - 18} ${top - 80} L${cx - 18} ${neckTop} L${cx + 18} ${neckTop} L${cx + 18} ${top - 80} C${cx + 18} ${top - 60} ${cx + 26} ${top - 40} ${cx + 26} ${top + 10}Z`,
          doc.linear(
            [
              [0, DARK_GREEN[0]],
              [0.25, DARK_GREEN[2]],
              [0.5, DARK_GREEN[1]],
              [1, DARK_GREEN[0]],
            ],
            "h",
          ),
          row ? { opacity: 0.85 } : {},
        ),
        rect(cx - 20, neckTop - 2, 40, 58, capsule),
        rect(cx - 12, neckTop, 6, 54, "#ffffff", { opacity: 0.22 }),
      );
    }
  }
  const wood = doc.linear(
    [
      [0, "#d2ac78"],
      [0.5, "#c69a66"],
      [1, "#a97a48"],
    ],
    "v",
  );
  parts.push(rect(x, top, caseW, caseH, wood, { rx: 6 }));
  for (let plank = 1; plank < 4; plank++) {
    const y = top + (caseH / 4) * plank;
    parts.push(line(x + 4, y, x + caseW - 4, y, "#8f6437", 2, { opacity: 0.45 }));
  }
  for (const [dx, len] of [
    [40, 60],
    [150, 90],
    [280, 70],
  ] as const) {
    parts.push(line(x + dx, top + 28, x + dx + len, top + 28, "#8f6437", 1.2, { opacity: 0.3 }));
  }
  parts.push(
    rect(x, top, caseW, 14, "#b88a58"),
    windmill(W / 2, top + caseH / 2 - 10, 44, "#5a3a1c"),
    text(W / 2, top + caseH / 2 + 34, "DOMAINE DES TROIS MOULINS", 15, "#4a2f16", {
      "letter-spacing": 2,
      "font-weight": 700,
    }),
    text(W / 2, top + caseH / 2 + 58, spec.line1, 14, "#4a2f16", { "font-style": "italic" }),
    text(W / 2, top + caseH / 2 + 80, spec.line2, 12, "#4a2f16", { "letter-spacing": 1.5 }),
  );
  return parts;
}

const SHELF = 690;

const files: Record<string, { title: string; draw: (doc: Doc) => string[] }> = {
  "muscadet-les-trois-moulins.svg": {
    title: "Bouteille de Muscadet Sèvre et Maine sur lie « Les Trois Moulins »",
    draw: (doc) => [
      ...backdrop(doc, SHELF),
      ...bottle(doc, W / 2, SHELF + 10, {
        shape: "burgundy",
        glass: GREEN,
        capsule: SITE.burgundy,
        label: { title: "Les Trois Moulins", subtitle: "Sèvre et Maine sur lie", year: "2025" },
      }),
    ],
  },
  "clisson.svg": {
    title: "Bouteille de Muscadet Clisson, 24 mois sur lies",
    draw: (doc) => [
      ...backdrop(doc, SHELF),
      ...bottle(doc, W / 2, SHELF + 10, {
        shape: "burgundy",
        glass: DARK_GREEN,
        capsule: SITE.gold,
        label: { title: "Clisson", subtitle: "24 mois sur lies", year: "2023", dark: true },
      }),
    ],
  },
  "gros-plant.svg": {
    title: "Bouteille de Gros Plant du Pays Nantais sur lie",
    draw: (doc) => [
      ...backdrop(doc, SHELF),
      ...bottle(doc, W / 2, SHELF + 10, {
        shape: "burgundy",
        glass: GREEN,
        capsule: "#7f9a58",
        label: { title: "Gros Plant", subtitle: "du Pays Nantais", year: "2025" },
      }),
    ],
  },
  "chardonnay.svg": {
    title: "Bouteille de Chardonnay, IGP Val de Loire",
    draw: (doc) => [
      ...backdrop(doc, SHELF),
      ...bottle(doc, W / 2, SHELF + 10, {
        shape: "burgundy",
        glass: AMBER_GREEN,
        capsule: "#e8dcc0",
        label: { title: "Chardonnay", subtitle: "IGP Val de Loire", year: "2024" },
      }),
    ],
  },
  "rose-de-loire.svg": {
    title: "Bouteille de Rosé de Loire",
    draw: (doc) => [
      ...backdrop(doc, SHELF),
      ...bottle(doc, W / 2, SHELF + 10, {
        shape: "burgundy",
        glass: ROSE,
        capsule: "#d98c8c",
        label: { title: "Rosé de Loire", subtitle: "Val de Loire", year: "2025" },
      }),
    ],
  },
  "cremant-de-loire.svg": {
    title: "Bouteille de Crémant de Loire brut",
    draw: (doc) => [
      ...backdrop(doc, SHELF),
      ...bottle(doc, W / 2, SHELF + 10, {
        shape: "sparkling",
        glass: DARK_GREEN,
        capsule: doc.linear(
          [
            [0, "#8f6f33"],
            [0.35, "#ecd08e"],
            [0.7, SITE.gold],
            [1, "#8f6f33"],
          ],
          "h",
        ),
        label: { title: "Crémant de Loire", subtitle: "Méthode traditionnelle", year: "BRUT", dark: true },
      }),
    ],
  },
  "coffret-decouverte.svg": {
    title: "Coffret en bois de trois bouteilles du domaine",
    draw: (doc) => [
      ...backdrop(doc, SHELF),
      ...woodenCase(
        doc,
        {
          bottles: 3,
          line1: "Coffret découverte",
          line2: "3 BOUTEILLES",
          capsules: [SITE.burgundy, SITE.gold, "#d9b868"],
        },
        SHELF + 10,
      ),
    ],
  },
  "caisse-pays-nantais.svg": {
    title: "Caisse en bois de six bouteilles du pays nantais",
    draw: (doc) => [
      ...backdrop(doc, SHELF),
      ...woodenCase(
        doc,
        {
          bottles: 6,
          line1: "Caisse du pays nantais",
          line2: "6 BOUTEILLES",
          capsules: [SITE.burgundy, "#7f9a58", "#e8dcc0", "#d98c8c", SITE.burgundy, "#7f9a58"],
        },
        SHELF + 10,
      ),
    ],
  },
};

const RED: [string, string, string] = ["#120c0c", "#2a1717", "#5a3434"];
const PALE: [string, string, string] = ["#d8b9a4", "#f4e4d6", "#fffaf4"];

/** The rest of the range (seed/site-2/shop-range.ts): one bottle each, told by its label. */
const range: Array<[file: string, title: string, spec: BottleSpec]> = [
  [
    "muscadet-vieilles-vignes.svg",
    "Bouteille de Muscadet « Vieilles Vignes »",
    {
      shape: "burgundy",
      glass: GREEN,
      capsule: SITE.burgundy,
      label: { title: "Vieilles Vignes", subtitle: "Sèvre et Maine sur lie", year: "2024" },
    },
  ],
  [
    "muscadet-gorgeois.svg",
    "Bouteille de Muscadet Gorgeois",
    {
      shape: "burgundy",
      glass: DARK_GREEN,
      capsule: "#1d1d1d",
      label: { title: "Gorgeois", subtitle: "36 mois sur lies", year: "2020", dark: true },
    },
  ],
  [
    "muscadet-chateau-thebaud.svg",
    "Bouteille de Muscadet Château-Thébaud",
    {
      shape: "burgundy",
      glass: GREEN,
      capsule: "#5d6670",
      label: { title: "Château-Thébaud", subtitle: "Les Rochers", year: "2021" },
    },
  ],
  [
    "muscadet-le-pallet.svg",
    "Bouteille de Muscadet Le Pallet",
    {
      shape: "burgundy",
      glass: GREEN,
      capsule: "#4f6b3a",
      label: { title: "Le Pallet", subtitle: "Cru communal", year: "2022" },
    },
  ],
  [
    "muscadet-monnieres-saint-fiacre.svg",
    "Bouteille de Muscadet Monnières-Saint-Fiacre",
    {
      shape: "burgundy",
      glass: GREEN,
      capsule: "#1f2f4f",
      label: { title: "Monnières", subtitle: "Saint-Fiacre", year: "2021", dark: true },
    },
  ],
  [
    "muscadet-vallet.svg",
    "Bouteille de Muscadet Vallet",
    {
      shape: "burgundy",
      glass: GREEN,
      capsule: SITE.burgundy,
      label: { title: "Vallet", subtitle: "Cru communal", year: "2022" },
    },
  ],
  [
    "muscadet-amphore.svg",
    "Bouteille de Muscadet « Terre de Sèvre »",
    {
      shape: "burgundy",
      glass: GREEN,
      capsule: "#b5653a",
      label: { title: "Terre de Sèvre", subtitle: "Élevé en amphore", year: "2023" },
    },
  ],
  [
    "muscadet-primeur.svg",
    "Bouteille de Muscadet primeur",
    {
      shape: "burgundy",
      glass: GREEN,
      capsule: "#e4c23a",
      label: { title: "Primeur", subtitle: "Sèvre et Maine", year: "2025" },
    },
  ],
  [
    "sauvignon.svg",
    "Bouteille de Sauvignon, IGP Val de Loire",
    {
      shape: "burgundy",
      glass: AMBER_GREEN,
      capsule: "#a8c25a",
      label: { title: "Sauvignon", subtitle: "IGP Val de Loire", year: "2025" },
    },
  ],
  [
    "malvoisie.svg",
    "Bouteille de Coteaux d'Ancenis Malvoisie",
    {
      shape: "burgundy",
      glass: AMBER_GREEN,
      capsule: SITE.gold,
      label: { title: "Malvoisie", subtitle: "Coteaux d'Ancenis", year: "2023", dark: true },
    },
  ],
  [
    "cabernet-d-anjou.svg",
    "Bouteille de Cabernet d'Anjou",
    {
      shape: "burgundy",
      glass: ROSE,
      capsule: "#c2566b",
      label: { title: "Cabernet d'Anjou", subtitle: "Rosé demi-sec", year: "2025" },
    },
  ],
  [
    "gris-de-grolleau.svg",
    "Bouteille de Gris de Grolleau",
    {
      shape: "burgundy",
      glass: PALE,
      capsule: "#d9a89a",
      label: { title: "Gris de Grolleau", subtitle: "Vin de France", year: "2025" },
    },
  ],
  [
    "cremant-rose.svg",
    "Bouteille de Crémant de Loire rosé",
    {
      shape: "sparkling",
      glass: DARK_GREEN,
      capsule: "#d98c9c",
      label: { title: "Demoiselle", subtitle: "Crémant de Loire rosé", year: "BRUT", dark: true },
    },
  ],
  [
    "cremant-prestige.svg",
    "Bouteille de Crémant de Loire « Prestige »",
    {
      shape: "sparkling",
      glass: DARK_GREEN,
      capsule: "#1d1d1d",
      label: { title: "Prestige", subtitle: "Crémant de Loire", year: "2020", dark: true },
    },
  ],
  [
    "petillant-naturel.svg",
    "Bouteille de pétillant naturel",
    {
      shape: "sparkling",
      glass: AMBER_GREEN,
      capsule: "#c9c4b8",
      label: { title: "Pét'Nat", subtitle: "Melon de Bourgogne", year: "2024" },
    },
  ],
  [
    "cabernet-franc.svg",
    "Bouteille de Cabernet franc",
    {
      shape: "burgundy",
      glass: RED,
      capsule: SITE.burgundy,
      label: { title: "Cabernet franc", subtitle: "IGP Val de Loire", year: "2023", dark: true },
    },
  ],
  [
    "gamay.svg",
    "Bouteille de Coteaux d'Ancenis Gamay",
    {
      shape: "burgundy",
      glass: RED,
      capsule: "#b3263a",
      label: { title: "Gamay", subtitle: "Coteaux d'Ancenis", year: "2024" },
    },
  ],
  [
    "grolleau-noir.svg",
    "Bouteille de Grolleau noir",
    {
      shape: "burgundy",
      glass: RED,
      capsule: "#7a1f2b",
      label: { title: "Grolleau noir", subtitle: "Vin de France", year: "2024" },
    },
  ],
];
for (const [file, title, spec] of range) {
  files[file] = { title, draw: (doc) => [...backdrop(doc, SHELF), ...bottle(doc, W / 2, SHELF + 10, spec)] };
}
files["coffret-crus-communaux.svg"] = {
  title: "Coffret en bois de trois crus communaux",
  draw: (doc) => [
    ...backdrop(doc, SHELF),
    ...woodenCase(
      doc,
      {
        bottles: 3,
        line1: "Crus communaux",
        line2: "3 BOUTEILLES",
        capsules: [SITE.gold, "#1d1d1d", "#5d6670"],
      },
      SHELF + 10,
    ),
  ],
};
files["caisse-bulles.svg"] = {
  title: "Caisse en bois de six bouteilles de crémant",
  draw: (doc) => [
    ...backdrop(doc, SHELF),
    ...woodenCase(
      doc,
      {
        bottles: 6,
        line1: "Caisse des bulles",
        line2: "6 BOUTEILLES",
        capsules: [SITE.gold, SITE.gold, SITE.gold, "#d98c9c", "#d98c9c", "#1d1d1d"],
      },
      SHELF + 10,
    ),
  ],
};

mkdirSync(OUT, { recursive: true });
for (const [file, spec] of Object.entries(files)) {
  const doc = new Doc(`p${file.slice(0, 6).replace(/[^a-z]/g, "")}`, W, H);
  doc.add(...spec.draw(doc));
  writeFileSync(join(OUT, file), doc.toString(spec.title));
  console.log(file);
}
