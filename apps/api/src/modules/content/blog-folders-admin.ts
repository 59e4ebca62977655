import type {
  AdminBlogFolder,
  BlogFolderBody,
  BlogFolderUpdateBody,
} from "@vitrine/shared/schemas/admin-content";
import { and, count, eq, max } from "drizzle-orm";
import { type AuditActor, recordAudit } from "../../db/audit";
import type { Db } from "../../db/client";
import { blogArticles, blogFolders } from "../../db/schema/index";
import { badRequest, conflict, notFound } from "../../lib/http";
import { changes, slugFor } from "./admin-fields";

type FolderRow = typeof blogFolders.$inferSelect;
export const FOLDER_NOT_FOUND = "Ce dossier du blog est introuvable.";
const PARENT_NOT_FOUND = "Le dossier parent est introuvable.";
const slugged = {
  table: blogFolders,
  id: blogFolders.id,
  siteId: blogFolders.siteId,
  slug: blogFolders.slug,
};

/** Names from the top folder down to `id`; a loop in parents stops the walk. */
export function folderPath(rows: FolderRow[], id: number | null): string[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const path: string[] = [];
  const seen = new Set<number>();
  let current = id === null ? undefined : byId.get(id);
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    path.unshift(current.name);
    current = current.parentId === null ? undefined : byId.get(current.parentId);
  }
  return path;
}

export const siteFolders = (db: Db, siteId: number) =>
  db.select().from(blogFolders).where(eq(blogFolders.siteId, siteId));

/**
 * The blog's folders as the panel edits them: the breadcrumb of an article is its folder's path.
 * A folder still holding articles or folders is not deleted (409): nothing disappears by surprise.
 */
export class BlogFoldersAdmin {
  constructor(
    private readonly db: Db,
    private readonly changed: () => void,
  ) {}

  async list(siteId: number): Promise<AdminBlogFolder[]> {
    const [rows, counts] = await Promise.all([
      siteFolders(this.db, siteId),
      this.db
        .select({ folderId: blogArticles.folderId, n: count() })
        .from(blogArticles)
        .where(eq(blogArticles.siteId, siteId))
        .groupBy(blogArticles.folderId),
    ]);
    const direct = new Map(counts.map((c) => [c.folderId, c.n]));
    return rows
      .map((row) => toFolder(row, rows, direct.get(row.id) ?? 0))
      .sort((a, b) => a.path.join("\u0000").localeCompare(b.path.join("\u0000"), "fr"));
  }

  private async get(siteId: number, id: number): Promise<AdminBlogFolder> {
    const folder = (await this.list(siteId)).find((item) => item.id === id);
    if (!folder) throw notFound(FOLDER_NOT_FOUND);
    return folder;
  }

  async create(siteId: number, body: BlogFolderBody, actor: AuditActor): Promise<AdminBlogFolder> {
    const id = await this.db.transaction(async (tx) => {
      const rows = await siteFolders(tx, siteId);
      const parentId = body.parentId ?? null;
      if (parentId !== null && !rows.some((row) => row.id === parentId)) {
        throw badRequest(PARENT_NOT_FOUND, { parentId: PARENT_NOT_FOUND });
      }
      const [last] = await tx
        .select({ order: max(blogFolders.order) })
        .from(blogFolders)
        .where(eq(blogFolders.siteId, siteId));
      const [row] = await tx
        .insert(blogFolders)
        .values({
          siteId,
          parentId,
          name: body.name,
          slug: await slugFor(tx, slugged, siteId, body.slug, body.name, null),
          description: body.description || null,
          order: (last?.order ?? 0) + 1,
        })
        .returning();
      await recordAudit(tx, {
        siteId,
        actor,
        action: "blog-folder.create",
        entity: "blog-folder",
        entityId: row!.id,
        before: null,
        after: auditView(row!),
      });
      return row!.id;
    });
    this.changed();
    return this.get(siteId, id);
  }

  async update(siteId: number, id: number, body: BlogFolderUpdateBody, actor: AuditActor) {
    if (Object.values(body).every((value) => value === undefined)) {
      throw badRequest("Indiquez au moins un champ à modifier.");
    }
    await this.db.transaction(async (tx) => {
      const rows = await siteFolders(tx, siteId);
      const current = rows.find((row) => row.id === id);
      if (!current) throw notFound(FOLDER_NOT_FOUND);
      if (body.parentId !== undefined && body.parentId !== null) {
        if (!rows.some((row) => row.id === body.parentId)) {
          throw badRequest(PARENT_NOT_FOUND, { parentId: PARENT_NOT_FOUND });
        }
        if (isInside(rows, body.parentId, id)) {
          const message =
            "Un dossier ne peut pas être rangé dans lui-même ni dans l'un de ses sous-dossiers.";
          throw conflict(message, { parentId: message });
        }
      }
      const { slug: typedSlug, description, ...fields } = body;
      const values = {
        ...fields,
        ...(description === undefined ? {} : { description: description || null }),
        ...(typedSlug === undefined
          ? {}
          : { slug: await slugFor(tx, slugged, siteId, typedSlug, fields.name ?? current.name, id) }),
      };
      const [updated] = await tx.update(blogFolders).set(values).where(eq(blogFolders.id, id)).returning();
      const diff = changes(auditView(current), auditView(updated!));
      if (diff.changed) {
        await recordAudit(tx, {
          siteId,
          actor,
          action: "blog-folder.update",
          entity: "blog-folder",
          entityId: id,
          before: diff.before,
          after: diff.after,
        });
      }
    });
    this.changed();
    return this.get(siteId, id);
  }

  async remove(siteId: number, id: number, actor: AuditActor): Promise<void> {
    await this.db.transaction(async (tx) => {
      const rows = await siteFolders(tx, siteId);
      const current = rows.find((row) => row.id === id);
      if (!current) throw notFound(FOLDER_NOT_FOUND);
      const [articles] = await tx
        .select({ n: count() })
        .from(blogArticles)
        .where(and(eq(blogArticles.siteId, siteId), eq(blogArticles.folderId, id)));
      if ((articles?.n ?? 0) > 0 || rows.some((row) => row.parentId === id)) {
        throw conflict("Ce dossier contient encore des articles ou des dossiers : déplacez-les d'abord.");
      }
      await tx.delete(blogFolders).where(eq(blogFolders.id, id));
      await recordAudit(tx, {
        siteId,
        actor,
        action: "blog-folder.delete",
        entity: "blog-folder",
        entityId: id,
        before: auditView(current),
        after: null,
      });
    });
    this.changed();
  }
}

/** Whether `candidate` is `id` or lies somewhere below it. */
function isInside(rows: FolderRow[], candidate: number, id: number): boolean {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const seen = new Set<number>();
  let current: number | null = candidate;
  while (current !== null && !seen.has(current)) {
    if (current === id) return true;
    seen.add(current);
    current = byId.get(current)?.parentId ?? null;
  }
  return false;
}

function toFolder(row: FolderRow, rows: FolderRow[], articleCount: number): AdminBlogFolder {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    parentId: row.parentId,
    order: row.order,
    path: folderPath(rows, row.id),
    articleCount,
  };
}

const auditView = ({ siteId: _site, ...row }: FolderRow) => row;
