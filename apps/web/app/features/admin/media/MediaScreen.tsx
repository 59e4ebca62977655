import { Form, Link, useActionData, useLoaderData, useLocation, useNavigate } from "react-router";
import { FormMessage } from "../../account/fields";
import { Pagination } from "../../content/Pagination";
import { type FormResult, resultOf } from "../../forms/form-result";
import { useManagedSite } from "../managed-site";
import { MediaDetails } from "./MediaDetails";
import { MediaGrid } from "./MediaGrid";
import type { MediaScreenData } from "./media.server";
import { DONE_MESSAGES, MEDIA_PER_PAGE, mediaHref, mediaView } from "./media-paths";
import { UploadZone } from "./UploadZone";

/**
 * The media library screen: the upload zone, the search and the kind shown, the grid of files
 * with its pages, and the open file's panel (beside the grid on a wide screen, above it on a
 * phone). Everything is a link or a plain form; uploads show their progress once scripts run.
 */
export function MediaScreen() {
  const { list, open, refusal } = useLoaderData() as MediaScreenData;
  const result = useActionData() as FormResult | undefined;
  const location = useLocation();
  const navigate = useNavigate();
  const site = useManagedSite();
  const view = mediaView(new URLSearchParams(location.search));
  const upload = resultOf(result, "upload");
  const filtered = Boolean(view.q || view.kind);

  return (
    <div className="media-screen">
      <MediaHead total={list.total} filtered={filtered} />
      {view.done ? <FormMessage kind="success">{DONE_MESSAGES[view.done]}</FormMessage> : null}
      {refusal ? <FormMessage kind="error">{refusal}</FormMessage> : null}

      <div className={`media-screen__layout${open ? " media-screen__layout--open" : ""}`}>
        <div className="media-screen__main">
          <div className="admin-card">
            <UploadZone
              siteId={site.id}
              idPrefix="media-envoi"
              action={mediaHref(view)}
              result={upload && upload.status === "error" ? upload : undefined}
              onUploaded={() =>
                navigate(mediaHref(view, { page: 1, q: "", kind: null }), { preventScrollReset: true })
              }
            />
          </div>

          <section className="admin-card" aria-labelledby="media-liste-titre">
            <h2 id="media-liste-titre" className="visually-hidden">
              Fichiers de la médiathèque
            </h2>
            <Form method="get" className="media-filters" role="search">
              <div className="field">
                <label className="field__label" htmlFor="media-recherche">
                  Rechercher un nom
                </label>
                <input
                  id="media-recherche"
                  name="q"
                  type="search"
                  className="field__input"
                  defaultValue={view.q}
                  maxLength={100}
                />
              </div>
              <div className="field">
                <label className="field__label" htmlFor="media-type">
                  Type
                </label>
                <select id="media-type" name="type" className="field__input" defaultValue={view.kind ?? ""}>
                  <option value="">Tous les fichiers</option>
                  <option value="IMAGE">Images</option>
                  <option value="VIDEO">Vidéos</option>
                </select>
              </div>
              <button type="submit" className="btn btn--primary">
                Filtrer
              </button>
              {filtered ? (
                <Link to={mediaHref(view, { q: "", kind: null, page: 1 })} className="media-filters__reset">
                  Tout afficher
                </Link>
              ) : null}
            </Form>

            <MediaGrid
              items={list.items}
              label="Fichiers"
              empty={
                filtered
                  ? "Aucun fichier ne correspond à cette recherche."
                  : "La médiathèque est vide : ajoutez un premier fichier."
              }
              renderCard={(media, content) => (
                <Link
                  to={mediaHref(view, { file: media.id, confirmDelete: false })}
                  preventScrollReset
                  className="media-grid__card"
                  aria-current={open?.media.id === media.id ? "true" : undefined}
                >
                  {content}
                </Link>
              )}
            />
            <Pagination
              page={view.page}
              total={list.total}
              perPage={MEDIA_PER_PAGE}
              href={(page) => mediaHref(view, { page })}
            />
          </section>
        </div>

        {open ? (
          <div className="media-screen__details">
            <MediaDetails
              key={open.media.id}
              media={open.media}
              usage={open.usage}
              result={result && (result.form === "update" || result.form === "delete") ? result : undefined}
              closeHref={mediaHref(view, { file: null, confirmDelete: false })}
              panelHref={mediaHref(view, { confirmDelete: false })}
              deleteHref={mediaHref(view, { confirmDelete: true })}
              // A refusal closes the question: its message shows in the panel.
              confirmDelete={view.confirmDelete && !(result?.form === "delete" && result.status === "error")}
            />
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** The screen's title and how many files it lists (or found). */
function MediaHead({ total, filtered }: { total: number; filtered: boolean }) {
  return (
    <div className="media-screen__head">
      <h1>Médiathèque</h1>
      <p className="media-screen__count" role="status">
        {total} fichier{total > 1 ? "s" : ""}
        {filtered ? ` trouvé${total > 1 ? "s" : ""}` : ""}
      </p>
    </div>
  );
}
