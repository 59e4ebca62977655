/** The pages React Router built (build/server/index.js), bundled into the production server. */
declare module "vitrine:server-build" {
  const build: Record<string, unknown>;
  export = build;
}
