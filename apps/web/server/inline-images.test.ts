import { mkdtempSync, rmSync } from "node:fs";
import { mkdir, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { INLINE_IMAGE_MAX_BYTES, inlineImages, svgDataUrl } from "./inline-images";
import { createTestWebServer, type TestWebServer } from "./testing";

const LABEL =
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800"><rect width="600" height="800" fill="#2f5d8a"/>\n<text x="10" y="70">Cuvée 100 % #1</text></svg>';
const ILLUSTRATION =
  '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="1200" height="800" fill="#f2c14e"/></svg>';

describe("small drawings written into the page", () => {
  const root = mkdtempSync(join(tmpdir(), "inline-images-"));
  const media = join(root, "media");
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("gives a small SVG's data URL, escaping what a URL would read otherwise", async () => {
    await mkdir(join(media, "2"), { recursive: true });
    await writeFile(join(media, "2", "etiquette.svg"), LABEL);
    const inline = inlineImages(media);
    const uri = inline("/media/2/etiquette.svg?w=640", true);
    expect(uri).toBe(svgDataUrl(LABEL));
    expect(uri).toContain("%0A<text");
    expect(uri).toContain("100 %25 %231");
    // The URL decodes back to the drawing itself.
    const body = decodeURIComponent((uri ?? "").slice("data:image/svg+xml,".length));
    expect(body).toBe(LABEL);
  });

  it("leaves an illustration offered as pictures to them, and writes it where no srcset offers them", async () => {
    await writeFile(join(media, "2", "dessin.svg"), ILLUSTRATION);
    const inline = inlineImages(media);
    expect(inline("/media/2/dessin.svg", true)).toBeNull();
    expect(inline("/media/2/dessin.svg", false)).toBe(svgDataUrl(ILLUSTRATION));
  });

  it("writes nothing too large, missing, outside the media directory or not a drawing", async () => {
    const padded = (bytes: number) =>
      LABEL.replace("</svg>", `${" ".repeat(bytes - Buffer.byteLength(LABEL))}</svg>`);
    await writeFile(join(media, "2", "juste.svg"), padded(INLINE_IMAGE_MAX_BYTES));
    await writeFile(join(media, "2", "grand.svg"), padded(INLINE_IMAGE_MAX_BYTES + 1));
    await writeFile(join(root, "secret.svg"), LABEL);
    await mkdir(join(root, "media-voisin"), { recursive: true });
    await writeFile(join(root, "media-voisin", "x.svg"), LABEL);
    await symlink(join(root, "secret.svg"), join(media, "2", "lien.svg"));
    await mkdir(join(media, "2", "dossier.svg"), { recursive: true });
    await writeFile(join(media, "2", "photo.png"), "not a drawing");
    const inline = inlineImages(media);
    expect(inline("/media/2/juste.svg", false)).toMatch(/^data:image\/svg\+xml,/);
    for (const url of [
      "/media/2/grand.svg",
      "/media/2/absent.svg",
      "/media/2/..%2F..%2Fsecret.svg",
      "/media/../secret.svg",
      "/media/..%2Fmedia-voisin%2Fx.svg",
      "/media/2/lien.svg",
      "/media/2/dossier.svg",
      "/media/2/juste.svg%00.svg",
      "/media/2/%E0%A4%A.svg",
      "/media/2/photo.png",
      "https://example.com/media/2/etiquette.svg",
      "/media/2",
    ]) {
      expect(inline(url, false), url).toBeNull();
    }
  });

  it("keeps each answer a minute, a missing file's too, then reads the file again", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const inline = inlineImages(media);
      expect(inline("/media/2/plus-tard.svg", false)).toBeNull();
      await writeFile(join(media, "2", "plus-tard.svg"), LABEL);
      expect(inline("/media/2/plus-tard.svg", false)).toBeNull();
      vi.advanceTimersByTime(60_000);
      expect(inline("/media/2/plus-tard.svg", false)).toBe(svgDataUrl(LABEL));
      rmSync(join(media, "2", "plus-tard.svg"));
      expect(inline("/media/2/plus-tard.svg", false)).toBe(svgDataUrl(LABEL));
      vi.advanceTimersByTime(60_000);
      expect(inline("/media/2/plus-tard.svg", false)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("a product page's drawing", () => {
  let web: TestWebServer;
  beforeAll(async () => {
    web = await createTestWebServer();
  });
  afterAll(() => web?.close());

  it("comes with the page, without a request nor a preload; other images keep their address", async () => {
    const { body, statusCode } = await web.app.inject({
      method: "GET",
      url: "/boutique/muscadet-sevre-et-maine-sur-lie-les-trois-moulins/1",
      headers: { host: "domaine-trois-moulins.localhost" },
    });
    expect(statusCode).toBe(200);
    const main = /<img src="(data:image\/svg\+xml,[^"]+)"[^>]*>/.exec(body);
    expect(main?.[0]).toContain('fetchPriority="high"');
    expect(main?.[0]).not.toContain("srcSet");
    expect(main?.[1]).toContain("Trois Moulins");
    expect(body).not.toMatch(/rel="preload" as="image"[^>]*muscadet-les-trois-moulins/);
    // The other wines' cards still name their files, loaded lazily.
    expect(body).toMatch(/<img src="\/media\/2\/products\/clisson\.svg"[^>]*loading="lazy"/);
    expect(body.match(/src="data:/g)).toHaveLength(1);
  });
});
