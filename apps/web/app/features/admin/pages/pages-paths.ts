import { parseId } from "@vitrine/shared/ids";

/** The addresses of the page tree screen and of its panels (query parameters, in French). */

export const PAGES_PATH = "/admin/pages";

/** A page's layout editor (its own screen). */
export const editorPath = (id: number) => `${PAGES_PATH}/${id}/editeur`;

/** The notice of a change the screen went on from: `?fait=creee`. */
export const DONE_PARAM = "fait";

export const DONE_MESSAGES = {
  creee: "Page créée : complétez ses propriétés.",
  corbeille: "La page et ses sous-pages sont dans la corbeille, d'où vous pouvez les restaurer.",
  restauree: "Page restaurée, avec ses sous-pages.",
  supprimee: "Page supprimée définitivement.",
} as const;
export type PagesDone = keyof typeof DONE_MESSAGES;

/** The panels of the screen: a page's properties, a new page, the trash, the confirmations. */
export const pagePanel = (id: number) => `${PAGES_PATH}?page=${id}`;
export const NEW_PAGE = `${PAGES_PATH}?nouvelle=1`;
export const TRASH_VIEW = `${PAGES_PATH}?vue=corbeille`;
export const confirmTrash = (id: number) => `${PAGES_PATH}?page=${id}&supprimer=1`;
export const confirmPurge = (id: number) => `${TRASH_VIEW}&purger=${id}`;

/** What the screen's address asks for. */
export interface PagesView {
  /** The page whose properties are open; "new" for the new page form. */
  panel: number | "new" | null;
  trash: boolean;
  confirmTrash: boolean;
  purge: number | null;
  done: PagesDone | null;
}

const id = (value: string | null) => parseId(value ?? "");

export function pagesView(search: URLSearchParams): PagesView {
  const done = search.get(DONE_PARAM);
  return {
    panel: search.get("nouvelle") ? "new" : id(search.get("page")),
    trash: search.get("vue") === "corbeille",
    confirmTrash: search.get("supprimer") === "1",
    purge: id(search.get("purger")),
    done: done && Object.hasOwn(DONE_MESSAGES, done) ? (done as PagesDone) : null,
  };
}
