import { buildApi } from "./app";
import { createServices } from "./composition";
import { loadConfig } from "./config";
import { openConfiguredDatabase } from "./db/client";
import { prepareDatabase } from "./db/prepare";

// Standalone API server: the same routes as /api of the web server, at the root.
const config = loadConfig();
const database = await openConfiguredDatabase(config);
await prepareDatabase(config, database);
const app = await buildApi({
  services: createServices(config, database),
  logger: { level: config.logLevel },
});
await app.listen({ port: config.port, host: config.host });

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}
