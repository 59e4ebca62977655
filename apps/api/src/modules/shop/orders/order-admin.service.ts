import type { ParsedFilter, ParsedListQuery } from "@vitrine/shared/list-query";
import { nextStatuses, ORDER_STATUSES, type OrderStatus } from "@vitrine/shared/orders/lifecycle";
import type { AdminOrderDetail, AdminOrderList } from "@vitrine/shared/schemas/admin-orders";
import { and, desc, eq, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { pagedList, whereFilters } from "../../../db/list-query";
import { orders } from "../../../db/schema/index";
import { badRequest, conflict, notFound } from "../../../lib/http";
import type { CardPayments } from "../payments/card-payments";
import { findOrder, itemCounts, type OrderRow, orderDetail, orderSummary } from "./order-reads";
import { moveOrder, paymentTimingOf } from "./transitions";

/** The shop's orders as the admin panel reads and moves them (POST /admin/order/{id}/status…). */

const ORDER_COLUMNS = {
  createdAt: orders.createdAt,
  total: orders.total,
  reference: orders.reference,
  status: orders.status,
};

/** `status=paid` (or `df:cancelled`): a state of the lifecycle, else 400 before any SQL. */
function statusConditions(filters: ParsedFilter[]): SQL[] {
  return filters
    .filter((filter) => filter.field === "status")
    .map((filter) => {
      if (
        !(ORDER_STATUSES as readonly string[]).includes(filter.value) ||
        !["eq", "df"].includes(filter.op)
      ) {
        throw badRequest("Les paramètres de la liste sont invalides.", {
          status: "Choisissez un état de commande valide.",
        });
      }
      return whereFilters([filter], { status: orders.status })[0]!;
    });
}

const customerName = (row: OrderRow) => {
  const address = row.billingAddress ?? row.shippingAddress;
  return address ? `${address.firstname} ${address.lastname}`.trim() : "";
};

export interface AdminMove {
  siteId: number;
  orderId: number;
  to: OrderStatus;
  adminId: number;
  note?: string | undefined;
}

export class OrderAdmin {
  constructor(private readonly deps: { db: Db; payments: CardPayments }) {}

  async list(siteId: number, query: ParsedListQuery): Promise<AdminOrderList> {
    const { db } = this.deps;
    const others = query.filters.filter((filter) => filter.field !== "status");
    const where = and(
      eq(orders.siteId, siteId),
      ...statusConditions(query.filters),
      ...whereFilters(others, { reference: orders.reference, email: orders.email }),
    );
    const fallback = [desc(orders.createdAt), desc(orders.id)];
    const { rows, total } = await pagedList(db, orders, where, query, { columns: ORDER_COLUMNS, fallback });
    const counts = await itemCounts(
      db,
      rows.map((row) => row.id),
    );
    const items = rows.map((row) => ({
      ...orderSummary(row, counts.get(row.id) ?? 0),
      email: row.email,
      customerName: customerName(row),
    }));
    return { items, total };
  }

  /** The order with its history and invoices, and the states the shop may move it to now. */
  async detail(siteId: number, orderId: number): Promise<AdminOrderDetail> {
    const row = await findOrder(this.deps.db, siteId, orderId);
    if (!row) throw notFound("Cette commande n'existe pas.");
    const context = {
      deliveryType: row.deliveryType,
      paymentTiming: paymentTimingOf(row.paymentMethod),
      author: { role: "admin", userId: null },
    } as const;
    return {
      ...(await orderDetail(this.deps.db, row, null)),
      nextStatuses: nextStatuses(row.status, context),
    };
  }

  /**
   * Moves the order as the shop's administrator. Cancelling a card order first cancels its
   * PaymentIntent at Stripe, so that it can no longer be paid: a payment that came first is a
   * 409 (the webhook makes the order paid).
   */
  async move({ siteId, orderId, to, adminId, note }: AdminMove): Promise<AdminOrderDetail> {
    const row = await findOrder(this.deps.db, siteId, orderId);
    if (!row) throw notFound("Cette commande n'existe pas.");
    if (to === "cancelled" && row.status === "awaitingPayment" && row.paymentIntentId) {
      const account = await this.deps.payments.account(siteId);
      const status = await this.deps.payments.cancelIntent(row.paymentIntentId, account?.accountId ?? null);
      if (status === "succeeded" || status === "processing") {
        throw conflict(
          "Le paiement par carte de cette commande vient d'être accepté : elle ne peut plus être annulée.",
        );
      }
    }
    await moveOrder(this.deps.db, {
      siteId,
      orderId,
      to,
      author: { role: "admin", userId: adminId },
      ...(note ? { note } : {}),
    });
    return this.detail(siteId, orderId);
  }
}
