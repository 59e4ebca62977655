/**
 * Draws the sample illustrations of site 1 (completed projects, blog covers, news, badges) into
 * apps/api/src/db/seed/media/site-1. Deterministic: the same code gives the same files.
 *
 *   npx tsx scripts/illustrations/draw.ts
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { SEED_MEDIA_DIR } from "@vitrine/api/paths";
import {
  chimney,
  deck,
  deckChair,
  door,
  gutter,
  heatPumpUnit,
  hydrangea,
  ladder,
  type RoofKind,
  rain,
  roof,
  type Sky,
  scaffold,
  seaAndCoast,
  sky,
  stonePath,
  technician,
  tree,
  type WallKind,
  type WindowStyle,
  wallTexture,
  windowAt,
} from "./exterior";
import {
  backWindow,
  bathtubOld,
  bucket,
  fireplaceOld,
  heatPumpIndoor,
  island,
  kitchenNavy,
  kitchenOld,
  light,
  oilBoiler,
  paintCan,
  pendant,
  plant,
  radiator,
  room,
  rug,
  shower,
  showerTray,
  sofa,
  stepLadder,
  stool,
  toolbox,
  towelRail,
  vanity,
  wallOpening,
  waterHeater,
  woodStove,
} from "./interior";
import { C, Doc, group, line, random, rect } from "./kit";
import { attic, type BadgeSpec, badge, desk, roofCloseup, workshop } from "./scenes";

const OUT = join(SEED_MEDIA_DIR, "site-1");

interface HouseScene {
  seed: number;
  sky?: Sky;
  sea?: boolean;
  ground?: number;
  body: { x: number; w: number; top: number };
  walls: Array<{ from: number; to: number; kind: WallKind; color?: string }>;
  roof: { kind: RoofKind; height: number; overhang?: number; inset?: number; openUntil?: number };
  chimneys?: Array<{ x: number; stone?: boolean }>;
  windows?: Array<[number, number, number, number, WindowStyle, string?]>;
  door?: [number, number, number, string?];
  behind?: string[];
  front?: string[];
  dryLawn?: boolean;
}

function house(doc: Doc, s: HouseScene): string[] {
  const rnd = random(s.seed);
  const ground = s.ground ?? 650;
  const { x, w, top } = s.body;
  const overhang = s.roof.overhang ?? 22;
  const parts: string[] = [...sky(doc, s.sky ?? "day", s.seed)];
  if (s.sea) parts.push(...seaAndCoast(doc, 440, 540, s.seed + 7, s.sky === "sunset"));
  parts.push(
    group([
      rect(
        0,
        s.sea ? 530 : 470,
        1200,
        400,
        doc.linear([
          [0, "#a9c48f"],
          [1, "#88a874"],
        ]),
      ),
      ...(s.sea ? [] : [rect(0, 460, 1200, 30, "#9cb68a", { opacity: 0.6 })]),
    ]),
  );
  parts.push(...(s.behind ?? []));
  for (const wall of s.walls)
    parts.push(
      wallTexture(doc, wall.kind, wall.from, top, wall.to - wall.from, ground - top, rnd, wall.color),
    );
  parts.push(
    rect(x, top, w, 14, "#000000", { opacity: 0.12 }),
    rect(x - 4, ground - 26, w + 8, 26, "#b9b1a3"),
  );
  const ridge = top - s.roof.height;
  for (const c of s.chimneys ?? []) parts.push(chimney(c.x, ridge - 70, ridge + 40, c.stone ?? true));
  parts.push(
    roof(
      doc,
      {
        kind: s.roof.kind,
        left: x - overhang,
        right: x + w + overhang,
        eave: top + 4,
        ridge,
        inset: s.roof.inset ?? 0,
        openUntil: s.roof.openUntil,
      },
      rnd,
    ),
    gutter(x - overhang, x + w + overhang, top + 4, [x - overhang + 14, x + w + overhang - 14]),
  );
  for (const [wx, wy, ww, wh, style, shutters] of s.windows ?? [])
    parts.push(windowAt(doc, wx, wy, ww, wh, style, shutters));
  if (s.door) parts.push(door(s.door[0], ground - s.door[2] - 10, s.door[1], s.door[2], s.door[3]));
  parts.push(
    rect(
      0,
      ground,
      1200,
      800 - ground,
      doc.linear([
        [0, s.dryLawn ? "#b5bb8a" : C.grass],
        [1, s.dryLawn ? "#9aa574" : C.grassDark],
      ]),
    ),
  );
  parts.push(...(s.front ?? []));
  return parts;
}

const files: Record<
  string,
  { title: string; draw: (doc: Doc) => string[]; width?: number; height?: number }
> = {};
const add = (file: string, title: string, draw: (doc: Doc) => string[], size?: [number, number]) => {
  files[file] = { title, draw, width: size?.[0], height: size?.[1] };
};

/* Longère in Arradon ----------------------------------------------------------------------- */

