import type { PageMoveBody } from "@vitrine/shared/schemas/admin-pages";
import type { PageNode } from "@vitrine/shared/schemas/site";

/**
 * The page tree as the admin screen moves it: flattened in reading order for the drag and drop,
 * and the moves of the buttons (« Monter », « Descendre », « Dans la page précédente », « Au niveau
 * supérieur »), each answered as the body of PUT /admin/page/{id}/move.
 */

/** The name of a page in the tree, as the site's menu shows it. */
export const pageLabel = (page: Pick<PageNode, "menuTitle" | "title">): string =>
  page.menuTitle ?? page.title;

/** A page in the flattened tree: its parent and depth (0 at the root). */
export interface FlatPage {
  id: number;
  parentId: number | null;
  depth: number;
  node: PageNode;
}

/** Every page, parents before their children, siblings in their order. */
export function flattenTree(tree: PageNode[], parentId: number | null = null, depth = 0): FlatPage[] {
  return tree.flatMap((node) => [
    { id: node.id, parentId, depth, node },
    ...flattenTree(node.children, node.id, depth + 1),
  ]);
}

/** The pages without those below `id` (they travel with it while it is dragged). */
export function withoutDescendants(items: FlatPage[], id: number): FlatPage[] {
  const hidden = new Set<number>([id]);
  return items.filter((item) => {
    if (item.parentId !== null && hidden.has(item.parentId)) {
      hidden.add(item.id);
      return false;
    }
    return true;
  });
}

function arrayMove<T>(list: T[], from: number, to: number): T[] {
  const copy = [...list];
  const [moved] = copy.splice(from, 1);
  copy.splice(to, 0, moved as T);
  return copy;
}

export interface Projection {
  depth: number;
  parentId: number | null;
}

/**
 * Where the dragged page lands when over `overId`, pushed `depthOffset` levels right (or left):
 * never deeper than one level below the page above it, never shallower than the page below it.
 */
export function projectDrop(
  items: FlatPage[],
  activeId: number,
  overId: number,
  depthOffset: number,
): Projection | null {
  const activeIndex = items.findIndex((item) => item.id === activeId);
  const overIndex = items.findIndex((item) => item.id === overId);
  const active = items[activeIndex];
  if (!active || overIndex < 0) return null;
  const moved = arrayMove(items, activeIndex, overIndex);
  const previous = moved[overIndex - 1];
  const next = moved[overIndex + 1];
  const maxDepth = previous ? previous.depth + 1 : 0;
  const minDepth = next ? next.depth : 0;
  const depth = Math.max(minDepth, Math.min(maxDepth, active.depth + depthOffset));
  if (depth === 0 || !previous) return { depth, parentId: null };
  if (depth === previous.depth) return { depth, parentId: previous.parentId };
  if (depth > previous.depth) return { depth, parentId: previous.id };
  const uncle = moved
    .slice(0, overIndex)
    .reverse()
    .find((item) => item.depth === depth);
  return { depth, parentId: uncle?.parentId ?? null };
}

/** The pages once the dragged one is dropped over `overId` with `projection`: the new reading order. */
export function dropOrder(
  items: FlatPage[],
  activeId: number,
  overId: number,
  projection: Projection,
): FlatPage[] {
  const activeIndex = items.findIndex((item) => item.id === activeId);
  const overIndex = items.findIndex((item) => item.id === overId);
  const placed = items.map((item) =>
    item.id === activeId ? { ...item, depth: projection.depth, parentId: projection.parentId } : item,
  );
  return arrayMove(placed, activeIndex, overIndex);
}

/** The place of `id` among its siblings in a flattened tree (from 0). */
function placeAmongSiblings(items: FlatPage[], id: number, parentId: number | null): number {
  const index = items.findIndex((item) => item.id === id);
  return items.slice(0, index).filter((item) => item.parentId === parentId).length;
}

/**
 * The move of a drop (`items` without the dragged page's descendants): its new parent and place
 * among its new siblings; null when it lands where it was.
 */
export function dropMove(
  items: FlatPage[],
  activeId: number,
  overId: number,
  projection: Projection,
): PageMoveBody | null {
  const active = items.find((item) => item.id === activeId);
  if (!active) return null;
  const before = placeAmongSiblings(items, activeId, active.parentId);
  const order = dropOrder(items, activeId, overId, projection);
  const position = placeAmongSiblings(order, activeId, projection.parentId);
  if (projection.parentId === active.parentId && position === before) return null;
  return { idParent: projection.parentId, position };
}

/** The moves of the buttons of a row. */
export const BUTTON_MOVES = ["up", "down", "indent", "outdent"] as const;
export type ButtonMove = (typeof BUTTON_MOVES)[number];

interface Place {
  siblings: PageNode[];
  index: number;
  parent: PageNode | null;
}

/** Where a page stands: its siblings, its place among them, its parent. */
export function placeOf(tree: PageNode[], id: number, parent: PageNode | null = null): Place | null {
  const index = tree.findIndex((node) => node.id === id);
  if (index >= 0) return { siblings: tree, index, parent };
  for (const node of tree) {
    const found = placeOf(node.children, id, node);
    if (found) return found;
  }
  return null;
}

/** The body of a button's move; null when the page cannot go that way (first, last, at the root). */
export function buttonMove(tree: PageNode[], id: number, move: ButtonMove): PageMoveBody | null {
  const place = placeOf(tree, id);
  if (!place) return null;
  const { siblings, index, parent } = place;
  const idParent = parent?.id ?? null;
  switch (move) {
    case "up":
      return index > 0 ? { idParent, position: index - 1 } : null;
    case "down":
      return index < siblings.length - 1 ? { idParent, position: index + 1 } : null;
    case "indent": {
      const previous = siblings[index - 1];
      return previous ? { idParent: previous.id, position: previous.children.length } : null;
    }
    case "outdent": {
      if (!parent) return null;
      const above = placeOf(tree, parent.id);
      return above ? { idParent: above.parent?.id ?? null, position: above.index + 1 } : null;
    }
  }
}

/** Which buttons of a row can move the page. */
export function possibleMoves(tree: PageNode[], id: number): Record<ButtonMove, boolean> {
  return {
    up: buttonMove(tree, id, "up") !== null,
    down: buttonMove(tree, id, "down") !== null,
    indent: buttonMove(tree, id, "indent") !== null,
    outdent: buttonMove(tree, id, "outdent") !== null,
  };
}

/** Where a page is once moved, in words: « en position 2 sous « Services » ». */
export function placeInWords(tree: PageNode[], id: number): string {
  const place = placeOf(tree, id);
  if (!place) return "";
  const where = place.parent ? `sous « ${pageLabel(place.parent)} »` : "au premier niveau";
  return `en position ${place.index + 1} ${where}`;
}

/** The tree once a page is moved (what the API will answer): shown while the move is sent. */
export function applyMove(tree: PageNode[], id: number, move: PageMoveBody): PageNode[] {
  const place = placeOf(tree, id);
  if (!place) return tree;
  const moved = place.siblings[place.index]!;
  const remove = (nodes: PageNode[]): PageNode[] =>
    nodes.filter((node) => node.id !== id).map((node) => ({ ...node, children: remove(node.children) }));
  const insert = (nodes: PageNode[], parentId: number | null): PageNode[] => {
    const children = nodes.map((node) => ({ ...node, children: insert(node.children, node.id) }));
    if (parentId !== move.idParent) return children;
    children.splice(Math.min(move.position, children.length), 0, moved);
    return children;
  };
  return insert(remove(tree), null);
}
