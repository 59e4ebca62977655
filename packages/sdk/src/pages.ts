import type {
  PageCreateBody,
  PageMoveBody,
  PageRedirect,
  PageUpdateBody,
  TrashedPage,
} from "@vitrine/shared/schemas/admin-pages";
import type { PageNode } from "@vitrine/shared/schemas/site";
import { type ApiClient, isApiError } from "./client";

/** The page tree beyond the reads of every visit: former addresses, and the admin panel's calls. */
export interface PageCalls {
  /** Where a former address of a page leads now; null when it leads nowhere (or is no path). */
  pageRedirect(path: string): Promise<PageRedirect | null>;
  /** Admin: the whole tree, hidden and invalid pages too. */
  adminPages(): Promise<PageNode[]>;
  createPage(body: PageCreateBody): Promise<PageNode>;
  updatePage(idPage: number, body: PageUpdateBody): Promise<PageNode>;
  /** `position` among the new siblings, from 0; `idParent` null for the root. */
  movePage(idPage: number, body: PageMoveBody): Promise<PageNode>;
  /** To the trash, with the pages below it. */
  trashPage(idPage: number): Promise<TrashedPage>;
  trashedPages(): Promise<TrashedPage[]>;
  restorePage(idPage: number): Promise<PageNode>;
  purgePage(idPage: number): Promise<null>;
}

export function pageCalls(api: ApiClient): PageCalls {
  return {
    pageRedirect: async (path) => {
      try {
        return await api.get<PageRedirect>(`/redirect?path=${encodeURIComponent(path)}`);
      } catch (error) {
        if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }
    },
    adminPages: () => api.get("/admin/page"),
    createPage: (body) => api.request("POST", "/admin/page", body),
    updatePage: (idPage, body) => api.request("PUT", `/admin/page/${idPage}`, body),
    movePage: (idPage, body) => api.request("PUT", `/admin/page/${idPage}/move`, body),
    trashPage: (idPage) => api.request("DELETE", `/admin/page/${idPage}`),
    trashedPages: () => api.get("/admin/page/trash"),
    restorePage: (idPage) => api.request("POST", `/admin/page/${idPage}/restore`),
    purgePage: (idPage) => api.request("DELETE", `/admin/page/${idPage}/purge`),
  };
}
