import type { CartDiscount } from "@vitrine/shared/schemas/shop";
import { discountAmount, formatEuros } from "@vitrine/shared/shop-rules";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { discountCodes } from "../../db/schema/index";
import { badRequest, HttpError } from "../../lib/http";

const INVALID_CODE = "Ce code promo n'est pas valable.";

const refused = (message: string) => badRequest(message, { discountCode: message });

/** A code the site does not honour now (unknown, inactive, out of its dates): what a guess gets. */
export class WrongCode extends HttpError {
  constructor() {
    super(400, INVALID_CODE, { discountCode: INVALID_CODE });
  }
}

/** Discount codes of a site: matched whatever their case, checked against the cart's subtotal. */
export class Discounts {
  constructor(private readonly db: Db) {}

  /**
   * The discount `code` gives on `subtotal` (cents). 400 in French when the code is unknown,
   * inactive, not yet or no longer valid, or when the subtotal is under its minimum (named).
   */
  async apply(siteId: number, code: string, subtotal: number, now = new Date()): Promise<CartDiscount> {
    const [row] = await this.db
      .select()
      .from(discountCodes)
      .where(and(eq(discountCodes.siteId, siteId), sql`lower(${discountCodes.code}) = lower(${code})`));
    if (!row?.isActive || (row.validFrom && row.validFrom > now) || (row.validTo && row.validTo < now)) {
      throw new WrongCode();
    }
    if (row.minimumSubtotal !== null && subtotal < row.minimumSubtotal) {
      throw refused(`Ce code promo s'applique à partir de ${formatEuros(row.minimumSubtotal)}.`);
    }
    const value = discountAmount(row.kind, row.value, subtotal);
    return { code: row.code, value, subtotal, total: subtotal - value, shippingFees: null };
  }
}