add("projects/longere-arradon-1.svg", "Longère en pierre rénovée à Arradon", (doc) =>
  house(doc, {
    seed: 11,
    sea: true,
    body: { x: 110, w: 980, top: 410 },
    walls: [{ from: 110, to: 1090, kind: "stone" }],
    roof: { kind: "slate-new", height: 180, inset: 40 },
    chimneys: [{ x: 150 }, { x: 986 }],
    windows: [
      [200, 470, 110, 120, "new"],
      [400, 470, 110, 120, "new"],
      [720, 470, 110, 120, "new"],
      [900, 470, 110, 120, "new"],
    ],
    door: [572, 96, 190, C.navy],
    front: [
      stonePath(620, 650, 3),
      hydrangea(90, 700, "blue", 90, 4),
      hydrangea(330, 690, "pink", 70, 5),
      hydrangea(860, 692, "blue", 74, 6),
      hydrangea(1120, 706, "pink", 96, 7),
    ],
  }),
);

add("projects/longere-arradon-2.svg", "Séjour de la longère avant travaux", (doc) => [
  ...room(doc, {
    seed: 21,
    back: { kind: "wallpaper", color: "#d9c9a4", motif: "#a4825a" },
    left: { kind: "wallpaper", color: "#d9c9a4", motif: "#a4825a" },
    right: { kind: "paint", color: "#cbbfa6" },
    floor: "worn",
    ceiling: "#e6dfd0",
  }),
  backWindow(doc, 640, 260, 180, 220, "garden", true),
  fireplaceOld(340, 590),
  radiator(660, 500, 140, true),
  rect(1000, 120, 4, 160, "#3a3f45"),
  rect(960, 280, 84, 40, "#d8c9a8", { rx: 10 }),
  light(doc, "dim"),
]);

add(
  "projects/longere-arradon-3.svg",
  "Doublage isolant en cours de pose contre les murs en pierre",
  (doc) => [
    ...room(doc, {
      seed: 31,
      back: { kind: "studs" },
      left: { kind: "studs" },
      right: { kind: "drywall" },
      floor: "tarp",
    }),
    stepLadder(520, 700, 320),
    paintCan(330, 760, C.pink),
    toolbox(820, 740),
    bucket(980, 770, C.navy),
    light(doc, "day"),
  ],
);

add("projects/longere-arradon-4.svg", "Séjour rénové avec mur en pierre apparent et poêle à bois", (doc) => [
  ...room(doc, {
    seed: 41,
    back: { kind: "stone" },
    left: { kind: "paint", color: "#efe9df" },
    right: { kind: "paint", color: "#a9c0a6" },
    floor: "oak",
  }),
  backWindow(doc, 660, 250, 190, 230, "sea"),
  woodStove(doc, 380, 590),
  rug(560, 705, 300, 60, "#e8dfd0"),
  sofa(420, 590, 300, C.navy),
  plant(1060, 760, 1.2, 8),
  pendant(760, 150, C.navy),
  light(doc, "warm"),
]);

add(
  "projects/longere-arradon-5.svg",
  "Salle d'eau avec douche à l'italienne et meuble vasque en bois",
  (doc) => [
    ...room(doc, {
      seed: 51,
      back: { kind: "tiles", color: "#e9e6df", joint: "#d6d1c8", size: 0.125 },
      left: { kind: "paint", color: "#a9c0a6" },
      right: { kind: "tiles", color: "#e9e6df", joint: "#d6d1c8", size: 0.125 },
      floor: "tiles-dark",
    }),
    shower(doc, 320, 300, 590),
    vanity(doc, 680, 470, 180),
    towelRail(1010, 300),
    plant(150, 790, 0.9, 9),
    light(doc, "day"),
  ],
);

