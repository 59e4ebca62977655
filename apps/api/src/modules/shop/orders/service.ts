import type { ParsedListQuery } from "@vitrine/shared/list-query";
import type {
  OrderDetail,
  OrderDiscountBodySchema,
  OrderList,
  OrderQuote,
  OrderValidateBodySchema,
  OrderValidation,
  ParsedOrderBody,
  PlacedOrder,
} from "@vitrine/shared/schemas/orders";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { isUniqueViolation } from "../../../db/errors";
import { orderLines, orders } from "../../../db/schema/index";
import { HttpError } from "../../../lib/http";
import { CARD_UNAVAILABLE } from "../payments/card-payments";
import { accessibleOrder, type OrderAccess } from "./access";
import { insertOrder } from "./order-insert";
import { discountQuote, validateProducts } from "./order-quotes";
import { findOrder, memberOrders, type OrderRow, orderDetail } from "./order-reads";
import { type OrderSettings, orderSettings } from "./order-settings";
import { paymentInstructions } from "./payment-instructions";
import {
  checkReplay,
  draftOrder,
  findByIdempotencyKey,
  type OrderCaller,
  type OrderDeps,
} from "./place-order";
import { moveOrder, paymentTimingOf } from "./transitions";

export type { OrderAccess, OrderCaller, OrderDeps };

const SYSTEM = { role: "system", userId: null } as const;
const NOTHING_TO_PAY = "Rien à payer : la commande est d'un montant nul.";

/** Nothing to pay, and nothing to wait for: not a payment at pickup (the shop hands it over). */
const isFree = (row: OrderRow) => row.total === 0 && paymentTimingOf(row.paymentMethod) === "upfront";

/** Orders of the shop (decision 021): before the order, placing it, reading and cancelling it. */
export class Orders {
  constructor(private readonly deps: OrderDeps) {}

  validate(siteId: number, body: z.output<typeof OrderValidateBodySchema>): Promise<OrderValidation> {
    return validateProducts(this.deps, siteId, body);
  }

  discount(caller: OrderCaller, body: z.output<typeof OrderDiscountBodySchema>): Promise<OrderQuote> {
    const customer = { userId: caller.user?.id ?? null, email: caller.user?.email ?? null };
    return discountQuote(this.deps, caller.siteId, body, customer);
  }

  /**
   * POST /order. With an Idempotency-Key already used, the first order (`replayed`), even when
   * both requests ran at once (the unique index makes the second fail, then read the first).
   */
  async place(
    caller: OrderCaller,
    body: ParsedOrderBody,
    idempotencyKey: string | null,
    now = new Date(),
  ): Promise<{ placed: PlacedOrder; replayed: boolean }> {
    const { db, discounts, carts } = this.deps;
    const settings = await orderSettings(this.deps.sites, caller.siteId);
    const replay = async () => {
      const existing = idempotencyKey && (await findByIdempotencyKey(db, caller.siteId, idempotencyKey));
      return existing
        ? { placed: await this.replay(existing, caller, body, idempotencyKey, settings), replayed: true }
        : null;
    };
    const first = await replay();
    if (first) return first;
    const accessKey = this.deps.links.accessKey(caller.siteId, idempotencyKey);
    const draft = await draftOrder(this.deps, settings, caller, body, { accessKey, idempotencyKey }, now);
    const cartCaller = { siteId: caller.siteId, userId: caller.user?.id ?? null, keys: caller.cartKeys };
    const emptyCart = async (tx: typeof db) => {
      if (body.cartId) await carts.emptyOrdered(tx, cartCaller, body.cartId);
    };
    let created: { id: number };
    try {
      created = await insertOrder(db, discounts, draft, emptyCart, now);
    } catch (error) {
      const again = idempotencyKey && isUniqueViolation(error) ? await replay() : null;
      if (again) return again;
      throw error;
    }
    const row = await this.settleFree((await findOrder(db, caller.siteId, created.id))!);
    if (isFree(row)) {
      const placed = {
        order: await orderDetail(db, row, null),
        accessKey,
        payment: { method: row.paymentMethod },
      };
      return { placed, replayed: false };
    }
    const clientSecret = row.paymentMethod === "CARD" ? await this.startCardPayment(row) : undefined;
    const payment = await paymentInstructions(this.deps.payments, settings, row, clientSecret);
    return { placed: { order: await orderDetail(db, row, payment), accessKey, payment }, replayed: false };
  }

  /**
   * An order with nothing to pay upfront (a code covering it all) is paid at once, its invoice
   * issued: by its first request or by a replay that finds it still waiting (409 if both move it).
   */
  private async settleFree(row: OrderRow): Promise<OrderRow> {
    if (!isFree(row) || row.status !== "awaitingPayment") return row;
    const move = {
      siteId: row.siteId,
      orderId: row.id,
      to: "paid" as const,
      author: SYSTEM,
      note: NOTHING_TO_PAY,
    };
    await moveOrder(this.deps.db, move).catch((error: unknown) => {
      if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
    });
    return (await findOrder(this.deps.db, row.siteId, row.id))!;
  }

