import { setTimeout as sleep } from "node:timers/promises";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApi } from "../app";
import { createServices } from "../composition";
import { createTestDatabase, type TestDatabase } from "../testing/database";
import { type Database, openDatabase } from "./client";
import { type Job, JobWorker } from "./job-worker";
import { enqueue } from "./jobs";
import { jobs } from "./schema/index";

let testDb: TestDatabase;
/** A second connection to the same database on PostgreSQL (another instance); the same one on PGlite. */
let other: Database;
const db = () => testDb.database.db;
const T0 = new Date("2026-05-01T08:00:00Z");
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

beforeAll(async () => {
  testDb = await createTestDatabase({ seed: "minimal" });
  const url = testDb.config.databaseUrl;
  other = url ? await openDatabase({ databaseUrl: url, pgliteDir: "memory://" }) : testDb.database;
});
afterAll(async () => {
  if (other && other !== testDb?.database) await other.close();
  await testDb?.cleanup();
});

let kinds = 0;
/** A kind of job of its own for each test: the others' rows are never taken. */
const newKind = () => `test.kind${++kinds}`;

const jobRow = async (key: string) => (await db().select().from(jobs).where(eq(jobs.key, key)))[0]!;

describe("JobWorker", () => {
  it("runs a due job once, marks it done, and leaves later jobs and other kinds for later", async () => {
    const kind = newKind();
    const ran: string[] = [];
    const worker = new JobWorker(db());
    worker.register(kind, async (job) => {
      ran.push(job.key!);
    });
    await enqueue(db(), { kind, siteId: 2, key: `${kind}:now`, runAt: T0 });
    await enqueue(db(), { kind, siteId: 2, key: `${kind}:later`, runAt: at(3600) });
    await enqueue(db(), { kind: newKind(), siteId: 2, key: `${kind}:unknown`, runAt: T0 });
    expect(await worker.runDue(at(1))).toBe(1);
    expect(await worker.runDue(at(2))).toBe(0);
    expect(ran).toEqual([`${kind}:now`]);
    expect((await jobRow(`${kind}:now`)).doneAt).not.toBeNull();
    expect((await jobRow(`${kind}:unknown`)).doneAt).toBeNull();
    expect(await worker.runDue(at(3600))).toBe(1);
    expect(ran).toEqual([`${kind}:now`, `${kind}:later`]);
  });

  it("never runs a job twice when two workers share the database", async () => {
    const kind = newKind();
    const runs = new Map<number, number>();
    const handler = async (job: Job) => {
      runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
      await sleep(2);
    };
    // Four workers per connection, small batches: their rounds overlap all the time.
    const workers = [db(), other.db, db(), other.db, db(), other.db, db(), other.db].map(
      (connection, index) => {
        const worker = new JobWorker(connection, { batchSize: 3 + (index % 3) });
        worker.register(kind, handler);
        return worker;
      },
    );
    for (let n = 0; n < 120; n++) await enqueue(db(), { kind, siteId: 2, runAt: T0, payload: { n } });
    const counts = await Promise.all(workers.map((worker) => worker.runDue(at(1))));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(120);
    expect(runs.size).toBe(120);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    const pending = await db().select().from(jobs).where(eq(jobs.kind, kind));
    expect(pending.every((job) => job.doneAt !== null && job.attempts === 1)).toBe(true);
  });

  it("retries a failing job later with a growing delay, and gives it up with an error log", async () => {
    const kind = newKind();
    const key = `${kind}:flaky`;
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const worker = new JobWorker(db(), { maxAttempts: 3, retryMs: 10_000, log });
    let calls = 0;
    worker.register(kind, async () => {
      calls++;
      throw new Error(`Serveur de messagerie injoignable (${calls})`);
    });
    await enqueue(db(), { kind, siteId: 2, key, runAt: T0 });
    expect(await worker.runDue(at(0))).toBe(1);
    let row = await jobRow(key);
    expect(row).toMatchObject({
      attempts: 1,
      lastError: "Serveur de messagerie injoignable (1)",
      doneAt: null,
    });
    expect(row.runAt.toISOString()).toBe(at(10).toISOString());
    expect(await worker.runDue(at(9))).toBe(0);
    expect(await worker.runDue(at(10))).toBe(1);
    row = await jobRow(key);
    expect(row.attempts).toBe(2);
    expect(row.runAt.toISOString()).toBe(at(30).toISOString());
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(log.error).not.toHaveBeenCalled();
    expect(await worker.runDue(at(30))).toBe(1);
    row = await jobRow(key);
    expect(row.doneAt).not.toBeNull();
    expect(row.lastError).toBe("Serveur de messagerie injoignable (3)");
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ job: expect.objectContaining({ kind, attempts: 3 }) }),
      "job given up after 3 attempts",
    );
    expect(await worker.runDue(at(100_000))).toBe(0);
    expect(calls).toBe(3);
  });

  it("a failing job succeeds on a later try", async () => {
    const kind = newKind();
    const worker = new JobWorker(db(), { retryMs: 1000 });
    let calls = 0;
    worker.register(kind, async () => {
      if (++calls === 1) throw new Error("Échec passager");
    });
    await enqueue(db(), { kind, siteId: 2, key: `${kind}:once`, runAt: T0 });
    await worker.runDue(at(0));
    await worker.runDue(at(1));
    expect(calls).toBe(2);
    expect(await jobRow(`${kind}:once`)).toMatchObject({ attempts: 2, lastError: "Échec passager" });
    expect((await jobRow(`${kind}:once`)).doneAt).not.toBeNull();
  });

  it("after a restart, a new worker runs what was pending and what a dead instance had taken", async () => {
    const kind = newKind();
    const before = new JobWorker(db());
    before.register(kind, async () => {});
    await enqueue(db(), { kind, siteId: 2, key: `${kind}:pending`, runAt: T0 });
    await enqueue(db(), { kind, siteId: 2, key: `${kind}:taken`, runAt: T0 });
    await before.stop();
    // The dead instance had taken this one (leased, one attempt counted) and never finished it.
    await db()
      .update(jobs)
      .set({ attempts: 1, runAt: at(600) })
      .where(eq(jobs.key, `${kind}:taken`));
    const ran: string[] = [];
    const after = new JobWorker(other.db, { leaseMs: 600_000 });
    after.register(kind, async (job) => {
      ran.push(job.key!);
    });
    expect(await after.runDue(at(1))).toBe(1);
    expect(ran).toEqual([`${kind}:pending`]);
    expect(await after.runDue(at(600))).toBe(1);
    expect(ran).toEqual([`${kind}:pending`, `${kind}:taken`]);
    expect((await jobRow(`${kind}:taken`)).attempts).toBe(2);
  });

  it("refuses a second handler for the same kind", () => {
    const worker = new JobWorker(db());
    worker.register("test.twice", async () => {});
    expect(() => worker.register("test.twice", async () => {})).toThrow(/already/);
  });

  it("runs with the API: started when it is ready, stopped when it closes", async () => {
    const kind = newKind();
    const services = createServices(testDb.config, testDb.database, { jobPollMs: 20 });
    const ran: number[] = [];
    services.jobs.register(kind, async (job) => {
      ran.push(job.id);
    });
    const app = await buildApi({ services });
    await enqueue(db(), { kind, siteId: 2 });
    for (let waited = 0; ran.length === 0 && waited < 5000; waited += 20) await sleep(20);
    expect(ran).toHaveLength(1);
    await app.close();
    await enqueue(db(), { kind, siteId: 2 });
    await sleep(200);
    expect(ran).toHaveLength(1);
  });
});
