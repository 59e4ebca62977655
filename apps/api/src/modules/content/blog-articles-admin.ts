import type { ParsedListQuery } from "@vitrine/shared/list-query";
import type {
  AdminBlogArticle,
  AdminBlogArticleList,
  BlogArticleCreateBody,
  BlogArticleUpdateBody,
} from "@vitrine/shared/schemas/admin-content";
import { and, desc, eq } from "drizzle-orm";
import { type AuditActor, recordAudit } from "../../db/audit";
import type { Db } from "../../db/client";
import { pagedList, whereFilters } from "../../db/list-query";
import { blogArticles, type blogFolders } from "../../db/schema/index";
import { badRequest, notFound } from "../../lib/http";
import { imageOf } from "../../lib/reply-fields";
import {
  changes,
  otherFilters,
  type PictureInput,
  pictureColumns,
  searchCondition,
  slugFor,
} from "./admin-fields";
import { folderPath, siteFolders } from "./blog-folders-admin";
import { readingTimeOf, sanitizeRichText } from "./html";

type Row = typeof blogArticles.$inferSelect;
type FolderRow = typeof blogFolders.$inferSelect;
const NOT_FOUND = "Cet article est introuvable.";
const FOLDER_MISSING = "Le dossier choisi est introuvable.";
const slugged = {
  table: blogArticles,
  id: blogArticles.id,
  siteId: blogArticles.siteId,
  slug: blogArticles.slug,
};

/** A body of the panel, its cover already looked up in the media library. */
export type ArticleInput = Omit<BlogArticleUpdateBody, "coverMediaId"> & { cover?: PictureInput | null };

/**
 * The blog's articles as the panel edits them: drafts too; the body sanitized when saved (no
 * script survives), its reading time computed; publishing sets the publication date the first time.
 */
export class BlogArticlesAdmin {
  constructor(
    private readonly db: Db,
    private readonly changed: () => void,
  ) {}

  async list(siteId: number, query: ParsedListQuery): Promise<AdminBlogArticleList> {
    const where = and(
      eq(blogArticles.siteId, siteId),
      searchCondition(query.filters, [blogArticles.title, blogArticles.excerpt, blogArticles.author]),
      ...whereFilters(otherFilters(query.filters), {
        status: blogArticles.status,
        folderId: blogArticles.folderId,
      }),
    );
    if (query.filters.some((f) => f.field === "status" && !["DRAFT", "PUBLISHED"].includes(f.value))) {
      throw badRequest("Les paramètres de la liste sont invalides.", {
        status: "L'état est DRAFT (brouillon) ou PUBLISHED (publié).",
      });
    }
    const [{ rows, total }, folders] = await Promise.all([
      pagedList(this.db, blogArticles, where, query, {
        columns: {
          updatedAt: blogArticles.updatedAt,
          publishedAt: blogArticles.publishedAt,
          title: blogArticles.title,
        },
        fallback: [desc(blogArticles.updatedAt), desc(blogArticles.id)],
      }),
      siteFolders(this.db, siteId),
    ]);
    return { items: rows.map((row) => toArticle(row, folders)), total };
  }

  async get(siteId: number, id: number): Promise<AdminBlogArticle> {
    const [row, folders] = await Promise.all([this.find(this.db, siteId, id), siteFolders(this.db, siteId)]);
    return toArticle(row, folders);
  }

