import { readFile, stat } from "node:fs/promises";
import { extname, resolve, sep } from "node:path";
import { drawVector, resizeImage, variantPath, writeFileAtomically } from "@vitrine/api/lib/image-variants";
import { SizedLru } from "@vitrine/api/lib/lru";
import { IMAGE_WIDTHS, isResizableImage, isVectorImage } from "@vitrine/shared/image-widths";
import type { FastifyInstance, FastifyReply } from "fastify";

/** Media files and their variants: a day fresh, then a week served stale while refreshed. */
export const MEDIA_CACHE_CONTROL = "public, max-age=86400, stale-while-revalidate=604800";

const TYPES: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
};

/**
 * `/media/{site}/{file}?w=640`: a site photo resized to one of IMAGE_WIDTHS (never enlarged), in
 * its own format, or an SVG drawing drawn to it as WebP; made once and kept under `variantsDir`
 * (the media library makes the photos' at upload). Other widths get a French 400; requests without
 * `w`, a drawing that writes text and one that cannot be drawn go on to the plain media files.
 */
export function mediaVariants(mediaDir: string, variantsDir: string) {
  const root = resolve(mediaDir);
  /** The drawings served as themselves (they write text, or cannot be drawn), by file: its mtime. */
  const keptDrawn = new SizedLru<number>(KEPT_DRAWINGS, () => 1);
  return async (app: FastifyInstance) => {
    app.addHook("onRequest", async (request, reply) => {
      const url = request.url;
      if (!url.startsWith("/media/") || !url.includes("?")) return;
      const query = new URLSearchParams(url.slice(url.indexOf("?") + 1));
      const w = query.get("w");
      const vector = isVectorImage(url);
      if (w === null || !(vector || isResizableImage(url))) return;
      const width = Number(w);
      if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) {
        return reply
          .status(400)
          .type("text/plain; charset=utf-8")
          .send(`Largeur d'image non prise en charge : ${IMAGE_WIDTHS.join(", ")}.`);
      }
      let relative: string;
      try {
        relative = decodeURIComponent(url.slice("/media/".length, url.indexOf("?")));
      } catch {
        return reply.status(400).type("text/plain; charset=utf-8").send("Cette adresse est invalide.");
      }
      const source = resolve(root, relative);
      // Only files inside the media directory, whatever the path says.
      const original = source.startsWith(root + sep) ? await stat(source).catch(() => null) : null;
      if (!original?.isFile()) return notFound(reply);

      const target = variantPath(variantsDir, width, relative);
      if (vector && keptDrawn.get(relative) === original.mtimeMs) return;
      let body = await readVariant(target, original.mtimeMs);
      if (!body) {
        try {
          if (vector) {
            const markup = await readFile(source);
            // Its text is the browser's to draw, with the fonts it has: such a drawing stays one.
            if (writesText(markup.toString("utf8"))) {
              keptDrawn.set(relative, original.mtimeMs);
              return;
            }
            body = await drawVector(markup, width);
          } else body = await resizeImage(source, width);
        } catch (error) {
          request.log.warn({ err: error, file: relative }, "image could not be resized");
          // The drawing itself then: the srcset that named this width still shows the image.
          if (vector) {
            keptDrawn.set(relative, original.mtimeMs);
            return;
          }
          return notFound(reply);
        }
        await writeFileAtomically(target, body);
      }
      return reply
        .header("Cache-Control", MEDIA_CACHE_CONTROL)
        .type(vector ? "image/webp" : (TYPES[extname(source).toLowerCase()] ?? "application/octet-stream"))
        .send(body);
    });
  };
}

/** Drawings remembered as served as themselves, all sites together. */
const KEPT_DRAWINGS = 10_000;

/** An SVG that writes text (`<text>`, `<textPath>`...). */
const WRITTEN = /<(?:[a-z]+:)?text[\s>/]/i;

/** True when an SVG's markup writes text: the browser's to draw, with the fonts it has. */
export const writesText = (markup: string) => WRITTEN.test(markup);

const notFound = (reply: FastifyReply) =>
  reply.status(404).type("text/plain; charset=utf-8").send("Image introuvable.");

/** A variant made after the original's last change, or null. */
async function readVariant(path: string, originalMtime: number): Promise<Buffer | null> {
  const variant = await stat(path).catch(() => null);
  if (!variant || variant.mtimeMs < originalMtime) return null;
  return readFile(path);
}
