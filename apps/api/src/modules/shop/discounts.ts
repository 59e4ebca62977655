import type { CartDiscount } from "@vitrine/shared/schemas/shop";
import { type DiscountKind, discountAmount, formatEuros } from "@vitrine/shared/shop-rules";
import { and, eq, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { discountCodes, orders } from "../../db/schema/index";
import { badRequest, HttpError } from "../../lib/http";

const INVALID_CODE = "Ce code promo n'est pas valable.";

const refused = (message: string) => badRequest(message, { discountCode: message });

/** « 1er mars 2026 », « 14 mars 2026 »: the day a code opens, in Paris. */
function frenchDay(date: Date): string {
  const [day, ...rest] = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "Europe/Paris" })
    .format(date)
    .split(" ");
  return [day === "1" ? "1er" : day, ...rest].join(" ");
}

/**
 * A code the site does not honour now, counted against guessing (decision 011): unknown or
 * inactive codes get the generic message, which reveals nothing; a real code out of its dates
 * says so (« a expiré », « sera valable à partir du … »), as Shopify does.
 */
export class WrongCode extends HttpError {
  constructor(message = INVALID_CODE) {
    super(400, message, { discountCode: message });
  }
}

/** Why a code of the site is refused at `now` for its dates, or null when it is within them. */
function datesProblem(row: CodeRow, now: Date): string | null {
  if (row.validTo && row.validTo < now) return "Ce code promo a expiré.";
  if (row.validFrom && row.validFrom > now)
    return `Ce code promo sera valable à partir du ${frenchDay(row.validFrom)}.`;
  return null;
}

type CodeRow = typeof discountCodes.$inferSelect;

/** Who uses a code, for its limit per customer: the member, or the e-mail (any case) of an order. */
export interface CodeCustomer {
  userId: number | null;
  email: string | null;
}

/** A code checked for an order: what it takes off the products, and whether it waives the fees. */
export interface OrderDiscount {
  codeId: number;
  code: string;
  kind: DiscountKind;
  /** The code's own value: a percentage, or cents for a fixed amount. */
  value: number;
  /** Cents taken off the subtotal (0 for a free-shipping code). */
  amount: number;
  freeShipping: boolean;
}

/** Discount codes of a site: matched whatever their case, checked against the subtotal. */
export class Discounts {
  constructor(private readonly db: Db) {}

  /**
   * The discount `code` gives on `subtotal` (cents). 400 in French when the code is unknown,
   * inactive, not yet or no longer valid, or when the subtotal is under its minimum (named).
   */
  async apply(siteId: number, code: string, subtotal: number, now = new Date()): Promise<CartDiscount> {
    const row = await this.valid(siteId, code, subtotal, now);
    const value = discountAmount(row.kind, row.value, subtotal);
    const freeShipping = row.kind === "FREE_SHIPPING";
    return { code: row.code, value, subtotal, total: subtotal - value, shippingFees: null, freeShipping };
  }

  /**
   * The code for an order of `subtotal`: as `apply` checks it, and within its usage limits for
   * `customer` as counted now unless `countUses` is false (the order's transaction counts them
   * with `claim`); 400 otherwise.
   */
  async forOrder(
    siteId: number,
    code: string,
    subtotal: number,
    customer: CodeCustomer,
    now = new Date(),
    { countUses = true } = {},
  ): Promise<OrderDiscount> {
    const row = await this.valid(siteId, code, subtotal, now);
    const problem = countUses ? await usageProblem(this.db, row, customer) : null;
    if (problem) throw refused(problem);
    return {
      codeId: row.id,
      code: row.code,
      kind: row.kind,
      value: row.value,
      amount: discountAmount(row.kind, row.value, subtotal),
      freeShipping: row.kind === "FREE_SHIPPING",
    };
  }

  /**
   * In the order's transaction: locks the code's row (`for update`), so that orders using it wait
   * for each other, then counts its uses. 409 in French when its last use is gone.
   */
  async claim(tx: Db, codeId: number, customer: CodeCustomer): Promise<void> {
    const [row] = await tx.select().from(discountCodes).where(eq(discountCodes.id, codeId)).for("update");
    if (!row) throw new WrongCode();
    const problem = await usageProblem(tx, row, customer);
    if (problem) throw new HttpError(409, problem, { discountCode: problem });
  }

  private async valid(siteId: number, code: string, subtotal: number, now: Date): Promise<CodeRow> {
    const [row] = await this.db
      .select()
      .from(discountCodes)
      .where(and(eq(discountCodes.siteId, siteId), sql`lower(${discountCodes.code}) = lower(${code})`));
    if (!row?.isActive) throw new WrongCode();
    const dates = datesProblem(row, now);
    if (dates) throw new WrongCode(dates);
    if (row.minimumSubtotal !== null && subtotal < row.minimumSubtotal) {
      throw refused(`Ce code promo s'applique à partir de ${formatEuros(row.minimumSubtotal)}.`);
    }
    return row;
  }
}

/**
 * Why the code cannot serve one more order of `customer`, or null: its uses are the orders not
 * cancelled that carry it, all customers together and those of this member or e-mail.
 */
async function usageProblem(db: Db, row: CodeRow, customer: CodeCustomer): Promise<string | null> {
  if (row.usageLimit === null && row.usageLimitPerCustomer === null) return null;
  const mine = or(
    customer.userId === null ? undefined : eq(orders.userId, customer.userId),
    customer.email === null ? undefined : sql`lower(${orders.email}) = lower(${customer.email})`,
  );
  const [uses] = await db
    .select({
      all: sql<number>`count(*)::int`,
      mine: mine ? sql<number>`(count(*) filter (where ${mine}))::int` : sql<number>`0`,
    })
    .from(orders)
    .where(and(eq(orders.discountCodeId, row.id), ne(orders.status, "cancelled")));
  if (row.usageLimit !== null && uses!.all >= row.usageLimit) {
    return "Ce code promo n'est plus disponible : il a servi autant de fois que prévu.";
  }
  if (row.usageLimitPerCustomer !== null && uses!.mine >= row.usageLimitPerCustomer) {
    return row.usageLimitPerCustomer === 1
      ? "Vous avez déjà utilisé ce code promo."
      : `Vous avez déjà utilisé ce code promo ${row.usageLimitPerCustomer} fois, le maximum prévu.`;
  }
  return null;
}
