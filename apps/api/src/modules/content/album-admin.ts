import type { ParsedListQuery } from "@vitrine/shared/list-query";
import { numberedSlug } from "@vitrine/shared/page-address";
import { slugify } from "@vitrine/shared/page-rules";
import type {
  AdminAlbum,
  AdminAlbumList,
  AdminAlbumPicture,
  ParsedAdminAlbumPictures,
} from "@vitrine/shared/schemas/admin-albums";
import { and, asc, count, eq, inArray, max, sql } from "drizzle-orm";
import { type AuditActor, recordAudit } from "../../db/audit";
import type { Db } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { offsetOf, orderOf, whereFilters } from "../../db/list-query";
import { albumMedia, albums, media } from "../../db/schema/index";
import { badRequest, conflict, notFound } from "../../lib/http";

type AlbumRow = typeof albums.$inferSelect;
type PictureRow = typeof albumMedia.$inferSelect;

const NOT_FOUND = "Cet album est introuvable.";
const FORMATS = new Set(["svg", "jpeg", "jpg", "png", "mp4", "m4v", "mov", "avi", "wmv", "flv"]);

/**
 * The albums as the admin panel edits them: created, renamed, deleted, and their pictures taken
 * from the media library (copied with their size and text, in the order given, each with its
 * caption). Each change is one transaction with its audit entry; the albums' tables bump the
 * site's version, so the site shows the change at once.
 */
export class AlbumAdmin {
  constructor(
    private readonly db: Db,
    private readonly changed: () => void,
  ) {}

  async list(siteId: number, query: ParsedListQuery): Promise<AdminAlbumList> {
    const where = and(eq(albums.siteId, siteId), ...whereFilters(query.filters, { name: albums.name }));
    const [rows, [totalRow]] = await Promise.all([
      this.db
        .select()
        .from(albums)
        .where(where)
        .orderBy(
          ...orderOf(query, { order: albums.order, name: albums.name, id: albums.id }, [
            asc(albums.order),
            asc(albums.id),
          ]),
        )
        .limit(query.nbItem)
        .offset(offsetOf(query)),
      this.db.select({ total: count() }).from(albums).where(where),
    ]);
    const pictures = rows.length
      ? await this.db
          .select()
          .from(albumMedia)
          .where(
            and(
              eq(albumMedia.siteId, siteId),
              inArray(
                albumMedia.albumId,
                rows.map((row) => row.id),
              ),
            ),
          )
          .orderBy(asc(albumMedia.order), asc(albumMedia.id))
      : [];
    return {
      items: rows.map((row) => {
        const own = pictures.filter((picture) => picture.albumId === row.id);
        return {
          id: row.id,
          slug: row.slug,
          name: row.name,
          pictureCount: own.length,
          coverUrl: own.find((picture) => picture.kind === "IMAGE")?.url ?? null,
        };
      }),
      total: totalRow?.total ?? 0,
    };
  }

  async get(siteId: number, id: number): Promise<AdminAlbum> {
    return this.view(this.db, await this.row(this.db, siteId, id));
  }

  async create(
    siteId: number,
    body: { name: string; description: string | null },
    actor: AuditActor,
  ): Promise<AdminAlbum> {
    return this.write(async (tx) => {
      const taken = new Set(
        (await tx.select({ slug: albums.slug }).from(albums).where(eq(albums.siteId, siteId))).map(
          (r) => r.slug,
        ),
      );
      const slug = numberedSlug(slugify(body.name, 60) || "album", taken);
      const [last] = await tx
        .select({ order: max(albums.order) })
        .from(albums)
        .where(eq(albums.siteId, siteId));
      const [row] = await tx
        .insert(albums)
        .values({ siteId, slug, ...body, order: (last?.order ?? -1) + 1 })
        .returning();
      const after = await this.view(tx, row!);
      await recordAudit(tx, {
        siteId,
        actor,
        action: "album.create",
        entity: "album",
        entityId: row!.id,
        before: null,
        after,
      });
      return after;
    });
  }

