import { placeholderMessage, placeholderSections } from "@vitrine/shared/layout-placeholders";
import type { ParsedListQuery } from "@vitrine/shared/list-query";
import type {
  AdminLayout,
  LayoutDraft,
  LayoutHashCheck,
  LayoutPublished,
  LayoutSaved,
  LayoutVersionList,
} from "@vitrine/shared/schemas/admin-layouts";
import type { PageDetail } from "@vitrine/shared/schemas/site";
import { and, asc, desc, eq, isNull } from "drizzle-orm";
import { type AuditActor, recordAudit } from "../../db/audit";
import type { Db } from "../../db/client";
import { pagedList } from "../../db/list-query";
import { pageLayouts, pageLayoutVersions, pages } from "../../db/schema/index";
import { badRequest, conflict, HttpError, notFound } from "../../lib/http";
import { hashHtml, prepareLayout, sanitizeLayoutHtml } from "./layout";
import { previewExtension, removePreview, storePreview } from "./layout-preview";
import {
  CONFLICT_MESSAGE,
  contentOf,
  editablePage,
  headOf,
  insertVersion,
  keepOrigin,
  type LayoutRow,
  layoutComponentList,
  layoutOf,
  newestVersion,
  pendingDraft,
  previewUrlOf,
  toDraft,
  toVersion,
  VERSION_NOT_FOUND,
} from "./layout-rows";
import { arianeOf, buildPageTree } from "./page-tree";

/** Which layout of which page of which site a call is about. */
export interface LayoutIds {
  siteId: number;
  pageId: number;
  layoutId: number;
}

export interface LayoutSaveInput {
  html: string;
  css: string;
  project: Record<string, unknown>;
  /** The hash of what the editor loaded: the save is refused when the head is no longer that. */
  baseHash: string;
  /** The editor's picture of the draft (any bytes: its content is checked here). */
  preview: Buffer | null;
}

const NO_DRAFT = "Aucun brouillon à publier : enregistrez d'abord la mise en page.";

/**
 * The layout editor's side of a page: drafts saved from the editor, published to what the site
 * shows, every version kept and restorable. Saves and publications of one layout run one after the
 * other (its row locked), each checked against the head the editor loaded: a second editor gets a
 * 409, never a silent overwrite. Each change is audited in its transaction.
 */
export class LayoutAdmin {
  constructor(
    private readonly db: Db,
    /** Where the sites' media are (config.mediaDir): the previews go under {siteId}/layouts/. */
    private readonly mediaDir: string,
    /** Called after each change: the site's caches read the new version. */
    private readonly changed: () => void,
  ) {}

  /** The page's layout as the editor opens it; a page without one gets an empty one. */
  async open(siteId: number, pageId: number): Promise<AdminLayout> {
    await editablePage(this.db, siteId, pageId);
    const layout = await this.layoutOrEmpty(siteId, pageId);
    const draft = pendingDraft(await newestVersion(this.db, layout.id));
    return {
      id: layout.id,
      published: {
        html: layout.html,
        css: layout.css,
        project: layout.project,
        hash: layout.hash,
        updatedAt: layout.updatedAt.toISOString(),
      },
      draft: draft ? toDraft(draft) : null,
      components: layoutComponentList(),
    };
  }

  /** Whether the head is still the HTML the editor loaded (compared once sanitized). */
  async checkHash(ids: LayoutIds, html: string): Promise<LayoutHashCheck> {
    await editablePage(this.db, ids.siteId, ids.pageId);
    const head = await headOf(this.db, await layoutOf(this.db, ids));
    return { changed: head.hash !== hashHtml(sanitizeLayoutHtml(html)), hash: head.hash };
  }

  /** Saves a new draft (HTML and CSS sanitized, the tree parsed) with its preview picture. */
  async saveDraft(ids: LayoutIds, input: LayoutSaveInput, actor: AuditActor): Promise<LayoutSaved> {
    await editablePage(this.db, ids.siteId, ids.pageId);
    const prepared = prepareLayout({ html: input.html, css: input.css });
    const extension = input.preview ? await previewExtension(input.preview) : null;
    const previewPath =
      input.preview && extension
        ? await storePreview(this.mediaDir, ids.siteId, ids.pageId, input.preview, extension)
        : null;
    try {
      const version = await this.write(async (tx) => {
        const layout = await layoutOf(tx, ids, true);
        const head = await headOf(tx, layout);
        if (head.hash !== input.baseHash) throw conflict(CONFLICT_MESSAGE);
        await keepOrigin(tx, ids, layout, head.newest);
        const row = await insertVersion(
          tx,
          ids,
          "DRAFT",
          { project: input.project, ...prepared, previewPath },
          actor,
        );
        await this.audit(
          tx,
          ids,
          actor,
          "layout.draft",
          { hash: head.hash },
          { hash: row.hash, versionId: row.id },
        );
        return row;
      });
      return { versionId: version.id, hash: version.hash, previewUrl: previewUrlOf(ids.siteId, previewPath) };
    } catch (error) {
      if (previewPath) await removePreview(this.mediaDir, ids.siteId, previewPath);
      throw error;
    }
  }

