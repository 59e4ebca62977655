import { randomUUID } from "node:crypto";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { ParsedListQuery } from "@vitrine/shared/list-query";
import {
  ALT_MISSING,
  MEDIA_FORMATS,
  MEDIA_KINDS,
  type Media,
  type MediaList,
  type MediaUpdateBody,
  type MediaUsage,
  mediaAlt,
  mediaName,
} from "@vitrine/shared/schemas/admin-media";
import { and, desc, eq, or, type SQL } from "drizzle-orm";
import type { Config } from "../../config";
import { type AuditActor, recordAudit } from "../../db/audit";
import type { Db } from "../../db/client";
import { containsText, pagedList, whereFilters } from "../../db/list-query";
import { findMediaUses } from "../../db/media-uses";
import { media } from "../../db/schema/index";
import { badRequest, conflict, HttpError, notFound } from "../../lib/http";
import { makeVariants, removeVariants, variantWidths, writeFileAtomically } from "../../lib/image-variants";
import { type InspectedFile, inspectUpload, type ReceivedUpload } from "./media-upload";

type MediaRow = typeof media.$inferSelect;

/** GET /admin/media: newest first unless told; `name` searches the shown and the original names. */
export const MEDIA_LIST = {
  defaultNbItem: 24,
  maxNbItem: 100,
  filters: ["name", "kind"],
  orderBy: ["createdAt", "name", "size"],
} as const;

const NOT_FOUND = "Ce fichier est introuvable dans la médiathèque.";
const LIBRARY_DIR = "library";
/** Photos whose copies at the site's widths are made (a drawing scales by itself). */
const RESIZABLE = new Set(["image/jpeg", "image/png"]);

const invalidList = (field: string, message: string) =>
  badRequest("Les paramètres de la liste sont invalides.", { [field]: message });

/**
 * The media library of each site: files under `{mediaDir}/{siteId}/library/`, named by a random
 * id (the sender's name is only kept as text), one row each in `media`; every change audited in
 * its transaction. Photos get their copies at the site's widths when they arrive.
 */
export class MediaLibrary {
  constructor(
    private readonly db: Db,
    private readonly config: Pick<Config, "dataDir" | "mediaDir" | "mediaVariantsDir">,
  ) {}

  /** Where uploads wait while they are checked: beside the media, never under it. */
  get uploadDir(): string {
    return join(this.config.dataDir, "tmp", "uploads");
  }

  toMedia(row: MediaRow): Media {
    const url = `/media/${row.siteId}/${row.fileName}`;
    const resizable = RESIZABLE.has(row.mimeType) && row.width !== null;
    return {
      id: row.id,
      name: row.name,
      originalName: row.originalName,
      url,
      kind: row.kind,
      mimeType: row.mimeType,
      size: row.size,
      width: row.width,
      height: row.height,
      alt: row.alt,
      createdAt: row.createdAt.toISOString(),
      createdBy: row.createdBy,
      variants: resizable
        ? variantWidths(row.width!).map((width) => ({ width, url: `${url}?w=${width}` }))
        : [],
    };
  }

  async list(siteId: number, query: ParsedListQuery): Promise<MediaList> {
    const conditions: (SQL | undefined)[] = [eq(media.siteId, siteId)];
    for (const { field, op, value } of query.filters) {
      if (field === "kind" && (op !== "eq" || !(MEDIA_KINDS as readonly string[]).includes(value)))
        throw invalidList("kind", "Choisissez IMAGE ou VIDEO.");
      if (field === "name" && op !== "lk" && op !== "eq")
        throw invalidList("name", "Cherchez un nom avec lk: (contient) ou sa valeur exacte.");
      if (field === "name" && op === "lk")
        conditions.push(or(containsText(media.name, value), containsText(media.originalName, value)));
    }
    const exact = query.filters.filter((f) => !(f.field === "name" && f.op === "lk"));
    conditions.push(...whereFilters(exact, { name: media.name, kind: media.kind }));
    const { rows, total } = await pagedList(this.db, media, and(...conditions), query, {
      columns: { createdAt: media.createdAt, name: media.name, size: media.size },
      fallback: [desc(media.createdAt), desc(media.id)],
    });
    return { items: rows.map((row) => this.toMedia(row)), total };
  }