/* Bathroom in Vannes ----------------------------------------------------------------------- */

add("projects/salle-de-bains-vannes-1.svg", "Salle de bains terminée avec douche à l'italienne", (doc) => [
  ...room(doc, {
    seed: 61,
    back: { kind: "tiles", color: "#cfd4d6", joint: "#e8eaea", size: 0.2 },
    left: { kind: "paint", color: "#f3efe8" },
    right: { kind: "tiles", color: "#cfd4d6", joint: "#e8eaea", size: 0.2 },
    floor: "tiles",
  }),
  shower(doc, 330, 320, 590),
  vanity(doc, 700, 470, 170, true),
  towelRail(1030, 280),
  light(doc, "day"),
]);

add("projects/salle-de-bains-vannes-2.svg", "Ancienne salle de bains avec baignoire", (doc) => [
  ...room(doc, {
    seed: 71,
    back: { kind: "tiles", color: "#e3b9b0", joint: "#f1ddd6", size: 0.06 },
    left: { kind: "tiles", color: "#e3b9b0", joint: "#f1ddd6", size: 0.06 },
    right: { kind: "paint", color: "#e2d6bd" },
    floor: "worn",
  }),
  bathtubOld(310, 720, 600),
  radiator(760, 480, 110, true),
  rect(780, 290, 90, 110, "#c7ccd1", { rx: 4 }),
  light(doc, "dim"),
]);

add("projects/salle-de-bains-vannes-3.svg", "Receveur de douche et étanchéité en cours de pose", (doc) => [
  ...room(doc, {
    seed: 81,
    back: { kind: "membrane" },
    left: { kind: "membrane" },
    right: { kind: "drywall" },
    floor: "concrete",
  }),
  showerTray(360, 300, 600),
  bucket(780, 700, C.pink),
  bucket(860, 730, "#e9e3d8"),
  toolbox(200, 760),
  stepLadder(920, 760, 260),
  light(doc, "day"),
]);

add(
  "projects/salle-de-bains-vannes-4.svg",
  "Meuble vasque en bois clair, miroir et sèche-serviettes",
  (doc) => [
    ...room(doc, {
      seed: 91,
      back: { kind: "tiles", color: "#cfd4d6", joint: "#e8eaea", size: 0.2 },
      left: { kind: "paint", color: "#f3efe8" },
      right: { kind: "paint", color: "#a9c0a6" },
      floor: "tiles",
    }),
    vanity(doc, 440, 440, 320),
    towelRail(820, 300),
    plant(380, 590, 0.6, 10),
    light(doc, "warm"),
  ],
);

/* External insulation in Séné -------------------------------------------------------------- */

const seneHouse = (
  doc: Doc,
  seed: number,
  wall: WallKind,
  extras: { scaffold?: boolean; cladding?: boolean; oldWindows?: boolean },
) =>
  house(doc, {
    seed,
    body: { x: 160, w: 880, top: 250 },
    walls: extras.cladding
      ? [
          { from: 160, to: 820, kind: wall },
          { from: 820, to: 1040, kind: "cladding" },
        ]
      : [{ from: 160, to: 1040, kind: wall }],
    roof: { kind: "slate", height: 130, inset: 120 },
    chimneys: [{ x: 300, stone: false }],
    windows: [
      [230, 300, 120, 130, extras.oldWindows ? "old" : "new"],
      [440, 300, 120, 130, extras.oldWindows ? "old" : "new"],
      [660, 300, 120, 130, extras.oldWindows ? "old" : "new"],
      [230, 480, 120, 120, extras.oldWindows ? "old" : "new"],
      [870, 320, 120, 150, extras.oldWindows ? "old" : "new"],
    ],
    door: [480, 100, 200, extras.oldWindows ? "#7a5a3e" : C.navy],
    behind: [tree(90, 650, 300, seed + 1), tree(1130, 650, 260, seed + 2)],
    front: [
      ...(extras.scaffold ? [scaffold(170, 1030, 200, 650)] : []),
      hydrangea(110, 712, "pink", 80, seed + 3),
      hydrangea(1110, 712, "blue", 80, seed + 4),
    ],
  });

