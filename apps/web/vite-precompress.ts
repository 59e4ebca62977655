import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes a Brotli (quality 11) and a gzip (level 9) copy next to every text asset of the client
 * build: the server sends them as they are (`preCompressed`), smaller than what it could afford to
 * compress on the fly, and without spending CPU on each request.
 */
export function precompress(): Plugin {
  return {
    name: "vitrine-precompress",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    writeBundle(options) {
      if (!options.dir) return;
      for (const file of walk(options.dir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}
