import type { FastifyInstance, InjectOptions } from "fastify";
import { buildApi } from "../app";
import { createServices, type Services } from "../composition";
import type { Config } from "../config";
import { createTestDatabase, type TestDatabase, type TestDatabaseOptions } from "./database";

export interface TestApi extends TestDatabase {
  app: FastifyInstance;
  services: Services;
  /** Injects a call; `site` sets the idSite header (default 1, null for none). */
  call(options: InjectOptions & { site?: number | string | null }): Promise<{
    status: number;
    // biome-ignore lint/suspicious/noExplicitAny: assertions read replies of every shape.
    body: { success: boolean; data: any; message: string };
    headers: Record<string, unknown>;
  }>;
  close(): Promise<void>;
}

/**
 * A test database (the demo seed unless `seed: "minimal"`) and the API on it; `config` overrides
 * settings of the environment (Stripe's keys and address, for instance).
 */
export async function createTestApi(
  options: TestDatabaseOptions & { config?: Partial<Config> } = {},
): Promise<TestApi> {
  const testDb = await createTestDatabase(options);
  Object.assign(testDb.config, options.config);
  const services = createServices(testDb.config, testDb.database);
  const app = await buildApi({ services });
  const testApi: TestApi = {
    ...testDb,
    app,
    services,
    async call({ site = 1, headers, ...options }) {
      // Tests also write to the database directly, as another instance would: read the versions.
      services.sites.invalidate();
      const response = await app.inject({
        ...options,
        headers: { ...(site === null ? {} : { idSite: String(site) }), ...headers },
      });
      return { status: response.statusCode, body: response.json(), headers: response.headers };
    },
    async close() {
      await app.close();
      await testDb.cleanup();
      releaseClosed(testApi);
    },
  };
  return testApi;
}

/**
 * Empties a closed test API. Test files share their worker's modules (vitest.config.ts), and the
 * runner keeps every file's tests, whose closures keep the file's `api`: without this, each file's
 * app, services and caches stayed in memory for the rest of the run, and the later files ran ever
 * slower in the garbage collector (the fuzz test 18 s as the first file, 71 s as the 45th).
 */
function releaseClosed(testApi: TestApi): void {
  const fields = testApi as unknown as Record<string, unknown>;
  for (const key of Object.keys(fields)) delete fields[key];
  testApi.close = async () => {};
}
