import { parseId } from "@vitrine/shared/ids";
import { MEDIA_KINDS, type MediaKind } from "@vitrine/shared/schemas/admin-media";

/**
 * The addresses of the media library screen (query parameters, in French): the page of the grid,
 * the search, the kind shown, the open file and the deletion's question. Plain links: the screen
 * works without JavaScript.
 */

export const MEDIA_PATH = "/admin/medias";

/** Files per page of the grid. */
export const MEDIA_PER_PAGE = 24;

export interface MediaView {
  page: number;
  /** Text searched in the names. */
  q: string;
  kind: MediaKind | null;
  /** The file whose details are open. */
  file: number | null;
  /** The deletion of the open file is being asked. */
  confirmDelete: boolean;
  /** A change the screen went on from. */
  done: MediaDone | null;
}

export const DONE_MESSAGES = {
  ajoute: "Fichier ajouté à la médiathèque.",
  supprime: "Fichier supprimé.",
} as const;
export type MediaDone = keyof typeof DONE_MESSAGES;

export function mediaView(search: URLSearchParams): MediaView {
  const page = parseId(search.get("page") ?? "") ?? 1;
  const kind = search.get("type");
  const done = search.get("fait");
  return {
    page,
    q: (search.get("q") ?? "").trim().slice(0, 100),
    kind: kind && (MEDIA_KINDS as readonly string[]).includes(kind) ? (kind as MediaKind) : null,
    file: parseId(search.get("fichier") ?? ""),
    confirmDelete: search.get("supprimer") === "1",
    done: done && Object.hasOwn(DONE_MESSAGES, done) ? (done as MediaDone) : null,
  };
}

/** The screen's address for `view`, what `change` says changed (the notice never kept). */
export function mediaHref(view: MediaView, change: Partial<MediaView> = {}): string {
  const next = { ...view, done: null, ...change };
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.kind) params.set("type", next.kind);
  if (next.page > 1) params.set("page", String(next.page));
  if (next.file) params.set("fichier", String(next.file));
  if (next.file && next.confirmDelete) params.set("supprimer", "1");
  if (next.done) params.set("fait", next.done);
  const query = params.toString();
  return query ? `${MEDIA_PATH}?${query}` : MEDIA_PATH;
}