  /**
   * Publishes the newest draft: the site shows it from now on, and it is kept as a PUBLISHED version.
   * A draft still holding the editor's sample images is refused (422), its sections named.
   */
  async publish(ids: LayoutIds, baseHash: string, actor: AuditActor): Promise<LayoutPublished> {
    await editablePage(this.db, ids.siteId, ids.pageId);
    return this.write(async (tx) => {
      const layout = await layoutOf(tx, ids, true);
      const draft = pendingDraft(await newestVersion(tx, layout.id));
      if (!draft) throw badRequest(NO_DRAFT);
      if (draft.hash !== baseHash) throw conflict(CONFLICT_MESSAGE);
      // The editor's sample images stay in drafts: visitors never get them.
      const samples = placeholderMessage(placeholderSections(draft.tree));
      if (samples) throw new HttpError(422, samples);
      const { previewPath: _preview, ...shown } = contentOf(draft);
      const [updated] = await tx
        .update(pageLayouts)
        .set({ ...shown, updatedAt: new Date() })
        .where(eq(pageLayouts.id, layout.id))
        .returning({ updatedAt: pageLayouts.updatedAt });
      const published = await insertVersion(tx, ids, "PUBLISHED", contentOf(draft), actor);
      const after = { hash: draft.hash, versionId: published.id, draftId: draft.id };
      await this.audit(tx, ids, actor, "layout.publish", { hash: layout.hash }, after);
      return { hash: draft.hash, publishedAt: updated!.updatedAt.toISOString() };
    });
  }

  /** The layout's versions, newest first. */
  async versions(ids: LayoutIds, query: ParsedListQuery): Promise<LayoutVersionList> {
    await editablePage(this.db, ids.siteId, ids.pageId);
    await layoutOf(this.db, ids);
    const where = and(
      eq(pageLayoutVersions.layoutId, ids.layoutId),
      eq(pageLayoutVersions.siteId, ids.siteId),
    );
    const { rows, total } = await pagedList(this.db, pageLayoutVersions, where, query, {
      columns: { createdAt: pageLayoutVersions.createdAt },
      fallback: [desc(pageLayoutVersions.id)],
    });
    return { items: rows.map(toVersion), total };
  }

  /** A new draft copied from one of the layout's versions (the editor then opens it, and may publish it). */
  async restore(ids: LayoutIds, versionId: number, actor: AuditActor): Promise<LayoutDraft> {
    await editablePage(this.db, ids.siteId, ids.pageId);
    const draft = await this.write(async (tx) => {
      const layout = await layoutOf(tx, ids, true);
      const [source] = await tx
        .select()
        .from(pageLayoutVersions)
        .where(and(eq(pageLayoutVersions.id, versionId), eq(pageLayoutVersions.layoutId, layout.id)));
      if (!source) throw notFound(VERSION_NOT_FOUND);
      const head = await headOf(tx, layout);
      const row = await insertVersion(tx, ids, "DRAFT", contentOf(source), actor);
      const after = { hash: row.hash, versionId: row.id, restoredFrom: source.id };
      await this.audit(tx, ids, actor, "layout.restore", { hash: head.hash }, after);
      return row;
    });
    return toDraft(draft);
  }

  /** The page as GET /page/{url} gives it, with the newest draft's tree and CSS (else the published ones). */
  async draftPage(ids: LayoutIds): Promise<PageDetail> {
    const page = await editablePage(this.db, ids.siteId, ids.pageId);
    const layout = await layoutOf(this.db, ids);
    const draft = pendingDraft(await newestVersion(this.db, layout.id));
    const rows = await this.db
      .select()
      .from(pages)
      .where(and(eq(pages.siteId, ids.siteId), isNull(pages.deletedAt)))
      .orderBy(asc(pages.order), asc(pages.id));
    const { byUrl } = buildPageTree(rows);
    const node = byUrl.get(page.url);
    // A page whose parent is in the trash is no part of the tree: it cannot be shown.
    if (!node)
      throw notFound(
        "Cette page n'est pas dans l'arborescence du site : elle ne peut pas être prévisualisée.",
      );
    const { children: _children, ...detail } = node;
    const source = draft ?? layout;
    return {
      ...detail,
      layout: { id: layout.id, css: source.css, hash: source.hash, tree: source.tree },
      ariane: arianeOf(node, byUrl),
    };
  }

  /** The page's layout, an empty one written first when it has none (two first openings make one). */
  private async layoutOrEmpty(siteId: number, pageId: number): Promise<LayoutRow> {
    const where = and(eq(pageLayouts.pageId, pageId), eq(pageLayouts.siteId, siteId));
    const [layout] = await this.db.select().from(pageLayouts).where(where);
    if (layout) return layout;
    await this.db
      .insert(pageLayouts)
      .values({ siteId, pageId, project: {}, html: "", css: "", hash: hashHtml(""), tree: [] })
      .onConflictDoNothing({ target: pageLayouts.pageId });
    this.changed();
    const [created] = await this.db.select().from(pageLayouts).where(where);
    return created!;
  }

  private audit(
    tx: Db,
    ids: LayoutIds,
    actor: AuditActor,
    action: string,
    before: unknown,
    after: unknown,
  ): Promise<void> {
    const entity = { entity: "page_layout", entityId: ids.layoutId };
    return recordAudit(tx, {
      siteId: ids.siteId,
      actor,
      action,
      ...entity,
      before: { pageId: ids.pageId, ...(before as object) },
      after,
    });
  }

  /** One transaction; the site's caches learn the change whatever its outcome. */
  private async write<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction((tx) => work(tx));
    } finally {
      this.changed();
    }
  }
}
