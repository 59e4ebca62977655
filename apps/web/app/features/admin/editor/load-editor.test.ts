import type { PageNode } from "@vitrine/shared/schemas/site";
import { describe, expect, it } from "vitest";
import { layoutImages, pageById, pageIdParam } from "./load-editor.server";
import { PLACEHOLDER_IMAGE } from "./section-blocks";

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

  it("reads a page id", () => {
    expect(pageIdParam("42")).toBe(42);
  });

  it("offers the placeholder and the site's images the layouts show, once each", () => {
    const html =
      '<img src="/media/1/a.jpg" alt=""><img class="x" src="/media/1/b.svg"><img src="https://ailleurs.fr/c.jpg">';
    expect(layoutImages(html, '<img src="/media/1/a.jpg">')).toEqual([
      PLACEHOLDER_IMAGE,
      "/media/1/a.jpg",
      "/media/1/b.svg",
    ]);
  });
});