add("projects/isolation-exterieure-sene-1.svg", "Maison de Séné après isolation par l'extérieur", (doc) =>
  seneHouse(doc, 101, "render", { cladding: true }),
);
add("projects/isolation-exterieure-sene-2.svg", "Façade d'origine en enduit gris fissuré", (doc) =>
  seneHouse(doc, 111, "render-cracked", { oldWindows: true }),
);
add(
  "projects/isolation-exterieure-sene-3.svg",
  "Panneaux isolants posés sur la façade sous échafaudage",
  (doc) => seneHouse(doc, 121, "insulation", { scaffold: true }),
);
add(
  "projects/isolation-exterieure-sene-4.svg",
  "Détail du bardage en douglas et de l'angle enduit",
  (doc) => {
    const rnd = random(131);
    return [
      ...sky(doc, "day", 131),
      wallTexture(doc, "render", 0, 0, 620, 800, rnd),
      wallTexture(doc, "cladding", 620, 0, 580, 800, rnd),
      rect(612, 0, 16, 800, "#e7e2d8"),
      windowAt(doc, 180, 170, 260, 330, "new"),
      rect(560, 0, 14, 800, "#a8b1ba"),
      rect(560, 0, 4, 800, "#d5dbe1"),
      rect(
        0,
        690,
        1200,
        110,
        doc.linear([
          [0, C.grass],
          [1, C.grassDark],
        ]),
      ),
      rect(0, 676, 1200, 18, "#b9b1a3"),
      hydrangea(860, 740, "blue", 110, 132),
      hydrangea(300, 760, "pink", 90, 133),
    ];
  },
);

/* Slate roof in Auray ---------------------------------------------------------------------- */

add("projects/toiture-ardoise-auray-1.svg", "Toiture en ardoise neuve d'une maison de ville d'Auray", (doc) =>
  house(doc, {
    seed: 141,
    body: { x: 250, w: 700, top: 300 },
    walls: [{ from: 250, to: 950, kind: "render", color: "#efe6d6" }],
    roof: { kind: "slate-new", height: 200, inset: 150 },
    chimneys: [{ x: 340 }, { x: 800 }],
    windows: [
      [310, 350, 110, 130, "new", "#4f7fa3"],
      [545, 350, 110, 130, "new", "#4f7fa3"],
      [780, 350, 110, 130, "new", "#4f7fa3"],
      [310, 520, 110, 110, "new", "#4f7fa3"],
      [780, 520, 110, 110, "new", "#4f7fa3"],
    ],
    door: [550, 100, 170, C.navy],
    behind: [
      ...[0, 960].map((bx, i) =>
        group([rect(bx, 250, 250, 400, i ? "#e4d9c4" : "#d9cdb8"), rect(bx, 230, 250, 30, "#4a5868")]),
      ),
    ],
    front: [hydrangea(200, 700, "blue", 70, 142), hydrangea(1000, 700, "pink", 70, 143)],
  }),
);
add("projects/toiture-ardoise-auray-2.svg", "Ancienne couverture couverte de mousse", (doc) =>
  roofCloseup(doc, 151, "slate-mossy", { gutter: true }),
);
add("projects/toiture-ardoise-auray-3.svg", "Charpente et liteaux neufs avant la pose des ardoises", (doc) =>
  roofCloseup(doc, 161, "battens", { roofer: true }),
);
add("projects/toiture-ardoise-auray-4.svg", "Gouttière en zinc et ardoises posées au crochet", (doc) =>
  roofCloseup(doc, 171, "slate-new", { gutter: true }),
);

/* Heat pump in Saint-Avé ------------------------------------------------------------------- */

const gable = (doc: Doc, seed: number, withUnit: boolean, techie = false) =>
  house(doc, {
    seed,
    body: { x: 240, w: 720, top: 330 },
    walls: [{ from: 240, to: 960, kind: "render", color: "#f1ebe0" }],
    roof: { kind: "slate", height: 210, inset: 340 },
    windows: [
      [320, 400, 120, 140, "new"],
      [560, 220, 80, 90, "new"],
      [760, 400, 120, 140, "new"],
    ],
    behind: [tree(120, 650, 280, seed + 1), tree(1090, 650, 320, seed + 2, true)],
    front: [
      ...(withUnit ? [heatPumpUnit(doc, 520, 652, 1.25), rect(700, 500, 40, 110, "#f4f4f2", { rx: 6 })] : []),
      ...(techie ? [technician(450, 700, 1.15)] : []),
      hydrangea(190, 706, "blue", 80, seed + 3),
      hydrangea(1010, 706, "pink", 76, seed + 4),
    ],
  });

