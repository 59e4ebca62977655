import { z } from "zod";
import { ORDER_STATUSES, type OrderStatus } from "../orders/lifecycle";

/**
 * GET /admin/dashboard: the panel's home figures (issue 17). Days are French days (Europe/Paris).
 *
 * `period` is the step of the sales chart and the span every other figure covers:
 * - `day`: the last 30 days, one bar a day;
 * - `week`: the last 12 weeks (Monday to Sunday), one bar a week;
 * - `month`: the last 12 months, one bar a month.
 * The span ends on `date` (YYYY-MM-DD, today in Paris unless given) and includes its whole step
 * (the current week or month up to that day).
 */

export const DASHBOARD_PERIODS = ["day", "week", "month"] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

export const DASHBOARD_PERIOD_LABELS: Record<DashboardPeriod, string> = {
  day: "Par jour (30 derniers jours)",
  week: "Par semaine (12 dernières semaines)",
  month: "Par mois (12 derniers mois)",
};

/** How many steps the chart shows for each period. */
export const DASHBOARD_STEPS: Record<DashboardPeriod, number> = { day: 30, week: 12, month: 12 };

export const PERIOD_MESSAGE = "Choisissez une période : day (jour), week (semaine) ou month (mois).";
export const DASHBOARD_DATE_MESSAGE = "Indiquez une date au format AAAA-MM-JJ.";

export const DashboardQuerySchema = z.object({
  period: z.enum(DASHBOARD_PERIODS, { error: PERIOD_MESSAGE }).default("day"),
  date: z
    .string({ error: DASHBOARD_DATE_MESSAGE })
    .regex(/^\d{4}-\d{2}-\d{2}$/, DASHBOARD_DATE_MESSAGE)
    .optional(),
});
export type DashboardQuery = z.input<typeof DashboardQuerySchema>;

/**
 * The states of an order that count as a sale: the order stands (paid, or prepared to be paid at
 * pickup). Awaiting payment, cancelled and refunded orders are no sale.
 */
export const SOLD_ORDER_STATUSES: readonly OrderStatus[] = [
  "paid",
  "preparing",
  "shipped",
  "readyForPickup",
  "delivered",
  "collected",
];

/** Sales: how many orders and their amount, cents VAT included. */
export const SalesFigureSchema = z.object({
  orders: z.number().int(),
  amount: z.number().int(),
});
export type SalesFigure = z.infer<typeof SalesFigureSchema>;

export const DashboardShopSchema = z.object({
  /** Today, the current week (from Monday) and the current month, up to `to`. */
  sales: z.object({ day: SalesFigureSchema, week: SalesFigureSchema, month: SalesFigureSchema }),
  /** One step of the chart each, oldest first; `start` is the step's first day. */
  series: z.array(SalesFigureSchema.extend({ start: z.string() })),
  /** Every order placed in the span, by state (states without an order left out). */
  ordersByStatus: z.array(z.object({ status: z.enum(ORDER_STATUSES), count: z.number().int() })),
  /** Cents: the sales' amount divided by their count in the span; null without a sale. */
  averageBasket: z.number().int().nullable(),
  /** The five products sold most in the span (quantity), with what they brought in. */
  bestSellers: z.array(z.object({ name: z.string(), quantity: z.number().int(), amount: z.number().int() })),
});
export type DashboardShop = z.infer<typeof DashboardShopSchema>;

export const DashboardSchema = z.object({
  period: z.enum(DASHBOARD_PERIODS),
  /** The span's first and last days (YYYY-MM-DD). */
  from: z.string(),
  to: z.string(),
  /** Null on a site that does not sell online. */
  shop: DashboardShopSchema.nullable(),
  /** Visits from tracked links (?from=) in the span, by source, most first. */
  visitsBySource: z.array(z.object({ source: z.string(), count: z.number().int() })),
  /** Accounts opened by customers in the span. */
  newMembers: z.number().int(),
  /** Submissions of the site's forms in the span, by form, most first; contact messages apart. */
  formSubmissions: z.array(z.object({ formId: z.number().int(), name: z.string(), count: z.number().int() })),
  contactMessages: z.number().int(),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
