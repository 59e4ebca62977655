import { PAGE_SIZE } from "@vitrine/shared/constants";
import type { ParsedFilter, ParsedListQuery } from "@vitrine/shared/list-query";
import type { Declination, Product, ProductList, Variation } from "@vitrine/shared/schemas/shop";
import { PRODUCT_TYPES } from "@vitrine/shared/shop-rules";
import { and, arrayOverlaps, asc, count, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { containsText, offsetOf, orderOf, splitTags, whereFilters } from "../../db/list-query";
import { declinations, products, variations } from "../../db/schema/index";
import { badRequest } from "../../lib/http";
import { imageOf } from "../../lib/reply-fields";
import type { SiteService } from "../site/service";
import { mealIconsOf } from "./meal-icons";
import { shopSettings } from "./settings";

/**
 * GET /product (spec section 7): like match for `name` and `search`, equal match for `kind` and
 * `tags` (`tags=a,b`: any of them), ordered by price by default, 100 items at most.
 */
export const PRODUCT_LIST = {
  defaultNbItem: PAGE_SIZE.generic,
  maxNbItem: PAGE_SIZE.full,
  filters: ["name", "search", "kind", "tags", "type"],
  orderBy: ["price", "name", "order", "createdAt"],
} as const;

const LIST_ERROR = "Les paramètres de la liste sont invalides.";

type ProductRow = typeof products.$inferSelect;
type DeclinationRow = typeof declinations.$inferSelect;

/** Conditions of the filters the generic whereFilters cannot take (several columns, arrays, enums). */
function specialFilters(filters: ParsedFilter[]): SQL[] {
  const conditions: SQL[] = [];
  const errors: Record<string, string> = {};
  for (const { field, op, value } of filters) {
    if (field === "search") {
      if (op !== "eq" && op !== "lk") errors.search = "Écrivez search=texte ou search=lk:texte.";
      else {
        const text = sql`concat_ws(' ', ${products.name}, ${products.summary}, ${products.kind}, array_to_string(${products.tags}, ' '))`;
        conditions.push(containsText(text, value));
      }
    } else if (field === "tags") {
      const tags = splitTags(value);
      if (op !== "eq") errors.tags = "Ce filtre n'accepte qu'une valeur exacte : tags=a,b.";
      else if (tags.length) conditions.push(arrayOverlaps(products.tags, tags));
    } else if (field === "type") {
      const type = PRODUCT_TYPES.find((t) => t === value);
      if (!type || (op !== "eq" && op !== "df")) errors.type = "Indiquez type=WINE ou type=BOX.";
      else conditions.push(op === "eq" ? eq(products.type, type) : sql`${products.type} <> ${type}`);
    }
  }
  if (Object.keys(errors).length) throw badRequest(LIST_ERROR, errors);
  return conditions;
}

export function toDeclination(row: DeclinationRow, handleStock: boolean): Declination {
  return {
    id: row.id,
    variation1: row.variation1,
    variation2: row.variation2,
    variation3: row.variation3,
    price: row.price,
    capacity: row.capacity,
    capacityUnit: row.capacityUnit,
    sellByMultipleOf: row.sellByMultipleOf,
    reference: row.reference,
    stock: handleStock ? row.stock : null,
    hasShippingFees: row.hasShippingFees,
  };
}

export const productImage = (row: Pick<ProductRow, "imageUrl" | "imageAlt" | "imageWidth" | "imageHeight">) =>
  imageOf(row.imageUrl, row.imageAlt, row.imageWidth, row.imageHeight);

/** The shop's products (WINE or BOX) with their active declinations, and the variation definitions. */
export class Catalog {
  constructor(
    private readonly db: Db,
    private readonly sites: SiteService,
  ) {}

  /** Active products that have at least one active declination: the others cannot be bought. */
  async list(siteId: number, query: ParsedListQuery): Promise<ProductList> {
    const prices = await this.prices(siteId);
    const where = and(
      eq(products.siteId, siteId),
      eq(products.isActive, true),
      ...whereFilters(query.filters, { name: products.name, kind: products.kind }),
      ...specialFilters(query.filters),
    );
    const orderColumns = {
      price: prices.price,
      name: products.name,
      order: products.order,
      createdAt: products.createdAt,
    };
    const [rows, [totalRow]] = await Promise.all([
      this.db
        .select({ product: products, price: prices.price })
        .from(products)
        .innerJoin(prices, eq(prices.productId, products.id))
        .where(where)
        .orderBy(...orderOf(query, orderColumns, [asc(prices.price), asc(products.order), asc(products.id)]))
        .limit(query.nbItem)
        .offset(offsetOf(query)),
      this.db
        .select({ total: count() })
        .from(products)
        .innerJoin(prices, eq(prices.productId, products.id))
        .where(where),
    ]);
    return { products: await this.toProducts(siteId, rows), total: totalRow?.total ?? 0 };
  }

  async get(siteId: number, id: number): Promise<Product | null> {
    return (await this.byIds(siteId, [id]))[0] ?? null;
  }

  /** GET /variation: what variation1, 2 and 3 mean on this site, in their order. */
  async variations(siteId: number): Promise<Variation[]> {
    return this.db
      .select({
        id: variations.id,
        position: variations.position,
        label: variations.label,
        displayLabel: variations.displayLabel,
      })
      .from(variations)
      .where(eq(variations.siteId, siteId))
      .orderBy(asc(variations.position));
  }

  /**
   * The price each product of the site is sold from: its lowest active declination's that can be
   * bought (in stock, when the shop counts its stock), else its lowest active one's. The shop's
   * cards show it and the list is sorted by it.
   */
  private async prices(siteId: number) {
    const { handleStock } = await shopSettings(this.sites, siteId);
    const { price, stock } = declinations;
    const from = handleStock
      ? sql<number>`coalesce(min(${price}) filter (where ${stock} is null or ${stock} > 0), min(${price}))`
      : sql<number>`min(${price})`;
    return this.db
      .select({ productId: declinations.productId, price: from.as("price") })
      .from(declinations)
      .where(and(eq(declinations.siteId, siteId), eq(declinations.isActive, true)))
      .groupBy(declinations.productId)
      .as("prices");
  }

  /** Products of the site by id, as the list gives them (active, with an active declination). */
  async byIds(siteId: number, ids: number[]): Promise<Product[]> {
    if (!ids.length) return [];
    const prices = await this.prices(siteId);
    const rows = await this.db
      .select({ product: products, price: prices.price })
      .from(products)
      .innerJoin(prices, eq(prices.productId, products.id))
      .where(and(eq(products.siteId, siteId), inArray(products.id, ids), eq(products.isActive, true)));
    const found = await this.toProducts(siteId, rows);
    return ids.flatMap((id) => found.find((product) => product.id === id) ?? []);
  }

  private async toProducts(
    siteId: number,
    rows: Array<{ product: ProductRow; price: number | null }>,
  ): Promise<Product[]> {
    if (!rows.length) return [];
    const { handleStock } = await shopSettings(this.sites, siteId);
    const declinationRows = await this.db
      .select()
      .from(declinations)
      .where(
        and(
          inArray(
            declinations.productId,
            rows.map((r) => r.product.id),
          ),
          eq(declinations.isActive, true),
        ),
      )
      .orderBy(asc(declinations.order), asc(declinations.id));
    const byProduct = new Map<number, DeclinationRow[]>();
    for (const row of declinationRows)
      byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row]);
    const pairings = await mealIconsOf(
      this.db,
      rows.map((r) => r.product.id),
    );
    return rows.map(({ product, price }) => ({
      id: product.id,
      type: product.type,
      name: product.name,
      slug: product.slug,
      summary: product.summary,
      description: product.description,
      image: productImage(product),
      tags: product.tags,
      kind: product.kind,
      order: product.order,
      appellation: product.appellation,
      grapes: product.grapes,
      vinification: product.vinification,
      tasting: product.tasting,
      degree: product.degree,
      mealIcon: pairings.get(product.id) ?? [],
      price: price ?? 0,
      declinations: (byProduct.get(product.id) ?? []).map((row) => toDeclination(row, handleStock)),
      createdAt: product.createdAt.toISOString(),
    }));
  }
}
