import { slugify } from "@vitrine/shared/page-rules";
import type { AdminProductInput } from "@vitrine/shared/schemas/admin-products";
import { and, eq, inArray, like, ne, or } from "drizzle-orm";
import sanitizeHtml from "sanitize-html";
import type { Db } from "../../db/client";
import {
  awards,
  declinations,
  mealIcons,
  media,
  productMealIcons,
  products,
  stockMovements,
} from "../../db/schema/index";
import { badRequest, conflict } from "../../lib/http";

/** What the admin form writes of a product: its row, declinations, awards, pairings and picture. */

type DeclinationInput = AdminProductInput["declinations"][number];
export interface Writer {
  userId: number;
  email: string;
}

const FORM_ERROR = "Le produit n'est pas valable : corrigez les champs signalés.";
const invalid = (field: string, message: string) => badRequest(FORM_ERROR, { [field]: message });

/** The description's editorial markup only, as the seed's rich texts (no script, style or handler). */
export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "ul", "ol", "li", "a", "h3", "h4", "blockquote"],
    allowedAttributes: { a: ["href", "title"] },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowProtocolRelative: false,
  }).trim();
}

interface Picture {
  imageUrl: string | null;
  imageAlt: string;
  imageWidth: number;
  imageHeight: number;
}

/** The picture columns of a media library image of the site; 400 on `field` when it is not one. */
export async function pictureOf(
  db: Db,
  siteId: number,
  mediaId: number | null,
  alt: string | null,
  field: string,
  size: [number, number],
): Promise<Picture> {
  if (mediaId === null) return { imageUrl: null, imageAlt: "", imageWidth: size[0], imageHeight: size[1] };
  const [row] = await db
    .select()
    .from(media)
    .where(and(eq(media.siteId, siteId), eq(media.id, mediaId), eq(media.kind, "IMAGE")));
  if (!row) throw invalid(field, "Cette image n'est pas dans la médiathèque du site.");
  return {
    imageUrl: `/media/${siteId}/${row.fileName}`,
    imageAlt: alt || row.alt,
    imageWidth: row.width ?? size[0],
    imageHeight: row.height ?? size[1],
  };
}

