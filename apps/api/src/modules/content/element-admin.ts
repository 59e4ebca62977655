import type { ParsedListQuery } from "@vitrine/shared/list-query";
import type {
  AdminElementList,
  AdminElementSummary,
  AdminRegistrationList,
} from "@vitrine/shared/schemas/admin-elements";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import { type AuditActor, recordAudit } from "../../db/audit";
import type { Db } from "../../db/client";
import { pagedList, whereFilters } from "../../db/list-query";
import { elementLists, elementRegistrations, elements } from "../../db/schema/index";
import { csvDocument } from "../../lib/csv";
import { notFound } from "../../lib/http";

type ElementRow = typeof elements.$inferSelect;
type RegistrationRow = typeof elementRegistrations.$inferSelect;

const NOT_FOUND = "Cet élément est introuvable.";
const PARIS = new Intl.DateTimeFormat("fr-FR", {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: "Europe/Paris",
});
/** The largest export at once. */
const CSV_MAX_ROWS = 10_000;

const summary = (row: ElementRow, registrationCount: number): AdminElementSummary => ({
  id: row.id,
  title: row.title,
  isActive: row.isActive,
  startsAt: row.startsAt?.toISOString() ?? null,
  registrationOpen: row.registrationOpen,
  capacity: row.capacity,
  registeredSeats: row.registeredSeats,
  registrationCount,
});

const toRegistration = (row: RegistrationRow) => ({
  id: row.id,
  firstname: row.firstname,
  lastname: row.lastname,
  email: row.email,
  phone: row.phone,
  seats: row.seats,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The element lists as the admin panel reads them, and the registrations of their events: listed,
 * exported as CSV for a French spreadsheet, cancelled one by one (the seats given back, audited).
 */
export class ElementAdmin {
  constructor(
    private readonly db: Db,
    private readonly changed: () => void,
  ) {}

  /** Every list of the site with its elements in their order, and each element's registrations. */
  async lists(siteId: number): Promise<AdminElementList[]> {
    const [lists, rows, counts] = await Promise.all([
      this.db
        .select()
        .from(elementLists)
        .where(eq(elementLists.siteId, siteId))
        .orderBy(asc(elementLists.name)),
      this.db
        .select()
        .from(elements)
        .where(eq(elements.siteId, siteId))
        .orderBy(asc(elements.order), asc(elements.id)),
      this.db
        .select({ elementId: elementRegistrations.elementId, total: count() })
        .from(elementRegistrations)
        .where(eq(elementRegistrations.siteId, siteId))
        .groupBy(elementRegistrations.elementId),
    ]);
    const byElement = new Map(counts.map((c) => [c.elementId, Number(c.total)]));
    return lists.map((list) => ({
      id: list.id,
      route: list.route,
      name: list.name,
      elements: rows
        .filter((row) => row.listId === list.id)
        .map((row) => summary(row, byElement.get(row.id) ?? 0)),
    }));
  }

  async registrations(
    siteId: number,
    elementId: number,
    query: ParsedListQuery,
  ): Promise<AdminRegistrationList> {
    const element = await this.element(this.db, siteId, elementId);
    const where = and(
      eq(elementRegistrations.elementId, elementId),
      ...whereFilters(query.filters, { email: elementRegistrations.email }),
    );
    const { rows, total } = await pagedList(this.db, elementRegistrations, where, query, {
      columns: { createdAt: elementRegistrations.createdAt, lastname: elementRegistrations.lastname },
      fallback: [desc(elementRegistrations.createdAt), desc(elementRegistrations.id)],
    });
    const [all] = await this.db
      .select({ total: count() })
      .from(elementRegistrations)
      .where(eq(elementRegistrations.elementId, elementId));
    return { element: summary(element, all?.total ?? 0), items: rows.map(toRegistration), total };
  }

  /** The event's registrations, oldest first, as CSV for a French spreadsheet. */
  async csv(siteId: number, elementId: number): Promise<{ slug: string; csv: string }> {
    const element = await this.element(this.db, siteId, elementId);
    const rows = await this.db
      .select()
      .from(elementRegistrations)
      .where(eq(elementRegistrations.elementId, elementId))
      .orderBy(asc(elementRegistrations.createdAt), asc(elementRegistrations.id))
      .limit(CSV_MAX_ROWS);
    const csv = csvDocument(
      ["Inscrit le", "Nom", "Prénom", "E-mail", "Téléphone", "Places", "Message"],
      rows.map((row) => [
        PARIS.format(row.createdAt),
        row.lastname,
        row.firstname,
        row.email,
        row.phone,
        row.seats,
        row.message,
      ]),
    );
    return { slug: element.slug, csv };
  }

  /** Cancels a registration: its seats are free again. */
  async cancel(siteId: number, elementId: number, registrationId: number, actor: AuditActor): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.element(tx, siteId, elementId, true);
      const [row] = await tx
        .delete(elementRegistrations)
        .where(
          and(eq(elementRegistrations.id, registrationId), eq(elementRegistrations.elementId, elementId)),
        )
        .returning();
      if (!row) throw notFound("Cette inscription est introuvable.");
      await tx
        .update(elements)
        .set({ registeredSeats: sql`greatest(0, ${elements.registeredSeats} - ${row.seats})` })
        .where(eq(elements.id, elementId));
      await recordAudit(tx, {
        siteId,
        actor,
        action: "element.registration.cancel",
        entity: "element",
        entityId: elementId,
        before: { registration: row.id, seats: row.seats },
        after: null,
      });
    });
    this.changed();
  }

  private async element(db: Db, siteId: number, id: number, lock = false): Promise<ElementRow> {
    const query = db
      .select()
      .from(elements)
      .where(and(eq(elements.siteId, siteId), eq(elements.id, id)));
    const [row] = lock ? await query.for("update") : await query;
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }
}
