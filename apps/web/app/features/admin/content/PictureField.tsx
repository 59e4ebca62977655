import type { Image } from "@vitrine/shared/schemas/content";
import { useState } from "react";
import { FieldError } from "../../account/fields";
import { MediaPicker } from "../media/MediaPicker";

interface PictureFieldProps {
  id: string;
  /** The form field: the chosen file's id, « aucune » to take the picture away, empty to keep it. */
  name: string;
  label: string;
  current: Image | null;
  error: string | undefined;
}

export const NO_PICTURE = "aucune";

/** A picture chosen in the media library (the picker needs JavaScript; without it, the picture stays). */
export function PictureField({ id, name, label, current, error }: PictureFieldProps) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<{ id: string; url: string; alt: string } | null>(null);
  const shown = chosen ? (chosen.id === NO_PICTURE ? null : chosen) : current;
  return (
    <fieldset className={`field content-picture${error ? " field--invalid" : ""}`} id={id}>
      <legend className="field__label">{label}</legend>
      {shown ? (
        <img src={shown.url} alt={shown.alt} className="content-picture__preview" width={160} height={107} />
      ) : (
        <p className="field__hint">Aucune image.</p>
      )}
      <input type="hidden" name={name} value={chosen?.id ?? ""} />
      <div className="content-picture__actions">
        <button type="button" className="admin-btn" onClick={() => setOpen(true)}>
          Choisir dans la médiathèque
        </button>
        {shown ? (
          <button
            type="button"
            className="admin-btn"
            onClick={() => setChosen({ id: NO_PICTURE, url: "", alt: "" })}
          >
            Retirer l'image
          </button>
        ) : null}
      </div>
      {error ? <FieldError id={`${id}-erreur`}>{error}</FieldError> : null}
      <MediaPicker
        open={open}
        kind="IMAGE"
        title={label}
        onSelect={(media) => {
          setChosen({ id: String(media.id), url: media.url, alt: media.alt });
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </fieldset>
  );
}

/** The picture field as the API reads it: undefined keeps the picture, null takes it away. */
export function pictureValue(raw: string): number | null | undefined {
  if (raw === NO_PICTURE) return null;
  const id = Number(raw);
  return raw && Number.isInteger(id) && id > 0 ? id : undefined;
}
