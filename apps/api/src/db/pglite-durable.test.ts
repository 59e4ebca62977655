import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "./client";
import { DURABLE_START_PARAMS, DurableNodeFS } from "./pglite-durable";

const dirs: string[] = [];
const newDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "vitrine-durable-"));
  dirs.push(dir);
  return dir;
};

const rowsOf = async (database: Database, query: SQL) =>
  ((await database.db.execute(query)) as unknown as { rows: Array<Record<string, string>> }).rows;

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("PGlite on disk (decision 014)", () => {
  it("runs with fsync on and the WAL flushed by fsync()", async () => {
    const database = await openDatabase({ pgliteDir: join(newDir(), "db") });
    try {
      const setting = async (name: string) => (await rowsOf(database, sql.raw(`show ${name}`)))[0];
      expect(await setting("fsync")).toEqual({ fsync: "on" });
      expect(await setting("wal_sync_method")).toEqual({ wal_sync_method: "fsync" });
      expect(await setting("synchronous_commit")).toEqual({ synchronous_commit: "on" });
    } finally {
      await database.close();
    }
  });

  it("syncs the disk at every commit, and the rows are there after a reopen", async () => {
    const dir = newDir();
    const fs = new DurableNodeFS(dir);
    const first = await PGlite.create({ fs, startParams: [...DURABLE_START_PARAMS] });
    await first.exec("create table kept (id serial primary key, value text not null)");
    const before = fs.syncCount;
    for (let n = 0; n < 5; n++) await first.query("insert into kept (value) values ($1)", [`ligne ${n}`]);
    // One WAL flush per commit at least: a commit is not acknowledged before the disk has it.
    expect(fs.syncCount - before).toBeGreaterThanOrEqual(5);
    await first.close();

    const second = await PGlite.create({
      fs: new DurableNodeFS(dir),
      startParams: [...DURABLE_START_PARAMS],
    });
    try {
      expect((await second.query("select count(*)::int as n from kept")).rows).toEqual([{ n: 5 }]);
    } finally {
      await second.close();
    }
  });

  it("keeps the in-memory databases of the tests unsynced", async () => {
    const database = await openDatabase({ pgliteDir: "memory://" });
    try {
      expect(await rowsOf(database, sql`show fsync`)).toEqual([{ fsync: "off" }]);
    } finally {
      await database.close();
    }
  });
});
