import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "./server";

/** The client build's files, and what the home page loads of them (read from the route manifest). */

export const ASSETS = join(REPO_ROOT, "apps", "web", "build", "client", "assets");

export const assetFiles = () => readdirSync(ASSETS).filter((name) => /\.(js|css)$/.test(name));

export const assetText = (name: string) => readFileSync(join(ASSETS, name), "utf8");

interface RouteManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, { module: string; imports?: string[]; css?: string[] }>;
}

export function routeManifest(): RouteManifest {
  const file = assetFiles().find((name) => name.startsWith("manifest-"))!;
  return JSON.parse(
    assetText(file)
      .replace(/^window\.__reactRouterManifest=/, "")
      .replace(/;$/, ""),
  ) as RouteManifest;
}

/**
 * The files of the home page: the entry, the root and home routes with what they import before
 * hydrating; with `dynamic`, also every file those import later (`import()`), followed to the end.
 */
export function homePageFiles({ dynamic }: { dynamic: boolean }): Set<string> {
  const { entry, routes } = routeManifest();
  const named = [entry.module, ...entry.imports];
  for (const id of ["root", "routes/home"]) {
    const route = routes[id]!;
    named.push(route.module, ...(route.imports ?? []), ...(route.css ?? []));
  }
  const files = new Set(named.map((path) => path.replace(/^\/assets\//, "")));
  if (!dynamic) return files;
  const reached = new Set<string>();
  const queue = [...files];
  while (queue.length) {
    const name = queue.pop()!;
    if (reached.has(name)) continue;
    reached.add(name);
    for (const match of assetText(name).matchAll(/["'`]\.\/([\w.-]+\.(?:js|css))["'`]/g))
      queue.push(match[1]!);
  }
  return reached;
}
