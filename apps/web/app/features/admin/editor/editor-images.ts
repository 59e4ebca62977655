import { faImage } from "@fortawesome/free-solid-svg-icons";
import {
  PLACEHOLDER_IMAGE,
  type PlaceholderSection,
  placeholderMessage,
  sectionLabel,
} from "@vitrine/shared/layout-placeholders";
import type { Asset, Component, Editor, ToolbarButtonProps } from "grapesjs";
import { sectionOf } from "./accessible-panels";
import { iconSvg } from "./dynamic-components";

/**
 * Images in the editor: choosing one from the media library (its address, its description and
 * its size with it), changing a section's background image, and the sample images left before
 * publishing. Only GrapesJS's types are imported: the session's code uses this without GrapesJS.
 */

/** An image of the library as the picker offers it: what the chosen image takes of it. */
export interface PickableImage {
  src: string;
  name: string;
  /** Its description in the library (an image's `alt`). */
  alt?: string;
  width?: number;
  height?: number;
}

/** The toolbar's commands (their titles are in locale-fr.ts). */
export const CHANGE_IMAGE = "change-image";
export const CHANGE_BACKGROUND = "change-background-image";

/** An image element takes the chosen image, its description and its size (one change to undo). */
function takeAsset(image: Component, asset: Asset) {
  const { alt, width, height } = asset.attributes as Partial<PickableImage>;
  const src = asset.getSrc();
  const attributes: Record<string, unknown> = { ...image.getAttributes(), src };
  if (alt) attributes.alt = alt;
  if (width && height) Object.assign(attributes, { width: String(width), height: String(height) });
  image.set({ src, attributes });
}

/** Opens the images to choose the one `image` shows (a click chooses, a double click closes too). */
export function pickImage(editor: Editor, image: Component) {
  editor.Assets.open({
    types: ["image"],
    accept: "image/*",
    target: image,
    select(asset: Asset, complete: boolean) {
      takeAsset(image, asset);
      if (complete) editor.Assets.close();
    },
  });
}

/** Whether an image lies behind its section's content (the hero's, placed absolutely under it). */
function liesBehind(image: Component): boolean {
  const element = image.getEl();
  const view = element?.ownerDocument.defaultView;
  return Boolean(element && view && view.getComputedStyle(element).position === "absolute");
}

/** The background image of the section holding `component`: an image of its own behind its content. */
export function backgroundImageOf(editor: Editor, component: Component | undefined): Component | undefined {
  const wrapper = editor.getWrapper();
  const section = wrapper ? sectionOf(component, wrapper) : undefined;
  return section?.components().find((child: Component) => child.is("image") && liesBehind(child));
}

const IMAGE_ICON = iconSvg(faImage, 14);

/** The image buttons of a selected element's toolbar: its own image, else its section's background. */
export function imageTools(editor: Editor, component: Component): ToolbarButtonProps[] {
  if (component.is("image")) return [{ command: CHANGE_IMAGE, label: IMAGE_ICON }];
  return backgroundImageOf(editor, component) ? [{ command: CHANGE_BACKGROUND, label: IMAGE_ICON }] : [];
}

/**
 * Images are chosen from the library with their description; a section's background image is
 * changed from the toolbar of any of its elements, or by a double click on the section where no
 * text is (its text covers the image, which a double click never reaches).
 */
export function addImageChoice(editor: Editor) {
  editor.Components.addType("image", {
    view: {
      onActive(this: { model: Component }, event?: Event) {
        event?.stopPropagation();
        if (this.model.get("editable")) pickImage(editor, this.model);
      },
    },
  });
  const selected = () => editor.getSelected();
  editor.Commands.add(CHANGE_IMAGE, {
    run: () => {
      const image = selected();
      if (image?.is("image")) pickImage(editor, image);
    },
  });
  editor.Commands.add(CHANGE_BACKGROUND, {
    run: () => {
      const image = backgroundImageOf(editor, selected());
      if (image) pickImage(editor, image);
    },
  });
  editor.on("canvas:frame:load", ({ window }: { window: Window }) => {
    window.document.addEventListener("dblclick", () => {
      // The first click selected what is under the pointer: a plain box (no type of its own, so
      // no text, link or image, which a double click edits) of the section.
      const box = selected();
      if (!box || box.get("type")) return;
      const image = backgroundImageOf(editor, box);
      if (image) pickImage(editor, image);
    });
  });
}

/** What keeps a layout from being published: its sample images, said in French; the first of them. */
export function sampleImages(editor: Editor): { message: string; first: Component } | null {
  const wrapper = editor.getWrapper();
  if (!wrapper) return null;
  const sections: PlaceholderSection[] = [];
  let first: Component | undefined;
  const blocks = wrapper.components().filter((child: Component) => child.get("type") !== "textnode");
  blocks.forEach((section, index) => {
    const samples = [section, ...section.find("img")].filter(
      (image) => image.is("image") && image.getAttributes().src === PLACEHOLDER_IMAGE,
    );
    if (samples.length === 0) return;
    first ??= samples[0];
    const heading = section.find("h1, h2, h3, h4, h5, h6")[0]?.getEl()?.textContent;
    sections.push({ label: sectionLabel(heading, index + 1), images: samples.length });
  });
  const message = placeholderMessage(sections);
  return message && first ? { message, first } : null;
}
