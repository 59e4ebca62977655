// React Router encodes a document's page data (turbo-stream) before it calls the entry, whether the
// entry reads it or not; a render found again by its data (decision 038) never does, and the
// encoding was a quarter of such a view. Its encoder is wrapped, in the server's bundle, in a
// stream that encodes when it is first read (decision 040).
import { readdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const require = createRequire(import.meta.url);
const NOT_FOUND = "React Router's encodeViaTurboStream was not found: see decision 040";

/** The encoder's first line in React Router's production build. */
export const ENCODER = "function encodeViaTurboStream(data2, requestSignal, streamTimeout, serverMode) {";

const LAZY_ENCODER = `function encodeViaTurboStream(pageData, requestSignal, ...rest) {
  let reader = null;
  let cancelled = false;
  return new ReadableStream(
    {
      async pull(controller) {
        if (!reader) {
          // The request's abort reaches the encoder even when it came before this first read.
          const relay = new AbortController();
          reader = encodeViaTurboStreamNow(pageData, relay.signal, ...rest).getReader();
          if (requestSignal.aborted) relay.abort(requestSignal.reason);
          else requestSignal.addEventListener("abort", () => relay.abort(requestSignal.reason), { once: true });
        }
        const { done, value } = await reader.read();
        if (cancelled) return;
        if (done) controller.close();
        else controller.enqueue(value);
      },
      cancel(reason) {
        cancelled = true;
        return reader?.cancel(reason);
      },
    },
    // No chunk asked for ahead: pull runs at the first read only.
    { highWaterMark: 0 },
  );
}
function encodeViaTurboStreamNow(data2, requestSignal, streamTimeout, serverMode) {`;

/** The module of React Router's production build that has the encoder; null when none has. */
export async function encoderModule() {
  const dir = join(dirname(require.resolve("react-router/package.json")), "dist", "production");
  const names = (await readdir(dir)).filter((name) => name.endsWith(".mjs"));
  const texts = await Promise.all(names.map((name) => readFile(join(dir, name), "utf8")));
  const index = texts.findIndex((text) => text.includes(ENCODER));
  return index === -1 ? null : join(dir, names[index]);
}

/** React Router's module with its encoder made lazy; null when the module has no encoder. */
export function makeEncodingLazy(code) {
  return code.includes(ENCODER) ? code.replace(ENCODER, () => LAZY_ENCODER) : null;
}

/**
 * The esbuild plugin that bundles React Router with its encoder made lazy. The build fails if no
 * module of React Router's production build has the encoder any more (a React Router update:
 * decision 040 says what to check). `exports` adds export lines to that module (the test reads
 * both encoders through them).
 */
export function lazyPageDataEncoding({ exports = "" } = {}) {
  let found = false;
  return {
    name: "lazy-page-data-encoding",
    setup(b) {
      // Before anything is written: React Router's production build must still have the encoder.
      b.onStart(async () => ((await encoderModule()) ? undefined : { errors: [{ text: NOT_FOUND }] }));
      b.onLoad({ filter: /react-router[\\/]dist[\\/]production[\\/].*\.mjs$/ }, async (args) => {
        const lazy = makeEncodingLazy(await readFile(args.path, "utf8"));
        if (lazy === null) return undefined;
        found = true;
        return { contents: `${lazy}\n${exports}`, loader: "js" };
      });
      b.onEnd((result) => {
        if (result.errors.length === 0 && !found) throw new Error(NOT_FOUND);
      });
    },
  };
}
