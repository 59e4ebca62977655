import type { PageNode } from "@vitrine/shared/schemas/site";
import { describe, expect, it } from "vitest";
import {
  applyMove,
  buttonMove,
  dropMove,
  flattenTree,
  placeInWords,
  possibleMoves,
  projectDrop,
  withoutDescendants,
} from "./tree-moves";

/** A page of the tree with only what the moves read. */
function page(id: number, title: string, children: PageNode[] = []): PageNode {
  return { id, title, children } as PageNode;
}

// accueil, services (interieur, exterieur), realisations, contact (plan)
const tree = [
  page(1, "Accueil"),
  page(2, "Services", [page(21, "Intérieur"), page(22, "Extérieur")]),
  page(3, "Réalisations"),
  page(4, "Contact", [page(41, "Plan d'accès")]),
];

describe("flattenTree", () => {
  it("lists parents before their children with their depth", () => {
    expect(flattenTree(tree).map((item) => [item.id, item.parentId, item.depth])).toEqual([
      [1, null, 0],
      [2, null, 0],
      [21, 2, 1],
      [22, 2, 1],
      [3, null, 0],
      [4, null, 0],
      [41, 4, 1],
    ]);
  });

  it("leaves out the pages below the dragged one", () => {
    expect(withoutDescendants(flattenTree(tree), 2).map((item) => item.id)).toEqual([1, 2, 3, 4, 41]);
  });
});

describe("a drop", () => {
  const items = (dragged: number) => withoutDescendants(flattenTree(tree), dragged);
  const drop = (dragged: number, over: number, offset: number) => {
    const projection = projectDrop(items(dragged), dragged, over, offset)!;
    return { projection, move: dropMove(items(dragged), dragged, over, projection) };
  };

  it("over a later root page at the same depth reorders the root", () => {
    expect(drop(3, 2, 0).move).toEqual({ idParent: null, position: 1 });
    expect(drop(1, 41, 0).move).toEqual({ idParent: null, position: 3 });
  });

  it("between a page and its first sub-page goes under that page", () => {
    expect(drop(1, 4, 0)).toEqual({
      projection: { depth: 1, parentId: 4 },
      move: { idParent: 4, position: 0 },
    });
  });

  it("pushed right goes under the page above it, at most one level deeper", () => {
    // Réalisations dropped on Extérieur's place, one level right: a sub-page of Services, after Intérieur.
    expect(drop(3, 22, 1)).toEqual({
      projection: { depth: 1, parentId: 2 },
      move: { idParent: 2, position: 1 },
    });
    // Three levels right is still one level below Intérieur.
    expect(drop(3, 22, 3).projection).toEqual({ depth: 2, parentId: 21 });
    expect(drop(3, 22, 3).move).toEqual({ idParent: 21, position: 0 });
  });

  it("pulled left brings a sub-page to the root", () => {
    expect(drop(41, 41, -1).move).toEqual({ idParent: null, position: 4 });
    expect(drop(22, 22, -1).move).toEqual({ idParent: null, position: 2 });
    expect(drop(22, 3, -1).move).toEqual({ idParent: null, position: 3 });
  });

  it("never lands shallower than the page below it", () => {
    // Intérieur moved on top of Extérieur's place stays under Services (Extérieur is at depth 1 below it).
    expect(drop(21, 21, -5).projection).toEqual({ depth: 1, parentId: 2 });
  });

  it("where it was is no move", () => {
    expect(drop(3, 3, 0).move).toBeNull();
    expect(drop(21, 21, 0).move).toBeNull();
  });

  it("of a sub-page below its parent's next sibling goes under that sibling", () => {
    expect(drop(21, 41, 0)).toEqual({
      projection: { depth: 1, parentId: 4 },
      move: { idParent: 4, position: 1 },
    });
  });
});

describe("the buttons", () => {
  it("move up and down among the siblings", () => {
    expect(buttonMove(tree, 3, "up")).toEqual({ idParent: null, position: 1 });
    expect(buttonMove(tree, 3, "down")).toEqual({ idParent: null, position: 3 });
    expect(buttonMove(tree, 22, "up")).toEqual({ idParent: 2, position: 0 });
    expect(buttonMove(tree, 1, "up")).toBeNull();
    expect(buttonMove(tree, 4, "down")).toBeNull();
    expect(buttonMove(tree, 22, "down")).toBeNull();
  });

  it("put a page last under the page before it, or right after its parent", () => {
    expect(buttonMove(tree, 3, "indent")).toEqual({ idParent: 2, position: 2 });
    expect(buttonMove(tree, 22, "indent")).toEqual({ idParent: 21, position: 0 });
    expect(buttonMove(tree, 21, "indent")).toBeNull();
    expect(buttonMove(tree, 22, "outdent")).toEqual({ idParent: null, position: 2 });
    expect(buttonMove(tree, 41, "outdent")).toEqual({ idParent: null, position: 4 });
    expect(buttonMove(tree, 3, "outdent")).toBeNull();
    expect(buttonMove(tree, 999, "up")).toBeNull();
  });

  it("show which moves are possible", () => {
    expect(possibleMoves(tree, 1)).toEqual({ up: false, down: true, indent: false, outdent: false });
    expect(possibleMoves(tree, 22)).toEqual({ up: true, down: false, indent: true, outdent: true });
  });

  it("say where the page is in words", () => {
    expect(placeInWords(tree, 22)).toBe("en position 2 sous « Services »");
    expect(placeInWords(tree, 3)).toBe("en position 3 au premier niveau");
  });
});

describe("applyMove", () => {
  const ids = (nodes: PageNode[]): unknown[] =>
    nodes.map((node) => (node.children.length ? [node.id, ids(node.children)] : node.id));

  it("takes the page with its sub-pages to its new parent and place", () => {
    expect(ids(applyMove(tree, 4, { idParent: 2, position: 1 }))).toEqual([1, [2, [21, [4, [41]], 22]], 3]);
    expect(ids(applyMove(tree, 21, { idParent: null, position: 0 }))).toEqual([
      21,
      1,
      [2, [22]],
      3,
      [4, [41]],
    ]);
    expect(ids(applyMove(tree, 3, { idParent: 41, position: 9 }))).toEqual([
      1,
      [2, [21, 22]],
      [4, [[41, [3]]]],
    ]);
  });
});
