import cluster from "node:cluster";
import { join } from "node:path";
import * as serverBuild from "vitrine:server-build";
import { createServices } from "@vitrine/api/composition";
import { type Config, loadConfig } from "@vitrine/api/config";
import { openConfiguredDatabase } from "@vitrine/api/db/client";
import { type PrepareResult, prepareDatabase } from "@vitrine/api/db/prepare";
import { ROOT_DIR } from "@vitrine/api/paths";
import type { ServerBuild } from "react-router";
import { createWebServer } from "./app";
import { printWelcome } from "./welcome";

// Production entry point (npm start): the API and every site, in one process, or in
// WEB_CONCURRENCY processes sharing the port (node:cluster) on PostgreSQL.
const config = loadConfig();
if (config.workers > 1 && cluster.isPrimary) await runPrimary(config);
else await runServer(config);

/** One server process; the first (or only) one prepares the database and prints the welcome. */
async function runServer(config: Config) {
  const database = await openConfiguredDatabase(config);
  const prepared: PrepareResult | null = cluster.isPrimary ? await prepareDatabase(config, database) : null;
  const services = createServices(config, database);
  const buildDir = join(ROOT_DIR, "apps", "web", "build");
  // The pages React Router built, bundled into this file by scripts/build-server.mjs.
  const build = serverBuild as unknown as ServerBuild;
  const app = await createWebServer({
    services,
    build,
    clientDir: join(buildDir, "client"),
    mode: "production",
    logger: { level: config.logLevel },
  });
  await app.listen({ port: config.port, host: config.host });
  if (prepared) await printWelcome(services, prepared);

  let closing = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, async () => {
      if (closing) return;
      closing = true;
      // Finish the requests in flight, then release the database.
      await app.close();
      await database.close();
      process.exit(0);
    });
  }
}

/**
 * The primary of several processes: prepares the database once (migrations, first seed), then
 * forks the workers, which share the port; a worker that dies is replaced, a stop signal is passed
 * on and the primary ends when they have.
 */
async function runPrimary(config: Config) {
  const database = await openConfiguredDatabase(config);
  const prepared = await prepareDatabase(config, database);
  let stopping = false;
  const fork = () => cluster.fork();
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(JSON.stringify({ msg: "worker ended, replaced", pid: worker.process.pid, code, signal }));
    fork();
  });
  // The welcome once as many workers listen as asked (a replaced one counts as well).
  let listening = 0;
  const ready = new Promise<void>((resolve) => {
    cluster.on("listening", () => {
      listening += 1;
      if (listening === config.workers) resolve();
    });
  });
  for (let i = 0; i < config.workers; i++) fork();
  await ready;
  await printWelcome(createServices(config, database, { versionCheckMs: 0 }), prepared);
  await database.close();
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    });
  }
}
