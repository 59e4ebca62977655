import type { MealIconKey } from "@vitrine/shared/catalog-rules";
import type { CapacityUnit, DiscountKind, ProductType } from "@vitrine/shared/shop-rules";
import { sanitizeRichText } from "../../modules/content/html";
import type { Db } from "../client";
import {
  awards,
  declinations,
  discountCodes,
  mealIcons,
  productMealIcons,
  productRecommendations,
  products,
  variations,
} from "../schema/index";
import { image, type SeedImage } from "./content";

/** Shapes of the shop the seed writes for a sample site that sells online (modules/shop). */

export interface SeedDeclination {
  variation1?: string | null;
  variation2?: string | null;
  variation3?: string | null;
  /** Cents, VAT included. */
  price: number;
  capacity?: number | null;
  capacityUnit?: CapacityUnit | null;
  sellByMultipleOf?: number;
  reference: string;
  /** null: not tracked. */
  stock?: number | null;
  hasShippingFees?: boolean;
}

export interface SeedProduct {
  type: ProductType;
  slug: string;
  name: string;
  summary: string;
  /** HTML, sanitized when written. */
  description: string;
  image: SeedImage;
  tags: string[];
  kind: string;
  /** The technical sheet (plain texts); a box has none. */
  appellation?: string;
  grapes?: string;
  vinification?: string;
  tasting?: string;
  /** % vol. */
  degree?: number | null;
  /** Names of the site's meal icons, in order. */
  pairings?: string[];
  awards?: Array<{ name: string; year: number; medal: string }>;
  /** Slugs of the products the owner recommends beside this one, in order. */
  recommended?: string[];
  declinations: SeedDeclination[];
}

export interface SeedDiscountCode {
  code: string;
  kind: DiscountKind;
  value: number;
  minimumSubtotal?: number | null;
}

export interface SeedShop {
  /** Names of variation1, variation2, variation3 in that order. */
  variations: Array<{ label: string; displayLabel: string }>;
  /** The food pairings the site offers, in order (`icon`: a MEAL_ICON_KEYS entry). */
  mealIcons: Array<{ name: string; icon: MealIconKey }>;
  products: SeedProduct[];
  discountCodes: SeedDiscountCode[];
}

/** Writes a sample site's catalog, variation definitions, pairings, awards and discount codes. */
export async function seedShop(db: Db, siteId: number, shop: SeedShop) {
  if (shop.variations.length) {
    await db
      .insert(variations)
      .values(shop.variations.map((variation, index) => ({ siteId, position: index + 1, ...variation })));
  }
  const icons = shop.mealIcons.length
    ? await db
        .insert(mealIcons)
        .values(shop.mealIcons.map((icon, order) => ({ siteId, ...icon, order: order + 1 })))
        .returning({ id: mealIcons.id, name: mealIcons.name })
    : [];
  const iconId = (name: string) => {
    const icon = icons.find((row) => row.name === name);
    if (!icon) throw new Error(`Seed: no meal icon named ${name}`);
    return icon.id;
  };
  const ids = new Map<string, number>();
  for (const [index, product] of shop.products.entries()) {
    const productId = await insertProduct(db, siteId, product, index + 1);
    ids.set(product.slug, productId);
    const pairings = (product.pairings ?? []).map((name, order) => ({
      siteId,
      productId,
      mealIconId: iconId(name),
      order,
    }));
    if (pairings.length) await db.insert(productMealIcons).values(pairings);
    const won = (product.awards ?? []).map((award, order) => ({ siteId, productId, ...award, order }));
    if (won.length) await db.insert(awards).values(won);
  }
  const picks = shop.products.flatMap((product) =>
    (product.recommended ?? []).map((slug, order) => {
      const recommendedId = ids.get(slug);
      if (!recommendedId) throw new Error(`Seed: no product ${slug} to recommend`);
      return { siteId, productId: ids.get(product.slug)!, recommendedId, order };
    }),
  );
  if (picks.length) await db.insert(productRecommendations).values(picks);
  if (shop.discountCodes.length) {
    await db.insert(discountCodes).values(shop.discountCodes.map((code) => ({ siteId, ...code })));
  }
}

async function insertProduct(db: Db, siteId: number, product: SeedProduct, order: number) {
  const img = image(siteId, product.image);
  const [row] = await db
    .insert(products)
    .values({
      siteId,
      type: product.type,
      slug: product.slug,
      name: product.name,
      summary: product.summary,
      description: sanitizeRichText(product.description),
      imageUrl: img.url,
      imageAlt: img.alt,
      imageWidth: img.width,
      imageHeight: img.height,
      tags: product.tags,
      kind: product.kind,
      appellation: product.appellation ?? "",
      grapes: product.grapes ?? "",
      vinification: product.vinification ?? "",
      tasting: product.tasting ?? "",
      degree: product.degree ?? null,
      order,
    })
    .returning({ id: products.id });
  await db.insert(declinations).values(
    product.declinations.map((declination, index) => ({
      siteId,
      productId: row!.id,
      order: index + 1,
      ...declination,
    })),
  );
  return row!.id;
}
