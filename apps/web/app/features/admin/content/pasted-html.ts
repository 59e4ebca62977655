import { Fragment, type Schema, Slice } from "@tiptap/pm/model";
import type { EditorProps } from "@tiptap/pm/view";
import { type HtmlAllowList, isSafeLink } from "@vitrine/shared/rich-text";

/**
 * What is pasted into the panel's rich-text editors, reduced as Shopify's and WordPress's editors
 * do to the markup the editor shows and the API keeps: the owner sees while editing what will be
 * saved. Parsed in a document of its own (DOMParser), where no script runs and no image loads.
 */

/**
 * Elements dropped with all they hold, unless the list keeps them: code, styles, media, embedded
 * documents, form fields.
 */
const DROPPED = new Set([
  ...["script", "style", "template", "noscript", "head", "title", "meta", "link", "base"],
  ...["iframe", "frame", "frameset", "object", "embed", "applet", "svg", "math", "canvas"],
  ...["audio", "video", "picture", "source", "track", "img", "map", "area"],
  ...["textarea", "select", "option", "datalist", "button", "input"],
]);

/** Block elements: one the list lacks becomes a paragraph, so that blocks do not run together. */
const BLOCKS = new Set([
  ...["address", "article", "aside", "blockquote", "caption", "center", "dd", "details", "dialog"],
  ...["div", "dl", "dt", "fieldset", "figcaption", "figure", "footer", "form", "header", "hgroup"],
  ...["h1", "h2", "h3", "h4", "h5", "h6", "li", "main", "nav", "ol", "p", "pre", "section", "summary"],
  ...["table", "tbody", "td", "tfoot", "th", "thead", "tr", "ul"],
]);

/** Elements written another way than the list's, kept as the one it has. */
const RENAMED: Record<string, string[]> = {
  h1: ["h2"],
  h5: ["h4"],
  h6: ["h4"],
  b: ["strong"],
  strong: ["b"],
  i: ["em"],
  em: ["i"],
  del: ["s"],
  strike: ["s"],
  ins: ["u"],
};

/** ProseMirror's record of a slice copied from an editor: kept, so that a copy within it pastes as it was. */
const SLICE_ATTRIBUTE = "data-pm-slice";

interface Pasting {
  doc: Document;
  allow: HtmlAllowList;
  tags: ReadonlySet<string>;
}

/** The element of the list that stands for `tag`, if any. */
function keptTag(tag: string, tags: ReadonlySet<string>): string | null {
  if (tags.has(tag)) return tag;
  return RENAMED[tag]?.find((other) => tags.has(other)) ?? null;
}

const sameMeaning = (tag: string, other: string) => tag === other || Boolean(RENAMED[tag]?.includes(other));

/** Word's list bullets and the like: text Word marks as not to be shown. */
const hiddenByWord = (element: Element) => /mso-list\s*:\s*ignore/i.test(element.getAttribute("style") ?? "");

/** Emphasis given by a style (Google Docs, Word), as the elements of the list that say it. */
function emphasisOf(element: HTMLElement, tags: ReadonlySet<string>): string[] {
  const style = element.style;
  if (!style) return [];
  const weight = style.fontWeight;
  const lines = `${style.textDecorationLine} ${style.textDecoration}`;
  const wanted = [
    (weight === "bold" || weight === "bolder" || Number(weight) >= 600) && "strong",
    style.fontStyle === "italic" && "em",
    lines.includes("underline") && "u",
    lines.includes("line-through") && "s",
  ];
  return wanted.flatMap((tag) => (tag ? [keptTag(tag, tags)].filter((t) => t !== null) : []));
}

/** Google Docs wraps a whole copy in `<b style="font-weight:normal">`: not bold at all. */
const notBold = (element: HTMLElement) =>
  (element.localName === "b" || element.localName === "strong") &&
  (element.style.fontWeight === "normal" || element.style.fontWeight === "400");

/** `element` as `tag`, with the attributes the list keeps; null for an unsafe address or a bare link. */
function copyOf(element: Element, tag: string, pasting: Pasting): Element | null {
  const { doc, allow } = pasting;
  const copy = doc.createElement(tag);
  for (const name of allow.attributes[tag] ?? []) {
    let value = element.getAttribute(name);
    if (value === null) continue;
    if (name === "class") {
      value = value
        .split(/\s+/)
        .filter((token) => allow.classes[tag]?.includes(token))
        .join(" ");
      if (!value) continue;
    }
    if ((name === "href" || name === "src") && !isSafeLink(value, allow.schemes)) return null;
    copy.setAttribute(name, value);
  }
  if (tag === "a" && !copy.hasAttribute("href")) return null;
  const slice = element.getAttribute(SLICE_ATTRIBUTE);
  if (slice !== null && /^\d+ \d+ (-\d+ )?/.test(slice)) copy.setAttribute(SLICE_ATTRIBUTE, slice);
  return copy;
}

