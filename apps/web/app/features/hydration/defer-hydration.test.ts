import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { deferHydration, deferHydrationIn } from "./defer-hydration.server";

const PAGE = [
  '<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="abc"/>',
  '<link rel="modulepreload" href="/assets/root-B.js" nonce="abc"/>',
  '<link rel="icon" href="/media/1/favicon.svg"/>',
  "<title>Accueil – Café « Élan »</title></head><body><main>Bienvenue</main>",
  '<script nonce="abc">window.__reactRouterContext = {};</script>',
  '<script nonce="abc" type="module" async="">import * as route0 from "/assets/root-B.js";',
  'import("/assets/entry.client-A.js");</script></body></html>',
].join("");

/** Streams `html` through the transform in chunks of `size` bytes, cut anywhere. */
async function transform(html: string, size: number): Promise<string> {
  const bytes = Buffer.from(html);
  const chunks: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += size) chunks.push(bytes.subarray(start, start + size));
  return text(Readable.from(chunks).pipe(deferHydration()));
}

describe("deferHydration", () => {
  it("removes the module preloads and makes the bootstrap inert, keeping the module list", async () => {
    const html = await transform(PAGE, 1 << 16);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    expect(html).toContain(
      '<script nonce="abc" type="text/x-deferred-module" id="hydration-bootstrap" data-preload="/assets/entry.client-A.js /assets/root-B.js">import * as route0',
    );
    // Everything else is untouched: the icon, the text, the context script.
    expect(html).toContain('<link rel="icon" href="/media/1/favicon.svg"/>');
    expect(html).toContain("<title>Accueil – Café « Élan »</title>");
    expect(html).toContain('<script nonce="abc">window.__reactRouterContext = {};</script>');
  });

  it("gives the same page whatever the chunk boundaries, including inside tags and characters", async () => {
    const whole = await transform(PAGE, 1 << 16);
    for (const size of [1, 2, 3, 7, 16, 61, 200]) {
      expect(await transform(PAGE, size)).toBe(whole);
    }
  });

  it("keeps the module preloads that come after the bootstrap", async () => {
    const later = '<link rel="modulepreload" href="/assets/later-C.js" nonce="abc"/>';
    for (const size of [1, 13, 1 << 16]) {
      const html = await transform(`${PAGE}${later}`, size);
      expect(html).toContain(later);
      expect(html).toContain('data-preload="/assets/entry.client-A.js /assets/root-B.js"');
    }
  });

  it("leaves a page without React Router scripts as it is", async () => {
    const html = '<html><body><p>Erreur 500 : a < b</p><img src="/x.svg"/></body></html>';
    expect(await transform(html, 5)).toBe(html);
  });

  it("rewrites a whole page as the stream does", async () => {
    const later = '<link rel="modulepreload" href="/assets/later-C.js" nonce="abc"/>';
    for (const page of [PAGE, `${PAGE}${later}`, "<html><body>a < b</body></html>"]) {
      expect(deferHydrationIn(page)).toBe(await transform(page, 7));
    }
  });
});
