import { describe, expect, it } from "vitest";
import {
  PLACEHOLDER_IMAGE,
  placeholderMessage,
  placeholderSections,
  sectionLabel,
} from "./layout-placeholders";
import type { LayoutNode } from "./schemas/site";

const el = (tag: string, attrs: Record<string, string>, ...children: LayoutNode[]): LayoutNode => ({
  tag,
  attrs,
  children,
});
const sample = () => el("img", { src: PLACEHOLDER_IMAGE, alt: "Description de la photo" });
const photo = () => el("img", { src: "/media/1/library/toit.jpg", alt: "Toit" });

describe("sectionLabel", () => {
  it.each([
    ["Un titre qui donne envie de lire", 2, "« Un titre qui donne envie de lire »"],
    ["  Un titre\n   sur deux lignes ", 1, "« Un titre sur deux lignes »"],
    ["", 3, "n° 3"],
    [null, 4, "n° 4"],
  ])("%j at %i: %s", (heading, position, label) => {
    expect(sectionLabel(heading, position)).toBe(label);
  });
});

describe("placeholderSections", () => {
  it("names each top section holding sample images by its first heading, else its place", () => {
    const tree: LayoutNode[] = [
      "\n",
      el("section", { class: "hero" }, photo(), el("h1", {}, "Bienvenue")),
      el(
        "section",
        {},
        el("div", {}, sample()),
        el("div", {}, el("h2", {}, "Notre ", el("em", {}, "savoir"))),
      ),
      { component: "contact-form", props: {} },
      el("section", {}, el("figure", {}, sample()), el("figure", {}, sample())),
    ];
    expect(placeholderSections(tree)).toEqual([
      { label: "« Notre savoir »", images: 1 },
      { label: "n° 4", images: 2 },
    ]);
  });

  it("finds none in a layout whose images are all chosen, or in an empty one", () => {
    expect(placeholderSections([el("section", {}, photo())])).toEqual([]);
    expect(placeholderSections([])).toEqual([]);
  });
});

describe("placeholderMessage", () => {
  it.each([
    [[], null],
    [
      [{ label: "« A »", images: 1 }],
      "Publication impossible : remplacez d'abord l'image d'exemple de la section « A » (double-clic sur l'image), sans quoi vos visiteurs la verraient telle quelle.",
    ],
    [
      [{ label: "n° 3", images: 3 }],
      "Publication impossible : remplacez d'abord les 3 images d'exemple de la section n° 3 (double-clic sur chaque image), sans quoi vos visiteurs les verraient telles quelles.",
    ],
    [
      [
        { label: "« A »", images: 1 },
        { label: "« B »", images: 1 },
        { label: "n° 5", images: 2 },
      ],
      "Publication impossible : remplacez d'abord les 4 images d'exemple des sections « A », « B » et n° 5 (double-clic sur chaque image), sans quoi vos visiteurs les verraient telles quelles.",
    ],
  ])("%j", (sections, message) => {
    expect(placeholderMessage(sections)).toBe(message);
  });
});
