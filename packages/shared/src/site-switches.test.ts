import { describe, expect, it } from "vitest";
import { isBlogPath, switchOn, switchOnIn } from "./site-switches";

describe("switchOn", () => {
  it.each([
    ["IS_BLOG_ACTIVATED", "true", true],
    ["IS_BLOG_ACTIVATED", "false", false],
    ["IS_BLOG_ACTIVATED", null, true],
    ["IS_BLOG_ACTIVATED", undefined, true],
    ["SHOW_SEARCHBAR", null, false],
    ["SHOW_SEARCHBAR", "true", true],
    ["ENABLE_NEWSLETTER", "oui", false],
  ] as const)("reads %s = %s as %s (unset: its default)", (key, value, on) => {
    expect(switchOn(key, value)).toBe(on);
  });
});

describe("switchOnIn", () => {
  it("reads a switch in a parameter list, its default when the list lacks it", () => {
    expect(switchOnIn([{ type: "SHOW_SEARCHBAR", value: "true" }], "SHOW_SEARCHBAR")).toBe(true);
    expect(switchOnIn([{ type: "IS_BLOG_ACTIVATED", value: "false" }], "IS_BLOG_ACTIVATED")).toBe(false);
    expect(switchOnIn([], "IS_BLOG_ACTIVATED")).toBe(true);
    expect(switchOnIn([{ type: "IS_BLOG_ACTIVATED", value: null }], "ENABLE_NEWSLETTER")).toBe(false);
  });
});

describe("isBlogPath", () => {
  it.each([
    ["/blog-conseils", true],
    ["/blog-conseils/", true],
    ["/blog-conseils?page=2", true],
    ["/blog-conseils/isolation/12", true],
    ["/blog-conseils/dossier/aides/3#haut", true],
    ["/blog-conseils-anciens", false],
    ["/blog", false],
    ["/", false],
    ["https://exemple.fr/blog-conseils", false],
  ])("%s is the blog's: %s", (url, blog) => {
    expect(isBlogPath(url)).toBe(blog);
  });
});