  private async find(db: Db, siteId: number, id: number): Promise<Row> {
    const [row] = await db
      .select()
      .from(blogArticles)
      .where(and(eq(blogArticles.siteId, siteId), eq(blogArticles.id, id)));
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  private async checkFolder(db: Db, siteId: number, folderId: number | null | undefined) {
    if (folderId === undefined || folderId === null) return;
    const folders = await siteFolders(db, siteId);
    if (!folders.some((folder) => folder.id === folderId)) {
      throw badRequest(FOLDER_MISSING, { folderId: FOLDER_MISSING });
    }
  }

  /** A new article, a draft until published. */
  async create(
    siteId: number,
    body: ArticleInput & Pick<BlogArticleCreateBody, "title" | "excerpt" | "body" | "author">,
    actor: AuditActor,
  ): Promise<AdminBlogArticle> {
    const id = await this.db.transaction(async (tx) => {
      await this.checkFolder(tx, siteId, body.folderId);
      const html = sanitizeRichText(body.body);
      const [row] = await tx
        .insert(blogArticles)
        .values({
          siteId,
          slug: await slugFor(tx, slugged, siteId, body.slug, body.title, null),
          title: body.title,
          excerpt: body.excerpt,
          body: html,
          readingTime: readingTimeOf(html),
          author: body.author,
          folderId: body.folderId ?? null,
          tags: body.tags ?? [],
          status: "DRAFT",
          ...pictureColumns("cover", body.cover),
        })
        .returning();
      await this.audit(tx, siteId, actor, "create", row!.id, null, auditView(row!));
      return row!.id;
    });
    this.changed();
    return this.get(siteId, id);
  }

  async update(siteId: number, id: number, body: ArticleInput, actor: AuditActor): Promise<AdminBlogArticle> {
    if (Object.values(body).every((value) => value === undefined)) {
      throw badRequest("Indiquez au moins un champ à modifier.");
    }
    await this.db.transaction(async (tx) => {
      const current = await this.find(tx, siteId, id);
      await this.checkFolder(tx, siteId, body.folderId);
      const { cover, slug: typedSlug, body: html, ...fields } = body;
      const clean = html === undefined ? undefined : sanitizeRichText(html);
      const values = {
        ...fields,
        ...(clean === undefined ? {} : { body: clean, readingTime: readingTimeOf(clean) }),
        ...(typedSlug === undefined
          ? {}
          : { slug: await slugFor(tx, slugged, siteId, typedSlug, fields.title ?? current.title, id) }),
        ...pictureColumns("cover", cover),
      };
      await this.save(tx, siteId, actor, "update", current, values);
    });
    this.changed();
    return this.get(siteId, id);
  }

  /** Shows the article on the site; its publication date is kept once set (a date to come is kept too). */
  async publish(
    siteId: number,
    id: number,
    published: boolean,
    actor: AuditActor,
  ): Promise<AdminBlogArticle> {
    await this.db.transaction(async (tx) => {
      const current = await this.find(tx, siteId, id);
      const values = published
        ? { status: "PUBLISHED" as const, publishedAt: current.publishedAt ?? new Date() }
        : { status: "DRAFT" as const };
      await this.save(tx, siteId, actor, published ? "publish" : "unpublish", current, values);
    });
    this.changed();
    return this.get(siteId, id);
  }

  async remove(siteId: number, id: number, actor: AuditActor): Promise<void> {
    await this.db.transaction(async (tx) => {
      const current = await this.find(tx, siteId, id);
      await tx.delete(blogArticles).where(eq(blogArticles.id, id));
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
  ): Promise<void> {
    const [updated] = await tx
      .update(blogArticles)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(blogArticles.id, current.id))
      .returning();
    const diff = changes(auditView(current), auditView(updated!));
    if (diff.changed) await this.audit(tx, siteId, actor, action, current.id, diff.before, diff.after);
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
      action: `blog-article.${action}`,
      entity: "blog-article",
      entityId: id,
      before,
      after,
    });
  }
}

function toArticle(row: Row, folders: FolderRow[]): AdminBlogArticle {
  const folder = row.folderId === null ? undefined : folders.find((f) => f.id === row.folderId);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    body: row.body,
    cover: imageOf(row.coverUrl, row.coverAlt, row.coverWidth, row.coverHeight),
    author: row.author,
    tags: row.tags,
    status: row.status,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    readingTime: row.readingTime,
    folder: folder ? { id: folder.id, name: folder.name, slug: folder.slug } : null,
    folderPath: folder ? folderPath(folders, folder.id) : [],
  };
}

/** What the audit log keeps of an article (dates aside: they change on every save). */
const auditView = ({ siteId: _s, createdAt: _c, updatedAt: _u, readingTime: _r, ...row }: Row) => row;
