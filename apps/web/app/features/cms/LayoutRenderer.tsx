import { imageSrcSet } from "@vitrine/shared/image-widths";
import type { LayoutNode } from "@vitrine/shared/schemas/site";
import { attributesToProps } from "html-react-parser";
import { createElement, type ReactNode } from "react";
import { layoutComponents } from "./components";

const VOID_TAGS = new Set(["img", "br", "hr", "source", "input", "wbr", "area", "col", "embed", "track"]);

function render(nodes: LayoutNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (typeof node === "string") return node;
    if ("component" in node) {
      const Component = layoutComponents[node.component];
      // biome-ignore lint/suspicious/noArrayIndexKey: a layout tree is static, position is its identity.
      return Component ? <Component key={index} {...node.props} /> : null;
    }
    const { fetchpriority, ...attrs } = node.attrs;
    const props: Record<string, unknown> = { ...attributesToProps(attrs, node.tag), key: index };
    // React spells it fetchPriority; html-react-parser does not know the attribute.
    if (fetchpriority) props.fetchPriority = fetchpriority;
    if (node.tag === "img") {
      // Images decode off the main thread unless the layout says otherwise; photos get a srcset.
      if (!attrs.decoding) props.decoding = "async";
      const srcSet =
        !attrs.srcset && attrs.src ? imageSrcSet(attrs.src, Number(attrs.width) || null) : undefined;
      if (srcSet) {
        props.srcSet = srcSet;
        props.sizes = attrs.sizes ?? "100vw";
      }
    }
    if (VOID_TAGS.has(node.tag)) return createElement(node.tag, props);
    return createElement(node.tag, props, ...render(node.children));
  });
}

/** Renders a layout tree parsed at save time; placeholders become React components. */
export function LayoutRenderer({ tree }: { tree: LayoutNode[] }) {
  return <>{render(tree)}</>;
}
