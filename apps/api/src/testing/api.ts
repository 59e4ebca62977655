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
  return {
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
    },
  };
}
