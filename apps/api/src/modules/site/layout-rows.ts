import type { LayoutDraft, LayoutVersion } from "@vitrine/shared/schemas/admin-layouts";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { AuditActor } from "../../db/audit";
import type { Db } from "../../db/client";
import { pageLayouts, pageLayoutVersions, pages } from "../../db/schema/index";
import { HttpError, notFound } from "../../lib/http";
import { LAYOUT_COMPONENTS } from "./layout";
import { PAGE_NOT_FOUND, type PageRow } from "./page-plan";

/** Rows of the layout editor's tables, the checks made on them and their shapes in the replies. */

export type LayoutRow = typeof pageLayouts.$inferSelect;
export type VersionRow = typeof pageLayoutVersions.$inferSelect;

export const LAYOUT_NOT_FOUND = "Cette mise en page est introuvable pour cette page.";
export const VERSION_NOT_FOUND = "Cette version est introuvable pour cette mise en page.";

/** The French name of each placeholder a layout may hold, as the editor's blocks show them. */
const COMPONENT_LABELS: Record<string, string> = {
  "services-list": "Liste des services",
  "projects-grid": "Grille des réalisations",
  "blog-cards": "Articles du blog",
  news: "Actualités",
  reviews: "Avis clients",
  album: "Album photo",
  slider: "Diaporama",
  "contact-form": "Formulaire de contact",
  "quote-form": "Formulaire de devis",
  map: "Carte",
  "shop-products": "Produits de la boutique",
  "newsletter-form": "Inscription à la lettre d'information",
};

export const layoutComponentList = () =>
  LAYOUT_COMPONENTS.map((name) => ({ name, label: COMPONENT_LABELS[name] ?? name }));

/** Why the editor cannot lay out this page (its body is no layout of its own); null when it can. */
export function notEditable(page: PageRow): string | null {
  if (page.type !== "GRAPE")
    return `Cette page est de type « ${page.type} » : seules les pages de type GRAPE se mettent en page.`;
  if (page.isText) return "Cette page n'est qu'un titre de menu : elle n'a pas de contenu à mettre en page.";
  if (page.cmsRoute)
    return `Cette page mène à l'écran « ${page.cmsRoute} » du site : son contenu n'est pas une mise en page.`;
  if (page.linkType === "EXTERNAL" || page.linkType === "JS")
    return "Cette page est un lien vers une autre adresse : elle n'a pas de contenu à mettre en page.";
  if (!page.isCmsPage)
    return "Cette page n'est pas une page de contenu : faites-en une page de contenu dans l'arborescence des pages pour la mettre en page.";
  return null;
}

/** A page of the site out of the trash that holds a layout; 404 for another site's page, 422 for a page without layout. */
export async function editablePage(db: Db, siteId: number, pageId: number): Promise<PageRow> {
  const [page] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.id, pageId), eq(pages.siteId, siteId), isNull(pages.deletedAt)));
  if (!page) throw notFound(PAGE_NOT_FOUND);
  const problem = notEditable(page);
  if (problem) throw new HttpError(422, problem);
  return page;
}

/** The page's layout `layoutId`, locked until the transaction ends when `lock` (saves of one layout queue). */
export async function layoutOf(
  db: Db,
  ids: { siteId: number; pageId: number; layoutId: number },
  lock = false,
): Promise<LayoutRow> {
  const query = db
    .select()
    .from(pageLayouts)
    .where(
      and(
        eq(pageLayouts.id, ids.layoutId),
        eq(pageLayouts.pageId, ids.pageId),
        eq(pageLayouts.siteId, ids.siteId),
      ),
    );
  const [layout] = lock ? await query.for("update") : await query;
  if (!layout) throw notFound(LAYOUT_NOT_FOUND);
  return layout;
}

/** The newest version of the layout, if any. */
export async function newestVersion(db: Db, layoutId: number): Promise<VersionRow | null> {
  const [row] = await db
    .select()
    .from(pageLayoutVersions)
    .where(eq(pageLayoutVersions.layoutId, layoutId))
    .orderBy(desc(pageLayoutVersions.id))
    .limit(1);
  return row ?? null;
}

/** The draft waiting for publication: the newest version when it is a draft. */
export const pendingDraft = (newest: VersionRow | null) => (newest?.kind === "DRAFT" ? newest : null);

/**
 * What an editor saves over: the draft waiting for publication, else the published layout. A save
 * or a publication made from another head is refused (409), never written over it.
 */
export async function headOf(
  db: Db,
  layout: LayoutRow,
): Promise<{ hash: string; draft: VersionRow | null; newest: VersionRow | null }> {
  const newest = await newestVersion(db, layout.id);
  const draft = pendingDraft(newest);
  return { hash: draft?.hash ?? layout.hash, draft, newest };
}

/** What a version holds of a layout, copied from one version to another. */
export type VersionContent = Pick<VersionRow, "project" | "html" | "css" | "hash" | "tree" | "previewPath">;

export const contentOf = ({
  project,
  html,
  css,
  hash,
  tree,
  previewPath,
}: VersionContent): VersionContent => ({
  project,
  html,
  css,
  hash,
  tree,
  previewPath,
});

/** Writes a version of the layout, made by `actor`. */
export async function insertVersion(
  db: Db,
  ids: { siteId: number; pageId: number; layoutId: number },
  kind: VersionRow["kind"],
  content: VersionContent,
  actor: AuditActor,
): Promise<VersionRow> {
  const [row] = await db
    .insert(pageLayoutVersions)
    .values({ ...ids, kind, ...content, createdBy: actor.userId, createdByEmail: actor.email })
    .returning();
  return row!;
}

/**
 * Before a layout's first draft, the layout as the site had it (the sample site's, a template's,
 * never edited) goes into its history as a PUBLISHED version, dated when it was written and by no
 * one, so that it can be restored like any other. `newest` is the layout's newest version (headOf).
 */
export async function keepOrigin(
  db: Db,
  ids: { siteId: number; pageId: number; layoutId: number },
  layout: LayoutRow,
  newest: VersionRow | null,
): Promise<void> {
  if (!layout.html || newest) return;
  const { project, html, css, hash, tree } = layout;
  await db.insert(pageLayoutVersions).values({
    ...ids,
    kind: "PUBLISHED",
    project,
    html,
    css,
    hash,
    tree,
    createdAt: layout.updatedAt,
    createdBy: null,
    createdByEmail: "",
  });
}

export const CONFLICT_MESSAGE =
  "Cette page a été modifiée par un autre éditeur depuis son ouverture. Rechargez-la pour voir ses changements avant d'enregistrer.";

export const previewUrlOf = (siteId: number, previewPath: string | null) =>
  previewPath ? `/media/${siteId}/${previewPath}` : null;

const authorOf = (row: VersionRow) => ({ id: row.createdBy, email: row.createdByEmail });

export function toDraft(row: VersionRow): LayoutDraft {
  return {
    versionId: row.id,
    html: row.html,
    css: row.css,
    project: row.project,
    hash: row.hash,
    createdAt: row.createdAt.toISOString(),
    author: authorOf(row),
    previewUrl: previewUrlOf(row.siteId, row.previewPath),
  };
}

export function toVersion(row: VersionRow): LayoutVersion {
  return {
    versionId: row.id,
    kind: row.kind,
    hash: row.hash,
    createdAt: row.createdAt.toISOString(),
    author: authorOf(row),
    previewUrl: previewUrlOf(row.siteId, row.previewPath),
  };
}
