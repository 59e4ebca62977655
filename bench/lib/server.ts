/**
 * The production server of the benches on data of their own: a fresh DATA_DIR is migrated and
 * seeded in this process, `addData` writes what the bench needs through Drizzle, the database is
 * closed (PGlite allows one process per directory), then the built server starts on it.
 */
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../../apps/api/src/config";
import { type Db, openDatabase } from "../../apps/api/src/db/client";
import { prepareDatabase } from "../../apps/api/src/db/prepare";
import { createServerDatabase } from "../../apps/api/src/testing/server-database";
import { type RunningServer, SERVER_ENTRY, startServer } from "../../apps/web/e2e/server";

/** A PostgreSQL server the benches may create databases on (BENCH_DATABASE_URL), if any. */
export const DATABASE_SERVER = process.env.BENCH_DATABASE_URL?.trim() || undefined;

/**
 * The built server on a new database of the PostgreSQL server `serverUrl` (migrated and seeded at
 * start), in `workers` processes; `stop()` drops the database.
 */
export async function startPostgresServer(serverUrl: string, workers: number) {
  const database = await createServerDatabase(serverUrl);
  const server = await startServer({ DATABASE_URL: database.databaseUrl, WEB_CONCURRENCY: String(workers) });
  return {
    server,
    stop: async () => {
      await server.stop();
      await database.drop();
    },
  };
}

export interface BenchServer extends RunningServer {
  /** The server's resident memory (VmRSS), in MiB. */
  rss(): Promise<number>;
}

/**
 * Seeds a new DATA_DIR, runs `addData` on it, starts the built server there (with `env` besides);
 * `stop()` deletes it.
 */
export async function startServerWith(
  addData: (db: Db) => Promise<void>,
  env: Record<string, string> = {},
): Promise<BenchServer> {
  const dataDir = await mkdtemp(join(tmpdir(), "vitrine-bench-"));
  const config = loadConfig({ NODE_ENV: "production", LOG_LEVEL: "silent" }, { dataDir });
  const database = await openDatabase({ pgliteDir: config.pgliteDir });
  try {
    await prepareDatabase(config, database);
    await addData(database.db);
  } finally {
    await database.close();
  }
  const server = await startServer({ LOG_LEVEL: "warn", ...env }, { dataDir });
  const pid = await serverPid(dataDir);
  return {
    ...server,
    stop: async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
    rss: async () => {
      const status = await readFile(`/proc/${pid}/status`, "utf8");
      const kib = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
      return kib / 1024;
    },
  };
}

/** startServer keeps its child to itself: find it among ours by its entry and its DATA_DIR. */
async function serverPid(dataDir: string): Promise<number> {
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = await readFile(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid !== process.pid) continue;
      const cmdline = await readFile(`/proc/${entry}/cmdline`, "utf8");
      const environ = await readFile(`/proc/${entry}/environ`, "utf8");
      if (cmdline.includes(SERVER_ENTRY) && environ.split("\0").includes(`DATA_DIR=${dataDir}`)) {
        return Number(entry);
      }
    } catch {
      // A process that ended meanwhile.
    }
  }
  throw new Error(`no server process found for ${dataDir}`);
}
