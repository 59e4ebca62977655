import { describe, expect, it } from "vitest";
import { loadConfig, parseTrustProxy } from "./config";

describe("parseTrustProxy", () => {
  it.each([
    [undefined, "127.0.0.1,::1"],
    ["", "127.0.0.1,::1"],
    ["false", false],
    ["true", true],
    ["10.0.0.0/8,192.168.1.4", "10.0.0.0/8,192.168.1.4"],
  ])("%j -> %j", (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });
});

describe("loadConfig", () => {
  it("reads the environment once, with defaults", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.trustProxy).toBe("127.0.0.1,::1");
    expect(config.pgliteDir.endsWith("data/db")).toBe(true);
  });

  it("refuses a bad value with a readable message", () => {
    expect(() => loadConfig({ PORT: "quatre-vingts" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "pas une url" })).toThrow(/DATABASE_URL/);
  });

  it("runs one process unless told, and several only on PostgreSQL", () => {
    expect(loadConfig({}).workers).toBe(1);
    const url = "postgres://vitrine@db.internal:5432/vitrine";
    expect(loadConfig({ WEB_CONCURRENCY: "4", DATABASE_URL: url }).workers).toBe(4);
    expect(() => loadConfig({ WEB_CONCURRENCY: "2" })).toThrow(
      /WEB_CONCURRENCY: several processes need DATABASE_URL/,
    );
    for (const bad of ["0", "-1", "1.5", "deux", "65"]) {
      expect(() => loadConfig({ WEB_CONCURRENCY: bad, DATABASE_URL: url })).toThrow(/WEB_CONCURRENCY/);
    }
  });

  it("keeps rendered pages when PAGE_CACHE is on, renders by their data unless it is off", () => {
    expect(loadConfig({})).toMatchObject({ pageCache: true, renderCache: true });
    expect(loadConfig({ PAGE_CACHE: "renders" })).toMatchObject({ pageCache: false, renderCache: true });
    expect(loadConfig({ PAGE_CACHE: "off" })).toMatchObject({ pageCache: false, renderCache: false });
    expect(() => loadConfig({ PAGE_CACHE: "non" })).toThrow(/PAGE_CACHE/);
  });
});
