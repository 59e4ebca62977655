/**
 * Shop of sample site 2 (Domaine des Trois Moulins): the six cuvées of its « Nos vins » page and
 * two wooden cases, then the rest of the range (shop-range.ts: communal crus, rosés, bubbles, the
 * young red parcels, two more cases), sold by vintage (variation1) and size (variation2). Prices
 * in cents, VAT included; pictures drawn by scripts/illustrations/bottles.ts.
 */
import type { SeedProduct, SeedShop } from "../shop";
import { bottle, halfBottle, magnum, NBSP, picture, sheet } from "./shop-helpers";
import { rangeProducts } from "./shop-range";

const estateProducts: SeedProduct[] = [
  {
    type: "WINE",
    slug: "muscadet-sevre-et-maine-sur-lie-les-trois-moulins",
    name: `Muscadet Sèvre et Maine sur lie «${NBSP}Les Trois Moulins${NBSP}»`,
    summary:
      "La cuvée de toujours du domaine : citron, poire fraîche et une finale saline qui appelle l'huître.",
    description: `<p>Le muscadet que la famille sert depuis quatre générations, élevé tout l'hiver sur ses lies fines puis mis en bouteille au printemps, directement depuis la cuve.</p>
${sheet([
  ["Terroir", "Gneiss des coteaux de Vallet"],
  ["Service", "8 à 10 °C, dans les trois ans"],
])}`,
    appellation: "AOP Muscadet Sèvre et Maine sur lie",
    grapes: "Melon de Bourgogne",
    vinification:
      "Pressurage direct des raisins entiers, débourbage à froid, fermentation à basse température en cuve souterraine, puis sept mois sur lies fines sans soutirage jusqu'à la mise en bouteille.",
    tasting:
      "Robe pâle aux reflets verts. Nez de citron, de poire fraîche et de fleurs blanches ; bouche vive et légèrement perlante, finale saline et iodée.",
    degree: 12,
    pairings: ["Fruits de mer", "Poissons", "Apéritif"],
    awards: [
      { name: "Concours général agricole de Paris", year: 2025, medal: "Médaille d'or" },
      { name: "Concours des vins du Val de Loire", year: 2024, medal: "Médaille d'argent" },
    ],
    recommended: ["clisson-24-mois-sur-lies", "coffret-decouverte-3-bouteilles"],
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
  ["Terroir", "Arène granitique de Clisson"],
  ["Service", "11 à 12 °C, carafé une heure dans sa jeunesse"],
])}`,
    appellation: "AOP Muscadet Sèvre et Maine Clisson",
    grapes: "Melon de Bourgogne, vignes de plus de 50 ans",
    vinification:
      "Vendanges manuelles, pressurage lent, fermentation naturelle en cuve de béton, puis 24 mois d'élevage sur lies totales avec bâtonnages réguliers le premier hiver.",
    tasting:
      "Or pâle brillant. Nez d'amande grillée, de pierre à fusil et d'agrumes confits ; bouche ample et tendue, longue finale saline. Dix ans de garde.",
    degree: 12.5,
    pairings: ["Poissons", "Volailles", "Fromages"],
    awards: [
      { name: "Concours général agricole de Paris", year: 2024, medal: "Médaille d'or" },
      { name: "Guide des vins de Loire", year: 2025, medal: "Coup de cœur" },
    ],
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
  ["Terroir", "Gneiss des plateaux de Vallet"],
  ["Service", "8 °C, dans les deux ans"],
])}`,
    appellation: "AOP Gros Plant du Pays Nantais sur lie",
    grapes: "Folle blanche",
    vinification:
      "Vendange précoce, pressurage direct, fermentation en cuve inox à 16 °C, quatre mois sur lies.",
    tasting: "Nez de citron vert et de pomme verte ; bouche droite, acidité franche et désaltérante.",
    degree: 11,
    pairings: ["Fruits de mer", "Apéritif"],
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
  ["Terroir", "Gabbro du Pallet"],
  ["Service", "10 à 12 °C, dans les quatre ans"],
])}`,
    appellation: "IGP Val de Loire",
    grapes: "Chardonnay",
    vinification:
      "Un tiers fermenté et élevé six mois en fûts de plusieurs vins, le reste en cuve ; assemblage au printemps.",
    tasting: "Fruits blancs, noisette fraîche et une touche beurrée ; bouche ronde, finale fraîche.",
    degree: 12.5,
    pairings: ["Volailles", "Poissons", "Fromages"],
    awards: [{ name: "Concours des vins du Val de Loire", year: 2025, medal: "Médaille de bronze" }],
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
  ["Terroir", "Micaschistes des bords de Sanguèze"],
  ["Service", "8 à 10 °C, dans l'année"],
])}`,
    appellation: "AOP Rosé de Loire",
    grapes: "Cabernet franc 60 %, grolleau 40 %",
    vinification: "Pressurage direct dès la vendange, fermentation à basse température en cuve inox.",
    tasting:
      "Robe saumon clair. Fraise des bois, groseille et une pointe poivrée ; bouche sèche et gourmande.",
    degree: 12,
    pairings: ["Grillades", "Salades", "Cuisine épicée"],
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
${sheet([["Service", "6 à 8 °C"]])}`,
    appellation: "AOP Crémant de Loire",
    grapes: "Chardonnay 70 %, cabernet franc 30 %, vendangés à la main",
    vinification:
      "Méthode traditionnelle : seconde fermentation en bouteille, 18 mois sur lattes, remuage puis dégorgement, dosage brut à 6 g/l.",
    tasting:
      "Bulles fines et persistantes ; brioche, citron confit et pomme golden, bouche crémeuse et nette.",
    degree: 12,
    pairings: ["Apéritif", "Fruits de mer", "Desserts"],
    awards: [{ name: "Concours général agricole de Paris", year: 2025, medal: "Médaille d'argent" }],
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
    recommended: [
      "muscadet-sevre-et-maine-sur-lie-les-trois-moulins",
      "clisson-24-mois-sur-lies",
      "cremant-de-loire-brut",
    ],
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
  mealIcons: [
    { name: "Fruits de mer", icon: "seafood" },
    { name: "Poissons", icon: "fish" },
    { name: "Volailles", icon: "poultry" },
    { name: "Viandes rouges", icon: "meat" },
    { name: "Charcuterie", icon: "pork" },
    { name: "Fromages", icon: "cheese" },
    { name: "Légumes", icon: "vegetables" },
    { name: "Salades", icon: "salad" },
    { name: "Grillades", icon: "grill" },
    { name: "Cuisine épicée", icon: "spicy" },
    { name: "Desserts", icon: "dessert" },
    { name: "Apéritif", icon: "aperitif" },
  ],
  // The estate's first cuvées keep their places (and ids): the range follows.
  products: [...estateProducts, ...rangeProducts],
  discountCodes: [{ code: "BIENVENUE10", kind: "PERCENT", value: 10, minimumSubtotal: 5000 }],
};