add(
  "projects/pompe-a-chaleur-saint-ave-1.svg",
  "Unité extérieure de pompe à chaleur contre le pignon",
  (doc) => gable(doc, 181, true),
);
add("projects/pompe-a-chaleur-saint-ave-2.svg", "Ancienne chaudière fioul dans le cellier", (doc) => [
  ...room(doc, {
    seed: 191,
    back: { kind: "concrete" },
    left: { kind: "concrete" },
    right: { kind: "paint", color: "#d8d2c4" },
    floor: "concrete",
    ceiling: "#d9d4ca",
  }),
  oilBoiler(doc, 360, 590),
  rect(160, 260, 60, 200, "#b5ab9b", { rx: 4 }),
  light(doc, "dim"),
]);
add(
  "projects/pompe-a-chaleur-saint-ave-3.svg",
  "Module hydraulique et ballon d'eau chaude dans le cellier",
  (doc) => [
    ...room(doc, {
      seed: 201,
      back: { kind: "paint", color: "#eeebe4" },
      left: { kind: "paint", color: "#e6e1d7" },
      right: { kind: "paint", color: "#e2ddd2" },
      floor: "tiles",
    }),
    heatPumpIndoor(doc, 420, 590),
    plant(200, 770, 0.8, 12),
    light(doc, "day"),
  ],
);

/* Pellet stove and ventilation in Theix-Noyalo --------------------------------------------- */

add("projects/poele-granules-theix-1.svg", "Poêle à granulés installé dans le séjour", (doc) => [
  ...room(doc, {
    seed: 211,
    back: { kind: "paint", color: "#e9e1d3" },
    left: { kind: "paint", color: "#a9c0a6" },
    right: { kind: "paint", color: "#efe9df" },
    floor: "oak",
  }),
  backWindow(doc, 640, 260, 180, 220, "garden"),
  woodStove(doc, 440, 590, true),
  plant(330, 600, 0.7, 13),
  sofa(700, 600, 280, "#c9b79a"),
  light(doc, "warm"),
]);
add("projects/poele-granules-theix-2.svg", "Caisson de VMC hygroréglable dans les combles isolés", (doc) =>
  attic(doc, 221, { vmc: true, insulation: "blown" }),
);
add(
  "projects/poele-granules-theix-3.svg",
  "Séjour chauffé par le poêle, fenêtre avec entrée d'air",
  (doc) => [
    ...room(doc, {
      seed: 231,
      back: { kind: "paint", color: "#efe9df" },
      left: { kind: "paint", color: "#e9e1d3" },
      right: { kind: "paint", color: "#a9c0a6" },
      floor: "oak",
    }),
    backWindow(doc, 380, 250, 300, 250, "garden"),
    rect(420, 238, 90, 10, "#d5dbe1", { rx: 3 }),
    rect(560, 238, 90, 10, "#d5dbe1", { rx: 3 }),
    woodStove(doc, 740, 590, true),
    rug(500, 700, 260, 50, "#e8dfd0"),
    plant(1080, 780, 1.1, 14),
    light(doc, "warm"),
  ],
);

/* Open kitchen in Lorient ------------------------------------------------------------------ */

