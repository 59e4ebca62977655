import type { PageRedirect } from "@vitrine/shared/schemas/admin-pages";
import type { PageNode } from "@vitrine/shared/schemas/site";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { pageRedirects } from "../../db/schema/index";

/** A path as the site writes it: one leading slash, none at the end ("/" for the root). */
export function normalPath(path: string): string {
  const trimmed = path.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed.replace(/^\/+/, "/");
}

/**
 * Where a former path leads: the page it was the path of, at its path now, when that page is on
 * the public site (valid, out of the trash). A page now at the path wins over the redirect.
 */
export async function findRedirect(
  db: Db,
  siteId: number,
  pagesByUrl: Map<string, PageNode>,
  path: string,
): Promise<PageRedirect | null> {
  const from = normalPath(path);
  const shown = [...pagesByUrl.values()];
  if (shown.some((page) => page.path === from)) return null;
  const [row] = await db
    .select({ pageId: pageRedirects.pageId })
    .from(pageRedirects)
    .where(and(eq(pageRedirects.siteId, siteId), eq(pageRedirects.fromPath, from)));
  const page = row && shown.find((candidate) => candidate.id === row.pageId);
  if (!page || page.path === from) return null;
  return { path: page.path, idPage: page.id };
}
