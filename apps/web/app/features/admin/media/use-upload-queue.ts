import { type MediaUploadFields, uploadMediaWithProgress } from "@vitrine/sdk/admin-media";
import { isApiError } from "@vitrine/sdk/client";
import type { FieldErrors } from "@vitrine/shared/envelope";
import { ALT_MISSING, type Media, type MediaKind } from "@vitrine/shared/schemas/admin-media";
import { useEffect, useState } from "react";
import { BROWSER_API_BASE } from "../browser-api";
import { kindOfName, uploadProblem } from "./upload-checks";

/** A refusal to show: the general message and the message of each field. */
export interface UploadError {
  message: string;
  errors: FieldErrors;
}

export interface UploadQueue {
  /** The files waiting, the first being the one the form sends. */
  queue: File[];
  current: File | null;
  /** The share sent of the file on its way (0 to 1), or null. */
  sending: number | null;
  error: UploadError | null;
  /** The last file added, said once it is. */
  notice: string;
  /** Files chosen or dropped: the acceptable ones queue up, the others are named in the error. */
  choose(files: File[], replace?: boolean): void;
  /** Leaves the first file out. */
  skip(): void;
  /** Sends the first file with its fields: null once the library took it, else the refusal. */
  send(fields: MediaUploadFields): Promise<UploadError | null>;
}

/**
 * The upload zone's state: the files waiting their turn, each sent with its own alt text and
 * the progress shown, the refusals in the API's words (the browser's own checks first).
 */
export function useUploadQueue(options: {
  siteId: number;
  only?: MediaKind;
  onUploaded: (media: Media) => void;
  /** A refusal of the form posted without scripts. */
  initialError?: UploadError;
}): UploadQueue {
  const { siteId, only, onUploaded, initialError } = options;
  const [queue, setQueue] = useState<File[]>([]);
  const [sending, setSending] = useState<number | null>(null);
  const [error, setError] = useState<UploadError | null>(initialError ?? null);
  const [notice, setNotice] = useState("");
  const current = queue[0] ?? null;

  useEffect(() => setError(initialError ?? null), [initialError]);

  function choose(files: File[], replace = false) {
    const problems = files.map((file) => uploadProblem(file, only)).filter(Boolean) as string[];
    const accepted = files.filter((file) => !uploadProblem(file, only));
    setQueue((waiting) => [...(replace ? [] : waiting), ...accepted]);
    setNotice("");
    const refused = problems.join(" ");
    setError(problems.length ? { message: refused, errors: { file: refused } } : null);
  }

  /** Shows a refusal and answers it. */
  const refuse = (refusal: UploadError) => {
    setError(refusal);
    return refusal;
  };

  async function send(fields: MediaUploadFields): Promise<UploadError | null> {
    if (sending !== null) return refuse({ message: "Un envoi est déjà en cours.", errors: {} });
    if (!current)
      return refuse({
        message: "Choisissez un fichier à envoyer.",
        errors: { file: "Choisissez un fichier." },
      });
    if (kindOfName(current.name) === "IMAGE" && !fields.alt?.trim())
      return refuse({ message: "Indiquez le texte alternatif de l'image.", errors: { alt: ALT_MISSING } });
    setError(null);
    setSending(0);
    try {
      const media = await uploadMediaWithProgress({ baseUrl: BROWSER_API_BASE, siteId }, current, fields, {
        onProgress: setSending,
      });
      setQueue((waiting) => waiting.slice(1));
      setNotice(`« ${media.name} » a été ajouté à la médiathèque.`);
      onUploaded(media);
      return null;
    } catch (failure) {
      return refuse({
        message: (failure as Error).message,
        errors: isApiError(failure) ? failure.errors : {},
      });
    } finally {
      setSending(null);
    }
  }

  return { queue, current, sending, error, notice, choose, skip: () => setQueue((w) => w.slice(1)), send };
}
