import type { ParsedListQuery } from "@vitrine/shared/list-query";
import type {
  AdminNews,
  AdminNewsList,
  NewsCreateBody,
  NewsUpdateBody,
} from "@vitrine/shared/schemas/admin-content";
import { and, desc, eq, ne, sql } from "drizzle-orm";
import { type AuditActor, recordAudit } from "../../db/audit";
import type { Db } from "../../db/client";
import { pagedList, whereFilters } from "../../db/list-query";
import { news } from "../../db/schema/index";
import { badRequest, notFound } from "../../lib/http";
import { imageOf, linkOf } from "../../lib/reply-fields";
import {
  changes,
  otherFilters,
  type PictureInput,
  pictureColumns,
  searchCondition,
  slugFor,
} from "./admin-fields";
import { sanitizeRichText } from "./html";
import type { SiteLinks } from "./site-links";

type Row = typeof news.$inferSelect;
const NOT_FOUND = "Cette actualité est introuvable.";
const slugged = { table: news, id: news.id, siteId: news.siteId, slug: news.slug };

/** A body of the panel, its picture already looked up in the media library. */
export type NewsInput = Omit<NewsUpdateBody, "imageMediaId"> & { image?: PictureInput | null };

/**
 * The news as the panel edits them. One item at most is promoted (the home page's headline):
 * promoting one takes the mark from the others in the same transaction (unique index behind it).
 */
export class NewsAdmin {
  constructor(
    private readonly db: Db,
    private readonly changed: () => void,
    private readonly links: SiteLinks,
  ) {}

  async list(siteId: number, query: ParsedListQuery): Promise<AdminNewsList> {
    const where = and(
      eq(news.siteId, siteId),
      searchCondition(query.filters, [news.title, news.summary]),
      ...whereFilters(otherFilters(query.filters), { isPromoted: news.isPromoted }),
    );
    const { rows, total } = await pagedList(this.db, news, where, query, {
      columns: { publishedAt: news.publishedAt, title: news.title },
      fallback: [desc(news.publishedAt), desc(news.id)],
    });
    return { items: rows.map(toAdminNews), total };
  }

  async get(siteId: number, id: number): Promise<AdminNews> {
    return toAdminNews(await this.find(this.db, siteId, id));
  }

  private async find(db: Db, siteId: number, id: number): Promise<Row> {
    const [row] = await db
      .select()
      .from(news)
      .where(and(eq(news.siteId, siteId), eq(news.id, id)));
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  async create(
    siteId: number,
    body: NewsInput & Pick<NewsCreateBody, "title" | "summary">,
    actor: AuditActor,
  ): Promise<AdminNews> {
    await this.links.check(siteId, body.linkUrl);
    const row = await this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(news)
        .values({
          siteId,
          slug: await slugFor(tx, slugged, siteId, body.slug, body.title, null),
          title: body.title,
          summary: body.summary,
          body: sanitizeRichText(body.body ?? ""),
          linkUrl: body.linkUrl || null,
          linkLabel: body.linkLabel || null,
          isActive: body.isActive ?? true,
          ...(body.publishedAt ? { publishedAt: new Date(body.publishedAt) } : {}),
          ...pictureColumns("image", body.image),
        })
        .returning();
      await this.audit(tx, siteId, actor, "create", created!.id, null, auditView(created!));
      return created!;
    });
    this.changed();
    return toAdminNews(row);
  }

  async update(siteId: number, id: number, body: NewsInput, actor: AuditActor): Promise<AdminNews> {
    if (Object.values(body).every((value) => value === undefined)) {
      throw badRequest("Indiquez au moins un champ à modifier.");
    }
    await this.links.check(siteId, body.linkUrl, async () => (await this.find(this.db, siteId, id)).linkUrl);
    const row = await this.db.transaction(async (tx) => {
      const current = await this.find(tx, siteId, id);
      const { image, slug: typedSlug, body: html, publishedAt, linkUrl, linkLabel, ...fields } = body;
      const values = {
        ...fields,
        ...(html === undefined ? {} : { body: sanitizeRichText(html) }),
        ...(publishedAt === undefined ? {} : { publishedAt: new Date(publishedAt) }),
        ...(linkUrl === undefined ? {} : { linkUrl: linkUrl || null }),
        ...(linkLabel === undefined ? {} : { linkLabel: linkLabel || null }),
        ...(typedSlug === undefined
          ? {}
          : { slug: await slugFor(tx, slugged, siteId, typedSlug, fields.title ?? current.title, id) }),
        ...pictureColumns("image", image),
      };
      return this.save(tx, siteId, actor, "update", current, values);
    });
    this.changed();
    return toAdminNews(row);
  }

  /**
   * Promotes the item (`promoted` true) and un-promotes every other one, or takes its mark away.
   * Promotions of one site are serialized by a transaction-scoped lock: two at the same moment
   * would each un-promote what their statement saw, then both promote (one promoted a site, an
   * index refuses the second).
   */
  async promote(siteId: number, id: number, promoted: boolean, actor: AuditActor): Promise<AdminNews> {
    const row = await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('vitrine:news-promoted'), ${siteId})`);
      const current = await this.find(tx, siteId, id);
      if (promoted) {
        const others = await tx
          .update(news)
          .set({ isPromoted: false })
          .where(and(eq(news.siteId, siteId), eq(news.isPromoted, true), ne(news.id, id)))
          .returning({ id: news.id });
        for (const other of others) {
          await this.audit(
            tx,
            siteId,
            actor,
            "unpromote",
            other.id,
            { isPromoted: true },
            { isPromoted: false },
          );
        }
      }
      return this.save(tx, siteId, actor, promoted ? "promote" : "unpromote", current, {
        isPromoted: promoted,
      });
    });
    this.changed();
    return toAdminNews(row);
  }

  async remove(siteId: number, id: number, actor: AuditActor): Promise<void> {
    await this.db.transaction(async (tx) => {
      const current = await this.find(tx, siteId, id);
      await tx.delete(news).where(eq(news.id, id));
      await this.audit(tx, siteId, actor, "delete", id, auditView(current), null);
    });
    this.changed();
  }

  private async save(
    tx: Db,
    siteId: number,
    actor: AuditActor,
    action: string,
    current: Row,
    values: Partial<Row>,
  ) {
    const [updated] = await tx.update(news).set(values).where(eq(news.id, current.id)).returning();
    const diff = changes(auditView(current), auditView(updated!));
    if (diff.changed) await this.audit(tx, siteId, actor, action, current.id, diff.before, diff.after);
    return updated!;
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
      action: `news.${action}`,
      entity: "news",
      entityId: id,
      before,
      after,
    });
  }
}

function toAdminNews(row: Row): AdminNews {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    body: row.body,
    image: imageOf(row.imageUrl, row.imageAlt, row.imageWidth, row.imageHeight),
    link: linkOf(row.linkUrl, row.linkLabel),
    publishedAt: row.publishedAt.toISOString(),
    isPromoted: row.isPromoted,
    isActive: row.isActive,
  };
}

const auditView = ({ siteId: _s, ...row }: Row) => ({ ...row, publishedAt: row.publishedAt.toISOString() });
