import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ContentImage, InlineImageContext } from "./ContentImage";

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

  it("writes the main image into the page when the server's reader gives it, never a lazy one", () => {
    const asked: [string, boolean][] = [];
    const reader = (url: string, pictures: boolean) => {
      asked.push([url, pictures]);
      return "data:image/svg+xml,<svg/>";
    };
    const image = { url: "/media/2/vin.svg", alt: "Bouteille", width: 600, height: 800 };
    const html = renderToStaticMarkup(
      <InlineImageContext value={reader}>
        <ContentImage image={image} priority />
        <ContentImage image={{ ...image, url: "/media/2/autre.svg" }} />
      </InlineImageContext>,
    );
    expect(asked).toEqual([["/media/2/vin.svg", true]]);
    expect(html).toContain('<img src="data:image/svg+xml,&lt;svg/&gt;" alt="Bouteille"');
    expect(html.match(/srcSet/g)).toHaveLength(1);
    expect(html).toContain('src="/media/2/autre.svg"');
  });
});
