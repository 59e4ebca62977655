import { HOME_PAGE_URL } from "@vitrine/shared/page-rules";
import type {
  PageMoveBody,
  ParsedPageCreate,
  ParsedPageUpdate,
  TrashedPage,
} from "@vitrine/shared/schemas/admin-pages";
import type { PageNode } from "@vitrine/shared/schemas/site";
import { and, asc, eq, isNull } from "drizzle-orm";
import { type AuditActor, recordAudit } from "../../db/audit";
import type { Db } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { pages } from "../../db/schema/index";
import { badRequest, conflict, HttpError, notFound } from "../../lib/http";
import { checkColumns, checkUrlFree, columnsOf, freeSlugFrom, slugOf } from "./page-fields";
import {
  checkTree,
  livePage,
  lockSite,
  nextOrder,
  PAGE_NOT_FOUND,
  type PageRow,
  storeRedirects,
  subtreeIds,
} from "./page-plan";
import { auditView, changedFields, placeAt } from "./page-rows";
import { listTrash, purgePage, restorePage, trashPage } from "./page-trash";
import { buildPageTree, treeNodes } from "./page-tree";

const PARENT_NOT_FOUND = "La page parente est introuvable.";

/**
 * The page tree as the admin panel edits it: every page out of the trash (hidden and invalid ones
 * too), created, changed, moved, put in the trash, restored and purged. Each change is one
 * transaction with its audit entry; a page whose path changes leaves a redirect from the old one.
 */
export class PageAdmin {
  constructor(
    private readonly db: Db,
    /** Called after each change: the site's caches read the new version. */
    private readonly changed: () => void,
  ) {}

  /** The whole tree of the site, children in their order. */
  async tree(siteId: number): Promise<PageNode[]> {
    const rows = await this.db
      .select()
      .from(pages)
      .where(and(eq(pages.siteId, siteId), isNull(pages.deletedAt)))
      .orderBy(asc(pages.order), asc(pages.id));
    return buildPageTree(rows).tree;
  }

  async create(siteId: number, body: ParsedPageCreate, actor: AuditActor): Promise<PageNode> {
    const id = await this.write(async (tx) => {
      const site = await lockSite(tx, siteId);
      const { idParent = null, url: typedUrl, ...fields } = body;
      if (idParent !== null && !site.live.some((row) => row.id === idParent)) {
        throw parentNotFound();
      }
      const columns = columnsOf(fields);
      checkColumns(columns, site);
      let url: string;
      if (typedUrl) {
        url = slugOf(typedUrl);
        await checkUrlFree(tx, siteId, url, null);
      } else url = await freeSlugFrom(tx, siteId, body.title);
      const values = {
        siteId,
        idParent,
        url,
        order: nextOrder(site.live, idParent),
        linkType: columns.isText ? ("NONE" as const) : ("INTERNAL" as const),
        ...columns,
        title: body.title,
      };
      const planned = { ...plannedRow(siteId), ...values } as PageRow;
      const check = checkTree(site, [...site.live, planned], { field: "url" });
      const [row] = await tx.insert(pages).values(values).returning();
      await storeRedirects(tx, siteId, check);
      await recordAudit(tx, {
        siteId,
        actor,
        action: "page.create",
        entity: "page",
        entityId: row!.id,
        before: null,
        after: auditView(row!),
      });
      return row!.id;
    });
    return this.node(siteId, id);
  }

  async update(siteId: number, id: number, body: ParsedPageUpdate, actor: AuditActor): Promise<PageNode> {
    if (Object.values(body).every((value) => value === undefined)) {
      throw badRequest("Indiquez au moins un champ à modifier.");
    }
    await this.write(async (tx) => {
      const site = await lockSite(tx, siteId);
      const page = livePage(site, id);
      const { url: typedUrl, ...fields } = body;
      const columns = columnsOf(fields);
      checkColumns(columns, site);
      if (typedUrl !== undefined) {
        const url = slugOf(typedUrl);
        if (url !== page.url) {
          if (page.url === HOME_PAGE_URL) {
            const message =
              "La page d'accueil garde l'adresse « accueil » : c'est elle que le site montre à l'adresse /.";
            throw conflict(message, { url: message });
          }
          await checkUrlFree(tx, siteId, url, id);
          columns.url = url;
        }
      }
      const updated = { ...page, ...columns };
      const after = site.live.map((row) => (row.id === id ? updated : row));
      const check = checkTree(site, after, { field: columns.url ? "url" : "cms.route" });
      const { before, after: changes } = changedFields(page, updated);
      if (Object.keys(changes).length === 0) return;
      await tx.update(pages).set(columns).where(eq(pages.id, id));
      const redirects = await storeRedirects(tx, siteId, check);
      await recordAudit(tx, {
        siteId,
        actor,
        action: "page.update",
        entity: "page",
        entityId: id,
        before,
        after: redirects.length ? { ...changes, redirectsFrom: redirects } : changes,
      });
    });
    return this.node(siteId, id);
  }

