import { describe, expect, it } from "vitest";
import { createApiClient, type FetchLike } from "./client";

/** A fetch that records the calls and answers an envelope. */
function recordingFetch() {
  const calls: { url: string; method: string }[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, method: init.method ?? "GET" });
    return new Response(JSON.stringify({ success: true, data: "appel", message: "" }), {
      headers: { "content-type": "application/json" },
    });
  };
  return { calls, fetch };
}

describe("kept replies", () => {
  it("are read before any call, with the URL and language the call would use", async () => {
    const { calls, fetch } = recordingFetch();
    const asked: [string, string][] = [];
    const api = createApiClient({
      baseUrl: "/api",
      siteId: 1,
      fetch,
      kept: (url, lang) => {
        asked.push([url, lang]);
        return url === "/api/parameter" ? ["gardé"] : undefined;
      },
    });
    expect(await api.parameters()).toEqual(["gardé"]);
    expect(calls).toEqual([]);
    expect(await api.siteInfo()).toBe("appel");
    expect(calls).toEqual([{ url: "/api/site/info", method: "GET" }]);
    expect(asked).toEqual([
      ["/api/parameter", "fr_FR"],
      ["/api/site/info", "fr_FR"],
    ]);
  });

  it("are never asked for a write", async () => {
    const { calls, fetch } = recordingFetch();
    const api = createApiClient({ baseUrl: "/api", siteId: 1, fetch, kept: () => "gardé" });
    expect(await api.createCart()).toBe("appel");
    expect(calls).toEqual([{ url: "/api/cart", method: "POST" }]);
  });
});
