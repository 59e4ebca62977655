/**
 * MediaPicker: a modal dialog to choose a file of the site's media library, from any screen of
 * the admin panel (the parameters' logos, the layout editor's asset manager…). It lists the files
 * with a search and pages, may add a new one (the same upload zone as /admin/medias), and hands
 * the chosen file to `onSelect`. It calls the API from the browser, on the site the panel manages.
 *
 * Props:
 * - `open` (boolean, required): whether the dialog shows; the parent keeps this state.
 * - `onSelect(media: Media)` (required): the file chosen with « Choisir ce fichier » (or a double
 *   click); `media.url` is its public address, `media.alt` its alternative text, `media.width`
 *   and `media.height` its size. The parent closes the picker (sets `open` to false).
 * - `onClose()` (required): « Annuler », Escape or a click beside the dialog.
 * - `kind` ("IMAGE" | "VIDEO", optional): only images (a logo) or only videos; both unless told.
 * - `title` (string, optional): the dialog's heading; « Choisir un fichier » unless told.
 * - `selectedId` (number | null, optional): the file already in use, marked when it shows.
 * - `allowUpload` (boolean, optional, true unless told): offers the upload zone.
 *
 *     const [open, setOpen] = useState(false);
 *     <button type="button" onClick={() => setOpen(true)}>Choisir dans la médiathèque</button>
 *     <MediaPicker open={open} kind="IMAGE" title="Choisir le logo"
 *       onSelect={(media) => { setLogo(media.url); setOpen(false); }} onClose={() => setOpen(false)} />
 */
import { mediaCalls } from "@vitrine/sdk/admin-media";
import type { Media, MediaKind, MediaList } from "@vitrine/shared/schemas/admin-media";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { FormMessage } from "../../account/fields";
import { useBrowserApi } from "../browser-api";
import { useManagedSite } from "../managed-site";
import { MediaGrid } from "./MediaGrid";
import { UploadZone } from "./UploadZone";

export interface MediaPickerProps {
  open: boolean;
  onSelect: (media: Media) => void;
  onClose: () => void;
  kind?: MediaKind;
  title?: string;
  selectedId?: number | null;
  allowUpload?: boolean;
}

const PER_PAGE = 12;

export function MediaPicker({
  open,
  onSelect,
  onClose,
  kind,
  title = "Choisir un fichier",
  selectedId = null,
  allowUpload = true,
}: MediaPickerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const site = useManagedSite();
  const ids = useId();
  const browse = usePickerList(open, kind);
  const { list, page } = browse;
  const [chosen, setChosen] = useState<Media | null>(null);
  const choose = (media: Media) => onSelect(media);
  const current = chosen ?? list?.items.find((media) => media.id === selectedId) ?? null;
  // The dialog is drawn at the end of the panel's frame (its colours), outside the screen's own
  // form: its search and upload forms are then forms of their own (a form inside a form is not
  // one for the browser).
  const [host, setHost] = useState<HTMLElement | null>(null);
  useEffect(() => setHost(document.querySelector<HTMLElement>(".admin") ?? document.body), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the dialog exists once its host is known.
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open, host]);
  if (!host) return null;

  return createPortal(
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes it (onCancel); the click is the backdrop's.
    <dialog
      ref={dialog}
      className="media-picker"
      aria-labelledby={`${ids}-titre`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === dialog.current) onClose();
      }}
      // React's events bubble along the components, not the document: the search's and upload's
      // submits must not reach the screen's form.
      onSubmit={(event) => event.stopPropagation()}
    >
      {open ? (
        <div className="media-picker__body">
          <div className="media-picker__head">
            <h2 id={`${ids}-titre`}>{title}</h2>
            <button type="button" className="btn btn--ghost" onClick={onClose}>
              Fermer
            </button>
          </div>
          {allowUpload ? (
            <UploadZone
              siteId={site.id}
              idPrefix={`${ids}-envoi`}
              only={kind}
              onUploaded={(media) => {
                setChosen(media);
                browse.show(1, "");
              }}
            />
          ) : null}
          <PickerSearch idPrefix={ids} onSearch={(search) => browse.show(1, search)} />
          {browse.error ? <FormMessage kind="error">{browse.error}</FormMessage> : null}
          {list ? (
            <MediaGrid
              items={list.items}
              label="Fichiers à choisir"
              empty={
                browse.search ? "Aucun fichier ne correspond à cette recherche." : "La médiathèque est vide."
              }
              renderCard={(media, content) => (
                <button
                  type="button"
                  className="media-grid__card"
                  aria-pressed={current?.id === media.id}
                  onClick={() => setChosen(media)}
                  onDoubleClick={() => choose(media)}
                >
                  {content}
                </button>
              )}
            />
          ) : (
            <p role="status">Chargement des fichiers…</p>
          )}
          {list ? <PickerPages page={page} total={list.total} onPage={(next) => browse.show(next)} /> : null}
          <div className="media-picker__actions">
            <button type="button" className="btn btn--ghost" onClick={onClose}>
              Annuler
            </button>
            <button
              type="button"
              className="btn btn--primary"
              disabled={!current}
              onClick={() => current && choose(current)}
            >
              Choisir ce fichier
            </button>
          </div>
        </div>
      ) : null}
    </dialog>,
    host,
  );
}

