import type { ParsedListQuery } from "@vitrine/shared/list-query";
import type { OrderStatus } from "@vitrine/shared/orders/lifecycle";
import type {
  AdminOrderDetail,
  AdminOrderList,
  AdminOrderRefund,
} from "@vitrine/shared/schemas/admin-orders";
import type { OrderTracking } from "@vitrine/shared/schemas/order-tracking";
import { and, desc, eq } from "drizzle-orm";
import { type AuditActor, recordAudit } from "../../../db/audit";
import type { Db } from "../../../db/client";
import { pagedList } from "../../../db/list-query";
import { orders } from "../../../db/schema/index";
import { conflict, notFound } from "../../../lib/http";
import type { SiteService } from "../../site/service";
import type { CardPayments } from "../payments/card-payments";
import { type InvoiceKind, invoicePdf } from "./invoices";
import { adminDocument, adminOrderDetail, customerNameOf } from "./order-admin-detail";
import { adminOrderConditions } from "./order-admin-list";
import { findOrder, itemCounts, type OrderRow, orderSummary } from "./order-reads";
import { correctTracking, writeTracking } from "./order-tracking";
import { packingSlip, renderPackingSlip } from "./packing-slip";
import { type RefundItemsRequest, refundOrder } from "./refunds";
import { moveOrder } from "./transitions";

/**
 * The shop's orders as the admin panel reads, moves and refunds them (GET /admin/order…). Every
 * change is audited in its own transaction (`order.status`, `order.refund`).
 */

const ORDER_COLUMNS = {
  createdAt: orders.createdAt,
  total: orders.total,
  reference: orders.reference,
  status: orders.status,
  email: orders.email,
};

const ORDER_MISSING = "Cette commande n'existe pas.";

export interface AdminMove {
  siteId: number;
  orderId: number;
  to: OrderStatus;
  actor: AuditActor;
  note?: string | undefined;
  /** With the move to `shipped`: the parcel's tracking, which its e-mail gives. */
  tracking?: OrderTracking | null;
}

export interface AdminRefund {
  siteId: number;
  orderId: number;
  /** Cents; by line, what the items are worth when left out. */
  amount?: number | undefined;
  reason?: string | undefined;
  /** A refund by line (decision 044). */
  items?: RefundItemsRequest | undefined;
  actor: AuditActor;
}

export class OrderAdmin {
  constructor(private readonly deps: { db: Db; sites: SiteService; payments: CardPayments }) {}

  async list(siteId: number, query: ParsedListQuery): Promise<AdminOrderList> {
    const { db } = this.deps;
    const where = and(eq(orders.siteId, siteId), ...adminOrderConditions(query.filters));
    const fallback = [desc(orders.createdAt), desc(orders.id)];
    const { rows, total } = await pagedList(db, orders, where, query, { columns: ORDER_COLUMNS, fallback });
    const counts = await itemCounts(
      db,
      rows.map((row) => row.id),
    );
    const items = rows.map((row) => ({
      ...orderSummary(row, counts.get(row.id) ?? 0),
      email: row.email,
      customerName: customerNameOf(row),
    }));
    return { items, total };
  }

  /** The order with its history and documents, the states the shop may move it to and what it may refund. */
  async detail(siteId: number, orderId: number): Promise<AdminOrderDetail> {
    return adminOrderDetail(this.deps.db, await this.order(siteId, orderId));
  }

