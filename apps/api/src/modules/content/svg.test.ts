import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sanitizeSvg } from "../../lib/svg";
import { createTestApi, type TestApi } from "../../testing/api";
import { MINIMAL_SITES } from "../../testing/minimal-seed";
import { svgMediaPath } from "./svg";
import { expectFrenchError, nextIp } from "./testing";

/** POST /image/load-svg: only this site's own SVG files, sanitized; nothing fetched. */

let api: TestApi;

const EVIL_SVG = `<?xml version="1.0"?>
<!DOCTYPE svg [<!ENTITY x "boom">]>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">
  <script>alert(document.cookie)</script>
  <defs><linearGradient id="g1"><stop offset="0" stop-color="#1b3358"/></linearGradient></defs>
  <rect width="10" height="10" fill="url(#g1)" onclick="steal()"/>
  <rect width="5" height="5" fill="url(https://tracker.example/p.svg#a)" style="fill: url(http://tracker.example/x)"/>
  <a href="javascript:alert(1)"><circle r="2"/></a>
  <image href="https://tracker.example/pixel.png" width="1" height="1"/>
  <use xlink:href="https://tracker.example/sprite.svg#icon"/>
  <use href="#g1"/>
  <foreignObject><iframe src="https://evil.example"></iframe></foreignObject>
  <style>@import url(https://tracker.example/a.css);</style>
  <text x="1" y="5">&x; Armor</text>
</svg>`;

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  const site1 = join(api.config.mediaDir, "1");
  mkdirSync(join(site1, "tests"), { recursive: true });
  mkdirSync(join(site1, "badges"), { recursive: true });
  mkdirSync(join(api.config.mediaDir, "2"), { recursive: true });
  const logo = (label: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 100"><text x="10" y="60">${label}</text></svg>`;
  writeFileSync(join(site1, "logo.svg"), logo("Bâtiment"));
  writeFileSync(join(site1, "badges", "rge-qualibat.svg"), logo("RGE"));
  writeFileSync(join(api.config.mediaDir, "2", "logo.svg"), logo("Domaine"));
  writeFileSync(join(site1, "tests", "evil.svg"), EVIL_SVG);
  writeFileSync(join(site1, "tests", "not-svg.svg"), "juste du texte");
  writeFileSync(
    join(api.config.dataDir, "secret.svg"),
    '<svg xmlns="http://www.w3.org/2000/svg"><text>secret</text></svg>',
  );
  symlinkSync(join(api.config.dataDir, "secret.svg"), join(site1, "tests", "link.svg"));
});

afterAll(async () => {
  await api?.close();
});

const load = (url: unknown, site = 1) =>
  api.call({ method: "POST", url: "/image/load-svg", payload: { url }, site, remoteAddress: nextIp() });

describe("POST /image/load-svg", () => {
  it("answers the sanitized markup of an SVG of this site, by path or by its own URL", async () => {
    const { status, body } = await load("/media/1/logo.svg");
    expect(status).toBe(200);
    expect(body.data.url).toBe("/media/1/logo.svg");
    expect(body.data.markup).toMatch(/^<svg [^>]*viewBox="0 0 360 100"/);
    const absolute = await load(`${MINIMAL_SITES.building.devUrl}/media/1/logo.svg?v=2`);
    expect(absolute.status).toBe(200);
    expect(absolute.body.data.markup).toBe(body.data.markup);
    const viaApi = await load("/api/media/1/badges/rge-qualibat.svg");
    expect(viaApi.status).toBe(200);
    const own = await load("/media/2/logo.svg", 2);
    expect(own.status).toBe(200);
  });

  it("removes scripts, handlers, foreign content and every external reference", async () => {
    const { status, body } = await load("/media/1/tests/evil.svg");
    expect(status).toBe(200);
    const markup: string = body.data.markup;
    expect(markup).not.toMatch(
      /script|onload|onclick|javascript:|foreignObject|iframe|tracker\.example|@import|<image|ENTITY/i,
    );
    expect(markup).toContain('fill="url(#g1)"');
    expect(markup).toContain('<use href="#g1"></use>');
    expect(markup).toContain("<linearGradient");
    expect(markup).toContain('viewBox="0 0 10 10"');
  });

  it("refuses other hosts and schemes without any network request", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    for (const url of [
      "http://example.com/media/1/logo.svg",
      "https://127.0.0.1/media/1/logo.svg",
      "http://localhost/media/1/logo.svg",
      "http://169.254.169.254/latest/meta-data",
      "//example.com/media/1/logo.svg",
      "file:///etc/passwd",
      "ftp://batiment-essai.localhost/media/1/logo.svg",
      "http://user:pass@batiment-essai.localhost:3000/media/1/logo.svg",
      "data:image/svg+xml,<svg/>",
      "logo.svg",
    ]) {
      const { status, body } = await load(url);
      expect(status, url).toBe(400);
      expectFrenchError(body);
      expect(body.data.errors.url).toBeDefined();
    }
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it("refuses path traversal, another site's files and other file types", async () => {
    for (const url of [
      "/media/1/../2/logo.svg",
      "/media/1/%2e%2e/2/logo.svg",
      "/media/1/%2E%2E%2F%2E%2E%2Fsecret.svg",
      "/media/1/..%5c..%5csecret.svg",
      "/media/1/./logo.svg",
      "/media/1//logo.svg",
      "/media/2/logo.svg",
      "/media/10/logo.svg",
      "/media/1/.hidden.svg",
      "/media/1/logo.png",
      "/media/1/logo.svg%00.png",
      "/etc/passwd",
      "/media/1/%E0%A4%A",
    ]) {
      const { status, body } = await load(url);
      expect(status, url).toBe(400);
      expectFrenchError(body);
    }
    // Another site's file through its own host name is still another site's file.
    expect((await load(`${MINIMAL_SITES.shop.devUrl}/media/2/logo.svg`)).status).toBe(400);
  });

  it("refuses a symbolic link leading out of the site's directory, 404 for a missing file", async () => {
    expect((await load("/media/1/tests/link.svg")).status).toBe(400);
    const missing = await load("/media/1/absent.svg");
    expect(missing.status).toBe(404);
    expectFrenchError(missing.body);
    expect((await load("/media/1/tests/not-svg.svg")).status).toBe(422);
  });

  it("validates the body", async () => {
    for (const url of ["", 42, "x".repeat(3000)]) {
      const { status, body } = await load(url);
      expect(status).toBe(400);
      expect(body.data.errors.url).toBeDefined();
    }
  });
});

describe("svgMediaPath", () => {
  it("maps a site's media URL to its relative file", () => {
    expect(svgMediaPath("/media/3/a/b.svg", 3, [])).toBe("a/b.svg");
    expect(svgMediaPath("https://www.exemple.fr/media/3/B.SVG#x", 3, ["www.exemple.fr"])).toBe("B.SVG");
    expect(() => svgMediaPath("https://www.exemple.fr/media/3/b.svg", 3, [])).toThrow();
  });
});

describe("sanitizeSvg", () => {
  it("keeps the case of SVG names and drops what is not drawing", () => {
    const clean = sanitizeSvg(
      '<svg viewBox="0 0 1 1"><clipPath id="c"><rect/></clipPath><g clip-path="url(#c)"><path d="M0 0"/></g><animate attributeName="href" to="javascript:alert(1)"/></svg>',
    );
    expect(clean).toBe(
      '<svg viewBox="0 0 1 1"><clipPath id="c"><rect></rect></clipPath><g clip-path="url(#c)"><path d="M0 0"></path></g></svg>',
    );
  });
});
