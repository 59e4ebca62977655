import { readFileSync, realpathSync, statSync } from "node:fs";
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

/** How long a file's answer is kept: a file another instance just wrote is found again after it. */
const KEPT_MS = 60_000;

interface Drawing {
  uri: string | null;
  writesText: boolean;
  /** Memory held by the entry and its key (two bytes a character). */
  bytes: number;
}

/**
 * Writes a page's first small drawing into the page (decision 050): `url`'s data URL when it names
 * an SVG file under `mediaDir` of at most INLINE_IMAGE_MAX_BYTES, else null. A drawing the srcset
 * offers as pictures (`pictures`: an illustration that writes no text, decision 049) is left to
 * them. Media files are written once under a name of their own, so each answer is kept a minute
 * (bounded), failures included: the file is read again after it, not at each render. A path whose
 * file lies outside the media directory, links followed, is never read.
 */
export function inlineImages(mediaDir: string): (url: string, pictures: boolean) => string | null {
  const kept = new SizedLru<Drawing>(KEPT_BYTES, (entry) => entry.bytes, KEPT_MS);
  return (url, pictures) => {
    if (!isVectorImage(url)) return null;
    const path = url.split(/[?#]/, 1)[0] ?? "";
    let entry = kept.get(path);
    if (!entry) {
      const read = readDrawing(mediaDir, path);
      entry = { ...read, bytes: 64 + 2 * (path.length + (read.uri?.length ?? 0)) };
      kept.set(path, entry);
    }
    return pictures && !entry.writesText ? null : entry.uri;
  };
}

function readDrawing(mediaDir: string, path: string): Omit<Drawing, "bytes"> {
  const none = { uri: null, writesText: false };
  try {
    const root = realpathSync(mediaDir);
    const file = realpathSync(resolve(root, decodeURIComponent(path.slice("/media/".length))));
    if (!file.startsWith(root + sep)) return none;
    const stats = statSync(file);
    if (!stats.isFile() || stats.size > INLINE_IMAGE_MAX_BYTES) return none;
    const markup = readFileSync(file, "utf8");
    return { uri: svgDataUrl(markup), writesText: writesText(markup) };
  } catch {
    // An unreadable address, a missing file or directory: the page names the file instead.
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
