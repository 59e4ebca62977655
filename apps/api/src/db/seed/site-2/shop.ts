/**
 * Shop of sample site 2 (Domaine des Trois Moulins): the six cuvées of its « Nos vins » page and
 * two wooden cases, sold by vintage (variation1) and size (variation2). Prices in cents, VAT
 * included; pictures drawn by scripts/illustrations/bottles.ts.
 */
import type { SeedDeclination, SeedProduct, SeedShop } from "../shop";

const NBSP = "\u00a0";

const bottle = (
  year: string | null,
  price: number,
  reference: string,
  stock: number | null,
): SeedDeclination => ({
  variation1: year,
  variation2: "75 cl",
  price,
  capacity: 75,
  capacityUnit: "cl",
  reference,
  stock,
});
const halfBottle = (
  year: string,
  price: number,
  reference: string,
  stock: number | null,
): SeedDeclination => ({
  variation1: year,
  variation2: "37,5 cl",
  price,
  capacity: 37.5,
  capacityUnit: "cl",
  reference,
  stock,
});
const magnum = (
  year: string | null,
  price: number,
  reference: string,
  stock: number | null,
): SeedDeclination => ({
  variation1: year,
  variation2: "Magnum 150 cl",
  price,
  capacity: 1.5,
  capacityUnit: "L",
  reference,
  stock,
});

/** The technical sheet closing each description. */
const sheet = (rows: Array<[string, string]>) =>
  `<dl>${rows.map(([term, value]) => `<dt>${term}</dt><dd>${value}</dd>`).join("")}</dl>`;

const picture = (file: string, alt: string) => ({ file: `products/${file}`, alt, width: 600, height: 800 });

