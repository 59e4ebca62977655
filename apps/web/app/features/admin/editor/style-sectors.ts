import type { StyleManagerConfig } from "grapesjs";

type Sectors = NonNullable<StyleManagerConfig["sectors"]>;

/**
 * The style panel: what a site owner adjusts, grouped in French, the site's own fonts offered
 * first (the theme's CSS variables, so that a later theme change follows).
 */
export const STYLE_SECTORS: Sectors = [
  {
    id: "typography",
    name: "Texte",
    open: true,
    properties: [
      {
        extend: "font-family",
        options: [
          { id: "", label: "Celle du site" },
          { id: "var(--font-title)", label: "Police des titres du site" },
          { id: "var(--font-content)", label: "Police du texte du site" },
        ],
      },
      // No CSS keyword as a hint (« medium », « normal », « auto »): an empty field is the site's own.
      { extend: "font-size", default: "" },
      "font-weight",
      {
        extend: "color",
        default: "",
      },
      "text-align",
      {
        property: "text-transform",
        type: "select",
        default: "none",
        options: [{ id: "none" }, { id: "uppercase" }, { id: "lowercase" }, { id: "capitalize" }],
      },
      { extend: "line-height", default: "" },
      { extend: "letter-spacing", default: "" },
    ],
  },
  {
    id: "decorations",
    name: "Fond et bordures",
    open: false,
    properties: [
      // No colour as a hint (« none », « black »): an empty field is the site's own.
      { extend: "background-color", default: "" },
      "background",
      "border-radius",
      {
        extend: "border",
        properties: [
          { extend: "border-width", id: "border-width-sub" },
          { extend: "border-style", id: "border-style-sub" },
          { extend: "border-color", id: "border-color-sub", default: "" },
        ],
      },
      "box-shadow",
      "opacity",
    ],
  },
  {
    id: "dimension",
    name: "Dimensions et marges",
    open: false,
    properties: [
      { extend: "width", default: "" },
      { extend: "max-width", default: "" },
      { property: "min-height", type: "number", units: ["px", "vh", "rem"], default: "" },
      "margin",
      "padding",
    ],
  },
  {
    id: "layout",
    name: "Disposition",
    open: false,
    properties: [
      {
        extend: "display",
        options: [{ id: "block" }, { id: "flex" }, { id: "inline-block" }, { id: "inline" }, { id: "none" }],
      },
      "flex-direction",
      "justify-content",
      "align-items",
      { property: "gap", type: "number", units: ["px", "rem"], default: "0" },
    ],
  },
];
