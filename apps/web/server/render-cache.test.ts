import { withServiceTitle } from "@vitrine/api/testing/factories/content";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataText } from "../app/features/http/render-key.server";
import { PageCache } from "./page-cache";
import { createTestWebServer, nonceOf, registerMember, type TestWebServer } from "./testing";

const HOST = "armor-habitat.localhost:3000";

describe("renders kept by what they show", () => {
  let web: TestWebServer;
  let app: FastifyInstance;
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: "GET", url, headers: { host: HOST, ...headers } });
  // What any write to the services does to the caches, without changing what a page shows.
  const touchServices = () =>
    web.testDb.database.db.execute(sql`update services set title = title where site_id = 1`);

  beforeAll(async () => {
    web = await createTestWebServer({}, { pageCache: true, renderCache: true });
    app = web.app;
  });
  afterAll(() => web?.close());

  it("serves the same render once the site's version moved, when the page's data did not change", async () => {
    const before = await get("/");
    await touchServices();
    const after = await get("/");
    expect(after.statusCode).toBe(200);
    expect(nonceOf(after)).toBe(nonceOf(before));
    expect(after.body).toBe(before.body);
    // The policy names the nonce the page's scripts carry.
    expect(after.body).toContain(`nonce="${nonceOf(after)}"`);
  });

  it("renders again when the page shows what changed", async () => {
    const before = await get("/");
    await withServiceTitle(web.testDb.database.db, 1, "Un titre changé pour les rendus", async () => {
      const after = await get("/");
      expect(nonceOf(after)).not.toBe(nonceOf(before));
      expect(after.body).toContain("Un titre changé pour les rendus");
    });
    // Back to what it showed: the first render again.
    expect(nonceOf(await get("/"))).toBe(nonceOf(before));
  });

  it("keeps renders apart by address, query and visitor", async () => {
    const home = await get("/");
    expect(nonceOf(await get("/?utm_source=lettre"))).not.toBe(nonceOf(home));
    expect(nonceOf(await get("/a-propos"))).not.toBe(nonceOf(home));
    const other = await get("/", {
      host: "domaine-trois-moulins.localhost:3000",
    });
    expect(other.body).toContain("Trois Moulins");
    const consent = `cookie-consent=${encodeURIComponent(
      JSON.stringify({
        audience: true,
        advertising: false,
        decidedAt: "2026-01-02T10:00:00.000Z",
      }),
    )}`;
    const consented = await get("/", { cookie: consent });
    expect(nonceOf(consented)).not.toBe(nonceOf(home));
    expect(consented.body).not.toBe(home.body);
  });

  it("keeps no render for a member or a cart: their pages are rendered for them each time", async () => {
    const { cookie: member } = await registerMember(app, { host: HOST });
    for (const [url, cookie] of [
      ["/mon-compte", member],
      ["/a-propos", "cartKey=un-panier"],
    ] as const) {
      const first = await get(url, { cookie });
      expect(first.statusCode, url).toBe(200);
      await touchServices();
      expect(nonceOf(await get(url, { cookie })), url).not.toBe(nonceOf(first));
    }
  });

  it("never answers a form from a kept render", async () => {
    const page = await get("/nous-contacter");
    const posted = await app.inject({
      method: "POST",
      url: "/nous-contacter",
      headers: {
        host: HOST,
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: "intent=contact",
    });
    expect(nonceOf(posted)).not.toBe(nonceOf(page));
  });
});

describe("without the render cache (PAGE_CACHE=off)", () => {
  let web: TestWebServer;
  beforeAll(async () => {
    web = await createTestWebServer({}, { pageCache: false, renderCache: false });
  });
  afterAll(() => web?.close());

  it("renders every view", async () => {
    const get = () => web.app.inject({ method: "GET", url: "/", headers: { host: HOST } });
    expect(nonceOf(await get())).not.toBe(nonceOf(await get()));
  });
});

describe("a kept render stored again in the page cache", () => {
  it("is not compressed again: the same bytes keep their compressed forms", async () => {
    const pages = new PageCache();
    const body = Buffer.from("<!DOCTYPE html><p>Une page gardée</p>".repeat(50));
    const page = { status: 200, headers: [], nonce: "n" };
    await pages.store("1|10|/", { ...page, body });
    await pages.store("1|11|/", { ...page, body });
    await pages.store("1|12|/", { ...page, body: Buffer.from(body) });
    expect(pages.get("1|11|/")?.br).toBe(pages.get("1|10|/")?.br);
    // Equal bytes in another buffer: compressed again (only a kept render comes back as the same one).
    expect(pages.get("1|12|/")?.br).not.toBe(pages.get("1|10|/")?.br);
    expect(pages.get("1|12|/")?.br.equals(pages.get("1|10|/")?.br as Buffer)).toBe(true);
  });
});

describe("the page data's text, which the key is made of", () => {
  it("tells apart data that JSON writes alike", () => {
    const pairs: [unknown, unknown][] = [
      [{ a: undefined }, {}],
      [{ a: undefined }, { a: null }],
      [[undefined], [null]],
      [{ a: new Date(0) }, { a: new Date(0).toISOString() }],
      [{ a: Number.NaN }, { a: null }],
      [{ a: Number.POSITIVE_INFINITY }, { a: null }],
      [{ a: -0 }, { a: 0 }],
      [{ a: "\u0000u" }, { a: undefined }],
      [
        { a: 1, b: 2 },
        { b: 2, a: 1 },
      ],
    ];
    for (const [one, other] of pairs) expect(dataText(one), JSON.stringify(one)).not.toBe(dataText(other));
    expect(dataText({ a: [1, "x", { b: true }] })).toBe(dataText({ a: [1, "x", { b: true }] }));
  });

  it("gives no text for data it cannot tell apart (no render is kept for them)", () => {
    for (const value of [
      { a: Promise.resolve(1) },
      { a: new Map([[1, 2]]) },
      { a: new Set([1]) },
      { a: () => 1 },
      { a: 1n },
      { a: Symbol("s") },
      { a: new (class Box {})() },
    ])
      expect(dataText(value)).toBeNull();
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(dataText(cycle)).toBeNull();
  });
});
