import type { AdminAlbum } from "@vitrine/shared/schemas/admin-albums";
import type { Media } from "@vitrine/shared/schemas/admin-media";
import { Form, useNavigation } from "react-router";
import { Field } from "../../account/fields";

interface AlbumPicturesProps {
  album: AdminAlbum;
  /** The library's images, to add. */
  library: Media[];
  errors: Record<string, string>;
}

/**
 * The album's pictures in their order, each with its caption and its text for screen readers and
 * buttons moving or removing it; then the media library's images to tick and add. A plain form:
 * every button saves the whole list (also without JavaScript).
 */
export function AlbumPictures({ album, library, errors }: AlbumPicturesProps) {
  const busy = useNavigation().state === "submitting";
  const kept = album.pictures.filter((picture) => picture.mediaId !== null);
  const inAlbum = new Set(kept.map((picture) => picture.mediaId));
  const choices = library.filter((file) => file.kind === "IMAGE" && !inAlbum.has(file.id));
  return (
    <Form method="post" className="album-pictures">
      <input type="hidden" name="form" value="images" />
      <input type="hidden" name="pictureCount" value={kept.length} />
      <div className="admin-forms__head">
        <h2>Images de l'album</h2>
        {/* First in the form: the button Enter presses in a caption. */}
        <button type="submit" name="intent" value="enregistrer" className="btn btn--primary" disabled={busy}>
          Enregistrer
        </button>
      </div>
      {kept.length === 0 ? (
        <p>Cet album n'a pas encore d'image : ajoutez-en depuis la médiathèque ci-dessous.</p>
      ) : null}
      <ol className="album-pictures__list">
        {kept.map((picture, index) => (
          <li key={picture.id} className="album-picture">
            <input type="hidden" name={`p${index}.mediaId`} value={picture.mediaId ?? ""} />
            <img src={picture.url} alt="" width={160} height={107} className="album-thumb" loading="lazy" />
            <div className="album-picture__fields">
              <Field
                id={`image-${index}-legende`}
                name={`p${index}.caption`}
                label={`Légende de l'image ${index + 1}`}
                defaultValue={picture.caption}
                error={errors[`pictures.${index}.caption`]}
              />
              <Field
                id={`image-${index}-alt`}
                name={`p${index}.alt`}
                label="Texte pour les lecteurs d'écran"
                defaultValue={picture.alt}
                error={errors[`pictures.${index}.alt`] ?? errors[`pictures.${index}.mediaId`]}
              />
            </div>
            <div className="form-field-card__actions">
              <button
                type="submit"
                name="intent"
                value={`monter:${index}`}
                className="btn btn--ghost"
                disabled={index === 0}
              >
                Monter<span className="visually-hidden"> l'image {index + 1}</span>
              </button>
              <button
                type="submit"
                name="intent"
                value={`descendre:${index}`}
                className="btn btn--ghost"
                disabled={index === kept.length - 1}
              >
                Descendre<span className="visually-hidden"> l'image {index + 1}</span>
              </button>
              <button type="submit" name="intent" value={`retirer:${index}`} className="btn btn--ghost">
                Retirer<span className="visually-hidden"> l'image {index + 1}</span>
              </button>
            </div>
          </li>
        ))}
      </ol>
      <fieldset className="album-library">
        <legend>Ajouter des images de la médiathèque</legend>
        {choices.length === 0 ? <p>Aucune autre image dans la médiathèque.</p> : null}
        <ul className="album-library__grid">
          {choices.map((file) => (
            <li key={file.id}>
              <label className="album-library__choice">
                <input type="checkbox" name="add" value={file.id} />
                <img src={file.variants[0]?.url ?? file.url} alt="" width={120} height={80} loading="lazy" />
                <span>{file.name}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="form-builder__actions">
        <button type="submit" name="intent" value="enregistrer" className="btn btn--primary" disabled={busy}>
          Enregistrer les images
        </button>
      </div>
    </Form>
  );
}
