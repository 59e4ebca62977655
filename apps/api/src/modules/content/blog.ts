import { PAGE_SIZE } from "@vitrine/shared/constants";
import type { ParsedListQuery } from "@vitrine/shared/list-query";
import type {
  ArianeItem,
  BlogArticle,
  BlogCard,
  BlogFolder,
  BlogList,
} from "@vitrine/shared/schemas/content";
import { and, arrayOverlaps, count, desc, eq, inArray, lte, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { pagedList, splitTags, whereFilters } from "../../db/list-query";
import { blogArticles, blogFolders } from "../../db/schema/index";
import { imageOf } from "../../lib/reply-fields";
import type { SiteService } from "../site/service";

/** GET /blog/folder/list[/{id}]: page size 12; without orderBy, newest first. */
export const BLOG_LIST = {
  defaultNbItem: PAGE_SIZE.blog,
  maxNbItem: 100,
  filters: ["title", "author", "tag", "slug"],
  orderBy: ["publishedAt", "title"],
} as const;

const filterColumns = { title: blogArticles.title, author: blogArticles.author, slug: blogArticles.slug };
const orderColumns = { publishedAt: blogArticles.publishedAt, title: blogArticles.title };

type FolderRow = typeof blogFolders.$inferSelect;
type ArticleRow = typeof blogArticles.$inferSelect;

/** Only published articles whose publication date has come are visible. */
export const visible = (siteId: number): SQL =>
  and(
    eq(blogArticles.siteId, siteId),
    eq(blogArticles.status, "PUBLISHED"),
    lte(blogArticles.publishedAt, new Date()),
  )!;

/** The site's folders, indexed, with the ids under each one. */
class FolderTree {
  readonly byId: Map<number, FolderRow>;

  constructor(readonly rows: FolderRow[]) {
    this.byId = new Map(rows.map((row) => [row.id, row]));
  }

  children(parentId: number | null): FolderRow[] {
    return this.rows
      .filter((row) => row.parentId === parentId)
      .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name, "fr"));
  }

  /** The folder and every folder below it. */
  subtree(id: number): number[] {
    const ids = [id];
    for (let i = 0; i < ids.length; i++) {
      for (const child of this.rows) if (child.parentId === ids[i]) ids.push(child.id);
    }
    return ids;
  }

  /** From the top folder down to `id`; a loop in parents stops the walk. */
  chain(id: number): FolderRow[] {
    const chain: FolderRow[] = [];
    const seen = new Set<number>();
    let current = this.byId.get(id);
    while (current && !seen.has(current.id)) {
      seen.add(current.id);
      chain.unshift(current);
      current = current.parentId === null ? undefined : this.byId.get(current.parentId);
    }
    return chain;
  }
}

/** Blog of advice: nested folders of published articles, with their breadcrumbs (ariane). */
export class Blog {
  constructor(
    private readonly db: Db,
    private readonly sites: SiteService,
  ) {}

  private async tree(siteId: number): Promise<FolderTree> {
    return new FolderTree(await this.db.select().from(blogFolders).where(eq(blogFolders.siteId, siteId)));
  }

  /** Published articles, of one folder and its subfolders when folderId is given; null: no such folder. */
  async list(siteId: number, folderId: number | null, query: ParsedListQuery): Promise<BlogList | null> {
    const tree = await this.tree(siteId);
    if (folderId !== null && !tree.byId.has(folderId)) return null;
    const tagFilter = query.filters.find((f) => f.field === "tag");
    const tags = tagFilter ? splitTags(tagFilter.value) : [];
    const where = and(
      visible(siteId),
      folderId === null ? undefined : inArray(blogArticles.folderId, tree.subtree(folderId)),
      ...whereFilters(query.filters, filterColumns),
      tags.length ? arrayOverlaps(blogArticles.tags, tags) : undefined,
    );
    const fallback = [desc(blogArticles.publishedAt), desc(blogArticles.id)];
    const { rows, total } = await pagedList(this.db, blogArticles, where, query, {
      columns: orderColumns,
      fallback,
    });
    return { blogs: rows.map((row) => toCard(row, tree)), total };
  }