add("projects/cuisine-ouverte-lorient-1.svg", "Cuisine ouverte bleu marine avec îlot central", (doc) => [
  ...room(doc, {
    seed: 241,
    back: { kind: "tiles", color: "#f4f2ee", joint: "#e0dcd4", size: 0.08 },
    left: { kind: "paint", color: "#efe9df" },
    right: { kind: "paint", color: "#e9e1d3" },
    floor: "oak",
  }),
  backWindow(doc, 520, 230, 160, 170, "street"),
  kitchenNavy(doc, 300, 900, 590),
  island(doc, 600, 720, 380),
  stool(420, 790),
  stool(780, 790),
  pendant(480, 200, C.navy),
  pendant(720, 200, C.navy),
  light(doc, "warm"),
]);
add("projects/cuisine-ouverte-lorient-2.svg", "Ancienne cuisine fermée avant l'ouverture du mur", (doc) => [
  ...room(doc, {
    seed: 251,
    back: { kind: "tiles", color: "#d8c99c", joint: "#efe5c4", size: 0.07 },
    left: { kind: "paint", color: "#cdbf9f" },
    right: { kind: "paint", color: "#cdbf9f" },
    floor: "worn",
  }),
  kitchenOld(310, 890, 590),
  rect(1000, 200, 140, 420, "#8a6440"),
  light(doc, "dim"),
]);
add("projects/cuisine-ouverte-lorient-3.svg", "Ouverture du mur porteur avec étais et poutre", (doc) => [
  ...room(doc, {
    seed: 261,
    back: { kind: "concrete" },
    left: { kind: "drywall" },
    right: { kind: "paint", color: "#e0d8c8" },
    floor: "tarp",
  }),
  wallOpening(doc, 340, 860, 590, 260, 262),
  toolbox(150, 770),
  bucket(1000, 760, C.pink),
  light(doc, "day"),
]);
add("projects/cuisine-ouverte-lorient-4.svg", "Îlot central en chêne et crédence en zellige", (doc) => [
  ...room(doc, {
    seed: 271,
    back: { kind: "tiles", color: "#f4f2ee", joint: "#dcd7cf", size: 0.06 },
    left: { kind: "paint", color: "#efe9df" },
    right: { kind: "paint", color: "#efe9df" },
    floor: "oak",
  }),
  kitchenNavy(doc, 300, 900, 590, false),
  island(doc, 600, 770, 620),
  plant(980, 640, 0.5, 15),
  pendant(600, 180, C.pink),
  light(doc, "warm"),
]);

/* Terrace in Sarzeau ----------------------------------------------------------------------- */

const sarzeau = (doc: Doc, seed: number, kind: "wood" | "concrete" | "joists", evening = false, bay = true) =>
  house(doc, {
    seed,
    sky: evening ? "sunset" : "day",
    sea: true,
    ground: 600,
    body: { x: 200, w: 800, top: 370 },
    walls: [{ from: 200, to: 1000, kind: "render", color: "#f6f1e8" }],
    roof: { kind: "slate", height: 150, inset: 60 },
    chimneys: [{ x: 860, stone: false }],
    windows: bay
      ? [
          [420, 400, 300, 190, "bay"],
          [260, 420, 100, 110, "new", "#4f7fa3"],
          [800, 420, 100, 110, "new", "#4f7fa3"],
        ]
      : [
          [500, 420, 130, 120, "old"],
          [260, 420, 100, 110, "old", "#4f7fa3"],
          [800, 420, 100, 110, "old", "#4f7fa3"],
        ],
    front: [
      deck(doc, kind, 300, 900, 600, seed + 1),
      ...(evening
        ? [
            deckChair(420, 640, C.navy),
            deckChair(600, 650, C.pink),
            group([rect(0, 0, 1200, 800, "#f6b98a", { opacity: 0.12 })]),
          ]
        : []),
      hydrangea(120, 690, "blue", 80, seed + 2),
      hydrangea(1090, 690, "pink", 80, seed + 3),
    ],
  });

add("projects/terrasse-baie-sarzeau-1.svg", "Terrasse en bois de plain-pied avec la baie vitrée", (doc) =>
  sarzeau(doc, 281, "wood"),
);
add("projects/terrasse-baie-sarzeau-2.svg", "Ancien dallage béton fissuré devant la maison", (doc) =>
  sarzeau(doc, 291, "concrete", false, false),
);
add("projects/terrasse-baie-sarzeau-3.svg", "Lambourdes posées sur plots avant la pose des lames", (doc) =>
  sarzeau(doc, 301, "joists"),
);
add("projects/terrasse-baie-sarzeau-4.svg", "Terrasse au coucher du soleil", (doc) =>
  sarzeau(doc, 311, "wood", true),
);

/* Second home in Arzon --------------------------------------------------------------------- */

