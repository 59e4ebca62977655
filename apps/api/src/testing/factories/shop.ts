import type { Db } from "../../db/client";
import {
  awards,
  declinations,
  discountCodes,
  mealIcons,
  productMealIcons,
  productRecommendations,
  products,
  variations,
} from "../../db/schema/index";
import { sanitizeRichText } from "../../modules/content/html";

/**
 * A shop written for a test (modules/shop): products with their declinations (price, stock…),
 * what a site's variations mean, discount codes. Sites 2 of the minimal seed sells online.
 */

let made = 0;
const next = () => ++made;

export type DeclinationValues = Partial<Omit<typeof declinations.$inferInsert, "siteId" | "productId">>;

export type ProductValues = Partial<Omit<typeof products.$inferInsert, "siteId">> & {
  /** One 75 cl bottle at 10 € unless told; each entry overrides those defaults. */
  declinations?: DeclinationValues[];
};

export interface TestProduct {
  id: number;
  slug: string;
  name: string;
  declinationIds: number[];
  /** Declination ids by reference. */
  byReference: Record<string, number>;
}

/** A wine (unless told) with its declinations, in order. */
export async function createProduct(
  db: Db,
  siteId: number,
  values: ProductValues = {},
): Promise<TestProduct> {
  const n = next();
  const { declinations: list = [{}], ...columns } = values;
  const [product] = await db
    .insert(products)
    .values({
      siteId,
      type: "WINE",
      slug: `cuvee-${n}`,
      name: `Cuvée ${n}`,
      summary: `Résumé de la cuvée ${n}`,
      kind: "blanc",
      imageUrl: `/media/${siteId}/products/cuvee-${n}.svg`,
      imageAlt: `Cuvée ${n}`,
      order: n,
      ...columns,
      description: sanitizeRichText(columns.description ?? `<p>Description de la cuvée ${n}</p>`),
    })
    .returning({ id: products.id, slug: products.slug, name: products.name });
  const rows = await db
    .insert(declinations)
    .values(
      list.map((declination, index) => ({
        siteId,
        productId: product!.id,
        price: 1000,
        capacity: 75,
        capacityUnit: "cl" as const,
        reference: `REF-${n}-${index + 1}`,
        order: index + 1,
        ...declination,
      })),
    )
    .returning({ id: declinations.id, reference: declinations.reference, order: declinations.order });
  rows.sort((a, b) => a.order - b.order);
  return {
    ...product!,
    declinationIds: rows.map((row) => row.id),
    byReference: Object.fromEntries(rows.map((row) => [row.reference, row.id])),
  };
}

/** What variation1, variation2… mean on the site, in that order. */
export async function createVariations(
  db: Db,
  siteId: number,
  list: Array<{ label: string; displayLabel?: string }>,
) {
  return db
    .insert(variations)
    .values(
      list.map((variation, index) => ({
        siteId,
        position: index + 1,
        label: variation.label,
        displayLabel: variation.displayLabel ?? variation.label,
      })),
    )
    .returning();
}

/** A discount code, 10 % off unless told. */
export async function createDiscountCode(
  db: Db,
  siteId: number,
  values: Partial<Omit<typeof discountCodes.$inferInsert, "siteId">> = {},
) {
  const n = next();
  const [row] = await db
    .insert(discountCodes)
    .values({ siteId, code: `ESSAI${n}`, kind: "PERCENT", value: 10, ...values })
    .returning();
  return row!;
}

/** A food pairing of the site (`icon`: a MEAL_ICON_KEYS entry). */
export async function createMealIcon(db: Db, siteId: number, name: string, icon = "fish", order = 0) {
  const [row] = await db.insert(mealIcons).values({ siteId, name, icon, order }).returning();
  return row!;
}

/** Gives a product its pairings, in that order. */
export async function pairProduct(db: Db, siteId: number, productId: number, mealIconIds: number[]) {
  await db
    .insert(productMealIcons)
    .values(mealIconIds.map((mealIconId, order) => ({ siteId, productId, mealIconId, order })));
}

/** An award of a product: a gold medal in 2024 unless told. */
export async function createAward(
  db: Db,
  siteId: number,
  productId: number,
  values: Partial<Omit<typeof awards.$inferInsert, "siteId" | "productId">> = {},
) {
  const [row] = await db
    .insert(awards)
    .values({
      siteId,
      productId,
      name: "Concours des vins d'essai",
      year: 2024,
      medal: "Médaille d'or",
      ...values,
    })
    .returning();
  return row!;
}

/** The owner's picks beside a product, in that order. */
export async function recommendProducts(db: Db, siteId: number, productId: number, recommendedIds: number[]) {
  await db
    .insert(productRecommendations)
    .values(recommendedIds.map((recommendedId, order) => ({ siteId, productId, recommendedId, order })));
}
