/**
 * Once per browser-test run: a DATA_DIR migrated and seeded by the built server (then stopped
 * cleanly), which `setupServer()` copies for each test file instead of seeding again (about
 * 10 s per file). Deleted at the end of the run.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { startServer } from "./server";

declare module "vitest" {
  export interface ProvidedContext {
    /** A seeded DATA_DIR for servers started without options to copy. */
    seededDataDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const template = await mkdtemp(join(tmpdir(), "vitrine-e2e-seeded-"));
  const server = await startServer({}, { dataDir: template });
  await server.stop();
  project.provide("seededDataDir", template);
  return () => rm(template, { recursive: true, force: true });
}
