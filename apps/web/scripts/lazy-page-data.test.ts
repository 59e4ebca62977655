import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENCODER, encoderModule, lazyPageDataEncoding, makeEncodingLazy } from "./lazy-page-data.mjs";

/** React Router's encoder of a document's page data, as the server's bundle has it (decision 040). */

type Encoder = (
  data: unknown,
  signal: AbortSignal,
  timeout: number,
  mode: string,
) => ReadableStream<Uint8Array>;

const require = createRequire(import.meta.url);
let dir: string;
let lazy: Encoder;
let eager: Encoder;

beforeAll(async () => {
  const chunk = await encoderModule();
  if (!chunk) throw new Error("no module of React Router has the encoder");
  // Beside node_modules, so that the bundle's external imports (React…) resolve.
  const cache = join(dirname(require.resolve("esbuild/package.json")), "..", ".cache");
  await mkdir(cache, { recursive: true });
  dir = await mkdtemp(join(cache, "lazy-page-data-"));
  await build({
    stdin: {
      contents: `export { __lazy, __eager } from ${JSON.stringify(chunk)};`,
      resolveDir: dir,
    },
    outfile: join(dir, "encoders.mjs"),
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    logLevel: "silent",
    plugins: [
      lazyPageDataEncoding({
        exports: "export { encodeViaTurboStream as __lazy, encodeViaTurboStreamNow as __eager };",
      }),
    ],
  });
  ({ __lazy: lazy, __eager: eager } = await import(pathToFileURL(join(dir, "encoders.mjs")).href));
});

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const text = (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

/** Page data whose reads are counted: turbo-stream reads every value when it encodes. */
function countedData() {
  const counted = { reads: 0 };
  const data = {
    get root() {
      counted.reads++;
      return {
        title: "Accueil",
        published: new Date(Date.UTC(2026, 10, 29)),
        missing: undefined,
        price: 12.5,
      };
    },
  };
  return { counted, data };
}

describe("the page data's encoder in the server's bundle", () => {
  it("encodes nothing until the stream is read", async () => {
    const { counted, data } = countedData();
    const stream = lazy(data, new AbortController().signal, 4950, "production");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(counted.reads).toBe(0);
    const encoded = await text(stream);
    expect(counted.reads).toBe(1);
    // The same bytes as React Router's own encoder.
    const { data: same } = countedData();
    expect(encoded).toBe(await text(eager(same, new AbortController().signal, 4950, "production")));
    expect(encoded).toContain("Accueil");
  });

  it("sends data that settles later in the same chunks as React Router's own encoder", async () => {
    const later = () => ({
      title: "Accueil",
      reviews: new Promise((resolve) => setTimeout(() => resolve([{ rating: 5 }]), 20)),
    });
    const chunks = async (stream: ReadableStream<Uint8Array>) => {
      const decoder = new TextDecoder();
      const read: string[] = [];
      for await (const chunk of stream) read.push(decoder.decode(chunk));
      return read;
    };
    const lazyChunks = await chunks(lazy(later(), new AbortController().signal, 4950, "production"));
    expect(lazyChunks.length).toBeGreaterThan(1);
    expect(lazyChunks).toEqual(
      await chunks(eager(later(), new AbortController().signal, 4950, "production")),
    );
  });

  it("ends at once for a request aborted before the first read", async () => {
    const request = new AbortController();
    request.abort(new Error("parti"));
    // Data that never settles: only the abort can end the stream (its own timeout is 10 minutes).
    const stream = lazy({ never: new Promise(() => {}) }, request.signal, 600_000, "production");
    await expect(text(stream)).resolves.toEqual(expect.any(String));
  });

  it("may be cancelled unread, and then never encodes", async () => {
    const { counted, data } = countedData();
    await lazy(data, new AbortController().signal, 4950, "production").cancel();
    expect(counted.reads).toBe(0);
  });

  it("is found in React Router's build, or the build fails", async () => {
    expect(makeEncodingLazy("function other() {}")).toBeNull();
    expect(makeEncodingLazy(`${ENCODER} return 1; }`)).toContain("encodeViaTurboStreamNow");
    const entry = join(dir, "entry.mjs");
    await writeFile(entry, "export const page = 1;\n");
    await expect(
      build({
        entryPoints: [entry],
        write: false,
        bundle: true,
        logLevel: "silent",
        plugins: [lazyPageDataEncoding()],
      }),
    ).rejects.toThrow(/encodeViaTurboStream was not found/);
  });
});
