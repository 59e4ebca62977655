import { cmsRoutesOf, HOME_PAGE_URL, reservedPathProblem } from "@vitrine/shared/page-rules";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { pageRedirects, pages, sites } from "../../db/schema/index";
import { HttpError, notFound } from "../../lib/http";
import { buildPageTree, treeNodes } from "./page-tree";

/**
 * A change of a site's page tree, planned in memory and checked whole before it is written: the
 * addresses it gives, the pages whose path it changes (their old paths then redirect to them).
 */

export type PageRow = typeof pages.$inferSelect;

export interface LockedSite {
  id: number;
  isBuilding: boolean;
  isECommerce: boolean;
  /** The pages out of the trash, ordered as the menu shows them. */
  live: PageRow[];
  /** The screens of the site a page may stand for (cmsRoutesOf). */
  screens: string[];
}

/**
 * The site's row, locked until the transaction ends (the changes of one site's pages run one after
 * the other, each on the tree the previous one left), and its pages out of the trash.
 */
export async function lockSite(tx: Db, siteId: number): Promise<LockedSite> {
  const [site] = await tx
    .select({ id: sites.id, isBuilding: sites.isBuilding, isECommerce: sites.isECommerce })
    .from(sites)
    .where(eq(sites.id, siteId))
    .for("update");
  if (!site) throw notFound("Ce site n'existe pas.");
  const live = await tx
    .select()
    .from(pages)
    .where(and(eq(pages.siteId, siteId), isNull(pages.deletedAt)))
    .orderBy(asc(pages.order), asc(pages.id));
  return { ...site, live, screens: cmsRoutesOf(site) };
}

export const PAGE_NOT_FOUND = "Cette page est introuvable.";

/** A page of the site out of the trash; 404 otherwise (another site's page included). */
export function livePage(site: LockedSite, id: number): PageRow {
  const page = site.live.find((row) => row.id === id);
  if (!page) throw notFound(PAGE_NOT_FOUND);
  return page;
}

/** The order after the last of the parent's children. */
export function nextOrder(live: PageRow[], idParent: number | null): number {
  const orders = live.filter((row) => row.idParent === idParent).map((row) => row.order);
  return orders.length ? Math.max(...orders) + 1 : 1;
}

/** The path of every page of the tree the rows make (page-tree.ts). */
export function pathsOf(rows: PageRow[]): Map<number, string> {
  const paths = new Map<number, string>();
  for (const node of treeNodes(buildPageTree(rows).tree)) paths.set(node.id, node.path);
  return paths;
}

/** The page and every page below it, among `rows`. */
export function subtreeIds(rows: PageRow[], rootId: number): Set<number> {
  const ids = new Set([rootId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of rows) {
      if (row.idParent !== null && ids.has(row.idParent) && !ids.has(row.id)) {
        ids.add(row.id);
        grew = true;
      }
    }
  }
  return ids;
}

export interface PathMove {
  id: number;
  from: string;
  to: string;
}

export interface TreeCheck {
  /** Pages already on the site whose path changes. */
  moved: PathMove[];
  /** The paths pages take that they did not have: a redirect from one of them no longer applies. */
  claimed: string[];
}

interface CheckOptions {
  /** The field a refusal names (the one the change came from). */
  field: string;
  /** The status of a refused address: 400 for a field of the body, 409 for a restore. */
  status?: 400 | 409;
}

/**
 * Checks the tree after a change: no page at an address the site keeps for its screens, one page
 * per path and per screen, the home page at the root. Only what the change touches (a page whose
 * path or screen changes, or a page it would collide with) can refuse it. Throws the French
 * refusal; answers what moved.
 */
export function checkTree(
  site: LockedSite,
  after: PageRow[],
  { field, status = 400 }: CheckOptions,
): TreeCheck {
  const oldPaths = pathsOf(site.live);
  const oldRoutes = new Map(site.live.map((row) => [row.id, row.cmsRoute]));
  const newPaths = pathsOf(after);
  const byPath = new Map<string, PageRow>();
  const byRoute = new Map<string, PageRow>();
  const touched = new Set<number>();
  const check: TreeCheck = { moved: [], claimed: [] };
  for (const row of after) {
    const path = newPaths.get(row.id);
    if (path === undefined) continue;
    const old = oldPaths.get(row.id);
    if (old !== path || oldRoutes.get(row.id) !== row.cmsRoute) touched.add(row.id);
    if (old === path) continue;
    if (row.url === HOME_PAGE_URL && row.idParent !== null) {
      throw refusal(status, "La page d'accueil (adresse « accueil ») reste à la racine du site.", field);
    }
    const problem = reservedPathProblem(path, row.cmsRoute, site.screens);
    if (problem) throw refusal(status, problem, field);
    check.claimed.push(path);
    if (old !== undefined) check.moved.push({ id: row.id, from: old, to: path });
  }
  /** The page of `key` already met, when it or `row` is touched by the change. */
  const collision = (seen: Map<string, PageRow>, key: string, row: PageRow) => {
    const other = seen.get(key);
    seen.set(key, other ?? row);
    if (!other || (!touched.has(row.id) && !touched.has(other.id))) return null;
    return touched.has(other.id) && !touched.has(row.id) ? row : other;
  };
  for (const row of after) {
    const path = newPaths.get(row.id);
    if (path === undefined) continue;
    const screenHolder = row.cmsRoute ? collision(byRoute, row.cmsRoute, row) : null;
    if (screenHolder) {
      const message = `La page « ${screenHolder.title} » mène déjà à l'écran ${row.cmsRoute}.`;
      throw refusal(409, message, status === 409 ? field : "cms.route");
    }
    const pathHolder = collision(byPath, path, row);
    if (pathHolder) {
      throw refusal(409, `L'adresse ${path} est déjà celle de la page « ${pathHolder.title} ».`, field);
    }
  }
  return check;
}

const refusal = (status: number, message: string, field: string) =>
  new HttpError(status, message, { [field]: message });

/**
 * Writes the redirects of a change: each old path leads to its page (the page, not a path: a chain
 * of renames leads to where the page is now), and a path a page has taken redirects no more.
 */
export async function storeRedirects(
  tx: Db,
  siteId: number,
  { moved, claimed }: TreeCheck,
): Promise<string[]> {
  if (claimed.length > 0) {
    await tx
      .delete(pageRedirects)
      .where(and(eq(pageRedirects.siteId, siteId), inArray(pageRedirects.fromPath, claimed)));
  }
  const taken = new Set(claimed);
  // The home page's "/" is always a screen of the site: it never redirects.
  const rows = moved
    .filter((move) => move.from !== "/" && !taken.has(move.from))
    .map((move) => ({ siteId, fromPath: move.from, pageId: move.id }));
  if (rows.length > 0) {
    await tx
      .insert(pageRedirects)
      .values(rows)
      .onConflictDoUpdate({
        target: [pageRedirects.siteId, pageRedirects.fromPath],
        set: { pageId: sql`excluded.page_id`, createdAt: sql`now()` },
      });
  }
  return rows.map((row) => row.fromPath);
}
