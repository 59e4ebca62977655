/**
 * The layout editor's GrapesJS: loaded by a dynamic import from the editor screen only, so that
 * no other page carries it. French interface, the site's styles in the canvas, the section and
 * dynamic component blocks, desktop (1280 px) and mobile (375 px) widths, undo and redo.
 */
import grapesjs, { type Component, type Editor, type ToolbarButtonProps } from "grapesjs";
import { appendBlock } from "./accessible-panels";
import type { AlbumChoice } from "./component-props";
import {
  addDynamicComponents,
  type DynamicComponent,
  type PreviewLoader,
  SITE_COMPONENT_CANVAS_CSS,
} from "./dynamic-components";
import {
  addImageChoice,
  CHANGE_BACKGROUND,
  CHANGE_IMAGE,
  imageTools,
  type PickableImage,
} from "./editor-images";
import { frenchMessages, RICH_TEXT_TITLES, TOOLBAR_TITLES } from "./locale-fr";
import { SECTION_BLOCKS } from "./section-blocks";
import { STYLE_SECTORS } from "./style-sectors";

export type { Editor };

export const DEVICES = {
  desktop: { id: "desktop", name: "Ordinateur", width: 1280 },
  mobile: { id: "mobile", name: "Mobile", width: 375 },
} as const;
export type DeviceId = keyof typeof DEVICES;

/** What the editor is drawn in: its canvas and the panels GrapesJS fills. */
export interface EditorPanels {
  canvas: HTMLElement;
  blocks: HTMLElement;
  layers: HTMLElement;
  styles: HTMLElement;
  traits: HTMLElement;
}

/** The layout as stored: the editor's project when it has one, else its HTML and CSS. */
export interface LayoutContent {
  project: Record<string, unknown> | null;
  html: string;
  css: string;
}

export interface EditorOptions {
  panels: EditorPanels;
  content: LayoutContent;
  /** The site's stylesheets and theme variables, so that the canvas looks like the site. */
  siteStyles: string[];
  themeCss: string;
  components: DynamicComponent[];
  albums: AlbumChoice[];
  /** The images offered: always the library's of now, whatever a saved project lists. */
  images: PickableImage[];
  loadPreview: PreviewLoader;
}

/** The canvas's own rules: the theme's variables and the placeholders' frames (never exported). */
const canvasCss = (themeCss: string) => `${themeCss}\n${SITE_COMPONENT_CANVAS_CSS}`;

export const hasProject = (project: LayoutContent["project"]) =>
  Boolean(project && Array.isArray((project as { pages?: unknown }).pages));

/** A project without the images GrapesJS lists in it: saved, they would freeze the library of then. */
export function withoutAssets(project: Record<string, unknown>): Record<string, unknown> {
  const { assets: _assets, ...rest } = project;
  return rest;
}

export function createLayoutEditor(options: EditorOptions): Editor {
  const { panels, content } = options;
  const editor = grapesjs.init({
    container: panels.canvas,
    height: "100%",
    width: "auto",
    telemetry: false,
    storageManager: false,
    noticeOnUnload: false,
    cssIcons: "",
    protectedCss: "",
    canvasCss: canvasCss(options.themeCss),
    jsInHtml: false,
    i18n: { locale: "fr", localeFallback: "fr", detectLocale: false, messages: { fr: frenchMessages } },
    panels: { defaults: [] },
    canvas: { styles: options.siteStyles },
    deviceManager: {
      default: DEVICES.desktop.id,
      devices: [
        { id: DEVICES.desktop.id, name: DEVICES.desktop.name, width: `${DEVICES.desktop.width}px` },
        {
          id: DEVICES.mobile.id,
          name: DEVICES.mobile.name,
          width: `${DEVICES.mobile.width}px`,
          widthMedia: "959px",
        },
      ],
    },
    blockManager: { appendTo: panels.blocks, appendOnClick: appendBlock },
    layerManager: { appendTo: panels.layers },
    // Styles go to the selected element itself, never to a class other elements share.
    selectorManager: { componentFirst: true },
    styleManager: { appendTo: panels.styles, sectors: STYLE_SECTORS },
    traitManager: { appendTo: panels.traits },
    assetManager: { assets: options.images, upload: false, autoAdd: true },
    undoManager: { trackSelection: false },
    richTextEditor: { actions: ["bold", "italic", "underline", "link"] },
    // Types and blocks are known before the layout is parsed (plugins run first).
    plugins: [(created: Editor) => setUp(created, options)],
    ...(hasProject(content.project)
      ? { projectData: content.project ?? undefined }
      : { components: content.html, style: content.css }),
  });
  // After init: GrapesJS binds its own shortcuts once the plugins ran, and would undo twice.
  historyShortcuts(editor);
  return editor;
}

/** The editor's own parts: the dynamic components' type, the blocks, the images, titles. */
function setUp(editor: Editor, options: EditorOptions) {
  for (const { id, label, media, content } of SECTION_BLOCKS) {
    editor.Blocks.add(id, { label, media, content, category: "Sections" });
  }
  addDynamicComponents(editor, options.components, options.albums, options.loadPreview);
  addImageChoice(editor);
  // Loading a project empties the images and puts back those it lists (none since they are no
  // longer saved, those of the day it was saved before): the library's of now are offered.
  editor.on("project:load", () => editor.Assets.getAll().reset(options.images));
  frenchToolbars(editor);
  namedLayers(editor);
  // An element chosen among the layers comes into view.
  editor.on("component:selected", (component: Component) =>
    component.getEl()?.scrollIntoView({ block: "nearest", behavior: "smooth" }),
  );
  editor.on("canvas:frame:load", ({ el, window }: { el: HTMLIFrameElement; window: Window }) => {
    el.title = "Page en cours de modification";
    window.document.documentElement.lang = "fr";
  });
}

