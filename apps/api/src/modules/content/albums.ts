import { PAGE_SIZE } from "@vitrine/shared/constants";
import type { ParsedListQuery } from "@vitrine/shared/list-query";
import type { Album, AlbumImage, AlbumSummary, AlbumVideo } from "@vitrine/shared/schemas/content";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { pagedList, whereFilters } from "../../db/list-query";
import { albumMedia, albums } from "../../db/schema/index";

/** GET /album: the web app asks for 100 at once. */
export const ALBUM_LIST = {
  defaultNbItem: PAGE_SIZE.generic,
  maxNbItem: PAGE_SIZE.full,
  filters: ["name", "slug"],
  orderBy: ["order", "name"],
} as const;

const filterColumns = { name: albums.name, slug: albums.slug };
const orderColumns = { order: albums.order, name: albums.name };

type MediaRow = typeof albumMedia.$inferSelect;

/** Photo and video albums (a completed project's gallery, a slider…). */
export class Albums {
  constructor(private readonly db: Db) {}

  async list(siteId: number, query: ParsedListQuery): Promise<{ items: AlbumSummary[]; total: number }> {
    const where = and(eq(albums.siteId, siteId), ...whereFilters(query.filters, filterColumns));
    const fallback = [asc(albums.order), asc(albums.id)];
    const { rows, total } = await pagedList(this.db, albums, where, query, {
      columns: orderColumns,
      fallback,
    });
    const media = rows.length
      ? await this.db
          .select()
          .from(albumMedia)
          .where(
            and(
              eq(albumMedia.siteId, siteId),
              inArray(
                albumMedia.albumId,
                rows.map((r) => r.id),
              ),
            ),
          )
          .orderBy(asc(albumMedia.order), asc(albumMedia.id))
      : [];
    const items = rows.map((row) => {
      const own = media.filter((m) => m.albumId === row.id);
      const images = own.filter((m) => m.kind === "IMAGE");
      return {
        id: row.id,
        name: row.name,
        slug: row.slug,
        description: row.description,
        cover: images[0] ? toImage(images[0]) : null,
        imageCount: images.length,
        videoCount: own.length - images.length,
      };
    });
    return { items, total };
  }

  async get(siteId: number, id: number): Promise<Album | null> {
    const [row] = await this.db
      .select()
      .from(albums)
      .where(and(eq(albums.siteId, siteId), eq(albums.id, id)));
    if (!row) return null;
    const media = await this.db
      .select()
      .from(albumMedia)
      .where(and(eq(albumMedia.siteId, siteId), eq(albumMedia.albumId, id)))
      .orderBy(asc(albumMedia.order), asc(albumMedia.id));
    return {
      id: row.id,
      name: row.name,
      slug: row.slug,
      description: row.description,
      images: media.filter((m) => m.kind === "IMAGE").map(toImage),
      videos: media.filter((m) => m.kind === "VIDEO").map(toVideo),
    };
  }
}

function toImage(row: MediaRow): AlbumImage {
  return {
    id: row.id,
    alt: row.alt,
    title: row.title,
    filename: row.filename,
    onlineImage: { id: row.id, externalPath: row.url },
    width: row.width,
    height: row.height,
  };
}

function toVideo(row: MediaRow): AlbumVideo {
  return {
    id: row.id,
    title: row.title,
    filename: row.filename,
    format: row.format,
    onlineVideo: { id: row.id, externalPath: row.url },
    poster: row.posterUrl,
    width: row.width,
    height: row.height,
  };
}