/** The slug given (409 when another product has it), or one made from the name, numbered if taken. */
export async function productSlug(
  db: Db,
  siteId: number,
  input: AdminProductInput,
  self?: number,
): Promise<string> {
  const others = (slug: string) =>
    and(eq(products.siteId, siteId), self ? ne(products.id, self) : undefined, eq(products.slug, slug));
  if (input.slug) {
    const [taken] = await db.select({ id: products.id }).from(products).where(others(input.slug));
    if (taken)
      throw conflict("Un autre produit a déjà cette adresse.", { slug: "Cette adresse est déjà prise." });
    return input.slug;
  }
  const base = slugify(input.name, 100) || "produit";
  const rows = await db
    .select({ slug: products.slug })
    .from(products)
    .where(
      and(
        eq(products.siteId, siteId),
        self ? ne(products.id, self) : undefined,
        or(eq(products.slug, base), like(products.slug, `${base}-%`)),
      ),
    );
  const used = new Set(rows.map((row) => row.slug));
  let slug = base;
  for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

/** The product's columns from the form (slug and picture resolved by the caller). */
export function productColumns(input: AdminProductInput, slug: string, picture: Picture) {
  return {
    type: input.type,
    name: input.name,
    slug,
    summary: input.summary,
    description: sanitizeDescription(input.description),
    kind: input.kind,
    tags: input.tags,
    appellation: input.appellation,
    grapes: input.grapes,
    vinification: input.vinification,
    tasting: input.tasting,
    degree: input.degree,
    order: input.order,
    isActive: input.isActive,
    ...picture,
  };
}

const declinationColumns = (input: DeclinationInput, order: number) => ({
  variation1: input.variation1,
  variation2: input.variation2,
  variation3: input.variation3,
  price: input.price,
  capacity: input.capacity,
  capacityUnit: input.capacityUnit,
  sellByMultipleOf: input.sellByMultipleOf,
  reference: input.reference,
  vatRate: input.vatRate,
  hasShippingFees: input.hasShippingFees,
  isActive: input.isActive,
  order,
});

/** Adds a declination; its starting stock, when there is one, is the first line of its history. */
export async function insertDeclination(
  tx: Db,
  ids: { siteId: number; productId: number },
  input: DeclinationInput,
  order: number,
  writer: Writer,
): Promise<number> {
  const [row] = await tx
    .insert(declinations)
    .values({ ...ids, ...declinationColumns(input, order), stock: input.stock })
    .returning({ id: declinations.id });
  if (input.stock) {
    await tx.insert(stockMovements).values({
      ...ids,
      declinationId: row!.id,
      delta: input.stock,
      stockAfter: input.stock,
      reason: "INVENTAIRE",
      note: "Stock de départ",
      userId: writer.userId,
      userEmail: writer.email,
    });
  }
  return row!.id;
}

export async function updateDeclination(
  tx: Db,
  id: number,
  input: DeclinationInput,
  order: number,
): Promise<void> {
  await tx.update(declinations).set(declinationColumns(input, order)).where(eq(declinations.id, id));
}

/**
 * 400 when two declinations of the product would share a reference (an SKU names one thing to
 * sell), the case and spaces aside.
 */
export function checkReferences(inputs: DeclinationInput[]): void {
  const seen = new Set<string>();
  inputs.forEach((input, index) => {
    const reference = input.reference.trim().toUpperCase();
    if (!reference) return;
    if (seen.has(reference)) {
      throw invalid(
        `declinations.${index}.reference`,
        "Cette référence est déjà celle d'une autre déclinaison de ce produit.",
      );
    }
    seen.add(reference);
  });
}

/** 400 when a declination sent with an id is not one of the product's. */
export function checkDeclinationIds(inputs: DeclinationInput[], existing: Set<number>): void {
  const seen = new Set<number>();
  inputs.forEach((input, index) => {
    if (input.id === undefined) return;
    if (!existing.has(input.id) || seen.has(input.id)) {
      throw invalid(`declinations.${index}.id`, "Cette déclinaison n'appartient pas à ce produit.");
    }
    seen.add(input.id);
  });
}

/** Replaces the product's pairings; 400 when one is not among the site's meal icons. */
export async function writeMealIcons(
  tx: Db,
  siteId: number,
  productId: number,
  ids: number[],
): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length) {
    const known = await tx
      .select({ id: mealIcons.id })
      .from(mealIcons)
      .where(and(eq(mealIcons.siteId, siteId), inArray(mealIcons.id, unique)));
    if (known.length !== unique.length)
      throw invalid("mealIconIds", "Choisissez les accords mets et vins dans la liste.");
  }
  await tx.delete(productMealIcons).where(eq(productMealIcons.productId, productId));
  if (unique.length) {
    await tx
      .insert(productMealIcons)
      .values(unique.map((mealIconId, order) => ({ siteId, productId, mealIconId, order })));
  }
}

/** Replaces the product's awards, their pictures taken from the media library. */
export async function writeAwards(
  tx: Db,
  siteId: number,
  productId: number,
  inputs: AdminProductInput["awards"],
): Promise<void> {
  const rows = [];
  for (const [order, award] of inputs.entries()) {
    const picture = await pictureOf(
      tx,
      siteId,
      award.imageMediaId,
      award.medal,
      `awards.${order}.imageMediaId`,
      [240, 240],
    );
    rows.push({
      siteId,
      productId,
      name: award.name,
      year: award.year,
      medal: award.medal,
      order,
      ...picture,
    });
  }
  await tx.delete(awards).where(eq(awards.productId, productId));
  if (rows.length) await tx.insert(awards).values(rows);
}
