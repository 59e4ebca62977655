import { useRef, useState } from "react";
import { createPortal } from "react-dom";
import { Field, FieldError } from "../../account/fields";
import { MediaPicker } from "../media/MediaPicker";

/** A picture of the form: the media library's file, its public address, its alternative text. */
export interface ChosenPicture {
  mediaId: string;
  url: string;
  alt: string;
}

interface PictureChoiceProps {
  id: string;
  label: string;
  /** The posted fields: the file's id ("" for none), its address and its alternative text. */
  names: { mediaId: string; url: string; alt: string };
  initial: ChosenPicture;
  error: string | undefined;
  /** The alternative text is typed (the product's own); otherwise it is the library's, posted as is. */
  altField?: { label: string; hint: string; error: string | undefined };
}

const NONE: ChosenPicture = { mediaId: "", url: "", alt: "" };

/**
 * A picture chosen in the media library's picker (thumbnails, search, upload): shown with its
 * alternative text, changed or taken away. Every field is posted each time (rows read by position);
 * without JavaScript the picture stays as it is.
 */
export function PictureChoice({ id, label, names, initial, error, altField }: PictureChoiceProps) {
  const [open, setOpen] = useState(false);
  // The picker has its own search form: it is placed outside the product's form (no nested forms),
  // in the panel's frame, from its first opening on.
  const [frame, setFrame] = useState<Element | null>(null);
  const own = useRef<HTMLFieldSetElement>(null);
  const [picture, setPicture] = useState(initial);
  // A new key when another file is chosen: the typed text starts again from that file's own.
  const [round, setRound] = useState(0);
  const shown = picture.url ? picture : null;
  return (
    <fieldset ref={own} className={`field picture-choice${error ? " field--invalid" : ""}`} id={id}>
      <legend className="field__label">{label}</legend>
      <input type="hidden" name={names.mediaId} value={picture.mediaId} />
      <input type="hidden" name={names.url} value={picture.url} />
      {shown ? (
        <figure className="picture-choice__figure">
          <img src={shown.url} alt={shown.alt} className="picture-choice__preview" width={96} height={128} />
          <figcaption>
            {shown.alt ? `Texte alternatif : « ${shown.alt} »` : "Sans texte alternatif dans la médiathèque."}
          </figcaption>
        </figure>
      ) : (
        <p className="field__hint">Aucune image.</p>
      )}
      {altField ? (
        <Field
          key={round}
          id={`${id}-alt`}
          name={names.alt}
          label={altField.label}
          hint={altField.hint}
          defaultValue={picture.alt}
          error={altField.error}
        />
      ) : (
        <input type="hidden" name={names.alt} value={picture.alt} />
      )}
      <div className="picture-choice__actions">
        <button
          type="button"
          className="admin-btn"
          onClick={() => {
            setFrame(frame ?? own.current?.closest(".admin") ?? document.body);
            setOpen(true);
          }}
        >
          {shown ? "Changer d'image" : "Choisir dans la médiathèque"}
          <span className="visually-hidden"> : {label}</span>
        </button>
        {shown ? (
          <button type="button" className="admin-btn" onClick={() => setPicture(NONE)}>
            Retirer l'image<span className="visually-hidden"> : {label}</span>
          </button>
        ) : null}
      </div>
      {error ? <FieldError id={`${id}-erreur`}>{error}</FieldError> : null}
      {frame
        ? createPortal(
            <MediaPicker
              open={open}
              kind="IMAGE"
              title={label}
              selectedId={picture.mediaId ? Number(picture.mediaId) : null}
              onSelect={(media) => {
                setPicture({ mediaId: String(media.id), url: media.url, alt: media.alt });
                setRound(round + 1);
                setOpen(false);
              }}
              onClose={() => setOpen(false)}
            />,
            frame,
          )
        : null}
    </fieldset>
  );
}
