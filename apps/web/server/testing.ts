import { randomInt } from "node:crypto";
import { createServices, type Services } from "@vitrine/api/composition";
import type { Config } from "@vitrine/api/config";
import { createTestDatabase, type TestDatabase } from "@vitrine/api/testing/database";
import type { Product } from "@vitrine/shared/schemas/shop";
import type { FastifyInstance } from "fastify";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { createWebServer } from "./app";
import { createViteServer, viteServerBuild } from "./vite";

/** A web server of one test file: its own seeded database, pages compiled by the worker's Vite server. */
export interface TestWebServer {
  app: FastifyInstance;
  services: Services;
  testDb: TestDatabase;
  /** The pages as Vite compiles them, for another server on the same data. */
  build: () => Promise<ServerBuild>;
  close(): Promise<void>;
}

/**
 * The Vite server of the worker's test files: they share its compiled pages, as they share the
 * worker's loaded modules (vitest.config.ts). Compiling the pages takes seconds; the pages keep no
 * state of their own between requests (a file's data comes with its server's services).
 */
let workerVite: Promise<ViteDevServer> | undefined;

/**
 * `config` overrides the test configuration; `testDb.config` is the server's own, so a test may
 * also change it for a while (e.g. `env = "production"`).
 */
export async function createTestWebServer(
  config: Partial<Config> = {},
  {
    pageCache = false,
    renderCache = false,
    versionCheckMs = 0,
    mode = "test",
  }: {
    pageCache?: boolean;
    renderCache?: boolean;
    versionCheckMs?: number;
    /** "production": React Router logs what a page throws, as on a live server. */
    mode?: "test" | "production";
  } = {},
): Promise<TestWebServer> {
  const testDb = await createTestDatabase();
  Object.assign(testDb.config, config);
  workerVite ??= createViteServer({ hmr: false });
  const vite = await workerVite;
  // Tests also write to the database directly, as another instance would: versions read each time
  // unless a test asks for the delay of production (VERSION_CHECK_MS).
  const services = createServices(testDb.config, testDb.database, { versionCheckMs });
  const build = viteServerBuild(vite);
  // Vite transforms the page modules on their first load: done here, under the hooks' longer
  // timeout, rather than in a file's first test (a minute's work on a loaded machine).
  await build();
  const app = await createWebServer({ services, build, mode, pageCache, renderCache });
  return {
    app,
    services,
    testDb,
    build,
    async close() {
      await app.close();
      await testDb.cleanup();
    },
  };
}

/** Every product a site sells, as the API lists them (100 at most). */
export async function siteProducts(app: FastifyInstance, siteId: number): Promise<Product[]> {
  const response = await app.inject({
    method: "GET",
    url: "/api/product?nbItem=100",
    headers: { idsite: String(siteId) },
  });
  return (response.json() as { data: { products: Product[] } }).data.products;
}

/** The nonce a page was rendered with: two replies with the same one are the same render. */
export const nonceOf = (response: { headers: Record<string, unknown> }) =>
  /'nonce-([^']+)'/.exec(String(response.headers["content-security-policy"]))?.[1];

/**
 * A member registered through the API on the site `host` serves (`siteId`): their session cookie
 * and e-mail. Throws with the API's answer when the registration is refused.
 */
export async function registerMember(
  app: FastifyInstance,
  { host, siteId = 1, firstname = "Camille" }: { host: string; siteId?: number; firstname?: string },
): Promise<{ cookie: string; email: string }> {
  const email = `membre-${Math.random().toString(36).slice(2)}@exemple.fr`;
  const response = await app.inject({
    method: "POST",
    url: "/api/register",
    // Each from its own address: the API's limit on registrations per address stays out of the way.
    headers: {
      host,
      idsite: String(siteId),
      "x-forwarded-for": `10.250.${randomInt(256)}.${randomInt(1, 255)}`,
    },
    payload: {
      email,
      password: "Un-mot-de-passe-2026!",
      firstname,
      lastname: "Durand",
      phone: "0601020304",
      birthdate: "1990-05-04",
      acceptTerms: true,
    },
  });
  if (response.statusCode !== 201)
    throw new Error(`registration refused: ${response.statusCode} ${response.body}`);
  return { cookie: `token=${response.json().data.token}`, email };
}

/** Options of a page request in the web server's tests. */
export interface PageOptions {
  host?: string;
  cookie?: string;
}

/**
 * GET and form POST requests to the web server, as a browser without JavaScript sends them. Each
 * request comes from its own address (`10.{network}.x.y`), so the API's rate limits stay out of
 * the way; `network` keeps test files apart.
 */
export function pageRequests(app: () => FastifyInstance, defaultHost: string, network: number) {
  let sequence = 0;
  const nextIp = () => `10.${network}.${Math.floor(++sequence / 250)}.${(sequence % 250) + 1}`;
  const headers = ({ host = defaultHost, cookie }: PageOptions) => ({
    host,
    "x-forwarded-for": nextIp(),
    ...(cookie ? { cookie } : {}),
  });
  return {
    get: (url: string, options: PageOptions = {}) =>
      app().inject({ method: "GET", url, headers: headers(options) }),
    post: (url: string, fields: Record<string, string>, options: PageOptions = {}) =>
      app().inject({
        method: "POST",
        url,
        headers: { ...headers(options), "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams(fields).toString(),
      }),
  };
}
