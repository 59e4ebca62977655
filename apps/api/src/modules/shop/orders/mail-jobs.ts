import type { Db } from "../../../db/client";
import { enqueue } from "../../../db/jobs";

/** The job kind of every order e-mail; its payload is `{orderId, event}`. */
export const ORDER_MAIL_JOB = "mail.order";

export const ORDER_MAIL_EVENTS = [
  "received",
  "paid",
  "shipped",
  "readyForPickup",
  "cancelled",
  "refunded",
  "review",
] as const;
export type OrderMailEvent = (typeof ORDER_MAIL_EVENTS)[number];

export interface OrderMailJob {
  siteId: number;
  orderId: number;
  event: OrderMailEvent;
  /** Not before this time (the review request); now when left out. */
  runAt?: Date;
}

/** The job's key: each e-mail of an order is queued once, whoever asks twice. */
export const orderMailKey = (orderId: number, event: OrderMailEvent) =>
  event === "review" ? `review:${orderId}` : `mail.order:${orderId}:${event}`;

/**
 * Queues an order's e-mails (to the customer and to the shop) in the caller's transaction: they
 * leave exactly when the change they tell of is committed.
 */
export function queueOrderMail(db: Db, { siteId, orderId, event, runAt }: OrderMailJob): Promise<void> {
  return enqueue(db, {
    kind: ORDER_MAIL_JOB,
    siteId,
    payload: { orderId, event },
    key: orderMailKey(orderId, event),
    ...(runAt ? { runAt } : {}),
  });
}
