// React Router encodes a document's page data (turbo-stream) before it calls the entry, whether the
// entry reads it or not; a render found again by its data (decision 038) never does, and the
// encoding was a quarter of such a view. Its encoder is wrapped, in the server's bundle, in a
// stream that encodes when it is first read (decision 040).
import { readFile } from "node:fs/promises";

/** The encoder's first line in React Router's production build. */
export const ENCODER = "function encodeViaTurboStream(data2, requestSignal, streamTimeout, serverMode) {";

const LAZY_ENCODER = `function encodeViaTurboStream(...args) {
  let reader = null;
  return new ReadableStream(
    {
      async pull(controller) {
        reader ??= encodeViaTurboStreamNow(...args).getReader();
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      },
      cancel(reason) {
        return reader?.cancel(reason);
      },
    },
    // No chunk asked for ahead: pull runs at the first read only.
    { highWaterMark: 0 },
  );
}
function encodeViaTurboStreamNow(data2, requestSignal, streamTimeout, serverMode) {`;

/** React Router's module with its encoder made lazy; null when the module has no encoder. */
export function makeEncodingLazy(code) {
  return code.includes(ENCODER) ? code.replace(ENCODER, LAZY_ENCODER) : null;
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
      b.onLoad({ filter: /react-router[\\/]dist[\\/]production[\\/].*\.mjs$/ }, async (args) => {
        const lazy = makeEncodingLazy(await readFile(args.path, "utf8"));
        if (lazy === null) return undefined;
        found = true;
        return { contents: `${lazy}\n${exports}`, loader: "js" };
      });
      b.onEnd((result) => {
        if (result.errors.length === 0 && !found)
          throw new Error("React Router's encodeViaTurboStream was not found: see decision 040");
      });
    },
  };
}
