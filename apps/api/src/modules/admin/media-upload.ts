import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, open, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { formatBytes } from "@vitrine/shared/file-size";
import {
  MEDIA_FORMATS,
  MEDIA_FORMATS_MESSAGE,
  MEDIA_MAX_BYTES,
  MEDIA_MAX_PIXELS,
  type MediaFormatKey,
} from "@vitrine/shared/schemas/admin-media";
import type { FastifyRequest } from "fastify";
import { fileTypeFromFile } from "file-type";
import sharp, { type Metadata } from "sharp";
import { HttpError } from "../../lib/http";
import { cleanFilename, multipartError } from "../../lib/multipart";
import { sanitizeSvg } from "../../lib/svg";

/**
 * An upload of the media library, from the request to a checked file: the multipart body streamed
 * to a temporary file (never held whole in memory), then its type told by its content (magic bytes,
 * then sharp for images, the SVG parser for drawings), whatever its name or declared type says.
 */

/** The file of an upload, still in the temporary directory. */
export interface ReceivedFile {
  tempPath: string;
  /** The sender's name for it, cleaned: never used to name anything on disk. */
  originalName: string;
  size: number;
}

export interface ReceivedUpload {
  fields: Record<string, string>;
  file: ReceivedFile | null;
}

/** What the content of an upload turned out to be. */
export interface InspectedFile {
  format: MediaFormatKey;
  width: number | null;
  height: number | null;
  /** A drawing's markup once sanitized: what is stored instead of what was sent. */
  svgMarkup: string | null;
}

const HARD_MAX_BYTES = Math.max(...Object.values(MEDIA_MAX_BYTES));

const unsupported = () =>
  new HttpError(415, `Ce type de fichier n'est pas accepté. ${MEDIA_FORMATS_MESSAGE}`, {
    file: MEDIA_FORMATS_MESSAGE,
  });

const tooLarge = (what: string, max: number) => {
  const message = `${what} dépasse la taille maximale de ${formatBytes(max)}.`;
  return new HttpError(413, message, { file: message });
};

/** Reads the multipart body: its text fields, and its one file written to `tmpDir`. */
export async function receiveUpload(request: FastifyRequest, tmpDir: string): Promise<ReceivedUpload> {
  const fields: Record<string, string> = {};
  let file: ReceivedFile | null = null;
  let tempPath: string | null = null;
  let current: string | null = null;
  try {
    await mkdir(tmpDir, { recursive: true });
    const parts = request.parts({
      limits: { fileSize: HARD_MAX_BYTES, files: 1, fields: 10, fieldSize: 4000, parts: 11 },
    });
    for await (const part of parts) {
      current = part.fieldname;
      if (part.type !== "file") {
        fields[part.fieldname] = String(part.value ?? "");
        continue;
      }
      tempPath = join(tmpDir, `${randomUUID()}.upload`);
      const out = createWriteStream(tempPath, { flags: "wx" });
      let size = 0;
      part.file.on("data", (chunk: Buffer) => {
        size += chunk.length;
      });
      await pipeline(part.file, out);
      // A file input left empty is sent as a part without name nor content.
      if (!part.filename && size === 0) continue;
      file = { tempPath, originalName: cleanFilename(part.filename), size };
    }
  } catch (error) {
    if (tempPath) await rm(tempPath, { force: true });
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge("Le fichier", HARD_MAX_BYTES);
    if (code === "FST_FILES_LIMIT") throw new HttpError(400, "Envoyez un seul fichier à la fois.");
    throw multipartError(error, current);
  }
  // An empty input's temporary file, when there was no real one.
  if (tempPath && file?.tempPath !== tempPath) await rm(tempPath, { force: true });
  return { fields, file };
}

/** An SVG document: its root element first, after an XML declaration, comments or a DOCTYPE at most. */
const SVG_START =
  /^\uFEFF?\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>\s*)*<svg[\s>]/i;

/** The first bytes of a file, as text, to recognise an SVG drawing. */
async function head(path: string, bytes = 4096): Promise<string> {
  const handle = await open(path, "r");
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead).toString("utf8");
  } finally {
    await handle.close();
  }
}

/** The format of a binary file, by its magic bytes; null when it is none of the accepted ones. */
async function binaryFormat(path: string): Promise<MediaFormatKey | null> {
  const detected = await fileTypeFromFile(path);
  if (!detected) return null;
  if (detected.ext === "jpg") return "jpeg";
  // Windows Media video is an ASF container; ASF holding only sound is refused.
  if (detected.ext === "asf") return detected.mime.startsWith("audio/") ? null : "wmv";
  return detected.ext in MEDIA_FORMATS && detected.ext !== "svg" ? (detected.ext as MediaFormatKey) : null;
}

/** The drawing sanitized (nothing that runs, nothing fetched), with its size in pixels. */
async function inspectSvg(file: ReceivedFile): Promise<InspectedFile> {
  if (file.size > MEDIA_MAX_BYTES.svg) throw tooLarge("Ce dessin SVG", MEDIA_MAX_BYTES.svg);
  let markup = sanitizeSvg(await readFile(file.tempPath, "utf8"));
  if (!markup.startsWith("<svg")) throw unsupported();
  // Without its namespace, a browser does not draw an SVG given as an image.
  if (!/^<svg[^>]*\sxmlns=/.test(markup))
    markup = markup.replace(/^<svg/, '<svg xmlns="http://www.w3.org/2000/svg"');
  try {
    const { width, height } = await sharp(Buffer.from(markup)).metadata();
    return { format: "svg", width: width ?? null, height: height ?? null, svgMarkup: markup };
  } catch {
    throw new HttpError(415, "Ce dessin SVG est illisible.", { file: "Ce dessin SVG est illisible." });
  }
}

/** A photo's size in pixels, as it shows (a phone's portrait photo turned upright). */
async function inspectPhoto(file: ReceivedFile, format: MediaFormatKey): Promise<InspectedFile> {
  if (file.size > MEDIA_MAX_BYTES.photo) throw tooLarge("Cette image", MEDIA_MAX_BYTES.photo);
  let meta: Metadata;
  try {
    meta = await sharp(file.tempPath).metadata();
  } catch {
    throw new HttpError(415, "Cette image est illisible ou abîmée.", { file: "Cette image est illisible." });
  }
  const { width = 0, height = 0, orientation = 1 } = meta;
  if (width * height > MEDIA_MAX_PIXELS) {
    const message = `Cette image est trop grande : ${MEDIA_MAX_PIXELS / 1_000_000} millions de pixels au plus.`;
    throw new HttpError(413, message, { file: message });
  }
  const upright = orientation >= 5;
  return { format, width: upright ? height : width, height: upright ? width : height, svgMarkup: null };
}

/** What the file is, by its content: 415 for any other format, 413 past its kind's limit. */
export async function inspectUpload(file: ReceivedFile): Promise<InspectedFile> {
  if (file.size === 0) throw new HttpError(400, "Le fichier est vide.", { file: "Le fichier est vide." });
  const format = await binaryFormat(file.tempPath);
  if (!format) {
    if (SVG_START.test(await head(file.tempPath, 64 * 1024))) return inspectSvg(file);
    throw unsupported();
  }
  if (MEDIA_FORMATS[format].kind === "IMAGE") return inspectPhoto(file, format);
  if (file.size > MEDIA_MAX_BYTES.video) throw tooLarge("Cette vidéo", MEDIA_MAX_BYTES.video);
  return { format, width: null, height: null, svgMarkup: null };
}
