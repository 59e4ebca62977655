import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reviews } from "../../db/schema/index";
import { createTestApi, type TestApi } from "../../testing/api";
import { createReview } from "../../testing/factories/content";
import { expectFrenchError } from "./testing";

/** GET /google/reviews: reviews kept per site, their average and count, `from` by date or source. */

let api: TestApi;

/** The reviews of site 1, written by the factory: the counts below are taken from them. */
const made = [
  { rating: 5, reviewedOn: "2025-06-10", source: "GOOGLE" as const },
  { rating: 4, reviewedOn: "2025-09-02", source: "GOOGLE" as const },
  { rating: 5, reviewedOn: "2025-11-20", source: "GOOGLE" as const },
  { rating: 5, reviewedOn: "2026-01-08", source: "GOOGLE" as const },
  { rating: 3, reviewedOn: "2026-02-14", source: "GOOGLE" as const },
  { rating: 5, reviewedOn: "2026-03-01", source: "SITE" as const },
  { rating: 4, reviewedOn: "2026-03-21", source: "GOOGLE" as const },
];
const mean = (ratings: number[]) =>
  Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10;

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  for (const review of made) await createReview(api.database.db, 1, review);
});

afterAll(async () => {
  await api?.close();
});

const get = (url: string, site = 1) => api.call({ method: "GET", url, site });

describe("GET /google/reviews", () => {
  it("answers the site's reviews, newest first, with their average and count", async () => {
    const { status, body } = await get("/google/reviews?from=");
    expect(status).toBe(200);
    expect(body.data.count).toBe(made.length);
    expect(body.data.items).toHaveLength(made.length);
    expect(body.data.average).toBe(mean(made.map((r) => r.rating)));
    const dates = body.data.items.map((r: { date: string }) => r.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const review of body.data.items) {
      expect(Object.keys(review).sort()).toEqual([
        "author",
        "date",
        "id",
        "rating",
        "reply",
        "source",
        "text",
      ]);
      expect(review.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it("filters by date or by source with from=, and by rating", async () => {
    const since = await get("/google/reviews?from=2026-01-01");
    expect(since.body.data.items.every((r: { date: string }) => r.date >= "2026-01-01")).toBe(true);
    expect(since.body.data.count).toBe(made.filter((r) => r.reviewedOn >= "2026-01-01").length);
    expect(since.body.data.count).toBeLessThan(made.length);
    const site = await get("/google/reviews?from=site");
    expect(site.body.data.items.map((r: { source: string }) => r.source)).toEqual(
      made.filter((r) => r.source === "SITE").map((r) => r.source),
    );
    const google = await get("/google/reviews?from=GOOGLE");
    expect(google.body.data.count).toBe(made.filter((r) => r.source === "GOOGLE").length);
    const top = await get("/google/reviews?rating=gte:5");
    expect(top.body.data.items.every((r: { rating: number }) => r.rating === 5)).toBe(true);
    expect(top.body.data.count).toBe(made.filter((r) => r.rating === 5).length);
    expect(top.body.data.average).toBe(5);
    const paged = await get("/google/reviews?nbItem=3&page=3");
    expect(paged.body.data.items).toHaveLength(made.length - 6);
    expect(paged.body.data.count).toBe(made.length);
  });

  it("refuses a rating filter that is not a whole number the column can hold, or compared as text", async () => {
    for (const url of [
      "/google/reviews?rating=100000",
      "/google/reviews?rating=gt:40000",
      "/google/reviews?rating=-99999",
      "/google/reviews?rating=1.5",
      "/google/reviews?rating=gte:4.5",
      "/google/reviews?rating=Infinity",
      "/google/reviews?rating=abc",
      "/google/reviews?rating=0x10",
      "/google/reviews?rating=lk:5",
      "/news?isPromoted=lk:vrai",
    ]) {
      const { status, body } = await get(url);
      expect(status, url).toBe(400);
      expectFrenchError(body);
      expect(Object.keys(body.data.errors), url).toEqual([url.includes("news") ? "isPromoted" : "rating"]);
    }
    expect((await get("/google/reviews?rating=gte:%204%20")).body.data.count).toBe(
      made.filter((r) => r.rating >= 4).length,
    );
  });

  it("refuses a `from` that is neither a date nor a source, and unknown filters", async () => {
    for (const url of [
      "/google/reviews?from=hier",
      "/google/reviews?from=2026-02-30",
      "/google/reviews?author=x",
    ]) {
      const { status, body } = await get(url);
      expect(status, url).toBe(400);
      expectFrenchError(body);
    }
    const { body } = await get("/google/reviews?from=hier");
    expect(body.data.errors.from).toMatch(/AAAA-MM-JJ/);
  });

  it("keeps reviews per site and shows only the approved ones (not the hidden nor the pending)", async () => {
    const empty = await get("/google/reviews", 2);
    expect(empty.body.data).toEqual({ items: [], average: null, count: 0 });
    await api.database.db.insert(reviews).values([
      {
        siteId: 2,
        author: "Paul",
        rating: 4,
        text: "Très bon accueil au caveau.",
        reviewedOn: "2026-05-02",
        state: "APPROVED",
      },
      { siteId: 2, author: "Spam", rating: 1, text: "Pub", reviewedOn: "2026-05-03", state: "REJECTED" },
      { siteId: 2, author: "Léa", rating: 2, text: "Pas encore lu.", reviewedOn: "2026-05-04" },
    ]);
    const two = await get("/google/reviews", 2);
    expect(two.body.data).toMatchObject({ average: 4, count: 1 });
    expect(two.body.data.items.map((r: { author: string }) => r.author)).toEqual(["Paul"]);
    expect((await get("/google/reviews")).body.data.count).toBe(made.length);
  });

  it("stores only ratings from 1 to 5", async () => {
    await expect(
      api.database.db
        .insert(reviews)
        .values({ siteId: 1, author: "x", rating: 6, text: "x", reviewedOn: "2026-01-01" }),
    ).rejects.toThrow();
  });
});
