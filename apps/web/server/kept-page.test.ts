import { withServiceTitle } from "@vitrine/api/testing/factories/content";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestWebServer, nonceOf, type TestWebServer } from "./testing";

// Versions trusted for a minute, as in production for VERSION_CHECK_MS: kept pages are answered
// from memory by the hook of kept-page.ts.
let web: TestWebServer;
let app: FastifyInstance;
const HOST = "armor-habitat.localhost:3000";

beforeAll(async () => {
  web = await createTestWebServer({}, { pageCache: true, versionCheckMs: 60_000 });
  app = web.app;
});

afterAll(() => web?.close());

const get = (url: string, headers: Record<string, string> = {}, method: "GET" | "HEAD" = "GET") =>
  app.inject({ method, url, headers: { host: HOST, ...headers } });

/** The reply's headers but its date and Vary (a kept page varies by encoding too). */
const headersOf = (response: { headers: Record<string, unknown> }) => {
  const { date: _, vary: __, ...headers } = response.headers;
  return headers;
};

describe("a kept page's view", () => {
  it("is answered from memory, without reading the site, with the render's bytes and headers", async () => {
    const first = await get("/a-propos");
    await get("/a-propos"); // the first view's page is kept once compressed
    const snapshot = vi.spyOn(web.services.sites, "getSnapshot");
    const version = vi.spyOn(web.services.sites.versions, "current");
    try {
      const kept = await get("/a-propos");
      const gzip = await get("/a-propos", { "accept-encoding": "gzip" });
      expect(kept.statusCode).toBe(200);
      expect(kept.body).toBe(first.body);
      expect(headersOf(kept)).toEqual(headersOf(first));
      expect(kept.headers.vary).toBe("Cookie, Accept-Encoding");
      expect(kept.headers["x-content-type-options"]).toBe("nosniff");
      expect(gzip.headers["content-encoding"]).toBe("gzip");
      expect(nonceOf(gzip)).toBe(nonceOf(first));
      expect(snapshot).not.toHaveBeenCalled();
      expect(version).not.toHaveBeenCalled();
    } finally {
      snapshot.mockRestore();
      version.mockRestore();
    }
  });

  it("goes the whole way after a write made here, and the page changed is rendered again", async () => {
    const before = await get("/");
    await get("/");
    await withServiceTitle(web.testDb.database.db, 1, "Un titre changé ici", async () => {
      // Written through another instance: this one keeps its page until it checks the versions.
      expect(nonceOf(await get("/"))).toBe(nonceOf(before));
      // Written through this one (what every API write does): the next view checks them.
      web.services.sites.invalidate();
      const after = await get("/");
      expect(nonceOf(after)).not.toBe(nonceOf(before));
      expect(after.body).toContain("Un titre changé ici");
    });
    web.services.sites.invalidate();
  });

  it("is not answered from memory to a session, a cart, another host or an unreadable Host", async () => {
    const anonymous = await get("/contact");
    await get("/contact");
    for (const cookie of ["token=abc", "cartKey=secret", "autre=1"]) {
      const response = await get("/contact", { cookie });
      expect(nonceOf(response), cookie).not.toBe(nonceOf(anonymous));
      expect(response.headers["cache-control"]).toBe("private, no-cache");
    }
    const otherSite = await get("/contact", { host: "domaine-trois-moulins.localhost" });
    expect(nonceOf(otherSite)).not.toBe(nonceOf(anonymous));
    expect((await get("/contact", { host: "inconnu.example" })).statusCode).toBe(404);
    expect((await get("/contact", { host: "bad host!" })).statusCode).toBe(400);
    const head = await get("/contact", {}, "HEAD");
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
  });
});