  /** Puts the page at `position` among the children of `idParent`; both lists of siblings are renumbered. */
  async move(
    siteId: number,
    id: number,
    { idParent, position }: PageMoveBody,
    actor: AuditActor,
  ): Promise<PageNode> {
    await this.write(async (tx) => {
      const site = await lockSite(tx, siteId);
      const page = livePage(site, id);
      if (idParent !== null && !site.live.some((row) => row.id === idParent)) {
        throw parentNotFound();
      }
      if (idParent !== null && subtreeIds(site.live, id).has(idParent)) {
        const message = "Une page ne peut pas être déplacée sous elle-même ni sous une de ses sous-pages.";
        throw badRequest(message, { idParent: message });
      }
      const after = placeAt(site.live, page, idParent, position);
      const check = checkTree(site, after, { field: "idParent" });
      const byId = new Map(site.live.map((row) => [row.id, row]));
      for (const row of after) {
        const old = byId.get(row.id)!;
        if (old.order !== row.order || old.idParent !== row.idParent) {
          await tx
            .update(pages)
            .set({ order: row.order, idParent: row.idParent })
            .where(eq(pages.id, row.id));
        }
      }
      const redirects = await storeRedirects(tx, siteId, check);
      const moved = after.find((row) => row.id === id)!;
      await recordAudit(tx, {
        siteId,
        actor,
        action: "page.move",
        entity: "page",
        entityId: id,
        before: { idParent: page.idParent, order: page.order },
        after: { idParent, order: moved.order, ...(redirects.length ? { redirectsFrom: redirects } : {}) },
      });
    });
    return this.node(siteId, id);
  }

  /** Moves the page and the pages below it to the trash. */
  async trash(siteId: number, id: number, actor: AuditActor): Promise<TrashedPage> {
    return this.write((tx) => trashPage(tx, siteId, id, actor));
  }

  listTrash(siteId: number): Promise<TrashedPage[]> {
    return listTrash(this.db, siteId);
  }

  /** Brings a page of the trash back, with the pages deleted with it. */
  async restore(siteId: number, id: number, actor: AuditActor): Promise<PageNode> {
    await this.write((tx) => restorePage(tx, siteId, id, actor));
    return this.node(siteId, id);
  }

  /** Deletes for good a page of the trash and the pages deleted with it. */
  async purge(siteId: number, id: number, actor: AuditActor): Promise<void> {
    await this.write((tx) => purgePage(tx, siteId, id, actor));
  }

  /** One transaction; a slug taken meanwhile is a 409, and the site's caches learn the change. */
  private async write<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction((tx) => work(tx));
    } catch (error) {
      if (isUniqueViolation(error)) {
        const message = "Cette adresse vient d'être prise par une autre page : choisissez-en une autre.";
        throw conflict(message, { url: message });
      }
      throw error;
    } finally {
      this.changed();
    }
  }

  private async node(siteId: number, id: number): Promise<PageNode> {
    for (const node of treeNodes(await this.tree(siteId))) if (node.id === id) return node;
    throw notFound(PAGE_NOT_FOUND);
  }
}

const parentNotFound = () => new HttpError(404, PARENT_NOT_FOUND, { idParent: PARENT_NOT_FOUND });

/** A row not written yet, for checking the tree it would make (id 0 names no page). */
function plannedRow(siteId: number): Omit<PageRow, "url" | "title"> {
  return {
    id: 0,
    siteId,
    idParent: null,
    menuTitle: null,
    metaTitle: null,
    metaDescription: null,
    menuIcon: null,
    isValid: true,
    order: 0,
    isText: false,
    type: "GRAPE",
    showInMenu: true,
    isFixedOnRight: false,
    useAbsoluteMenu: false,
    reload: false,
    isCmsPage: false,
    cmsRoute: null,
    isCustomHeader: false,
    isCustomFooter: false,
    linkType: "INTERNAL",
    linkUrl: null,
    linkJsCode: null,
    deletedAt: null,
    trashedWith: null,
  };
}
