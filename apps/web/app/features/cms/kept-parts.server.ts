import type { LayoutNode } from "@vitrine/shared/schemas/site";
import { htmlMark, KEPT_ATTRIBUTE, keptHtmlOf, staticHtml } from "./LayoutRenderer";

const keptTrees = new WeakMap<LayoutNode[], LayoutNode[]>();

/** Shorter HTML stays in the data: its mark and the browser's lookup would cost about as much. */
const MIN_KEPT_HTML = 200;

/**
 * A layout tree as a document's data carries it. The elements whose subtree holds no component are
 * in the page as HTML already (`LayoutRenderer`): the data keeps the larger ones without their
 * children, marked by the hash of their HTML, and the browser reads their HTML from the page when
 * it hydrates. Made once per tree (trees are kept per site version); the server renders the kept
 * elements from `keptHtmlOf`.
 */
export function keepStaticParts(tree: LayoutNode[]): LayoutNode[] {
  let kept = keptTrees.get(tree);
  if (!kept) {
    const walk = (nodes: LayoutNode[]): LayoutNode[] =>
      nodes.map((node) => {
        if (typeof node === "string" || "component" in node) return node;
        const html = node.children.length > 0 ? staticHtml(node) : null;
        if (html === null) return { ...node, children: walk(node.children) };
        if (html.length < MIN_KEPT_HTML) return node;
        const keptNode = {
          ...node,
          attrs: { ...node.attrs, [KEPT_ATTRIBUTE]: htmlMark(html) },
          children: [],
        };
        keptHtmlOf.set(keptNode, html);
        return keptNode;
      });
    kept = walk(tree);
    keptTrees.set(tree, kept);
  }
  return kept;
}
