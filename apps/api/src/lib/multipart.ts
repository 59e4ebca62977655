import { basename } from "node:path";
import { HttpError } from "./http";

/** Multipart failures of @fastify/multipart other than an oversize file, answered in French. */
export function multipartError(error: unknown, field: string | null): HttpError {
  switch ((error as { code?: string }).code) {
    case "FST_FILES_LIMIT":
      return new HttpError(
        413,
        "Trop de fichiers ont été envoyés pour ce formulaire.",
        field ? { [field]: "Trop de fichiers pour ce formulaire." } : undefined,
      );
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
