import { LAYOUT_COMPONENTS } from "@vitrine/api/modules/site/layout";
import { describe, expect, it } from "vitest";
import { componentFields, defaultProps, parseProps, withProp } from "./component-props";

const albums = [
  { id: 4, title: "Chantiers 2025" },
  { id: 9, title: "L'atelier" },
];

describe("the props of a dynamic component", () => {
  it("offers the album of the site to the album and slider, by id", () => {
    for (const name of ["album", "slider"]) {
      expect(componentFields(name, albums)).toEqual([
        {
          name: "id",
          label: "Album",
          type: "select",
          options: [
            { id: "4", label: "Chantiers 2025" },
            { id: "9", label: "L'atelier" },
          ],
        },
      ]);
      expect(defaultProps(name, albums)).toEqual({ id: 4 });
      expect(defaultProps(name, [])).toEqual({});
    }
  });

  it("labels every field in French, for every component a layout may hold", () => {
    for (const name of LAYOUT_COMPONENTS) {
      for (const field of componentFields(name, albums)) expect(field.label).toMatch(/^[A-ZÉ]/);
    }
    expect(componentFields("shop-products", albums).map((f) => f.name)).toEqual([
      "nbItem",
      "type",
      "kind",
      "tags",
    ]);
  });

  it.each([
    ['{"nbItem":3}', { nbItem: 3 }],
    ["", {}],
    ["[1,2]", {}],
    ["pas du JSON", {}],
    [null, {}],
  ])("reads data-props %j", (raw, props) => {
    expect(parseProps(raw)).toEqual(props);
  });

  it("keeps numbers as numbers within the field's bounds, and leaves out an emptied field", () => {
    const [count] = componentFields("projects-grid", albums);
    expect(withProp({ nbItem: 3, tag: "bois" }, count!, "6")).toEqual({ nbItem: 6, tag: "bois" });
    expect(withProp({ nbItem: 3 }, count!, "500")).toEqual({ nbItem: 24 });
    expect(withProp({ nbItem: 3 }, count!, "")).toEqual({});
    expect(withProp({ nbItem: 3 }, count!, "-2")).toEqual({});
    const [album] = componentFields("album", albums);
    expect(withProp({}, album!, "9")).toEqual({ id: 9 });
  });

  it("writes a ticked box as true and an unticked one as nothing, and trims texts", () => {
    const promoted = componentFields("news", albums)[1]!;
    expect(withProp({}, promoted, true)).toEqual({ promoted: true });
    expect(withProp({ promoted: true }, promoted, false)).toEqual({});
    const tag = componentFields("services-list", albums)[1]!;
    expect(withProp({}, tag, "  renovation ")).toEqual({ tag: "renovation" });
    expect(withProp({ tag: "x" }, tag, "   ")).toEqual({});
  });
});
