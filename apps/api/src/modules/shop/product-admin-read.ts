import type { ParsedFilter, ParsedListQuery } from "@vitrine/shared/list-query";
import type {
  AdminDeclination,
  AdminProductDetail,
  AdminProductList,
} from "@vitrine/shared/schemas/admin-products";
import { PRODUCT_TYPES } from "@vitrine/shared/shop-rules";
import { and, asc, count, desc, eq, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { containsText, offsetOf, orderOf, whereFilters } from "../../db/list-query";
import { awards, declinations, media, orderLines, products } from "../../db/schema/index";
import { badRequest, notFound } from "../../lib/http";
import { imageOf } from "../../lib/reply-fields";
import { productImage } from "./catalog";
import { mealIconsOf } from "./meal-icons";

/** What the admin panel reads of the catalogue: the list (GET /admin/product) and one product. */

export const PRODUCT_MISSING = "Ce produit n'existe pas.";

type ProductRow = typeof products.$inferSelect;

const refused = (field: string, message: string) =>
  badRequest("Les paramètres de la liste sont invalides.", { [field]: message });

/** The filters whereFilters cannot take: a search on several columns, the product type. */
function listConditions(filters: ParsedFilter[]): SQL[] {
  const conditions: SQL[] = [];
  for (const filter of filters) {
    if (filter.field === "search") {
      if (!["eq", "lk"].includes(filter.op) || filter.value.length > 100) {
        throw refused("search", "Recherchez par nom, référence ou catégorie (100 caractères au plus).");
      }
      const value = filter.value.trim();
      if (!value) continue;
      const references = sql`(select string_agg(${declinations.reference}, ' ') from ${declinations} where ${declinations.productId} = ${products.id})`;
      const text = sql`concat_ws(' ', ${products.name}, ${products.kind}, ${products.slug}, ${references})`;
      conditions.push(containsText(text, value));
    } else if (filter.field === "type") {
      const type = PRODUCT_TYPES.find((t) => t === filter.value);
      if (!type || filter.op !== "eq") throw refused("type", "Indiquez type=WINE ou type=BOX.");
      conditions.push(eq(products.type, type));
    } else if (filter.field === "isActive") {
      if (!["true", "false"].includes(filter.value) || filter.op !== "eq") {
        throw refused("isActive", "Indiquez isActive=true ou isActive=false.");
      }
    }
  }
  return [...conditions, ...whereFilters(filters, { kind: products.kind, isActive: products.isActive })];
}

export async function listAdminProducts(
  db: Db,
  siteId: number,
  query: ParsedListQuery,
): Promise<AdminProductList> {
  const totals = db
    .select({
      productId: declinations.productId,
      count: count().as("count"),
      price: sql<number | null>`min(${declinations.price}) filter (where ${declinations.isActive})`.as(
        "price",
      ),
      stock: sql<number | null>`sum(${declinations.stock})::int`.as("stock"),
    })
    .from(declinations)
    .where(eq(declinations.siteId, siteId))
    .groupBy(declinations.productId)
    .as("totals");
  const where = and(eq(products.siteId, siteId), ...listConditions(query.filters));
  const columns = {
    name: products.name,
    createdAt: products.createdAt,
    order: products.order,
    price: totals.price,
    stock: totals.stock,
  };
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ product: products, count: totals.count, price: totals.price, stock: totals.stock })
      .from(products)
      .leftJoin(totals, eq(totals.productId, products.id))
      .where(where)
      .orderBy(...orderOf(query, columns, [asc(products.order), desc(products.id)]))
      .limit(query.nbItem)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return {
    items: rows.map(({ product, count: declinationCount, price, stock }) => ({
      id: product.id,
      type: product.type,
      name: product.name,
      slug: product.slug,
      kind: product.kind,
      isActive: product.isActive,
      image: productImage(product),
      declinationCount: declinationCount ?? 0,
      price: price ?? null,
      stock: stock ?? null,
      createdAt: product.createdAt.toISOString(),
    })),
    total: totalRow?.total ?? 0,
  };
}

