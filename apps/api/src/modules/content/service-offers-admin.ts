import type { ParsedListQuery } from "@vitrine/shared/list-query";
import type {
  AdminService,
  AdminServiceList,
  ServiceCreateBody,
  ServiceUpdateBody,
} from "@vitrine/shared/schemas/admin-content";
import { and, asc, eq, max } from "drizzle-orm";
import { type AuditActor, recordAudit } from "../../db/audit";
import type { Db } from "../../db/client";
import { pagedList, whereFilters } from "../../db/list-query";
import { services } from "../../db/schema/index";
import { badRequest, notFound } from "../../lib/http";
import { imageOf } from "../../lib/reply-fields";
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

type Row = typeof services.$inferSelect;
const NOT_FOUND = "Ce service est introuvable.";
const slugged = { table: services, id: services.id, siteId: services.siteId, slug: services.slug };

/** A body of the panel, its picture already looked up in the media library. */
export type ServiceInput = Omit<ServiceUpdateBody, "imageMediaId"> & { image?: PictureInput | null };

/**
 * The services as the admin panel edits them: hidden ones too, created, changed, reordered and
 * deleted, each change audited in its transaction; `changed` tells the site's caches.
 */
export class ServiceOffersAdmin {
  constructor(
    private readonly db: Db,
    private readonly changed: () => void,
  ) {}

  async list(siteId: number, query: ParsedListQuery): Promise<AdminServiceList> {
    const where = and(
      eq(services.siteId, siteId),
      searchCondition(query.filters, [services.title, services.summary]),
      ...whereFilters(otherFilters(query.filters), { isActive: services.isActive }),
    );
    const { rows, total } = await pagedList(this.db, services, where, query, {
      columns: { order: services.order, title: services.title },
      fallback: [asc(services.order), asc(services.id)],
    });
    return { items: rows.map(toAdminService), total };
  }

  async get(siteId: number, id: number): Promise<AdminService> {
    return toAdminService(await this.find(this.db, siteId, id));
  }

  private async find(db: Db, siteId: number, id: number): Promise<Row> {
    const [row] = await db
      .select()
      .from(services)
      .where(and(eq(services.siteId, siteId), eq(services.id, id)));
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  async create(
    siteId: number,
    body: ServiceInput & Pick<ServiceCreateBody, "title" | "summary" | "body">,
    actor: AuditActor,
  ): Promise<AdminService> {
    const row = await this.db.transaction(async (tx) => {
      const slug = await slugFor(tx, slugged, siteId, body.slug, body.title, null);
      const [last] = await tx
        .select({ order: max(services.order) })
        .from(services)
        .where(eq(services.siteId, siteId));
      const [created] = await tx
        .insert(services)
        .values({
          siteId,
          slug,
          title: body.title,
          summary: body.summary,
          body: sanitizeRichText(body.body),
          tags: body.tags ?? [],
          isActive: body.isActive ?? true,
          order: (last?.order ?? 0) + 1,
          ...pictureColumns("image", body.image),
        })
        .returning();
      const view = toAdminService(created!);
      await recordAudit(tx, {
        siteId,
        actor,
        action: "service.create",
        entity: "service",
        entityId: view.id,
        before: null,
        after: auditView(view),
      });
      return created!;
    });
    this.changed();
    return toAdminService(row);
  }

  async update(siteId: number, id: number, body: ServiceInput, actor: AuditActor): Promise<AdminService> {
    if (Object.values(body).every((value) => value === undefined)) {
      throw badRequest("Indiquez au moins un champ à modifier.");
    }
    const row = await this.db.transaction(async (tx) => {
      const current = await this.find(tx, siteId, id);
      const { image, slug: typedSlug, body: html, ...fields } = body;
      const values = {
        ...fields,
        ...(html === undefined ? {} : { body: sanitizeRichText(html) }),
        ...(typedSlug === undefined
          ? {}
          : { slug: await slugFor(tx, slugged, siteId, typedSlug, fields.title ?? current.title, id) }),
        ...pictureColumns("image", image),
      };
      const [updated] = await tx.update(services).set(values).where(eq(services.id, id)).returning();
      const diff = changes(auditView(toAdminService(current)), auditView(toAdminService(updated!)));
      if (diff.changed) {
        await recordAudit(tx, {
          siteId,
          actor,
          action: "service.update",
          entity: "service",
          entityId: id,
          before: diff.before,
          after: diff.after,
        });
      }
      return updated!;
    });
    this.changed();
    return toAdminService(row);
  }

  /** Puts the site's services in the order of `ids` (every one of them, once). */
  async reorder(siteId: number, ids: number[], actor: AuditActor): Promise<AdminService[]> {
    const rows = await this.db.transaction(async (tx) => {
      const before = await applyOrder(
        tx,
        { table: services, id: services.id, order: services.order },
        eq(services.siteId, siteId),
        ids,
        "services",
      );
      await recordAudit(tx, {
        siteId,
        actor,
        action: "service.reorder",
        entity: "service",
        entityId: "order",
        before,
        after: ids,
      });
      return tx
        .select()
        .from(services)
        .where(eq(services.siteId, siteId))
        .orderBy(asc(services.order), asc(services.id));
    });
    this.changed();
    return rows.map(toAdminService);
  }

  async remove(siteId: number, id: number, actor: AuditActor): Promise<void> {
    await this.db.transaction(async (tx) => {
      const current = await this.find(tx, siteId, id);
      await tx.delete(services).where(eq(services.id, id));
      await recordAudit(tx, {
        siteId,
        actor,
        action: "service.delete",
        entity: "service",
        entityId: id,
        before: auditView(toAdminService(current)),
        after: null,
      });
    });
    this.changed();
  }
}

function toAdminService(row: Row): AdminService {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    body: row.body,
    image: imageOf(row.imageUrl, row.imageAlt, row.imageWidth, row.imageHeight),
    tags: row.tags,
    order: row.order,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a service. */
const auditView = ({ createdAt: _created, order: _order, ...service }: AdminService) => ({
  ...service,
  image: service.image?.url ?? null,
});
