import type { SeedDeclination } from "../shop";

/** Declinations, technical table and pictures of the sample shop of site 2. */

export const NBSP = "\u00a0";

export const bottle = (
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
export const halfBottle = (
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
export const magnum = (
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
export const sheet = (rows: Array<[string, string]>) =>
  `<dl>${rows.map(([term, value]) => `<dt>${term}</dt><dd>${value}</dd>`).join("")}</dl>`;

export const picture = (file: string, alt: string) => ({
  file: `products/${file}`,
  alt,
  width: 600,
  height: 800,
});
