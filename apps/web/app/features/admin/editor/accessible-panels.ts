import type { Block, Component, Editor } from "grapesjs";

/**
 * GrapesJS draws its panels for the mouse: fields beside a text but without a label, blocks and
 * layers that only listen to clicks. This names every field after its property (and the property
 * it belongs to), and makes blocks and layers buttons a keyboard reaches and presses.
 */
const FIELDS = "input, select, textarea";
const PROPERTY = ".gjs-sm-property, .gjs-trt-trait";
const PROPERTY_LABEL = ".gjs-sm-label, .gjs-label";
/**
 * What a keyboard presses: a block adds itself, a layer selects its element (arrows open and close
 * it), a button of the selected element's toolbar acts (on mousedown, as GrapesJS listens).
 */
const LAYER = ".gjs-layer-item[data-toggle-select]";
const PRESSABLE = `.gjs-block, ${LAYER}, .gjs-toolbar-item[role=button]`;

function nameOf(field: Element): string | null {
  const names: string[] = [];
  let property = field.closest(PROPERTY);
  while (property) {
    const text = property.querySelector(PROPERTY_LABEL)?.textContent?.trim();
    if (text) names.unshift(text);
    property = property.parentElement?.closest(PROPERTY) ?? null;
  }
  if (field.classList.contains("gjs-input-unit")) names.push("unité");
  return names.length ? names.join(" : ") : null;
}

function label(root: HTMLElement) {
  for (const field of Array.from(root.querySelectorAll(FIELDS))) {
    if (
      field.hasAttribute("aria-label") ||
      (field.id && root.ownerDocument.querySelector(`label[for="${CSS.escape(field.id)}"]`))
    )
      continue;
    const name = nameOf(field);
    if (name) field.setAttribute("aria-label", name);
  }
  for (const element of Array.from(root.querySelectorAll<HTMLElement>(PRESSABLE))) {
    if (element.hasAttribute("tabindex") || element.matches(".gjs-toolbar-item")) continue;
    element.tabIndex = 0;
    element.setAttribute("role", "button");
    // A layer is named by what it shows (its name and how many elements it holds).
    const name = element.matches(".gjs-block")
      ? element.getAttribute("title") || element.textContent?.trim()
      : null;
    if (name) element.setAttribute("aria-label", `Ajouter : ${name}`);
  }
}

/** Keeps the panels under `root` labelled as GrapesJS redraws them; returns the stop. */
export function accessiblePanels(root: HTMLElement): () => void {
  label(root);
  const observer = new MutationObserver(() => label(root));
  observer.observe(root, { childList: true, subtree: true });
  const onKey = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    if ((event.key === "ArrowRight" || event.key === "ArrowLeft") && target.matches?.(LAYER)) {
      // → opens the layer's children, ← closes them (GrapesJS marks an open layer "open").
      const open = target.parentElement?.classList.contains("open") ?? false;
      if (open === (event.key === "ArrowLeft"))
        target.querySelector<HTMLElement>("[data-toggle-open]")?.click();
      return;
    }
    if ((event.key === "Enter" || event.key === " ") && target.matches?.(PRESSABLE)) {
      event.preventDefault();
      if (target.matches(".gjs-toolbar-item"))
        target.dispatchEvent(new MouseEvent("mousedown", { bubbles: true }));
      else target.click();
    }
  };
  root.addEventListener("keydown", onKey);
  return () => {
    observer.disconnect();
    root.removeEventListener("keydown", onKey);
  };
}

/** The top section holding a component (a child of the page's body). */
export function sectionOf(component: Component | undefined, wrapper: Component): Component | undefined {
  let current = component;
  while (current) {
    const parent = current.parent();
    if (parent === wrapper) return current;
    current = parent;
  }
  return undefined;
}

/**
 * A block clicked (or pressed) goes after the section of the selected element, else at the end
 * of the page; it is then selected and shown.
 */
export function appendBlock(block: Block, editor: Editor) {
  const wrapper = editor.getWrapper();
  if (!wrapper) return;
  const after = sectionOf(editor.getSelected(), wrapper);
  const at = after ? after.index() + 1 : wrapper.components().length;
  const added = wrapper.components().add(block.getContent() as string, { at });
  const component = Array.isArray(added) ? added[0] : added;
  if (component) {
    editor.select(component);
    component.getEl()?.scrollIntoView({ behavior: "smooth", block: "center" });
  }
}
