import {
  LAYOUT_LIMITS,
  LAYOUT_PREVIEW_MAX_BYTES,
  LAYOUT_PREVIEW_TOO_LARGE,
  layoutHash,
} from "@vitrine/shared/schemas/admin-layouts";
import type { FastifyRequest } from "fastify";
import { badRequest, HttpError } from "../../lib/http";
import { jsonStorageProblem } from "../../lib/json";
import { multipartError } from "../../lib/multipart";

/**
 * Reads the multipart body of PUT …/layout/{idLayout}/preview: the fields html, css, project (JSON
 * text) and baseHash, the optional file `preview`. Every refusal is French: 400 for a malformed or
 * incomplete body, 413 past a limit, 415 for a body that is no multipart.
 */

export interface LayoutUpload {
  html: string;
  css: string;
  project: Record<string, unknown>;
  baseHash: string;
  preview: Buffer | null;
}

const FIELDS = ["html", "css", "project", "baseHash"] as const;
type Field = (typeof FIELDS)[number];

const FIELD_LIMITS: Record<Field, number> = { ...LAYOUT_LIMITS, baseHash: 200 };
const TOO_LARGE: Record<Field, string> = {
  html: "Le HTML de la mise en page est trop volumineux.",
  css: "Le CSS de la mise en page est trop volumineux.",
  project: "Le projet de l'éditeur est trop volumineux.",
  baseHash: "L'empreinte envoyée est trop longue.",
};

const NOT_MULTIPART =
  "Envoyez la mise en page en multipart/form-data (champs html, css, project, baseHash et fichier preview).";

/** The French refusal of a multipart failure; the preview's own limits named. */
function uploadError(error: unknown): HttpError {
  const code = (error as { code?: string }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE")
    return new HttpError(413, LAYOUT_PREVIEW_TOO_LARGE, { preview: LAYOUT_PREVIEW_TOO_LARGE });
  if (code === "FST_FILES_LIMIT")
    return new HttpError(413, "Un seul fichier est attendu : l'aperçu (preview).");
  return error instanceof HttpError ? error : multipartError(error, null);
}

/** The parts as they came: text fields by name (each once), the preview's bytes. */
async function readParts(request: FastifyRequest) {
  const values: Partial<Record<Field, string>> = {};
  let preview: Buffer | null = null;
  const parts = request.parts({
    limits: {
      fileSize: LAYOUT_PREVIEW_MAX_BYTES,
      files: 1,
      fields: 10,
      parts: 12,
      fieldSize: LAYOUT_LIMITS.project,
    },
  });
  for await (const part of parts) {
    if (part.type === "file") {
      if (part.fieldname !== "preview") {
        await part.toBuffer();
        throw badRequest("Seul le fichier « preview » (l'aperçu de la mise en page) est attendu.");
      }
      const data = await part.toBuffer();
      // Cut at the limit (when the plugin was registered without throwFileSizeLimit): too large.
      if (part.file.truncated)
        throw new HttpError(413, LAYOUT_PREVIEW_TOO_LARGE, { preview: LAYOUT_PREVIEW_TOO_LARGE });
      // A file input left empty is sent as a part without name nor content.
      preview = !part.filename && data.length === 0 ? null : data;
      continue;
    }
    if (!(FIELDS as readonly string[]).includes(part.fieldname)) continue;
    const field = part.fieldname as Field;
    const value = String(part.value ?? "");
    if (part.valueTruncated || value.length > FIELD_LIMITS[field]) {
      throw new HttpError(413, TOO_LARGE[field], { [field]: TOO_LARGE[field] });
    }
    if (values[field] !== undefined) throw badRequest(`Le champ « ${field} » est envoyé deux fois.`);
    values[field] = value;
  }
  return { values, preview };
}

const PROJECT_TOO_DEEP = "Le projet de l'éditeur est trop imbriqué.";
const PROJECT_CHARACTERS = "Le projet de l'éditeur contient des caractères non autorisés.";

function parseProject(text: string | undefined): Record<string, unknown> {
  const message = "Le projet de l'éditeur doit être un objet JSON.";
  if (text === undefined || text.trim() === "") return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest(message, { project: message });
  }
  if (!value || typeof value !== "object" || Array.isArray(value))
    throw badRequest(message, { project: message });
  const problem = jsonStorageProblem(value);
  if (problem) {
    const refusal = problem === "depth" ? PROJECT_TOO_DEEP : PROJECT_CHARACTERS;
    throw badRequest(refusal, { project: refusal });
  }
  return value as Record<string, unknown>;
}

export async function readLayoutUpload(request: FastifyRequest): Promise<LayoutUpload> {
  if (!request.isMultipart()) throw new HttpError(415, NOT_MULTIPART);
  let read: Awaited<ReturnType<typeof readParts>>;
  try {
    read = await readParts(request);
  } catch (error) {
    throw uploadError(error);
  }
  const { values, preview } = read;
  if (values.html === undefined) {
    const message = "Indiquez le HTML de la mise en page.";
    throw badRequest(message, { html: message });
  }
  const hash = layoutHash().safeParse(values.baseHash ?? "");
  if (!hash.success) {
    const message = hash.error.issues[0]!.message;
    throw badRequest(message, { baseHash: message });
  }
  return {
    html: values.html,
    css: values.css ?? "",
    project: parseProject(values.project),
    baseHash: hash.data,
    preview,
  };
}