add("projects/residence-secondaire-arzon-1.svg", "Maison de bord de mer à Arzon", (doc) =>
  house(doc, {
    seed: 321,
    sea: true,
    body: { x: 260, w: 680, top: 330 },
    walls: [{ from: 260, to: 940, kind: "render", color: "#f7f3ec" }],
    roof: { kind: "slate", height: 170, inset: 90 },
    chimneys: [
      { x: 320, stone: false },
      { x: 820, stone: false },
    ],
    windows: [
      [330, 380, 100, 120, "new", "#4f7fa3"],
      [550, 380, 100, 120, "new", "#4f7fa3"],
      [770, 380, 100, 120, "new", "#4f7fa3"],
      [330, 530, 100, 100, "new", "#4f7fa3"],
      [770, 530, 100, 100, "new", "#4f7fa3"],
    ],
    door: [550, 100, 150, "#4f7fa3"],
    front: [
      hydrangea(210, 700, "blue", 90, 322),
      hydrangea(1000, 700, "blue", 90, 323),
      stonePath(590, 650, 324),
    ],
  }),
);
add(
  "projects/residence-secondaire-arzon-2.svg",
  "Technicien contrôlant les gouttières depuis une échelle",
  (doc) => {
    const rnd = random(331);
    return [
      ...sky(doc, "grey", 331),
      wallTexture(doc, "render", 0, 330, 1200, 470, rnd, "#f7f3ec"),
      roof(doc, { kind: "slate", left: -40, right: 1240, eave: 334, ridge: 40 }, rnd),
      gutter(-40, 1240, 334, [1080]),
      windowAt(doc, 160, 450, 180, 200, "new", "#4f7fa3"),
      ladder(560, 800, 640, 300),
      technician(613, 600, 1.5, true),
      rect(0, 760, 1200, 40, C.grassDark),
    ];
  },
);
add("projects/residence-secondaire-arzon-3.svg", "Entretien du chauffe-eau", (doc) => [
  ...room(doc, {
    seed: 341,
    back: { kind: "paint", color: "#eeebe4" },
    left: { kind: "tiles", color: "#e6e3dc", joint: "#ffffff", size: 0.1 },
    right: { kind: "paint", color: "#e2ddd2" },
    floor: "tiles",
  }),
  waterHeater(doc, 520, 240),
  technician(760, 720, 1.6),
  toolbox(380, 700),
  light(doc, "day"),
]);

/* Blog covers ------------------------------------------------------------------------------ */

add("blog/isolation-combles.svg", "Combles perdus recouverts d'isolant soufflé", (doc) =>
  attic(doc, 401, { insulation: "blown", gauge: true }),
);
add("blog/pompe-a-chaleur.svg", "Pompe à chaleur contre le pignon d'une maison bretonne", (doc) => {
  const rnd = random(411);
  return [
    ...sky(doc, "day", 411),
    wallTexture(doc, "stone", 0, 120, 1200, 680, rnd),
    windowAt(doc, 820, 220, 200, 230, "new"),
    rect(
      0,
      640,
      1200,
      160,
      doc.linear([
        [0, C.grass],
        [1, C.grassDark],
      ]),
    ),
    rect(0, 626, 1200, 20, "#b9b1a3"),
    heatPumpUnit(doc, 260, 680, 2.1),
    hydrangea(960, 720, "blue", 120, 412),
    hydrangea(120, 740, "pink", 90, 413),
  ];
});
add("blog/maprimerenov.svg", "Dossier d'aides, calculatrice et maquette de maison", (doc) =>
  desk(doc, 421, {}),
);
add("blog/eco-ptz.svg", "Maison, tirelire et pièces pour financer les travaux", (doc) =>
  desk(doc, 431, { piggy: true }),
);
add("blog/toiture-ardoise.svg", "Toiture en ardoise et gouttière en zinc au bord du golfe", (doc) =>
  roofCloseup(doc, 441, "slate-new", { gutter: true }),
);
add("blog/check-list-hiver.svg", "Maison sous la pluie d'automne et liste de contrôle", (doc) => [
  ...house(doc, {
    seed: 451,
    sky: "grey",
    body: { x: 140, w: 640, top: 330 },
    walls: [{ from: 140, to: 780, kind: "stone" }],
    roof: { kind: "slate", height: 170, inset: 100 },
    chimneys: [{ x: 200 }],
    windows: [
      [200, 390, 110, 130, "new"],
      [420, 390, 110, 130, "new"],
      [620, 390, 110, 130, "new"],
    ],
    door: [420, 100, 170],
    behind: [tree(1000, 650, 360, 452, true)],
    front: [rain(453)],
  }),
  rect(850, 330, 300, 380, "#000000", { opacity: 0.18, rx: 14 }),
  rect(838, 316, 300, 380, "#fbfaf7", { rx: 14 }),
  rect(838, 316, 300, 60, C.navy, { rx: 14 }),
  rect(838, 356, 300, 20, C.navy),
  rect(950, 300, 76, 34, "#aab3bd", { rx: 8 }),
  ...[0, 1, 2, 3, 4].flatMap((i) => [
    rect(866, 404 + i * 56, 30, 30, "#ffffff", { stroke: C.navy, "stroke-width": 3, rx: 6 }),
    ...(i < 3
      ? [
          line(872, 420 + i * 56, 880, 428 + i * 56, C.pink, 5),
          line(880, 428 + i * 56, 894, 408 + i * 56, C.pink, 5),
        ]
      : []),
    rect(912, 412 + i * 56, 190 - (i % 2) * 40, 12, "#c9ced4", { rx: 4 }),
  ]),
]);
add("blog/ventilation-vmc.svg", "Caisson de VMC et gaines dans des combles isolés", (doc) =>
  attic(doc, 461, { vmc: true, insulation: "blown" }),
);
add("blog/douche-italienne.svg", "Douche à l'italienne avec paroi vitrée", (doc) => [
  ...room(doc, {
    seed: 471,
    back: { kind: "tiles", color: "#d7d3cb", joint: "#ece9e3", size: 0.2 },
    left: { kind: "tiles", color: "#d7d3cb", joint: "#ece9e3", size: 0.2 },
    right: { kind: "paint", color: "#a9c0a6" },
    floor: "tiles-dark",
  }),
  shower(doc, 380, 420, 590),
  towelRail(1020, 300),
  plant(170, 790, 1, 472),
  light(doc, "warm"),
]);

