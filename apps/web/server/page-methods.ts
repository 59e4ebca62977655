import type { FastifyReply, FastifyRequest } from "fastify";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { sendShortPage } from "./short-page";

/** Methods every page takes; POST only where the route targeted has an action. */
const READ = ["GET", "HEAD"];
const READ_AND_POST = ["GET", "HEAD", "POST"];

type RouteEntry = ServerBuild["routes"][string];

/** The build's flat route table as the tree matchRoutes reads, each route with its id. */
function routeTree(routes: ServerBuild["routes"], parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route): route is NonNullable<RouteEntry> => route !== undefined && route.parentId === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
        : {
            id: route.id,
            path: route.path,
            caseSensitive: route.caseSensitive,
            children: routeTree(routes, route.id),
          },
    );
}

/** The page an address names: a single-fetch data address (`/x.data`, `/_root.data`) names `/x`, `/`. */
function pagePathname(url: URL): string {
  if (url.pathname === "/_root.data") return "/";
  return url.pathname.endsWith(".data") ? url.pathname.slice(0, -".data".length) : url.pathname;
}

/**
 * The methods the page at `rawUrl` takes, as React Router would route them: a POST goes to the
 * deepest route matched (its parent for an index route without `?index`), and only an action takes
 * it. Every other method (PUT, DELETE, PATCH, OPTIONS, TRACE…) is no page's.
 */
export function pageMethods(build: ServerBuild) {
  const tree = routeTree(build.routes);
  return (rawUrl: string): readonly string[] => {
    const url = new URL(rawUrl, "http://localhost");
    const matches = matchRoutes(tree, pagePathname(url), build.basename);
    if (!matches?.length) return READ;
    let target = matches[matches.length - 1]!;
    if (target.route.index && !url.searchParams.has("index") && matches.length > 1) {
      target = matches[matches.length - 2]!;
    }
    return build.routes[target.route.id ?? ""]?.module.action ? READ_AND_POST : READ;
  };
}

/** The methods each page takes, from the build (in development, the build of the moment). */
function methodsOfPages(build: ServerBuild | (() => Promise<ServerBuild>)) {
  if (typeof build !== "function") {
    const methods = pageMethods(build);
    return async (url: string) => methods(url);
  }
  return async (url: string) => pageMethods(await build())(url);
}

/**
 * A method the page does not take (PUT, DELETE, PATCH, OPTIONS, TRACE, a POST where no action
 * is): 405 with the methods it takes, before React Router (which would hand a PUT to the action
 * and log its own 405 with a stack). A visitor's or a robot's request, not an error of ours.
 */
function refuseMethod(request: FastifyRequest, reply: FastifyReply, allowed: readonly string[]) {
  request.log.info({ method: request.method, allow: allowed.join(", ") }, "page method not allowed");
  reply.header("allow", allowed.join(", "));
  return sendShortPage(
    reply,
    405,
    "Méthode non autorisée",
    "Cette adresse ne répond pas à cette méthode de requête.",
  );
}

/**
 * Answers 405 to a request whose method its page does not take, and says whether it did (GET and
 * HEAD go on at once). A boolean, not the reply: a reply is a thenable, which `await` would wait on.
 */
export function methodRefusal(build: ServerBuild | (() => Promise<ServerBuild>)) {
  const methodsOf = methodsOfPages(build);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    if (request.method === "GET" || request.method === "HEAD") return false;
    const allowed = await methodsOf(request.url);
    if (allowed.includes(request.method)) return false;
    refuseMethod(request, reply, allowed);
    return true;
  };
}
