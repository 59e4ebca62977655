import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { type Config, loadConfig } from "../config";
import { type Database, openDatabase } from "../db/client";
import { prepareDatabase } from "../db/prepare";
import type { Credential } from "../db/seed/index";
import { seedMinimal } from "./minimal-seed";

export interface TestDatabaseOptions {
  /**
   * "demo" (default): the sample sites with all their content, for the tests of the sample sites;
   * "minimal": reference data, sites 1 and 2 with their parameters and administrators, no content
   * (testing/minimal-seed.ts): tests create what they assert on with testing/factories/.
   */
  seed?: "demo" | "minimal";
}

export interface TestDatabase {
  config: Config;
  database: Database;
  credentials: Credential[];
  cleanup(): Promise<void>;
}

/** Where the server URL comes from, for error messages: never the URL itself (it may hold a password). */
function describeServer(serverUrl: string): string {
  try {
    const url = new URL(serverUrl);
    return `${url.hostname}:${url.port || "5432"}`;
  } catch {
    return "(adresse illisible)";
  }
}

/** The PostgreSQL server URL of the test run; the pg project (VITRINE_TEST_PG=1) requires one. */
function testServerUrl(): string | undefined {
  const serverUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;
  if (!serverUrl && process.env.VITRINE_TEST_PG === "1") {
    throw new Error(
      "npm run test:pg needs a PostgreSQL server: set TEST_DATABASE_URL (or DATABASE_URL) to a server URL, " +
        "e.g. TEST_DATABASE_URL=postgres://postgres@localhost:5433/postgres npm run test:pg. " +
        "Each test file creates and drops its own database on that server.",
    );
  }
  return serverUrl;
}

/** A new, empty database on the PostgreSQL server of `serverUrl`, and how to drop it. */
export async function createServerDatabase(
  serverUrl: string,
): Promise<{ databaseUrl: string; drop(): Promise<void> }> {
  const name = `vitrine_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `Cannot reach the PostgreSQL server of TEST_DATABASE_URL (${describeServer(serverUrl)}): ${(error as Error).message}`,
    );
  }
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      // pool.end() resolves before its connections are gone: let them leave (up to 5 s) rather
      // than have "with (force)" kill them under the pool.
      for (let waited = 0; waited < 5000; waited += 50) {
        const { rows } = await client.query<{ n: number }>(
          "select count(*)::int as n from pg_stat_activity where datname = $1",
          [name],
        );
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await client.query(`drop database if exists ${name} with (force)`);
    } finally {
      await client.end();
    }
  };
  return { databaseUrl: url.toString(), drop };
}

/**
 * A fresh, migrated and seeded database for one test file: PGlite in memory by default, or a new
 * database on the PostgreSQL server of TEST_DATABASE_URL (npm run test:pg).
 */
export async function createTestDatabase({ seed = "demo" }: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const serverUrl = testServerUrl();
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (serverUrl) ({ databaseUrl, drop: dropDatabase } = await createServerDatabase(serverUrl));
  const dataDir = mkdtempSync(join(tmpdir(), "vitrine-test-"));
  const config = loadConfig(
    { NODE_ENV: "test" },
    { dataDir, databaseUrl, pgliteDir: "memory://", logLevel: "silent" },
  );
  config.mediaDir = join(dataDir, "media");
  config.mailDir = join(dataDir, "mail");
  const database = await openDatabase({ databaseUrl, pgliteDir: "memory://" });
  const cleanup = async () => {
    await database.close();
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  };
  let credentials: Credential[];
  try {
    if (seed === "demo") ({ credentials } = await prepareDatabase(config, database));
    else {
      await database.migrate();
      credentials = await seedMinimal(database.db);
    }
  } catch (error) {
    // A failed migration or seed must not leave a database behind on the server.
    await cleanup().catch(() => {});
    throw error;
  }
  return { config, database, credentials, cleanup };
}
