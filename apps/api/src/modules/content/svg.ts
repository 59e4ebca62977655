import { readFile, realpath, stat } from "node:fs/promises";
import { join, sep } from "node:path";
import { HttpError, notFound } from "../../lib/http";
import { sanitizeSvg } from "../../lib/svg";

/** Largest SVG file served by POST /image/load-svg. */
export const MAX_SVG_BYTES = 1024 * 1024;

const refused = () =>
  new HttpError(400, "Seules les images SVG enregistrées par ce site peuvent être chargées.", {
    url: "Indiquez l'adresse d'une image SVG de ce site (/media/…).",
  });

/**
 * Maps the URL of an image of this site to its file: `/media/{siteId}/…svg`, either as a path or
 * as an absolute URL on one of the site's own hosts. Any other host, another site's directory, a
 * `..` segment or an encoded trick is refused: nothing is ever fetched over the network.
 */
export function svgMediaPath(url: string, siteId: number, siteHosts: string[]): string {
  let pathname: string;
  if (url.startsWith("/") && !url.startsWith("//")) {
    pathname = url.split(/[?#]/, 1)[0] ?? "";
  } else {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw refused();
    }
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:") throw refused();
    if (parsed.username || parsed.password || !siteHosts.includes(parsed.hostname.toLowerCase()))
      throw refused();
    pathname = parsed.pathname;
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    throw refused();
  }
  // The API is also mounted under /api by the web server.
  if (decoded.startsWith("/api/media/")) decoded = decoded.slice(4);
  const prefix = `/media/${siteId}/`;
  if (!decoded.startsWith(prefix) || decoded.includes("\\") || decoded.includes("\0")) throw refused();
  const segments = decoded.slice(prefix.length).split("/");
  if (segments.some((s) => s === "" || s === "." || s === ".." || s.startsWith("."))) throw refused();
  if (!segments.at(-1)?.toLowerCase().endsWith(".svg")) throw refused();
  return segments.join("/");
}

/** Reads and sanitizes an SVG of the site's media directory (config.mediaDir/{siteId}). */
export async function loadSiteSvg(mediaDir: string, siteId: number, relative: string): Promise<string> {
  const root = join(mediaDir, String(siteId));
  let file: string;
  let realRoot: string;
  try {
    [realRoot, file] = await Promise.all([realpath(root), realpath(join(root, relative))]);
  } catch {
    throw notFound("Cette image est introuvable.");
  }
  // A symbolic link may not lead out of the site's directory.
  if (!file.startsWith(realRoot + sep)) throw refused();
  const info = await stat(file);
  if (!info.isFile()) throw notFound("Cette image est introuvable.");
  if (info.size > MAX_SVG_BYTES)
    throw new HttpError(413, "Cette image est trop volumineuse pour être chargée.");
  const markup = sanitizeSvg(await readFile(file, "utf8"));
  if (!markup.startsWith("<svg")) throw new HttpError(422, "Ce fichier n'est pas une image SVG valide.");
  return markup;
}
