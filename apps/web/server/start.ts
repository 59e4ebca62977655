import { join } from "node:path";
import * as serverBuild from "vitrine:server-build";
import { createServices } from "@vitrine/api/composition";
import { loadConfig } from "@vitrine/api/config";
import { openDatabase } from "@vitrine/api/db/client";
import { prepareDatabase } from "@vitrine/api/db/prepare";
import { ROOT_DIR } from "@vitrine/api/paths";
import type { ServerBuild } from "react-router";
import { createWebServer } from "./app";
import { printWelcome } from "./welcome";

// Production entry point (npm start): one process serving the API and every site.
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
const prepared = await prepareDatabase(config, database);
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
await printWelcome(services, prepared);

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
