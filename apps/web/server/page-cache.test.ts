import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { withServiceTitle } from "@vitrine/api/testing/factories/content";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withEarlier } from "./page-cache";
import { createTestWebServer, nonceOf, type TestWebServer } from "./testing";

let web: TestWebServer;
let app: FastifyInstance;
const HOST = "armor-habitat.localhost:3000";

beforeAll(async () => {
  web = await createTestWebServer({}, { pageCache: true });
  app = web.app;
});

afterAll(() => web?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers: { host: HOST, ...headers } });

const consent = (decidedAt: string, audience = true) =>
  `cookie-consent=${encodeURIComponent(JSON.stringify({ audience, advertising: false, decidedAt }))}`;

describe("the page cache", () => {
  it("serves the same render to every anonymous visitor, its nonce and bytes included", async () => {
    const first = await get("/a-propos");
    const second = await get("/a-propos");
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(nonceOf(second)).toBe(nonceOf(first));
    expect(second.body).toBe(first.body);
    expect(second.body).toContain(`nonce="${nonceOf(second)}"`);
    expect(second.headers["cache-control"]).toBe(
      "public, max-age=0, s-maxage=60, stale-while-revalidate=300",
    );
  });

  it("sends the page compressed once, in the encoding the visitor accepts", async () => {
    const plain = await get("/a-propos");
    const br = await get("/a-propos", { "accept-encoding": "gzip, deflate, br" });
    const gz = await get("/a-propos", { "accept-encoding": "gzip" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(String(br.headers.vary)).toContain("Accept-Encoding");
  });

  it("renders again once the site has changed", async () => {
    const before = await get("/");
    await withServiceTitle(web.testDb.database.db, 1, "Un titre changé pour le cache", async () => {
      const after = await get("/");
      expect(nonceOf(after)).not.toBe(nonceOf(before));
      expect(after.body).toContain("Un titre changé pour le cache");
    });
  });

  it("never serves a kept page to a visitor with a session, a cart or another cookie", async () => {
    const anonymous = await get("/a-propos");
    for (const cookie of ["token=abc", "cartId=12", "cartKey=secret", "idSite=1", "autre=1"]) {
      const response = await get("/a-propos", { cookie });
      expect(nonceOf(response), cookie).not.toBe(nonceOf(anonymous));
      expect(response.headers["cache-control"]).toBe("private, no-cache");
    }
  });

  it("gives the same kept page each request's own cache policy", async () => {
    const first = await get("/a-propos");
    const withCookie = await get("/a-propos", { cookie: "_ga=GA1.1.1" });
    const again = await get("/a-propos");
    expect(nonceOf(withCookie)).toBe(nonceOf(first));
    expect(withCookie.headers["cache-control"]).toBe("private, no-cache");
    expect(again.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
    expect(again.headers["content-length"]).toBe(String(Buffer.byteLength(again.body)));
  });

  it("keeps one page per consent choice, shared by visitors who chose alike", async () => {
    const none = await get("/a-propos");
    const yes1 = await get("/a-propos", { cookie: consent("2026-01-02T10:00:00.000Z") });
    const yes2 = await get("/a-propos", { cookie: `${consent("2026-03-04T10:00:00.000Z")}; _ga=GA1.1.1` });
    const no = await get("/a-propos", { cookie: consent("2026-03-04T10:00:00.000Z", false) });
    expect(nonceOf(yes1)).not.toBe(nonceOf(none));
    expect(nonceOf(yes2)).toBe(nonceOf(yes1));
    expect(nonceOf(no)).not.toBe(nonceOf(yes1));
    // The choice shows in the page: the banner's boxes are checked as the visitor chose.
    expect(yes1.body).not.toBe(none.body);
  });

  it("serves the kept page to a visitor with the locale cookie (every returning visitor has it)", async () => {
    const anonymous = await get("/a-propos");
    const returning = await get("/a-propos", { cookie: "locale=fr_FR" });
    expect(nonceOf(returning)).toBe(nonceOf(anonymous));
    // An unknown locale is the default one: the same page.
    expect(nonceOf(await get("/a-propos", { cookie: "locale=xx_XX; _ga=GA1.1.1" }))).toBe(nonceOf(anonymous));
  });

  it("keeps pages apart per site and per address", async () => {
    const site1 = await get("/");
    const site2 = await get("/", { host: "domaine-trois-moulins.localhost:3000" });
    expect(nonceOf(site2)).not.toBe(nonceOf(site1));
    expect(site2.body).toContain("Trois Moulins");
    const queried = await get("/?utm_source=lettre");
    expect(nonceOf(queried)).not.toBe(nonceOf(site1));
  });

  it("keeps no error page", async () => {
    const first = await get("/page-qui-n-existe-pas");
    const second = await get("/page-qui-n-existe-pas");
    expect(first.statusCode).toBe(404);
    expect(nonceOf(second)).not.toBe(nonceOf(first));
  });

  it("renders each of many concurrent first views once", async () => {
    const replies = await Promise.all(Array.from({ length: 8 }, () => get("/contact")));
    expect(new Set(replies.map(nonceOf)).size).toBe(1);
    expect(replies.every((reply) => reply.statusCode === 200)).toBe(true);
  });
});

describe("a kept page's headers with those the hooks set before", () => {
  const kept = { "x-content-type-options": "nosniff", "content-type": "text/html", vary: "Cookie" };

  it("are the kept ones as they are while the hooks set the same values", () => {
    expect(withEarlier(kept, { "x-content-type-options": "nosniff" })).toBe(kept);
    expect(withEarlier(kept, {})).toBe(kept);
  });

  it("carry a hook's header the kept ones lack or hold otherwise, the kept ones winning", () => {
    expect(withEarlier(kept, { "x-request-id": "42" })).toEqual({ ...kept, "x-request-id": "42" });
    expect(withEarlier(kept, { vary: "Origin" })).toEqual(kept);
  });
});
