import { createHash } from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "../db/client";
import type { Credential } from "../db/seed/index";
import { snapshotKey } from "./pglite-snapshot";
import { createServerDatabase } from "./server-database";

/**
 * Test databases on a PostgreSQL server, copied from a template database migrated and seeded once
 * for the current sources (`CREATE DATABASE … TEMPLATE`): a copy takes a fraction of a second where
 * migrating and seeding take seconds. The template is made under an advisory lock, so test workers
 * starting together make it once; its seed's credentials are kept as the database's comment.
 * A template's name holds the sources' hash, then its seed's: the templates of other sources go when
 * a new one is made, those of the current sources stay (the minimal and the demo seeds are used side
 * by side, by workers running together).
 */

const TEMPLATE_PREFIX = "vitrine_tpl_";
/** Any number: the advisory lock held while a template is made. */
const TEMPLATE_LOCK = 734_210_518;

export interface ServerCopy {
  database: Database;
  credentials: Credential[];
  databaseUrl: string;
  drop(): Promise<void>;
}

let sources: string | undefined;
/** The start of the names of the current sources' templates (the sources are hashed once a process). */
const sourcesPrefix = () => {
  sources ??= snapshotKey("postgres").slice(0, 16);
  return `${TEMPLATE_PREFIX}${sources}_`;
};

const urlOf = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Makes the template `name` unless it exists; returns its seed's credentials. */
async function ensureTemplate(
  admin: pg.Client,
  serverUrl: string,
  name: string,
  prepare: (database: Database) => Promise<Credential[]>,
): Promise<Credential[]> {
  const existing = await admin.query<{ comment: string | null }>(
    "select shobj_description(oid, 'pg_database') as comment from pg_database where datname = $1",
    [name],
  );
  if (existing.rows[0]?.comment) return JSON.parse(existing.rows[0].comment) as Credential[];
  // Templates of older sources go: the current sources use none of them.
  const old = await admin.query<{ datname: string }>(
    "select datname from pg_database where datname like $1 and datname not like $2",
    [`${TEMPLATE_PREFIX}%`, `${sourcesPrefix()}%`],
  );
  for (const { datname } of old.rows) {
    await admin.query(`drop database if exists ${datname} with (force)`).catch(() => {});
  }
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const database = await openDatabase({ databaseUrl: urlOf(serverUrl, name), pgliteDir: "memory://" });
  let credentials: Credential[];
  try {
    credentials = await prepare(database);
  } finally {
    await database.close();
  }
  // The pool's connections must be gone before the template can be copied.
  for (let waited = 0; waited < 5000; waited += 50) {
    const { rows } = await admin.query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where datname = $1",
      [name],
    );
    if (rows[0]?.n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // Written last: a template with a comment is complete.
  await admin.query(`comment on database ${name} is ${pg.escapeLiteral(JSON.stringify(credentials))}`);
  return credentials;
}

/** A copy of `template`; the copy waits while another session still uses the template. */
async function copyOf(serverUrl: string, template: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await createServerDatabase(serverUrl, template);
    } catch (error) {
      if (attempt >= 50 || !/being accessed by other users/.test((error as Error).message)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * Math.min(attempt, 10)));
    }
  }
}

/** A new database on the server, a copy of the template of `seedKey` for the current sources. */
export async function databaseFromTemplate(
  serverUrl: string,
  seedKey: string,
  prepare: (database: Database) => Promise<Credential[]>,
): Promise<ServerCopy> {
  const template = `${sourcesPrefix()}${createHash("sha256").update(seedKey).digest("hex").slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  let credentials: Credential[];
  try {
    await admin.query("select pg_advisory_lock($1)", [TEMPLATE_LOCK]);
    credentials = await ensureTemplate(admin, serverUrl, template, prepare);
  } finally {
    await admin.end();
  }
  const { databaseUrl, drop } = await copyOf(serverUrl, template);
  const database = await openDatabase({ databaseUrl, pgliteDir: "memory://" });
  return { database, credentials, databaseUrl, drop };
}
