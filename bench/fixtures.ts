/**
 * Data the benches add to the seeded sample sites, written through Drizzle before the server
 * starts (lib/server.ts `startServerWith`).
 */
import type { Db } from "../apps/api/src/db/client";
import { type SeedDeclination, type SeedProduct, seedShop } from "../apps/api/src/db/seed/shop";
import { shop } from "../apps/api/src/db/seed/site-2/shop";

/** The sample shop's site: its 28 products become 28 + CATALOGUE_EXTRA (48, as before). */
export const SHOP_SITE_ID = 2;
export const CATALOGUE_EXTRA = 20;

const EDITIONS = [
  "parcelle des Noues",
  "coteau de la Sanguèze",
  "vieilles vignes",
  "cuvée du moulin",
  "édition des vendanges",
];

const slugOf = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** Two or three ways to buy a product: sizes of bottle for a wine, contents for a box. */
function declinationsOf(type: SeedProduct["type"], n: number, basePrice: number): SeedDeclination[] {
  const reference = (suffix: string) => `BANC-${String(n).padStart(3, "0")}-${suffix}`;
  if (type === "BOX") {
    return [
      {
        variation2: "3 × 75 cl",
        price: basePrice,
        sellByMultipleOf: 3,
        reference: reference("3"),
        stock: 20 + n,
      },
      {
        variation2: "6 × 75 cl",
        price: Math.round(basePrice * 1.8),
        sellByMultipleOf: 6,
        reference: reference("6"),
        stock: null,
      },
    ];
  }
  const bottle = (
    year: string,
    size: string,
    capacity: number,
    unit: "cl" | "L",
    price: number,
    stock: number | null,
  ) => ({
    variation1: year,
    variation2: size,
    price,
    capacity,
    capacityUnit: unit,
    reference: reference(`${year}-${size.replace(/\D/g, "")}`),
    stock,
  });
  const declinations = [
    bottle("2025", "75 cl", 75, "cl", basePrice, 120 + n),
    bottle("2025", "37,5 cl", 37.5, "cl", Math.round(basePrice * 0.6), n % 4 === 0 ? 0 : 30),
  ];
  if (n % 2 === 0)
    declinations.push(bottle("2024", "Magnum 150 cl", 1.5, "L", Math.round(basePrice * 2.2), 8));
  return declinations;
}

/**
 * CATALOGUE_EXTRA products added to the sample shop, each a variant of one of its products (same
 * picture, text and kind, without pairings, awards or picks) with 2 or 3 declinations.
 */
export async function addCatalogue(db: Db): Promise<void> {
  const products: SeedProduct[] = Array.from({ length: CATALOGUE_EXTRA }, (_, n) => {
    const base = shop.products[n % shop.products.length]!;
    const edition = EDITIONS[Math.floor(n / shop.products.length) % EDITIONS.length]!;
    const basePrice = (base.declinations[0]?.price ?? 1000) + 100 * Math.floor(n / shop.products.length);
    return {
      ...base,
      pairings: [],
      awards: [],
      recommended: [],
      slug: `${base.slug}-${slugOf(edition)}`,
      name: `${base.name}, ${edition}`,
      declinations: declinationsOf(base.type, n, basePrice),
    };
  });
  await seedShop(db, SHOP_SITE_ID, { variations: [], mealIcons: [], products, discountCodes: [] });
}
