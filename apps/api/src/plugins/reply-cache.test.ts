import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApi } from "../app";
import { createServices } from "../composition";
import { carts, sites } from "../db/schema/index";
import { SizedLru } from "../lib/lru";
import { ReplyCache } from "../lib/reply-cache";
import { VERSION_CHECK_MS } from "../modules/site/site-versions";
import { createTestApi, type TestApi } from "../testing/api";
import { createMember } from "../testing/factories/account";
import { createService } from "../testing/factories/content";
import { createSite, setParameters } from "../testing/factories/site";

let api: TestApi;
let siteId: number;
let otherSiteId: number;
let adminToken: string;

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  siteId = (await createSite(api.database.db)).id;
  otherSiteId = (await createSite(api.database.db)).id;
  const admin = await createMember(api.database.db, siteId, { role: "ADMIN" });
  adminToken = await api.services.accounts.sessions.createSession(siteId, admin.id);
});

afterAll(async () => {
  await api.close();
});

const versionOf = async (id: number) => {
  const [row] = await api.database.db
    .select({ version: sites.contentVersion })
    .from(sites)
    .where(eq(sites.id, id));
  return row!.version;
};

/** A call that does not tell this instance to read the versions again (api.call does). */
const inject = (url: string, headers: Record<string, string> = {}, site = siteId) =>
  api.app.inject({ method: "GET", url, headers: { idSite: String(site), ...headers } });

const parameter = async (key: string, site = siteId) => {
  const list = (await inject("/parameter", {}, site)).json().data as { type: string; value: string | null }[];
  return list.find((p) => p.type === key)?.value;
};

describe("content versions", () => {
  it("are bumped by a write to what the site shows, for that site only", async () => {
    const [before, otherBefore] = [await versionOf(siteId), await versionOf(otherSiteId)];
    await createService(api.database.db, siteId);
    expect(await versionOf(siteId)).toBeGreaterThan(before);
    expect(await versionOf(otherSiteId)).toBe(otherBefore);
  });

  it("are not bumped by a visitor's cart", async () => {
    const before = await versionOf(siteId);
    await api.database.db.insert(carts).values({ siteId, keyHash: "x".repeat(64) });
    expect(await versionOf(siteId)).toBe(before);
  });

  it("are bumped by a change to the site's own row", async () => {
    const before = await versionOf(otherSiteId);
    await api.database.db.update(sites).set({ name: "Autre nom" }).where(eq(sites.id, otherSiteId));
    expect(await versionOf(otherSiteId)).toBeGreaterThan(before);
  });
});

