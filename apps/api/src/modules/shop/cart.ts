import { randomBytes } from "node:crypto";
import type { AddToCartBody, Cart, CartLine } from "@vitrine/shared/schemas/shop";
import { bottleCount, CART_MISSING, MAX_LINE_QUANTITY } from "@vitrine/shared/shop-rules";
import { and, asc, eq, inArray, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { cartLines, carts, declinations, products } from "../../db/schema/index";
import { badRequest, conflict, notFound } from "../../lib/http";
import { hashToken } from "../account/service";
import type { SiteService } from "../site/service";
import { productImage, toDeclination } from "./catalog";
import type { Discounts } from "./discounts";
import { shopSettings } from "./settings";

const PRODUCT_MISSING = "Ce produit n'existe pas.";
const LINE_MISSING = "Ce produit n'est pas dans le panier.";
const TOO_MANY = `La quantité est limitée à ${MAX_LINE_QUANTITY} par produit.`;

/** Who calls: the site, the logged-in member if any, and the cart secrets the request presents. */
export interface CartCaller {
  siteId: number;
  userId: number | null;
  /** From the cartKey cookie and the X-Cart-Key header. */
  keys: string[];
}

type CartRow = typeof carts.$inferSelect;
type DeclinationRow = typeof declinations.$inferSelect;
type Saleable = DeclinationRow & { type: "WINE" | "BOX" };

const newKey = () => randomBytes(32).toString("base64url");

/**
 * The quantity a line may hold: at most MAX_LINE_QUANTITY, a multiple of sellByMultipleOf for a
 * wine sold by cases, and, when the site handles stock, no more than the declination's stock.
 */
function checkQuantity(quantity: number, item: Saleable, handleStock: boolean) {
  if (quantity > MAX_LINE_QUANTITY) throw badRequest(TOO_MANY, { quantity: TOO_MANY });
  const multiple = item.sellByMultipleOf;
  if (item.type === "WINE" && multiple > 1 && quantity % multiple !== 0) {
    const message = `Ce vin se vend par multiple de ${multiple} bouteilles.`;
    throw badRequest(message, { quantity: message });
  }
  if (handleStock && item.stock !== null && quantity > item.stock) {
    throw conflict(
      item.stock === 0 ? "Ce produit n'est plus en stock." : `Stock insuffisant : il en reste ${item.stock}.`,
    );
  }
}

/**
 * Carts of members and visitors. A cart opens to the member who owns it, or, while it has no
 * owner, to whoever presents its secret; to anyone else it does not exist (404).
 */
export class Carts {
  constructor(
    private readonly db: Db,
    private readonly sites: SiteService,
    private readonly discounts: Discounts,
  ) {}

  /** POST /cart: a new empty cart, its secret in `cartKey`. A member's first cart is their default. */
  async create(caller: CartCaller, discountCode?: string | null): Promise<Cart> {
    // A refused code creates nothing.
    const discount = discountCode ? await this.discounts.apply(caller.siteId, discountCode, 0) : null;
    const { handleStock } = await shopSettings(this.sites, caller.siteId);
    return this.db.transaction(async (tx) => {
      const asDefault = caller.userId !== null && !(await this.defaultOf(tx, caller));
      // A default cart created meanwhile by another request: this one is an extra cart.
      const { row, key } =
        (await this.insert(tx, caller, asDefault)) ?? (await this.insert(tx, caller, false))!;
      return { ...(await this.read(tx, caller.siteId, row.id, handleStock)), discount, cartKey: key };
    });
  }

  /** POST /cart/{cartId}: the cart with its totals, and the discount of `discountCode` when it is valid. */
  async get(caller: CartCaller, cartId: number, discountCode?: string | null): Promise<Cart> {
    const { handleStock } = await shopSettings(this.sites, caller.siteId);
    const row = await this.accessible(this.db, caller, cartId);
    const cart = await this.read(this.db, caller.siteId, row.id, handleStock);
    if (!discountCode) return cart;
    const discount = await this.discounts.apply(caller.siteId, discountCode, cart.subtotal);
    return { ...cart, discount, total: discount.total };
  }

  /**
   * Adds `quantity` of a declination (summed with its line). `new` opens a cart: the member's
   * default one (created if needed), or a new visitor's cart whose secret comes back in `cartKey`.
   */
  async addProduct(
    caller: CartCaller,
    cartId: number | "new",
    declinationId: number,
    body: AddToCartBody,
  ): Promise<Cart> {
    const { handleStock } = await shopSettings(this.sites, caller.siteId);
    return this.db.transaction(async (tx) => {
      const item = await this.saleable(tx, caller.siteId, declinationId);
      if (!item) throw notFound(PRODUCT_MISSING);
      if (item.type !== body.type) {
        const message =
          item.type === "BOX"
            ? "Ce produit est un coffret, pas une bouteille."
            : "Ce produit est une bouteille, pas un coffret.";
        throw badRequest(message, { type: message });
      }
      let cart: CartRow;
      let key: string | undefined;
      if (cartId !== "new") cart = await this.accessible(tx, caller, cartId, true);
      else if (caller.userId === null) ({ row: cart, key } = (await this.insert(tx, caller, false))!);
      else ({ row: cart, key } = await this.memberDefault(tx, caller));

      const [line] = await tx
        .select({ id: cartLines.id, quantity: cartLines.quantity })
        .from(cartLines)
        .where(and(eq(cartLines.cartId, cart.id), eq(cartLines.declinationId, item.id)));
      const quantity = (line?.quantity ?? 0) + body.quantity;
      checkQuantity(quantity, item, handleStock);
      if (line) await tx.update(cartLines).set({ quantity }).where(eq(cartLines.id, line.id));
      else {
        await tx
          .insert(cartLines)
          .values({ siteId: caller.siteId, cartId: cart.id, declinationId: item.id, quantity });
      }
      await this.touch(tx, cart.id);
      const result = await this.read(tx, caller.siteId, cart.id, handleStock);
      return key ? { ...result, cartKey: key } : result;
    });
  }

  /** PUT /cart/{cartId}/product/{productId}/quantity; productId is the line's declination id. */
  async setQuantity(
    caller: CartCaller,
    cartId: number,
    declinationId: number,
    quantity: number,
  ): Promise<Cart> {
    const { handleStock } = await shopSettings(this.sites, caller.siteId);
    return this.db.transaction(async (tx) => {
      const cart = await this.accessible(tx, caller, cartId, true);
      const item = await this.saleable(tx, caller.siteId, declinationId);
      const [line] = item
        ? await tx
            .select({ id: cartLines.id })
            .from(cartLines)
            .where(and(eq(cartLines.cartId, cart.id), eq(cartLines.declinationId, item.id)))
        : [];
      if (!item || !line) throw notFound(LINE_MISSING);
      checkQuantity(quantity, item, handleStock);
      await tx.update(cartLines).set({ quantity }).where(eq(cartLines.id, line.id));
      await this.touch(tx, cart.id);
      return this.read(tx, caller.siteId, cart.id, handleStock);
    });
  }

  /** DELETE /cart/{cartId}/product/{productId}. */
  async removeProduct(caller: CartCaller, cartId: number, declinationId: number): Promise<Cart> {
    const { handleStock } = await shopSettings(this.sites, caller.siteId);
    return this.db.transaction(async (tx) => {
      const cart = await this.accessible(tx, caller, cartId, true);
      const removed = await tx
        .delete(cartLines)
        .where(and(eq(cartLines.cartId, cart.id), eq(cartLines.declinationId, declinationId)))
        .returning({ id: cartLines.id });
      if (!removed.length) throw notFound(LINE_MISSING);
      await this.touch(tx, cart.id);
      return this.read(tx, caller.siteId, cart.id, handleStock);
    });
  }

  /** DELETE /cart/{cartId}; answers the deleted cart's key hash (to clear a matching cookie). */
  async remove(caller: CartCaller, cartId: number): Promise<{ keyHash: string }> {
    const cart = await this.accessible(this.db, caller, cartId);
    await this.db.delete(carts).where(eq(carts.id, cart.id));
    return { keyHash: cart.keyHash };
  }

  /**
   * GET /cart/{cartId}/default, for a logged-in member. Without an id: the member's default cart,
   * created empty if none. With the id of a cart the caller may use: it becomes the member's
   * default cart (owned by the member from now on), and the previous default cart's lines move
   * into it, quantities summed (up to MAX_LINE_QUANTITY), before that emptied cart is deleted.
   */
  async defaultCart(caller: CartCaller & { userId: number }, cartId: number | null): Promise<Cart> {
    const { handleStock } = await shopSettings(this.sites, caller.siteId);
    return this.db.transaction(async (tx) => {
      if (cartId === null) {
        const { row, key } = await this.memberDefault(tx, caller);
        const cart = await this.read(tx, caller.siteId, row.id, handleStock);
        return key ? { ...cart, cartKey: key } : cart;
      }
      const cart = await this.accessible(tx, caller, cartId, true);
      if (cart.userId === caller.userId && cart.isDefault)
        return this.read(tx, caller.siteId, cart.id, handleStock);
      const previous = await this.defaultOf(tx, caller, true);
      if (previous) {
        const moving = await tx.select().from(cartLines).where(eq(cartLines.cartId, previous.id));
        for (const line of moving) {
          await tx
            .insert(cartLines)
            .values({
              siteId: caller.siteId,
              cartId: cart.id,
              declinationId: line.declinationId,
              quantity: line.quantity,
            })
            .onConflictDoUpdate({
              target: [cartLines.cartId, cartLines.declinationId],
              set: {
                quantity: sql`least(${MAX_LINE_QUANTITY}, "cart_lines"."quantity" + excluded."quantity")`,
              },
            });
        }
        await tx.delete(carts).where(eq(carts.id, previous.id));
      }
      await tx
        .update(carts)
        .set({ userId: caller.userId, isDefault: true, updatedAt: new Date() })
        .where(eq(carts.id, cart.id));
      return this.read(tx, caller.siteId, cart.id, handleStock);
    });
  }

  /**
   * Deletes the visitors' carts untouched since `before` (their lines go with them); members' carts
   * stay. Returns how many were deleted.
   */
  async purgeAbandoned(before: Date): Promise<number> {
    const deleted = await this.db
      .delete(carts)
      .where(and(isNull(carts.userId), lt(carts.updatedAt, before)))
      .returning({ id: carts.id });
    return deleted.length;
  }

  /** The cart if the caller may use it (locked for the transaction when asked); 404 otherwise. */
  private async accessible(db: Db, caller: CartCaller, cartId: number, lock = false): Promise<CartRow> {
    const access: Array<SQL | undefined> = [];
    if (caller.userId !== null) access.push(eq(carts.userId, caller.userId));
    if (caller.keys.length) {
      access.push(and(isNull(carts.userId), inArray(carts.keyHash, caller.keys.map(hashToken))));
    }
    if (!access.length) throw notFound(CART_MISSING);
    const query = db
      .select()
      .from(carts)
      .where(and(eq(carts.id, cartId), eq(carts.siteId, caller.siteId), or(...access)));
    const [row] = lock ? await query.for("update") : await query;
    if (!row) throw notFound(CART_MISSING);
    return row;
  }

  private async defaultOf(db: Db, caller: CartCaller, lock = false): Promise<CartRow | undefined> {
    if (caller.userId === null) return undefined;
    const query = db
      .select()
      .from(carts)
      .where(
        and(eq(carts.siteId, caller.siteId), eq(carts.userId, caller.userId), eq(carts.isDefault, true)),
      );
    const [row] = lock ? await query.for("update") : await query;
    return row;
  }

  /** A new cart and its secret; null when it was to be the default and another request made one. */
  private async insert(
    db: Db,
    caller: CartCaller,
    asDefault: boolean,
  ): Promise<{ row: CartRow; key: string } | null> {
    const key = newKey();
    const [row] = await db
      .insert(carts)
      .values({ siteId: caller.siteId, userId: caller.userId, keyHash: hashToken(key), isDefault: asDefault })
      .onConflictDoNothing()
      .returning();
    return row ? { row, key } : null;
  }

  /** The member's default cart, locked; created (with its secret) when there is none. */
  private async memberDefault(db: Db, caller: CartCaller): Promise<{ row: CartRow; key?: string }> {
    const existing = await this.defaultOf(db, caller, true);
    if (existing) return { row: existing };
    return (await this.insert(db, caller, true)) ?? { row: (await this.defaultOf(db, caller, true))! };
  }

  /** An active declination of an active product of the site, with the product's type. */
  private async saleable(db: Db, siteId: number, declinationId: number): Promise<Saleable | undefined> {
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

  private async touch(db: Db, cartId: number) {
    await db.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));
  }

  /**
   * The cart's lines (withdrawn products left out) and totals, without discount. `handleStock` is
   * read by the caller before any transaction: loading the site's settings may take another
   * connection of the pool, which an open transaction should never wait for.
   */
  private async read(db: Db, siteId: number, cartId: number, handleStock: boolean): Promise<Cart> {
    const rows = await db
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
}
