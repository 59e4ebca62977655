import type { Db } from "../../../db/client";
import { enqueue } from "../../../db/jobs";

/** The job kind of every order e-mail; its payload is `{orderId, event}`. */
export const ORDER_MAIL_JOB = "mail.order";

export const ORDER_MAIL_EVENTS = [
  "received",
  "paid",
  "preparing",
  "shipped",
  "readyForPickup",
  "delivered",
  "collected",
  "cancelled",
  "refunded",
  "partialRefund",
  "review",
] as const;
export type OrderMailEvent = (typeof ORDER_MAIL_EVENTS)[number];

/** Events told to the customer only: the shop made the move itself, or it is the review request. */
export const CUSTOMER_ONLY_EVENTS = ["preparing", "delivered", "collected", "review"] as const;
export type ShopMailEvent = Exclude<OrderMailEvent, (typeof CUSTOMER_ONLY_EVENTS)[number]>;
export const isShopMailEvent = (event: OrderMailEvent): event is ShopMailEvent =>
  !(CUSTOMER_ONLY_EVENTS as readonly string[]).includes(event);

export interface OrderMailJob {
  siteId: number;
  orderId: number;
  event: OrderMailEvent;
  /** A partial refund: its credit note (an order may have several). */
  creditNoteId?: number;
  /** Not before this time (the review request); now when left out. */
  runAt?: Date;
}

/** The job's key: each e-mail of an order is queued once, whoever asks twice. */
export function orderMailKey(orderId: number, event: OrderMailEvent, creditNoteId?: number): string {
  if (event === "review") return `review:${orderId}`;
  return `mail.order:${orderId}:${event}${creditNoteId === undefined ? "" : `:${creditNoteId}`}`;
}

/**
 * Queues an order's e-mails (to the customer and to the shop) in the caller's transaction: they
 * leave exactly when the change they tell of is committed.
 */
export function queueOrderMail(
  db: Db,
  { siteId, orderId, event, creditNoteId, runAt }: OrderMailJob,
): Promise<void> {
  return enqueue(db, {
    kind: ORDER_MAIL_JOB,
    siteId,
    payload: { orderId, event, ...(creditNoteId === undefined ? {} : { creditNoteId }) },
    key: orderMailKey(orderId, event, creditNoteId),
    ...(runAt ? { runAt } : {}),
  });
}
