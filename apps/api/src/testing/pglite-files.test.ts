import { eq, sql } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { sites } from "../db/schema/index";
import { createTestDatabase, type TestDatabase } from "./database";
import { unpackDataDir } from "./pglite-files";

/** Test databases copied from one unpacked snapshot (pglite-files.ts) are apart from each other. */

const opened: TestDatabase[] = [];
afterAll(async () => {
  await Promise.all(opened.map((database) => database.cleanup()));
});

async function minimalDatabase() {
  const database = await createTestDatabase({ seed: "minimal" });
  opened.push(database);
  return database.database.db;
}

it("gives each database its own copy of the files: a write checkpointed in one is not in the next", async () => {
  // The first may be the one the snapshot is made from; the next two are copies of its files.
  await minimalDatabase();
  const first = await minimalDatabase();
  await first.update(sites).set({ name: "Écrit dans la première" }).where(eq(sites.id, 1));
  // The page reaches the database's files, which a shared copy would hand to the next database.
  await first.execute(sql`checkpoint`);
  const second = await minimalDatabase();
  const [site] = await second.select({ name: sites.name }).from(sites).where(eq(sites.id, 1));
  expect(site?.name).not.toBe("Écrit dans la première");
});

it("refuses bytes that are not an uncompressed tar archive", () => {
  expect(() => unpackDataDir(new Uint8Array(1024).fill(7))).toThrow(/ustar/);
});
