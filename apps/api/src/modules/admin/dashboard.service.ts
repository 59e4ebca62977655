import {
  DASHBOARD_DATE_MESSAGE,
  DASHBOARD_STEPS,
  type Dashboard,
  type DashboardPeriod,
  type DashboardShop,
  type SalesFigure,
  SOLD_ORDER_STATUSES,
} from "@vitrine/shared/schemas/admin-dashboard";
import {
  and,
  type Column,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  lt,
  type SQL,
  sql,
  sum,
} from "drizzle-orm";
import { DateTime } from "luxon";
import type { Db } from "../../db/client";
import {
  contactMessages,
  formSubmissions,
  forms,
  orderLines,
  orders,
  siteVisits,
  users,
} from "../../db/schema/index";
import { badRequest } from "../../lib/http";

const ZONE = "Europe/Paris";
const DAY = "yyyy-MM-dd";

/** The span of a dashboard: its first day, the day after its last, and the start of each step. */
export interface DashboardSpan {
  period: DashboardPeriod;
  /** Midnight in Paris of the first day; of the day after the last. */
  start: DateTime;
  end: DateTime;
  /** The first day of every step, oldest first. */
  steps: DateTime[];
}

const STEP_UNIT = { day: "day", week: "week", month: "month" } as const;

/** The span of `period` ending on `date` (today in Paris unless given); 400 for a day not of the calendar. */
export function dashboardSpan(period: DashboardPeriod, date?: string, now = new Date()): DashboardSpan {
  const last = date
    ? DateTime.fromISO(date, { zone: ZONE })
    : DateTime.fromJSDate(now, { zone: ZONE }).startOf("day");
  if (!last.isValid) throw badRequest(DASHBOARD_DATE_MESSAGE, { date: DASHBOARD_DATE_MESSAGE });
  const unit = STEP_UNIT[period];
  const lastStep = last.startOf(unit);
  const steps = Array.from({ length: DASHBOARD_STEPS[period] }, (_, index) =>
    lastStep.minus({ [`${unit}s`]: DASHBOARD_STEPS[period] - 1 - index }),
  );
  return { period, start: steps[0]!, end: last.plus({ days: 1 }).startOf("day"), steps };
}

const asInt = (value: unknown) => Number(value ?? 0);

/** The day an order was placed, in Paris, truncated to the step (SQL). */
const stepOf = (unit: keyof typeof STEP_UNIT, column: SQL | typeof orders.createdAt) =>
  sql<string>`to_char(date_trunc('${sql.raw(STEP_UNIT[unit])}', ${column} at time zone 'Europe/Paris'), 'YYYY-MM-DD')`;

/** The figures of the panel's home, every one a SQL aggregate over the span. */
export class DashboardService {
  constructor(private readonly db: Db) {}

  async dashboard(siteId: number, span: DashboardSpan, isShop: boolean): Promise<Dashboard> {
    const range = (column: Column) =>
      and(gte(column, span.start.toJSDate()), lt(column, span.end.toJSDate()));
    const [shop, visits, [members], submissions, [contacts]] = await Promise.all([
      isShop ? this.shop(siteId, span) : Promise.resolve(null),
      this.db
        .select({ source: siteVisits.source, count: sum(siteVisits.count).mapWith(Number) })
        .from(siteVisits)
        .where(
          and(
            eq(siteVisits.siteId, siteId),
            gte(siteVisits.day, span.start.toFormat(DAY)),
            lt(siteVisits.day, span.end.toFormat(DAY)),
          ),
        )
        .groupBy(siteVisits.source)
        .orderBy(desc(sum(siteVisits.count)), siteVisits.source)
        .limit(20),
      this.db
        .select({ count: count() })
        .from(users)
        .where(and(eq(users.siteId, siteId), eq(users.role, "CUSTOMER"), range(users.createdAt))),
      this.db
        .select({ formId: forms.id, name: forms.name, count: count() })
        .from(formSubmissions)
        .innerJoin(forms, eq(forms.id, formSubmissions.formId))
        .where(and(eq(formSubmissions.siteId, siteId), range(formSubmissions.createdAt)))
        .groupBy(forms.id, forms.name)
        .orderBy(desc(count()), forms.name),
      this.db
        .select({ count: count() })
        .from(contactMessages)
        .where(and(eq(contactMessages.siteId, siteId), range(contactMessages.createdAt))),
    ]);
    return {
      period: span.period,
      from: span.start.toFormat(DAY),
      to: span.end.minus({ days: 1 }).toFormat(DAY),
      shop,
      visitsBySource: visits.map((row) => ({ source: row.source, count: asInt(row.count) })),
      newMembers: members?.count ?? 0,
      formSubmissions: submissions,
      contactMessages: contacts?.count ?? 0,
    };
  }

  private async shop(siteId: number, span: DashboardSpan): Promise<DashboardShop> {
    const sold = and(eq(orders.siteId, siteId), inArray(orders.status, [...SOLD_ORDER_STATUSES]));
    const inSpan = and(
      gte(orders.createdAt, span.start.toJSDate()),
      lt(orders.createdAt, span.end.toJSDate()),
    );
    const figure = { orders: count(), amount: sum(orders.total).mapWith(Number) };
    const lastDay = span.end.minus({ days: 1 });
    const salesSince = async (from: DateTime): Promise<SalesFigure> => {
      const [row] = await this.db
        .select(figure)
        .from(orders)
        .where(and(sold, gte(orders.createdAt, from.toJSDate()), lt(orders.createdAt, span.end.toJSDate())));
      return { orders: row?.orders ?? 0, amount: asInt(row?.amount) };
    };
    const step = stepOf(span.period, orders.createdAt);
    const [day, week, month, series, statuses, bestSellers] = await Promise.all([
      salesSince(lastDay),
      salesSince(lastDay.startOf("week")),
      salesSince(lastDay.startOf("month")),
      this.db
        .select({ step, ...figure })
        .from(orders)
        .where(and(sold, inSpan))
        .groupBy(step),
      this.db
        .select({ status: orders.status, count: count() })
        .from(orders)
        .where(and(eq(orders.siteId, siteId), inSpan))
        .groupBy(orders.status),
      this.db
        .select({
          name: orderLines.productName,
          quantity: sum(orderLines.quantity).mapWith(Number),
          amount: sql<number>`sum(${orderLines.quantity} * ${orderLines.unitPrice})`.mapWith(Number),
        })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(and(sold, inSpan, isNotNull(orderLines.productName)))
        .groupBy(orderLines.productName)
        .orderBy(desc(sum(orderLines.quantity)), orderLines.productName)
        .limit(5),
    ]);
    const byStep = new Map(series.map((row) => [row.step, row]));
    const points = span.steps.map((start) => {
      const row = byStep.get(start.toFormat(DAY));
      return { start: start.toFormat(DAY), orders: row?.orders ?? 0, amount: asInt(row?.amount) };
    });
    const total = points.reduce(
      (acc, point) => ({ orders: acc.orders + point.orders, amount: acc.amount + point.amount }),
      {
        orders: 0,
        amount: 0,
      },
    );
    return {
      sales: { day, week, month },
      series: points,
      ordersByStatus: statuses.sort((a, b) => b.count - a.count || a.status.localeCompare(b.status)),
      averageBasket: total.orders > 0 ? Math.round(total.amount / total.orders) : null,
      bestSellers: bestSellers.map((row) => ({
        ...row,
        quantity: asInt(row.quantity),
        amount: asInt(row.amount),
      })),
    };
  }
}
