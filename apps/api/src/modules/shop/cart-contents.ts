import type { Cart, CartLine } from "@vitrine/shared/schemas/shop";
import { bottleCount } from "@vitrine/shared/shop-rules";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { cartLines, declinations, products } from "../../db/schema/index";
import type { Saleable } from "./cart-quantities";
import { productImage, toDeclination } from "./catalog";

/* What a cart holds, as read from the database: its lines and totals, the declinations it may take. */

/** An active declination of an active product of the site, with the product's type. */
export async function saleable(db: Db, siteId: number, declinationId: number): Promise<Saleable | undefined> {
  const [row] = await db
    .select({ declination: declinations, type: products.type })
    .from(declinations)
    .innerJoin(products, eq(products.id, declinations.productId))
    .where(
      and(
        eq(declinations.id, declinationId),
        eq(declinations.siteId, siteId),
        eq(declinations.isActive, true),
        eq(products.isActive, true),
      ),
    );
  return row ? { ...row.declination, type: row.type } : undefined;
}

/** A cart's lines whose declination and product are still sold, in the order they were added. */
export function saleableLines(db: Db, siteId: number, cartId: number) {
  return db
    .select({ quantity: cartLines.quantity, declination: declinations, product: products })
    .from(cartLines)
    .innerJoin(declinations, eq(declinations.id, cartLines.declinationId))
    .innerJoin(products, eq(products.id, declinations.productId))
    .where(
      and(
        eq(cartLines.cartId, cartId),
        eq(cartLines.siteId, siteId),
        eq(declinations.isActive, true),
        eq(products.isActive, true),
      ),
    )
    .orderBy(asc(cartLines.id));
}

/**
 * The cart's lines (withdrawn products left out) and totals, without discount. `handleStock` is
 * read by the caller before any transaction: loading the site's settings may take another
 * connection of the pool, which an open transaction should never wait for.
 */
export async function readCart(db: Db, siteId: number, cartId: number, handleStock: boolean): Promise<Cart> {
  const rows = await saleableLines(db, siteId, cartId);
  const lines: CartLine[] = rows.map(({ quantity, declination, product }) => {
    const { id, ...sold } = toDeclination(declination, handleStock);
    return {
      id,
      idProduct: product.id,
      name: product.name,
      slug: product.slug,
      image: productImage(product),
      ...sold,
      quantity,
      lineTotal: declination.price * quantity,
      type: product.type,
    };
  });
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  return {
    id: cartId,
    products: lines,
    totalProduct: lines.reduce((sum, line) => sum + line.quantity, 0),
    bottleCount: bottleCount(lines),
    subtotal,
    discount: null,
    total: subtotal,
  };
}
