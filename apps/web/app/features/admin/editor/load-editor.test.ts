import { PLACEHOLDER_IMAGE } from "@vitrine/shared/layout-placeholders";
import type { PageNode } from "@vitrine/shared/schemas/site";
import { describe, expect, it } from "vitest";
import { editorImages, isOnline, pageById, pageIdParam } from "./load-editor.server";

const node = (id: number, children: PageNode[] = []) => ({ id, title: `Page ${id}`, children }) as PageNode;

describe("the editor's loader helpers", () => {
  it("finds a page anywhere in the tree", () => {
    const tree = [node(1), node(2, [node(5, [node(8)])])];
    expect(pageById(tree, 8)?.title).toBe("Page 8");
    expect(pageById(tree, 9)).toBeUndefined();
  });

  it.each(["0", "-3", "1.5", "abc", "12abc", "99999999999999999999", undefined])(
    "answers 404 for the page id %j",
    (value) => {
      try {
        pageIdParam(value);
        expect.unreachable();
      } catch (error) {
        expect((error as { init: ResponseInit }).init.status).toBe(404);
      }
    },
  );

  it("tells a page online only when it and every page above it are", () => {
    const at = (id: number, isValid: boolean, children: PageNode[] = []) =>
      ({ ...node(id, children), isValid }) as PageNode;
    const tree = [at(1, true, [at(2, true, [at(3, true)]), at(4, false, [at(5, true)])]), at(6, false)];
    expect([1, 2, 3, 4, 5, 6, 7].map((id) => isOnline(tree, id))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it("reads a page id", () => {
    expect(pageIdParam("42")).toBe(42);
  });

  it("offers the placeholder, the library's images and those the layouts show, once each", () => {
    const html =
      '<img src="/media/1/a.jpg" alt=""><img class="x" src="/media/1/library/b.svg"><img src="https://ailleurs.fr/c.jpg">';
    const library = [
      { url: "/media/1/library/b.svg", name: "Façade", alt: "Façade en granit", width: null, height: null },
      { url: "/media/1/library/d.jpg", name: "Toit", alt: "Toit d'ardoise", width: 1600, height: 900 },
    ];
    expect(editorImages(library, html, '<img src="/media/1/a.jpg">')).toEqual([
      { src: PLACEHOLDER_IMAGE, name: "Image à remplacer" },
      { src: "/media/1/library/b.svg", name: "Façade", alt: "Façade en granit" },
      { src: "/media/1/library/d.jpg", name: "Toit", alt: "Toit d'ardoise", width: 1600, height: 900 },
      { src: "/media/1/a.jpg", name: "a.jpg" },
    ]);
  });
});
