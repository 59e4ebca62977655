/** Deepest nesting of objects and arrays a JSON value sent by a client may have to be stored. */
export const JSON_MAX_DEPTH = 1000;

/**
 * NUL, or a surrogate without its pair (with the u flag, a pair is one code point and never
 * matches): characters a PostgreSQL jsonb value cannot hold.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what is looked for.
const UNSTORABLE = /[\u0000\ud800-\udfff]/u;

const hasUnstorable = (text: string) => UNSTORABLE.test(text);

/**
 * Why a parsed JSON value (JSON.parse's output) cannot go to a jsonb column, or null when it can:
 * "characters" when a string or key holds NUL or a lone surrogate (PostgreSQL refuses both),
 * "depth" past `maxDepth` nested objects and arrays (serializing it would overflow the stack).
 * Walked without recursion, whatever the depth.
 */
export function jsonStorageProblem(value: unknown, maxDepth = JSON_MAX_DEPTH): "characters" | "depth" | null {
  const pending: Array<[unknown, number]> = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (typeof current === "string") {
      if (hasUnstorable(current)) return "characters";
      continue;
    }
    if (current === null || typeof current !== "object") continue;
    if (depth >= maxDepth) return "depth";
    for (const [key, child] of Object.entries(current)) {
      if (hasUnstorable(key)) return "characters";
      pending.push([child, depth + 1]);
    }
  }
  return null;
}