/** The picker's list: the page and search shown, loaded from the API each time they change. */
function usePickerList(open: boolean, kind: MediaKind | undefined) {
  const api = useBrowserApi();
  const calls = useMemo(() => mediaCalls(api), [api]);
  const [query, setQuery] = useState({ page: 1, search: "", round: 0 });
  const [list, setList] = useState<MediaList | null>(null);
  const [error, setError] = useState("");

  useEffect(() => {
    if (!open) return;
    let current = true;
    calls
      .mediaList({ page: query.page, nbItem: PER_PAGE, search: query.search, kind })
      .then((answer) => {
        if (current) {
          setList(answer);
          setError("");
        }
      })
      .catch((failure: Error) => current && setError(failure.message));
    return () => {
      current = false;
    };
  }, [open, calls, kind, query]);

  return {
    list,
    error,
    page: query.page,
    search: query.search,
    /** Shows page `page` of `search` (the current search unless told), loaded again. */
    show: (page: number, search?: string) =>
      setQuery((before) => ({ page, search: search ?? before.search, round: before.round + 1 })),
  };
}

/** Previous and next page of the picker's files. */
function PickerPages({
  page,
  total,
  onPage,
}: {
  page: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const last = Math.max(1, Math.ceil(total / PER_PAGE));
  if (last <= 1) return null;
  return (
    <nav className="media-picker__pages" aria-label="Pages de fichiers">
      <button type="button" className="btn btn--ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Précédent
      </button>
      <span>
        Page {page} sur {last}
      </span>
      <button
        type="button"
        className="btn btn--ghost"
        disabled={page >= last}
        onClick={() => onPage(page + 1)}
      >
        Suivant
      </button>
    </nav>
  );
}

/** The search of the picker's files by name. */
function PickerSearch({ idPrefix, onSearch }: { idPrefix: string; onSearch: (search: string) => void }) {
  const [typed, setTyped] = useState("");
  return (
    <form
      className="media-filters"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(typed.trim());
      }}
    >
      <div className="field">
        <label className="field__label" htmlFor={`${idPrefix}-recherche`}>
          Rechercher un nom
        </label>
        <input
          id={`${idPrefix}-recherche`}
          type="search"
          className="field__input"
          value={typed}
          maxLength={100}
          onChange={(event) => setTyped(event.currentTarget.value)}
        />
      </div>
      <button type="submit" className="btn btn--primary">
        Rechercher
      </button>
    </form>
  );
}
