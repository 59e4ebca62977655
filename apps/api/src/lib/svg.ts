import sanitizeHtml from "sanitize-html";

/**
 * SVG markup cleaned with an allowlist: what POST /image/load-svg inlines into pages and what the
 * media library stores of an uploaded drawing.
 */

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
