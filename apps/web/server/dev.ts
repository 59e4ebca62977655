import { createServices } from "@vitrine/api/composition";
import { loadConfig } from "@vitrine/api/config";
import { openConfiguredDatabase } from "@vitrine/api/db/client";
import { prepareDatabase } from "@vitrine/api/db/prepare";
import { createWebServer } from "./app";
import { createViteServer, mountViteMiddlewares, viteServerBuild } from "./vite";
import { printWelcome } from "./welcome";

// `npm run dev`: the same server with Vite compiling the web app on the fly (hot reload).
const config = loadConfig();
const database = await openConfiguredDatabase(config);
const prepared = await prepareDatabase(config, database);
const services = createServices(config, database);
const vite = await createViteServer({ hmr: config.env !== "test" });
const app = await createWebServer({
  services,
  build: viteServerBuild(vite),
  mode: "development",
  logger: { level: config.logLevel },
  beforePages: mountViteMiddlewares(vite),
});
await app.listen({ port: config.port, host: config.host });
await printWelcome(services, prepared);
