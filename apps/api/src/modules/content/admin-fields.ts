import type { ParsedFilter } from "@vitrine/shared/list-query";
import { slugify } from "@vitrine/shared/page-rules";
import { and, asc, type Column, eq, ne, or, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { containsText } from "../../db/list-query";
import { badRequest, conflict } from "../../lib/http";

/**
 * What the admin screens of services, articles and news share: a picture chosen in the media
 * library, the search filter, the slugs (typed or made from the title, unique in the site).
 */

/** A picture as the content rows store it; null takes it away. */
export interface PictureInput {
  url: string;
  alt: string;
  width: number;
  height: number;
}

/** `search` filter: contains the text, in any of `columns`; undefined when empty. */
export function searchCondition(filters: ParsedFilter[], columns: Column[]): SQL | undefined {
  const search = filters.find((filter) => filter.field === "search")?.value.trim();
  if (!search) return undefined;
  if (search.length > 100) {
    throw badRequest("Les paramètres de la liste sont invalides.", {
      search: "La recherche ne peut pas dépasser 100 caractères.",
    });
  }
  return or(...columns.map((column) => containsText(column, search)));
}

/** The filters of a list but `search`, which searchCondition reads. */
export const otherFilters = (filters: ParsedFilter[]) =>
  filters.filter((filter) => filter.field !== "search");

interface SluggedTable {
  table: PgTable;
  id: PgColumn;
  siteId: PgColumn;
  slug: PgColumn;
}

async function slugTaken(db: Db, t: SluggedTable, siteId: number, slug: string, exceptId: number | null) {
  const rows = await db
    .select({ id: t.id })
    .from(t.table)
    .where(and(eq(t.siteId, siteId), eq(t.slug, slug), exceptId === null ? undefined : ne(t.id, exceptId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * The slug to store: the one typed (409 when another row of the site has it), else one made from
 * the title, numbered (`-2`, `-3`…) until free.
 */
export async function slugFor(
  db: Db,
  t: SluggedTable,
  siteId: number,
  typed: string | undefined,
  title: string,
  exceptId: number | null,
): Promise<string> {
  if (typed) {
    if (await slugTaken(db, t, siteId, typed, exceptId)) {
      const message = `L'adresse « ${typed} » est déjà utilisée : choisissez-en une autre.`;
      throw conflict(message, { slug: message });
    }
    return typed;
  }
  const base = slugify(title, 100) || "sans-titre";
  let slug = base;
  for (let n = 2; await slugTaken(db, t, siteId, slug, exceptId); n++) slug = `${base}-${n}`;
  return slug;
}

/** The columns of a picture (prefix `image` or `cover`) for an insert or update; nothing when not given. */
export function pictureColumns<P extends "image" | "cover">(
  prefix: P,
  picture: PictureInput | null | undefined,
): Record<string, string | number | null> {
  if (picture === undefined) return {};
  return {
    [`${prefix}Url`]: picture?.url ?? null,
    [`${prefix}Alt`]: picture?.alt ?? "",
    [`${prefix}Width`]: picture?.width ?? 1200,
    [`${prefix}Height`]: picture?.height ?? 800,
  };
}

/** Before/after of the fields that changed, for the audit log. */
export function changes<T extends Record<string, unknown>>(before: T, after: T) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      was[key] = before[key];
      now[key] = after[key];
    }
  }
  return { before: was, after: now, changed: Object.keys(now).length > 0 };
}

/** Ids of `wanted` that are not in `known`: a reorder must name every item once. */
export function checkSameIds(wanted: number[], known: number[], what: string): void {
  const set = new Set(wanted);
  if (set.size !== wanted.length || set.size !== known.length || known.some((id) => !set.has(id))) {
    const message = `Indiquez chacun des ${what} une seule fois, dans le nouvel ordre.`;
    throw badRequest(message, { ids: message });
  }
}

/** A table whose position column is its `order` property. */
interface OrderedTable {
  table: PgTable;
  id: PgColumn;
  order: PgColumn;
}

/**
 * Gives the rows `scope` selects the order of `ids` (1, 2, 3…), in the caller's transaction: the
 * rows are locked first and `ids` must name each of them once (400 otherwise, about `what`).
 * Answers the ids in their order before, for the audit log.
 */
export async function applyOrder(
  tx: Db,
  t: OrderedTable,
  scope: SQL,
  ids: number[],
  what: string,
): Promise<number[]> {
  const current = await tx
    .select({ id: t.id })
    .from(t.table)
    .where(scope)
    .orderBy(asc(t.order), asc(t.id))
    .for("update");
  const before = current.map((row) => row.id as number);
  checkSameIds(ids, before, what);
  for (const [index, id] of ids.entries()) {
    await tx
      .update(t.table)
      .set({ order: index + 1 } as never)
      .where(and(scope, eq(t.id, id)));
  }
  return before;
}
