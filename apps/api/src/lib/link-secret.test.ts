import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { LINK_SECRET_FILE, loadLinkSecret } from "./link-secret";

/** The key of the e-mails' signed links: LINK_SECRET, else one kept in DATA_DIR across restarts. */

const dirs: string[] = [];
const newDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "vitrine-link-secret-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("loadLinkSecret", () => {
  it("makes a random key once in DATA_DIR, readable by its owner only, and reads it back after a restart", () => {
    const dataDir = join(newDir(), "data");
    const first = loadLinkSecret({ dataDir, linkSecret: undefined });
    expect(first.length).toBe(32);
    const file = join(dataDir, LINK_SECRET_FILE);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(loadLinkSecret({ dataDir, linkSecret: undefined }).equals(first)).toBe(true);
    expect(loadLinkSecret({ dataDir: newDir(), linkSecret: undefined }).equals(first)).toBe(false);
    expect(readFileSync(file, "utf8").trim()).toBe(first.toString("base64url"));
  });

  it("takes LINK_SECRET when set, 32 characters at least, and writes nothing", () => {
    const dataDir = newDir();
    const secret = "une-cle-de-plus-de-trente-deux-caracteres";
    expect(loadLinkSecret({ dataDir, linkSecret: secret }).toString("utf8")).toBe(secret);
    expect(() => statSync(join(dataDir, LINK_SECRET_FILE))).toThrow();
    expect(loadConfig({ LINK_SECRET: secret }).linkSecret).toBe(secret);
    expect(() => loadConfig({ LINK_SECRET: "trop-courte" })).toThrow(/LINK_SECRET/);
  });

  it("refuses a kept key too short to sign with, saying which file", () => {
    const dataDir = newDir();
    writeFileSync(join(dataDir, LINK_SECRET_FILE), "Y291cnRl\n");
    expect(() => loadLinkSecret({ dataDir, linkSecret: undefined })).toThrow(/link-secret.*too short/);
  });
});
