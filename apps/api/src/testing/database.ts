import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { todayInParis } from "@vitrine/shared/account-rules";
import { type Config, loadConfig } from "../config";
import type { Database } from "../db/client";
import { type Credential, copySeedMedia, seedSampleSites, writeCredentials } from "../db/seed/index";
import { seedMinimal } from "./minimal-seed";
import { databaseFromTemplate } from "./pg-template";
import { databaseFromSnapshot } from "./pglite-snapshot";

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

/**
 * A fresh, migrated and seeded database for one test file: PGlite in memory by default, or a new
 * database on the PostgreSQL server of TEST_DATABASE_URL (npm run test:pg). Both are copies of a
 * database migrated and seeded once for the current sources (a PGlite snapshot, a PostgreSQL
 * template), which is much faster than migrating and seeding for every file.
 */
export async function createTestDatabase({ seed = "demo" }: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const serverUrl = testServerUrl();
  const dataDir = mkdtempSync(join(tmpdir(), "vitrine-test-"));
  const config = loadConfig({ NODE_ENV: "test" }, { dataDir, pgliteDir: "memory://", logLevel: "silent" });
  config.mediaDir = join(dataDir, "media");
  config.mailDir = join(dataDir, "mail");
  // The demo seed dates its orders from the day it runs in Paris: a copy of another day would have aged.
  const seedKey = seed === "demo" ? `demo:${config.stripePublishableKey ?? ""}:${todayInParis()}` : "minimal";
  const prepare = async (database: Database) => {
    await database.migrate();
    return seed === "demo" ? seedSampleSites(database.db, config) : seedMinimal(database.db);
  };
  let copy: {
    database: Database;
    credentials: Credential[];
    databaseUrl?: string;
    drop?: () => Promise<void>;
  };
  try {
    copy = serverUrl
      ? await databaseFromTemplate(serverUrl, seedKey, prepare)
      : await databaseFromSnapshot(seedKey, prepare);
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const { database, credentials, drop } = copy;
  config.databaseUrl = copy.databaseUrl;
  if (seed === "demo") {
    // What prepareDatabase writes beside the database: the sample media and the credentials file.
    copySeedMedia(config.mediaDir);
    writeCredentials(config, credentials);
  }
  const cleanup = async () => {
    await database.close();
    await drop?.();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { config, database, credentials, cleanup };
}
