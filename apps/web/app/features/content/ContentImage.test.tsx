import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ContentImage } from "./ContentImage";

describe("ContentImage", () => {
  it("gives a photo its srcset and sizes, lazy below the fold", () => {
    const html = renderToStaticMarkup(
      <ContentImage image={{ url: "/media/1/chantier.jpg", alt: "Chantier", width: 1200, height: 800 }} />,
    );
    expect(html).toContain('srcSet="/media/1/chantier.jpg?w=320 320w,');
    expect(html).toContain("/media/1/chantier.jpg 1200w");
    // Lazy: the width it is laid out at where the browser knows `auto`, else the cards' estimate.
    expect(html).toContain('sizes="auto, (min-width: 996px) 33vw, (min-width: 576px) 50vw, 100vw"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('width="1200" height="800"');
  });

  it("offers an illustration's pictures at the content column's width when it is the main image", () => {
    const html = renderToStaticMarkup(
      <ContentImage image={{ url: "/media/1/hero.svg", alt: "", width: 1600, height: 900 }} priority />,
    );
    expect(html).toContain('srcSet="/media/1/hero.svg?w=320 320w,');
    expect(html).toContain("/media/1/hero.svg?w=1920 1920w");
    expect(html).toContain('sizes="(min-width: 1200px) 1200px, 100vw"');
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
  });

  it("keeps a small drawing (a logo, a badge) as its single vector source", () => {
    const html = renderToStaticMarkup(
      <ContentImage image={{ url: "/media/1/badge.svg", alt: "Qualibat", width: 240, height: 240 }} />,
    );
    expect(html).not.toContain("srcSet");
    expect(html).not.toContain("sizes");
  });
});
