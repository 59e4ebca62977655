import type { ListQueryInput } from "@vitrine/shared/list-query";
import type {
  AdminLayout,
  LayoutDraft,
  LayoutHashCheck,
  LayoutPublished,
  LayoutSaved,
  LayoutSaveFields,
  LayoutVersionList,
} from "@vitrine/shared/schemas/admin-layouts";
import type { PageDetail } from "@vitrine/shared/schemas/site";
import type { ApiClient } from "./client";

/**
 * The layout editor's calls (admin session): a page's layout, its drafts, publication and versions.
 * A save or a publication made from a layout another editor has changed fails with a 409 ApiError
 * and its French message.
 */
export interface LayoutCalls {
  /** The page's published layout, its newest unpublished draft, the placeholders; a page without one gets an empty one. */
  adminLayout(idPage: number): Promise<AdminLayout>;
  /** Whether the stored layout is no longer `html` (the HTML the editor loaded). */
  checkLayoutHash(idPage: number, idLayout: number, html: string): Promise<LayoutHashCheck>;
  /** A new draft (multipart); `preview`: a PNG, JPEG or WebP picture of it, 2 MB at most. */
  saveLayoutDraft(
    idPage: number,
    idLayout: number,
    fields: LayoutSaveFields,
    preview?: Blob | null,
  ): Promise<LayoutSaved>;
  /** Publishes the newest draft, whose hash is `baseHash`. */
  publishLayout(idPage: number, idLayout: number, baseHash: string): Promise<LayoutPublished>;
  /** Drafts and publications, newest first. */
  layoutVersions(idPage: number, idLayout: number, query?: ListQueryInput): Promise<LayoutVersionList>;
  /** A new draft copied from a version. */
  restoreLayoutVersion(idPage: number, idLayout: number, idVersion: number): Promise<LayoutDraft>;
  /** The page as GET /page/{url} gives it, with the newest draft (the preview on the real site). */
  layoutDraftPage(idPage: number, idLayout: number): Promise<PageDetail>;
}

export function layoutCalls(api: ApiClient): LayoutCalls {
  const base = (idPage: number, idLayout: number) => `/admin/page/${idPage}/layout/${idLayout}`;
  return {
    adminLayout: (idPage) => api.get(`/admin/page/${idPage}/layout`),
    checkLayoutHash: (idPage, idLayout, html) =>
      api.request("POST", `${base(idPage, idLayout)}/hash/check`, { html }),
    saveLayoutDraft: (idPage, idLayout, fields, preview) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
      if (preview) form.append("preview", preview, "apercu");
      return api.request("PUT", `${base(idPage, idLayout)}/preview`, form);
    },
    publishLayout: (idPage, idLayout, baseHash) =>
      api.request("POST", `${base(idPage, idLayout)}/publish`, { baseHash }),
    layoutVersions: (idPage, idLayout, query) => api.get(`${base(idPage, idLayout)}/versions`, query),
    restoreLayoutVersion: (idPage, idLayout, idVersion) =>
      api.request("POST", `${base(idPage, idLayout)}/versions/${idVersion}/restore`),
    layoutDraftPage: (idPage, idLayout) => api.get(`${base(idPage, idLayout)}/draft`),
  };
}
