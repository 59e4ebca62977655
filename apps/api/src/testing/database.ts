import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { type Config, loadConfig } from "../config";
import { type Database, openDatabase } from "../db/client";
import { prepareDatabase } from "../db/prepare";
import type { Credential } from "../db/seed/index";

export interface TestDatabase {
  config: Config;
  database: Database;
  credentials: Credential[];
  cleanup(): Promise<void>;
}

/**
 * A fresh, migrated and seeded database for one test file: PGlite in memory by default, or a new
 * database on the PostgreSQL server of TEST_DATABASE_URL (npm run test:pg).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), "vitrine-test-"));
  const serverUrl = process.env.TEST_DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (serverUrl) {
    const name = `vitrine_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  const config = loadConfig(
    { NODE_ENV: "test" },
    { dataDir, databaseUrl, pgliteDir: "memory://", logLevel: "silent" },
  );
  config.mediaDir = join(dataDir, "media");
  config.mailDir = join(dataDir, "mail");
  const database = await openDatabase({ databaseUrl, pgliteDir: "memory://" });
  const { credentials } = await prepareDatabase(config, database);
  return {
    config,
    database,
    credentials,
    async cleanup() {
      await database.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
