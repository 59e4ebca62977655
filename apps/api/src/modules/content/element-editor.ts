import type { ParsedListQuery } from "@vitrine/shared/list-query";
import type {
  AdminElement,
  AdminElementPage,
  ElementCreateBody,
  ElementUpdateBody,
} from "@vitrine/shared/schemas/admin-elements";
import { and, asc, eq } from "drizzle-orm";
import { type AuditActor, recordAudit } from "../../db/audit";
import type { Db } from "../../db/client";
import { pagedList, whereFilters } from "../../db/list-query";
import { albums, elementLists, elements } from "../../db/schema/index";
import { badRequest, conflict, notFound } from "../../lib/http";
import { imageOf, linkOf } from "../../lib/reply-fields";
import {
  applyOrder,
  changes,
  otherFilters,
  type PictureInput,
  pictureColumns,
  searchCondition,
  slugFor,
} from "./admin-fields";
import { sanitizeRichText } from "./html";
import type { SiteLinks } from "./site-links";

type Row = typeof elements.$inferSelect;
type ListRow = typeof elementLists.$inferSelect;
const NOT_FOUND = "Cet élément est introuvable.";
/** Slugs are unique within a list: the list id stands in the slug helper's "site" column. */
const slugged = { table: elements, id: elements.id, siteId: elements.listId, slug: elements.slug };

/** A body of the panel, its picture already looked up in the media library. */
export type ElementInput = Omit<ElementUpdateBody, "imageMediaId"> & { image?: PictureInput | null };

/**
 * The elements of a site's lists (completed projects, footer logos and links, events…) as the
 * panel edits them: hidden ones too, created, changed, reordered and deleted, each change audited
 * with before and after in its transaction; `changed` tells the site's caches.
 */
export class ElementEditor {
  constructor(
    private readonly db: Db,
    private readonly changed: () => void,
    private readonly links: SiteLinks,
  ) {}

  async list(siteId: number, listId: number, query: ParsedListQuery): Promise<AdminElementPage> {
    const list = await this.findList(this.db, siteId, listId);
    const where = and(
      eq(elements.siteId, siteId),
      eq(elements.listId, listId),
      searchCondition(query.filters, [elements.title, elements.summary]),
      ...whereFilters(otherFilters(query.filters), { isActive: elements.isActive }),
    );
    const { rows, total } = await pagedList(this.db, elements, where, query, {
      columns: {
        order: elements.order,
        title: elements.title,
        startsAt: elements.startsAt,
        publishedAt: elements.publishedAt,
      },
      fallback: [asc(elements.order), asc(elements.id)],
    });
    return { list: { id: list.id, route: list.route, name: list.name }, items: rows.map(toAdmin), total };
  }

  async get(siteId: number, id: number): Promise<AdminElement> {
    return toAdmin(await this.find(this.db, siteId, id));
  }

  async create(
    siteId: number,
    listId: number,
    body: ElementInput & Pick<ElementCreateBody, "title">,
    actor: AuditActor,
  ): Promise<AdminElement> {
    await this.links.check(siteId, body.linkUrl);
    const row = await this.db.transaction(async (tx) => {
      await this.findList(tx, siteId, listId);
      await this.checkAlbum(tx, siteId, body.albumId);
      const { image, slug, title, publishedAt, ...fields } = body;
      const [created] = await tx
        .insert(elements)
        .values({
          ...this.columns(fields),
          siteId,
          listId,
          title,
          slug: await slugFor(tx, slugged, listId, slug, title, null),
          order: body.order ?? (await this.nextOrder(tx, listId)),
          ...(publishedAt ? { publishedAt: new Date(publishedAt) } : {}),
          ...pictureColumns("image", image),
        })
        .returning();
      await this.audit(tx, siteId, actor, "create", created!.id, null, auditView(created!));
      return created!;
    });
    this.changed();
    return toAdmin(row);
  }

  async update(siteId: number, id: number, body: ElementInput, actor: AuditActor): Promise<AdminElement> {
    if (Object.values(body).every((value) => value === undefined)) {
      throw badRequest("Indiquez au moins un champ à modifier.");
    }
    await this.links.check(siteId, body.linkUrl, async () => (await this.find(this.db, siteId, id)).linkUrl);
    const row = await this.db.transaction(async (tx) => {
      const current = await this.find(tx, siteId, id, true);
      await this.checkAlbum(tx, siteId, body.albumId);
      const { image, slug, publishedAt, ...fields } = body;
      const startsAt = fields.startsAt === undefined ? current.startsAt : toDate(fields.startsAt);
      const endsAt = fields.endsAt === undefined ? current.endsAt : toDate(fields.endsAt);
      if (startsAt && endsAt && endsAt < startsAt) {
        const message = "La fin ne peut pas précéder le début.";
        throw badRequest(message, { endsAt: message });
      }
      const capacity = fields.capacity === undefined ? current.capacity : fields.capacity;
      if (capacity !== null && capacity < current.registeredSeats) {
        const message = `${current.registeredSeats} places sont déjà réservées : la capacité ne peut pas être plus petite.`;
        throw conflict(message, { capacity: message });
      }
      const values = {
        ...this.columns(fields),
        ...(slug === undefined
          ? {}
          : { slug: await slugFor(tx, slugged, current.listId, slug, fields.title ?? current.title, id) }),
        ...(publishedAt === undefined ? {} : { publishedAt: new Date(publishedAt) }),
        ...pictureColumns("image", image),
      };
      const [updated] = await tx.update(elements).set(values).where(eq(elements.id, id)).returning();
      const diff = changes(auditView(current), auditView(updated!));
      if (diff.changed) await this.audit(tx, siteId, actor, "update", id, diff.before, diff.after);
      return updated!;
    });
    this.changed();
    return toAdmin(row);
  }

