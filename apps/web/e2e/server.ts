/**
 * Fixture of the browser tests: the built production server (apps/web/build/server/start.js)
 * as a child process, on a free port, with a fresh temporary DATA_DIR (PGlite database, media,
 * credentials) that is migrated and seeded at start and deleted at the end, unless the caller
 * brings its own DATA_DIR (kept, so that another server can start on it).
 *
 * `setupServer()` registers the beforeAll/afterAll hooks of the calling test file: one server per file.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, inject } from "vitest";

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
export const SERVER_ENTRY = join(REPO_ROOT, "apps", "web", "build", "server", "start.js");

/** Host names of the seeded sites (the host match ignores the port). */
export const HOSTS = {
  site1: "armor-habitat.localhost",
  site2: "domaine-trois-moulins.localhost",
} as const;

const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 10_000;

export interface RunningServer {
  port: number;
  /** The server's process (the primary when WEB_CONCURRENCY forks workers). */
  pid: number;
  dataDir: string;
  /** Absolute URL of `path` on the site answering `host` ("localhost" is site 1). */
  url(host: string, path?: string): string;
  /** Everything the server printed so far (stdout and stderr, interleaved). */
  output(): string;
  stop(): Promise<void>;
  /** `kill -9`: the process dies at once, nothing closed; a DATA_DIR the caller brought stays as it is. */
  kill(): Promise<void>;
}

export interface StartOptions {
  /** An existing DATA_DIR to serve, left in place at stop; by default a new one, deleted at stop. */
  dataDir?: string;
  /** A seeded DATA_DIR (left untouched) that the new DATA_DIR starts as a copy of; not with `dataDir`. */
  copyOf?: string;
}

/** A port nobody listens on right now (the kernel picks it). */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitUntilReady(origin: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let lastError = "";
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The server exited (code ${child.exitCode}, signal ${child.signalCode}) before being ready:\n${output()}`,
      );
    }
    try {
      const response = await fetch(`${origin}/api/ready`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await sleep(200);
  }
  throw new Error(`The server was not ready after ${START_TIMEOUT_MS} ms (${lastError}):\n${output()}`);
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolveExit) => {
    const timer = setTimeout(() => resolveExit(false), timeoutMs);
    child.once("exit", () => {
      clearTimeout(timer);
      resolveExit(true);
    });
  });
}

/** Starts the built server on a free port with an empty DATA_DIR (or `options.dataDir`) and waits for /api/ready. */
export async function startServer(
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<RunningServer> {
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` first (npm run test:e2e does).`);
  }
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), "vitrine-e2e-")));
  if (ownsDataDir && options.copyOf) await cp(options.copyOf, dataDir, { recursive: true });
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let log = "";
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    // Run as deployed, not as vitest's NODE_ENV=test.
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    ...env,
  };
  // The database is PGlite in DATA_DIR, whatever the caller's environment says.
  if (!("DATABASE_URL" in env)) delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: childEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const append = (chunk: Buffer) => {
    log += chunk.toString("utf8");
  };
  child.stdout?.on("data", append);
  child.stderr?.on("data", append);

  // Should the test worker die without running afterAll, take the server and its data with it.
  const onWorkerExit = () => {
    child.kill("SIGKILL");
    if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  process.once("exit", onWorkerExit);

  let stopped = false;
  // A server that dies under the tests says why: its last words go to the test output.
  child.once("exit", (code, signal) => {
    if (!stopped) console.error(`The server exited (code ${code}, signal ${signal}):\n${log.slice(-4000)}`);
  });
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.off("exit", onWorkerExit);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      if (!(await waitForExit(child, STOP_TIMEOUT_MS))) {
        child.kill("SIGKILL");
        await waitForExit(child, STOP_TIMEOUT_MS);
      }
    }
    if (ownsDataDir) await rm(dataDir, { recursive: true, force: true });
  };
  const kill = async () => {
    if (stopped) return;
    stopped = true;
    process.off("exit", onWorkerExit);
    child.kill("SIGKILL");
    await waitForExit(child, STOP_TIMEOUT_MS);
    if (ownsDataDir) await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilReady(origin, child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    port,
    pid: child.pid ?? 0,
    dataDir,
    url: (host, path = "/") => `http://${host}:${port}${path}`,
    output: () => log,
    stop,
    kill,
  };
}

/**
 * A new DATA_DIR holding a copy of the run's seeded one (global-setup.ts), for a test that starts
 * servers on it itself (a restart on the same data): the caller deletes it.
 */
export async function seededDataDirCopy(prefix: string): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), prefix));
  await copySeededDataDir(dataDir);
  return dataDir;
}

/** Copies the run's seeded DATA_DIR (global-setup.ts) into `dataDir`. */
export function copySeededDataDir(dataDir: string): Promise<void> {
  return cp(inject("seededDataDir"), dataDir, { recursive: true });
}

/**
 * One server for the calling test file: started before its first test on a copy of the run's
 * seeded DATA_DIR (global-setup.ts), stopped (and its DATA_DIR deleted) after its last. Read the
 * fields inside tests or hooks, not at import time.
 */
export function setupServer(): RunningServer {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startServer({}, { copyOf: inject("seededDataDir") });
  });
  afterAll(async () => {
    await server?.stop();
  });
  const current = () => {
    if (!server) throw new Error("The e2e server is not started (use it inside a test or a hook).");
    return server;
  };
  return {
    get port() {
      return current().port;
    },
    get pid() {
      return current().pid;
    },
    get dataDir() {
      return current().dataDir;
    },
    url: (host, path) => current().url(host, path),
    output: () => current().output(),
    stop: () => current().stop(),
    kill: () => current().kill(),
  };
}
