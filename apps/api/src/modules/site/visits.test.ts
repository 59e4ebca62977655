import { todayInParis } from "@vitrine/shared/account-rules";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteVisits } from "../../db/schema/index";
import { createTestApi, type TestApi } from "../../testing/api";
import { expectFrenchError } from "../content/testing";
import { MAX_VISIT_SOURCES_PER_DAY, OTHER_VISIT_SOURCE } from "./service";
import { VISIT_LIMIT } from "./visits.routes";

/** GET /site/visit/{id} without a session: limited per site and address, sources capped per day. */

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
});

afterAll(async () => {
  await api?.close();
});

const visit = (source: string, ip: string, site = 1) =>
  api.call({ method: "GET", url: `/site/visit/${source}`, site, headers: { "x-forwarded-for": ip } });

async function countOf(siteId: number, source: string): Promise<number | undefined> {
  const [row] = await api.database.db
    .select({ count: siteVisits.count })
    .from(siteVisits)
    .where(
      and(eq(siteVisits.siteId, siteId), eq(siteVisits.source, source), eq(siteVisits.day, todayInParis())),
    );
  return row?.count;
}

describe("recording visits", () => {
  it("is limited per site and address, with a French 429 that records nothing", async () => {
    const ip = "10.66.0.1";
    for (let i = 0; i < VISIT_LIMIT.max; i++) expect((await visit("affiche", ip)).status).toBe(200);
    const refused = await visit("affiche", ip);
    expect(refused.status).toBe(429);
    expectFrenchError(refused.body);
    expect(refused.body.message).toMatch(
      /^Trop de visites enregistrées depuis votre connexion\. Merci de patienter \d+ minutes?\.$/,
    );
    expect(await countOf(1, "affiche")).toBe(VISIT_LIMIT.max);
    // Another source from the same address is refused too: the limit is the address's.
    expect((await visit("autre-lien", ip)).status).toBe(429);
    // Another address, or the same address on another site, has its own count.
    expect((await visit("affiche", "10.66.0.2")).status).toBe(200);
    expect((await visit("affiche", ip, 2)).status).toBe(200);
    expect(await countOf(1, "affiche")).toBe(VISIT_LIMIT.max + 1);
  });

  it("counts a day's sources beyond the cap together, and keeps counting the known ones", async () => {
    const day = todayInParis();
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const seeded = Array.from({ length: MAX_VISIT_SOURCES_PER_DAY }, (_, i) => `source-${i}`);
    await api.database.db.insert(siteVisits).values([
      ...seeded.map((source) => ({ siteId: 1, source, day, count: 1 })),
      // Yesterday's sources of site 2 leave its today's count alone.
      ...seeded.map((source) => ({ siteId: 2, source, day: yesterday, count: 1 })),
    ]);

    for (const ip of ["10.66.1.1", "10.66.1.2"]) {
      expect((await visit("lien-de-trop", ip)).status).toBe(200);
      expect((await visit(`lien-${ip}`, ip)).status).toBe(200);
    }
    expect((await visit("source-7", "10.66.1.3")).status).toBe(200);

    expect(await countOf(1, "lien-de-trop")).toBeUndefined();
    expect(await countOf(1, OTHER_VISIT_SOURCE)).toBe(4);
    expect(await countOf(1, "source-7")).toBe(2);
    // Another site has its own cap.
    expect((await visit("lien-de-trop", "10.66.1.4", 2)).status).toBe(200);
    expect(await countOf(2, "lien-de-trop")).toBe(1);
  });
});
