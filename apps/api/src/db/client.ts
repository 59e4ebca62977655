import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { Config } from "../config";
import { MIGRATIONS_DIR } from "../paths";
import { type ListenOptions, listenTo, type Notifications } from "./notifications";
import { DURABLE_START_PARAMS, DurableNodeFS } from "./pglite-durable";
import * as schema from "./schema/index";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * PostgreSQL only: hears a channel's notifications (LISTEN) on a connection of its own. PGlite
   * serves one process, which knows its own writes.
   */
  listen?(channel: string, onPayload: (payload: string) => void, options?: ListenOptions): Notifications;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  databaseUrl?: string | undefined;
  /** PostgreSQL: the connection LISTEN uses, when not databaseUrl (a pooler in transaction mode drops it). */
  listenUrl?: string | undefined;
  /** PGlite directory, or "memory://" for a throw-away database. */
  pgliteDir: string;
  /** PGlite on disk: sync each commit (default); false only to measure what it costs (bench/durability.ts). */
  pgliteSync?: boolean;
}

/** The database the configuration names: PostgreSQL (and where LISTEN connects) or PGlite's directory. */
export function openConfiguredDatabase(
  config: Pick<Config, "databaseUrl" | "databaseListenUrl" | "pgliteDir">,
) {
  return openDatabase({
    databaseUrl: config.databaseUrl,
    listenUrl: config.databaseListenUrl,
    pgliteDir: config.pgliteDir,
  });
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server closes (restart, failover, dropped database) emits "error" on
    // the pool; unhandled, that event would crash the process. The pool drops the broken client and
    // the next query opens a new connection.
    pool.on("error", (error) => {
      console.warn(`PostgreSQL: idle connection lost (${error.message})`);
    });
    const db = drizzlePg({ client: pool, schema });
    const listenUrl = options.listenUrl ?? options.databaseUrl;
    return {
      db: db as unknown as Db,
      kind: "postgres",
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
      close: () => pool.end(),
      listen: (channel, onPayload, listenOptions) => listenTo(listenUrl, channel, onPayload, listenOptions),
    };
  }
  const inMemory = options.pgliteDir.startsWith("memory://");
  if (!inMemory) mkdirSync(options.pgliteDir, { recursive: true });
  // On disk, every commit is synced before it is acknowledged (decision 014).
  const client =
    inMemory || options.pgliteSync === false
      ? await PGlite.create(options.pgliteDir)
      : await PGlite.create({
          fs: new DurableNodeFS(options.pgliteDir),
          startParams: [...DURABLE_START_PARAMS],
        });
  return pgliteDatabase(client);
}

/** The database of an open PGlite instance. */
export function pgliteDatabase(client: PGlite): Database {
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  };
}