describe("kept replies", () => {
  it("serve a route marked siteCache until the site's version changes", async () => {
    // On PostgreSQL the database would tell this instance at once (decision 039): here, what it
    // keeps when nothing tells it.
    await api.services.sites.versions.unfollow();
    await setParameters(api.database.db, siteId, { GOOGLE_ANALYTICS_ID: "G-AAAA1111" });
    api.services.sites.invalidate();
    // The clock stands still: the versions read here stay trusted (VERSION_CHECK_MS) however slow
    // the machine is between the two calls.
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      expect(await parameter("GOOGLE_ANALYTICS_ID")).toBe("G-AAAA1111");
      // Written behind this instance's back: the kept reply stands until the versions are read again.
      await setParameters(api.database.db, siteId, { GOOGLE_ANALYTICS_ID: "G-BBBB2222" });
      expect(await parameter("GOOGLE_ANALYTICS_ID")).toBe("G-AAAA1111");
    } finally {
      vi.useRealTimers();
    }
    api.services.sites.invalidate();
    expect(await parameter("GOOGLE_ANALYTICS_ID")).toBe("G-BBBB2222");
  });

  it("are never shared between sites", async () => {
    await setParameters(api.database.db, otherSiteId, { GOOGLE_ANALYTICS_ID: "G-OTHER999" });
    api.services.sites.invalidate();
    expect(await parameter("GOOGLE_ANALYTICS_ID", otherSiteId)).toBe("G-OTHER999");
    expect(await parameter("GOOGLE_ANALYTICS_ID", siteId)).not.toBe("G-OTHER999");
  });

  it("are read again at once after a write through the API", async () => {
    await parameter("GOOGLE_ANALYTICS_ID");
    const put = await api.app.inject({
      method: "PUT",
      url: "/admin/parameter/GOOGLE_ANALYTICS_ID",
      headers: { idSite: String(siteId), authorization: `Bearer ${adminToken}` },
      payload: { value: "G-CCCC3333" },
    });
    expect(put.statusCode).toBe(200);
    expect(await parameter("GOOGLE_ANALYTICS_ID")).toBe("G-CCCC3333");
  });

  it("carry an ETag that answers 304 while the version holds", async () => {
    const first = await inject("/site/info");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers["cache-control"]).toBe("public, no-cache");
    expect((await inject("/site/info", { "if-none-match": etag })).statusCode).toBe(304);
    await createService(api.database.db, siteId);
    api.services.sites.invalidate();
    const changed = await inject("/site/info", { "if-none-match": etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it("are not kept for a reply that is no success", async () => {
    expect((await inject("/service/2147483647")).statusCode).toBe(404);
    const id = (await createService(api.database.db, siteId)).id;
    api.services.sites.invalidate();
    expect((await inject(`/service/${id}`)).statusCode).toBe(200);
    expect((await inject("/service/abc")).statusCode).toBe(400);
  });
});

describe("two instances on one database", () => {
  it("see each other's writes within VERSION_CHECK_MS", async () => {
    const other = await buildApi({ services: createServices(api.config, api.database) });
    try {
      const read = async () =>
        (
          (
            await other.inject({ method: "GET", url: "/parameter", headers: { idSite: String(siteId) } })
          ).json().data as { type: string; value: string }[]
        ).find((p) => p.type === "GOOGLE_ANALYTICS_ID")?.value;
      await setParameters(api.database.db, siteId, { GOOGLE_ANALYTICS_ID: "G-DDDD4444" });
      expect(await read()).toBe("G-DDDD4444");
      const put = await api.app.inject({
        method: "PUT",
        url: "/admin/parameter/GOOGLE_ANALYTICS_ID",
        headers: { idSite: String(siteId), authorization: `Bearer ${adminToken}` },
        payload: { value: "G-EEEE5555" },
      });
      expect(put.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, VERSION_CHECK_MS + 100));
      expect(await read()).toBe("G-EEEE5555");
    } finally {
      await other.close();
    }
  });
});

describe("ReplyCache.data", () => {
  it("gives in-process callers the data parsed once, frozen so that no caller changes it for the next", () => {
    const cache = new ReplyCache();
    cache.set("k", {
      body: JSON.stringify({ success: true, data: { list: [{ n: 1 }] }, message: "" }),
      etag: "e",
    });
    const data = cache.data("k") as { list: { n: number }[] };
    expect(data).toEqual({ list: [{ n: 1 }] });
    expect(cache.data("k")).toBe(data);
    expect(() => data.list.push({ n: 2 })).toThrow(TypeError);
    expect(() => {
      data.list[0]!.n = 3;
    }).toThrow(TypeError);
    expect(cache.data("absent")).toBeUndefined();
  });
});

describe("SizedLru", () => {
  it("stays within its size, dropping the least recently used first", () => {
    const lru = new SizedLru<string>(10, (value) => value.length);
    lru.set("a", "aaaa");
    lru.set("b", "bbbb");
    lru.get("a");
    lru.set("c", "cccc");
    expect(lru.get("b")).toBeUndefined();
    expect(lru.get("a")).toBe("aaaa");
    expect(lru.get("c")).toBe("cccc");
    expect(lru.size).toBeLessThanOrEqual(10);
    lru.set("huge", "x".repeat(11));
    expect(lru.get("huge")).toBeUndefined();
  });

  it("forgets entries older than their age limit", async () => {
    const lru = new SizedLru<string>(100, (value) => value.length, 20);
    lru.set("a", "aaaa");
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(lru.get("a")).toBeUndefined();
    expect(lru.size).toBe(0);
  });
});
