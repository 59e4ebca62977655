import { formatBytes } from "@vitrine/shared/file-size";
import { MEDIA_FORMATS_MESSAGE, MEDIA_MAX_BYTES, type MediaKind } from "@vitrine/shared/schemas/admin-media";

/**
 * What the browser can tell of a chosen file before sending it, to answer at once in the API's own
 * words: its kind by its extension (the API then tells the real type by the content), and whether
 * it is within the kind's size.
 */

const PHOTO = /\.(jpe?g|png)$/i;
const DRAWING = /\.svg$/i;
const VIDEO = /\.(mp4|m4v|mov|avi|wmv|flv)$/i;

/** The kind a file's name promises; null for a format the library does not take. */
export function kindOfName(name: string): MediaKind | null {
  if (PHOTO.test(name) || DRAWING.test(name)) return "IMAGE";
  return VIDEO.test(name) ? "VIDEO" : null;
}

/** Why the file cannot be sent (in French), or null. `only` restricts the kind (a logo: IMAGE). */
export function uploadProblem(file: { name: string; size: number }, only?: MediaKind): string | null {
  const kind = kindOfName(file.name);
  if (!kind) return `Le format de « ${file.name} » n'est pas accepté. ${MEDIA_FORMATS_MESSAGE}`;
  if (only && kind !== only) return only === "IMAGE" ? "Choisissez une image." : "Choisissez une vidéo.";
  if (file.size === 0) return `Le fichier « ${file.name} » est vide.`;
  const max =
    kind === "VIDEO"
      ? MEDIA_MAX_BYTES.video
      : DRAWING.test(file.name)
        ? MEDIA_MAX_BYTES.svg
        : MEDIA_MAX_BYTES.photo;
  if (file.size > max) return `« ${file.name} » dépasse la taille maximale de ${formatBytes(max)}.`;
  return null;
}

/** The limits, as the upload zone tells them. */
export const LIMITS_TEXT = `${MEDIA_FORMATS_MESSAGE} Jusqu'à ${formatBytes(MEDIA_MAX_BYTES.photo)} par photo, ${formatBytes(MEDIA_MAX_BYTES.svg)} par dessin SVG, ${formatBytes(MEDIA_MAX_BYTES.video)} par vidéo.`;
