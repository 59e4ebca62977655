import { Writable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { loggedRoute, RequestLogController, safeError, withSafeSerializers } from "./log";

describe("loggedRoute", () => {
  const token = "Qm9uam91ci1KZWFuLUR1cG9udC0xMjM0NTY3ODkwYWJj";

  it.each([
    [
      "the route a request matched",
      { url: "/site/visit/jean%40exemple.fr", routeOptions: { url: "/site/visit/:id" } },
      "/site/visit/:id",
    ],
    ["a path without its query string", { url: "/blog?tag=jean.dupont@exemple.fr" }, "/blog"],
    [
      "a page served by a catch-all route",
      { url: "/services/renovation?x=1", routeOptions: { url: "/*" } },
      "/services/renovation",
    ],
    ["a token in a path", { url: `/password/reset/${token}` }, "/password/reset/:token"],
    [
      "a long slug, kept",
      { url: "/blog/renovation-complete-d-une-longere-bretonne-2024" },
      "/blog/renovation-complete-d-une-longere-bretonne-2024",
    ],
  ])("writes %s", (_name, request, expected) => {
    expect(loggedRoute(request)).toBe(expected);
  });
});

describe("safeError", () => {
  it("keeps the type, codes, SQL and stack frames, never the message", () => {
    const cause = Object.assign(new Error('invalid input syntax for type integer: "jean@exemple.fr"'), {
      code: "22P02",
    });
    const error = Object.assign(
      new Error("Failed query: select 1\nparams: jean@exemple.fr,Jean Dupont", { cause }),
      {
        query: 'select "id" from "users" where "email" = $1',
        params: ["jean@exemple.fr", "Jean Dupont"],
      },
    );
    const safe = safeError(error);
    expect(JSON.stringify(safe)).not.toMatch(/jean|Dupont/i);
    expect(safe).toMatchObject({
      type: "Error",
      query: 'select "id" from "users" where "email" = $1',
      cause: { type: "Error", code: "22P02" },
    });
    expect(safe.stack).toMatch(/^\s+at .*log\.test\.ts:\d+/);
  });

  it("names what is not an error by its type only", () => {
    expect(safeError("jean@exemple.fr")).toEqual({ type: "string" });
  });
});

describe("withSafeSerializers", () => {
  it("adds the serializers to the logger options, and leaves a logger off", () => {
    expect(withSafeSerializers(false)).toBe(false);
    expect(withSafeSerializers(undefined)).toBeUndefined();
    const options = withSafeSerializers({ level: "info" }) as { level: string; serializers: object };
    expect(options.level).toBe("info");
    expect(Object.keys(options.serializers)).toEqual(expect.arrayContaining(["req", "err"]));
    expect(Object.keys(withSafeSerializers(true) as { serializers: object })).toEqual(["serializers"]);
  });
});

describe("the request lines", () => {
  /** A server whose log lines are kept, at the given level, with the loaders' calls made inside. */
  async function serverLogging(level: string) {
    const lines: { level: number; msg: string; req?: { url: string } }[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const app = Fastify({
      logger: withSafeSerializers({ level, stream }),
      logController: new RequestLogController(),
    });
    app.get("/api/parameter", async () => ({ success: true }));
    app.get("/api/broken", async () => {
      throw new Error("cassé");
    });
    // A page whose loader asks the API in the process, as the web server's pages do.
    app.get("/", async () => {
      await app.inject({ method: "GET", url: "/api/parameter" });
      await app.inject({ method: "GET", url: "/api/broken" });
      return "page";
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
    await app.close();
    return lines;
  }

  it("write a page view at info and its calls made in the process at debug, their errors at error", async () => {
    const info = await serverLogging("info");
    const requests = info.filter((line) => line.msg === "incoming request");
    expect(requests.map((line) => line.req?.url)).toEqual(["/"]);
    expect(info.filter((line) => line.msg === "request completed")).toHaveLength(1);
    expect(info.some((line) => line.level >= 50 && line.req?.url === "/api/broken")).toBe(true);

    const debug = await serverLogging("debug");
    const calls = debug.filter((line) => line.msg === "incoming request" && line.level === 20);
    expect(calls.map((line) => line.req?.url)).toEqual(["/api/parameter", "/api/broken"]);
  });
});
