import { afterAll, expect } from "vitest";

/**
 * Setup file of the unit and PostgreSQL suites: each test file must leave JavaScript's built-ins as
 * the runtime made them. Test files share their worker's globals (vitest.config.ts), so a polyfill
 * one of them loads stays for every later file: pdf.js's build for older runtimes once replaced
 * JSON.parse, JSON.stringify and Array.prototype.push, and the files after it ran about three times
 * slower (testing/pdf-worker.mjs). A file that replaces a built-in fails, naming it.
 */

const BUILT_INS = [
  "Array",
  "ArrayBuffer",
  "Date",
  "Error",
  "Function",
  "JSON",
  "Map",
  "Math",
  "Number",
  "Object",
  "Promise",
  "Reflect",
  "RegExp",
  "Set",
  "String",
  "Symbol",
  "TextDecoder",
  "TextEncoder",
  "Uint8Array",
  "URL",
  "URLSearchParams",
  "WeakMap",
  "WeakSet",
];

/**
 * Set on purpose: the web server's tests share a Vite server (apps/web/server/testing.ts), which
 * maps stack traces back to the sources.
 */
const ALLOWED = new Set(["Error.prepareStackTrace"]);

/** Every built-in function reachable as `Name`, `Name.member` or `Name.prototype.member`. */
function builtInFunctions(): Map<string, unknown> {
  const found = new Map<string, unknown>();
  const collect = (path: string, holder: object) => {
    for (const key of Object.getOwnPropertyNames(holder)) {
      const descriptor = Object.getOwnPropertyDescriptor(holder, key);
      const member = `${path}.${key}`;
      if (typeof descriptor?.value === "function" && !ALLOWED.has(member)) {
        found.set(member, descriptor.value);
      }
    }
  };
  for (const name of BUILT_INS) {
    const value = (globalThis as Record<string, unknown>)[name];
    found.set(name, value);
    if (value === null || (typeof value !== "object" && typeof value !== "function")) continue;
    collect(name, value);
    const prototype = (value as { prototype?: unknown }).prototype;
    if (prototype && typeof prototype === "object") collect(`${name}.prototype`, prototype);
  }
  return found;
}

const ORIGINALS = Symbol.for("vitrine.testing.builtInFunctions");
const store = globalThis as typeof globalThis & { [ORIGINALS]?: Map<string, unknown> };
// The first file of a worker records them; the later files compare with that record.
store[ORIGINALS] ??= builtInFunctions();
const originals = store[ORIGINALS];

afterAll(() => {
  const now = builtInFunctions();
  const replaced = [...originals].filter(([path, value]) => now.get(path) !== value).map(([path]) => path);
  // The next files are compared with what this one left: only the file that replaced them fails.
  store[ORIGINALS] = now;
  expect(
    replaced,
    "built-ins this file replaced (a polyfill?): every later file would run with them",
  ).toEqual([]);
});
