import type { IconDefinition } from "@fortawesome/fontawesome-common-types";
import {
  faBagShopping,
  faBullhorn,
  faEnvelope,
  faFileSignature,
  faFilm,
  faImages,
  faListCheck,
  faMapLocationDot,
  faPaperPlane,
  faPenNib,
  faPuzzlePiece,
  faStar,
  faTableCellsLarge,
} from "@fortawesome/free-solid-svg-icons";
import type { Component, Editor, TraitProperties } from "grapesjs";
import {
  type AlbumChoice,
  componentFields,
  defaultProps,
  type PropField,
  parseProps,
  withProp,
} from "./component-props";

/**
 * The site's dynamic components in the editor: a GrapesJS type for `data-component` placeholders
 * whose canvas shows the component as the site renders it, with the site's data, while its
 * exported HTML stays the placeholder alone; and one block per component.
 */
export const SITE_COMPONENT = "site-component";

export const DYNAMIC_CATEGORY = "Contenus du site";

export interface DynamicComponent {
  name: string;
  label: string;
}

/** The component's HTML as the site renders it (empty when it shows nothing), for these props. */
export type PreviewLoader = (name: string, props: string) => Promise<string>;

/** The heading a component's section starts with. */
const HEADINGS: Record<string, string> = {
  "services-list": "Nos services",
  "projects-grid": "Nos réalisations",
  "blog-cards": "Nos derniers articles",
  news: "Actualités",
  reviews: "L'avis de nos clients",
  album: "En images",
  slider: "En images",
  "contact-form": "Contactez-nous",
  "quote-form": "Demandez votre devis",
  map: "Nous trouver",
  "shop-products": "Nos produits",
};

/** The icon of each component's block. */
const ICONS: Record<string, IconDefinition> = {
  "services-list": faListCheck,
  "projects-grid": faTableCellsLarge,
  "blog-cards": faPenNib,
  news: faBullhorn,
  reviews: faStar,
  album: faImages,
  slider: faFilm,
  "contact-form": faEnvelope,
  "quote-form": faFileSignature,
  map: faMapLocationDot,
  "shop-products": faBagShopping,
  "newsletter-form": faPaperPlane,
};

/** A Font Awesome icon as inline SVG markup, `size` pixels wide and high. */
export function iconSvg(icon: IconDefinition, size: number): string {
  const [width, height, , , path] = icon.icon;
  const paths = (Array.isArray(path) ? path : [path]).map((d) => `<path d="${d}"/>`).join("");
  return `<svg viewBox="0 0 ${width} ${height}" width="${size}" height="${size}" aria-hidden="true" fill="currentColor">${paths}</svg>`;
}

/** A block's drawing: the component's icon. */
const iconOf = (name: string) => iconSvg(ICONS[name] ?? faPuzzlePiece, 30);

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function trait(field: PropField): TraitProperties {
  const propsOf = (component: Component) => parseProps(component.getAttributes()["data-props"]);
  return {
    type: field.type,
    name: `prop-${field.name}`,
    label: field.label,
    ...(field.type === "number" ? { min: field.min, max: field.max } : {}),
    ...(field.type === "select" ? { options: field.options } : {}),
    ...(field.type === "text" && field.placeholder ? { placeholder: field.placeholder } : {}),
    getValue: ({ component }) => {
      const value = propsOf(component)[field.name];
      return field.type === "checkbox" ? value === true : (value ?? "");
    },
    setValue: ({ component, value }) => {
      const props = withProp(propsOf(component), field, value);
      component.addAttributes({ "data-props": JSON.stringify(props) });
    },
  };
}

const note = (text: string) => `<p class="site-component__note">${escapeHtml(text)}</p>`;

/** Draws the component in the canvas; a later change of its props wins over a slower answer. */
async function drawPreview(el: HTMLElement, model: Component, label: string, load: PreviewLoader) {
  const attributes = model.getAttributes();
  const key = `${attributes["data-component"]}|${attributes["data-props"] ?? "{}"}`;
  el.dataset.previewKey = key;
  el.innerHTML = `<span class="site-component__label">${escapeHtml(label)}</span>${note("Chargement de l'aperçu…")}`;
  let body: string;
  try {
    const html = await load(String(attributes["data-component"]), String(attributes["data-props"] ?? "{}"));
    body = html.trim()
      ? `<div class="site-component__preview" inert>${html}</div>`
      : note("Rien à afficher pour le moment : ce contenu apparaîtra sur le site dès qu'il existera.");
  } catch {
    body = note("L'aperçu de ce contenu est indisponible ; il s'affichera bien sur le site.");
  }
  if (el.dataset.previewKey !== key) return;
  el.innerHTML = `<span class="site-component__label">${escapeHtml(label)}</span>${body}`;
}

/** Styles of the placeholders inside the canvas (never exported). */
export const SITE_COMPONENT_CANVAS_CSS = `
[data-component] { position: relative; min-height: 64px; outline: 2px dashed rgba(31, 79, 168, 0.45); outline-offset: 4px; }
.site-component__label { position: absolute; top: -14px; left: 8px; z-index: 5; padding: 2px 8px; border-radius: 4px;
  background: #1f4fa8; color: #fff; font: 600 12px/1.5 system-ui, sans-serif; pointer-events: none; }
.site-component__note { margin: 0; padding: 24px 16px; text-align: center; color: #4a5468; font: 14px/1.5 system-ui, sans-serif; }
.site-component__preview { pointer-events: none; }
`;

export function addDynamicComponents(
  editor: Editor,
  components: DynamicComponent[],
  albums: AlbumChoice[],
  load: PreviewLoader,
) {
  const labels = new Map(components.map((c) => [c.name, c.label]));
  const labelOf = (name: string) => labels.get(name) ?? name;
  editor.Components.addType(SITE_COMPONENT, {
    isComponent: (el) =>
      typeof el?.hasAttribute === "function" && el.hasAttribute("data-component")
        ? { type: SITE_COMPONENT }
        : false,
    model: {
      defaults: { tagName: "div", droppable: false, editable: false, components: [] },
      init(this: Component) {
        const name = String(this.getAttributes()["data-component"] ?? "");
        this.set("name", labelOf(name));
        this.setTraits(componentFields(name, albums).map(trait));
        // The placeholder holds nothing: what the site shows there is drawn by the view.
        this.components().reset();
      },
    },
    view: {
      init() {
        this.listenTo(this.model, "change:attributes", () => this.draw());
      },
      onRender() {
        this.draw();
      },
      draw() {
        const name = String(this.model.getAttributes()["data-component"] ?? "");
        void drawPreview(this.el, this.model, labelOf(name), load);
      },
    },
  });
  for (const { name, label } of components) {
    const props = JSON.stringify(defaultProps(name, albums));
    editor.Blocks.add(`component-${name}`, {
      label,
      category: DYNAMIC_CATEGORY,
      media: iconOf(name),
      content: `<section class="section"><div class="container"><div class="section__head"><h2>${escapeHtml(
        HEADINGS[name] ?? label,
      )}</h2></div><div data-component="${name}" data-props="${escapeHtml(props)}"></div></div></section>`,
    });
  }
}