  async update(
    siteId: number,
    id: number,
    body: { name: string; description: string | null },
    actor: AuditActor,
  ): Promise<AdminAlbum> {
    return this.write(async (tx) => {
      const before = await this.row(tx, siteId, id);
      const [row] = await tx.update(albums).set(body).where(eq(albums.id, id)).returning();
      await recordAudit(tx, {
        siteId,
        actor,
        action: "album.update",
        entity: "album",
        entityId: id,
        before: { name: before.name, description: before.description },
        after: body,
      });
      return this.view(tx, row!);
    });
  }

  async remove(siteId: number, id: number, actor: AuditActor): Promise<void> {
    await this.write(async (tx) => {
      const before = await this.view(tx, await this.row(tx, siteId, id));
      await tx.delete(albums).where(eq(albums.id, id));
      await recordAudit(tx, {
        siteId,
        actor,
        action: "album.delete",
        entity: "album",
        entityId: id,
        before,
        after: null,
      });
    });
  }

  /** Replaces the album's pictures with `body`'s, in its order; each must be a file of the site's library. */
  async setPictures(
    siteId: number,
    id: number,
    body: ParsedAdminAlbumPictures,
    actor: AuditActor,
  ): Promise<AdminAlbum> {
    return this.write(async (tx) => {
      const album = await this.row(tx, siteId, id);
      const before = await this.view(tx, album);
      const ids = [...new Set(body.pictures.map((picture) => picture.mediaId))];
      const files = ids.length
        ? await tx
            .select()
            .from(media)
            .where(and(eq(media.siteId, siteId), inArray(media.id, ids)))
        : [];
      const byId = new Map(files.map((file) => [file.id, file]));
      const values = body.pictures.map((picture, index) => {
        const file = byId.get(picture.mediaId);
        const format = file?.fileName.split(".").pop()?.toLowerCase() ?? "";
        if (!file || !FORMATS.has(format)) {
          const message = "Cette image n'est pas dans la médiathèque du site.";
          throw badRequest(message, { [`pictures.${index}.mediaId`]: message });
        }
        return {
          siteId,
          albumId: id,
          kind: file.kind,
          format: format as PictureRow["format"],
          filename: file.name,
          url: `/media/${siteId}/${file.fileName}`,
          alt: picture.alt || file.alt,
          title: picture.caption,
          width: file.width ?? 0,
          height: file.height ?? 0,
          order: index,
        };
      });
      await tx.delete(albumMedia).where(eq(albumMedia.albumId, id));
      if (values.length) await tx.insert(albumMedia).values(values);
      const after = await this.view(tx, album);
      await recordAudit(tx, {
        siteId,
        actor,
        action: "album.pictures",
        entity: "album",
        entityId: id,
        before: before.pictures.map(({ url, caption }) => ({ url, caption })),
        after: after.pictures.map(({ url, caption }) => ({ url, caption })),
      });
      return after;
    });
  }

  private async view(db: Db, row: AlbumRow): Promise<AdminAlbum> {
    const pictures = await db
      .select({ picture: albumMedia, mediaId: media.id })
      .from(albumMedia)
      .leftJoin(
        media,
        and(
          eq(media.siteId, albumMedia.siteId),
          sql`'/media/' || ${media.siteId} || '/' || ${media.fileName} = ${albumMedia.url}`,
        ),
      )
      .where(eq(albumMedia.albumId, row.id))
      .orderBy(asc(albumMedia.order), asc(albumMedia.id));
    return {
      id: row.id,
      slug: row.slug,
      name: row.name,
      description: row.description,
      pictures: pictures.map(
        ({ picture, mediaId }): AdminAlbumPicture => ({
          id: picture.id,
          mediaId,
          kind: picture.kind,
          url: picture.url,
          alt: picture.alt,
          caption: picture.title,
          width: picture.width,
          height: picture.height,
        }),
      ),
    };
  }

  private async row(db: Db, siteId: number, id: number): Promise<AlbumRow> {
    const [row] = await db
      .select()
      .from(albums)
      .where(and(eq(albums.siteId, siteId), eq(albums.id, id)));
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  private async write<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    try {
      const result = await this.db.transaction((tx) => work(tx));
      this.changed();
      return result;
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict("Un autre album porte déjà cette adresse.");
      throw error;
    }
  }
}
