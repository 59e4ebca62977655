import { readFile, realpath, stat } from "node:fs/promises";
import { join, sep } from "node:path";
import sanitizeHtml from "sanitize-html";
import { HttpError, notFound } from "../../lib/http";

/** Largest SVG file served by POST /image/load-svg. */
export const MAX_SVG_BYTES = 1024 * 1024;

const SVG_TAGS = [
  ...["svg", "g", "defs", "title", "desc", "symbol", "use", "switch"],
  ...["path", "rect", "circle", "ellipse", "line", "polyline", "polygon", "text", "tspan", "textPath"],
  ...["linearGradient", "radialGradient", "stop", "clipPath", "mask", "pattern", "marker"],
  ...["filter", "feGaussianBlur", "feOffset", "feBlend", "feFlood", "feComposite", "feMerge", "feMergeNode"],
  ...["feColorMatrix", "feDropShadow", "feMorphology"],
];

const SVG_ATTRIBUTES = [
  ...["id", "class", "style", "transform", "opacity", "fill", "fill-opacity", "fill-rule", "clip-rule"],
  ...["stroke", "stroke-width", "stroke-linecap", "stroke-linejoin", "stroke-dasharray", "stroke-dashoffset"],
  ...["stroke-opacity", "stroke-miterlimit", "clip-path", "mask", "filter", "display", "visibility"],
  ...["x", "y", "x1", "y1", "x2", "y2", "cx", "cy", "r", "rx", "ry", "fx", "fy", "width", "height"],
  ...["d", "points", "pathLength", "viewBox", "preserveAspectRatio", "xmlns", "xmlns:xlink", "version"],
  ...["offset", "stop-color", "stop-opacity", "gradientUnits", "gradientTransform", "spreadMethod"],
  ...["patternUnits", "patternContentUnits", "patternTransform", "clipPathUnits", "maskUnits"],
  ...["maskContentUnits", "markerWidth", "markerHeight", "refX", "refY", "orient", "markerUnits"],
  ...["font-family", "font-size", "font-weight", "font-style", "letter-spacing", "text-anchor"],
  ...["dominant-baseline", "dx", "dy", "rotate", "textLength", "lengthAdjust", "href", "xlink:href"],
  ...["stdDeviation", "in", "in2", "result", "mode", "operator", "k1", "k2", "k3", "k4", "values", "type"],
  ...["flood-color", "flood-opacity", "filterUnits", "primitiveUnits", "radius", "color"],
  ...["role", "aria-label", "aria-hidden", "focusable", "vector-effect", "shape-rendering"],
  ...["color-interpolation-filters", "mix-blend-mode", "paint-order"],
];

/** A reference to something outside the document: url(…) other than url(#id), or a scheme. */
const EXTERNAL_REFERENCE = /url\s*\(\s*['"]?\s*(?!#)|javascript:|data:|@import|expression\s*\(/i;

const SVG_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: SVG_TAGS,
  allowedAttributes: { "*": SVG_ATTRIBUTES },
  // Keep the case of viewBox, linearGradient…: SVG is case-sensitive.
  parser: { lowerCaseTags: false, lowerCaseAttributeNames: false, recognizeSelfClosing: true },
  allowedSchemes: [],
  allowedSchemesAppliedToAttributes: [],
  transformTags: {
    "*": (tagName, attribs) => {
      const kept: Record<string, string> = {};
      for (const [name, value] of Object.entries(attribs)) {
        // Links may only point inside the document (gradients, clip paths, symbols).
        if ((name === "href" || name === "xlink:href") && !value.startsWith("#")) continue;
        if (EXTERNAL_REFERENCE.test(value)) continue;
        kept[name] = value;
      }
      return { tagName, attribs: kept };
    },
  },
};

/** Markup of an SVG without scripts, event handlers, foreign content or external references. */
export function sanitizeSvg(markup: string): string {
  // The prolog (XML declaration, DOCTYPE with its entities, comments) is dropped whole.
  const start = markup.search(/<svg[\s>]/);
  const end = markup.lastIndexOf("</svg>");
  if (start < 0) return "";
  const root = end > start ? markup.slice(start, end + "</svg>".length) : markup.slice(start);
  return sanitizeHtml(root, SVG_OPTIONS).trim();
}

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
