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
});
