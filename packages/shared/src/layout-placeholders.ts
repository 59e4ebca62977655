import type { LayoutNode } from "./schemas/site";

/**
 * The editor's sample image, which the owner replaces (a double click opens the images): a layout
 * holding it is no page to show visitors, so it is saved as a draft but never published.
 */
export const PLACEHOLDER_IMAGE = "/editeur/image-a-remplacer.svg";

/** A section of a layout still holding sample images: how it is named, how many it holds. */
export interface PlaceholderSection {
  /** Its first heading between « », else its position on the page (« n° 3 »). */
  label: string;
  images: number;
}

/** How a section is named to its owner: its first heading, else its place on the page (1 first). */
export function sectionLabel(heading: string | null | undefined, position: number): string {
  const text = heading?.replace(/\s+/g, " ").trim();
  return text ? `« ${text} »` : `n° ${position}`;
}

type Element = Extract<LayoutNode, { tag: string }>;

const isElement = (node: LayoutNode): node is Element => typeof node === "object" && "tag" in node;

const textOf = (node: LayoutNode): string =>
  typeof node === "string" ? node : isElement(node) ? node.children.map(textOf).join("") : "";

function firstHeading(nodes: LayoutNode[]): string | null {
  for (const node of nodes) {
    if (!isElement(node)) continue;
    if (/^h[1-6]$/.test(node.tag)) return textOf(node);
    const inner = firstHeading(node.children);
    if (inner !== null) return inner;
  }
  return null;
}

function countPlaceholders(node: LayoutNode): number {
  if (!isElement(node)) return 0;
  const own = node.tag === "img" && node.attrs.src === PLACEHOLDER_IMAGE ? 1 : 0;
  return node.children.reduce((sum, child) => sum + countPlaceholders(child), own);
}

/**
 * The sections (what the top of a layout's parsed tree holds but text: elements and the site's
 * components, counted in that order) that hold sample images.
 */
export function placeholderSections(tree: LayoutNode[]): PlaceholderSection[] {
  const sections = tree.filter((node) => typeof node !== "string");
  return sections.flatMap((section, index) => {
    const images = countPlaceholders(section);
    return images ? [{ label: sectionLabel(firstHeading([section]), index + 1), images }] : [];
  });
}

const listed = (labels: string[]) =>
  labels.length > 1 ? `${labels.slice(0, -1).join(", ")} et ${labels.at(-1)}` : (labels[0] ?? "");

/** Why a layout holding sample images is not published, naming their sections; null without any. */
export function placeholderMessage(sections: PlaceholderSection[]): string | null {
  const images = sections.reduce((sum, section) => sum + section.images, 0);
  if (images === 0) return null;
  const labels = listed(sections.map((section) => section.label));
  const where = sections.length > 1 ? `des sections ${labels}` : `de la section ${labels}`;
  return images === 1
    ? `Publication impossible : remplacez d'abord l'image d'exemple ${where} (double-clic sur l'image), sans quoi vos visiteurs la verraient telle quelle.`
    : `Publication impossible : remplacez d'abord les ${images} images d'exemple ${where} (double-clic sur chaque image), sans quoi vos visiteurs les verraient telles quelles.`;
}
