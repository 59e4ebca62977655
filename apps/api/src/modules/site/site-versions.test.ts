import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "../../db/client";
import { sites } from "../../db/schema/index";
import { createTestDatabase, type TestDatabase } from "../../testing/database";
import { SiteVersions } from "./site-versions";

/** A site's versions as an instance learns them: by its looks, and on PostgreSQL as they are told. */

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase({ seed: "minimal" });
});

afterAll(async () => {
  await testDb?.cleanup();
});

/** A site's version in the database. */
async function versionOf(siteId: number, db: Db = testDb.database.db): Promise<number> {
  const [row] = await db.select({ version: sites.contentVersion }).from(sites).where(eq(sites.id, siteId));
  if (!row) throw new Error(`site ${siteId} is missing`);
  return row.version;
}

/** A change to what a site shows, made with SQL as a script would: its version moves. */
async function changeSite(siteId = 1, db: Db = testDb.database.db): Promise<number> {
  await db.execute(sql`update sites set name = name || '.' where id = ${siteId}`);
  return versionOf(siteId, db);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("a site's version", () => {
  it("is learnt from what the database tells, and nothing else is", async () => {
    const versions = new SiteVersions(testDb.database.db, 3_600_000);
    const known = await versions.current(1);
    if (known === null) throw new Error("site 1 is missing");
    for (const told of ["", "1", "1:", ":5", "1:x", "x:1", `1:${known + 1}:2`, `1:${known + 1} `, "1:1e3"]) {
      versions.hear(told);
    }
    expect(versions.currentNow(1)).toBe(known);
    versions.hear(`1:${known - 1}`);
    expect(versions.currentNow(1), "an older version told late").toBe(known);
    versions.hear(`1:${known + 5}`);
    expect(versions.currentNow(1)).toBe(known + 5);
    expect(versions.latest()).toBeGreaterThanOrEqual(known + 5);
  });

  it("is still found by the looks when a higher version of another site was told first", async () => {
    const versions = new SiteVersions(testDb.database.db, 3_600_000);
    await versions.current(1);
    // Site 2 told far ahead (a notification may come before the look that would find it).
    versions.hear(`2:${(await versionOf(2)) + 1000}`);
    const changed = await changeSite(1);
    versions.recheck();
    expect(await versions.current(1)).toBe(changed);
  });

  it("is not told on PGlite, where one process makes every write", () => {
    if (testDb.database.kind !== "pglite") return;
    expect(new SiteVersions(testDb.database.db).follow(testDb.database)).toBeNull();
  });
});

describe.runIf(process.env.VITRINE_TEST_PG === "1")("on PostgreSQL, another instance", () => {
  it("finds a write that committed after another one that took a higher version", async () => {
    const other = await openDatabase({ databaseUrl: testDb.config.databaseUrl, pgliteDir: "memory://" });
    // Looks at each call, asking again for what changed within 50 ms before the previous look.
    const versions = new SiteVersions(testDb.database.db, 0, 50);
    try {
      await versions.current(1);
      for (let look = 0; look < 3; look++) {
        await pause(100);
        await versions.refresh();
      }
      // A write to site 1 takes its version, then waits to commit while site 2's write commits.
      let commit = () => {};
      const committing = new Promise<void>((resolve) => {
        commit = resolve;
      });
      let taken = () => {};
      const versionTaken = new Promise<void>((resolve) => {
        taken = resolve;
      });
      const slow = other.db.transaction(async (tx) => {
        await tx.execute(sql`update sites set name = name || '.' where id = 1`);
        taken();
        await committing;
      });
      await versionTaken;
      const second = await changeSite(2);
      await pause(100);
      expect(await versions.current(2)).toBe(second);
      commit();
      await slow;
      const first = await versionOf(1);
      expect(first).toBeLessThan(second);
      await pause(100);
      expect(await versions.current(1)).toBe(first);
    } finally {
      await other.close();
    }
  });

  it("learns a change when it is committed, long before its next look", async () => {
    const other = await openDatabase({ databaseUrl: testDb.config.databaseUrl, pgliteDir: "memory://" });
    // Its looks an hour apart: only the notification can tell it in time.
    const versions = new SiteVersions(other.db, 3_600_000);
    const notifications = versions.follow(other);
    try {
      await expect.poll(() => notifications?.listening, { timeout: 10_000 }).toBe(true);
      const before = await versions.current(1);
      const after = await changeSite();
      expect(after).toBeGreaterThan(before ?? Number.POSITIVE_INFINITY);
      await expect.poll(() => versions.currentNow(1), { timeout: 5000 }).toBe(after);

      // Its listening connection cut (a server restart, a network failure): opened again, it hears.
      const warnings: string[] = [];
      await notifications?.stop();
      const again = versions.follow(other, { warn: (message) => warnings.push(message) });
      await expect.poll(() => again?.listening, { timeout: 10_000 }).toBe(true);
      await testDb.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query like 'LISTEN%'`,
      );
      await expect.poll(() => warnings.length, { timeout: 5000 }).toBeGreaterThan(0);
      expect(warnings[0]).toMatch(/site_versions/);
      await expect.poll(() => again?.listening, { timeout: 10_000 }).toBe(true);
      // Listening again, it looks once (what was written meanwhile), then hears.
      expect(versions.currentNow(1)).toBeUndefined();
      await versions.refresh();
      const later = await changeSite();
      await expect.poll(() => versions.currentNow(1), { timeout: 5000 }).toBe(later);
      await again?.stop();
      expect(again?.listening).toBe(false);
    } finally {
      await notifications?.stop();
      await other.close();
    }
  });
});