/** The product row of the site, or 404. */
export async function productRow(db: Db, siteId: number, productId: number): Promise<ProductRow> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.siteId, siteId), eq(products.id, productId)));
  if (!row) throw notFound(PRODUCT_MISSING);
  return row;
}

/** Which of these declinations orders name. */
export async function orderedDeclinations(db: Db, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .selectDistinct({ id: orderLines.declinationId })
    .from(orderLines)
    .where(and(inArray(orderLines.declinationId, ids), isNotNull(orderLines.declinationId)));
  return new Set(rows.map((row) => row.id!));
}

/** The media library's ids of these public paths (`/media/{site}/{file}`). */
async function mediaIdsOf(db: Db, siteId: number, urls: Array<string | null>): Promise<Map<string, number>> {
  const prefix = `/media/${siteId}/`;
  const files = urls.flatMap((url) => (url?.startsWith(prefix) ? [url.slice(prefix.length)] : []));
  if (!files.length) return new Map();
  const rows = await db
    .select({ id: media.id, fileName: media.fileName })
    .from(media)
    .where(and(eq(media.siteId, siteId), inArray(media.fileName, files)));
  return new Map(rows.map((row) => [`${prefix}${row.fileName}`, row.id]));
}

export async function adminProductDetail(
  db: Db,
  siteId: number,
  productId: number,
): Promise<AdminProductDetail> {
  const product = await productRow(db, siteId, productId);
  const [declinationRows, awardRows, pairings] = await Promise.all([
    db
      .select()
      .from(declinations)
      .where(eq(declinations.productId, productId))
      .orderBy(asc(declinations.order), asc(declinations.id)),
    db
      .select()
      .from(awards)
      .where(eq(awards.productId, productId))
      .orderBy(asc(awards.order), asc(awards.id)),
    mealIconsOf(db, [productId]),
  ]);
  const ordered = await orderedDeclinations(
    db,
    declinationRows.map((row) => row.id),
  );
  const mediaIds = await mediaIdsOf(db, siteId, [product.imageUrl, ...awardRows.map((row) => row.imageUrl)]);
  const toDeclination = (row: typeof declinations.$inferSelect): AdminDeclination => ({
    id: row.id,
    variation1: row.variation1,
    variation2: row.variation2,
    variation3: row.variation3,
    price: row.price,
    capacity: row.capacity,
    capacityUnit: row.capacityUnit,
    sellByMultipleOf: row.sellByMultipleOf,
    reference: row.reference,
    stock: row.stock,
    vatRate: row.vatRate,
    hasShippingFees: row.hasShippingFees,
    isActive: row.isActive,
    hasOrders: ordered.has(row.id),
  });
  return {
    id: product.id,
    type: product.type,
    name: product.name,
    slug: product.slug,
    summary: product.summary,
    description: product.description,
    kind: product.kind,
    tags: product.tags,
    appellation: product.appellation,
    grapes: product.grapes,
    vinification: product.vinification,
    tasting: product.tasting,
    degree: product.degree,
    order: product.order,
    isActive: product.isActive,
    image: productImage(product),
    imageMediaId: (product.imageUrl && mediaIds.get(product.imageUrl)) || null,
    mealIcons: pairings.get(productId) ?? [],
    awards: awardRows.map((row) => ({
      id: row.id,
      name: row.name,
      year: row.year,
      medal: row.medal,
      image: imageOf(row.imageUrl, row.imageAlt, row.imageWidth, row.imageHeight),
      imageMediaId: (row.imageUrl && mediaIds.get(row.imageUrl)) || null,
    })),
    declinations: declinationRows.map(toDeclination),
    hasOrders: ordered.size > 0,
    createdAt: product.createdAt.toISOString(),
  };
}
