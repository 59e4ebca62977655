import type { IconDefinition } from "@fortawesome/fontawesome-common-types";
import { fab } from "@fortawesome/free-brands-svg-icons";
import { fas } from "@fortawesome/free-solid-svg-icons";
import type { LayoutNode } from "@vitrine/shared/schemas/site";

type IconPack = Record<string, IconDefinition>;

function indexByName(pack: IconPack): Map<string, IconDefinition> {
  const byName = new Map<string, IconDefinition>();
  for (const definition of Object.values(pack)) {
    byName.set(definition.iconName, definition);
    for (const alias of definition.icon[2]) if (typeof alias === "string") byName.set(alias, definition);
  }
  return byName;
}

let solid: Map<string, IconDefinition> | undefined;
let brands: Map<string, IconDefinition> | undefined;

/**
 * Font Awesome classes ("fa-solid fa-phone") to an inline SVG node, so that pages need no icon font.
 * Returns null when the classes name no known icon.
 */
export function iconNode(classes: string, extraAttrs: Record<string, string> = {}): LayoutNode | null {
  const names = classes.split(/\s+/).filter(Boolean);
  const isBrand = names.includes("fa-brands") || names.includes("fab");
  if (isBrand) brands ??= indexByName(fab as IconPack);
  else solid ??= indexByName(fas as IconPack);
  const pack = (isBrand ? brands : solid) as Map<string, IconDefinition>;
  const STYLE_CLASSES = new Set(["fa", "fas", "fab", "far", "fa-solid", "fa-brands", "fa-regular"]);
  // Modifiers such as fa-fw or fa-lg may come before the icon's own class.
  const definition = names
    .filter((n) => n.startsWith("fa-") && !STYLE_CLASSES.has(n))
    .map((n) => pack.get(n.slice(3)))
    .find((d) => d !== undefined);
  if (!definition) return null;
  const [width, height, , , path] = definition.icon;
  const paths = Array.isArray(path) ? path : [path];
  const kept = names.filter((n) => !n.startsWith("fa") || n === "fa-fw");
  return {
    tag: "svg",
    attrs: {
      ...extraAttrs,
      class: ["icon", `icon-${definition.iconName}`, ...kept].join(" "),
      viewBox: `0 0 ${width} ${height}`,
      fill: "currentColor",
      "aria-hidden": "true",
      focusable: "false",
    },
    children: paths.map((d) => ({ tag: "path", attrs: { d }, children: [] })),
  };
}