  private async find(siteId: number, id: number): Promise<MediaRow> {
    const [row] = await this.db
      .select()
      .from(media)
      .where(and(eq(media.siteId, siteId), eq(media.id, id)));
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  async get(siteId: number, id: number): Promise<Media> {
    return this.toMedia(await this.find(siteId, id));
  }

  /** Checks, stores and records an upload; the temporary file is gone whatever happens. */
  async create(siteId: number, upload: ReceivedUpload, actor: AuditActor): Promise<Media> {
    const { file, fields } = upload;
    try {
      if (!file) throw badRequest("Choisissez un fichier à envoyer.", { file: "Choisissez un fichier." });
      const alt = mediaAlt().safeParse(fields.alt ?? "");
      if (!alt.success)
        throw badRequest("Le texte alternatif n'est pas valide.", { alt: alt.error.issues[0]!.message });
      const nameField = fields.name?.trim() ? mediaName().safeParse(fields.name) : null;
      if (nameField && !nameField.success)
        throw badRequest("Le nom n'est pas valide.", { name: nameField.error.issues[0]!.message });
      const inspected = await inspectUpload(file);
      const { kind } = MEDIA_FORMATS[inspected.format];
      if (kind === "IMAGE" && !alt.data)
        throw badRequest("Indiquez le texte alternatif de l'image.", { alt: ALT_MISSING });
      const fileName = `${LIBRARY_DIR}/${randomUUID()}.${MEDIA_FORMATS[inspected.format].extension}`;
      const size = await this.store(siteId, fileName, file.tempPath, inspected);
      try {
        const values = {
          siteId,
          fileName,
          originalName: file.originalName,
          name: nameField?.data ?? file.originalName,
          mimeType: MEDIA_FORMATS[inspected.format].mimeType,
          kind,
          size,
          width: inspected.width,
          height: inspected.height,
          alt: alt.data,
          createdBy: actor.userId,
        };
        const row = await this.db.transaction(async (tx) => {
          const [inserted] = await tx.insert(media).values(values).returning();
          await recordAudit(tx, {
            siteId,
            actor,
            action: "media.create",
            entity: "media",
            entityId: inserted!.id,
            before: null,
            after: { ...values, url: `/media/${siteId}/${fileName}` },
          });
          return inserted!;
        });
        return this.toMedia(row);
      } catch (error) {
        await this.removeFiles(siteId, fileName);
        throw error;
      }
    } finally {
      if (file) await rm(file.tempPath, { force: true });
    }
  }

  /** Moves the checked file to its place (a drawing: its sanitized markup) and makes a photo's copies. */
  private async store(siteId: number, fileName: string, tempPath: string, inspected: InspectedFile) {
    const target = join(this.config.mediaDir, String(siteId), fileName);
    await mkdir(dirname(target), { recursive: true });
    if (inspected.svgMarkup !== null) await writeFileAtomically(target, inspected.svgMarkup);
    else await rename(tempPath, target);
    const { mimeType } = MEDIA_FORMATS[inspected.format];
    if (RESIZABLE.has(mimeType) && inspected.width) {
      try {
        await makeVariants(this.config.mediaVariantsDir, target, `${siteId}/${fileName}`, inspected.width);
      } catch {
        await this.removeFiles(siteId, fileName);
        throw new HttpError(415, "Cette image est illisible ou abîmée.", {
          file: "Cette image est illisible.",
        });
      }
    }
    return (await stat(target)).size;
  }

  private async removeFiles(siteId: number, fileName: string) {
    await rm(join(this.config.mediaDir, String(siteId), fileName), { force: true });
    await removeVariants(this.config.mediaVariantsDir, `${siteId}/${fileName}`);
  }

  async update(siteId: number, id: number, body: MediaUpdateBody, actor: AuditActor): Promise<Media> {
    const before = await this.find(siteId, id);
    const changes = { alt: body.alt ?? before.alt, name: body.name ?? before.name };
    if (before.kind === "IMAGE" && changes.alt === "")
      throw badRequest("Indiquez le texte alternatif de l'image.", { alt: ALT_MISSING });
    const row = await this.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(media)
        .set(changes)
        .where(and(eq(media.siteId, siteId), eq(media.id, id)))
        .returning();
      if (!updated) throw notFound(NOT_FOUND);
      await recordAudit(tx, {
        siteId,
        actor,
        action: "media.update",
        entity: "media",
        entityId: id,
        before: { alt: before.alt, name: before.name },
        after: changes,
      });
      return updated;
    });
    return this.toMedia(row);
  }

  async usage(siteId: number, id: number): Promise<MediaUsage> {
    const row = await this.find(siteId, id);
    const url = `/media/${siteId}/${row.fileName}`;
    return { url, uses: await findMediaUses(this.db, siteId, url) };
  }

  /** Deletes a file no content names any more; 409 with the places that still name it. */
  async remove(siteId: number, id: number, actor: AuditActor): Promise<void> {
    const { uses } = await this.usage(siteId, id);
    if (uses.length > 0) {
      const listed = uses.slice(0, 5).map((use) => use.label);
      if (uses.length > 5) listed.push(`et ${uses.length - 5} autre${uses.length > 6 ? "s" : ""}`);
      throw conflict(
        `Ce fichier ne peut pas être supprimé : il est utilisé par ${listed.join(", ")}. Retirez-le de ces endroits, puis supprimez-le.`,
      );
    }
    const row = await this.db.transaction(async (tx) => {
      const [deleted] = await tx
        .delete(media)
        .where(and(eq(media.siteId, siteId), eq(media.id, id)))
        .returning();
      if (!deleted) throw notFound(NOT_FOUND);
      await recordAudit(tx, {
        siteId,
        actor,
        action: "media.delete",
        entity: "media",
        entityId: id,
        before: deleted,
        after: null,
      });
      return deleted;
    });
    await this.removeFiles(siteId, row.fileName);
  }
}
