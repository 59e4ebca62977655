import { HOME_PAGE_URL } from "@vitrine/shared/page-rules";
import type { TrashedPage } from "@vitrine/shared/schemas/admin-pages";
import { and, eq, inArray, isNotNull, isNull, notInArray } from "drizzle-orm";
import { type AuditActor, recordAudit } from "../../db/audit";
import type { Db } from "../../db/client";
import { pages } from "../../db/schema/index";
import { conflict, notFound } from "../../lib/http";
import {
  checkTree,
  livePage,
  lockSite,
  nextOrder,
  type PageRow,
  pathsOf,
  storeRedirects,
  subtreeIds,
} from "./page-plan";
import { auditView } from "./page-rows";

/**
 * The trash of a site's pages. A page deleted takes the pages below it along (`trashed_with` names
 * the page deleted); they come back and go for good together. A page deleted on its own before
 * its parent stays a trash entry of its own.
 */

const NOT_IN_TRASH = "Cette page n'est pas dans la corbeille.";

export async function trashPage(tx: Db, siteId: number, id: number, actor: AuditActor): Promise<TrashedPage> {
  const site = await lockSite(tx, siteId);
  const page = livePage(site, id);
  if (page.url === HOME_PAGE_URL) {
    throw conflict(
      "La page d'accueil ne peut pas aller à la corbeille : c'est elle que le site montre à l'adresse /.",
    );
  }
  const ids = [...subtreeIds(site.live, id)];
  const deletedAt = new Date();
  await tx
    .update(pages)
    .set({ deletedAt, trashedWith: id })
    .where(and(eq(pages.siteId, siteId), inArray(pages.id, ids)));
  await recordAudit(tx, {
    siteId,
    actor,
    action: "page.trash",
    entity: "page",
    entityId: id,
    before: { path: pathsOf(site.live).get(id) ?? null, pages: ids },
    after: { deletedAt: deletedAt.toISOString() },
  });
  const parent = site.live.find((row) => row.id === page.idParent);
  return {
    id,
    title: page.title,
    url: page.url,
    idParent: page.idParent,
    parentTitle: parent?.title ?? null,
    deletedAt: deletedAt.toISOString(),
    pageCount: ids.length,
  };
}

/** The pages deleted by an administrator, newest first, each with the number of pages it took along. */
export async function listTrash(db: Db, siteId: number): Promise<TrashedPage[]> {
  const rows = await db
    .select({
      id: pages.id,
      title: pages.title,
      url: pages.url,
      idParent: pages.idParent,
      deletedAt: pages.deletedAt,
      trashedWith: pages.trashedWith,
    })
    .from(pages)
    .where(and(eq(pages.siteId, siteId), isNotNull(pages.deletedAt)));
  const parentIds = [...new Set(rows.map((row) => row.idParent).filter((id) => id !== null))];
  const parents = parentIds.length
    ? await db
        .select({ id: pages.id, title: pages.title })
        .from(pages)
        .where(and(eq(pages.siteId, siteId), isNull(pages.deletedAt), inArray(pages.id, parentIds)))
    : [];
  const titles = new Map(parents.map((parent) => [parent.id, parent.title]));
  return rows
    .filter((row) => row.trashedWith === row.id)
    .sort((a, b) => b.deletedAt!.getTime() - a.deletedAt!.getTime() || b.id - a.id)
    .map((row) => ({
      id: row.id,
      title: row.title,
      url: row.url,
      idParent: row.idParent,
      parentTitle: row.idParent === null ? null : (titles.get(row.idParent) ?? null),
      deletedAt: row.deletedAt!.toISOString(),
      pageCount: rows.filter((other) => other.trashedWith === row.id).length,
    }));
}

/** The page deleted (not one taken along) and the pages deleted with it; 404 / 409 otherwise. */
async function trashEntry(tx: Db, siteId: number, id: number, verb: string): Promise<PageRow[]> {
  const [page] = await tx
    .select()
    .from(pages)
    .where(and(eq(pages.siteId, siteId), eq(pages.id, id)));
  if (!page?.deletedAt) throw notFound(NOT_IN_TRASH);
  if (page.trashedWith !== id) {
    const [root] = await tx
      .select({ title: pages.title })
      .from(pages)
      .where(eq(pages.id, page.trashedWith ?? id));
    throw conflict(
      `Cette page a été supprimée avec la page « ${root?.title ?? ""} » : ${verb} la page « ${root?.title ?? ""} ».`,
    );
  }
  return tx
    .select()
    .from(pages)
    .where(and(eq(pages.siteId, siteId), eq(pages.trashedWith, id)));
}

/** Back under its parent when the parent is on the site, else at the root; last of its siblings. */
export async function restorePage(tx: Db, siteId: number, id: number, actor: AuditActor): Promise<void> {
  const site = await lockSite(tx, siteId);
  const group = await trashEntry(tx, siteId, id, "restaurez");
  const page = group.find((row) => row.id === id)!;
  const idParent = site.live.some((row) => row.id === page.idParent) ? page.idParent : null;
  const order = nextOrder(site.live, idParent);
  const restored = group.map((row) => ({
    ...row,
    ...(row.id === id ? { idParent, order } : {}),
    deletedAt: null,
    trashedWith: null,
  }));
  const after = [...site.live, ...restored].sort((a, b) => a.order - b.order || a.id - b.id);
  const check = checkTree(site, after, { field: "idPage", status: 409 });
  await tx
    .update(pages)
    .set({ deletedAt: null, trashedWith: null })
    .where(and(eq(pages.siteId, siteId), eq(pages.trashedWith, id)));
  await tx.update(pages).set({ idParent, order }).where(eq(pages.id, id));
  await storeRedirects(tx, siteId, check);
  await recordAudit(tx, {
    siteId,
    actor,
    action: "page.restore",
    entity: "page",
    entityId: id,
    before: { deletedAt: page.deletedAt!.toISOString(), idParent: page.idParent },
    after: { idParent, order, pages: group.map((row) => row.id) },
  });
}

/** Deletes the page and the pages deleted with it; pages deleted on their own below it stay in the trash. */
export async function purgePage(tx: Db, siteId: number, id: number, actor: AuditActor): Promise<void> {
  await lockSite(tx, siteId);
  const group = await trashEntry(tx, siteId, id, "supprimez définitivement");
  const ids = group.map((row) => row.id);
  // Their parent goes: they would go with it (the foreign key cascades); they come back at the root.
  await tx
    .update(pages)
    .set({ idParent: null })
    .where(and(eq(pages.siteId, siteId), inArray(pages.idParent, ids), notInArray(pages.id, ids)));
  await tx.delete(pages).where(and(eq(pages.siteId, siteId), inArray(pages.id, ids)));
  const page = group.find((row) => row.id === id)!;
  await recordAudit(tx, {
    siteId,
    actor,
    action: "page.purge",
    entity: "page",
    entityId: id,
    before: { ...auditView(page), pages: ids },
    after: null,
  });
}
