import { PAGE_SIZE } from "@vitrine/shared/constants";
import type { ParsedListQuery } from "@vitrine/shared/list-query";
import type { Element, ElementList } from "@vitrine/shared/schemas/content";
import { and, arrayOverlaps, asc, eq, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { dateFilters, pagedList, splitTags, whereFilters } from "../../db/list-query";
import { elementLists, elementRegistrations, elements } from "../../db/schema/index";
import { HttpError, notFound } from "../../lib/http";
import { imageOf, linkOf } from "../../lib/reply-fields";
import type { CompanyMail } from "./company-mail";

/** GET /element/{route}: page size 24. */
export const ELEMENT_LIST = {
  defaultNbItem: PAGE_SIZE.element,
  maxNbItem: PAGE_SIZE.full,
  filters: ["title", "slug", "category", "location", "tag", "startsAt"],
  orderBy: ["order", "title", "startsAt", "publishedAt"],
} as const;

const filterColumns = {
  title: elements.title,
  slug: elements.slug,
  category: elements.category,
  location: elements.location,
};
const orderColumns = {
  order: elements.order,
  title: elements.title,
  startsAt: elements.startsAt,
  publishedAt: elements.publishedAt,
};

type ElementRow = typeof elements.$inferSelect;

export interface Registrant {
  firstname: string;
  lastname: string;
  email: string;
  phone?: string | undefined;
  seats: number;
  message?: string | undefined;
}

export interface Registration {
  elementId: number;
  title: string;
  seats: number;
  remaining: number | null;
  mailError?: unknown;
}

export const visible = (siteId: number, listId: number): SQL =>
  and(
    eq(elements.siteId, siteId),
    eq(elements.listId, listId),
    eq(elements.isActive, true),
    lte(elements.publishedAt, new Date()),
  )!;

/** Element lists of a site (completed projects, footer logos and links, events…), by route. */
export class ElementLists {
  constructor(
    private readonly db: Db,
    private readonly mail: CompanyMail,
  ) {}

  private async listId(siteId: number, route: string): Promise<number | null> {
    const [row] = await this.db
      .select({ id: elementLists.id })
      .from(elementLists)
      .where(and(eq(elementLists.siteId, siteId), eq(elementLists.route, route)));
    return row?.id ?? null;
  }

  /** null: the site has no list with this route. */
  async list(siteId: number, route: string, query: ParsedListQuery): Promise<ElementList | null> {
    const listId = await this.listId(siteId, route);
    if (listId === null) return null;
    const tagFilter = query.filters.find((f) => f.field === "tag");
    const tags = tagFilter ? splitTags(tagFilter.value) : [];
    const where = and(
      visible(siteId, listId),
      ...whereFilters(query.filters, filterColumns),
      ...dateFilters(query, "startsAt", elements.startsAt),
      tags.length ? arrayOverlaps(elements.tags, tags) : undefined,
    );
    const fallback = [asc(elements.order), asc(elements.id)];
    const { rows, total } = await pagedList(this.db, elements, where, query, {
      columns: orderColumns,
      fallback,
    });
    return { items: rows.map((row) => toElement(row, route)), total };
  }

  async get(siteId: number, route: string, id: number): Promise<Element | null> {
    const listId = await this.listId(siteId, route);
    if (listId === null) return null;
    const [row] = await this.db
      .select()
      .from(elements)
      .where(and(visible(siteId, listId), eq(elements.id, id)));
    return row ? toElement(row, route) : null;
  }

  /**
   * Registers a visitor to an element. The seats are taken by one conditional UPDATE (the row lock
   * serialises concurrent registrations and the condition is evaluated again after the lock), in
   * the same transaction as the registration row: capacity is never exceeded.
   */
  async register(siteId: number, route: string, id: number, registrant: Registrant): Promise<Registration> {
    const listId = await this.listId(siteId, route);
    if (listId === null) throw notFound("Cet élément est introuvable.");
    const email = registrant.email.trim().toLowerCase();
    const registration = await this.takeSeats(siteId, listId, id, { ...registrant, email });
    // The registration stands even when the e-mail fails; the caller logs mailError.
    try {
      await this.mail.send(siteId, {
        subject: `Nouvelle inscription : ${registration.title}`,
        lines: [
          `Nouvelle inscription à « ${registration.title} ».`,
          "",
          `Nom : ${registrant.firstname} ${registrant.lastname}`,
          `E-mail : ${email}`,
          `Téléphone : ${registrant.phone || "—"}`,
          `Places : ${registrant.seats}`,
          `Places restantes : ${registration.remaining ?? "sans limite"}`,
          ...(registrant.message ? ["", registrant.message] : []),
        ],
        replyTo: email,
      });
      return registration;
    } catch (mailError) {
      return { ...registration, mailError };
    }
  }

  private async takeSeats(
    siteId: number,
    listId: number,
    id: number,
    registrant: Registrant,
  ): Promise<Registration> {
    const { email } = registrant;
    try {
      return await this.db.transaction(async (tx) => {
        const [taken] = await tx
          .update(elements)
          .set({ registeredSeats: sql`${elements.registeredSeats} + ${registrant.seats}` })
          .where(
            and(
              visible(siteId, listId),
              eq(elements.id, id),
              eq(elements.registrationOpen, true),
              or(isNull(elements.startsAt), sql`${elements.startsAt} > now()`),
              or(
                isNull(elements.capacity),
                sql`${elements.registeredSeats} + ${registrant.seats} <= ${elements.capacity}`,
              ),
            ),
          )
          .returning({
            title: elements.title,
            capacity: elements.capacity,
            registeredSeats: elements.registeredSeats,
          });
        if (!taken) throw await this.refusal(tx, siteId, listId, id);
        await tx.insert(elementRegistrations).values({
          siteId,
          elementId: id,
          firstname: registrant.firstname,
          lastname: registrant.lastname,
          email,
          phone: registrant.phone || null,
          seats: registrant.seats,
          message: registrant.message || null,
        });
        return {
          elementId: id,
          title: taken.title,
          seats: registrant.seats,
          remaining: taken.capacity === null ? null : taken.capacity - taken.registeredSeats,
        };
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new HttpError(409, "Vous êtes déjà inscrit avec cette adresse e-mail.", {
          email: "Une inscription existe déjà avec cette adresse e-mail.",
        });
      }
      throw error;
    }
  }

  /** Why the seats could not be taken: unknown element, closed registration, or not enough seats. */
  private async refusal(tx: Db, siteId: number, listId: number, id: number): Promise<HttpError> {
    const [row] = await tx
      .select({
        registrationOpen: elements.registrationOpen,
        startsAt: elements.startsAt,
        capacity: elements.capacity,
        registeredSeats: elements.registeredSeats,
      })
      .from(elements)
      .where(and(visible(siteId, listId), eq(elements.id, id)));
    if (!row) return notFound("Cet élément est introuvable.");
    if (!row.registrationOpen || (row.startsAt && row.startsAt <= new Date())) {
      return new HttpError(409, "Les inscriptions sont fermées pour cet élément.");
    }
    const remaining = Math.max(0, (row.capacity ?? 0) - row.registeredSeats);
    if (remaining === 0) return new HttpError(409, "Désolé, il n'y a plus de place disponible.");
    const left = remaining === 1 ? "Il ne reste qu'une place." : `Il ne reste que ${remaining} places.`;
    return new HttpError(409, left, { seats: left });
  }
}

function toElement(row: ElementRow, route: string): Element {
  const remaining = row.capacity === null ? null : Math.max(0, row.capacity - row.registeredSeats);
  const hasRegistration = row.registrationOpen || row.capacity !== null;
  return {
    id: row.id,
    route,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    body: row.body,
    category: row.category,
    location: row.location,
    tags: row.tags,
    image: imageOf(row.imageUrl, row.imageAlt, row.imageWidth, row.imageHeight),
    link: linkOf(row.linkUrl, row.linkLabel),
    facts: row.facts,
    albumId: row.albumId,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    registration: hasRegistration
      ? {
          open: row.registrationOpen && remaining !== 0 && !(row.startsAt && row.startsAt <= new Date()),
          capacity: row.capacity,
          remaining,
        }
      : null,
    order: row.order,
    publishedAt: row.publishedAt.toISOString(),
  };
}