/** The most of a heading a layer's name shows. */
const LAYER_HEADING_MAX = 40;

/**
 * The layers (and the canvas's badge) name a section by its first heading (« Section « Nos
 * services » »), so that the owner tells the page's sections apart; a name the owner gave it stays.
 * Shown only, never saved. GrapesJS's layers ask each component its name: the components' common
 * model is taught it, once.
 */
function namedLayers(editor: Editor) {
  const model = editor.Components.getType("default")?.model as
    | { prototype: Component & { [HEADED]?: true } }
    | undefined;
  if (!model || model.prototype[HEADED]) return;
  const named = model.prototype.getName;
  model.prototype[HEADED] = true;
  model.prototype.getName = function (this: Component, ...args: Parameters<Component["getName"]>) {
    const name = named.apply(this, args);
    if (this.get("tagName") !== "section" || this.get("custom-name")) return name;
    const text = headingText(this);
    return text ? `${name} « ${text} »` : name;
  };
  // A layer's name left as it was shown is not the owner's: kept as it was, not written.
  const setName = model.prototype.setName;
  model.prototype.setName = function (this: Component, ...args: Parameters<Component["setName"]>) {
    if (this.get("tagName") === "section" && !this.get("custom-name") && args[0] === this.getName()) return;
    return setName.apply(this, args);
  };
}

const HEADED = Symbol("sections named by their heading");

/** A section's first heading as plain text, cut past LAYER_HEADING_MAX characters. */
function headingText(section: Component): string {
  const html = section.find("h1, h2, h3")[0]?.getInnerHTML() ?? "";
  const text = (new DOMParser().parseFromString(html, "text/html").body.textContent ?? "")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > LAYER_HEADING_MAX ? `${text.slice(0, LAYER_HEADING_MAX - 1).trimEnd()}…` : text;
}

/**
 * Ctrl+Z undoes, Ctrl+Maj+Z and Ctrl+Y redo (Cmd on a Mac) wherever the focus is but in a field or a
 * text being typed (their own undo): GrapesJS's shortcuts stop as soon as a button has the focus.
 */
function historyShortcuts(editor: Editor) {
  editor.Keymaps.remove("core:undo");
  editor.Keymaps.remove("core:redo");
  const onKey = (event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const key = event.key.toLowerCase();
    const redo = (key === "z" && event.shiftKey) || (key === "y" && !event.shiftKey);
    if (key !== "z" && !redo) return;
    const target = event.target as Element | null;
    if (target?.closest?.("input, textarea, select, [contenteditable='true']") || editor.getEditing()) return;
    event.preventDefault();
    if (redo) editor.UndoManager.redo();
    else editor.UndoManager.undo();
  };
  document.addEventListener("keydown", onKey);
  editor.on("destroy", () => document.removeEventListener("keydown", onKey));
}

/**
 * The selected element's toolbar, its image button first (editor-images.ts); titles and names for
 * GrapesJS's icon-only buttons (selected element's and rich text toolbars).
 */
function frenchToolbars(editor: Editor) {
  const ours = new Set([CHANGE_IMAGE, CHANGE_BACKGROUND]);
  editor.on("component:selected", (component: Component) => {
    const own: ToolbarButtonProps[] = component.get("toolbar") ?? [];
    const toolbar = [
      ...imageTools(editor, component),
      ...own.filter((item) => !ours.has(item.command as string)),
    ];
    component.set(
      "toolbar",
      toolbar.map((item) => {
        const command = typeof item.command === "string" ? item.command : "exit";
        const title = TOOLBAR_TITLES[command];
        if (!title) return item;
        // Moving is a drag of the mouse; the other buttons are pressed from the keyboard too.
        const button = command === "tlb-move" ? {} : { role: "button", tabindex: "0", "aria-label": title };
        return { ...item, attributes: { ...item.attributes, title, ...button } };
      }),
      // Naming buttons is no change of the layout: neither undone nor counted.
      { avoidStore: true },
    );
  });
  editor.on("rte:enable", () => {
    for (const action of editor.RichTextEditor.getAll()) {
      const title = RICH_TEXT_TITLES[action.name];
      const button = (action as { btn?: HTMLElement }).btn;
      if (title && button) {
        button.title = title;
        button.setAttribute("role", "button");
        button.setAttribute("aria-label", title);
      }
    }
  });
}

/** The layout to store: the editor's HTML without its body element, its CSS and its project. */
export function layoutOf(editor: Editor): { html: string; css: string; project: Record<string, unknown> } {
  return {
    html: editor.getWrapper()?.getInnerHTML() ?? "",
    css: editor.getCss({ avoidProtected: true }) ?? "",
    project: withoutAssets(editor.getProjectData() as Record<string, unknown>),
  };
}

/** Puts another stored layout in the editor (a version restored, the latest after a reload). */
export function loadLayout(editor: Editor, content: LayoutContent) {
  if (hasProject(content.project)) editor.loadProjectData(content.project ?? {});
  else {
    editor.setComponents(content.html);
    editor.setStyle(content.css);
  }
  editor.UndoManager.clear();
  editor.clearDirtyCount();
}

/**
 * Shows the page at a device's width; the desktop width is scaled down to fit the canvas so that
 * it keeps the site's desktop layout (above 960 px) on any screen.
 */
export function showDevice(editor: Editor, device: DeviceId, available: number) {
  editor.setDevice(DEVICES[device].id);
  const width = DEVICES[device].width + 48;
  const zoom = available > 0 && available < width ? Math.floor((available / width) * 100) : 100;
  editor.Canvas.getElement()?.style.setProperty("--editor-zoom", String(zoom / 100));
  editor.Canvas.setZoom(zoom);
}
