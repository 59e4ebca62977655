import { join } from "node:path";
import { ROOT_DIR } from "@vitrine/api/paths";
import type { FastifyInstance } from "fastify";
import type { ServerBuild } from "react-router";
import { createServer, type ViteDevServer } from "vite";

const WEB_DIR = join(ROOT_DIR, "apps", "web");

/** A Vite dev server for the web app, in middleware mode (development with `hmr`, and SSR tests). */
export async function createViteServer({ hmr }: { hmr: boolean }): Promise<ViteDevServer> {
  return createServer({
    root: WEB_DIR,
    configFile: join(WEB_DIR, "vite.config.ts"),
    server: { middlewareMode: true, hmr },
    appType: "custom",
    logLevel: "warn",
  });
}

/** The React Router server build, compiled on the fly by Vite (re-read on every request). */
export function viteServerBuild(vite: ViteDevServer): () => Promise<ServerBuild> {
  return () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
}

/** Lets Vite answer its own requests (modules, assets, HMR) before the pages. */
export function mountViteMiddlewares(vite: ViteDevServer) {
  return async (app: FastifyInstance) => {
    app.addHook("onRequest", (request, reply, done) => {
      if (request.url.startsWith("/api/") || request.url.startsWith("/media/")) return done();
      vite.middlewares(request.raw, reply.raw, () => done());
    });
  };
}