const products: SeedProduct[] = [
  {
    type: "WINE",
    slug: "muscadet-sevre-et-maine-sur-lie-les-trois-moulins",
    name: `Muscadet Sèvre et Maine sur lie «${NBSP}Les Trois Moulins${NBSP}»`,
    summary:
      "La cuvée de toujours du domaine : citron, poire fraîche et une finale saline qui appelle l'huître.",
    description: `<p>Le muscadet que la famille sert depuis quatre générations, élevé tout l'hiver sur ses lies fines puis mis en bouteille au printemps, directement depuis la cuve.</p>
${sheet([
  ["Appellation", "AOP Muscadet Sèvre et Maine sur lie"],
  ["Cépage", "Melon de Bourgogne"],
  ["Terroir", "Gneiss des coteaux de Vallet"],
  ["Élevage", "Sept mois sur lies fines en cuve souterraine"],
  ["Accords", "Huîtres, moules marinières, sandre au beurre blanc"],
  ["Service", "8 à 10 °C, dans les trois ans"],
])}`,
    image: picture(
      "muscadet-les-trois-moulins.svg",
      "Bouteille verte de Muscadet « Les Trois Moulins », étiquette crème au moulin doré",
    ),
    tags: ["muscadet", "sur-lie", "fruits-de-mer", "aperitif"],
    kind: "blanc",
    declinations: [
      bottle("2025", 950, "TM-MUS-25-75", 240),
      halfBottle("2025", 590, "TM-MUS-25-37", 60),
      magnum("2024", 2100, "TM-MUS-24-150", 18),
    ],
  },
  {
    type: "WINE",
    slug: "clisson-24-mois-sur-lies",
    name: "Muscadet Clisson, 24 mois sur lies",
    summary:
      "Le cru communal de nos vieilles vignes sur granite : amande grillée, pierre à fusil, dix ans de garde.",
    description: `<p>Une parcelle plein sud de vieilles vignes, vendangée à la main puis laissée deux hivers sur ses lies. Ample et tendu, c'est le vin de garde du domaine.</p>
${sheet([
  ["Appellation", "AOP Muscadet Sèvre et Maine Clisson"],
  ["Cépage", "Melon de Bourgogne, vignes de plus de 50 ans"],
  ["Terroir", "Arène granitique de Clisson"],
  ["Élevage", "24 mois sur lies"],
  ["Accords", "Turbot rôti, homard, volaille à la crème, vieux comté"],
  ["Service", "11 à 12 °C, carafé une heure dans sa jeunesse"],
])}`,
    image: picture("clisson.svg", "Bouteille vert sombre de Muscadet Clisson à l'étiquette bordeaux et or"),
    tags: ["muscadet", "cru-communal", "garde", "poisson"],
    kind: "blanc",
    declinations: [
      bottle("2023", 1950, "TM-CLI-23-75", 48),
      bottle("2022", 2100, "TM-CLI-22-75", 3),
      magnum("2022", 3900, "TM-CLI-22-150", 6),
    ],
  },
  {
    type: "WINE",
    slug: "gros-plant-du-pays-nantais",
    name: "Gros Plant du Pays Nantais sur lie",
    summary: "Le vin de soif du pays nantais : citron vert, pomme verte, une acidité franche.",
    description: `<p>Vendangée tôt pour garder tout son éclat, la folle blanche donne un vin droit et désaltérant, arrondi par quatre mois sur lies.</p>
${sheet([
  ["Appellation", "AOP Gros Plant du Pays Nantais sur lie"],
  ["Cépage", "Folle blanche"],
  ["Terroir", "Gneiss des plateaux de Vallet"],
  ["Accords", "Coquillages, bulots, friture d'éperlans, galette complète"],
  ["Service", "8 °C, dans les deux ans"],
])}`,
    image: picture("gros-plant.svg", "Bouteille verte de Gros Plant du Pays Nantais, capsule vert tendre"),
    tags: ["sur-lie", "fruits-de-mer", "aperitif"],
    kind: "blanc",
    declinations: [bottle("2025", 720, "TM-GRP-25-75", null)],
  },
  {
    type: "WINE",
    slug: "chardonnay-val-de-loire",
    name: "Chardonnay, IGP Val de Loire",
    summary: "Fruits blancs et noisette fraîche, une bouche ronde qui garde la fraîcheur nantaise.",
    description: `<p>Planté sur nos sols de gabbro les plus sombres, vinifié pour un tiers en fûts de plusieurs vins et pour le reste en cuve.</p>
${sheet([
  ["Appellation", "IGP Val de Loire"],
  ["Cépage", "Chardonnay"],
  ["Terroir", "Gabbro du Pallet"],
  ["Élevage", "Six mois, un tiers en fûts"],
  ["Accords", "Saint-Jacques poêlées, poulet aux morilles, chèvre frais"],
  ["Service", "10 à 12 °C, dans les quatre ans"],
])}`,
    image: picture("chardonnay.svg", "Bouteille de Chardonnay au verre feuille-morte, capsule ivoire"),
    tags: ["volaille", "poisson"],
    kind: "blanc",
    declinations: [bottle("2024", 1050, "TM-CHA-24-75", 90)],
  },
  {
    type: "WINE",
    slug: "rose-de-loire",
    name: "Rosé de Loire",
    summary: "Un rosé sec de pressurage direct : fraise des bois, groseille et une pointe poivrée.",
    description: `<p>Cabernet franc et grolleau pressés dès la vendange pour une robe saumon clair, un vin sec et gourmand pour les tablées d'été.</p>
${sheet([
  ["Appellation", "AOP Rosé de Loire"],
  ["Cépages", "Cabernet franc 60 %, grolleau 40 %"],
  ["Terroir", "Micaschistes des bords de Sanguèze"],
  ["Accords", "Grillades, salades composées, cuisine aux épices douces"],
  ["Service", "8 à 10 °C, dans l'année"],
])}`,
    image: picture("rose-de-loire.svg", "Bouteille de verre clair laissant voir un rosé saumon"),
    tags: ["ete", "grillades", "aperitif"],
    kind: "rosé",
    declinations: [bottle("2025", 890, "TM-ROS-25-75", 120), bottle("2024", 850, "TM-ROS-24-75", 0)],
  },
  {
    type: "WINE",
    slug: "cremant-de-loire-brut",
    name: "Crémant de Loire brut",
    summary: "Dix-huit mois sur lattes : bulles fines, brioche et citron confit.",
    description: `<p>Méthode traditionnelle : seconde fermentation en bouteille et dix-huit mois de repos sur lattes dans la cave fraîche, dosage brut.</p>
${sheet([
  ["Appellation", "AOP Crémant de Loire"],
  ["Cépages", "Chardonnay 70 %, cabernet franc 30 %, vendangés à la main"],
  ["Élevage", "18 mois sur lattes, 6 g/l"],
  ["Accords", "Apéritif, gougères, huîtres chaudes, tarte aux fraises"],
  ["Service", "6 à 8 °C"],
])}`,
    image: picture("cremant-de-loire.svg", "Bouteille de Crémant de Loire à la coiffe dorée"),
    tags: ["bulles", "aperitif", "fete"],
    kind: "effervescent",
    declinations: [bottle(null, 1390, "TM-CRE-BRUT-75", 150), magnum(null, 3200, "TM-CRE-BRUT-150", 10)],
  },
  {
    type: "BOX",
    slug: "coffret-decouverte-3-bouteilles",
    name: "Coffret découverte, 3 bouteilles",
    summary: "Trois visages du domaine dans un coffret en bois : « Les Trois Moulins », Clisson et Crémant.",
    description: `<p>Un coffret en pin à offrir ou à s'offrir, pour goûter la cuvée emblématique, le cru de garde et les bulles du domaine.</p>
${sheet([
  ["Contenu", "Muscadet « Les Trois Moulins » 2025, Clisson 2023, Crémant de Loire brut"],
  ["Format", "3 bouteilles de 75 cl, coffret en bois"],
])}`,
    image: picture(
      "coffret-decouverte.svg",
      "Coffret en bois marqué au moulin, trois cols de bouteilles dépassant",
    ),
    tags: ["cadeau", "decouverte"],
    kind: "coffret",
    declinations: [
      {
        variation2: "3 × 75 cl",
        price: 3900,
        sellByMultipleOf: 3,
        reference: "TM-COF-DEC-3",
        stock: 25,
      },
    ],
  },
  {
    type: "BOX",
    slug: "caisse-pays-nantais-6-bouteilles",
    name: "Caisse du pays nantais, 6 bouteilles",
    summary: "De quoi recevoir : deux Muscadet, deux Gros Plant, un Chardonnay et un Rosé de Loire.",
    description: `<p>La caisse des repas de famille et des plateaux de fruits de mer, dans une caisse en bois marquée au fer.</p>
${sheet([
  ["Contenu", "2 Muscadet « Les Trois Moulins », 2 Gros Plant, 1 Chardonnay, 1 Rosé de Loire"],
  ["Format", "6 bouteilles de 75 cl, caisse en bois"],
])}`,
    image: picture("caisse-pays-nantais.svg", "Caisse en bois de six bouteilles aux capsules de couleurs"),
    tags: ["cadeau", "fruits-de-mer"],
    kind: "coffret",
    declinations: [
      {
        variation2: "6 × 75 cl",
        price: 4900,
        sellByMultipleOf: 6,
        reference: "TM-CAI-PN-6",
        stock: null,
      },
    ],
  },
];

export const shop: SeedShop = {
  variations: [
    { label: "Millésime", displayLabel: "Millésime" },
    { label: "Contenance", displayLabel: "Format" },
  ],
  products,
  discountCodes: [{ code: "BIENVENUE10", kind: "PERCENT", value: 10, minimumSubtotal: 5000 }],
};