  /**
   * Moves the order as the shop's administrator. Cancelling a card order first cancels its
   * PaymentIntent at Stripe, so that it can no longer be paid: a payment that came first is a
   * 409 (the webhook makes the order paid). Refunding a card order queues its refund at Stripe.
   */
  async move({ siteId, orderId, to, actor, note, tracking = null }: AdminMove): Promise<AdminOrderDetail> {
    const row = await this.order(siteId, orderId);
    if (to === "cancelled" && row.status === "awaitingPayment" && row.paymentIntentId) {
      const account = await this.deps.payments.account(siteId);
      const status = await this.deps.payments.cancelIntent(row.paymentIntentId, account?.accountId ?? null);
      if (status === "succeeded" || status === "processing") {
        throw conflict(
          "Le paiement par carte de cette commande vient d'être accepté : elle ne peut plus être annulée.",
        );
      }
    }
    await this.deps.db.transaction(async (tx) => {
      const author = { role: "admin", userId: actor.userId } as const;
      const { from } = await moveOrder(tx, { siteId, orderId, to, author, ...(note ? { note } : {}) });
      const tracked = to === "shipped" && tracking !== null;
      if (tracked) await writeTracking(tx, siteId, orderId, tracking);
      await recordAudit(tx, {
        siteId,
        actor,
        action: "order.status",
        entity: "order",
        entityId: orderId,
        before: { status: from },
        after: {
          reference: row.reference,
          status: to,
          ...(note?.trim() ? { note: note.trim() } : {}),
          ...(tracked ? { tracking } : {}),
        },
      });
    });
    return this.detail(siteId, orderId);
  }

  /** Corrects a shipped or delivered parcel's tracking (null removes it); 409 for another order. */
  async track(input: { siteId: number; orderId: number; tracking: OrderTracking | null; actor: AuditActor }) {
    await correctTracking(this.deps.db, input);
    return this.detail(input.siteId, input.orderId);
  }

  /**
   * Gives back part or all of the order's invoice (decision 024), or the lines and fees named
   * (decision 044): a credit note, the card refunded, the units back in stock when asked.
   */
  async refund({
    siteId,
    orderId,
    amount,
    reason = "",
    items,
    actor,
  }: AdminRefund): Promise<AdminOrderRefund> {
    const { reference } = await this.order(siteId, orderId);
    const outcome = await this.deps.db.transaction(async (tx) => {
      const author = { role: "admin", userId: actor.userId } as const;
      const request = { siteId, orderId, amount, reason: reason.trim(), items, author };
      const done = await refundOrder(tx, request);
      await recordAudit(tx, {
        siteId,
        actor,
        action: "order.refund",
        entity: "order",
        entityId: orderId,
        before: { status: done.from },
        after: {
          reference,
          status: done.refunded ? "refunded" : done.from,
          amount: done.amount,
          reason: reason.trim(),
          creditNote: done.creditNote.number,
          ...(items
            ? {
                lines: items.lines.filter((line) => line.quantity > 0),
                shipping: items.shipping,
                restock: items.restock,
                restocked: done.restocked,
              }
            : {}),
        },
      });
      return done;
    });
    const row = await this.order(siteId, orderId);
    return {
      order: await adminOrderDetail(this.deps.db, row),
      creditNote: adminDocument(row, outcome.creditNote),
    };
  }

  /** 404 (French) unless the site has the order: said before its body is read. */
  async ensureOrder(siteId: number, orderId: number): Promise<void> {
    await this.order(siteId, orderId);
  }

  /** The order's packing slip as a PDF. */
  async packingSlipPdf(siteId: number, orderId: number): Promise<{ reference: string; pdf: Uint8Array }> {
    const row = await this.order(siteId, orderId);
    const slip = await packingSlip(this.deps.db, this.deps.sites, row);
    return { reference: row.reference, pdf: await renderPackingSlip(slip) };
  }

  /** The order's invoice, or a credit note by its number, as a PDF; null when it has no such document. */
  async documentPdf(siteId: number, orderId: number, kind: InvoiceKind, number?: string) {
    const row = await this.order(siteId, orderId);
    return invoicePdf(this.deps.db, row, kind, number);
  }

  private async order(siteId: number, orderId: number): Promise<OrderRow> {
    const row = await findOrder(this.deps.db, siteId, orderId);
    if (!row) throw notFound(ORDER_MISSING);
    return row;
  }
}