  /** GET /order: the member's orders. */
  list(siteId: number, userId: number, query: ParsedListQuery): Promise<OrderList> {
    return memberOrders(this.deps.db, siteId, userId, query);
  }

  /** GET /order/{id}: 404 for an unknown order or one the reader may not open. */
  async get(reader: OrderAccess, orderId: number): Promise<OrderDetail> {
    return this.detail(await accessibleOrder(this.deps.db, this.deps.links, orderId, reader));
  }

  /** POST /order/{id}/cancel: only while the order awaits its payment (409 otherwise). */
  async cancel(reader: OrderAccess, orderId: number): Promise<OrderDetail> {
    const row = await accessibleOrder(this.deps.db, this.deps.links, orderId, reader);
    if (row.status !== "awaitingPayment") {
      throw new HttpError(409, "Vous ne pouvez annuler votre commande que tant qu'elle attend son paiement.");
    }
    await moveOrder(this.deps.db, {
      siteId: row.siteId,
      orderId: row.id,
      to: "cancelled",
      author: { role: "customer", userId: reader.userId },
    });
    await this.cancelIntent(row);
    return this.detail((await findOrder(this.deps.db, row.siteId, row.id))!);
  }

  /**
   * The job `order.expire`: a card order still unpaid when its reservation ends is cancelled and
   * its stock released, once Stripe confirms its PaymentIntent can no longer be paid.
   */
  async expire(siteId: number, orderId: number, now = new Date()): Promise<void> {
    const row = await findOrder(this.deps.db, siteId, orderId);
    if (row?.status !== "awaitingPayment" || row.paymentMethod !== "CARD") return;
    if (row.reservedUntil && row.reservedUntil > now) return;
    if (row.paymentIntentId) {
      const account = await this.deps.payments.account(siteId);
      const status = await this.deps.payments.cancelIntent(row.paymentIntentId, account?.accountId ?? null);
      // Paid at the last minute: the webhook moves it to paid.
      if (status === "succeeded" || status === "processing") return;
    }
    await moveOrder(this.deps.db, {
      siteId,
      orderId,
      to: "cancelled",
      author: SYSTEM,
      note: "Paiement par carte non reçu dans les 30 minutes.",
      now,
    }).catch((error) => {
      // Paid or cancelled meanwhile: nothing left to do.
      if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
    });
  }

  private async detail(row: OrderRow): Promise<OrderDetail> {
    const payment =
      row.status === "awaitingPayment"
        ? await paymentInstructions(this.deps.payments, await orderSettings(this.deps.sites, row.siteId), row)
        : null;
    return orderDetail(this.deps.db, row, payment);
  }

  /** Same customer, same products: the first order again, with the same secret. */
  private async replay(
    first: OrderRow,
    caller: OrderCaller,
    body: ParsedOrderBody,
    idempotencyKey: string,
    settings: OrderSettings,
  ): Promise<PlacedOrder> {
    const lines = await this.deps.db
      .select({ declinationId: orderLines.declinationId, quantity: orderLines.quantity })
      .from(orderLines)
      .where(eq(orderLines.orderId, first.id));
    checkReplay(first, caller, body, new Map(lines.map((line) => [line.declinationId ?? 0, line.quantity])));
    const row = await this.settleFree(first);
    const accessKey = this.deps.links.accessKey(row.siteId, idempotencyKey);
    if (isFree(row))
      return {
        order: await orderDetail(this.deps.db, row, null),
        accessKey,
        payment: { method: row.paymentMethod },
      };
    const needsIntent =
      row.paymentMethod === "CARD" && row.status === "awaitingPayment" && !row.paymentIntentId;
    const clientSecret = needsIntent ? await this.startCardPayment(row) : undefined;
    const payment = await paymentInstructions(this.deps.payments, settings, row, clientSecret);
    return { order: await orderDetail(this.deps.db, row, payment), accessKey, payment };
  }

  /**
   * The order's PaymentIntent (created once, whoever asks again). When Stripe cannot create it,
   * the order is cancelled (its stock goes back) and the error is answered.
   */
  private async startCardPayment(row: OrderRow): Promise<string> {
    const { db, payments } = this.deps;
    try {
      const account = await payments.account(row.siteId);
      if (!account) throw new HttpError(409, CARD_UNAVAILABLE);
      const intent = await payments.createIntent(row, account);
      await db.update(orders).set({ paymentIntentId: intent.id }).where(eq(orders.id, row.id));
      row.paymentIntentId = intent.id;
      return intent.clientSecret;
    } catch (error) {
      const note = "Paiement par carte impossible à préparer.";
      await moveOrder(db, {
        siteId: row.siteId,
        orderId: row.id,
        to: "cancelled",
        author: SYSTEM,
        note,
      }).catch(() => undefined);
      throw error;
    }
  }

  private async cancelIntent(row: OrderRow) {
    if (row.paymentMethod !== "CARD" || !row.paymentIntentId) return;
    const account = await this.deps.payments.account(row.siteId);
    await this.deps.payments
      .cancelIntent(row.paymentIntentId, account?.accountId ?? null)
      .catch(() => undefined);
  }
}
