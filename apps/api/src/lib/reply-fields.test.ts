import { describe, expect, it } from "vitest";
import { imageOf, linkOf } from "./reply-fields";

describe("imageOf", () => {
  it("gives the spec's Image fields: the file's name, its stored path and its URL", () => {
    expect(imageOf("/media/1/blog/combles-isoles.svg", "Combles", 1200, 800)).toEqual({
      name: "combles-isoles.svg",
      externalPath: "/media/1/blog/combles-isoles.svg",
      url: "/media/1/blog/combles-isoles.svg",
      alt: "Combles",
      width: 1200,
      height: 800,
    });
  });

  it.each([
    ["/media/2/products/clisson.svg?v=3", "clisson.svg", "/media/2/products/clisson.svg"],
    [
      "https://cdn.example.fr/photos/fa%C3%A7ade.jpg#x",
      "façade.jpg",
      "https://cdn.example.fr/photos/fa%C3%A7ade.jpg",
    ],
    ["/media/1/bad%E0.png", "bad%E0.png", "/media/1/bad%E0.png"],
  ])("names %s %s, stored at %s", (url, name, externalPath) => {
    expect(imageOf(url, "", 10, 10)).toMatchObject({ name, externalPath, url });
  });

  it("answers null without a URL, as links do", () => {
    expect(imageOf(null, "x", 1, 1)).toBeNull();
    expect(imageOf("", "x", 1, 1)).toBeNull();
    expect(linkOf(null, "x")).toBeNull();
  });
});
