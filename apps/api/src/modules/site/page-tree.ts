import { childPath } from "@vitrine/shared/page-rules";
import type { PageDetail, PageNode } from "@vitrine/shared/schemas/site";
import type { pages } from "../../db/schema/index";
import { iconNode } from "./icons";

type PageRow = typeof pages.$inferSelect;

/**
 * Builds the ordered tree of the pages given (`rows` ordered by order, then id); a page whose parent
 * is not among them is left out with its sub-pages. A page standing for a screen of the site
 * (`cms.route`) lives at that screen's path; the others under their parent's path.
 */
export function buildPageTree(rows: PageRow[]): { tree: PageNode[]; byUrl: Map<string, PageNode> } {
  const nodes = new Map<number, PageNode>();
  for (const row of rows) nodes.set(row.id, toPageNode(row));
  const tree: PageNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    if (row.idParent === null) tree.push(node);
    else nodes.get(row.idParent)?.children.push(node);
  }
  const byUrl = new Map<string, PageNode>();
  const walk = (list: PageNode[], parentPath: string | null) => {
    for (const node of list) {
      node.path = node.cms.route ?? childPath(parentPath, node.url);
      byUrl.set(node.url, node);
      walk(node.children, node.path);
    }
  };
  walk(tree, null);
  return { tree, byUrl };
}

/** The tree without the pages `drop` picks, each with its sub-pages; and its pages by url. */
export function withoutPages(
  tree: PageNode[],
  drop: (page: PageNode) => boolean,
): { tree: PageNode[]; byUrl: Map<string, PageNode> } {
  const prune = (list: PageNode[]): PageNode[] =>
    list.filter((node) => !drop(node)).map((node) => ({ ...node, children: prune(node.children) }));
  const kept = prune(tree);
  return { tree: kept, byUrl: new Map([...treeNodes(kept)].map((node) => [node.url, node])) };
}

/** Every node of a tree, parents before their children. */
export function* treeNodes(tree: PageNode[]): Generator<PageNode> {
  for (const node of tree) {
    yield node;
    yield* treeNodes(node.children);
  }
}

function toPageNode(row: PageRow): PageNode {
  return {
    id: row.id,
    idSite: row.siteId,
    idParent: row.idParent,
    url: row.url,
    path: "",
    title: row.title,
    menuTitle: row.menuTitle,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    menuIcon: row.menuIcon,
    icon: row.menuIcon ? iconNode(row.menuIcon) : null,
    isValid: row.isValid,
    order: row.order,
    isText: row.isText,
    type: row.type,
    showInMenu: row.showInMenu,
    isFixedOnRight: row.isFixedOnRight,
    useAbsoluteMenu: row.useAbsoluteMenu,
    reload: row.reload,
    cms: { isCmsPage: row.isCmsPage, route: row.cmsRoute },
    isCustomHeader: row.isCustomHeader,
    isCustomFooter: row.isCustomFooter,
    link: { type: row.linkType, url: row.linkUrl, jsCode: row.linkJsCode },
    children: [],
  };
}

/** The breadcrumb of a page, from the site's root page down to it. */
export function arianeOf(node: PageNode, pagesByUrl: Map<string, PageNode>): PageDetail["ariane"] {
  const chain: PageDetail["ariane"] = [];
  const byId = new Map([...pagesByUrl.values()].map((p) => [p.id, p]));
  let current: PageNode | undefined = node;
  while (current) {
    chain.unshift({
      id: current.id,
      url: current.url,
      name: current.menuTitle ?? current.title,
      path: current.path,
    });
    current = current.idParent === null ? undefined : byId.get(current.idParent);
  }
  return chain;
}
