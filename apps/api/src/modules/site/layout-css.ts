import postcss, { type ChildNode, CssSyntaxError, type Declaration, type Root } from "postcss";

/**
 * The CSS of a layout and of its style attributes, parsed with PostCSS and kept only where it can
 * neither run code nor reach another site: no @import nor any at-rule outside an allow-list, no
 * `expression()`, `behavior`, `-moz-binding` or script URL, `url()` and image sets only towards the
 * site's own /media/ and /assets/ paths, and no `</` that could close the page's <style> element.
 * Each check reads the CSS as the browser does (comments dropped, escapes decoded).
 */

const AT_RULES = new Set([
  "media",
  "supports",
  "keyframes",
  "-webkit-keyframes",
  "font-face",
  "container",
  "layer",
  "page",
]);

const FORBIDDEN_PROPERTIES = new Set([
  "behavior",
  "-ms-behavior",
  "-moz-binding",
  "-o-link",
  "-o-link-source",
]);

/** What no value may hold, once decoded: old IE's scripts, script URLs, Gecko's bindings, imports. */
const FORBIDDEN_VALUE = /expression\s*\(|(?:java|vb|live)script\s*:|-moz-binding|behavior\s*:|@import|<\//i;

/** Functions whose quoted arguments are URLs (`image-set("a.png" 1x)`, `src("a.png")`). */
const STRING_URL_FUNCTION = /(?:^|[^\w-])(?:-webkit-)?(?:image-set|image|cross-fade|src|element)\s*\(/i;

/** `url(…)` as the browser reads it: quoted or bare. */
const URL_FUNCTION = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)"'\s]*))\s*\)/gi;

/** Paths of the site a layout may load pictures and fonts from. */
const SITE_PATHS = ["/media/", "/assets/"];

/** Comments removed and escapes decoded (CSS Syntax 4.3.7): what the browser's tokenizer sees. */
export function decodeCss(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?(?:\*\/|$)/g, "")
    .replace(/\\(?:([0-9a-fA-F]{1,6})[ \t\n\r\f]?|(\r\n|[\n\r\f])|([\s\S]))/g, (_m, hex, newline, char) => {
      if (newline) return "";
      if (char !== undefined) return char;
      const code = Number.parseInt(hex, 16);
      return code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)
        ? "\ufffd"
        : String.fromCodePoint(code);
    });
}

/** A URL of this site's pictures (an absolute path under SITE_PATHS) or a fragment (`#filter`). */
export function isSiteUrl(raw: string): boolean {
  // The URL parser drops tabs and line breaks anywhere, and C0 controls and spaces around.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is dropped.
  const url = raw.replace(/[\t\n\r]/g, "").replace(/^[\x00-\x20]+|[\x00-\x20]+$/g, "");
  if (/^#[\w-]*$/.test(url)) return true;
  if (!url.startsWith("/") || url.startsWith("//") || url.includes("\\")) return false;
  try {
    const resolved = new URL(url, "https://site.invalid/");
    return (
      resolved.origin === "https://site.invalid" && SITE_PATHS.some((p) => resolved.pathname.startsWith(p))
    );
  } catch {
    return false;
  }
}

/** Whether a declaration's value may stay: no forbidden text, every URL it names the site's own. */
function safeValue(value: string): boolean {
  const decoded = decodeCss(value);
  if (FORBIDDEN_VALUE.test(decoded)) return false;
  const urls = [...decoded.matchAll(URL_FUNCTION)];
  // A url( the pattern cannot read (an unclosed one, a quote inside) is dropped, not guessed.
  if ((decoded.match(/url\(/gi) ?? []).length !== urls.length) return false;
  if (urls.some((m) => !isSiteUrl(m[1] ?? m[2] ?? m[3] ?? ""))) return false;
  if (STRING_URL_FUNCTION.test(decoded)) {
    // A custom property could hand these functions any string: only literal ones are checked.
    if (/var\s*\(/i.test(decoded)) return false;
    const strings = [...decoded.matchAll(/"([^"]*)"|'([^']*)'/g)].map((m) => m[1] ?? m[2] ?? "");
    if (strings.some((s) => !isSiteUrl(s))) return false;
  }
  return true;
}

function safeDeclaration(decl: Declaration): boolean {
  const property = decodeCss(decl.prop).trim().toLowerCase();
  return !FORBIDDEN_PROPERTIES.has(property) && !FORBIDDEN_VALUE.test(property) && safeValue(decl.value);
}

/** Removes every node of the tree that may not stay. */
function clean(root: Root): void {
  root.walk((node: ChildNode) => {
    if (node.type === "comment") node.remove();
    else if (node.type === "decl") {
      if (node.parent?.type === "root" || !safeDeclaration(node)) node.remove();
    } else if (node.type === "atrule") {
      const name = decodeCss(node.name).trim().toLowerCase();
      const params = decodeCss(node.params);
      if (!AT_RULES.has(name) || FORBIDDEN_VALUE.test(params) || /url\(/i.test(params)) node.remove();
    } else if (node.type === "rule" && decodeCss(node.selector).includes("<")) {
      // A selector never holds "<": this is markup, not CSS.
      node.remove();
    }
  });
}

/**
 * Parses CSS as browsers do, skipping what they would skip: a part PostCSS cannot read (a stray
 * word, an unclosed block or string) is cut up to the end of its statement and the rest read again.
 */
function parseTolerant(css: string): Root {
  let text = css;
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      return postcss.parse(text);
    } catch (error) {
      if (!(error instanceof CssSyntaxError) || error.line === undefined) break;
      const start = offsetOf(text, error.line, error.column ?? 1);
      const rest = text.slice(start);
      const end = rest.search(/[;}]/);
      text = text.slice(0, start) + (end === -1 ? "" : rest.slice(end + 1));
    }
  }
  return postcss.root();
}

function offsetOf(text: string, line: number, column: number): number {
  let offset = 0;
  for (let current = 1; current < line; current++) {
    const next = text.indexOf("\n", offset);
    if (next === -1) return text.length;
    offset = next + 1;
  }
  return Math.min(text.length, offset + column - 1);
}

/** Nothing in the CSS may end the <style> element it is written in. */
const closeNoStyle = (css: string) => css.replace(/<\//g, "<\\/");

/** A layout's CSS, safe to write in the page's <style> element. */
export function sanitizeLayoutCss(css: string): string {
  const root = parseTolerant(css);
  clean(root);
  return closeNoStyle(root.toString()).trim();
}

/** A style attribute's declarations that may stay; "" when none may (or it is no declaration list). */
export function sanitizeStyleAttribute(style: string): string {
  let root: Root;
  try {
    root = postcss.parse(`x{${style}}`);
  } catch {
    return "";
  }
  const rule = root.first;
  if (root.nodes.length !== 1 || rule?.type !== "rule") return "";
  const kept = (rule.nodes ?? []).filter(
    (node): node is Declaration => node.type === "decl" && safeDeclaration(node),
  );
  const text = kept.map((decl) => `${decl.prop}: ${decl.value}${decl.important ? " !important" : ""}`);
  return closeNoStyle(text.join("; "));
}
