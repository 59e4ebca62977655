import type { AddToCartBody, Cart } from "@vitrine/shared/schemas/shop";
import { CART_MISSING, declinationName } from "@vitrine/shared/shop-rules";
import { and, eq, inArray, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { cartLines, carts } from "../../db/schema/index";
import { badRequest, notFound } from "../../lib/http";
import { hashToken, newToken } from "../../lib/tokens";
import type { SiteService } from "../site/service";
import { readCart, saleable, saleableLines } from "./cart-contents";
import { allowedQuantity, checkQuantity } from "./cart-quantities";
import type { Discounts } from "./discounts";
import { shopSettings } from "./settings";

const PRODUCT_MISSING = "Ce produit n'existe pas.";
const LINE_MISSING = "Ce produit n'est pas dans le panier.";

/** A line a merge could not sum whole: `quantity` is what the cart holds instead of `wanted`. */
export interface MergeCut {
  /** The declination's id (the line's id in the cart). */
  id: number;
  /** The product and its declination's labels, for the member. */
  name: string;
  wanted: number;
  quantity: number;
}

/** What the member is told of a merge's cuts, in French; empty when every line was summed whole. */
export function mergeMessage(cuts: readonly MergeCut[]): string {
  if (!cuts.length) return "";
  const lines = cuts.map((cut) =>
    cut.quantity === 0
      ? `${cut.name} : retiré, plus disponible`
      : `${cut.name} : ${cut.quantity} au lieu de ${cut.wanted}`,
  );
  return `Votre panier a été réuni avec celui de votre compte. Quantités ajustées au stock et aux conditions de vente : ${lines.join(" ; ")}.`;
}

/** Who calls: the site, the logged-in member if any, and the cart secrets the request presents. */
export interface CartCaller {
  siteId: number;
  userId: number | null;
  /** From the cartKey cookie and the X-Cart-Key header. */
  keys: string[];
}

type CartRow = typeof carts.$inferSelect;

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
      return { ...(await readCart(tx, caller.siteId, row.id, handleStock)), discount, cartKey: key };
    });
  }

  /** POST /cart/{cartId}: the cart with its totals, and the discount of `discountCode` when it is valid. */
  async get(caller: CartCaller, cartId: number, discountCode?: string | null): Promise<Cart> {
    const { handleStock } = await shopSettings(this.sites, caller.siteId);
    const row = await this.accessible(this.db, caller, cartId);
    const cart = await readCart(this.db, caller.siteId, row.id, handleStock);
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
      const item = await saleable(tx, caller.siteId, declinationId);
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
      checkQuantity(quantity, item, handleStock, line?.quantity ?? 0);
      if (line) await tx.update(cartLines).set({ quantity }).where(eq(cartLines.id, line.id));
      else {
        await tx
          .insert(cartLines)
          .values({ siteId: caller.siteId, cartId: cart.id, declinationId: item.id, quantity });
      }
      await this.touch(tx, cart.id);
      const result = await readCart(tx, caller.siteId, cart.id, handleStock);
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
      const item = await saleable(tx, caller.siteId, declinationId);
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
      return readCart(tx, caller.siteId, cart.id, handleStock);
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
      return readCart(tx, caller.siteId, cart.id, handleStock);
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
   * into it, before that emptied cart is deleted. A moved line is summed with the cart's line and
   * kept within the rules of an addition (stock, multiple, 999): `cuts` names what was reduced.
   */
  async defaultCart(
    caller: CartCaller & { userId: number },
    cartId: number | null,
  ): Promise<{ cart: Cart; cuts: MergeCut[] }> {
    const { handleStock } = await shopSettings(this.sites, caller.siteId);
    return this.db.transaction(async (tx) => {
      // One member's claims one after the other: two at once would each find no default cart and
      // both make theirs the default (an index refuses the second).
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('vitrine:member-cart'), ${caller.userId})`);
      if (cartId === null) {
        const { row, key } = await this.memberDefault(tx, caller);
        const cart = await readCart(tx, caller.siteId, row.id, handleStock);
        return { cart: key ? { ...cart, cartKey: key } : cart, cuts: [] };
      }
      const cart = await this.accessible(tx, caller, cartId, true);
      if (cart.userId === caller.userId && cart.isDefault)
        return { cart: await readCart(tx, caller.siteId, cart.id, handleStock), cuts: [] };
      const previous = await this.defaultOf(tx, caller, true);
      let cuts: MergeCut[] = [];
      if (previous) {
        cuts = await this.mergeLines(tx, caller.siteId, previous.id, cart.id, handleStock);
        await tx.delete(carts).where(eq(carts.id, previous.id));
      }
      await tx
        .update(carts)
        .set({ userId: caller.userId, isDefault: true, updatedAt: new Date() })
        .where(eq(carts.id, cart.id));
      return { cart: await readCart(tx, caller.siteId, cart.id, handleStock), cuts };
    });
  }

  /**
   * Moves the lines of cart `from` into cart `to` (both locked by the caller), each summed with
   * `to`'s line and cut to what an addition would allow; withdrawn products are left behind, as
   * an addition would refuse them. Answers the lines that hold less than their sum.
   */
  private async mergeLines(
    db: Db,
    siteId: number,
    from: number,
    to: number,
    handleStock: boolean,
  ): Promise<MergeCut[]> {
    const moving = await saleableLines(db, siteId, from);
    if (!moving.length) return [];
    const held = new Map(
      (
        await db
          .select({ declinationId: cartLines.declinationId, quantity: cartLines.quantity })
          .from(cartLines)
          .where(eq(cartLines.cartId, to))
      ).map((line) => [line.declinationId, line.quantity]),
    );
    const cuts: MergeCut[] = [];
    for (const { quantity: moved, declination, product } of moving) {
      const before = held.get(declination.id) ?? 0;
      const wanted = before + moved;
      const quantity = allowedQuantity(wanted, { ...declination, type: product.type }, handleStock);
      if (quantity < wanted) {
        cuts.push({ id: declination.id, name: declinationName(product.name, declination), wanted, quantity });
      }
      const line = and(eq(cartLines.cartId, to), eq(cartLines.declinationId, declination.id));
      if (quantity === before) continue;
      if (quantity === 0) await db.delete(cartLines).where(line);
      else if (before) await db.update(cartLines).set({ quantity }).where(line);
      else await db.insert(cartLines).values({ siteId, cartId: to, declinationId: declination.id, quantity });
    }
    return cuts;
  }

  /**
   * An order was placed from the cart: its lines go, in the order's transaction (`db`). A cart the
   * caller may not use is left alone (the order does not depend on it). True when it was emptied.
   */
  async emptyOrdered(db: Db, caller: CartCaller, cartId: number): Promise<boolean> {
    const cart = await this.accessible(db, caller, cartId, true).catch(() => null);
    if (!cart) return false;
    await db.delete(cartLines).where(eq(cartLines.cartId, cart.id));
    await this.touch(db, cart.id);
    return true;
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
    const key = newToken();
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

  private async touch(db: Db, cartId: number) {
    await db.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));
  }
}