/* News ------------------------------------------------------------------------------------- */

add("news/portes-ouvertes.svg", "Atelier d'Armor Habitat avec établi, matériaux et camionnette", (doc) =>
  workshop(doc, 501, { people: 2, van: true }),
);
add("news/contrat-entretien.svg", "Technicien contrôlant l'unité extérieure d'une pompe à chaleur", (doc) =>
  gable(doc, 511, true, true),
);
add("news/apprentis.svg", "Deux apprentis et leur chef d'équipe à l'atelier", (doc) =>
  workshop(doc, 521, { people: 3 }),
);

/* Badges ----------------------------------------------------------------------------------- */

const badges: Array<[string, BadgeSpec]> = [
  [
    "badges/rge-qualibat.svg",
    {
      prefix: "",
      title: "RGE",
      lines: ["QUALIBAT", "Efficacité énergétique"],
      color: "#2f7d4f",
      accent: "#9fd3a8",
      icon: "house-leaf",
    },
  ],
  [
    "badges/qualifelec.svg",
    {
      prefix: "",
      title: "QUALIFELEC",
      lines: ["ÉLECTRICITÉ", "Installations"],
      color: C.navy,
      accent: "#f2c94c",
      icon: "bolt",
    },
  ],
  [
    "badges/handibat.svg",
    {
      prefix: "",
      title: "HANDIBAT",
      lines: ["Accessibilité", "Logement adapté"],
      color: "#2b6cb0",
      accent: "#f6ad55",
      icon: "access",
    },
  ],
  [
    "badges/garantie-decennale.svg",
    {
      prefix: "",
      title: "DÉCENNALE",
      lines: ["10 ANS", "Ouvrages assurés"],
      color: "#5b3a86",
      accent: C.pinkLight,
      icon: "shield",
    },
  ],
];
for (const [file, spec] of badges)
  add(file, `Badge ${spec.title} ${spec.lines[0]}`, (doc) => badge(doc, spec), [240, 240]);

/* Writing ---------------------------------------------------------------------------------- */

function prefixOf(file: string): string {
  return file
    .replace(/\.svg$/, "")
    .split("/")
    .pop()!
    .split("-")
    .map((w) => w.slice(0, 3))
    .join("")
    .slice(0, 14);
}

const only = process.argv.slice(2);
const prefixes = new Set<string>();
for (const [file, spec] of Object.entries(files)) {
  if (only.length && !only.some((o) => file.includes(o))) continue;
  const prefix = prefixOf(file);
  if (prefixes.has(prefix)) throw new Error(`Two files share the id prefix ${prefix}`);
  prefixes.add(prefix);
  const doc = new Doc(prefix, spec.width, spec.height);
  doc.add(...spec.draw(doc));
  const target = join(OUT, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, doc.toString(spec.title));
  console.log(file);
}
