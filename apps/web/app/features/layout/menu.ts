import type { PageNode } from "@vitrine/shared/schemas/site";

export const menuLabel = (page: PageNode) => page.menuTitle ?? page.title;

/** Where a menu entry leads; null for a text entry that only opens its children, or a script link. */
export function menuHref(page: PageNode): string | null {
  if (page.isText || page.link.type === "JS") return null;
  if (page.link.type === "EXTERNAL" && page.link.url) return page.link.url;
  return page.path;
}

export function visibleChildren(page: PageNode): PageNode[] {
  return page.children.filter((child) => child.showInMenu);
}

/** Entries of the main menu, split between the left list and the entries pinned on the right. */
export function splitMenu(pages: PageNode[]): { main: PageNode[]; right: PageNode[] } {
  const shown = pages.filter((page) => page.showInMenu);
  return { main: shown.filter((p) => !p.isFixedOnRight), right: shown.filter((p) => p.isFixedOnRight) };
}

export function isActive(page: PageNode, pathname: string): boolean {
  if (page.path === "/") return pathname === "/";
  if (page.isText) return page.children.some((child) => isActive(child, pathname));
  return pathname === page.path || pathname.startsWith(`${page.path}/`);
}
