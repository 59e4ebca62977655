import type { CapacityUnit, DiscountKind, ProductType } from "@vitrine/shared/shop-rules";
import { sanitizeRichText } from "../../modules/content/html";
import type { Db } from "../client";
import { declinations, discountCodes, products, variations } from "../schema/index";
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
  products: SeedProduct[];
  discountCodes: SeedDiscountCode[];
}

/** Writes a sample site's catalog, variation definitions and discount codes. */
export async function seedShop(db: Db, siteId: number, shop: SeedShop) {
  if (shop.variations.length) {
    await db
      .insert(variations)
      .values(shop.variations.map((variation, index) => ({ siteId, position: index + 1, ...variation })));
  }
  for (const [index, product] of shop.products.entries()) {
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
        order: index + 1,
      })
      .returning({ id: products.id });
    await db.insert(declinations).values(
      product.declinations.map((declination, order) => ({
        siteId,
        productId: row!.id,
        order: order + 1,
        ...declination,
      })),
    );
  }
  if (shop.discountCodes.length) {
    await db.insert(discountCodes).values(shop.discountCodes.map((code) => ({ siteId, ...code })));
  }
}
