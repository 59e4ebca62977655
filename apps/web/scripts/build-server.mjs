// Bundles the production server (server/start.ts) with the pages React Router built
// (build/server/index.js) and the workspace packages they import. React Router itself is bundled
// from its production build: its package points every import at its development build, warnings
// and checks included. The other npm dependencies stay external and load from node_modules.
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { build } from "esbuild";
import { lazyPageDataEncoding } from "./lazy-page-data.mjs";

const require = createRequire(import.meta.url);
const reactRouterDir = dirname(require.resolve("react-router/package.json"));
const BUNDLED = {
  "react-router": join(reactRouterDir, "dist", "production", "index.mjs"),
  "vitrine:server-build": resolve("build", "server", "index.js"),
};

await build({
  entryPoints: ["server/start.ts"],
  outfile: "build/server/start.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  logLevel: "warning",
  // Bundled CommonJS code (React Router's cookie parser) may call require().
  banner: {
    js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);',
  },
  plugins: [
    lazyPageDataEncoding(),
    {
      name: "external-npm-packages",
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => {
          if (args.path in BUNDLED) return { path: BUNDLED[args.path] };
          if (args.path.startsWith("@vitrine/") || args.path.startsWith("@react-router/node"))
            return undefined;
          return { path: args.path, external: true };
        });
      },
    },
  ],
});
