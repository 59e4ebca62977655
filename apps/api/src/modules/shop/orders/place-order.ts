import { EMAIL_MISSING_MESSAGE } from "@vitrine/shared/schemas/common";
import type { ParsedOrderBody } from "@vitrine/shared/schemas/orders";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { orders } from "../../../db/schema/index";
import { badRequest, HttpError } from "../../../lib/http";
import { hashToken } from "../../../lib/tokens";
import type { Carts } from "../cart";
import type { CardPayments } from "../payments/card-payments";
import { CARD_BELOW_MINIMUM, CARD_MINIMUM_CENTS, CARD_UNAVAILABLE } from "../payments/card-payments";
import { addressSnapshot, deliveryPlace, planDelivery, withoutBusinessIds } from "./order-delivery";
import type { OrderDraft } from "./order-insert";
import { linesSubtotal, pricedLines } from "./order-lines";
import type { OrderLinks } from "./order-links";
import { chargedOrder, type QuoteDeps, soldAsExport } from "./order-quotes";
import type { OrderRow } from "./order-reads";
import type { OrderSettings } from "./order-settings";
import { checkPaymentMethod } from "./payment-instructions";

/* POST /order before its transaction: who orders, what, how it travels and is paid, all recomputed. */

/** A card payment keeps the stock this long (then the job `order.expire` cancels the order). */
export const CARD_PAYMENT_WINDOW_MS = 30 * 60_000;

export interface OrderDeps extends QuoteDeps {
  carts: Carts;
  payments: CardPayments;
  /** Checks the signed links of the order e-mails (decision 041). */
  links: OrderLinks;
}

/** Who places the order: the member if signed in, and the cart secrets the request presents. */
export interface OrderCaller {
  siteId: number;
  user: { id: number; email: string } | null;
  cartKeys: string[];
}

/**
 * What is stored of an Idempotency-Key: its hash, so that a copy of the database cannot replay it.
 * The order's secret is derived from the key under the server's secret (OrderLinks.accessKey), so
 * that a retried request gets the same secret back (only its hash is stored, as for any order).
 */
export const storedIdempotencyKey = (siteId: number, key: string) =>
  hashToken(`order-idempotency:${siteId}:${key}`);

export async function findByIdempotencyKey(
  db: Db,
  siteId: number,
  key: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.siteId, siteId), eq(orders.idempotencyKey, storedIdempotencyKey(siteId, key))));
  return row;
}

/**
 * A replay must come from whoever placed the order (the same member, or the same e-mail without
 * an account) with the same products: anything else reusing the key is refused (409).
 */
export function checkReplay(
  row: OrderRow,
  caller: OrderCaller,
  body: ParsedOrderBody,
  lines: Map<number, number>,
) {
  const email = (body.email ?? caller.user?.email ?? "").toLowerCase();
  const sameCustomer =
    row.userId !== null ? row.userId === caller.user?.id : email === row.email.toLowerCase();
  const wanted = new Map<number, number>();
  for (const { id, quantity } of body.products) wanted.set(id, (wanted.get(id) ?? 0) + quantity);
  const sameProducts = wanted.size === lines.size && [...wanted].every(([id, q]) => lines.get(id) === q);
  if (!sameCustomer || !sameProducts || row.paymentMethod !== body.paymentMethod) {
    throw new HttpError(409, "Cette clé d'idempotence a déjà servi pour une autre commande.");
  }
}

/**
 * Everything the order keeps, checked and priced by the server: the e-mail (required without an
 * account), the payment method, the lines from their declinations, the addresses, the delivery
 * and its fees, the discount code (its uses are counted again in the transaction); an export's
 * prices without VAT (decision 043).
 */
export async function draftOrder(
  deps: OrderDeps,
  settings: OrderSettings,
  caller: OrderCaller,
  body: ParsedOrderBody,
  keys: { accessKey: string; idempotencyKey: string | null },
  now: Date,
): Promise<OrderDraft> {
  const { siteId } = caller;
  const email = body.email || caller.user?.email;
  if (!email) throw badRequest(EMAIL_MISSING_MESSAGE, { email: EMAIL_MISSING_MESSAGE });
  checkPaymentMethod(settings, body.paymentMethod, body.delivery.type);
  if (body.paymentMethod === "CARD" && !(await deps.payments.account(siteId))) {
    throw new HttpError(409, CARD_UNAVAILABLE, { paymentMethod: CARD_UNAVAILABLE });
  }
  const lines = await pricedLines(deps.db, siteId, body.products, settings.handleStock);
  const shipping = body.address?.delivery
    ? await addressSnapshot(deps.geo, body.address.delivery, "address.delivery")
    : null;
  const billing = body.address?.billing
    ? await addressSnapshot(deps.geo, body.address.billing, "address.billing")
    : shipping;
  if (!billing) {
    const message = "Indiquez l'adresse de facturation.";
    throw badRequest(message, { "address.billing": message });
  }
  const delivery = await planDelivery(
    deps,
    siteId,
    lines,
    {
      delivery: body.delivery,
      destination: shipping,
      dateSchedule: body.dateSchedule,
      idSchedule: body.idSchedule,
    },
    now,
  );
  const customer = { userId: caller.user?.id ?? null, email };
  const discount = body.discount
    ? await deps.discounts.forOrder(siteId, body.discount, linesSubtotal(lines), customer, now, {
        countUses: false,
      })
    : null;
  const vatExempt = soldAsExport(settings.vatFranchise, deliveryPlace(delivery, shipping));
  const charged = chargedOrder(lines, delivery.shippingFees, discount, vatExempt);
  // Nothing to pay is paid at once (Orders.place); a few cents cannot be charged to a card.
  const { total } = charged.amounts;
  if (body.paymentMethod === "CARD" && total > 0 && total < CARD_MINIMUM_CENTS) {
    throw badRequest(CARD_BELOW_MINIMUM, { paymentMethod: CARD_BELOW_MINIMUM });
  }
  return {
    siteId,
    userId: caller.user?.id ?? null,
    email,
    phone: body.phone ?? "",
    accessKeyHash: hashToken(keys.accessKey),
    idempotencyKey: keys.idempotencyKey ? storedIdempotencyKey(siteId, keys.idempotencyKey) : null,
    paymentMethod: body.paymentMethod,
    lines: charged.lines,
    amounts: charged.amounts,
    discount,
    delivery,
    deliveryType: body.delivery.type,
    shippingAddress: body.delivery.type === "delivery" && shipping ? withoutBusinessIds(shipping) : null,
    billingAddress: billing,
    message: body.message ?? "",
    reservedUntil: body.paymentMethod === "CARD" ? new Date(now.getTime() + CARD_PAYMENT_WINDOW_MS) : null,
    author: { role: "customer", userId: caller.user?.id ?? null },
  };
}
