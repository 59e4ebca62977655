import type { ApiClient } from "@vitrine/sdk/client";
import { isApiError } from "@vitrine/sdk/client";
import { PAGE_SIZE } from "@vitrine/shared/constants";
import { isId } from "@vitrine/shared/ids";
import { isSlug } from "@vitrine/shared/schemas/common";
import type { LayoutNode } from "@vitrine/shared/schemas/site";
import { PRODUCT_TYPES } from "@vitrine/shared/shop-rules";
import { cardProjects, categoryLabels, PROJECTS_ROUTE } from "../content/projects";
import { cardProducts } from "../shop/card-product";
import { type ComponentDataMap, componentKey } from "./component-data";

type Props = Record<string, unknown>;

/** A count from the props (a number or a numeric string), within 1..max. */
export function countProp(value: unknown, fallback: number, max: number): number {
  const n = typeof value === "number" ? value : typeof value === "string" ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
}

export function textProp(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

export function idProp(value: unknown): number | undefined {
  const n = typeof value === "number" ? value : typeof value === "string" ? Number(value) : Number.NaN;
  return isId(n) ? n : undefined;
}

/** Slugs only: a form or a category is never passed to the API with an operator prefix. */
const slugProp = (value: unknown) => {
  const text = textProp(value);
  return text && isSlug(text) ? text : undefined;
};

/** Tags as a list of slugs ("rouge,bio"); anything else left out. */
const slugsProp = (value: unknown) => {
  const slugs = (textProp(value) ?? "").split(",").map((tag) => tag.trim());
  const valid = slugs.filter((tag) => isSlug(tag));
  return valid.length ? valid : undefined;
};

const productTypeProp = (value: unknown) => PRODUCT_TYPES.find((type) => type === value);

/** What each placeholder needs from the API, from its `data-props`. */
const LOADERS: Record<string, (api: ApiClient, props: Props) => Promise<unknown> | null> = {
  "services-list": (api, p) =>
    api.services({ nbItem: countProp(p.nbItem, PAGE_SIZE.full, PAGE_SIZE.full), tag: textProp(p.tag) }),
  "projects-grid": async (api, p) => {
    const [list, services] = await Promise.all([
      api.elements(PROJECTS_ROUTE, {
        nbItem: countProp(p.nbItem, 3, PAGE_SIZE.element),
        category: slugProp(p.category),
        location: textProp(p.location)?.replace(/^[a-z]+:/, ""),
        tag: slugProp(p.tag),
      }),
      api.services({ nbItem: PAGE_SIZE.full }),
    ]);
    return { ...cardProjects(list), categories: categoryLabels(services.services) };
  },
  "blog-cards": (api, p) =>
    api.blogList(idProp(p.folderId) ?? null, { nbItem: countProp(p.nbItem, 3, PAGE_SIZE.blog) }),
  news: (api, p) =>
    p.promoted === true || p.promoted === "true"
      ? api.promotedNews().then((item) => ({ items: item ? [item] : [], total: item ? 1 : 0 }))
      : api.news({ nbItem: countProp(p.nbItem, 3, PAGE_SIZE.news) }),
  reviews: (api, p) => api.reviews(textProp(p.from), { nbItem: countProp(p.nbItem, 3, 24) }),
  album: (api, p) => {
    const id = idProp(p.id ?? p.albumId);
    return id ? api.album(id) : null;
  },
  slider: (api, p) => {
    const id = idProp(p.id ?? p.albumId);
    return id ? api.album(id) : null;
  },
  "contact-form": (api, p) => api.form(slugProp(p.form) ?? "contact"),
  "quote-form": (api, p) => api.form(slugProp(p.form) ?? "devis"),
  "shop-products": (api, p) =>
    api
      .products({
        nbItem: countProp(p.nbItem, 4, PAGE_SIZE.element),
        kind: textProp(p.kind),
        tags: slugsProp(p.tags),
        type: productTypeProp(p.type),
      })
      .then(cardProducts),
};

/** The component placeholders of a layout tree, depth first. */
export function componentNodes(tree: LayoutNode[]): Array<{ component: string; props: Props }> {
  return tree.flatMap((node) => {
    if (typeof node === "string") return [];
    if ("component" in node) return [node];
    return componentNodes(node.children);
  });
}

/**
 * Loads, in parallel, the data of every placeholder of a layout. A placeholder whose data the
 * API refuses (an album deleted since the layout was saved) renders nothing; the page still shows.
 */
export async function loadComponentData(api: ApiClient, tree: LayoutNode[]): Promise<ComponentDataMap> {
  const wanted = new Map<string, Promise<unknown> | null>();
  for (const { component, props } of componentNodes(tree)) {
    const key = componentKey(component, props);
    if (!wanted.has(key)) wanted.set(key, LOADERS[component]?.(api, props) ?? null);
  }
  const entries = await Promise.all(
    [...wanted].map(async ([key, call]) => {
      try {
        return [key, call ? await call : null] as const;
      } catch (error) {
        if (isApiError(error) && error.status < 500) return [key, null] as const;
        throw error;
      }
    }),
  );
  return Object.fromEntries(entries);
}
