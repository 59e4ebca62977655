import { z } from "zod";
import { ORDER_STATUSES } from "../orders/lifecycle";
import { text } from "./common";
import { OrderDetailSchema, OrderStatusSchema, OrderSummarySchema } from "./orders";

/** The shop's orders as the admin panel reads and moves them (issue 15; the screens come with issue 17). */

/** POST /admin/order/{id}/status: the state to move to, and a note kept in the history. */
export const AdminOrderStatusBodySchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: "Choisissez un état de commande valide." }),
  note: text().trim().max(1000, "La note ne peut pas dépasser 1 000 caractères.").optional(),
});
export type AdminOrderStatusBody = z.input<typeof AdminOrderStatusBodySchema>;

/** GET /admin/order: newest first, 20 a page unless asked; filters on status, reference and e-mail. */
export const ADMIN_ORDER_LIST = {
  defaultNbItem: 20,
  maxNbItem: 100,
  filters: ["status", "reference", "email"],
  orderBy: ["createdAt", "total", "reference", "status"],
} as const;

/** A row of GET /admin/order: the customer's summary, with who ordered. */
export const AdminOrderSummarySchema = OrderSummarySchema.extend({
  email: z.string(),
  /** The billing (or shipping) name; empty when the order has no address. */
  customerName: z.string(),
});
export type AdminOrderSummary = z.infer<typeof AdminOrderSummarySchema>;

export const AdminOrderListSchema = z.object({
  items: z.array(AdminOrderSummarySchema),
  total: z.number().int(),
});
export type AdminOrderList = z.infer<typeof AdminOrderListSchema>;

/** GET /admin/order/{id}: the order as its customer reads it, and where the shop may move it now. */
export const AdminOrderDetailSchema = OrderDetailSchema.extend({
  nextStatuses: z.array(OrderStatusSchema),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetailSchema>;
