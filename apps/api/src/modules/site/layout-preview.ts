import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import {
  LAYOUT_PREVIEW_MAX_BYTES,
  LAYOUT_PREVIEW_TOO_LARGE,
  LAYOUT_PREVIEW_WRONG_TYPE,
} from "@vitrine/shared/schemas/admin-layouts";
import { fileTypeFromBuffer } from "file-type";
import { HttpError } from "../../lib/http";

/**
 * The editor's picture of a draft: checked by its content (PNG, JPEG or WebP, 2 MB at most), kept
 * under the site's media directory (`{mediaDir}/{siteId}/layouts/`), served at /media/{siteId}/….
 */

const EXTENSIONS: Record<string, string> = { "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp" };

/** The file's extension by what it holds, whatever its name and declared type say; 413 or 415 otherwise. */
export async function previewExtension(data: Buffer): Promise<string> {
  if (data.length > LAYOUT_PREVIEW_MAX_BYTES)
    throw new HttpError(413, LAYOUT_PREVIEW_TOO_LARGE, { preview: LAYOUT_PREVIEW_TOO_LARGE });
  const type = await fileTypeFromBuffer(data);
  const extension = type ? EXTENSIONS[type.mime] : undefined;
  if (!extension) throw new HttpError(415, LAYOUT_PREVIEW_WRONG_TYPE, { preview: LAYOUT_PREVIEW_WRONG_TYPE });
  return extension;
}

/** Writes the preview under a name nobody can guess nor collide with; answers its path below the site's media. */
export async function storePreview(
  mediaDir: string,
  siteId: number,
  pageId: number,
  data: Buffer,
  extension: string,
): Promise<string> {
  const relative = `layouts/${pageId}-${randomBytes(12).toString("hex")}.${extension}`;
  const directory = join(mediaDir, String(siteId), "layouts");
  await mkdir(directory, { recursive: true });
  await writeFile(join(mediaDir, String(siteId), relative), data, { flag: "wx" });
  return relative;
}

/** Removes a preview written for a save that was then refused. */
export async function removePreview(mediaDir: string, siteId: number, relative: string): Promise<void> {
  await rm(join(mediaDir, String(siteId), relative), { force: true });
}
