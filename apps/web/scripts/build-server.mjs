// Bundles the production server (server/start.ts) with the workspace packages it imports;
// npm dependencies stay external and load from node_modules.
import { build } from "esbuild";

await build({
  entryPoints: ["server/start.ts"],
  outfile: "build/server/start.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  logLevel: "warning",
  plugins: [
    {
      name: "external-npm-packages",
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith("@vitrine/") ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
