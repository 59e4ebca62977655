import { MEDIA_ACCEPT, type Media, type MediaKind } from "@vitrine/shared/schemas/admin-media";
import { type DragEvent, type FormEvent, type RefObject, useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import { Field, FormMessage } from "../../account/fields";
import { kindOfName, LIMITS_TEXT } from "./upload-checks";
import { type UploadError, useUploadQueue } from "./use-upload-queue";

interface UploadZoneProps {
  /** The site the files go to (useManagedSite().id). */
  siteId: number;
  /** Unique on the page: the fields' ids start with it. */
  idPrefix: string;
  /** Called with each file the library accepted. */
  onUploaded: (media: Media) => void;
  /** Only images (a logo) or only videos. */
  only?: MediaKind;
  /** Where the form posts when the browser runs no script (the media screen's action). */
  action?: string;
  /** A refusal of that post, to show next to its fields. */
  result?: UploadError | undefined;
}

/**
 * Adds a file to the media library: a drop zone and a file input, the alternative text (required
 * for an image) and the name, then the upload with its progress. Several dropped files wait their
 * turn, each with its own alt text. Without scripts it is a plain form posted to `action`.
 */
export function UploadZone({ siteId, idPrefix, onUploaded, only, action, result }: UploadZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const upload = useUploadQueue({ siteId, only, onUploaded, initialError: result });
  const { queue, current, sending, error, notice } = upload;
  const id = (name: string) => `${idPrefix}-${name}`;

  // The input shows the file being sent, so that a plain post would send it too.
  useEffect(() => {
    if (!input.current) return;
    const transfer = new DataTransfer();
    if (current) transfer.items.add(current);
    input.current.files = transfer.files;
  }, [current]);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const refusal = await upload.send({
      alt: String(data.get("alt") ?? ""),
      name: String(data.get("name") ?? ""),
    });
    if (!refusal) form.current?.reset();
    else if (refusal.errors.alt) document.getElementById(id("alt"))?.focus();
  }

  const imageExpected = current ? kindOfName(current.name) === "IMAGE" : only !== "VIDEO";
  // The fields start empty for each new file, and keep what was typed while it waits.
  const fileKey = current ? `${current.name}-${current.size}-${current.lastModified}` : "";
  return (
    <Form
      ref={form}
      method="post"
      action={action}
      encType="multipart/form-data"
      noValidate
      className="media-upload"
      onSubmit={send}
      aria-labelledby={id("titre")}
    >
      <h2 id={id("titre")} className="media-upload__title">
        Ajouter un fichier
      </h2>
      <input type="hidden" name="intent" value="upload" />
      <DropZone
        inputRef={input}
        idPrefix={idPrefix}
        fileError={error?.errors.file}
        // The input shows the queue's head: a new choice replaces the queue.
        onFiles={(files, chosen) => upload.choose(files, chosen)}
      />
      {current ? (
        <p className="media-upload__current">
          Fichier à envoyer : <strong>{current.name}</strong>
          {queue.length > 1 ? ` (${queue.length - 1} autre${queue.length > 2 ? "s" : ""} en attente)` : null}
        </p>
      ) : null}
      <Field
        key={`alt-${fileKey}`}
        id={id("alt")}
        name="alt"
        label={imageExpected ? "Texte alternatif (obligatoire pour une image)" : "Description (facultative)"}
        hint={imageExpected ? "Ce que montre l'image, pour les personnes qui ne la voient pas." : undefined}
        maxLength={300}
        error={error?.errors.alt}
      />
      <Field
        key={`name-${fileKey}`}
        id={id("name")}
        name="name"
        label="Nom dans la médiathèque (facultatif)"
        maxLength={200}
        error={error?.errors.name}
      />
      {/* Files refused when chosen are named in the drop zone, where they were chosen: once. */}
      {error && error.message !== error.errors.file ? (
        <FormMessage kind="error">{error.message}</FormMessage>
      ) : null}
      {sending !== null ? (
        <p className="media-upload__progress" role="status">
          <label htmlFor={id("progression")}>Envoi en cours : {Math.round(sending * 100)} %</label>
          <progress id={id("progression")} max={1} value={sending} />
        </p>
      ) : notice ? (
        <p className="media-upload__notice" role="status">
          {notice}
        </p>
      ) : null}
      <div className="media-upload__actions">
        <button type="submit" className="btn btn--primary" aria-disabled={sending !== null || undefined}>
          {sending !== null ? "Envoi…" : "Envoyer"}
        </button>
        {queue.length > 0 && sending === null ? (
          <button type="button" className="btn btn--ghost" onClick={upload.skip}>
            Ne pas envoyer ce fichier
          </button>
        ) : null}
      </div>
    </Form>
  );
}

interface DropZoneProps {
  inputRef: RefObject<HTMLInputElement | null>;
  idPrefix: string;
  fileError: string | undefined;
  /** Files dropped (`chosen` false) or chosen with the input (true). */
  onFiles: (files: File[], chosen: boolean) => void;
}

/** Where files are dropped, and the file input (its label looks like a button) with the limits. */
function DropZone({ inputRef, idPrefix, fileError, onFiles }: DropZoneProps) {
  const [over, setOver] = useState(false);
  const id = (name: string) => `${idPrefix}-${name}`;
  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setOver(false);
    onFiles([...event.dataTransfer.files], false);
  }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is the mouse's way; the file input is the keyboard's.
    <div
      className={`media-upload__zone${over ? " media-upload__zone--over" : ""}`}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <p className="media-upload__drop">Déposez vos fichiers ici, ou :</p>
      <label className="media-upload__label" htmlFor={id("file")}>
        Choisir un fichier
      </label>
      <input
        ref={inputRef}
        id={id("file")}
        name="file"
        type="file"
        multiple
        accept={MEDIA_ACCEPT}
        className="media-upload__input"
        aria-describedby={fileError ? `${id("limites")} ${id("file-erreur")}` : id("limites")}
        aria-invalid={fileError ? true : undefined}
        onChange={(event) => onFiles([...(event.currentTarget.files ?? [])], true)}
      />
      <p className="media-upload__limits" id={id("limites")}>
        {LIMITS_TEXT}
      </p>
      {fileError ? (
        <p className="field__error" id={id("file-erreur")}>
          {fileError}
        </p>
      ) : null}
    </div>
  );
}
