/**
 * The site's switches as pages show them: IS_BLOG_ACTIVATED (blog pages, menus, footer, sitemap).
 */

import type { Services } from "@vitrine/api/composition";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestWebServer, pageRequests, type TestWebServer } from "./testing";

let web: TestWebServer;
let app: FastifyInstance;
let services: Services;

const SITE1 = "armor-habitat.localhost";
const SITE2 = "domaine-trois-moulins.localhost";

beforeAll(async () => {
  web = await createTestWebServer();
  ({ app, services } = web);
});

afterAll(() => web?.close());

const { get } = pageRequests(() => app, SITE1, 61);

/** The HTML of the page's header, footer (and the legal line below it). */
const header = (html: string) => html.match(/<header[\s\S]*?<\/header>/)?.[0] ?? "";
const footer = (html: string) => html.match(/<footer[\s\S]*?<\/footer>/)?.[0] ?? "";

/** A site's parameter changed for the length of `run`. */
async function withParameter(siteId: number, key: string, value: string, run: () => Promise<void>) {
  const before = (await services.sites.getSnapshot(siteId))!.parameters.find((p) => p.type === key)!.value;
  await services.sites.updateParameter(siteId, key, value);
  try {
    await run();
  } finally {
    await services.sites.updateParameter(siteId, key, before);
  }
}

describe("IS_BLOG_ACTIVATED", () => {
  it("site 1 (on) has its blog in the menu, the footer and the sitemap", async () => {
    const home = await get("/");
    expect(header(home.body)).toContain('href="/blog-conseils"');
    expect(footer(home.body)).toContain('href="/blog-conseils"');
    expect((await get("/blog-conseils")).statusCode).toBe(200);
    expect((await get("/sitemap.xml")).body).toMatch(/\/blog-conseils\/[a-z0-9-]+\/\d+<\/loc>/);
  });

  it("site 2 (off) answers 404 on the blog's pages and never links to them", async () => {
    for (const url of [
      "/blog-conseils",
      "/blog-conseils/un-article/1",
      "/blog-conseils/dossier/un-dossier/1",
    ]) {
      const page = await get(url, { host: SITE2 });
      expect(page.statusCode, url).toBe(404);
      expect(page.body).toContain("Cette page est introuvable");
    }
    const home = await get("/", { host: SITE2 });
    expect(home.statusCode).toBe(200);
    expect(home.body).not.toContain('href="/blog-conseils');
    expect((await get("/sitemap.xml", { host: SITE2 })).body).not.toContain("/blog-conseils");
  });

  it("switched off on site 1, drops the blog's links from the menu, the footer and the sitemap", async () => {
    await withParameter(1, "IS_BLOG_ACTIVATED", "false", async () => {
      const home = await get("/a-propos");
      expect(home.statusCode).toBe(200);
      expect(header(home.body)).not.toContain('href="/blog-conseils');
      expect(footer(home.body)).not.toContain('href="/blog-conseils');
      // The other links stay.
      expect(footer(home.body)).toContain('href="/realisations"');
      expect((await get("/blog-conseils")).statusCode).toBe(404);
      const sitemap = await get("/sitemap.xml");
      expect(sitemap.statusCode).toBe(200);
      expect(sitemap.body).not.toContain("/blog-conseils");
      expect(sitemap.body).toContain("/realisations</loc>");
    });
    expect(header((await get("/a-propos")).body)).toContain('href="/blog-conseils"');
  });
});
