import { describe, expect, it } from "vitest";
import { imageSrcSet, isResizableImage } from "./image-widths";

describe("imageSrcSet", () => {
  it("lists every smaller width, then the original, for a site photo", () => {
    expect(imageSrcSet("/media/1/chantier.jpg", 1600)).toBe(
      "/media/1/chantier.jpg?w=320 320w, /media/1/chantier.jpg?w=640 640w, /media/1/chantier.jpg?w=960 960w, /media/1/chantier.jpg?w=1280 1280w, /media/1/chantier.jpg 1600w",
    );
    expect(imageSrcSet("/media/2/cave.PNG", 700)).toBe(
      "/media/2/cave.PNG?w=320 320w, /media/2/cave.PNG?w=640 640w, /media/2/cave.PNG 700w",
    );
  });

  it("offers an illustration drawn to every width, whatever its own", () => {
    const widths = [320, 640, 960, 1280, 1920];
    expect(imageSrcSet("/media/1/hero.svg", 1600)).toBe(
      widths.map((w) => `/media/1/hero.svg?w=${w} ${w}w`).join(", "),
    );
    expect(imageSrcSet("/media/2/products/bouteille.SVG", 600)?.split(", ")).toHaveLength(5);
  });

  it("keeps a single source for logos and icons, unsized vectors, other sites' images and small photos", () => {
    expect(imageSrcSet("/media/1/logo.svg", 360)).toBeUndefined();
    expect(imageSrcSet("/media/1/icon.svg", 96)).toBeUndefined();
    expect(imageSrcSet("/media/1/dessin.svg")).toBeUndefined();
    expect(imageSrcSet("https://example.com/hero.svg", 1600)).toBeUndefined();
    expect(imageSrcSet("https://example.com/photo.jpg", 1600)).toBeUndefined();
    expect(imageSrcSet("/media/1/petit.jpg", 300)).toBeUndefined();
    expect(isResizableImage("/media/1/photo.webp?v=2")).toBe(true);
    expect(isResizableImage("/assets/photo.jpg")).toBe(false);
  });

  it("offers every width when the intrinsic width is unknown", () => {
    expect(imageSrcSet("/media/1/a.jpeg")?.split(", ")).toHaveLength(5);
  });
});
