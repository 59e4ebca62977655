import { randomUUID } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { IMAGE_WIDTHS } from "@vitrine/shared/image-widths";
import sharp from "sharp";

/**
 * The resized copies of a site's photos (`/media/{site}/{file}?w=640`): made by the media library
 * when a photo is uploaded, or by the web server the first time a width is asked for; both keep
 * them at the same place, `{variantsDir}/{width}/{siteId}/{file}`.
 */

/** Where the copy of `relative` (the path under the media directory, site id first) at `width` is kept. */
export const variantPath = (variantsDir: string, width: number, relative: string) =>
  join(variantsDir, String(width), relative);

/** The photo at `width` pixels wide (never enlarged), turned upright, in its own format. */
export const resizeImage = (source: string, width: number): Promise<Buffer> =>
  sharp(source).rotate().resize({ width, withoutEnlargement: true }).toBuffer();

/** sharp's highest density: a drawing a few pixels wide is drawn no larger than this allows. */
const MAX_DENSITY = 100_000;

/**
 * An SVG drawing as a WebP picture `width` pixels wide (alpha kept), drawn at that size rather
 * than enlarged. Read from its bytes, without a base path: the drawing loads no other file.
 */
export async function drawVector(markup: Buffer, width: number): Promise<Buffer> {
  const drawn = (await sharp(markup).metadata()).width;
  if (!drawn) throw new Error("SVG without a size");
  const density = Math.min(MAX_DENSITY, Math.max(1, (72 * width) / drawn));
  return sharp(markup, { density }).resize({ width }).webp({ quality: 82 }).toBuffer();
}

/** Writes a file aside then renames it: a concurrent reader never sees half a file. */
export async function writeFileAtomically(target: string, body: Buffer | string): Promise<void> {
  await mkdir(dirname(target), { recursive: true });
  const partial = `${target}.${process.pid}.${randomUUID()}.part`;
  await writeFile(partial, body);
  await rename(partial, target);
}

/** The site's widths below the photo's own: the copies worth making (imageSrcSet offers these). */
export const variantWidths = (width: number) => IMAGE_WIDTHS.filter((w) => w < width);

/** Makes every copy of a photo of `width` pixels; answers the widths made. */
export async function makeVariants(
  variantsDir: string,
  source: string,
  relative: string,
  width: number,
): Promise<number[]> {
  const widths = variantWidths(width);
  for (const w of widths) {
    await writeFileAtomically(variantPath(variantsDir, w, relative), await resizeImage(source, w));
  }
  return widths;
}

/** Removes every copy of a photo, whatever its widths. */
export async function removeVariants(variantsDir: string, relative: string): Promise<void> {
  await Promise.all(IMAGE_WIDTHS.map((w) => rm(variantPath(variantsDir, w, relative), { force: true })));
}
