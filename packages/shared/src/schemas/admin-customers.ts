import { z } from "zod";
import { OrderStatusSchema } from "./orders";

/**
 * The site's customers (members with the CUSTOMER role) as the panel lists, reads, exports and
 * erases them (issue 17). An erased customer leaves the list: their orders and invoices stay,
 * kept for their legal period, pointing at the anonymised account.
 */

/**
 * GET /admin/customer: newest first, 20 a page unless asked. `search`: part of the name or e-mail.
 * Sorts: createdAt, name (last then first name), email, orderCount, totalSpent.
 */
export const ADMIN_CUSTOMER_LIST = {
  defaultNbItem: 20,
  maxNbItem: 100,
  filters: ["search"],
  orderBy: ["createdAt", "name", "email", "orderCount", "totalSpent"],
} as const;

export const AdminCustomerSummarySchema = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  createdAt: z.string(),
  /** Every order placed with the account, whatever its state. */
  orderCount: z.number().int(),
  /** Cents VAT included: the orders that stand (paid or prepared, neither cancelled nor refunded). */
  totalSpent: z.number().int(),
});
export type AdminCustomerSummary = z.infer<typeof AdminCustomerSummarySchema>;

export const AdminCustomerListSchema = z.object({
  items: z.array(AdminCustomerSummarySchema),
  total: z.number().int(),
});
export type AdminCustomerList = z.infer<typeof AdminCustomerListSchema>;

export const AdminCustomerOrderSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  createdAt: z.string(),
  status: OrderStatusSchema,
  total: z.number().int(),
});
export type AdminCustomerOrder = z.infer<typeof AdminCustomerOrderSchema>;

/** GET /admin/customer/{id}: the account and its orders, newest first. */
export const AdminCustomerDetailSchema = AdminCustomerSummarySchema.extend({
  phone: z.string().nullable(),
  birthdate: z.string().nullable(),
  emailConfirmedAt: z.string().nullable(),
  acceptedTermsAt: z.string().nullable(),
  lastActivityAt: z.string(),
  orders: z.array(AdminCustomerOrderSchema),
});
export type AdminCustomerDetail = z.infer<typeof AdminCustomerDetailSchema>;
