import type { ParsedListQuery } from "@vitrine/shared/list-query";
import type { AdminCustomerDetail, AdminCustomerList } from "@vitrine/shared/schemas/admin-customers";
import { SOLD_ORDER_STATUSES } from "@vitrine/shared/schemas/admin-dashboard";
import { and, count, desc, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import { type AuditActor, recordAudit } from "../../db/audit";
import type { Db } from "../../db/client";
import { containsText, offsetOf, orderOf } from "../../db/list-query";
import { orders, users } from "../../db/schema/index";
import { badRequest, notFound } from "../../lib/http";
import type { PersonalDataService } from "../account/personal-data.service";
import type { SessionUser } from "../account/sessions.service";

const NOT_FOUND = "Ce client n'existe pas.";

/**
 * Orders placed with the account, and what the standing ones came to (cents). Correlated
 * subqueries: the columns are named with their tables (Drizzle leaves them bare in a one-table select).
 */
const placedBy = sql`from ${orders} where "orders"."user_id" = "users"."id"`;
const soldStatuses = sql.join(
  SOLD_ORDER_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);
const orderCount = sql<number>`(select count(*) ${placedBy})`.mapWith(Number);
const totalSpent = sql<number>`(select coalesce(sum("orders"."total"), 0) ${placedBy}
  and "orders"."status" in (${soldStatuses}))`.mapWith(Number);

const summaryColumns = {
  id: users.id,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  createdAt: users.createdAt,
  orderCount,
  totalSpent,
};

/** A site's customers: its CUSTOMER members whose space is not closed. */
const customersOf = (siteId: number) =>
  and(eq(users.siteId, siteId), eq(users.role, "CUSTOMER"), isNull(users.deletedAt))!;

function searchCondition(query: ParsedListQuery): SQL | undefined {
  const filter = query.filters.find((f) => f.field === "search");
  const value = filter?.value.trim() ?? "";
  if (!filter || !value) return undefined;
  if (!["eq", "lk"].includes(filter.op) || value.length > 100) {
    throw badRequest("Les paramètres de la liste sont invalides.", {
      search: "Recherchez par nom ou e-mail (100 caractères au plus).",
    });
  }
  const name = sql`concat_ws(' ', ${users.firstname}, ${users.lastname})`;
  const reversed = sql`concat_ws(' ', ${users.lastname}, ${users.firstname})`;
  return or(containsText(users.email, value), containsText(name, value), containsText(reversed, value));
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The panel's customers: the list, one customer, the export of their data and its erasure (audited). */
export class AdminCustomerService {
  constructor(
    private readonly db: Db,
    private readonly personalData: PersonalDataService,
  ) {}

  async list(siteId: number, query: ParsedListQuery): Promise<AdminCustomerList> {
    const where = and(customersOf(siteId), searchCondition(query));
    const order = orderOf(
      query,
      {
        createdAt: users.createdAt,
        name: sql`lower(${users.lastname} || ' ' || ${users.firstname})`,
        email: users.email,
        orderCount,
        totalSpent,
      },
      [desc(users.createdAt), desc(users.id)],
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select(summaryColumns)
        .from(users)
        .where(where)
        .orderBy(...order)
        .limit(query.nbItem)
        .offset(offsetOf(query)),
      this.db.select({ total: count() }).from(users).where(where),
    ]);
    return {
      items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      total: total?.total ?? 0,
    };
  }

  async detail(siteId: number, id: number): Promise<AdminCustomerDetail> {
    const [row] = await this.db
      .select({
        ...summaryColumns,
        phone: users.phone,
        birthdate: users.birthdate,
        emailConfirmedAt: users.emailConfirmedAt,
        acceptedTermsAt: users.acceptedTermsAt,
        lastActivityAt: users.lastActivityAt,
      })
      .from(users)
      .where(and(customersOf(siteId), eq(users.id, id)));
    if (!row) throw notFound(NOT_FOUND);
    const placed = await this.db
      .select({
        id: orders.id,
        reference: orders.reference,
        createdAt: orders.createdAt,
        status: orders.status,
        total: orders.total,
      })
      .from(orders)
      .where(and(eq(orders.siteId, siteId), eq(orders.userId, id)))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(200);
    return {
      ...row,
      createdAt: row.createdAt.toISOString(),
      emailConfirmedAt: iso(row.emailConfirmedAt),
      acceptedTermsAt: iso(row.acceptedTermsAt),
      lastActivityAt: row.lastActivityAt.toISOString(),
      orders: placed.map((order) => ({ ...order, createdAt: order.createdAt.toISOString() })),
    };
  }

  /** The customer as their own session would name them, for the personal data service. */
  private async member(siteId: number, id: number): Promise<SessionUser> {
    const [row] = await this.db
      .select({
        id: users.id,
        siteId: users.siteId,
        email: users.email,
        firstname: users.firstname,
        lastname: users.lastname,
        phone: users.phone,
        birthdate: users.birthdate,
        role: users.role,
      })
      .from(users)
      .where(and(customersOf(siteId), eq(users.id, id)));
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  /** Every personal data held about the customer (right of access), the export itself audited. */
  async export(siteId: number, id: number, actor: AuditActor) {
    const member = await this.member(siteId, id);
    const data = await this.personalData.export(member);
    await recordAudit(this.db, {
      siteId,
      actor,
      action: "customer.export",
      entity: "customer",
      entityId: id,
      before: null,
      after: { exported: true },
    });
    return data;
  }

  /**
   * Erases the customer (right to erasure) as closing their own space does: personal fields
   * overwritten, sessions, addresses and subscriptions deleted; their orders and invoices stay for
   * their legal period. Audited in the same transaction.
   */
  async erase(siteId: number, id: number, actor: AuditActor): Promise<void> {
    const member = await this.member(siteId, id);
    // The log keeps no personal data of an erased customer: the account's id says who it was.
    await this.personalData.deleteAccount(member, (tx) =>
      recordAudit(tx, {
        siteId,
        actor,
        action: "customer.erase",
        entity: "customer",
        entityId: id,
        before: { erased: false },
        after: { erased: true },
      }),
    );
  }
}
