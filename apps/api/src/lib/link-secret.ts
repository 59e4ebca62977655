import { randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Config } from "../config";

/** The file that keeps the key when LINK_SECRET is unset, under DATA_DIR. */
export const LINK_SECRET_FILE = "link-secret";
const MIN_BYTES = 32;

/**
 * The key that signs the links written into e-mails (HMAC): LINK_SECRET when set, else 32 random
 * bytes kept in DATA_DIR/link-secret, written by the first process to start and read by the others
 * (the volume every instance mounts, docs/scaling.md), so that a link outlives a restart. Throws a
 * readable error at start when the file is unreadable or too short.
 */
export function loadLinkSecret(config: Pick<Config, "linkSecret" | "dataDir">): Buffer {
  if (config.linkSecret) return Buffer.from(config.linkSecret, "utf8");
  const path = join(config.dataDir, LINK_SECRET_FILE);
  const kept = readKept(path) ?? createKept(config.dataDir, path);
  if (kept.length < MIN_BYTES) {
    throw new Error(`${path}: the link secret is too short; delete the file or set LINK_SECRET`);
  }
  return kept;
}

function readKept(path: string): Buffer | null {
  try {
    return Buffer.from(readFileSync(path, "utf8").trim(), "base64url");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/** Written aside then linked into place: two processes starting at once keep the same key. */
function createKept(dataDir: string, path: string): Buffer {
  mkdirSync(dataDir, { recursive: true });
  const aside = `${path}.${process.pid}.${randomBytes(6).toString("hex")}`;
  writeFileSync(aside, `${randomBytes(MIN_BYTES).toString("base64url")}\n`, { mode: 0o600 });
  try {
    linkSync(aside, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    rmSync(aside, { force: true });
  }
  return readKept(path) ?? Buffer.alloc(0);
}
