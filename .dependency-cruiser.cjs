// Import rules between the layers of the repository (docs/architecture.md), checked by
// `npm run lint:deps`. Each rule's comment is what a violation prints.

/** A module's public entry, what another module may import from it: its service.ts, or a <part>.service.ts. */
const MODULE_ENTRY = "(service|[a-z-]+\\.service)\\.ts$";
const MODULE_ENTRY_PATH = `^apps/api/src/modules/[^/]+/${MODULE_ENTRY}`;

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Import circle: move what both sides need into a module of its own.",
      from: {},
      to: { circular: true },
    },
    {
      name: "packages-not-apps",
      severity: "error",
      comment: "packages/ are libraries of the apps: they import nothing from apps/.",
      from: { path: "^packages/" },
      to: { path: "^apps/" },
    },
    {
      name: "sdk-only-shared",
      severity: "error",
      comment: "packages/sdk is a client of the API's contract: it imports only packages/shared.",
      from: { path: "^packages/sdk/" },
      to: { path: "^packages/(?!sdk/|shared/)" },
    },
    {
      name: "shared-is-pure",
      severity: "error",
      comment:
        "packages/shared holds pure rules and Zod schemas: no Node built-in (fs, net, ...) and no package but zod, so no database and no server library.",
      from: { path: "^packages/shared/", pathNot: "\\.test\\.ts$" },
      to: {
        dependencyTypes: ["core", "npm", "npm-dev", "npm-optional", "npm-peer", "npm-no-pkg", "npm-unknown"],
        pathNot: "(^|/)node_modules/zod/",
      },
    },
    {
      name: "tools-on-top",
      severity: "error",
      comment: "scripts/ and bench/ are tools run by hand: the apps and packages import nothing from them.",
      from: { path: "^(apps|packages)/" },
      to: { path: "^(scripts|bench)/" },
    },
    {
      name: "api-not-web",
      severity: "error",
      comment: "The API knows nothing of the web app that embeds it.",
      from: { path: "^apps/api/" },
      to: { path: "^apps/web/" },
    },
    {
      name: "api-lib-db-below-modules",
      severity: "error",
      comment:
        "lib/ and db/ (seed aside) sit below the domain modules: they import no module. Pass what they need in, or move it down.",
      from: { path: "^apps/api/src/(lib|db)/", pathNot: "^apps/api/src/db/seed/|\\.test\\.ts$" },
      to: { path: "^apps/api/src/modules/" },
    },
    {
      name: "api-plugins-below-modules",
      severity: "error",
      comment:
        "plugins/ sit below the domain modules: a plugin may name a module's service type (import type from its service.ts) for what it decorates, nothing else.",
      from: { path: "^apps/api/src/plugins/", pathNot: "\\.test\\.ts$" },
      to: { path: "^apps/api/src/modules/", pathNot: MODULE_ENTRY_PATH },
    },
    {
      name: "api-plugins-below-modules-types-only",
      severity: "error",
      comment:
        "plugins/ import only types from a module's service.ts: the service itself is decorated by app.ts.",
      from: { path: "^apps/api/src/plugins/", pathNot: "\\.test\\.ts$" },
      to: { path: "^apps/api/src/modules/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "module-internals",
      severity: "error",
      comment:
        "A module (apps/api/src/modules/<m>/) uses another module only through its service.ts; routes, schemas and helpers are its own. Move a shared helper to lib/, plugins/ or db/, or expose it on the service.",
      from: { path: "^apps/api/src/modules/([^/]+)/", pathNot: "\\.test\\.ts$" },
      to: {
        path: "^apps/api/src/modules/([^/]+)/",
        pathNot: ["^apps/api/src/modules/$1/", MODULE_ENTRY_PATH],
      },
    },
    {
      name: "part-service-types-only",
      severity: "error",
      comment:
        "Another module's <part>.service.ts is named for a type only (decision 016): the service itself comes from that module's service.ts factory.",
      from: { path: "^apps/api/src/modules/([^/]+)/", pathNot: "\\.test\\.ts$" },
      to: {
        path: "^apps/api/src/modules/[^/]+/[a-z-]+\\.service\\.ts$",
        pathNot: "^apps/api/src/modules/$1/",
        dependencyTypesNot: ["type-only"],
      },
    },
    {
      name: "part-service-types-only-outside",
      severity: "error",
      comment:
        "Plugins and the web server name a module's <part>.service.ts for a type only (decision 016): the services come from composition.ts.",
      from: { path: "^apps/(api/src/plugins|web/server)/", pathNot: "\\.test\\.ts$" },
      to: { path: "^apps/api/src/modules/[^/]+/[a-z-]+\\.service\\.ts$", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "module-internals-in-tests",
      severity: "error",
      comment:
        "A module's tests use another module only through its service.ts or testing.ts; shared test helpers belong in apps/api/src/testing/.",
      from: { path: "^apps/api/src/modules/([^/]+)/.+\\.test\\.ts$" },
      to: {
        path: "^apps/api/src/modules/([^/]+)/",
        pathNot: [
          "^apps/api/src/modules/$1/",
          MODULE_ENTRY_PATH,
          "^apps/api/src/modules/[^/]+/testing\\.ts$",
        ],
      },
    },
    {
      name: "browser-code-not-api",
      severity: "error",
      comment:
        "apps/web/app is bundled for the browser: only server modules (*.server.ts, entry.server.tsx) may import apps/api.",
      from: { path: "^apps/web/app/", pathNot: "(\\.server\\.tsx?|\\.test\\.tsx?)$" },
      to: { path: "^apps/api/" },
    },
    {
      name: "pages-data-through-api-client",
      severity: "error",
      comment:
        "Pages reach data only through the API client (decision 015): a *.server.ts of apps/web/app may use the API's lib/ helpers, never a service, a table or a module.",
      from: { path: "^apps/web/app/.+\\.server\\.tsx?$" },
      to: { path: "^apps/api/", pathNot: "^apps/api/src/lib/" },
    },
    {
      name: "web-server-hosts-the-api",
      severity: "error",
      comment:
        "apps/web/server mounts the API and builds its services (decision 015): it may name a module's service, never a table or a module's internals.",
      from: { path: "^apps/web/server/", pathNot: "\\.test\\.ts$" },
      to: { path: "^apps/api/src/(modules|db/schema)/", pathNot: MODULE_ENTRY_PATH },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^apps/web/(build|\\.react-router)/" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
