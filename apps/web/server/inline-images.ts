import { readFileSync, statSync } from "node:fs";
import { resolve, sep } from "node:path";
import { SizedLru } from "@vitrine/api/lib/lru";
import { isVectorImage } from "@vitrine/shared/image-widths";
import { writesText } from "./media-variants";

/**
 * The largest SVG drawing written into a page (decision 050): a few kilobytes of markup, about a
 * third of it once the page is compressed, cost less than one more request on a phone's network.
 */
export const INLINE_IMAGE_MAX_BYTES = 8 * 1024;

/** Drawings kept as `data:` URLs (or as not written in), all sites together. */
const KEPT_BYTES = 4 * 1024 * 1024;

/**
 * Writes a page's first small drawing into the page (decision 050): `url`'s data URL when it names
 * an SVG file under `mediaDir` of at most INLINE_IMAGE_MAX_BYTES, else null. A drawing the srcset
 * offers as pictures (`pictures`: an illustration that writes no text, decision 049) is left to
 * them. Media files are written once under a name of their own and never changed, so each file is
 * read once and kept (bounded); a path outside the media directory is never read.
 */
export function inlineImages(mediaDir: string): (url: string, pictures: boolean) => string | null {
  const root = resolve(mediaDir);
  const kept = new SizedLru<{ uri: string | null; writesText: boolean }>(
    KEPT_BYTES,
    (entry) => 64 + (entry.uri?.length ?? 0),
  );
  return (url, pictures) => {
    if (!isVectorImage(url)) return null;
    const path = url.split(/[?#]/, 1)[0] ?? "";
    let entry = kept.get(path);
    if (!entry) {
      entry = readDrawing(root, path);
      kept.set(path, entry);
    }
    return pictures && !entry.writesText ? null : entry.uri;
  };
}

function readDrawing(root: string, path: string): { uri: string | null; writesText: boolean } {
  const none = { uri: null, writesText: false };
  let relative: string;
  try {
    relative = decodeURIComponent(path.slice("/media/".length));
  } catch {
    return none;
  }
  const file = resolve(root, relative);
  if (!file.startsWith(root + sep)) return none;
  try {
    const stats = statSync(file);
    if (!stats.isFile() || stats.size > INLINE_IMAGE_MAX_BYTES) return none;
    const markup = readFileSync(file, "utf8");
    return { uri: svgDataUrl(markup), writesText: writesText(markup) };
  } catch {
    return none;
  }
}

/**
 * An SVG as a `data:` URL, its markup kept readable: only what a URL would read otherwise is
 * escaped (`%`, `#` and the line breaks and tabs a URL parser drops); the page's HTML escapes the
 * rest of the attribute.
 */
export function svgDataUrl(markup: string): string {
  return `data:image/svg+xml,${markup.replace(/[%#\t\n\r]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`)}`;
}
