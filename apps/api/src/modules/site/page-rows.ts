import type { PageRow } from "./page-plan";

/** What the audit log keeps of a page: the fields an administrator edits, as the panel names them. */
export function auditView(row: PageRow) {
  return {
    title: row.title,
    url: row.url,
    idParent: row.idParent,
    order: row.order,
    menuTitle: row.menuTitle,
    menuIcon: row.menuIcon,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    type: row.type,
    isText: row.isText,
    showInMenu: row.showInMenu,
    isFixedOnRight: row.isFixedOnRight,
    useAbsoluteMenu: row.useAbsoluteMenu,
    isCustomHeader: row.isCustomHeader,
    isCustomFooter: row.isCustomFooter,
    isValid: row.isValid,
    link: { type: row.linkType, url: row.linkUrl, jsCode: row.linkJsCode },
    cms: { isCmsPage: row.isCmsPage, route: row.cmsRoute },
  };
}

/** The fields that differ between two states of a page, with their value before and after. */
export function changedFields(before: PageRow, after: PageRow) {
  const old: Record<string, unknown> = auditView(before);
  const now: Record<string, unknown> = auditView(after);
  const changed = Object.keys(now).filter((key) => JSON.stringify(old[key]) !== JSON.stringify(now[key]));
  return {
    before: Object.fromEntries(changed.map((key) => [key, old[key]])),
    after: Object.fromEntries(changed.map((key) => [key, now[key]])),
  };
}

/**
 * The pages once `page` is at `position` (from 0, past the last: last) among the children of
 * `idParent`: the new siblings and, when the parent changes, the old ones are numbered from 1.
 * Rows come and go ordered by order, then id, as the tree reads them.
 */
export function placeAt(
  live: PageRow[],
  page: PageRow,
  idParent: number | null,
  position: number,
): PageRow[] {
  const rows = live.map((row) => ({ ...row }));
  const moved = rows.find((row) => row.id === page.id)!;
  const siblings = rows.filter((row) => row.idParent === idParent && row.id !== page.id);
  siblings.splice(Math.min(position, siblings.length), 0, moved);
  const formerSiblings = rows.filter((row) => row.idParent === page.idParent && row.id !== page.id);
  moved.idParent = idParent;
  const renumbered = page.idParent === idParent ? [siblings] : [siblings, formerSiblings];
  for (const list of renumbered) for (const [index, row] of list.entries()) row.order = index + 1;
  return rows.sort((a, b) => a.order - b.order || a.id - b.id);
}