const hasBlock = (element: Element) => [...element.children].some((child) => BLOCKS.has(child.localName));

function cleanNode(node: Node, into: ParentNode, pasting: Pasting): void {
  if (node.nodeType === Node.TEXT_NODE) {
    into.append(node.textContent ?? "");
    return;
  }
  if (node.nodeType !== Node.ELEMENT_NODE) return;
  const element = node as HTMLElement;
  const tag = element.localName;
  const kept = notBold(element) ? null : keptTag(tag, pasting.tags);
  if ((kept === null && DROPPED.has(tag)) || hiddenByWord(element)) return;
  const copy = kept === null ? null : copyOf(element, kept, pasting);
  // A block the list lacks (a div, a table's cell) becomes a paragraph of its own.
  const paragraph = copy === null && BLOCKS.has(tag) && pasting.tags.has("p");
  const outer = copy ?? (paragraph ? pasting.doc.createElement("p") : pasting.doc.createDocumentFragment());
  let inner: ParentNode = outer;
  for (const mark of emphasisOf(element, pasting.tags)) {
    if (kept !== null && sameMeaning(kept, mark)) continue;
    const wrapper = pasting.doc.createElement(mark);
    inner.append(wrapper);
    inner = wrapper;
  }
  for (const child of [...element.childNodes]) cleanNode(child, inner, pasting);
  into.append(...(paragraph && hasBlock(outer as Element) ? [...outer.childNodes] : [outer]));
}

/**
 * Pasted HTML reduced to `allow`'s elements, attributes and classes (those of `tags` only, when
 * given: the ones the editor shows): any other element gives its text (a block its own paragraph),
 * scripts, styles and media are dropped, a link keeps only a safe address or becomes its text.
 */
export function cleanPastedHtml(
  html: string,
  allow: HtmlAllowList,
  tags: Iterable<string> = allow.tags,
): string {
  const doc = new DOMParser().parseFromString(html, "text/html");
  const allowed = new Set(tags);
  const pasting: Pasting = {
    doc,
    allow,
    tags: new Set(allow.tags.filter((tag) => allowed.has(tag))),
  };
  const out = doc.createElement("div");
  for (const child of [...doc.body.childNodes]) cleanNode(child, out, pasting);
  return out.innerHTML;
}

/**
 * Pasted plain text as paragraphs of lines: a paragraph for each block of lines separated by a
 * blank line, a line break between the lines of one.
 */
export function textParagraphs(text: string): string[][] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n(?:[ \t]*\n)+/)
    .map((block) => block.replace(/^\n+|\n+$/g, ""))
    .filter((block) => block !== "")
    .map((block) => block.split("\n"));
}

/** The elements the editor's schema reads from HTML (its parse rules' tags). */
function schemaTags(schema: Schema): string[] {
  const rules = [...Object.values(schema.nodes), ...Object.values(schema.marks)].flatMap(
    (type) => type.spec.parseDOM ?? [],
  );
  return rules.flatMap((rule) => {
    const tag = "tag" in rule ? /^[a-z][a-z\d]*/i.exec(rule.tag ?? "")?.[0] : undefined;
    return tag ? [tag.toLowerCase()] : [];
  });
}

/**
 * The paste handling of a Tiptap editor whose HTML the API sanitizes with `allow`: pasted HTML
 * reduced to what both keep, pasted plain text as paragraphs and line breaks with the marks where
 * it lands.
 */
export function pasteProps(
  allow: HtmlAllowList,
): Pick<EditorProps, "transformPastedHTML" | "clipboardTextParser"> {
  return {
    transformPastedHTML: (html, view) => cleanPastedHtml(html, allow, schemaTags(view.state.schema)),
    clipboardTextParser: (text, $context, _plain, view) => {
      const { schema } = view.state;
      const marks = $context.marks();
      const paragraphs = textParagraphs(text).map((lines) =>
        schema.nodes.paragraph!.create(
          null,
          lines.flatMap((line, index) => [
            ...(index > 0 ? [schema.nodes.hardBreak!.create()] : []),
            ...(line ? [schema.text(line, marks)] : []),
          ]),
        ),
      );
      return new Slice(Fragment.from(paragraphs), 0, 0);
    },
  };
}
