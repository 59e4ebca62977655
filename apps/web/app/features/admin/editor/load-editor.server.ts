import { layoutCalls } from "@vitrine/sdk/admin-layouts";
import { mediaCalls } from "@vitrine/sdk/admin-media";
import { type ApiClient, isApiError } from "@vitrine/sdk/client";
import { pageCalls } from "@vitrine/sdk/pages";
import { isId } from "@vitrine/shared/ids";
import { PLACEHOLDER_IMAGE } from "@vitrine/shared/layout-placeholders";
import type { AdminLayout } from "@vitrine/shared/schemas/admin-layouts";
import type { Media } from "@vitrine/shared/schemas/admin-media";
import type { PageNode } from "@vitrine/shared/schemas/site";
import { data } from "react-router";
import { parameterValues, themeCss, themeVariables } from "../../theme/theme";
import type { PickableImage } from "./editor-images";
import type { EditorScreenData } from "./LayoutEditor";

const UNKNOWN_PAGE = "Cette page n'existe pas ou a été supprimée.";

/** The page of the tree with this id. */
export function pageById(pages: PageNode[], id: number): PageNode | undefined {
  for (const page of pages) {
    if (page.id === id) return page;
    const child = pageById(page.children, id);
    if (child) return child;
  }
  return undefined;
}

/** Whether visitors see the page: it and every page above it are online (« Page en ligne »). */
export function isOnline(pages: PageNode[], id: number): boolean {
  return pages.some(
    (page) => (page.id === id && page.isValid) || (page.isValid && isOnline(page.children, id)),
  );
}

/** The page id of an address (`/admin/pages/:id/editeur`, `/apercu/:pageId`); else the not-found page. */
export function pageIdParam(value: string | undefined): number {
  const id = Number(value);
  if (!/^\d+$/.test(value ?? "") || !isId(id)) throw data({ message: UNKNOWN_PAGE }, { status: 404 });
  return id;
}

/** A page's layout as the editor opens it; an unknown page or one without a layout, in French. */
export async function openLayout(api: ApiClient, pageId: number): Promise<AdminLayout> {
  try {
    return await layoutCalls(api).adminLayout(pageId);
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 422)) {
      throw data({ message: error.status === 404 ? UNKNOWN_PAGE : error.message }, { status: error.status });
    }
    throw error;
  }
}

/** An image of the media library, as GET /admin/media lists it. */
type LibraryImage = Pick<Media, "url" | "name" | "alt" | "width" | "height">;

/**
 * The images offered in the editor: the placeholder, the media library's images (with their
 * description and size, which a chosen image takes), then those the layouts show already; each
 * address once.
 */
export function editorImages(library: LibraryImage[], ...htmls: string[]): PickableImage[] {
  const images = new Map<string, PickableImage>();
  images.set(PLACEHOLDER_IMAGE, { src: PLACEHOLDER_IMAGE, name: "Image à remplacer" });
  for (const { url, name, alt, width, height } of library) {
    const size = width && height ? { width, height } : {};
    if (!images.has(url)) images.set(url, { src: url, name, alt, ...size });
  }
  for (const html of htmls) {
    for (const match of html.matchAll(/<img[^>]*\ssrc="(\/media\/[^"]+)"/g)) {
      const src = match[1]!;
      if (!images.has(src)) images.set(src, { src, name: src.split("/").pop() ?? src });
    }
  }
  return [...images.values()];
}

/** Everything the editor screen opens a page with, for the managed site (`api`). */
export async function loadEditor(api: ApiClient, pageId: number): Promise<EditorScreenData> {
  const [layout, tree, albums, library, parameters, info] = await Promise.all([
    openLayout(api, pageId),
    pageCalls(api).adminPages(),
    api.albums({ nbItem: 100 }).catch(() => null),
    mediaCalls(api)
      .mediaList({ kind: "IMAGE", nbItem: 100 })
      .catch(() => null),
    api.parameters(),
    api.siteInfo(),
  ]);
  const page = pageById(tree, pageId);
  if (!page) throw data({ message: UNKNOWN_PAGE }, { status: 404 });
  return {
    pageId,
    title: page.menuTitle ?? page.title,
    online: isOnline(tree, pageId),
    layout,
    albums: albums?.items.map((album) => ({ id: album.id, title: album.name })) ?? [],
    images: editorImages(library?.items ?? [], layout.published.html, layout.draft?.html ?? ""),
    themeCss: themeCss(themeVariables(parameterValues(parameters), info.fonts)),
    shop: info.isECommerce,
  };
}