  /** A folder with its direct subfolders, or the root (folderId null); null: no such folder. */
  async folder(siteId: number, folderId: number | null): Promise<BlogFolder | null> {
    const tree = await this.tree(siteId);
    const folder = folderId === null ? null : tree.byId.get(folderId);
    if (folderId !== null && !folder) return null;
    const counts = await this.db
      .select({ folderId: blogArticles.folderId, n: count() })
      .from(blogArticles)
      .where(visible(siteId))
      .groupBy(blogArticles.folderId);
    const direct = new Map(counts.map((c) => [c.folderId, c.n]));
    const countUnder = (id: number) => tree.subtree(id).reduce((sum, fid) => sum + (direct.get(fid) ?? 0), 0);
    const children = tree.children(folderId).map((child) => ({
      id: child.id,
      name: child.name,
      slug: child.slug,
      description: child.description,
      articleCount: countUnder(child.id),
    }));
    if (!folder) {
      const root = await this.root(siteId);
      return {
        id: null,
        name: root.name,
        slug: root.url,
        description: null,
        parentId: null,
        articleCount: counts.reduce((sum, c) => sum + c.n, 0),
        children,
      };
    }
    return {
      id: folder.id,
      name: folder.name,
      slug: folder.slug,
      description: folder.description,
      parentId: folder.parentId,
      articleCount: countUnder(folder.id),
      children,
    };
  }

  /** Breadcrumb from the blog's root to the folder; null: no such folder. */
  async folderAriane(siteId: number, folderId: number | null): Promise<ArianeItem[] | null> {
    const [tree, root] = await Promise.all([this.tree(siteId), this.root(siteId)]);
    if (folderId !== null && !tree.byId.has(folderId)) return null;
    return [root, ...(folderId === null ? [] : tree.chain(folderId).map(folderItem))];
  }

  /** Breadcrumb from the blog's root to a published article; null: no such article. */
  async articleAriane(siteId: number, articleId: number): Promise<ArianeItem[] | null> {
    const [row] = await this.db
      .select({
        id: blogArticles.id,
        slug: blogArticles.slug,
        title: blogArticles.title,
        folderId: blogArticles.folderId,
      })
      .from(blogArticles)
      .where(and(visible(siteId), eq(blogArticles.id, articleId)));
    if (!row) return null;
    const [tree, root] = await Promise.all([this.tree(siteId), this.root(siteId)]);
    const folders = row.folderId === null ? [] : tree.chain(row.folderId).map(folderItem);
    return [root, ...folders, { id: row.id, url: row.slug, name: row.title, kind: "article" }];
  }

  async article(siteId: number, articleId: number): Promise<BlogArticle | null> {
    const [row] = await this.db
      .select()
      .from(blogArticles)
      .where(and(visible(siteId), eq(blogArticles.id, articleId)));
    if (!row) return null;
    const tree = await this.tree(siteId);
    return { ...toCard(row, tree), body: row.body };
  }

  /** The root of breadcrumbs: the site's blog page (its route starts with /blog), else "Blog". */
  private async root(siteId: number): Promise<ArianeItem> {
    const snapshot = await this.sites.getSnapshot(siteId);
    const page = [...(snapshot?.pagesByUrl.values() ?? [])].find((p) => p.cms.route?.startsWith("/blog"));
    return page
      ? { id: null, url: page.url, name: page.menuTitle ?? page.title, kind: "root" }
      : { id: null, url: "blog", name: "Blog", kind: "root" };
  }
}

const folderItem = (folder: FolderRow): ArianeItem => ({
  id: folder.id,
  url: folder.slug,
  name: folder.name,
  kind: "folder",
});

function toCard(row: ArticleRow, tree: FolderTree): BlogCard {
  const folder = row.folderId === null ? undefined : tree.byId.get(row.folderId);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    cover: imageOf(row.coverUrl, row.coverAlt, row.coverWidth, row.coverHeight),
    author: row.author,
    // visible() guarantees a publication date.
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    readingTime: row.readingTime,
    folder: folder ? { id: folder.id, name: folder.name, slug: folder.slug } : null,
    tags: row.tags,
  };
}
