import { describe, expect, it } from "vitest";
import { deferHydrationIn } from "./defer-hydration.server";

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

/** The page as the server sends it, rewritten. */
const transform = (html: string): string => deferHydrationIn(Buffer.from(html)).toString("utf8");

describe("deferHydrationIn", () => {
  it("removes the module preloads and makes the bootstrap inert", () => {
    const html = transform(PAGE);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    expect(html).toContain(
      '<script nonce="abc" type="text/x-deferred-module" id="hydration-bootstrap">import * as route0',
    );
    // Everything else is untouched: the icon, the text, the context script.
    expect(html).toContain('<link rel="icon" href="/media/1/favicon.svg"/>');
    expect(html).toContain("<title>Accueil – Café « Élan »</title>");
    expect(html).toContain('<script nonce="abc">window.__reactRouterContext = {};</script>');
    expect(html.replace(/<link rel="modulepreload"[^>]*>/g, "")).toBe(
      PAGE.replace(/<link rel="modulepreload"[^>]*>/g, "").replace(
        '<script nonce="abc" type="module" async="">',
        '<script nonce="abc" type="text/x-deferred-module" id="hydration-bootstrap">',
      ),
    );
  });

  it("keeps the module preloads that come after the bootstrap", () => {
    const later = '<link rel="modulepreload" href="/assets/later-C.js" nonce="abc"/>';
    const html = transform(`${PAGE}${later}`);
    expect(html).toContain(later);
    expect(html).toContain('<script nonce="abc" type="text/x-deferred-module" id="hydration-bootstrap">');
    expect(html).not.toContain('/assets/root-B.js" nonce');
  });

  it("passes over other scripts with a nonce and keeps text in any script around the markers", () => {
    const page = PAGE.replace(
      "<main>Bienvenue</main>",
      '<main>Élan ✓ 🍷</main><script nonce="abc" type="application/ld+json">{"a":"é"}</script>',
    );
    const html = transform(page);
    expect(html).toContain(
      '<main>Élan ✓ 🍷</main><script nonce="abc" type="application/ld+json">{"a":"é"}</script>',
    );
    expect(html).toContain('id="hydration-bootstrap"');
  });

  it("makes React Router's data scripts after the bootstrap inert, and only them", () => {
    const data = (call: string) =>
      `<script nonce="abc">window.__reactRouterContext.streamController.${call}</script>`;
    const before = data('enqueue("[0]");');
    const page = PAGE.replace("<main>", `${before}<main>`).replace(
      "</body>",
      `${data('enqueue("[{\\"a\\":\\"é ✓\\"}]");')}<p>x</p>${data("close();")}</body>`,
    );
    const html = transform(page);
    const inert =
      '<script nonce="abc" type="text/x-deferred-data">window.__reactRouterContext.streamController.';
    expect(html.split(inert)).toHaveLength(3);
    expect(html).toContain(
      `${inert}enqueue("[{\\"a\\":\\"é ✓\\"}]");</script><p>x</p>${inert}close();</script>`,
    );
    // Before the bootstrap (never written there by React Router) a script is left alone.
    expect(html).toContain(before);
  });

  it("leaves a page without React Router scripts as it is", () => {
    for (const html of [
      '<html><body><p>Erreur 500 : a < b</p><img src="/x.svg"/></body></html>',
      '<script nonce="x',
    ]) {
      expect(transform(html)).toBe(html);
    }
  });
});
