import { basename } from "node:path";
import { HttpError } from "./http";

/** "5 fichiers au maximum", "un seul fichier est accepté": the limit of a form's files, in French. */
export const filesAtMost = (max: number): string =>
  max === 1 ? "un seul fichier est accepté" : `${max} fichiers au maximum`;

/**
 * Multipart failures of @fastify/multipart other than an oversize file, answered in French;
 * `maxFiles`, the form's limit, is told to a sender of too many files.
 */
export function multipartError(error: unknown, field: string | null, maxFiles?: number): HttpError {
  switch ((error as { code?: string }).code) {
    case "FST_FILES_LIMIT": {
      if (maxFiles === 0) {
        const none = "Ce formulaire n'accepte pas de fichier.";
        return new HttpError(413, none, field ? { [field]: none } : undefined);
      }
      const limit = maxFiles === undefined ? "" : ` : ${filesAtMost(maxFiles)}`;
      return new HttpError(
        413,
        `Trop de fichiers ont été envoyés pour ce formulaire${limit}.`,
        field ? { [field]: `Trop de fichiers pour ce formulaire${limit}.` } : undefined,
      );
    }
    case "FST_PARTS_LIMIT":
    case "FST_FIELDS_LIMIT":
      return new HttpError(413, "Le formulaire envoyé contient trop de champs.");
    case "FST_PROTO_VIOLATION":
    case "FST_INVALID_MULTIPART_CONTENT_TYPE":
      return new HttpError(400, "Le formulaire envoyé est mal formé.");
    default:
      // Nothing but the request body is read here: any other failure (busboy's "Unexpected end of
      // multipart data", a boundary that never comes) is a malformed submission.
      return (error as { statusCode?: number }).statusCode === 413
        ? new HttpError(413, "Le contenu envoyé est trop volumineux.")
        : new HttpError(400, "Le formulaire envoyé est mal formé.");
  }
}

/** The base name a sender's file had, without path or control characters, 200 characters at most. */
export function cleanFilename(name: string): string {
  const base = basename(name.replaceAll("\\", "/"));
  const printable = [...base].filter((c) => c.charCodeAt(0) >= 32 && c.charCodeAt(0) !== 127).join("");
  return printable.trim().slice(0, 200) || "fichier";
}