  /** Deletes the element (its registrations with it). */
  async remove(siteId: number, id: number, actor: AuditActor): Promise<void> {
    await this.db.transaction(async (tx) => {
      const current = await this.find(tx, siteId, id, true);
      await tx.delete(elements).where(eq(elements.id, id));
      await this.audit(tx, siteId, actor, "delete", id, auditView(current), null);
    });
    this.changed();
  }

  /** Puts the list's elements in the order of `ids` (every element of the list, once). */
  async reorder(siteId: number, listId: number, ids: number[], actor: AuditActor): Promise<AdminElement[]> {
    const rows = await this.db.transaction(async (tx) => {
      await this.findList(tx, siteId, listId);
      const before = await applyOrder(
        tx,
        { table: elements, id: elements.id, order: elements.order },
        and(eq(elements.siteId, siteId), eq(elements.listId, listId))!,
        ids,
        "éléments de la liste",
      );
      await recordAudit(tx, {
        siteId,
        actor,
        action: "element.reorder",
        entity: "element_list",
        entityId: listId,
        before: { ids: before },
        after: { ids },
      });
      return tx
        .select()
        .from(elements)
        .where(eq(elements.listId, listId))
        .orderBy(asc(elements.order), asc(elements.id));
    });
    this.changed();
    return rows.map(toAdmin);
  }

  /** The plain columns of a body (nothing for the fields not given). */
  private columns(fields: Omit<ElementInput, "image" | "slug" | "publishedAt">): Partial<Row> {
    const { startsAt, endsAt, body, ...rest } = fields;
    return Object.fromEntries(
      Object.entries({
        ...rest,
        body: body === undefined ? undefined : body === null ? null : sanitizeRichText(body),
        startsAt: startsAt === undefined ? undefined : toDate(startsAt),
        endsAt: endsAt === undefined ? undefined : toDate(endsAt),
      }).filter(([, value]) => value !== undefined),
    ) as Partial<Row>;
  }

  private async nextOrder(db: Db, listId: number): Promise<number> {
    const rows = await db
      .select({ order: elements.order })
      .from(elements)
      .where(eq(elements.listId, listId))
      .orderBy(asc(elements.order));
    return (rows.at(-1)?.order ?? 0) + 1;
  }

  private async checkAlbum(db: Db, siteId: number, albumId: number | null | undefined): Promise<void> {
    if (albumId === undefined || albumId === null) return;
    const [album] = await db
      .select({ id: albums.id })
      .from(albums)
      .where(and(eq(albums.siteId, siteId), eq(albums.id, albumId)));
    if (!album) {
      const message = "Cet album n'existe pas sur ce site.";
      throw badRequest(message, { albumId: message });
    }
  }

  private async findList(db: Db, siteId: number, id: number): Promise<ListRow> {
    const [row] = await db
      .select()
      .from(elementLists)
      .where(and(eq(elementLists.siteId, siteId), eq(elementLists.id, id)));
    if (!row) throw notFound("Cette liste est introuvable.");
    return row;
  }

  private async find(db: Db, siteId: number, id: number, lock = false): Promise<Row> {
    const query = db
      .select()
      .from(elements)
      .where(and(eq(elements.siteId, siteId), eq(elements.id, id)));
    const [row] = lock ? await query.for("update") : await query;
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  private audit(
    tx: Db,
    siteId: number,
    actor: AuditActor,
    action: string,
    id: number,
    before: unknown,
    after: unknown,
  ) {
    return recordAudit(tx, {
      siteId,
      actor,
      action: `element.${action}`,
      entity: "element",
      entityId: id,
      before,
      after,
    });
  }
}

const toDate = (value: string | null) => (value === null ? null : new Date(value));

function toAdmin(row: Row): AdminElement {
  return {
    id: row.id,
    listId: row.listId,
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
    registrationOpen: row.registrationOpen,
    capacity: row.capacity,
    registeredSeats: row.registeredSeats,
    order: row.order,
    isActive: row.isActive,
    publishedAt: row.publishedAt.toISOString(),
  };
}

const auditView = ({ siteId: _s, ...row }: Row) => ({
  ...row,
  startsAt: row.startsAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
  publishedAt: row.publishedAt.toISOString(),
});
