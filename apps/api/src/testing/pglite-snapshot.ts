import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { type Database, pgliteDatabase } from "../db/client";
import type { Credential } from "../db/seed/index";
import { ROOT_DIR } from "../paths";
import { type DataDirEntry, openDataDir, unpackDataDir } from "./pglite-files";

/**
 * Migrated and seeded PGlite databases for the tests, made once and copied for each test file.
 *
 * Starting PGlite from nothing (its initdb), migrating and seeding takes seconds; loading a data
 * directory dumped after those steps takes about a second. A snapshot is keyed by the content of
 * every source that can change what it holds (the API's sources, the migrations, the shared
 * package) and by the seed's own key, so any change makes a new one; it lives in the system's
 * temporary directory and is written atomically, so test workers running at once may share it.
 */

/** One folder per checkout: another checkout's runs never prune this one's snapshots. */
const SNAPSHOT_DIR = join(
  tmpdir(),
  "vitrine-test-snapshots",
  createHash("sha256").update(ROOT_DIR).digest("hex").slice(0, 12),
);
const SOURCE_DIRS = ["apps/api/src", "packages/shared/src"].map((dir) => join(ROOT_DIR, dir));
const SOURCE_FILE = /\.(ts|sql|json)$/;
/** Snapshots kept (the newest) when a new one is written: sources change often while working. */
const KEPT_SNAPSHOTS = 4;

export interface Snapshot {
  database: Database;
  credentials: Credential[];
}

function addSources(hash: ReturnType<typeof createHash>, dir: string) {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "media" && entry.name !== "node_modules") addSources(hash, path);
    } else if (SOURCE_FILE.test(entry.name) && !entry.name.includes(".test.")) {
      hash.update(relative(ROOT_DIR, path)).update("\0").update(readFileSync(path)).update("\0");
    }
  }
}

/** The key of the snapshot of `seedKey` for the sources as they are now. */
export function snapshotKey(seedKey: string): string {
  const hash = createHash("sha256").update(seedKey).update("\0");
  for (const dir of SOURCE_DIRS) addSources(hash, dir);
  return hash.digest("hex").slice(0, 32);
}

function removeOldSnapshots() {
  const snapshots = readdirSync(SNAPSHOT_DIR)
    .filter((name) => name.endsWith(".tar"))
    .map((name) => {
      try {
        return {
          base: join(SNAPSHOT_DIR, name.slice(0, -".tar".length)),
          time: statSync(join(SNAPSHOT_DIR, name)).mtimeMs,
        };
      } catch {
        return null; // Another worker removed it first.
      }
    })
    .filter((snapshot) => snapshot !== null)
    .sort((a, b) => b.time - a.time);
  for (const { base } of snapshots.slice(KEPT_SNAPSHOTS)) {
    rmSync(`${base}.tar`, { force: true });
    rmSync(`${base}.json`, { force: true });
  }
}

function writeAtomically(path: string, content: Uint8Array | string) {
  const temporary = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  writeFileSync(temporary, content);
  renameSync(temporary, path);
}

/**
 * The snapshots this process has read, unpacked (test files share their worker's modules, so each
 * worker reads a snapshot once): a file's database is then a copy of these files.
 */
const unpackedSnapshots = new Map<string, { entries: DataDirEntry[]; credentials: Credential[] }>();

/**
 * A fresh in-memory PGlite database holding what `prepare` writes into an empty one (migrations
 * and a seed), from the snapshot of `seedKey` when one exists for the current sources.
 */
export async function databaseFromSnapshot(
  seedKey: string,
  prepare: (database: Database) => Promise<Credential[]>,
): Promise<Snapshot> {
  mkdirSync(SNAPSHOT_DIR, { recursive: true });
  const base = join(SNAPSHOT_DIR, snapshotKey(seedKey));
  const unpacked = unpackedSnapshots.get(base);
  if (unpacked) {
    return {
      database: pgliteDatabase(await openDataDir(unpacked.entries)),
      credentials: unpacked.credentials,
    };
  }
  if (existsSync(`${base}.tar`)) {
    try {
      const entries = unpackDataDir(readFileSync(`${base}.tar`));
      const credentials = JSON.parse(readFileSync(`${base}.json`, "utf8")) as Credential[];
      unpackedSnapshots.set(base, { entries, credentials });
      return { database: pgliteDatabase(await openDataDir(entries)), credentials };
    } catch {
      // Removed or unreadable meanwhile: made again below, as if it had never existed.
    }
  }
  const client = await PGlite.create("memory://");
  const database = pgliteDatabase(client);
  const credentials = await prepare(database);
  const dump = await client.dumpDataDir("none");
  // The credentials first: a reader that finds the data directory always finds them.
  writeAtomically(`${base}.json`, JSON.stringify(credentials));
  writeAtomically(`${base}.tar`, new Uint8Array(await dump.arrayBuffer()));
  removeOldSnapshots();
  return { database, credentials };
}
