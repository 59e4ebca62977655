import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** Repository root, found from this file whether it runs from source or from the bundled server. */
function findRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, "apps", "api", "src", "db", "migrations"))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

export const ROOT_DIR = findRoot();
export const MIGRATIONS_DIR = join(ROOT_DIR, "apps", "api", "src", "db", "migrations");
export const SEED_MEDIA_DIR = join(ROOT_DIR, "apps", "api", "src", "db", "seed", "media");

export const resolveFromRoot = (path: string) => resolve(ROOT_DIR, path);
