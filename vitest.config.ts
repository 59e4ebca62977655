import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "packages/*/src/**/*.test.ts",
            "apps/api/src/**/*.test.ts",
            "apps/web/**/*.test.{ts,tsx}",
          ],
          exclude: ["**/node_modules/**", "**/build/**"],
          // Test files share their worker's loaded modules (no test file mocks a module): the
          // modules are loaded once per worker instead of once per file, which more than halves
          // the run. Each file still has its own database and app (testing/api.ts).
          isolate: false,
          setupFiles: ["apps/api/src/testing/pristine-globals.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: "pg",
          include: ["apps/api/src/**/*.test.ts"],
          // PGlite's own tests (its durability on disk, a migration played on PGlite, the copies of
          // its test databases) ask no PostgreSQL server: the unit suite runs them.
          exclude: [
            "**/node_modules/**",
            "apps/api/src/db/pglite-durable.test.ts",
            "apps/api/src/db/review-state-migration.test.ts",
            "apps/api/src/testing/pglite-files.test.ts",
          ],
          // The API suite on a real PostgreSQL server: each test file creates and drops its own
          // database there (apps/api/src/testing/database.ts refuses to run without a server URL).
          isolate: false,
          setupFiles: ["apps/api/src/testing/pristine-globals.ts"],
          env: {
            VITRINE_TEST_PG: "1",
            // The fuzz test draws other requests here than in the unit suite (fuzz.test.ts).
            FUZZ_SEED: process.env.FUZZ_SEED ?? "777",
            TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? "",
          },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["apps/web/e2e/**/*.e2e.ts"],
          globalSetup: ["apps/web/e2e/global-setup.ts"],
          testTimeout: 120_000,
          hookTimeout: 240_000,
          // Two test files at a time, each with its own server, data and browser (server.ts): a
          // file spends much of its time waiting on pages, and the machine's two cores are shared.
          maxWorkers: 2,
          // Under that load a page may take seconds to draw what a poll waits for.
          expect: { poll: { timeout: 15_000 } },
          // In CI, beside the other suites, a page may once in many runs stall past a wait: such a
          // test runs once more, and the run lists it (decision 035); twice failed is a failure.
          retry: process.env.CI ? 1 : 0,
          // A failure shows the whole text it got: the run on record is all there is to go on.
          chaiConfig: { truncateThreshold: 0 },
        },
      },
    ],
  },
});
