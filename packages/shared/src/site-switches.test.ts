import { describe, expect, it } from "vitest";
import { isBlogPath, switchOn } from "./site-switches";

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
